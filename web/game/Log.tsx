import { useEffect, useRef, useState } from 'preact/hooks';
import { api, type LogEntry, type LogPage } from '../api.js';
import { getLang, t } from '../i18n.js';
import { myTimeZone } from '../session.js';
import { formatWhen } from '../time.js';
import { DiceRow } from './Dice.js';
import type { ReplayControl } from './useReplay.js';
import { firstStepOfTurn, stepLabel } from './step-label.js';
import type { TurnKind } from '../../functions/play/types.js';
import { ErrorNote, Loading } from '../Notice.js';
import { TextInput } from '../fields.js';

/** The platform's own lines (joined, vacation, timeout, claim) name sides by id: the page puts the module's side names in. */
const platformNames = (ev: LogEntry['events'][number], sideName?: (s: string) => string): string => {
  const text = ev.text || t('game.event');
  if (!sideName || !ev.type.startsWith('platform.') || !ev.data || typeof ev.data !== 'object') return text;
  const d = ev.data as Record<string, unknown>;
  const ids = [d.side, d.winner].filter((x): x is string => typeof x === 'string' && x.length > 0);
  return ids.reduce(
    (acc, id) =>
      acc.replace(
        new RegExp(`(^|[^\\p{L}\\d-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[^\\p{L}\\d-])`, 'gu'),
        (_m, pre: string) => pre + sideName(id),
      ),
    text,
  );
};

/** each kind of turn in words, for a turn with no visible events */
const KIND_TEXT = {
  orders: 'game.kind.orders',
  join: 'game.kind.join',
  decline: 'game.kind.decline',
  resign: 'game.kind.resign',
  timeout: 'game.kind.timeout',
  claim: 'game.kind.claim',
  vacation: 'game.kind.vacation',
  'default-answer': 'game.kind.default-answer',
} as const satisfies Record<TurnKind, string>;

/** Lines of one log entry with their dice; a turn with no visible events shows its kind. */
export const entryLines = (
  e: LogEntry,
  sideName?: (s: string) => string,
): { text: string; dice?: number[]; diceFaces?: number[]; diceZeroBased?: boolean; rule?: string }[] => {
  if (e.events.length)
    return e.events.map((ev) => ({
      text: platformNames(ev, sideName),
      dice: ev.dice,
      diceFaces: ev.diceFaces,
      ...(ev.diceZeroBased ? { diceZeroBased: true } : {}),
      rule: ev.rule,
    }));
  // a turn whose events the viewer may not see (fog) says what kind of turn it was, in words
  return [{ text: t(KIND_TEXT[e.kind as TurnKind] ?? 'game.kind.orders') }];
};

/** turns a page of the log holds (the API's default; it allows up to 200) */
const PAGE = 50;

/** `a` then those of `b` not already in it, by turn number */
const joined = (a: LogEntry[], b: LogEntry[]): LogEntry[] => {
  const have = new Set(a.map((e) => e.version));
  return [...a, ...b.filter((e) => !have.has(e.version))];
};

/**
 * The game's log, newest first, a page at a time: the newest page on opening, the turns since the
 * newest shown when the game moves on, older pages on request. The replay slider and the turn
 * numbers move the board to an earlier position (useReplay).
 */
export const LogPanel = ({
  id,
  version,
  replay,
  sideName,
}: {
  id: string;
  version: number;
  /** the slider moves the board through earlier positions (useReplay) */
  replay: ReplayControl;
  sideName: (s: string) => string;
}) => {
  const [entries, setEntries] = useState<LogEntry[] | null>(null);
  /** the `before` cursor of the next older page; null once the first turn is shown */
  const [older, setOlder] = useState<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  /** what is shown: which game, in which language, up to which turn */
  const shown = useRef<{ id: string; lang: string; newest: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [jumpTo, setJumpTo] = useState('');
  const [jumpError, setJumpError] = useState<string | null>(null);
  const lang = getLang();
  const base = `/api/games/${id}/log?lang=${lang}&limit=${PAGE}`;
  useEffect(() => {
    let live = true;
    const have = shown.current;
    const load = async () => {
      if (have && have.id === id && have.lang === lang) {
        // the game moved on: only the turns after the newest shown, page by page
        const add: LogEntry[] = [];
        for (let after: number | null = have.newest; after !== null; ) {
          const r: LogPage = await api<LogPage>('GET', `${base}&after=${after}`);
          add.push(...r.turns);
          after = r.newer !== null && r.newer > after ? r.newer : null;
        }
        if (!live || !add.length) return;
        have.newest = Math.max(have.newest, ...add.map((e) => e.version));
        setEntries((prev) => joined(prev ?? [], add));
        return;
      }
      if (have) {
        // another game or language: nothing shown so far belongs to it
        setEntries(null);
        setOlder(null);
      }
      const r = await api<LogPage>('GET', base);
      if (!live) return;
      shown.current = { id, lang, newest: Math.max(0, ...r.turns.map((e) => e.version)) };
      setEntries(r.turns);
      setOlder(r.older);
    };
    load().catch((e) => live && setError(String(e.message)));
    return () => {
      live = false;
    };
  }, [id, version, lang]);
  const loadOlder = async () => {
    if (older === null || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const r = await api<LogPage>('GET', `${base}&before=${older}`);
      setEntries((prev) => joined(r.turns, prev ?? []));
      setOlder(r.older);
    } catch (e) {
      setError(String((e as Error).message));
    } finally {
      setLoadingOlder(false);
    }
  };
  const { slider, show } = replay;
  const tz = myTimeZone();
  /** the position after step n, named by the phase it awaits: the phase the next step was played in */
  const positionName = (n: number): string => {
    if (n >= version) return t('game.replayLive');
    const label =
      stepLabel(entries?.find((e) => e.version === n + 1)?.during) ||
      (replay.replay?.n === n ? replay.replay.label : '');
    return label ? t('game.replayStep', { label, n, of: version }) : t('game.replayStepBare', { n, of: version });
  };
  /** jump to where game turn `turn` begins, loading older pages of the log until it is found */
  const jump = async (turn: number) => {
    setJumpError(null);
    let have = entries ?? [];
    let cursor = older;
    let at = firstStepOfTurn(have, turn);
    try {
      // the turn's first step may lie on an older page than the steps found: load until it is not the oldest shown
      const oldest = (l: readonly LogEntry[]) => Math.min(...l.map((e) => e.version));
      while ((at === null || at === oldest(have)) && cursor !== null) {
        const r: LogPage = await api<LogPage>('GET', `${base}&before=${cursor}`);
        have = joined(r.turns, have);
        cursor = r.older;
        at = firstStepOfTurn(have, turn);
      }
    } catch (e) {
      setError(String((e as Error).message));
    }
    if (have !== entries) {
      setEntries(have);
      setOlder(cursor);
    }
    if (at === null) setJumpError(t('game.jumpNone', { n: turn }));
    else show(at - 1);
  };
  const turnsKnown = !!entries?.some((e) => e.during?.turn !== undefined);
  return (
    <div class="log">
      <div class="replay">
        <label for="replay-n">
          {t('game.replay')}: <span class="replay-at">{positionName(slider)}</span>
        </label>
        <input
          id="replay-n"
          type="range"
          min={0}
          max={version}
          value={slider}
          aria-valuetext={positionName(slider)}
          onInput={(e) => show(Number((e.target as HTMLInputElement).value))}
        />
        {turnsKnown && (
          <form
            class="jump-turn"
            onSubmit={(e) => {
              e.preventDefault();
              const n = Number(jumpTo);
              if (Number.isInteger(n) && n >= 0) void jump(n);
            }}
          >
            <label for="jump-turn">{t('game.jumpTurn')}</label>
            <TextInput id="jump-turn" type="number" inputMode="numeric" min={0} value={jumpTo} onValue={setJumpTo} />
            <button type="submit">{t('game.jumpGo')}</button>
          </form>
        )}
        {jumpError && (
          <p class="hint" role="status">
            {jumpError}
          </p>
        )}
      </div>
      <ErrorNote error={error ?? replay.error} />
      {!entries ? (
        <Loading />
      ) : entries.length === 0 ? (
        <p class="hint">{t('game.logEmpty')}</p>
      ) : (
        <ol class="log-list" reversed>
          {[...entries].reverse().map((e) => {
            const n = e.version;
            return (
              <li key={n}>
                <div class="log-head">
                  <button
                    type="button"
                    class="link turn-no"
                    onClick={() => show(n)}
                    aria-label={`#${n}: ${positionName(n)}`}
                  >
                    #{n}
                  </button>
                  {stepLabel(e.during) && <span class="step">{stepLabel(e.during)}</span>}
                  {e.side && <span class="side">{sideName(e.side)}</span>}
                  {e.at && <time dateTime={e.at}>{formatWhen(e.at, tz, lang)}</time>}
                </div>
                <ul>
                  {entryLines(e, sideName)
                    .filter((l) => l.text || l.dice?.length)
                    .map((l, j) => (
                      <li key={j}>
                        <span>{l.text}</span>
                        {l.rule && <span class="rule"> [{l.rule}]</span>}
                        {l.dice?.length ? (
                          <DiceRow values={l.dice} faces={l.diceFaces} zeroBased={l.diceZeroBased} />
                        ) : null}
                      </li>
                    ))}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
      {entries && older !== null && (
        <button type="button" class="log-older" onClick={loadOlder} disabled={loadingOlder}>
          {loadingOlder ? t('common.loading') : t('game.logOlder')}
        </button>
      )}
    </div>
  );
};

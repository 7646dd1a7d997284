import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameView } from '../../rules/core/contract.js';
import { unpackView } from '../../rules/core/wire.js';
import { api, listOf, type LogEntry } from '../api.js';
import { getLang, t } from '../i18n.js';
import { myTimeZone } from '../session.js';
import { formatWhen } from '../time.js';
import { DiceRow } from './Dice.js';

/** The platform's own lines (joined, vacation, timeout, claim) name sides by id: the page puts the module's side names in. */
const platformNames = (ev: NonNullable<LogEntry['events']>[number], sideName?: (s: string) => string): string => {
  const text = ev.text ?? ev.line ?? ev.describe ?? ev.type ?? '';
  if (!sideName || !ev.type?.startsWith('platform.') || !ev.data || typeof ev.data !== 'object') return text;
  const d = ev.data as Record<string, unknown>;
  const ids = [d.side, d.winner].filter((x): x is string => typeof x === 'string' && x.length > 0);
  return ids.reduce((acc, id) => acc.replace(new RegExp(`(^|[^\\p{L}\\d-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[^\\p{L}\\d-])`, 'gu'), (_m, pre: string) => pre + sideName(id)), text);
};

/** Lines of one log entry with their dice, tolerant of how the server groups them. */
export const entryLines = (e: LogEntry, sideName?: (s: string) => string): { text: string; dice?: number[]; diceFaces?: number[]; rule?: string }[] => {
  if (e.events?.length) return e.events.map((ev) => ({ text: platformNames(ev, sideName), dice: ev.dice, diceFaces: ev.diceFaces, rule: ev.rule }));
  if (e.lines?.length) return e.lines.map((text, i) => ({ text, ...(i === 0 && e.dice ? { dice: e.dice } : {}) }));
  return [{ text: e.text ?? e.kind ?? '', dice: e.dice }];
};

/** turns a page of the log holds (the API's default; it allows up to 200) */
const PAGE = 50;

const turnsOf = (r: any): LogEntry[] =>
  listOf<LogEntry>(r, 'turns').length ? listOf<LogEntry>(r, 'turns') : listOf<LogEntry>(r, 'entries').length ? listOf<LogEntry>(r, 'entries') : listOf<LogEntry>(r, 'log');
const versionOf = (e: LogEntry): number | undefined => e.version ?? e.turn;

/** `a` then those of `b` not already in it, by turn number */
const joined = (a: LogEntry[], b: LogEntry[]): LogEntry[] => {
  const have = new Set(a.map(versionOf));
  return [...a, ...b.filter((e) => versionOf(e) === undefined || !have.has(versionOf(e)))];
};

/**
 * The game's log, newest first, a page at a time: the newest page on opening, the turns since the
 * newest shown when the game moves on, older pages on request. The replay slider fetches the
 * position of one version at a time (the server starts from its nearest snapshot).
 */
export const LogPanel = ({ id, version, replay, onReplay, sideName }: {
  id: string;
  version: number;
  replay: number | null;
  onReplay: (r: { n: number; view: GameView | null; boardKey?: string } | null) => void;
  sideName: (s: string) => string;
}) => {
  const [entries, setEntries] = useState<LogEntry[] | null>(null);
  /** the `before` cursor of the next older page; null once the first turn is shown */
  const [older, setOlder] = useState<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  /** what is shown: which game, in which language, up to which turn */
  const shown = useRef<{ id: string; lang: string; newest: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [slider, setSlider] = useState(replay ?? version);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
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
          const r: any = await api<any>('GET', `${base}&after=${after}`);
          add.push(...turnsOf(r));
          after = typeof r?.newer === 'number' && r.newer > after ? r.newer : null;
        }
        if (!live || !add.length) return;
        have.newest = Math.max(have.newest, ...add.map((e) => versionOf(e) ?? 0));
        setEntries((prev) => joined(prev ?? [], add));
        return;
      }
      if (have) {
        // another game or language: nothing shown so far belongs to it
        setEntries(null);
        setOlder(null);
      }
      const r = await api<any>('GET', base);
      if (!live) return;
      const page = turnsOf(r);
      shown.current = { id, lang, newest: Math.max(0, ...page.map((e) => versionOf(e) ?? 0)) };
      setEntries(page);
      setOlder(typeof r?.older === 'number' ? r.older : null);
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
      const r = await api<any>('GET', `${base}&before=${older}`);
      setEntries((prev) => joined(turnsOf(r), prev ?? []));
      setOlder(typeof r?.older === 'number' ? r.older : null);
    } catch (e) {
      setError(String((e as Error).message));
    } finally {
      setLoadingOlder(false);
    }
  };
  useEffect(() => setSlider(replay ?? version), [version, replay]);
  const show = (n: number) => {
    setSlider(n);
    if (timer.current) clearTimeout(timer.current);
    if (n >= version) return onReplay(null);
    timer.current = setTimeout(async () => {
      try {
        const r = await api<any>('GET', `/api/games/${id}/replay/${n}`);
        const v: GameView = unpackView(r?.view ?? { board: r.board, options: r.options, panel: r.panel });
        onReplay({ n, view: v, ...(typeof r?.boardKey === 'string' ? { boardKey: r.boardKey } : {}) });
      } catch (e) {
        setError(String((e as Error).message));
      }
    }, 150);
  };
  const tz = myTimeZone();
  return (
    <div class="log">
      <div class="replay">
        <label for="replay-n">{t('game.replay')}: {slider >= version ? t('game.replayLive') : t('game.replayTurn', { n: slider, of: version })}</label>
        <input id="replay-n" type="range" min={0} max={version} value={slider} onInput={(e) => show(Number((e.target as HTMLInputElement).value))} />
      </div>
      {error && <p class="error" role="alert">{error}</p>}
      {!entries ? (
        <p role="status">{t('common.loading')}</p>
      ) : entries.length === 0 ? (
        <p class="hint">{t('game.logEmpty')}</p>
      ) : (
        <ol class="log-list" reversed>
          {[...entries].reverse().map((e, i) => {
            const n = e.version ?? e.turn;
            return (
              <li key={n ?? i}>
                <div class="log-head">
                  {n !== undefined && (
                    <button type="button" class="link turn-no" onClick={() => show(n)} aria-label={t('game.replayTurn', { n, of: version })}>#{n}</button>
                  )}
                  {e.side && <span class="side">{sideName(e.side)}</span>}
                  {e.at && <time dateTime={e.at}>{formatWhen(e.at, tz, lang)}</time>}
                </div>
                <ul>
                  {entryLines(e, sideName).filter((l) => l.text || l.dice?.length).map((l, j) => (
                    <li key={j}>
                      <span>{l.text}</span>
                      {l.rule && <span class="rule"> [{l.rule}]</span>}
                      {l.dice?.length ? <DiceRow values={l.dice} faces={l.diceFaces} /> : null}
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

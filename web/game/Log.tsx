import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameView } from '../../rules/core/contract.js';
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

export const LogPanel = ({ id, version, replay, onReplay, sideName }: {
  id: string;
  version: number;
  replay: number | null;
  onReplay: (r: { n: number; view: GameView | null } | null) => void;
  sideName: (s: string) => string;
}) => {
  const [entries, setEntries] = useState<LogEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [slider, setSlider] = useState(replay ?? version);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lang = getLang();
  useEffect(() => {
    api<any>('GET', `/api/games/${id}/log?lang=${lang}`)
      .then((r) => setEntries(listOf<LogEntry>(r, 'turns').length ? listOf<LogEntry>(r, 'turns') : listOf<LogEntry>(r, 'entries').length ? listOf<LogEntry>(r, 'entries') : listOf<LogEntry>(r, 'log')))
      .catch((e) => setError(String(e.message)));
  }, [id, version, lang]);
  useEffect(() => setSlider(replay ?? version), [version, replay]);
  const show = (n: number) => {
    setSlider(n);
    if (timer.current) clearTimeout(timer.current);
    if (n >= version) return onReplay(null);
    timer.current = setTimeout(async () => {
      try {
        const r = await api<any>('GET', `/api/games/${id}/replay/${n}`);
        const v: GameView = r?.view ?? { board: r.board, options: r.options, panel: r.panel };
        onReplay({ n, view: v });
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
    </div>
  );
};

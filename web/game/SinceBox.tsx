import { useEffect, useState } from 'preact/hooks';
import type { PieceView } from '../../rules/core/board.js';
import { unpackView } from '../../rules/core/wire.js';
import { api, type LogPage, type ReplayAnswer } from '../api.js';
import { getLang, t } from '../i18n.js';
import { sinceOwnMove, sinceStart, type Since } from './since.js';

/** the log's newest turns: enough to reach back to the viewer's own last move in any running game */
const LOOKBACK = 60;

/**
 * What the other sides did since the viewer's last move, fetched from the log when the game moves on:
 * `since` for the board (null when hidden or nothing happened) and the box that words it.
 */
export const useSince = (
  id: string,
  version: number,
  side: string | null,
  pieces: readonly PieceView[] | undefined,
) => {
  const [since, setSince] = useState<Since | null>(null);
  const [shown, setShown] = useState(true);
  const lang = getLang();
  useEffect(() => {
    let live = true;
    if (!side || !pieces) return;
    api<LogPage>('GET', `/api/games/${id}/log?lang=${lang}&limit=${LOOKBACK}`)
      .then(async (r) => {
        // where the moved pieces stood before the others' turns: each path then starts at the cell it left
        const from = sinceStart(r.turns, side);
        const before =
          from === null
            ? undefined
            : await api<ReplayAnswer>('GET', `/api/games/${id}/replay/${from}`)
                .then((a) => unpackView(a.view).board.pieces)
                .catch(() => undefined);
        if (live) setSince(sinceOwnMove(r.turns, side, pieces, before));
      })
      .catch(() => live && setSince(null));
    return () => {
      live = false;
    };
  }, [id, version, side, lang, !!pieces]);
  const any = !!since && since.lines.length > 0;
  return { since: any ? since : null, board: any && shown ? since : null, shown, setShown };
};

/** "Since your last move": the lines the your-turn email sends, and a switch for the marks on the board */
export const SinceBox = ({ state }: { state: ReturnType<typeof useSince> }) => {
  const { since, shown, setShown } = state;
  if (!since) return null;
  return (
    <details class="since-box" open>
      <summary>{t('game.since', { n: since.lines.length })}</summary>
      <ul tabIndex={0} aria-label={t('game.since', { n: since.lines.length })}>
        {since.lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
      <label class="radio">
        <input type="checkbox" checked={shown} onChange={(e) => setShown((e.target as HTMLInputElement).checked)} />
        {t('game.sinceShow')}
      </label>
    </details>
  );
};

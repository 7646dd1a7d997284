/**
 * "Since your last move" (issue 19, item 2): from the log, the turns the other sides played after the
 * viewer's own last move (the same turns the your-turn email words), their lines, and what they draw on
 * the board — paths moved, attacks with their result, losses — with every piece put on a cell.
 */
import type { EventMark } from '../../rules/core/contract.js';
import type { PieceView } from '../../rules/core/board.js';
import { turnsSinceOwnMove } from '../../functions/notify/since.js';
import type { LogEntry } from '../api.js';

export interface SinceMarks {
  paths: { cells: string[] }[];
  /**
   * from the attackers' cells to the target's; success undefined while the result is not known;
   * `pending` with its odds in `label`: an attack the view says is not settled yet (BoardLayer.pending)
   */
  attacks: { from: string[]; to: string; success?: boolean; pending?: boolean; label?: string }[];
  losses: { cell: string; eliminated: boolean }[];
}

export interface Since extends SinceMarks {
  /** the turns' lines in the reader's language, oldest first */
  lines: string[];
  /** how many turns of the others they cover */
  turns: number;
}

/**
 * The position the other sides' turns started from (the version before the first of them), or null
 * when none of them moved a named piece: its pieces give each path the cell it left (`sinceOwnMove`'s `before`).
 */
export const sinceStart = (entries: readonly LogEntry[], side: string): number | null => {
  const turns = turnsSinceOwnMove(
    [...entries].sort((a, b) => a.version - b.version),
    side,
  );
  const moves = turns.some((t) =>
    t.events.some((e) => ((e.marks ?? []) as EventMark[]).some((m) => m.kind === 'path' && !!m.piece)),
  );
  return moves && turns[0].version > 0 ? turns[0].version - 1 : null;
};

/**
 * `entries` oldest first (a log page); `pieces` the view's, to find cells of pieces the events name;
 * `before` the viewer's pieces at `sinceStart`: a path whose event names only the cells entered (OWC's
 * march) is drawn from the cell its piece left
 */
export const sinceOwnMove = (
  entries: readonly LogEntry[],
  side: string,
  pieces: readonly PieceView[],
  before?: readonly PieceView[],
): Since => {
  const turns = turnsSinceOwnMove(
    [...entries].sort((a, b) => a.version - b.version),
    side,
  );
  const now = new Map(pieces.map((p) => [p.id, p.cell]));
  const start = new Map((before ?? []).map((p) => [p.id, p.cell]));
  /** where each piece was last seen in the events so far: it may have moved or died since */
  const seen = new Map<string, string>();
  const cellOf = (piece: string | undefined): string | undefined =>
    piece ? (seen.get(piece) ?? now.get(piece)) : undefined;
  const out: Since = { lines: [], turns: turns.length, paths: [], attacks: [], losses: [] };
  for (const t of turns)
    for (const ev of t.events) {
      if (ev.text) out.lines.push(ev.text);
      for (const m of (ev.marks ?? []) as EventMark[]) {
        if (m.kind === 'path') {
          const left = m.piece ? (seen.get(m.piece) ?? start.get(m.piece)) : undefined;
          const cells = left && m.cells.length && m.cells[0] !== left ? [left, ...m.cells] : m.cells;
          if (cells.length) out.paths.push({ cells });
          if (m.piece && m.cells.length) seen.set(m.piece, m.cells[m.cells.length - 1]);
        } else if (m.kind === 'attack') {
          const to = m.to ?? cellOf(m.toPiece);
          const from = [
            ...(m.from ?? []),
            ...(m.from?.length ? [] : (m.fromPieces ?? []).map(cellOf).filter((c): c is string => !!c)),
          ];
          if (m.toPiece && to) seen.set(m.toPiece, to);
          if (to)
            out.attacks.push({
              from: [...new Set(from)],
              to,
              ...(m.success !== undefined ? { success: m.success } : {}),
            });
        } else if (m.kind === 'result') {
          const last = out.attacks[out.attacks.length - 1];
          if (last && last.success === undefined) last.success = m.success;
        } else {
          const cell = m.cell ?? cellOf(m.piece);
          if (cell) out.losses.push({ cell, eliminated: !!m.eliminated });
        }
      }
    }
  return out;
};

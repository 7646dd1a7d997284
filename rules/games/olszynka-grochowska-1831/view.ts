import type { GameView, Side } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { overlaysOf } from './overlays.js';
import type { PackIndex } from './pack.js';
import { ctxOf } from './phases/turn.js';
import { standing } from './policies.js';
import { stackOptions } from './stack-order.js';
import type { GameState } from './state.js';
import { piecesOf } from './view-board.js';
import { choicesFor } from './view-choices.js';
import { panelOf } from './view-panel.js';
import { pendingAttack } from './view-pending.js';

/**
 * A side's view: the board's layer (counters, overlays, a held attack), the choices with the standing
 * orders, and the panel. The parts live in view-board.ts, view-choices.ts (with view-moves.ts,
 * view-combat.ts and view-defence.ts) and view-panel.ts.
 */
export { staticBoardOf } from './view-board.js';

export const viewOf =
  (P: PackIndex) =>
  (s: GameState, viewer: Side | null): GameView => {
    const side = viewer === 'pl' || viewer === 'ru' ? viewer : null;
    const choices = side ? choicesFor(P, s, side) : [];
    const many = s.phase === 'move' || s.phase === 'fire' || s.phase === 'reactionFire';
    const c = ctxOf(P, s);
    return {
      // the layer only: the static board is served once per boardKey (contract GameView.board)
      board: { pieces: piecesOf(P, s), overlays: overlaysOf(P, s), ...pendingAttack(P, s) },
      options: {
        prompt: text(`Etap ${s.pos.stage}`, `Stage ${s.pos.stage}`),
        choices,
        minOrders: choices.length ? 1 : 0,
        maxOrders: choices.length ? (many ? 20 : 1) : 0,
        ...(side ? { standing: [...standing(s, side), ...stackOptions(c, s, side)] } : {}),
      },
      panel: panelOf(P, s),
    };
  };

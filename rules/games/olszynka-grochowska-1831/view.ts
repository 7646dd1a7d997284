import type { BoardLayer } from '../../core/board.js';
import type { GameView, Side, StandingOption } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { still } from './occupancy.js';
import { overlaysOf } from './overlays.js';
import type { PackIndex } from './pack.js';
import { ctxOf } from './phases/turn.js';
import { standing } from './policies.js';
import { stackOptions } from './stack-order.js';
import type { GameState, SideId } from './state.js';
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

/** what every viewer of a state is shown alike, and each side's stack options */
interface Shared {
  board: BoardLayer;
  panel: GameView['panel'];
  stacks: Partial<Record<SideId, StandingOption[]>>;
}

/**
 * Made once per state and kept while it lives (a state is never changed once made: apply works on a
 * copy), so a step's two sides and the spectator share the counters, the overlays (zones, fire arcs,
 * command range) and the panel instead of each tracing them again. Each is built by the same code a
 * lone view would run, so a view's JSON is what it was before the cache.
 */
const SHARED = new WeakMap<object, WeakMap<GameState, Shared>>();
const sharedOf = (P: PackIndex, s: GameState): Shared => {
  let per = SHARED.get(P);
  if (!per) SHARED.set(P, (per = new WeakMap()));
  let out = per.get(s);
  if (!out) {
    // nothing moves while a view is made: the occupancy index is read without its freshness scans
    out = still(s.pos.units, () => ({
      board: { pieces: piecesOf(P, s), overlays: overlaysOf(P, s), ...pendingAttack(P, s) },
      panel: panelOf(P, s),
      stacks: {},
    }));
    per.set(s, out);
  }
  return out;
};

const stacksOf = (P: PackIndex, s: GameState, side: SideId): StandingOption[] => {
  const sh = sharedOf(P, s);
  return (sh.stacks[side] ??= still(s.pos.units, () => stackOptions(ctxOf(P, s), s, side)));
};

export const viewOf =
  (P: PackIndex) =>
  (s: GameState, viewer: Side | null): GameView => {
    const side = viewer === 'pl' || viewer === 'ru' ? viewer : null;
    const choices = side ? choicesFor(P, s, side) : [];
    const many = s.phase === 'move' || s.phase === 'fire' || s.phase === 'reactionFire';
    const sh = sharedOf(P, s);
    return {
      // the layer only: the static board is served once per boardKey (contract GameView.board)
      board: sh.board,
      options: {
        prompt: text(`Etap ${s.pos.stage}`, `Stage ${s.pos.stage}`),
        choices,
        minOrders: choices.length ? 1 : 0,
        maxOrders: choices.length ? (many ? 20 : 1) : 0,
        ...(side ? { standing: [...standing(s, side), ...stacksOf(P, s, side)] } : {}),
      },
      panel: sh.panel,
    };
  };

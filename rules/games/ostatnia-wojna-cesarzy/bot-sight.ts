import { defOf } from './ctx.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';
import { boardView } from './view-board.js';

/**
 * What the bot may know (16, 22.6): the state as its side's view shows it. A counter the view shows
 * face down is known to stand in its hex (and, by the control lines the board shows, whether it
 * projects one), not what it is: the bot takes every such counter, an HQ or a patrol as much as a
 * corps, for an average infantry corps of GUESS_SP and GUESS_R; the enemy's secret stockpile is unknown to it (taken as empty). Every choice of the bot is
 * made on this belief; only the judging of its batch (would the rules take it, as a draft check would
 * tell a player) looks at the game itself.
 */
export const GUESS_SP = 3;
export const GUESS_R = 8;

export const believed = (s: OwcState, side: SideId): OwcState => {
  const seen = new Set(boardView(s, side).pieces.map((p) => p.id));
  const defs = { ...s.defs };
  for (const u of Object.values(s.units)) {
    if (u.where !== 'map' || seen.has(u.id)) continue;
    const d = defOf(s, u.id);
    if (d.side === side) continue;
    const { cr: _, ...rest } = d; // an HQ's command range would tell what it is
    defs[u.id] = { ...rest, size: 'corps', arm: 'infantry', sp: GUESS_SP, r: GUESS_R };
  }
  const out: OwcState = { ...s, defs };
  if (s.supply) {
    const enemy: SideId = side === 'allies' ? 'russians' : 'allies';
    out.supply = { ...s.supply, stash: { ...s.supply.stash, [enemy]: {} } };
  }
  return out;
};

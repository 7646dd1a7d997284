import { defOf } from './ctx.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';
import { boardView } from './view-board.js';

/**
 * What the bot may know (16, 22.6): the state as its side's view shows it. A counter the view shows
 * face down is known to stand in its hex, not what it is: the bot takes it for an average unit of
 * GUESS_SP; the enemy's secret stockpile is unknown to it (taken as empty). Every choice of the bot is
 * made on this belief; only the judging of its batch (would the rules take it, as a draft check would
 * tell a player) looks at the game itself.
 */
export const GUESS_SP = 3;

export const believed = (s: OwcState, side: SideId): OwcState => {
  const seen = new Set(boardView(s, side).pieces.map((p) => p.id));
  const defs = { ...s.defs };
  for (const u of Object.values(s.units)) {
    if (u.where !== 'map' || seen.has(u.id)) continue;
    const d = defOf(s, u.id);
    if (d.side !== side) defs[u.id] = { ...d, sp: d.size === 'hq' || d.size === 'patrol' ? d.sp : GUESS_SP };
  }
  const out: OwcState = { ...s, defs };
  if (s.supply) {
    const enemy: SideId = side === 'allies' ? 'russians' : 'allies';
    out.supply = { ...s.supply, stash: { ...s.supply.stash, [enemy]: {} } };
  }
  return out;
};

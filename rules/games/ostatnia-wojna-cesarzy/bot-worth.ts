import { strength } from './combat.js';
import { type Board, boardOf, defOf, sideOf, unitsAt } from './ctx.js';
import { cardOf } from './campaign/shipped.js';
import { areaOf, mpOf, reach } from './movement.js';
import type { DutyChoice } from './phases/duty.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';

/**
 * How much the bot likes a hex for a unit's march (bot.ts): the scoring hexes it does not hold draw
 * it, a held one near the enemy keeps a holder, and it never ends next to a stronger enemy stack.
 */

/** a War Aim's star weighs as this many VP of a one-off objective (36: it scores at every stage's end) */
const AIM_WEIGHT = 3;
/** how near (hexes) an enemy must be for a holder to stay on its objective */
export const GUARD_RANGE = 4;
/** what each SP it adds to a threatened stack of its own is worth (up to the threat) */
const REINFORCE = 2;
/** broken units keep this far from the enemy to rally without 8.8.2's penalties */
const RALLY_DISTANCE = 4;

/** the hexes that score for `side` now (15, A.6, C.7), with their VP: its objectives and the enemy's, which it denies by holding them */
export const scoringHexes = (s: OwcState): Map<string, number> => {
  const out = new Map<string, number>();
  for (const o of s.objectives) out.set(o.hex, (out.get(o.hex) ?? 0) + o.vp);
  // 36: the campaign's War Aims score their stars at every stage's end (36.1 may double a shortfall)
  if (s.campaign) for (const w of cardOf(s).warAims) out.set(w.hex, (out.get(w.hex) ?? 0) + AIM_WEIGHT * w.stars);
  return out;
};

export interface Sight {
  side: SideId;
  b: Board;
  enemies: string[];
  /** scoring hexes it does not hold, with their VP */
  open: [string, number][];
  /** scoring hexes it holds */
  held: Set<string>;
}

export const sight = (s: OwcState, side: SideId): Sight => {
  const b = boardOf(s);
  const enemies: string[] = [];
  for (const [h, ids] of b.occ) if (ids.length && sideOf(s, ids[0]) !== side) enemies.push(h);
  const open: [string, number][] = [];
  const held = new Set<string>();
  for (const [h, vp] of scoringHexes(s))
    if (s.control[h] === side) held.add(h);
    else open.push([h, vp]);
  return { side, b, enemies, open, held };
};

/** what `side` sees with unit `id` lifted off the board: the view in which it weighs where to end its march */
export const liftedSight = (s: OwcState, side: SideId, id: string): Sight => {
  const v = sight(s, side);
  return { ...v, b: { ...v.b, occ: new Map([...v.b.occ].map(([h, ids]) => [h, ids.filter((u) => u !== id)])) } };
};

const nearest = (b: Board, h: string, hexes: string[]): number => {
  let d = 99;
  for (const x of hexes) d = Math.min(d, b.m.grid.distance(h, x));
  return d;
};

/** the strongest enemy stack next to `h` (its SP) */
export const threat = (v: Sight, h: string): number => {
  let t = 0;
  for (const n of v.b.m.grid.neighbourCells(h)) {
    const ids = unitsAt(v.b, n);
    if (ids.length && sideOf(v.b.s, ids[0]) !== v.side)
      t = Math.max(
        t,
        ids.reduce((x, u) => x + strength(v.b.s, u), 0),
      );
  }
  return t;
};

/**
 * what a reserve march (4.2) is for: `h` holds a stack of its own weaker than the strongest enemy
 * stack beside it, or is a scoring hex it does not hold
 */
export const reserveGoal = (v: Sight, id: string, h: string): boolean => {
  if (isDummy(v.b.s, id)) return false; // a patrol reinforces nothing and takes nothing worth keeping
  if (v.open.some(([x]) => x === h)) return true;
  const t = threat(v, h);
  if (!t) return false;
  const others = unitsAt(v.b, h).filter((u) => u !== id && sideOf(v.b.s, u) === v.side && !isDummy(v.b.s, u));
  return others.length > 0 && others.reduce((x, u) => x + strength(v.b.s, u), 0) < t;
};

const isDummy = (s: OwcState, id: string): boolean => defOf(s, id).size === 'patrol';

/**
 * 17: a patrol is a picket: PICKET hexes from the nearest enemy (it takes a march to find out what it
 * is, and out of contact it is not attacked this turn), never beside one (an attack on it succeeds at
 * once, AMB-22), one to a hex, and on no scoring hex (it would hold it only until the first attack, and
 * the marches that follow would take it for held).
 */
const PICKET = 2;
const patrolWorth = (v: Sight, id: string, h: string): number => {
  const own = unitsAt(v.b, h).filter((u) => u !== id && sideOf(v.b.s, u) === v.side);
  return (
    -2 * Math.abs(nearest(v.b, h, v.enemies) - PICKET) -
    (threat(v, h) ? 20 : 0) -
    3 * own.filter((u) => isDummy(v.b.s, u)).length -
    own.length -
    (v.open.some(([x]) => x === h) ? 6 : 0)
  );
};

/** how good it is for unit `id` to end its march in `h` (higher is better) */
export const worth = (v: Sight, s: OwcState, id: string, h: string): number => {
  const b = v.b;
  if (s.units[id].broken) return Math.min(nearest(b, h, v.enemies), RALLY_DISTANCE) * 3 - (threat(v, h) ? 10 : 0);
  if (isDummy(s, id)) return patrolWorth(v, id, h);
  let score = 0;
  // the scoring hexes it does not hold draw it, by their VP; with none left, the enemy does
  if (v.open.length) {
    let best = -99;
    for (const [x, vp] of v.open) best = Math.max(best, vp - 2 * b.m.grid.distance(h, x));
    score += best;
    if (v.open.some(([x]) => x === h)) score += 4;
  } else score -= 2 * nearest(b, h, v.enemies);
  for (const r of s.regionVp) if (r.side === v.side && b.m.inRegion(r.region, h)) score += 2 * r.vp;
  // a held scoring hex with an enemy near keeps one holder (a patrol there holds nothing, 17.1)
  if (v.held.has(h) && nearest(b, h, v.enemies) <= GUARD_RANGE) {
    const others = unitsAt(b, h).filter((u) => u !== id && sideOf(s, u) === v.side && !isDummy(s, u));
    if (!others.length) score += 12;
  }
  // never next to an enemy stack stronger than the hex's own; a stack of its own weaker than its
  // threat draws reinforcement (4.2: what the reserve movement phase is for)
  const t = threat(v, h);
  if (t) {
    const others = unitsAt(b, h)
      .filter((u) => u !== id && sideOf(s, u) === v.side)
      .reduce((x, u) => x + strength(s, u), 0);
    const mine = others + strength(s, id);
    if (mine < t) score -= 8 + 2 * (t - mine);
    if (others > 0 && others < t) score += REINFORCE * Math.min(strength(s, id), t - others);
  }
  return score;
};

/** the bot's choice of a duty march (phases/duty.ts): the cheapest paths, the hex it likes best first */
export const worthFirst =
  (side: SideId): DutyChoice =>
  (trial, unit, fits, held) => {
    const v = sight(trial, side);
    return reach(boardOf(trial), unit, mpOf(trial, unit), { area: areaOf(trial), startOfPhase: held })
      .filter((t) => fits(t.cell))
      .sort((x, y) => worth(v, trial, unit, y.cell) - worth(v, trial, unit, x.cell));
  };

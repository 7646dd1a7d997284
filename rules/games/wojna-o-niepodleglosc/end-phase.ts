import { isUnit, sideOf, type Ctx } from './ctx.js';
import type { SideId } from './schema.js';

/**
 * Ch. 19: the End Phase and victory. VP hexes change hands when a unit of the other side stands
 * on them; VP = the hexes held (or, with `scoring: captured`, only those taken from the enemy) plus
 * `perStep` for every level the enemy lost; a side holding all
 * of its automatic-victory hexes at the end of a turn wins at once (ours: the rulebook leaves
 * both to the scenario).
 */
export type Control = Record<string, SideId | null>;

/** every hex whose holder matters: the VP hexes and the automatic-victory hexes */
const watched = (c: Ctx): string[] => [
  ...new Set([...c.scenario.victory.hexes.map((v) => v.hex), ...c.scenario.victory.automatic.flatMap((a) => a.hexes)]),
];

export const initialControl = (c: Ctx): Control =>
  Object.fromEntries(watched(c).map((h) => [h, c.scenario.victory.hexes.find((v) => v.hex === h)?.owner ?? null]));

export const updateControl = (c: Ctx, control: Control): Control => {
  let out = control; // copied only when a hex changes hands (a copy of a record keyed by hex labels is slow)
  // the first unit by id on each watched hex (one side's units a hex, 12.1), found by one pass over the
  // pieces: the snapshot's hex index is not built for a dozen hexes
  const first = new Map<string, string>();
  for (const h of watched(c)) first.set(h, '');
  for (const id in c.pieces) {
    const h = c.pieces[id].hex;
    const now = h === null ? undefined : first.get(h);
    if (now !== undefined && (now === '' || id < now) && isUnit(c, id)) first.set(h!, id);
  }
  for (const [h, unit] of first) {
    if (!unit) continue;
    const side = sideOf(c, unit);
    if (out[h] === side) continue;
    if (out === control) out = { ...control };
    out[h] = side;
  }
  return out;
};

export const victoryPoints = (c: Ctx, control: Control, levelsLost: Record<SideId, number>): Record<SideId, number> => {
  const vp = { polish: 0, opposing: 0 };
  const captured = c.scenario.victory.scoring === 'captured';
  for (const v of c.scenario.victory.hexes) {
    const s = control[v.hex];
    if (s && (!captured || (v.owner && v.owner !== s))) vp[s] += v.vp;
  }
  vp.polish += c.scenario.victory.perStep * levelsLost.opposing;
  vp.opposing += c.scenario.victory.perStep * levelsLost.polish;
  return vp;
};

export const automaticVictory = (c: Ctx, control: Control): SideId | null =>
  c.scenario.victory.automatic.find((a) => a.hexes.every((h) => control[h] === a.side))?.side ?? null;

/** 19.3: after the last turn the higher total wins; equal totals are a draw */
export const finalWinner = (vp: Record<SideId, number>): SideId | null =>
  vp.polish === vp.opposing ? null : vp.polish > vp.opposing ? 'polish' : 'opposing';

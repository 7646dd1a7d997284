import { armOf, isUnit, piecesAt, type Ctx } from './ctx.js';
import { carried } from './transport.js';

/**
 * Ch. 13 r. 9–17: reactions of the non-active player when an enemy unit enters an adjacent hex
 * during movement (never in pursuit, once per enemy activation), and artillery caught alone.
 */
export interface Reaction {
  /** the units that may retreat (trains and river units react alone, r. 11–12) */
  units: string[];
  /** at most this many hexes; the owner picks 1..max (AMB-47) */
  max: number;
  rule: string;
}

/**
 * May the stack on `hex` react to `entering` (the moving group, HQs ignored: AMB-54)?
 * Returns the reactions open to it, most specific first.
 */
export const reactionsFor = (c: Ctx, hex: string, entering: string[], pursuit: boolean): Reaction[] => {
  if (pursuit) return []; // note 1
  const units = piecesAt(c, hex).filter((u) => isUnit(c, u) && !c.pieces[u].reacted && !c.pieces[u].loadedOn);
  const all = piecesAt(c, hex).filter((u) => isUnit(c, u));
  const movers = entering.filter((u) => isUnit(c, u)).map((u) => armOf(c, u));
  if (!units.length || !movers.length) return [];
  const arms = all.map((u) => armOf(c, u));
  const out: Reaction[] = [];
  const only = (xs: string[], allowed: string[]): boolean => xs.every((a) => allowed.includes(a));
  if (
    arms.includes('cavalry') &&
    only(arms, ['cavalry', 'armoured-car']) &&
    only(movers, ['infantry', 'artillery']) &&
    units.length === all.length
  )
    out.push({ units, max: 4, rule: '13.9' });
  if (
    only(arms, ['armoured-car']) &&
    only(movers, ['infantry', 'cavalry', 'tank', 'artillery']) &&
    units.length === all.length
  )
    out.push({ units, max: 4, rule: '13.10' });
  const trains = units.filter((u) => armOf(c, u) === 'armoured-train');
  if (trains.length) out.push({ units: trains, max: 6, rule: '13.11' });
  // rules version 7 (our decision): a ship with pieces aboard stays with them
  const river = units.filter((u) => armOf(c, u) === 'river-unit' && !carried(c, u).length);
  if (river.length) out.push({ units: river, max: 6, rule: '13.12' });
  return out;
};

/** 13.16 (AMB-45): levels lost by a reacting stack for its failed ZOC tests */
export const reactionZocLoss = (c: Ctx, units: string[], failures: number): number =>
  c.options.reactionZocLoss === 'stack' ? failures : failures * units.length;

/**
 * 13.17: artillery alone on a hex (HQs do not count) when an enemy unit enters next to it:
 * cavalry, armoured cars and trains destroy it; infantry and tanks force a morale test with a
 * 2-hex withdrawal (a failure also costs each artillery unit a level).
 */
export type ArtilleryCaught = { kind: 'eliminated' } | { kind: 'test'; morale: number; withdraw: 2 } | { kind: 'none' };
export const artilleryCaught = (c: Ctx, hex: string, enteringArm: string): ArtilleryCaught => {
  const units = piecesAt(c, hex).filter((u) => isUnit(c, u));
  if (!units.length || !units.every((u) => armOf(c, u) === 'artillery')) return { kind: 'none' };
  if (enteringArm === 'cavalry' || enteringArm === 'armoured-car' || enteringArm === 'armoured-train')
    return { kind: 'eliminated' };
  if (enteringArm === 'infantry' || enteringArm === 'tank') {
    const morale = Math.max(...units.map((u) => c.defs.unit(u)!.levels[c.pieces[u].level - 1].morale));
    return { kind: 'test', morale, withdraw: 2 };
  }
  return { kind: 'none' };
};

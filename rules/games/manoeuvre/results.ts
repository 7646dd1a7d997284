/** Combat results (spec 4.6.7, 4.8): the table, Hits, Elimination, Retreat priorities, moving units. */
import { terrainAt, unitAt, unitDef } from './pack.js';
import { emit, type Ctx } from './engine.js';
import { flanks, isSquare, opposite, step } from './geometry.js';
import type { MState, Outcome } from './state.js';

/** 6.1 s7: the last true line of the table */
export const crt = (A: number, D: number): Outcome => {
  if (D <= 0) return A > D ? 'eliminate' : A === D ? 'none' : 'attackers-hit'; // AMB-16
  if (A >= 4 * D) return 'eliminate';
  if (A >= 3 * D) return 'hit-retreat';
  if (A >= 2 * D) return 'attacker-choice';
  if (A > D) return 'defender-choice';
  if (A === D) return 'none';
  return 'attackers-hit';
};

/** empty, on the map and enterable (not Lake, AMB-21) */
export const isOpen = (s: MState, sq: string | null): sq is string =>
  !!sq && isSquare(sq) && terrainAt(s, sq).enterable && unitAt(s, sq) === null;

/** 4.9.5: a Redoubt goes as soon as its unit leaves */
export const moveUnit = (s: MState, unit: string, to: string | null): void => {
  const from = s.units[unit].sq;
  if (from && from !== to) s.redoubts = s.redoubts.filter((r) => r !== from);
  s.units[unit].sq = to;
};

export const eliminate = (c: Ctx, unit: string, rule: string, why: string): void => {
  const u = c.s.units[unit];
  const sq = u.sq;
  moveUnit(c.s, unit, null);
  u.status = 'eliminated';
  emit(c, 'eliminated', { unit, side: u.side, square: sq, why }, { rule });
};

/** 4.8.2: full → reduced; reduced → eliminated */
export const hit = (c: Ctx, unit: string, rule: string, why: string): void => {
  const u = c.s.units[unit];
  if (u.status === 'eliminated' || !u.sq) return;
  if (u.status === 'full') {
    u.status = 'reduced';
    emit(c, 'hit', { unit, side: u.side, square: u.sq, strength: unitDef(c.s, unit).reduced, why }, { rule });
  } else eliminate(c, unit, rule, why);
};

/**
 * 6.5 retreat priorities relative to the owner's edge: back; else a flank (owner's choice if both);
 * else forward; else none (the unit is eliminated).
 */
export const retreatOptions = (s: MState, unit: string): string[] => {
  const u = s.units[unit];
  if (!u.sq) return [];
  const edge = s.players[u.side].edge!;
  const back = step(u.sq, edge);
  if (isOpen(s, back)) return [back];
  const side = flanks(edge)
    .map((e) => step(u.sq!, e))
    .filter((q): q is string => isOpen(s, q));
  if (side.length) return side;
  const fwd = step(u.sq, opposite(edge));
  return isOpen(s, fwd) ? [fwd] : [];
};

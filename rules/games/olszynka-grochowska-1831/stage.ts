import type { Dice } from '../../core/contract.js';
import { leaderDef, type Ctx } from './ctx.js';
import { d10 } from './die.js';
import { commandDistance, commandRange, divisionCommander, leader } from './leaders.js';
import { onMap, type SideId } from './state.js';

/** Chapter 2: the stage: initiative, the activation cup, and what each marker may activate. */

/** R 2.2.1: both roll; the higher has the initiative; a tie keeps it with last stage's holder */
export const initiative = (previous: SideId, dice: Dice): { pl: number; ru: number; holder: SideId } => {
  const pl = d10(dice);
  const ru = d10(dice);
  return { pl, ru, holder: pl > ru ? 'pl' : ru > pl ? 'ru' : previous };
};

/**
 * R 2.3.2: draw one marker from the cup: a die with as many faces as markers, logged like any
 * die; every marker is drawn with the same chance, whoever physically draws; the last one is certain.
 */
export const drawMarker = (
  cup: readonly string[],
  dice: Dice,
): { marker: string; roll: number | null; rest: string[] } => {
  if (!cup.length) throw new Error('2.3.2: the cup is empty');
  // the last marker needs no die
  if (cup.length === 1) return { marker: cup[0], roll: null, rest: [] };
  const roll = dice.roll(cup.length);
  const rest = [...cup];
  const [marker] = rest.splice(roll - 1, 1);
  return { marker, roll, rest };
};

/** R 2.3.4 (and AMB-6b, AMB-61): the division's commander is on the map within the leader's command range */
export const reachesDivision = (c: Ctx, leaderId: string, division: string): boolean => {
  const l = leader(c, leaderId);
  const dc = divisionCommander(c, division);
  if (!onMap(l.at) || !dc || !c.pos.leaders[dc] || !onMap(leader(c, dc).at)) return false;
  const range = commandRange(c, leaderId);
  const dist = commandDistance(c, leaderDef(c, leaderId).side, l.at, leader(c, dc).at, range);
  return dist !== undefined && dist <= range;
};

/** R 2.3.4: the divisions a corps commander may activate: of his corps, commander within his range */
export const corpsCanActivate = (c: Ctx, corpsLeader: string): string[] => {
  const ld = leaderDef(c, corpsLeader);
  if (!onMap(leader(c, corpsLeader).at)) return [];
  return c.P.pack.forces.formations
    .filter((f) => f.kind === 'division' && f.corps === ld.corps && reachesDivision(c, corpsLeader, f.id))
    .map((f) => f.id);
};

/**
 * R 2.3.3 and its options (rules version 3): the divisions the C-in-C may activate. By default any
 * division of his side. AMB-61 `polishChief: 'corps'`: Radziwiłł, the nominal C-in-C, has no counter
 * and Chłopicki commands like a corps commander (R 2.3.4) over the divisions that have no corps, each
 * only while its commander is within his range. AMB-6b `cInCRange`: the range check for any C-in-C.
 */
export const chiefCanActivate = (c: Ctx, chief: string): string[] => {
  const ld = leaderDef(c, chief);
  const v3 = (c.rulesVersion ?? 1) >= 3;
  const asCorps = v3 && ld.side === 'pl' && c.opts.polishChief === 'corps';
  const ranged = v3 && (asCorps || c.opts.cInCRange);
  return c.P.pack.forces.formations
    .filter((f) => f.side === ld.side && f.kind === 'division' && !(asCorps && f.corps))
    .filter((f) => !ranged || reachesDivision(c, chief, f.id))
    .map((f) => f.id);
};

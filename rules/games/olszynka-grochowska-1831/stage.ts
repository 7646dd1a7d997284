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

/** R 2.3.4: the divisions a corps commander may activate: of his corps, commander within his range */
export const corpsCanActivate = (c: Ctx, corpsLeader: string): string[] => {
  const l = leader(c, corpsLeader);
  const ld = leaderDef(c, corpsLeader);
  if (!onMap(l.at)) return [];
  return c.P.pack.forces.formations
    .filter((f) => f.kind === 'division' && f.corps === ld.corps)
    .filter((f) => {
      const dc = divisionCommander(c, f.id);
      if (!dc || !c.pos.leaders[dc] || !onMap(leader(c, dc).at)) return false;
      const dist = commandDistance(c, ld.side, l.at, leader(c, dc).at, commandRange(c, corpsLeader));
      return dist !== undefined && dist <= commandRange(c, corpsLeader);
    })
    .map((f) => f.id);
};

import type { Dice } from '../../core/contract.js';
import { armOf, armyOf, unitStacks, valuesOf, type Ctx } from './ctx.js';
import { d10 } from './rounding.js';
import type { HqDef, SideId } from './schema.js';
import { linesFor, traceLine, type Lines } from './supply.js';

/**
 * Ch. 9: command. Army HQ → (group/corps relay, r. 6) → WJ HQ → its units; independent units
 * from any WJ HQ or the army HQ (AMB-09). Lines are traced like supply lines (r. 5). The Supply
 * Phase check (r. 9–18) rolls the independence tests: WJ HQs first (d10 ≤ TR), then units
 * (d10 ≤ morale), each separately, in id order so a replay draws the same dice.
 */
export type CommandStatus = 'commanded' | 'self' | 'none';
export interface CommandRoll {
  piece: string;
  roll: number;
  target: number;
  passed: boolean;
}
export interface CommandReport {
  status: Record<string, CommandStatus>;
  rolls: CommandRoll[];
  /** units that cannot move or attack because their WJ HQ is off the map (r. 11) */
  hqEliminated: string[];
}

const hexOf = (c: Ctx, id: string): string | null => c.pieces[id]?.hex ?? null;
const reaches = (c: Ctx, l: Lines, hq: HqDef, to: string): boolean => {
  const from = hexOf(c, hq.id);
  return !!from && traceLine(c, l, from, to, hq.commandRange);
};

/** r. 2, r. 6: is a lower HQ commanded by its army (directly, or through a group within the army's range) */
export const hqCommanded = (c: Ctx, l: Lines, hqId: string): boolean => {
  const h = c.defs.hq(hqId)!;
  const at = hexOf(c, hqId);
  if (!at || h.tier === 'army') return !!at;
  const armyId = armyOf(c, hqId);
  const army = armyId ? c.defs.hq(armyId) : undefined;
  if (army && reaches(c, l, army, at)) return true;
  const sup = h.superior ? c.defs.hq(h.superior) : undefined;
  if (!sup || sup.tier === 'army') return false;
  const supAt = hexOf(c, sup.id);
  return !!supAt && !!army && reaches(c, l, army, supAt) && reaches(c, l, sup, at);
};

export const wjHqs = (c: Ctx, side: SideId): HqDef[] =>
  c.defs.allHqs().filter((h) => h.side === side && (h.tier === 'division' || h.tier === 'brigade'));

/** r. 9–18 for one side's pieces on the map */
export const commandCheck = (c: Ctx, side: SideId, dice: Dice): CommandReport => {
  const l = linesFor(c, side);
  const status: Record<string, CommandStatus> = {};
  const rolls: CommandRoll[] = [];
  const hqEliminated: string[] = [];
  const test = (piece: string, target: number): boolean => {
    const roll = d10(dice);
    rolls.push({ piece, roll, target, passed: roll <= target });
    return roll <= target;
  };
  const lower = c.defs
    .allHqs()
    .filter((h) => h.side === side && h.tier !== 'army' && hexOf(c, h.id))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const h of c.defs.allHqs())
    if (h.side === side && h.tier === 'army' && hexOf(c, h.id)) status[h.id] = 'commanded';
  for (const h of lower) status[h.id] = hqCommanded(c, l, h.id) ? 'commanded' : test(h.id, h.tr) ? 'self' : 'none';
  // who may command an independent unit (r. 4, AMB-09): the HQs' status is settled before any unit's
  const by = wjHqs(c, side).filter((h) => status[h.id] && status[h.id] !== 'none');
  if (c.options.independentCommand === 'wj-or-army')
    by.push(...c.defs.allHqs().filter((h) => h.side === side && h.tier === 'army'));
  // the side's units on the map from the snapshot's stacks, which its supply lines listed already (a walk of every
  // piece of the record here was the step's costliest line)
  const units: string[] = [];
  for (const [, ids] of unitStacks(c, side))
    for (const id of ids) if (!c.garrisons[id] && c.defs.unit(id)?.side === side) units.push(id);
  units.sort();
  for (const id of units) {
    const u = c.defs.unit(id)!;
    const at = hexOf(c, id)!;
    if (u.formation) {
      const hq = c.defs.hq(u.formation)!;
      if (!hexOf(c, hq.id)) {
        hqEliminated.push(id);
        if (c.options.eliminatedHqUnits === 'no-test') {
          status[id] = 'none';
          continue;
        }
      } else if (status[hq.id] !== 'none' && reaches(c, l, hq, at)) {
        status[id] = 'commanded'; // r. 3, and r. 17 for an HQ that passed its test
        continue;
      } else if (status[hq.id] === 'none' && c.options.failedHqUnits === 'uncommanded') {
        status[id] = 'none';
        continue;
      }
    } else {
      if (by.some((h) => reaches(c, l, h, at))) {
        status[id] = 'commanded';
        continue;
      }
    }
    status[id] = test(id, valuesOf(c, id).morale) ? 'self' : 'none';
  }
  return { status, rolls, hqEliminated };
};

/**
 * M4 (14.13) and AMB-14: the leader rating a side's units bring to a combat: the highest TR of the
 * WJ HQs of its formation units, and for independent units of the WJ HQs whose range reaches them.
 * Army HQs bring none.
 */
export const leaderRating = (c: Ctx, units: readonly string[]): number => {
  let best = 0;
  for (const id of units) {
    if (armOf(c, id) === 'garrison') continue;
    const u = c.defs.unit(id)!;
    if (u.formation) {
      if (hexOf(c, u.formation)) best = Math.max(best, c.defs.hq(u.formation)!.tr);
      continue;
    }
    const l = linesFor(c, u.side);
    for (const h of wjHqs(c, u.side)) if (reaches(c, l, h, hexOf(c, id)!)) best = Math.max(best, h.tr);
  }
  return best;
};

/** 14.9: is this defending unit commanded right now (a line from its WJ HQ, or for an independent one from any WJ or army HQ) */
export const commandedNow = (c: Ctx, id: string): boolean => {
  if (armOf(c, id) === 'garrison') return true;
  const u = c.defs.unit(id)!;
  const l = linesFor(c, u.side);
  const at = hexOf(c, id)!;
  if (c.pieces[id].command === 'none') return false;
  if (u.formation) {
    const hq = c.defs.hq(u.formation)!;
    return c.pieces[id].command === 'self' || (!!hexOf(c, hq.id) && reaches(c, l, hq, at));
  }
  return c.defs
    .allHqs()
    .some((h) => h.side === u.side && h.tier !== 'group' && h.tier !== 'corps' && reaches(c, l, h, at));
};

/** 9.23: a lone HQ contacted by an enemy unit; `roll` is drawn only for cavalry, armoured cars and trains */
export type ContactResult =
  | { eliminated: true }
  | { eliminated: false; displace: number }
  | { eliminated: false; displace: 0; noEffect: true };
export const contactNeedsRoll = (arm: string): boolean =>
  arm === 'cavalry' || arm === 'armoured-car' || arm === 'armoured-train';
export const loneHqContact = (c: Ctx, hqId: string, contactArm: string, roll?: number): ContactResult => {
  if (c.defs.hq(hqId)!.ma === 0) return { eliminated: true }; // r. 26
  switch (contactArm) {
    case 'infantry':
    case 'tank':
      return { eliminated: false, displace: 2 };
    case 'cavalry':
      return roll === 9 ? { eliminated: true } : { eliminated: false, displace: 3 };
    case 'armoured-car':
    case 'armoured-train':
      return roll! >= 5 ? { eliminated: true } : { eliminated: false, displace: 6 };
    default:
      return { eliminated: false, displace: 0, noEffect: true };
  }
};

/** AMB-08: an HQ displaced alone rolls by the ZOC's unit type (9.27); one retreating with its stack tests its TR (10.15) */
export const hqEliminatedInZoc = (
  kind: 'displaced' | 'with-stack',
  roll: number,
  zocArm: string,
  tr: number,
): boolean => {
  if (kind === 'with-stack') return roll > tr;
  return zocArm === 'armoured-car' || zocArm === 'armoured-train' ? roll >= 5 : roll === 9;
};

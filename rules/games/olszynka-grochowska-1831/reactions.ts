import type { Dice } from '../../core/contract.js';
import { def, sideOf, stackAt, peek, unit, type Ctx } from './ctx.js';
import { facingsToward, turnSteps, zoneOf } from './facing.js';
import { moraleTest, type Modifier, type MoraleTest } from './morale.js';
import { retreat, retreatPlans, safestPlan, type RetreatDone } from './losses.js';
import { flag, onMap } from './state.js';
import { isHorseArtillery, strengthOf } from './units.js';
import { enemyZocAt, zocOf } from './zoc.js';
import { still, unitsIn } from './occupancy.js';

/**
 * Chapter 5: the four reactions of the non-active player (R 5.5), each a morale test, at most one
 * per unit per enemy activation except repeated withdrawals (R 5.6); demoralized units never react
 * (R 5.4, 12.6.9). `triggers` lists what one hex entered by a moving enemy offers.
 */
export type ReactionKind = 'square' | 'counterCharge' | 'withdraw' | 'changeFront' | 'counterWithdraw';
export interface Trigger {
  unit: string;
  kind: ReactionKind;
  /** the moving enemy's side/rear position relative to the reacting unit */
  aspect: 'front' | 'side' | 'rear';
}

const canReact = (c: Ctx, id: string, kind: ReactionKind): boolean => {
  const u = peek(c, id);
  if (!onMap(u.at) || u.level === 'demoralized') return false;
  return kind === 'withdraw' || !u.flags.reacted;
};

/** the reactions a moving enemy unit `mover` offers by entering `hex` (R 5.5.1–5.5.4, 10.3.1; AMB-25, AMB-25b) */
export const triggers = (c: Ctx, mover: string, hex: string): Trigger[] =>
  still(c.pos.units, () => offered(c, mover, hex));
// read-only: looked up on one held index (occupancy.ts `still`), not proved fresh at each look-up
const offered = (c: Ctx, mover: string, hex: string): Trigger[] => {
  const g = c.P.grid;
  const md = def(c, mover);
  const side = sideOf(c, mover);
  const out: Trigger[] = [];
  const moverU = peek(c, mover);
  // the units next to the hex, in the order a scan of every unit meets them (the order reactions come in)
  for (const u of unitsIn(c.pos.units, g.neighbourCells(hex))) {
    if (!onMap(u.at) || sideOf(c, u.id) === side) continue;
    const d = def(c, u.id);
    const aspect = u.square ? 'front' : zoneOf(g, u.at, u.facing, hex)!;
    // R 5.5.1: enemy cavalry brings infantry into its ZOC (the cavalry faces it), and no other enemy ZOC holds it
    if (
      d.arm === 'infantry' &&
      md.arm === 'cavalry' &&
      !u.square &&
      strengthOf(d, u) > 3 &&
      canReact(c, u.id, 'square')
    ) {
      const inZoc = zocOf(c, { ...moverU, at: hex }).includes(u.at);
      const others = enemyZocAt(c, u.at, sideOf(c, u.id)).filter((x) => x.id !== mover);
      if (inZoc && !others.length) out.push({ unit: u.id, kind: 'square', aspect });
    }
    // R 5.5.2, 10.3.1: any enemy unit moving next to cavalry
    if (d.arm === 'cavalry' && canReact(c, u.id, 'counterCharge'))
      out.push({ unit: u.id, kind: 'counterCharge', aspect });
    // R 5.5.3: a non-cavalry enemy next to cavalry or horse artillery (not horse artillery stacked with infantry)
    if ((d.arm === 'cavalry' || isHorseArtillery(d)) && md.arm !== 'cavalry' && canReact(c, u.id, 'withdraw')) {
      const withInfantry = stackAt(c, u.at).some((x) => def(c, x.id).arm === 'infantry');
      if (!(isHorseArtillery(d) && withInfantry)) out.push({ unit: u.id, kind: 'withdraw', aspect });
    }
    // R 5.5.4: an enemy entering the side or rear zone
    if (!u.square && aspect !== 'front' && canReact(c, u.id, 'changeFront'))
      out.push({ unit: u.id, kind: 'changeFront', aspect });
  }
  return out;
};

const mark = (c: Ctx, id: string): void => {
  flag(unit(c, id), { reacted: true });
};

/** R 5.5.1.1, 12.5.5: the square test: +1 disorganized, +2 cavalry in the flank or rear; pass → square */
export const formSquare = (c: Ctx, id: string, aspect: Trigger['aspect'], dice: Dice): MoraleTest => {
  const u = unit(c, id);
  const mods: Modifier[] = [];
  if (u.level === 'disorganized') mods.push({ value: 1, rule: '12.5.5', why: 'disorganized' });
  if (aspect !== 'front') mods.push({ value: 2, rule: '5.5.1.1', why: 'cavalry in the flank or rear' });
  mark(c, id);
  const t = moraleTest(c, id, dice, mods);
  if (t.verdict === 'pass') u.square = true;
  return t;
};

/** R 5.5.2, 10.3.2–10.3.3: the counter-charge test (+2 flank or rear); pass → impetus counts and it turns to face; fail → no turn, impetus 0 */
export const counterCharge = (
  c: Ctx,
  id: string,
  enemyHex: string,
  aspect: Trigger['aspect'],
  dice: Dice,
): MoraleTest => {
  const u = unit(c, id);
  mark(c, id);
  const mods: Modifier[] = aspect !== 'front' ? [{ value: 2, rule: '10.3.3', why: 'enemy in the flank or rear' }] : [];
  const t = moraleTest(c, id, dice, mods);
  if (t.verdict === 'pass') {
    flag(u, { counterCharged: true });
    if (aspect !== 'front') u.facing = facingsToward(c.P.grid, u.at, enemyHex, u.facing)[0];
  }
  return t;
};

/**
 * R 5.5.3: withdraw 2 hexes under the retreat rules (AMB-55: with their penalties), then a morale test;
 * repeatable. R 10.3.4 (N6, AMB-24): a failed counter-charge against infantry withdraws the same way,
 * without the test (`test` false).
 */
export const withdraw = (c: Ctx, id: string, dice: Dice, test = true): { retreat: RetreatDone; test?: MoraleTest } => {
  const u = unit(c, id);
  const ids = stackAt(c, u.at)
    .filter((x) => x.id === id || def(c, x.id).arm === def(c, id).arm)
    .map((x) => x.id);
  const plan = safestPlan(c, ids, retreatPlans(c, ids, u.at, u.facing, 2));
  const done = retreat(c, ids, plan, dice);
  return { retreat: done, ...(test && onMap(u.at) ? { test: moraleTest(c, id, dice) } : {}) };
};

/** R 5.5.4: change of front: +1 when the turn is more than 60°; pass → the new facing */
export const changeFront = (c: Ctx, id: string, facing: number, dice: Dice): MoraleTest => {
  const u = unit(c, id);
  mark(c, id);
  const mods: Modifier[] =
    turnSteps(u.facing, facing) > 1 ? [{ value: 1, rule: '5.5.4', why: 'a turn of more than 60°' }] : [];
  const t = moraleTest(c, id, dice, mods);
  if (t.verdict === 'pass') u.facing = facing;
  return t;
};

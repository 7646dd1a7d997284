/* Rule 13.3.2 in the movement phase: uncommanded units roll to command themselves. */

import type { Placed as PlacedOrder, Turn } from '../../../core/runner.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import { hqDef, position, sideOf, unitDef } from '../ctx.js';
import { enemyOf } from '../pieces.js';
import type { SideId } from '../schema.js';
import { selfCommand } from '../command.js';
import type { TbState } from '../state.js';
import type { TbOrder } from '../orders.js';
import { fogFor } from './masking.js';
import { outOfOrder, STAGE } from './order-of-movement.js';

type T = Turn<TbState>;

/** the corps of `side` whose HQ has the STOP order (13.3.1) */
const stoppedCorps = (s: TbState, side: SideId): Set<string | undefined> =>
  new Set(
    Object.keys(s.hqs)
      .filter((h) => hqDef(s, h).side === side && s.hqs[h].order === 'stop')
      .map((h) => hqDef(s, h).corps),
  );

/** 13.3.2: the uncommanded units that may roll to command themselves (not of a STOP corps, not held by an enemy ZOC) */
export const selfCommandCandidates = (
  s: TbState,
  side: SideId,
  zoc: ReadonlySet<string> = position(s).zoc[enemyOf(side)],
): string[] => {
  // rules version 14: no check once HQs, trains or the railways have moved (4.1)
  if (outOfOrder(s, STAGE.selfCommanded)) return [];
  const stopped = stoppedCorps(s, side);
  return Object.keys(s.units).filter((id) => {
    const u = s.units[id],
      d = unitDef(s, id);
    return (
      u.hex &&
      d.side === side &&
      !s.commanded.includes(id) &&
      !s.moved.includes(id) &&
      !s.selfChecked.includes(id) &&
      !(d.corps && stopped.has(d.corps)) &&
      (d.type === 'art' || !zoc.has(u.hex))
    );
  });
};

export const playSelfCommand = (t: T, { o, at }: PlacedOrder<TbOrder>): void => {
  if (o.type !== 'self-command') return;
  const s = t.s,
    side = t.side as SideId;
  const late = outOfOrder(s, STAGE.selfCommanded);
  if (late) fail('4.1', 'order-of-movement', late, `${at}.type`);
  const stopped = stoppedCorps(s, side);
  o.units.forEach((id, j) => {
    const u = s.units[id];
    if (!u?.hex || sideOf(s, id) !== side)
      fail('13.3.2', 'not-yours', `${id} is not one of your units on the map`, `${at}.units[${j}]`);
    if (s.commanded.includes(id) || s.moved.includes(id))
      fail('13.3.2', 'commanded', `${id} is already commanded`, `${at}.units[${j}]`);
    if (unitDef(s, id).corps && stopped.has(unitDef(s, id).corps))
      fail('13.3.1', 'stop', `${id}'s corps is under STOP`, `${at}.units[${j}]`);
    if (s.selfChecked.includes(id))
      fail('13.3.2', 'checked', `${id} has had its check this phase`, `${at}.units[${j}]`);
    s.selfChecked.push(id);
    const roll = t.dice.roll(6);
    const eff = (u.face === 'front' ? unitDef(s, id).front : unitDef(s, id).back!).eff;
    const ok = selfCommand(roll, eff);
    if (ok) s.commanded.push(id);
    t.events.push(event('self-command', { unit: id, ok }, { rule: '13.3.2', dice: [roll], ...fogFor(s, [id]) }));
  });
};

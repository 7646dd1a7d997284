import { hqDef, isHq, sideOf } from '../ctx.js';
import { heldGuards, staysInKoenigsberg } from '../optional.js';
import type { SideId } from '../schema.js';
import type { TbState } from '../state.js';
import { carryLeft } from './carry-on.js';
import { markerOf, staffOf } from './masking.js';
import { hexOf } from './movement.js';
import { outOfOrder, stageOf } from './order-of-movement.js';

/**
 * Who may start a move in phases 5 and 6 (rule 4): a unit commanded and not held (13.4.1, 4.5.7, 5.1.2, 18.1.1),
 * an HQ or train (AMB-31, 18.1.3, 5.1.2), a marker as what it hides (AMB-35; from rules version 17 its HQs and
 * trains too, 16.2.8), each once a phase (4.2.6) and in 4.1's order (rules version 14).
 */
/**
 * whether `side` has a piece that may start a move now (the markers aside, as the phase's end has always
 * asked), 4.1's order aside: a stage begun keeps the phase open, for the railways' later orders
 */
export const anyMovable = (s: TbState, side: SideId): boolean => {
  for (const id in s.units) if (!mayNotMove(s, side, id)) return true;
  for (const id in s.hqs) if (!mayNotMove(s, side, id)) return true;
  for (const id in s.trains) if (!mayNotMove(s, side, id)) return true;
  return false;
};

/** why a piece may not start a move now, or null (rules version 14: in 4.1's order too) */
export const cannotMove = (s: TbState, side: SideId, id: string): string | null =>
  mayNotMove(s, side, id) ?? outOfOrder(s, stageOf(s, id));
const mayNotMove = (s: TbState, side: SideId, id: string): string | null => {
  const m = markerOf(s, id);
  if (m) {
    if (m.side !== side) return 'not one of your pieces on the map';
    if (s.moved.includes(id) && carryLeft(s, id) === undefined) return 'it has moved this phase (4.2.6)';
    if (heldGuards(s, m.contents).length) return 'it hides the 3rd Guards, not yet released (18.1.1)';
    // rules version 17 (16.2.8): an HQ or train it hides moves with it only as it could alone
    for (const x of staffOf(s, m)) {
      const why = staffMayNotMove(s, x);
      if (why) return `it hides ${x}: ${why}`;
    }
    // AMB-35: what the marker hides must be commanded; an empty marker needs no command
    return m.contents.every((u) => s.commanded.includes(u)) ? null : 'it hides uncommanded units (13.4.1)';
  }
  const h = hexOf(s, id);
  if (!h || sideOf(s, id) !== side) return 'not one of your pieces on the map';
  if (s.moved.includes(id) && carryLeft(s, id) === undefined) return 'it has moved this phase (4.2.6)';
  // rules version 17: a masked HQ or train moves with its marker (16.2.8)
  if (s.hqs[id]?.masked || s.trains[id]?.masked) return 'it moves with its masking marker (16.2.2)';
  return s.units[id] ? unitMayNotMove(s, id) : staffMayNotMove(s, id);
};
/** why an HQ or train may not move now, its side and hex aside */
const staffMayNotMove = (s: TbState, id: string): string | null => {
  // rules version 5: a loaded corps HQ or train moves by rail only (5.1.2)
  if ((s.hqs[id]?.rail || s.trains[id]?.rail) && (s.rulesVersion ?? 1) >= 5) return 'loaded: it moves by rail (5.1.2)';
  if (isHq(s, id)) {
    if (staysInKoenigsberg(s, id)) return 'v. Pappritz does not leave Königsberg (18.1.3)';
    // AMB-31: a STOP corps HQ waits, unless the option lets the army HQ's range override STOP
    return hqDef(s, id).kind === 'corps' && s.hqs[id].order === 'stop' && s.options.stopCorps !== 'army-overrides'
      ? 'a corps HQ under STOP does not move (AMB-31)'
      : null;
  }
  return null;
};
const unitMayNotMove = (s: TbState, id: string): string | null => {
  if (s.units[id].reserve) return 'in reserve this turn (4.5.7)';
  if (s.units[id].masked) return 'it moves with its masking marker (16.2.2)';
  if (s.units[id].rail) return 'loaded: it moves by rail (5.1.2)';
  if (heldGuards(s, [id]).length) return 'the 3rd Guards wait for their release (18.1.1)';
  if (!s.commanded.includes(id)) return 'uncommanded units do not move (13.4.1)';
  return null;
};

import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { checkPursuit, pursuitAllowanceHp } from '../combat-pursuit.js';
import { armOf, hqsAt, other, sideOf, unitsAt, withPieces, type Ctx } from '../ctx.js';
import { checkMove } from '../movement.js';
import type { WojnaOrder } from '../orders.js';
import { ctxOf, versionOf, type WojnaState } from '../state.js';
import { contactsOnEntering } from './contacts.js';

/**
 * 14.31–37: the attacker's conditional pursuit (the attack order's `pursue`), played when the defender
 * retreated `retreat` hexes and left the target empty; a path the result does not allow is skipped and
 * reported (`pursuit-skipped`), never refused. From rules version 8 the pursuer's steps set off contacts (`walk`).
 */
export const pursue = (t: Turn<WojnaState>, o: Extract<WojnaOrder, { type: 'attack' }>, retreat: number): void => {
  const s = t.s;
  const a = s.activation!;
  const enemy = other(a.active);
  const vacated =
    retreat > 0 &&
    !unitsAt(ctxOf(s), o.target).some((u) => sideOf(ctxOf(s), u) === enemy) &&
    !hqsAt(ctxOf(s), o.target).some((h) => sideOf(ctxOf(s), h) === enemy);
  for (const p of o.pursue ?? []) {
    const cc = ctxOf(s);
    const from = s.pieces[p.unit]?.hex;
    const r = vacated && from ? checkPursuit(cc, p.unit, [from, ...p.path], o.target, retreat) : null;
    if (!r?.ok) {
      t.events.push(
        event(
          'pursuit-skipped',
          { unit: p.unit, reason: !vacated ? 'not-vacated' : (r?.reason ?? 'gone') },
          { rule: '14.32' },
        ),
      );
      continue;
    }
    const { path, spentHp } =
      versionOf(s) >= 8 && setsOffContacts(cc, p.unit)
        ? walk(t, p.unit, from!, p.path, o.target, retreat, r.spentHp)
        : { path: p.path, spentHp: r.spentHp };
    s.pieces[p.unit].hex = path[path.length - 1];
    const wj = cc.defs.unit(p.unit)?.formation;
    if (wj && (s.rulesVersion ?? 2) >= 2) {
      const pursued = (a.pursued ??= {});
      pursued[wj] = Math.max(pursued[wj] ?? 0, pursuitAllowanceHp(cc, p.unit, retreat) ?? 0);
    }
    t.events.push(event('pursuit', { unit: p.unit, path: [from, ...path], mp: spentHp / 2 }, { rule: '14.33' }));
  }
};

/** the units whose moves set off contacts (9.23, 13.17): not a ship nor a train, which run on their own lines */
const setsOffContacts = (c: Ctx, id: string): boolean =>
  armOf(c, id) !== 'river-unit' && armOf(c, id) !== 'armoured-train';

/**
 * Rules version 8 (9.24, 13.17): the pursuer goes hex by hex, and each hex it enters sets off the contacts
 * of a move (a lone enemy HQ displaced or eliminated by the pursuing player, lone artillery eliminated or
 * withdrawn), but no reaction (13.9 note 1). When a contact changes the map, the rest of the path must
 * still be a legal pursuit with what is left of the allowance, or the pursuit ends on that hex
 * (`move-stopped`, rule 14.34), as a move does (13.7). Returns the hexes walked and what they cost (`planned`: the
 * whole path's cost on the map before the first step).
 */
const walk = (
  t: Turn<WojnaState>,
  id: string,
  from: string,
  path: string[],
  vacated: string,
  x: number,
  planned: number,
): { path: string[]; spentHp: number } => {
  const s = t.s;
  const walked: string[] = [];
  let spentHp = planned;
  let snap = ctxOf(s); // the map before the first step, refreshed after a contact changes it
  for (let i = 0; i < path.length; i++) {
    s.pieces[id].hex = path[i];
    walked.push(path[i]);
    if (!contactsOnEntering(t, id, path[i], snap, true)) continue;
    snap = ctxOf(s);
    if (i === path.length - 1 || !s.pieces[id].hex) continue;
    const so = checkPursuit(withPieces(snap, { [id]: { hex: from } }), id, [from, ...walked], vacated, x);
    const allowanceHp = pursuitAllowanceHp(snap, id, x)!;
    const rest = so.ok && !so.stopped ? checkMove(snap, id, path.slice(i), { spentHp: so.spentHp, allowanceHp }) : so;
    if (!rest.ok || so.stopped) {
      t.events.push(
        event('move-stopped', { piece: id, at: path[i], reason: rest.reason ?? 'stopped' }, { rule: '14.34' }),
      );
      spentHp = so.spentHp;
      break;
    }
    spentHp = rest.spentHp;
  }
  return { path: walked, spentHp };
};

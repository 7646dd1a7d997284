import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { checkPursuit, pursuitAllowanceHp } from '../combat-pursuit.js';
import { armOf, hqsAt, other, sideOf, unitsAt, withPieces, type Ctx } from '../ctx.js';
import { checkMove } from '../movement.js';
import type { WojnaOrder } from '../orders.js';
import { ctxOf, versionOf, type SuspendedCombat, type WojnaState } from '../state.js';
import { contactsOnEntering } from './contacts.js';

/** where a pursuit waits for a contact's path asked live (rules version 12): state.ts `SuspendedCombat.pursuit` */
type Waiting = NonNullable<SuspendedCombat['pursuit']>;

/**
 * 14.31–37: the attacker's conditional pursuit (the attack order's `pursue`), played when the defender
 * retreated `retreat` hexes and left the target empty; a path the result does not allow is skipped and
 * reported (`pursuit-skipped`), never refused. From rules version 8 the pursuer's steps set off contacts (`walk`).
 * Rules version 12: a contact asked live stops the pursuit on that step: returned (the combat waits), and
 * played on from there with `resume` once answered.
 */
export const pursue = (
  t: Turn<WojnaState>,
  o: Extract<WojnaOrder, { type: 'attack' }>,
  retreat: number,
  resume?: Waiting,
): Waiting | null => {
  const s = t.s;
  const a = s.activation!;
  const enemy = other(a.active);
  const vacated =
    resume?.vacated ??
    (retreat > 0 &&
      !unitsAt(ctxOf(s), o.target).some((u) => sideOf(ctxOf(s), u) === enemy) &&
      !hqsAt(ctxOf(s), o.target).some((h) => sideOf(ctxOf(s), h) === enemy));
  const pursuers = o.pursue ?? [];
  for (let k = resume?.index ?? 0; k < pursuers.length; k++) {
    const p = pursuers[k];
    const cc = ctxOf(s);
    let walked: Walk;
    if (resume && k === resume.index) walked = walk(t, p.unit, p.path, o.target, retreat, resume);
    else {
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
      const start = { from: from!, step: 0, walked: [], spentHp: r.spentHp };
      walked =
        versionOf(s) >= 8 && setsOffContacts(cc, p.unit)
          ? walk(t, p.unit, p.path, o.target, retreat, start)
          : { ...start, walked: p.path };
    }
    if (walked.waits)
      return {
        vacated,
        index: k,
        step: walked.step,
        from: walked.from,
        walked: walked.walked,
        spentHp: walked.spentHp,
      };
    const { from, walked: path, spentHp } = walked;
    s.pieces[p.unit].hex = path[path.length - 1];
    const wj = cc.defs.unit(p.unit)?.formation;
    if (wj && (s.rulesVersion ?? 2) >= 2) {
      const pursued = (a.pursued ??= {});
      pursued[wj] = Math.max(pursued[wj] ?? 0, pursuitAllowanceHp(cc, p.unit, retreat) ?? 0);
    }
    t.events.push(event('pursuit', { unit: p.unit, path: [from, ...path], mp: spentHp / 2 }, { rule: '14.33' }));
  }
  return null;
};

/** the units whose moves set off contacts (9.23, 13.17): not a ship nor a train, which run on their own lines */
const setsOffContacts = (c: Ctx, id: string): boolean =>
  armOf(c, id) !== 'river-unit' && armOf(c, id) !== 'armoured-train';

/** a pursuer's walk: from `from`, the hexes walked and what they cost; `waits`: stopped for a contact asked live */
type Walk = { from: string; step: number; walked: string[]; spentHp: number; waits?: true };

/**
 * Rules version 8 (9.24, 13.17): the pursuer goes hex by hex, and each hex it enters sets off the contacts
 * of a move (a lone enemy HQ displaced or eliminated by the pursuing player, lone artillery eliminated or
 * withdrawn), but no reaction (13.9 note 1). When a contact changes the map, the rest of the path must
 * still be a legal pursuit with what is left of the allowance, or the pursuit ends on that hex
 * (`move-stopped`, rule 14.34), as a move does (13.7). Returns the hexes walked and what they cost (`at.spentHp`
 * at the start: the whole path's cost on the map before the first step). Rules version 12: a contact asked live
 * stops the walk on its step (`waits`); resumed (`at.walked` not empty) it goes on from that step as after a change.
 */
const walk = (t: Turn<WojnaState>, id: string, path: string[], vacated: string, x: number, at: Walk): Walk => {
  const s = t.s;
  const { from } = at;
  const walked = [...at.walked];
  let spentHp = at.spentHp;
  let snap = ctxOf(s); // the map before the first step, refreshed after a contact changes it
  /** after a change on step i: false when the rest of the path is no longer a legal pursuit (the walk ends there) */
  const goesOn = (i: number): boolean => {
    snap = ctxOf(s);
    if (i === path.length - 1 || !s.pieces[id].hex) return true;
    const so = checkPursuit(withPieces(snap, { [id]: { hex: from } }), id, [from, ...walked], vacated, x);
    const allowanceHp = pursuitAllowanceHp(snap, id, x)!;
    const rest = so.ok && !so.stopped ? checkMove(snap, id, path.slice(i), { spentHp: so.spentHp, allowanceHp }) : so;
    if (!rest.ok || so.stopped) {
      t.events.push(
        event('move-stopped', { piece: id, at: path[i], reason: rest.reason ?? 'stopped' }, { rule: '14.34' }),
      );
      spentHp = so.spentHp;
      return false;
    }
    spentHp = rest.spentHp;
    return true;
  };
  if (walked.length && !goesOn(at.step)) return { from, step: at.step, walked, spentHp };
  for (let i = walked.length ? at.step + 1 : 0; i < path.length; i++) {
    s.pieces[id].hex = path[i];
    walked.push(path[i]);
    const changed = contactsOnEntering(t, id, path[i], snap, true);
    if (s.activation!.contacts) return { from, step: i, walked, spentHp, waits: true };
    if (changed && !goesOn(i)) break;
  }
  return { from, step: path.length, walked, spentHp };
};

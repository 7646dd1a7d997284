import type { Placed, Turn } from '../../../core/runner.js';
import { only } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { fail } from '../../../core/errors.js';
import { POLICY_ASK } from '../../../core/contract.js';
import { checkRetreat, retreatPaths, type RetreatPath } from '../combat-retreat.js';
import { other, type Ctx } from '../ctx.js';
import type { WojnaOrder } from '../orders.js';
import { policiesOf } from '../policies.js';
import { ctxOf, versionOf, type PendingContact, type WojnaState } from '../state.js';
import { eliminate } from './losses.js';
import { resumeCombat } from './combat-rest.js';

/**
 * A contact's path chosen live (rules version 11, spec 5.3 Batch M): after the roll of 9.23 (a lone HQ
 * displaced, the moving player decides) or 13.17 (lone artillery withdrawing 2 hexes, its owner decides),
 * a side whose `retreat` policy is `ask` picks the path among the legal ones of the best priority (14.22),
 * when they end on more than one hex. The mover's step waits there, its MPs kept, as for a reaction asked
 * live. A `displace` order answers the first contact queued; no path: the engine's (the first of the best
 * priority, as before version 11). Then the next contact, then any reaction queued, then the mover.
 * Rules version 12: the contacts in the middle of a combat too (9.24, 13.17 in a pursuit; 9.25 after losses,
 * the attacker decides, spec 5.3 C11): the combat waits (`activation.combat`) and goes on once they are answered.
 */
type DisplaceOrder = Extract<WojnaOrder, { type: 'displace' }>;

/** the legal paths of the contact, best priority only, one per hex they end on (the engine's first) */
export const contactPaths = (c: Ctx, p: PendingContact): RetreatPath[] => {
  const all = retreatPaths(c, p.pieces, p.hex, p.distance, p.away ?? [p.by]);
  return all.filter(
    (x, i) => x.priority === all[0].priority && all.findIndex((y) => y.path.at(-1) === x.path.at(-1)) === i,
  );
};

/**
 * rules version 11: is the contact of a move asked live (`p.side` decides paths live and has a choice); rules
 * version 12: one in the middle of a combat too (`inCombat`: a pursuer's, 9.24 and 13.17, or 9.25's after
 * losses); false: the engine places the pieces at once (the caller's old behaviour)
 */
export const asksContact = (s: WojnaState, p: PendingContact, inCombat = false): boolean =>
  versionOf(s) >= (inCombat ? 12 : 11) &&
  policiesOf(s.policies, p.side).retreat === POLICY_ASK &&
  contactPaths(ctxOf(s), p).length > 1;

/** queues the contact asked (its pieces still on the map; none: nothing to ask) */
export const queueContact = (s: WojnaState, p: PendingContact): void => {
  const pieces = p.pieces.filter((id) => s.pieces[id]?.hex === p.hex);
  if (!pieces.length) return;
  const a = s.activation!;
  a.contacts = [...(a.contacts ?? []), { ...p, pieces }];
};

/** the window after the contacts: the next one asked, a reaction queued (the opponent's), or the mover */
export const nextAfterContacts = (s: WojnaState): void => {
  const a = s.activation!;
  if (a.contacts?.length) s.awaiting = { side: a.contacts[0].side, kind: 'contact' };
  else if (a.reaction) s.awaiting = { side: other(a.active), kind: 'reaction' };
  else s.awaiting = { side: a.active, kind: 'activation' };
};

export const playContact = (t: Turn<WojnaState>, orders: Placed<DisplaceOrder | WojnaOrder>[]): void => {
  only(orders, ['displace'], '13.17');
  const s = t.s;
  const a = s.activation!;
  const p = a.contacts![0];
  if (orders.length !== 1) fail(p.rule, 'one-answer', 'one displace order answers the contact asked', orders[1].at);
  const { o, at } = orders[0] as Placed<DisplaceOrder>;
  const c = ctxOf(s);
  let chosen: RetreatPath | null;
  if (o.path) {
    if (o.path.length !== p.distance)
      fail(p.rule, 'distance', `the pieces on ${p.hex} move exactly ${p.distance} hexes`, `${at}.path`, {
        hex: p.hex,
        distance: p.distance,
      });
    const r = checkRetreat(c, p.pieces, p.hex, p.distance, p.away ?? [p.by], [p.hex, ...o.path]);
    if ('ok' in r) fail(r.rule, 'contact-path', r.reason, `${at}.path`);
    chosen = r;
  } else chosen = contactPaths(c, p)[0] ?? null;
  const to = chosen?.path.at(-1) ?? null;
  t.events.push(
    event(
      'contact-path',
      { side: t.side, hex: p.hex, pieces: p.pieces, path: chosen?.path ?? null, chosen: !!o.path },
      { rule: p.rule },
    ),
  );
  for (const id of p.pieces) {
    if (!s.pieces[id]?.hex) continue;
    if (to) s.pieces[id].hex = to;
    else eliminate(t, id, p.rule === '13.17' ? 'artillery-caught' : 'overrun');
  }
  a.contacts!.shift();
  if (a.contacts!.length) return nextAfterContacts(s);
  delete a.contacts;
  // rules version 12: a combat suspended for the contacts goes on where it stopped
  const rest = a.combat;
  if (!rest) return nextAfterContacts(s);
  delete a.combat;
  s.awaiting = { side: a.active, kind: 'activation' };
  resumeCombat(t, rest);
};

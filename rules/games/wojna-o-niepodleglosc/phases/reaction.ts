import type { Placed, Turn } from '../../../core/runner.js';
import { only } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { fail } from '../../../core/errors.js';
import { checkRetreat, retreatPaths, type RetreatPath } from '../combat-retreat.js';
import type { Ctx } from '../ctx.js';
import type { WojnaOrder } from '../orders.js';
import { ctxOf, type WojnaState } from '../state.js';
import { openReaction, performReaction } from './contacts.js';

/**
 * The live reaction (rules version 5, spec 5.3 "Batch M", 13.9–16): an enemy unit entered next to a stack
 * whose owner's policy `reaction` is `ask`. The owner answers with one `react` order: a path of 1 to the
 * maximum hexes (AMB-47) by the retreat rules (the best priority for that distance, 14.22), or none (no
 * reaction). Stacks still queued are asked next while a reaction stays open to them; then the mover goes on.
 */
type ReactOrder = Extract<WojnaOrder, { type: 'react' }>;

/** the retreat paths of each distance 1..max the asked stack may take (each of the best priority for it) */
export const reactionPaths = (c: Ctx, s: WojnaState): RetreatPath[] => {
  const q = s.activation?.reaction;
  const r = q ? openReaction(c, q.by, q.hexes[0]) : null;
  if (!q || !r) return [];
  const out: RetreatPath[] = [];
  for (let d = 1; d <= r.max; d++) {
    const all = retreatPaths(c, [...r.units, ...r.hqs], q.hexes[0], d, [q.by]);
    out.push(...all.filter((p) => p.priority === all[0].priority));
  }
  return out;
};

export const playReaction = (t: Turn<WojnaState>, orders: Placed<ReactOrder | WojnaOrder>[]): void => {
  only(orders, ['react'], '13.9');
  if (orders.length !== 1) fail('13.9', 'one-answer', 'one react order answers the reaction asked', orders[1].at);
  const { o, at } = orders[0] as Placed<ReactOrder>;
  const s = t.s;
  const a = s.activation!;
  const q = a.reaction!;
  const hex = q.hexes[0];
  const c = ctxOf(s);
  const r = openReaction(c, q.by, hex);
  if (o.path && r) {
    if (o.path.length > r.max)
      fail(r.rule, 'too-far', `this stack reacts at most ${r.max} hexes`, `${at}.path[${r.max}]`);
    const p = checkRetreat(c, [...r.units, ...r.hqs], hex, o.path.length, [q.by], [hex, ...o.path]);
    if ('ok' in p) fail(p.rule, 'reaction-path', p.reason, `${at}.path`);
    performReaction(t, q.by, r, p);
  } else if (o.path) fail('13.9', 'no-reaction', 'no reaction is open to this stack now', `${at}.path`);
  else t.events.push(event('reaction-declined', { side: t.side, hex, by: q.by }, { rule: '13.9' }));
  // the next stacks asked, while a reaction is still open to them (13.14: once an enemy activation)
  q.hexes.shift();
  const cc = ctxOf(s);
  while (q.hexes.length && !openReaction(cc, q.by, q.hexes[0])) q.hexes.shift();
  if (q.hexes.length) return;
  delete a.reaction;
  s.awaiting = { side: a.active, kind: 'activation' };
};

import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { fail } from '../../../core/errors.js';
import { checkMove } from '../movement.js';
import type { WojnaOrder } from '../orders.js';
import { ctxOf, type WojnaState } from '../state.js';

/**
 * 14.38, the HQ pursuit: after all the pursuits of the activation, a WJ HQ whose units pursued may
 * follow in any direction with the pursuit allowance of the farthest-pursuing of them (our reading:
 * the largest allowance among its units that pursued, README "Decisions"). Each such HQ once; the
 * first HQ pursuit closes the attacks (nothing is attacked after it). Movement rules as for any HQ
 * (ZOC 9.27, 10.9), and like a unit's pursuit (14.34) an HQ that lacks the points for a hex stops:
 * no one-hex minimum move.
 */
type HqPursuitOrder = Extract<WojnaOrder, { type: 'hq-pursuit' }>;

/** the HQs that may still pursue, with their allowance in half-points */
export const hqPursuers = (s: WojnaState): Record<string, number> => {
  const a = s.activation;
  if (a?.segment !== 'combat') return {};
  return Object.fromEntries(
    Object.entries(a.pursued ?? {}).filter(([hq]) => s.pieces[hq]?.hex && !a.hqPursuit?.includes(hq)),
  );
};

/**
 * The path check: checkMove from one half-point already spent with the allowance one half-point
 * larger gives the same budget without 13.5's minimum move (an HQ's ZOC rules do not depend on
 * what it spent, 9.27, 10.9); the half-point is taken off again.
 */
export const checkHqPursuit = (s: WojnaState, hq: string, path: readonly string[]) => {
  const r = checkMove(ctxOf(s), hq, path, { spentHp: 1, allowanceHp: (hqPursuers(s)[hq] ?? 0) + 1 });
  return { ...r, spentHp: r.spentHp - 1 };
};

export const playHqPursuit = (t: Turn<WojnaState>, o: HqPursuitOrder, at: string): void => {
  const s = t.s;
  const a = s.activation!;
  if ((s.rulesVersion ?? 2) < 2) fail('14.38', 'rules-version', 'this game was created before the HQ pursuit', at);
  if (a.segment !== 'combat') fail('14.38', 'after-pursuits', 'an HQ pursues after the attacks and pursuits', at);
  const h = ctxOf(s).defs.hq(o.hq);
  if (!h || h.side !== t.side || !s.pieces[o.hq]?.hex)
    fail('14.38', 'not-yours', `${o.hq} is not your HQ on the map`, `${at}.hq`);
  if (a.hqPursuit?.includes(o.hq)) fail('14.38', 'pursued', `${o.hq} has pursued already`, `${at}.hq`);
  if (hqPursuers(s)[o.hq] === undefined)
    fail('14.38', 'no-pursuit', 'only a WJ HQ whose units pursued in this activation', `${at}.hq`);
  const r = checkHqPursuit(s, o.hq, o.path);
  if (!r.ok)
    fail(
      r.rule ?? '14.38',
      'hq-pursuit',
      r.reason ?? 'illegal path',
      r.at !== undefined ? `${at}.path[${r.at}]` : at,
      r.params,
    );
  s.pieces[o.hq].hex = o.path[o.path.length - 1];
  (a.hqPursuit ??= []).push(o.hq);
  t.events.push(event('hq-pursuit', { hq: o.hq, path: o.path, mp: r.spentHp / 2 }, { rule: '14.38' }));
};

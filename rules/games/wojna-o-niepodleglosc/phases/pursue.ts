import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { checkPursuit, pursuitAllowanceHp } from '../combat-pursuit.js';
import { hqsAt, other, sideOf, unitsAt } from '../ctx.js';
import type { WojnaOrder } from '../orders.js';
import { ctxOf, type WojnaState } from '../state.js';

/**
 * 14.31–37: the attacker's conditional pursuit (the attack order's `pursue`), played when the defender
 * retreated `retreat` hexes and left the target empty; a path the result does not allow is skipped and
 * reported (`pursuit-skipped`), never refused.
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
    s.pieces[p.unit].hex = p.path[p.path.length - 1];
    const wj = cc.defs.unit(p.unit)?.formation;
    if (wj && (s.rulesVersion ?? 2) >= 2) {
      const pursued = (a.pursued ??= {});
      pursued[wj] = Math.max(pursued[wj] ?? 0, pursuitAllowanceHp(cc, p.unit, retreat) ?? 0);
    }
    t.events.push(event('pursuit', { unit: p.unit, path: [from, ...p.path], mp: r.spentHp / 2 }, { rule: '14.33' }));
  }
};

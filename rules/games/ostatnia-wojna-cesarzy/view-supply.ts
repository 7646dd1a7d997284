import type { OrderChoice, OptionsView, Side, StandingOption } from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';
import { jsonCopy } from '../../core/runner.js';
import { campaignChoices } from './campaign/view.js';
import { checkOwedOffensive } from './campaign/play.js';
import {
  applyPlan,
  CRISIS,
  type Front,
  hasStash,
  MAX_PER_FRONT,
  type PerFront,
  type SupplyPlan,
  supplyLevel,
  supplyOn,
} from './supply.js';
import { worksChoices } from './view-works.js';

/** Supply (22) in the views: the plans offered at DP-1 and the panel's levels. */

const fronts = (s: OwcState, side: SideId): Front[] => Object.keys(s.supply?.level[side] ?? {}) as Front[];

/** the income spread over `fs` in turn, at most 8 a front (22) */
const spread = (income: number, fs: Front[], first?: Front): PerFront => {
  const out: PerFront = {};
  let left = income;
  const order = first ? [first, ...fs.filter((f) => f !== first)] : fs;
  if (!first) {
    const even = Math.min(MAX_PER_FRONT, Math.floor(income / Math.max(1, fs.length)));
    for (const f of fs) {
      out[f] = even;
      left -= even;
    }
  }
  for (const f of order) {
    const n = Math.min(MAX_PER_FRONT - (out[f] ?? 0), left);
    out[f] = (out[f] ?? 0) + n;
    left -= n;
  }
  return out;
};

/**
 * does the plan pass the rules (tried on a copy), 37.1's owed offensive included: a plan writes only
 * the supply part (applyPlan), 37.1 only reads, so only that part is copied (the units stay shared)
 */
const legal = (s: OwcState, plan: SupplyPlan): boolean => {
  try {
    const t: OwcState = { ...s, supply: s.supply && jsonCopy(s.supply) };
    applyPlan(t, plan, 'plan', []);
    checkOwedOffensive(t, 'plan');
    return true;
  } catch {
    return false;
  }
};

export const describePlan = (plan: SupplyPlan): Text => {
  const part = (p: PerFront | undefined, pl: string, en: string): [string, string][] =>
    Object.entries(p ?? {})
      .filter(([, n]) => n)
      .map(([f, n]) => [`${n}${pl} ${f}`, `${n}${en} ${f}`]);
  const parts = [
    ...part(plan.open, '', ''),
    ...part(plan.secret, ' tajnie', ' secretly'),
    ...Object.entries(plan.prepay ?? {}).map(([f, c]): [string, string] => [
      `${f}: ${c === 'offensive' ? 'ofensywa' : 'działania ograniczone'} z góry`,
      `${f}: ${c} operations paid`,
    ]),
  ];
  return parts.length
    ? text(`PZa: ${parts.map((x) => x[0]).join(', ')}`, `SuP: ${parts.map((x) => x[1]).join(', ')}`)
    : text('Nic nie rozdzielaj', 'Distribute nothing');
};

/**
 * The plans found for a state, kept while it lives: the view and the random player ask for the same
 * state's plans, and each plan is tried on a copy (a state is never changed once made: apply copies).
 */
const PLANS = new WeakMap<OwcState, SupplyPlan[]>();

/** DP-1: a set of legal supply plans, one of which the player submits (the order takes any legal figures) */
export const supplyPlans = (s: OwcState): SupplyPlan[] => {
  let plans = PLANS.get(s);
  if (!plans) PLANS.set(s, (plans = findPlans(s)));
  return [...plans];
};

const findPlans = (s: OwcState): SupplyPlan[] => {
  if (!supplyOn(s)) return [];
  const side = s.phasing;
  const fs = fronts(s, side);
  const income = s.supply.income[side];
  const plans: SupplyPlan[] = [{}, { open: spread(income, fs) }];
  // after the front served first, the lowest levels first, so the rest does not push a front over 24
  const byLevel = [...fs].sort((a, b) => supplyLevel(s, side, a) - supplyLevel(s, side, b));
  for (const f of fs) {
    const open = spread(income, byLevel, f);
    plans.push({ open });
    plans.push({ open, prepay: { [f]: 'limited' } });
    plans.push({ open, prepay: { [f]: 'offensive' } });
    plans.push({ open: { [f]: Math.min(MAX_PER_FRONT, income) }, prepay: { [f]: 'offensive' } });
    const half = Math.floor((open[f] ?? 0) / 2);
    plans.push({ open: { ...open, [f]: (open[f] ?? 0) - half }, secret: { [f]: half } });
  }
  const seen = new Set<string>();
  return plans.filter((p) => {
    const k = JSON.stringify(p);
    if (seen.has(k)) return false;
    seen.add(k);
    return legal(s, p);
  });
};

export const supplyOptions = (s: OwcState, standing: StandingOption[] | undefined): OptionsView => {
  const plans: OrderChoice[] = supplyPlans(s).map((p, i) => ({
    id: `supply-${i}`,
    label: describePlan(p),
    group: 'plan',
    order: { type: 'supply', ...p },
  }));
  const works = worksChoices(s); // DP-4: 24, 27 beside the plan
  const campaign = campaignChoices(s); // 28–33: the campaign's orders go in the same batch (campaign/view.ts)
  const choices = [...plans, ...works, ...campaign];
  return {
    prompt: text(
      'Faza zaopatrzenia: rozdziel punkty zaopatrzenia na fronty (22)',
      'Supply phase: distribute the supply points among the fronts (22)',
    ),
    choices,
    minOrders: 1,
    maxOrders: 1 + works.length + new Set(campaign.map((c) => c.group)).size,
    standing,
  };
};

/** the panel's rows: each side's level per front (in crisis below 7), and the viewer's own stash (22.6) */
export const supplyRows = (
  s: OwcState,
  viewer: Side | null,
  sideName: Record<SideId, Text>,
): { label: Text; value: Text | string; side?: string }[] => {
  if (!supplyOn(s)) return [];
  const sup = s.supply;
  return (['allies', 'russians'] as const).flatMap((side) => {
    const levels = fronts(s, side)
      .map((f) => `${f} ${supplyLevel(s, side, f)}${supplyLevel(s, side, f) < CRISIS ? '!' : ''}`)
      .join(' · ');
    const rows: { label: Text; value: Text | string; side?: string }[] = [
      {
        label: text(`Zaopatrzenie: ${sideName[side].pl}`, `Supply: ${sideName[side].en}`),
        value: `${levels} (+${sup.income[side]})`,
        side,
      },
    ];
    if (hasStash(s, side) && (viewer === side || sup.exposed.includes(side)))
      rows.push({
        label: text(`Tajne zapasy: ${sideName[side].pl}`, `Secret stockpile: ${sideName[side].en}`),
        value: Object.entries(sup.stash[side])
          .map(([f, n]) => `${f} ${n}`)
          .join(' · '),
        side,
      });
    return rows;
  });
};

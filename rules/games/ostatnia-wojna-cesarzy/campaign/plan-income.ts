/**
 * The plan's income in the campaign, checked with the supply batch: 34's arrival changes (each moves a
 * scheduled arrival and changes this phase's income), 29's VP trade, and 37.1's offensive the first
 * Russian plans owe on the East Prussian front. Re-exported by play.ts.
 */
import type { GameEvent } from '../../../core/contract.js';
import type { Placed } from '../../../core/runner.js';
import { unitW } from '../cow.js';
import { sideOf } from '../ctx.js';
import { ev, fail } from '../events.js';
import type { OwcOrder } from '../orders.js';
import type { OwcState } from '../state.js';
import type { Front } from '../supply.js';
import { arrivalAdjust } from './acceleration.js';
import { offensiveOwed } from './east-prussia.js';
import { calendarStage, campaignOn, dateOf, scoreToward } from './hooks.js';
import { calendarOf, cardOf } from './shipped.js';
import { campaignIncome } from './supply-limit.js';
import { refuse } from './time.js';

/**
 * 34: the batch's arrival changes, before the plan: each moves a scheduled arrival and changes this
 * phase's income (−1 a unit a stage forward, +1 a unit held back a stage); returns the change.
 */
export const adjustArrivals = (s: OwcState, orders: Placed<OwcOrder>[], out: GameEvent[]): number => {
  let delta = 0;
  for (const { o, at } of orders) {
    if (o.type !== 'adjust') continue;
    const u = unitW(s, o.unit);
    // 20 (v8): a unit its owner sent to a secret concentration is no scheduled arrival
    if (u?.where !== 'due' || u.sent || sideOf(s, o.unit) !== s.phasing)
      fail('34', 'not-due', `${o.unit} is not a scheduled arrival of yours`, `${at}.unit`);
    const r = arrivalAdjust(
      cardOf(s),
      calendarOf(s),
      {
        date: dateOf(s),
        side: s.phasing,
        dueStage: u.due ?? s.stage,
        stage: s.stage,
        kind: o.kind,
        stages: o.stages,
        heldBefore: s.campaign?.held?.includes(o.unit),
      },
      s.campaign?.options,
    );
    if ('rule' in r) refuse(r, at);
    if (o.kind === 'delay' && !s.campaign?.held?.includes(o.unit)) (s.campaign!.held ??= []).push(o.unit);
    u.due = r.newStage;
    delta += r.income;
    out.push(ev('arrival-adjusted', { unit: o.unit, stage: r.newStage, income: r.income }, '34'));
  }
  return delta;
};

/** 29, 34: the plan is checked against this phase's income with the trade and arrival changes; the income stays the card's */
export const withTrade = (
  s: OwcState,
  trade: number | undefined,
  at: string,
  out: GameEvent[],
  plan: () => void,
  delta = 0,
): void => {
  if (!campaignOn(s) || (!trade && !delta)) {
    if (trade) fail('29', 'trade', 'VP trades belong to the campaign', `${at}.trade`);
    plan();
    return;
  }
  const r = campaignIncome(cardOf(s), s.phasing, trade ?? 0);
  if ('rule' in r) refuse(r, `${at}.trade`);
  const sup = s.supply!;
  const base = sup.income[s.phasing];
  sup.income[s.phasing] = Math.max(0, r.income + delta);
  plan();
  sup.income[s.phasing] = base;
  scoreToward(s, r.vp, `trade:${trade}`, '29', out);
};

/** 37.1: the Russian plan in the first three Russian turns pays an offensive on the East Prussian front */
export const checkOwedOffensive = (s: OwcState, at: string): void => {
  if (!campaignOn(s) || s.phasing !== 'russians') return;
  const f = cardOf(s).eastPrussia.front as Front;
  const paid = s.supply?.ops[f]?.paid ?? 0;
  // the attacks are counted when the phase closes; the plan owes the SuP (AMB-58)
  const p = offensiveOwed(
    cardOf(s),
    { russianTurn: calendarStage(s) - 1, attacks: Infinity, paid },
    s.campaign.options,
  );
  if (p) refuse(p, `${at}.prepay.${f}`);
};

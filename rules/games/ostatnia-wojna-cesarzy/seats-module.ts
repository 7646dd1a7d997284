import { resultOf, type Dice, type GameModule, type Side, type Status } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { apply } from './apply.js';
import type { OwcBatch } from './orders.js';
import { applySeat, awaitedSeat, tidyAllied } from './scenario-f.js';
import { botSeat } from './bot-f.js';
import { defaultAnswerF, randomF, viewF } from './scenario-f-view.js';
import type { Pack } from './schema.js';
import { ALLIED_SEATS, engineSide, F_SEATS, isF, isSeat, seatEvents, seatSecrets } from './seats.js';
import type { OwcState } from './state.js';
import { F_CAMPAIGN_SETUP } from './version.js';

/** the scenario whose set-up, stages and supply F plays on from rules version 3 (spec: F is the campaign for three) */
const CAMPAIGN = 'campaign';

/**
 * Scenario F on the module: its scenario seats three (`F_SEATS`, the two Allied seats an alliance),
 * and in an F game status, apply, views, answers, random batches and secrets go by seat
 * (scenario-f.ts, scenario-f-view.ts); every other scenario is the two-side module unchanged.
 */
export const withSeats = (pack: Pack, m: GameModule<OwcState, OwcBatch>): GameModule<OwcState, OwcBatch> => {
  const three = new Set(pack.scenarios.filter((sc) => sc.rules.includes('F')).map((sc) => sc.id));
  return {
    ...m,
    // every seat of every scenario
    sides: [...m.sides, ...ALLIED_SEATS],
    sideNames: {
      ...m.sideNames,
      germans: text('Niemcy', 'Germans'),
      'austro-hungarians': text('Austro-Węgry (z Legionami)', 'Austria-Hungary (with the Legions)'),
    },
    scenarios: m.scenarios.map((sc) =>
      three.has(sc.id) ? { ...sc, sides: F_SEATS, alliances: { allies: ALLIED_SEATS } } : sc,
    ),
    setup: (id, options, dice, context) => {
      const version = context?.rulesVersion ?? m.rulesVersion ?? 1;
      const campaign = pack.scenarios.some((sc) => sc.id === CAMPAIGN);
      if (!three.has(id) || version < F_CAMPAIGN_SETUP || !campaign) return m.setup(id, options, dice, context);
      // F is "the campaign for three players" (16.VIII to 26.XII, the campaign's set-up, rules 24–40): the
      // campaign's own data, so the two never drift apart; the state names the campaign's board
      const s = m.setup(CAMPAIGN, options, dice, context);
      return { ...s, rules: [...s.rules, 'F'] };
    },
    status: (s) => (isF(s) ? statusF(s, m.status(s)) : m.status(s)),
    apply: (s, side, batch, dice) => (isF(s) ? applyF(s, side, batch, dice) : m.apply(s, side, batch, dice)),
    view: (s, viewer) => (isF(s) ? viewF(s, viewer) : m.view(s, viewer)),
    defaultAnswer: (s, side) =>
      isF(s) ? defaultAnswerF(s, side, (x) => m.defaultAnswer(s, x)) : m.defaultAnswer(s, side),
    randomBatch: (s, side, dice) => (isF(s) ? randomF(s, side, dice) : m.randomBatch(s, side, dice)),
    botBatch: (s, side, dice) => (isF(s) ? botSeat(s, side, dice) : m.botBatch!(s, side, dice)),
    secrets: (s) => (isF(s) ? seatSecrets(m.secrets(s)) : m.secrets(s)),
  };
};

/** F: the seat awaited, and the result by seat (the Allies win together, README "Scenario F") */
const statusF = (s: OwcState, st: Status): Status => {
  if (st.result) {
    const w = s.result!.winner;
    return { ...st, result: resultOf(w === 'allies' ? ALLIED_SEATS : w ? [w] : [], st.result.reason) };
  }
  const seat = awaitedSeat(s);
  if (!seat) return st;
  return { ...st, waitingFor: [seat], midTurn: engineSide(seat) !== s.phasing };
};

/** F: an Allied seat's batch goes through the seats; the Russians' to the engine as in the other scenarios */
const applyF = (s: OwcState, side: Side, batch: OwcBatch, dice: Dice) => {
  if (side === 'allies')
    return {
      ok: false as const,
      error: { rule: 'F', code: 'bad-side', message: 'in scenario F the Allies play as two seats' },
    };
  if (!isSeat(side) || side === 'russians') {
    const r = apply(s, side, batch, dice);
    return r.ok ? { ...r, state: tidyAllied(r.state), events: seatEvents(r.events) } : r;
  }
  return applySeat(s, side, batch, dice);
};

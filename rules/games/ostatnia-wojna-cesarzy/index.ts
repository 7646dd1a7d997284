import { z } from 'zod';
import { resultOf, type Dice, type GameModule, type Side, type Status } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { apply } from './apply.js';
import { describe, describerFor } from './describe.js';
import { EVENT_TYPES } from './event-types.js';
import { callSecrets } from './campaign/hooks.js';
import { eventMarks } from './marks.js';
import { packHash } from '../../core/pack-hash.js';
import { batchSchema, type OwcBatch } from './orders.js';
import { PACK } from './pack.js';
import { registerPack } from './pack-of.js';
import { randomBatch } from './random.js';
import { SIDE_IDS, type Pack, type SideId } from './schema.js';
import { setupPosition, setupScenario } from './setup.js';
import type { OwcState } from './state.js';
import { staticBoard, view } from './view.js';
import { optionFields, variantShape, variantsFrom } from './variants.js';
import { offerFor } from './phases/retreat.js';
import { phaseLabel } from './phase-label.js';
import { concealmentSecrets } from './concealment.js';
import { stashSecrets } from './supply.js';
import { packNotes } from '../../core/guide.js';
import { GUIDE } from './guide.js';
import { ALLIED_SEATS, engineSide, F_SEATS, isF, isSeat, seatEvents, seatSecrets } from './seats.js';
import { applySeat, awaitedSeat, tidyAllied } from './scenario-f.js';
import { defaultAnswerF, randomF, viewF } from './scenario-f-view.js';

const PROMPTS: Record<string, { pl: string; en: string }> = {
  screen: text('Rozstaw ekran kawalerii (C.2)', 'Set up the cavalry screen (C.2)'),
  supply: text('Rozdział zaopatrzenia (22)', 'Supply distribution (22)'),
  rally: text('Zbieranie rozbitych jednostek (8.8)', 'Rally broken units (8.8)'),
  recon: text('Rozpoznanie (16.1)', 'Reconnaissance (16.1)'),
  window: text('Okno ruchu odwodów (4.2)', 'Reserve movement window (4.2)'),
  attack: text('Zadeklaruj atak albo zakończ fazę (7, 11)', 'Declare an attack or end the phase (7, 11)'),
  move: text('Ruch (5)', 'Movement (5)'),
  delay: text('Działania opóźniające? (12.1)', 'Delaying action? (12.1)'),
  retreat: text(
    'Wybierz drogę (i kolejność) odwrotu (9.7, 9.8)',
    'Choose a retreat path (and the retreat order) (9.7, 9.8)',
  ),
  pursuit: text('Pościg (10)', 'Pursuit (10)'),
};

export const status = (s: OwcState): Status => (isF(s) ? statusF(s) : status2(s));

/** F: the seats awaited and the result by seat (the Allies win together, README "Scenario F") */
const statusF = (s: OwcState): Status => {
  const st = status2(s);
  if (st.result) {
    const w = s.result!.winner;
    return { ...st, result: resultOf(w === 'allies' ? ALLIED_SEATS : w ? [w] : [], st.result.reason) };
  }
  const seat = awaitedSeat(s);
  if (!seat) return st;
  return { ...st, waitingFor: [seat], midTurn: engineSide(seat) !== s.phasing };
};

const status2 = (s: OwcState): Status => {
  if (s.result)
    return {
      waitingFor: [],
      phase: 'over',
      phaseLabel: phaseLabel('over', s.phasing, s.stage),
      turn: s.stage,
      result: { winner: s.result.winner, reason: `${s.result.level} (${s.result.reason})` },
    };
  const a = s.await;
  if (!a) return { waitingFor: [], phase: s.phase, phaseLabel: phaseLabel(s.phase, s.phasing, s.stage), turn: s.stage };
  return {
    waitingFor: [a.side],
    phase: `${s.phase}.${a.kind}`,
    phaseLabel: phaseLabel(s.phase, s.phasing, s.stage),
    prompt: PROMPTS[a.kind],
    midTurn: a.side !== s.phasing,
    turn: s.stage,
  };
};

/** the passive choice for answers inside the other side's turn; whole turns have none */
const defaultAnswer2 = (s: OwcState, side: Side): OwcBatch | null => {
  const a = s.await;
  if (!a || a.side !== side) return null;
  switch (a.kind) {
    case 'window':
      return side === s.phasing ? null : { orders: [{ type: 'pass' }] };
    case 'rally':
      return side === s.phasing ? null : { orders: [{ type: 'rally', units: [] }] };
    case 'delay':
      return { orders: [{ type: 'delay', accept: false }] };
    case 'screen':
      return { orders: [{ type: 'pass' }] }; // C.2: the screen stays where the data sets it
    case 'retreat': {
      const p = s.pending!;
      const o = (p.offer ?? offerFor(s, p).forced)[0];
      return { orders: [{ type: 'retreat', unit: p.queue[0], path: o.path }] };
    }
    default:
      return null;
  }
};

/** a custom position (unrated games) and the game options, each an ambiguity's reading (variants.ts) */
const optionsSchema = z.object({ position: z.unknown().optional(), ...variantShape }).strict();

/**
 * The module built from a pack passed in (v3): its scenarios, unit names and (in each game, named by hash)
 * map, forces and tables come from `pack`; `packHash` is the pack's content hash, which a game pins.
 * The default export is built from our shipped pack.
 */
export const createOwc = (pack: Pack): GameModule<OwcState, OwcBatch> => ({
  id: 'ostatnia-wojna-cesarzy',
  packHash: registerPack(pack) ?? packHash(pack),
  pack,
  guide: { ...GUIDE, provenance: packNotes(pack) },
  title: text('Ostatnia Wojna Cesarzy', 'The Last War of the Emperors'),
  // every seat of every scenario; F seats three (seats.ts)
  sides: [...SIDE_IDS, ...ALLIED_SEATS],
  sideNames: {
    allies: text('Sprzymierzeni', 'Allies (Central Powers)'),
    russians: text('Rosjanie', 'Russians'),
    germans: text('Niemcy', 'Germans'),
    'austro-hungarians': text('Austro-Węgry (z Legionami)', 'Austria-Hungary (with the Legions)'),
  },
  // a draft scenario (rules not all in yet) stays in the pack but is not offered (README coverage)
  scenarios: pack.scenarios
    .filter((sc) => !sc.draft)
    .map((sc) => ({
      id: sc.id,
      title: sc.title,
      description: sc.description,
      length: text(
        `${sc.stages.length} etapy (${sc.stages[0]}–${sc.stages[sc.stages.length - 1]})`,
        `${sc.stages.length} stages (${sc.stages[0]}–${sc.stages[sc.stages.length - 1]})`,
      ),
      ...(sc.rules.includes('F') ? { sides: F_SEATS, alliances: { allies: ALLIED_SEATS } } : { sides: SIDE_IDS }),
    })),
  batchSchema: batchSchema as z.ZodType<OwcBatch>,
  optionsSchema,
  optionFields,
  setup(scenarioId, options) {
    const { position, ...rest } = optionsSchema.parse(options ?? {});
    const variants = variantsFrom(rest);
    return position !== undefined
      ? setupPosition({ scenario: scenarioId, ...(position as object) }, variants, pack)
      : setupScenario(scenarioId, variants, pack);
  },
  status,
  apply: (state, side, batch, dice) =>
    isF(state) ? applyF(state, side, batch, dice) : apply(state, side, batch, dice),
  view: (s, viewer) => (isF(s) ? viewF(s, viewer) : view(s, viewer)),
  staticBoard,
  defaultAnswer(s, side) {
    if (isF(s)) return defaultAnswerF(s, side, (x) => defaultAnswer2(s, x));
    return defaultAnswer2(s, side);
  },
  describe: pack === PACK ? describe : describerFor(pack.forces.units),
  // 16: concealed units (scenario A has none); 22.6: an unexposed secret stockpile
  secrets: (s) => {
    const xs = [...concealmentSecrets(s), ...stashSecrets(s), ...callSecrets(s)];
    return isF(s) ? seatSecrets(xs) : xs;
  },
  eventMarks,
  randomBatch: (s, side, dice) => (isF(s) ? randomF(s, side, dice) : randomBatch(s, side as SideId, dice)),
  eventTypes: EVENT_TYPES,
});

/** F: a seat's batch; the Russians' goes to the engine as in the other scenarios (seats.ts, scenario-f.ts) */
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

const owc = createOwc(PACK);
export default owc;

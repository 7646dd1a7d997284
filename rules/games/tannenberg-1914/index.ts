import { z } from 'zod';
import type { Dice, GameModule, Status } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { apply } from './apply.js';
import { describe } from './describe.js';
import { batchSchema, type TbBatch } from './orders.js';
import { PACK } from './pack.js';
import { randomBatch } from './random.js';
import { SIDES, type SideId } from './schema.js';
import { setupScenario } from './setup.js';
import type { TbState } from './state.js';
import { staticBoard, view } from './view.js';
import { advance } from './phases/turn.js';

const PHASE_LABEL: Record<string, { pl: string; en: string }> = {
  'move-ip': text('Ruch gracza z inicjatywą (faza 5)', 'Initiative player\'s movement (phase 5)'),
  'move-nip': text('Ruch drugiego gracza (faza 6)', 'Non-initiative player\'s movement (phase 6)'),
  combat: text('Walka (faza 8)', 'Combat (phase 8)'),
};
export const status = (s: TbState): Status => {
  if (s.result) return { waitingFor: [], phase: 'over', turn: s.turn, result: { winner: s.result.winner, reason: s.result.reason } };
  const a = s.await;
  const label = PHASE_LABEL[s.phase] ?? text(s.phase, s.phase);
  if (!a) return { waitingFor: [], phase: s.phase, turn: s.turn, prompt: label };
  return { waitingFor: [...a.sides], phase: `${s.phase}.${a.kind}`, prompt: label, midTurn: a.kind === 'card', turn: s.turn };
};

const optionsSchema = z.object({ position: z.unknown().optional() }).strict();

/** setup: the scenario's start, then the automatic steps up to the first decision (phase 1, initiative) */
export const setup = (scenarioId: string, dice: Dice): TbState => {
  const s = setupScenario(scenarioId);
  advance({ s, side: '', dice, events: [] });
  return s;
};

const tannenberg: GameModule<TbState, TbBatch> = {
  id: 'tannenberg-1914',
  title: text('Tannenberg 1914', 'Tannenberg 1914'),
  sides: SIDES,
  sideNames: { de: text('Niemcy', 'Germans'), ru: text('Rosjanie', 'Russians') },
  scenarios: PACK.scenarios.map((sc) => ({ id: sc.id, title: sc.title, description: sc.description, length: text(`${sc.turns} etapów`, `${sc.turns} turns`), sides: SIDES })),
  batchSchema: batchSchema as z.ZodType<TbBatch>,
  optionsSchema,
  optionFields: [],
  setup(scenarioId, options, dice) {
    optionsSchema.parse(options ?? {});
    return setup(scenarioId, dice);
  },
  status,
  apply: (state, side, batch, dice) => apply(state, side, batch, dice),
  view,
  staticBoard,
  defaultAnswer(s, side) {
    // a combat card is the only answer inside the other side's turn: DEFEND stands in
    return s.await?.kind === 'card' && s.await.sides.includes(side as SideId) ? { orders: [{ type: 'card', card: 'defend' }] } : null;
  },
  describe,
  // masking is not written yet; the one secret, a sealed card, is never put in the other side's view or events
  secrets: () => [],
  randomBatch: (s, side, dice) => randomBatch(s, side as SideId, dice),
};
export default tannenberg;

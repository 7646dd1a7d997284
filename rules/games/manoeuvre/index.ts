/** Manoeuvre (GMT Games; Polish edition Rebel.pl): the rules engine as one GameModule. */
import { z } from 'zod';
import type { GameModule, Secret, Status } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { applyBatch } from './apply.js';
import { randomBatch } from './random.js';
import { greedyBatch } from './bot.js';
import { describeEvent } from './describe.js';
import { EVENT_TYPES } from './event-types.js';
import { packDefsFor, packDefsOf, registerPack } from './pack.js';
import { packHash } from '../../core/pack-hash.js';
import type { Pack } from './schema.js';
import { batchSchema, type MBatch } from './orders.js';
import { optionFields, variantsSchema } from './variants.js';
import { loadPosition } from './position.js';
import { DEFAULT_VARIANTS, newState } from './setup.js';
import { awaited, RULES_VERSION, SIDES, type MSide, type MState } from './state.js';
import { PROMPTS, staticBoard, view } from './view.js';
import { phaseLabel, SIDE_NAMES } from './phase-label.js';
import { eventMarks } from './marks.js';
import { packNotes } from '../../core/guide.js';
import { GUIDE } from './guide.js';
import { counterKeyOf } from './counter-key.js';

const MID_TURN = new Set(['guerrilla', 'defense', 'retreat']);

const status = (s: MState): Status => {
  if (s.result)
    return {
      waitingFor: [],
      phase: 'over',
      phaseLabel: phaseLabel('over', s.turnNo),
      turn: s.turnNo,
      result: { winner: s.result.winner, reason: `${s.result.reason}: ${s.result.detail}` },
    };
  const w = awaited(s);
  const midTurn = MID_TURN.has(s.phase) || (s.phase === 'choice' && s.combat?.chooser !== s.active);
  return {
    waitingFor: w,
    phase: s.phase,
    phaseLabel: phaseLabel(s.phase, s.turnNo),
    turn: s.turnNo,
    prompt: PROMPTS[s.phase],
    ...(midTurn ? { midTurn: true } : {}),
  };
};

export const optionsSchema = variantsSchema.extend({ position: z.unknown().optional() }).strict();

/**
 * The module built from a pack passed in (v3): armies, cards, terrain chart and map sections come
 * from `pack` (each game on another pack names it by hash in its state); `packHash` is its content hash.
 * The default export is built from our shipped pack.
 */
export const createManoeuvre = (pack: Pack): GameModule<MState, MBatch> => ({
  id: 'manoeuvre',
  packHash: registerPack(pack) ?? packHash(pack),
  pack,
  guide: { ...GUIDE, provenance: packNotes(pack), counterKey: counterKeyOf(pack.armies.flatMap((a) => a.units)) },
  title: text('Manoeuvre', 'Manoeuvre'),
  sides: SIDES,
  // Seats are neutral (rule 3 decides armies and the first player in setup), so they are colours.
  sideNames: SIDE_NAMES,
  eventTypes: EVENT_TYPES,
  eventMarks,
  scenarios: [
    {
      id: 'standard',
      title: text('Bitwa', 'Battle'),
      length: text('do zmroku (ok. 20–30 tur)', 'until nightfall (about 20–30 turns)'),
      sides: SIDES,
      description: text(
        'Pierwszy gracz układa mapę, drugi wybiera dwie armie; rozstawienie według zasad.',
        'The first player builds the map, the second picks two nations; set-up by the rules.',
      ),
    },
    {
      id: 'intro',
      title: text('Bitwa wprowadzająca', 'Introductory battle'),
      length: text('do zmroku', 'until nightfall'),
      sides: SIDES,
      description: text(
        'Stała mapa; Brytyjczycy przeciw Francuzom; pierwszy gracz wybiera stronę.',
        'A fixed map; Britain against France; the first player picks his nation.',
      ),
    },
  ],
  batchSchema: batchSchema as z.ZodType<MBatch>,
  optionsSchema,
  optionFields,
  // 2: the common turn in two submissions (README "Rules versions"); version-1 games keep their rules
  rulesVersion: RULES_VERSION,
  setup(scenarioId, options, dice, context) {
    const o = optionsSchema.parse(options ?? {});
    const rules = context?.rulesVersion ?? RULES_VERSION;
    if (o.position !== undefined) return loadPosition(o.position, rules, pack);
    if (scenarioId !== 'standard' && scenarioId !== 'intro') throw new Error(`unknown scenario ${scenarioId}`);
    const { position: _p, ...variants } = o;
    return newState(scenarioId, { ...DEFAULT_VARIANTS, ...variants }, dice, pack, rules);
  },
  status,
  apply: applyBatch,
  view,
  staticBoard,
  defaultAnswer(s, side) {
    if (!awaited(s).includes(side as MSide)) return null;
    switch (s.phase) {
      case 'guerrilla':
        return { orders: [{ type: 'pass' }] };
      case 'defense':
        return { orders: [{ type: 'defend' }] };
      case 'retreat':
        return { orders: [{ type: 'retreat-to', square: s.combat!.retreatOptions[0] }] };
      case 'choice':
        return s.combat!.chooser !== s.active ? { orders: [{ type: 'result', choice: 'hit' }] } : null;
      default:
        return null;
    }
  },
  describe: (e, lang) => describeEvent(e, lang, packDefsFor(pack)),
  secrets(s) {
    const out: Secret[] = [];
    for (const x of SIDES) {
      const p = s.players[x];
      for (const id of p.hand) {
        if (p.shown.includes(id)) continue;
        out.push({ visibleTo: [x], token: id, what: `${x}'s hand card` });
      }
    }
    return out;
  },
  randomBatch,
  botBatch: greedyBatch,
});

const manoeuvre = createManoeuvre(packDefsOf().pack);
export default manoeuvre;

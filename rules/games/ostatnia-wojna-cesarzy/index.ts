import { z } from 'zod';
import type { GameModule, Status } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { apply } from './apply.js';
import { describe, describerFor } from './describe.js';
import { EVENT_TYPES } from './event-types.js';
import { callSecrets } from './campaign/hooks.js';
import { campaignOptionsSchema } from './campaign/options.js';
import { campaignOptionFields, campaignOptionsFrom, withCampaignOptions } from './campaign/option-fields.js';
import { eventMarks } from './marks.js';
import { packHash } from '../../core/pack-hash.js';
import { batchSchema, type OwcBatch } from './orders.js';
import { PACK } from './pack.js';
import { registerPack } from './pack-of.js';
import { randomBatch } from './random.js';
import { botBatch } from './bot.js';
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
import { withSeats } from './seats-module.js';
import { RULES_VERSION, VERSION_FIRST } from './version.js';

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

export const status = (s: OwcState): Status => {
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

/** a custom position (unrated games) and the game options, each an ambiguity's reading (variants.ts) */
const optionsSchema = z
  .object({ position: z.unknown().optional(), ...variantShape, ...campaignOptionsSchema.shape })
  .strict();

/**
 * The module built from a pack passed in (v3): its scenarios, unit names and (in each game, named by hash)
 * map, forces and tables come from `pack`; `packHash` is the pack's content hash, which a game pins.
 * The default export is built from our shipped pack.
 */
export const createOwc = (pack: Pack): GameModule<OwcState, OwcBatch> => withSeats(pack, twoSides(pack));

/** the module of the two sides, Allies and Russians; scenario F seats three players on it (seats-module.ts) */
const twoSides = (pack: Pack): GameModule<OwcState, OwcBatch> => ({
  id: 'ostatnia-wojna-cesarzy',
  packHash: registerPack(pack) ?? packHash(pack),
  pack,
  guide: { ...GUIDE, provenance: packNotes(pack) },
  title: text('Ostatnia Wojna Cesarzy', 'The Last War of the Emperors'),
  sides: SIDE_IDS,
  sideNames: { allies: text('Sprzymierzeni', 'Allies (Central Powers)'), russians: text('Rosjanie', 'Russians') },
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
      sides: SIDE_IDS,
    })),
  batchSchema: batchSchema as z.ZodType<OwcBatch>,
  optionsSchema,
  optionFields: [...optionFields, ...campaignOptionFields],
  rulesVersion: RULES_VERSION,
  setup(scenarioId, options, _dice, context) {
    const { position, ...rest } = optionsSchema.parse(options ?? {});
    const variants = variantsFrom(rest);
    // version.ts: a game keeps the version it was created under (version 1 wrote none); from
    // VERSION_FIRST it is in the state before set-up places the first arrivals
    const version = context?.rulesVersion ?? RULES_VERSION;
    const first = version >= VERSION_FIRST ? version : undefined;
    const s =
      position !== undefined
        ? setupPosition({ scenario: scenarioId, ...(position as object) }, variants, pack, first)
        : setupScenario(scenarioId, variants, pack, first);
    const campaign = withCampaignOptions(s, campaignOptionsFrom(rest)); // AMB-33–58 (campaign scenarios)
    if (version >= 2) return { ...campaign, rulesVersion: version };
    const { trenchCover: _, ...v1 } = campaign.variants!; // a version-2 option: not in a version-1 state
    return { ...campaign, variants: v1 as typeof campaign.variants };
  },
  status,
  apply: (state, side, batch, dice) => apply(state, side, batch, dice),
  view,
  staticBoard,
  defaultAnswer(s, side) {
    // the passive choice for answers inside the other side's turn; whole turns have none
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
  },
  describe: pack === PACK ? describe : describerFor([...pack.forces.units, ...(pack.campaign?.units ?? [])]),
  // 16: concealed units (scenario A has none); 22.6: an unexposed secret stockpile
  secrets: (s) => [...concealmentSecrets(s), ...stashSecrets(s), ...callSecrets(s)],
  eventMarks,
  randomBatch: (s, side, dice) => randomBatch(s, side as SideId, dice),
  botBatch: (s, side, dice) => botBatch(s, side as SideId, dice),
  eventTypes: EVENT_TYPES,
});

const owc = createOwc(PACK);
export default owc;

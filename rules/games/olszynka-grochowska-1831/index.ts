import type { GameModule } from '../../core/contract.js';
import { scenarioInfos } from '../../core/pack-kit.js';
import { packHash } from '../../core/pack-hash.js';
import { text } from '../../core/text.js';
import { applyWith } from './apply.js';
import { describeWith, EVENT_TYPES, SIDE_NAMES } from './describe.js';
import { batchSchema, type OlszynkaBatch } from './orders.js';
import { eventMarks } from './marks.js';
import { indexPack, PACK } from './pack.js';
import { botBatchWith } from './bot.js';
import { randomBatchWith } from './random.js';
import type { Pack } from './schema.js';
import { setupScenario } from './setup.js';
import type { GameState, SideId } from './state.js';
import { status } from './status.js';
import { optionFields, optionsSchema } from './variants.js';
import { staticBoardOf, viewOf } from './view.js';
import { packNotes } from '../../core/guide.js';
import { GUIDE } from './guide.js';

const SIDES = ['pl', 'ru'] as const;

/**
 * The rules version: 2 added the charge continuation (R 10.2.7) after a won cavalry combat; 3 the
 * options AMB-61 (`polishChief`) and, in effect, AMB-6b (`cInCRange`, offered before but not applied);
 * 4 the rebalanced `alder-wood-1831` (its `revisions` in the pack, scenario-at.ts: the 24th Division
 * joins the Russians and their automatic defeat moves to 48 points lost); 5 the pursuit as R 12.3 has it: the
 * attack order may name other attackers that follow the morale unit (`pursuers`) and their facing after it;
 * 6 what the pursuit brings along (phases/pursued.ts): each cavalry pursuer rolls its own R 10.2.7
 * continuation, and a leader whose attacking hex its units all left by pursuit goes with them (by rout: R 3.6.4).
 * 7 R 3.6.3 after a combat (phases/left-alone.ts: a leader it leaves alone beside the enemy flees at once) and
 * withdrawals asked live kept like those by policy, next to the entered hex only (phases/react-again.ts).
 * 8 every reaction still on offer looked at again after each live answer (react-again.ts `PRUNE_RULES`): a
 * unit a stack-mate's withdrawal took away changes front or counter-charges no more (it was left facing nowhere).
 * 9 a move the die cuts short (a reaction, a short forced march) in a hex the mover may only pass through
 * (R 6.7) stops in the last hex of its path where it may stand (movement.ts `FALL_BACK_RULES`); before, the
 * whole batch was refused (STACK_LIMIT).
 * A game keeps the version it was created under (state.ts `rulesVersion`, absent for 1).
 */
export const RULES_VERSION = 9;

/** The module built from a pack passed in (v3); the default export is built from our pack. */
export const createOlszynka = (pack: Pack): GameModule<GameState, OlszynkaBatch> => {
  const P = indexPack(pack);
  const board = staticBoardOf(P);
  const random = randomBatchWith(P);
  const bot = botBatchWith(P);
  return {
    id: 'olszynka-grochowska-1831',
    packHash: packHash(pack),
    rulesVersion: RULES_VERSION,
    pack,
    fromPack: (p) => createOlszynka(p as Pack),
    guide: { ...GUIDE, provenance: packNotes(pack) },
    title: text('1831 Olszynka Grochowska', '1831 Olszynka Grochowska'),
    sides: SIDES,
    sideNames: SIDE_NAMES,
    scenarios: scenarioInfos(pack.scenarios, SIDES, (sc) => text(`${sc.stages} etapów`, `${sc.stages} stages`)),
    batchSchema: batchSchema as GameModule<GameState, OlszynkaBatch>['batchSchema'],
    optionsSchema,
    optionFields,
    setup: (scenarioId, options, dice, context) =>
      setupScenario(P, scenarioId, optionsSchema.parse(options ?? {}), dice, context?.rulesVersion ?? RULES_VERSION),
    status,
    apply: applyWith(P),
    view: viewOf(P),
    staticBoard: () => board,
    defaultAnswer: (s, side) =>
      (s.phase === 'reactionFire' || s.phase === 'reaction') && status(s).waitingFor.includes(side)
        ? { orders: [{ type: 'end' }] }
        : null,
    describe: describeWith(P),
    eventTypes: EVENT_TYPES,
    eventMarks,
    // policies are private, but nothing in a view or event spells them: the reactions they cause are public acts
    secrets: () => [],
    randomBatch: (s, side, dice) => random(s, side as SideId, dice),
    botBatch: (s, side, dice) => bot(s, side as SideId, dice),
  };
};

const olszynka = createOlszynka(PACK().pack);
export default olszynka;

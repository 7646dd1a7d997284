import type { z } from 'zod';
import type { GameModule, Status } from '../../core/contract.js';
import { scenarioInfos } from '../../core/pack-kit.js';
import { text } from '../../core/text.js';
import { apply } from './apply.js';
import { describe, describerFor } from './describe.js';
import { EVENT_TYPES } from './event-types.js';
import { eventMarks } from './marks.js';
import { batchSchema, type WojnaBatch } from './orders.js';
import { PACK } from './pack.js';
import { botBatch } from './bot.js';
import { randomBatch } from './random.js';
import { SIDES, type Pack, type SideId } from './schema.js';
import { registerPack } from './parts.js';
import { setupGame } from './setup.js';
import type { WojnaState } from './state.js';
import { optionFields, optionsSchema } from './variants.js';
import { staticBoard, view } from './view.js';
import { packHash } from '../../core/pack-hash.js';
import { packNotes } from '../../core/guide.js';
import { GUIDE } from './guide.js';
import { RULES_VERSION } from './version.js';

/** each window's phase of the turn (3.x) and name */
const PHASE_OF = { air: 2, replacements: 3, army: 7 } as const;
const WINDOW_NAMES = {
  activation: text('aktywacja', 'activation'),
  air: text('plan lotów', 'air plan'),
  replacements: text('uzupełnienia', 'replacements'),
  army: text('ruch sztabów armii', 'army HQ moves'),
};

export const status = (s: WojnaState): Status => {
  if (s.result) return { waitingFor: [], phase: 'over', turn: s.turn, result: s.result };
  const a = s.awaiting;
  if (!a) return { waitingFor: [], phase: s.phase, turn: s.turn };
  const phase = a.kind === 'activation' ? `activation.${s.activation!.phase}.${s.activation!.segment}` : a.kind;
  const who = a.side === 'polish' ? text('Polacy', 'Poles') : text('przeciwnik', 'the opponent');
  const inActivation =
    a.kind === 'activation' ||
    a.kind === 'defence' ||
    a.kind === 'reaction' ||
    a.kind === 'fighters' ||
    a.kind === 'contact' ||
    a.kind === 'overstack';
  const n = inActivation ? s.activation!.phase : PHASE_OF[a.kind as keyof typeof PHASE_OF];
  const name = inActivation ? WINDOW_NAMES.activation : WINDOW_NAMES[a.kind as keyof typeof PHASE_OF];
  const phaseLabel = text(
    `Etap ${s.turn}, faza ${n}: ${name.pl} — ${who.pl}`,
    `Turn ${s.turn}, phase ${n}: ${name.en} — ${who.en}`,
  );
  const prompt =
    a.kind === 'defence'
      ? text('Obrona przed atakiem', 'Defend against an attack')
      : a.kind === 'reaction'
        ? text('Reakcja na ruch przeciwnika', 'React to the enemy’s move')
        : a.kind === 'fighters' && a.side !== s.activation?.active
          ? text('Myśliwce przeciw lotnictwu atakującego (17.12)', 'Fighters against the attacker’s aviation (17.12)')
          : a.kind === 'fighters'
            ? text('Myśliwce przeciw wsparciu obrońcy (17.12)', 'Fighters against the defender’s support (17.12)')
            : a.kind === 'contact'
              ? text(
                  `Wybierz drogę po kontakcie (${s.activation!.contacts![0].rule})`,
                  `Choose the path after a contact (${s.activation!.contacts![0].rule})`,
                )
              : a.kind === 'overstack'
                ? text(
                    `Przesuń nadwyżkę stosu z ${s.activation!.overstack!.hex} (12.5)`,
                    `Displace the excess of the stack on ${s.activation!.overstack!.hex} (12.5)`,
                  )
                : text(`Faza ${n}: ${name.pl}`, `Phase ${n}: ${name.en}`);
  return {
    waitingFor: [a.side],
    phase,
    phaseLabel,
    prompt,
    turn: s.turn,
    ...(a.kind === 'defence' ||
    a.kind === 'reaction' ||
    a.kind === 'fighters' ||
    a.kind === 'contact' ||
    a.kind === 'overstack'
      ? { midTurn: true }
      : {}),
  };
};

export { RULES_VERSION };

/**
 * The module built from a pack passed in (v3): its scenarios, counters, map and tables come from
 * `pack`, `packHash` is the pack's content hash (which a game pins), and a game's state names a pack
 * other than ours by that hash (parts.ts). The default export is built from our shipped pack.
 */
export const createWojna = (pack: Pack): GameModule<WojnaState, WojnaBatch> => ({
  id: 'wojna-o-niepodleglosc',
  packHash: registerPack(pack) ?? packHash(pack),
  rulesVersion: RULES_VERSION,
  guide: { ...GUIDE, provenance: packNotes(pack) },
  title: text('Wojna o niepodległość 1918–1921', 'War of Independence 1918–1921'),
  sides: SIDES,
  sideNames: { polish: text('Polacy', 'Poles'), opposing: text('Przeciwnik', 'Opponent') },
  scenarios: scenarioInfos(pack.scenarios, SIDES, (sc) =>
    text(`${sc.initiative.length} etapów`, `${sc.initiative.length} turns`),
  ),
  batchSchema: batchSchema as z.ZodType<WojnaBatch>,
  optionsSchema,
  optionFields,
  setup(scenarioId, options, dice, context) {
    const { position, ...rest } = optionsSchema.parse(options ?? {});
    return setupGame(pack, scenarioId, rest as never, dice, position, context?.rulesVersion);
  },
  status,
  apply: (s, side, batch, dice) => apply(s, side, batch, dice),
  view,
  staticBoard,
  // a live defence answer that times out: as the policies say (the policy `ask` itself: the defaults)
  // a reaction asked live that times out: no reaction (the policy's default, `never`; rules version 5)
  // the attacker's fighters asked live (rules version 10) that time out: no fighter reaction
  // a contact's path asked live (rules version 11) that times out: the engine's path
  // the excess of an overstacked hex asked live (12.5, rules version 15) that times out: the engine's displacement
  defaultAnswer: (s, side) =>
    s.awaiting?.side !== side
      ? null
      : s.awaiting.kind === 'defence'
        ? { orders: [{ type: 'defend' }] }
        : s.awaiting.kind === 'reaction'
          ? { orders: [{ type: 'react' }] }
          : s.awaiting.kind === 'fighters'
            ? { orders: [{ type: 'fighters' }] }
            : s.awaiting.kind === 'contact'
              ? { orders: [{ type: 'displace' }] }
              : s.awaiting.kind === 'overstack'
                ? { orders: [{ type: 'overstack' }] }
                : null,
  describe: pack === PACK ? describe : describerFor(pack),
  eventMarks,
  eventTypes: EVENT_TYPES,
  secrets: () => [], // open information: the series hides nothing
  randomBatch: (s, side, dice) => randomBatch(s, side as SideId, dice),
  botBatch: (s, side, dice) => botBatch(s, side as SideId, dice),
});

const wojna = createWojna(PACK);
export default wojna;

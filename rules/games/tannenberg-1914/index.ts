import type { z } from 'zod';
import { resultOf, type Dice, type GameModule, type Status } from '../../core/contract.js';
import { scenarioInfos } from '../../core/pack-kit.js';
import { text } from '../../core/text.js';
import { apply } from './apply.js';
import type { Card } from './combat.js';
import { describe, EVENT_TYPES, PHASE_LABEL, SIDE_NAME } from './describe.js';
import { eventMarks } from './marks.js';
import { batchSchema, type TbBatch } from './orders.js';
import { PACK } from './pack.js';
import { applyPosition } from './position.js';
import { botBatch } from './bot.js';
import { randomBatch } from './random.js';
import { SIDES, type Pack, type SideId } from './schema.js';
import { registerPack } from './pack-of.js';
import { packHash } from '../../core/pack-hash.js';
import { setupScenario } from './setup.js';
import { RULES_VERSION, type TbState } from './state.js';
import { markerLabel, staticBoard, triggerToken, view } from './view.js';
import { standingToken } from './phases/standing.js';
import { sealedToken } from './phases/masking.js';
import { advance } from './phases/turn.js';
import { optionFields, optionsFor, optionsSchema, type Options } from './variants.js';
import { packNotes } from '../../core/guide.js';
import { GUIDE } from './guide.js';

const PROMPT = {
  mask: text(
    'Maskowanie: ukryj oddziały pod znacznikami albo zakończ (16.1)',
    'Masking: put units under markers, or finish (16.1)',
  ),
  recon: text(
    'Rozpoznanie: wybierz cele kawalerii albo zakończ (16.3)',
    'Reconnaissance: pick cavalry targets, or finish (16.3)',
  ),
  reserve: text(
    'Odwody: wyznacz oddziały i ich ruch albo zakończ (4.5)',
    'Reserves: name units and their move, or finish (4.5)',
  ),
  'reserve-ask': text(
    'Ruch odwodu: przesuń odwód w strefę kontroli wroga albo przepuść go (4.5.6)',
    "Reserve move: step a reserve into the mover's ZOC, or let it pass (4.5.6)",
  ),
  move: text('Ruch: przesuń oddziały albo zakończ fazę (4)', 'Movement: move pieces or end the phase (4)'),
  combat: text('Wyznacz starcie albo zakończ walki (9.1.7)', 'Designate a combat or end the phase (9.1.7)'),
  card: text('Wybierz kartę walki (9.3)', 'Choose a combat card (9.3)'),
};
export const status = (s: TbState): Status => {
  const phaseLabel = PHASE_LABEL[s.phase] ?? text(s.phase, s.phase);
  if (s.result)
    return {
      waitingFor: [],
      phase: 'over',
      phaseLabel,
      turn: s.turn,
      result: resultOf(s.result.winner ? [s.result.winner] : [], s.result.reason),
    };
  const a = s.await;
  if (!a) return { waitingFor: [], phase: s.phase, phaseLabel, turn: s.turn };
  return {
    waitingFor: [...a.sides],
    phase: `${s.phase}.${a.kind}`,
    phaseLabel,
    prompt: PROMPT[a.kind],
    midTurn: a.kind === 'card' || a.kind === 'reserve-ask',
    turn: s.turn,
    // 9.3: a card handed in stays replaceable until the other card is in
    ...(a.kind === 'card' && s.combat && Object.keys(s.combat.cards).length
      ? { replaceable: Object.keys(s.combat.cards) }
      : {}),
  };
};

/** setup: the scenario's start on `pack` (ours unless given), then the automatic steps up to the first decision (phase 1, initiative) */
export const setup = (
  scenarioId: string,
  dice: Dice,
  options: Partial<Options> = {},
  rulesVersion?: number,
  pack: Pack = PACK,
  /** a start in the position form (position.ts, README "Positions") */
  position?: unknown,
): TbState => {
  const s = setupScenario(scenarioId, pack);
  if (position !== undefined) applyPosition(s, position);
  s.options = optionsFor(rulesVersion ?? RULES_VERSION, options);
  // kept from version 2 on: a state without it is a game of version 1, whose logs replay byte for byte
  if ((rulesVersion ?? RULES_VERSION) >= 2) s.rulesVersion = rulesVersion ?? RULES_VERSION;
  advance({ s, side: '', dice, events: [] });
  return s;
};

/**
 * The module built from a pack passed in: its scenarios, counters, map and tables come from `pack`,
 * `packHash` is the pack's content hash (which a game pins), and a game's state names a pack other
 * than ours by that hash (pack-of.ts). The default export is built from our shipped pack.
 */
export const createTannenberg = (pack: Pack): GameModule<TbState, TbBatch> => ({
  id: 'tannenberg-1914',
  packHash: registerPack(pack) ?? packHash(pack),
  guide: { ...GUIDE, provenance: packNotes(pack) },
  title: text('Tannenberg 1914', 'Tannenberg 1914'),
  sides: SIDES,
  sideNames: SIDE_NAME,
  scenarios: scenarioInfos(pack.scenarios, SIDES, (sc) => text(`${sc.turns} etapów`, `${sc.turns} turns`)),
  batchSchema: batchSchema as z.ZodType<TbBatch>,
  optionsSchema,
  optionFields,
  rulesVersion: RULES_VERSION,
  setup(scenarioId, options, dice, context) {
    const { position, ...rest } = optionsSchema.parse(options ?? {});
    return setup(scenarioId, dice, rest as Partial<Options>, context?.rulesVersion, pack, position);
  },
  status,
  apply: (state, side, batch, dice) => apply(state, side, batch, dice),
  view,
  staticBoard,
  defaultAnswer(s, side) {
    // 9.3: a combat card is the only mid-turn answer. A side still to choose plays DEFEND (the card
    // every rule allows: AMB-29, AMB-60, AMB-64); a side whose sealed card is still replaceable keeps it.
    // 4.5.6 (rules version 4): a reserve owner asked live who does not answer lets the mover go on.
    if (s.await?.kind === 'reserve-ask')
      return s.await.sides.includes(side as SideId) ? { orders: [{ type: 'end' }] } : null;
    if (s.await?.kind !== 'card' || !s.combat) return null;
    const sealed = s.combat.cards[side as SideId] as Card | undefined;
    const flee = s.combat.flee?.[side as SideId];
    const fire = s.combat.support?.[side as SideId];
    if (sealed)
      return {
        orders: [
          {
            type: 'card',
            card: sealed,
            ...(flee ? { flee } : {}),
            ...(fire?.guns.length ? { support: fire.guns } : {}),
            ...(fire?.triple ? { triple: fire.triple } : {}),
            ...(s.combat.paths?.[side as SideId] ? { paths: s.combat.paths[side as SideId] } : {}),
            ...(s.combat.count?.[side as SideId] ? { count: s.combat.count[side as SideId] } : {}),
          },
        ],
      };
    return s.await.sides.includes(side as SideId) ? { orders: [{ type: 'card', card: 'defend' }] } : null;
  },
  describe,
  eventTypes: EVENT_TYPES,
  eventMarks,
  // Secrets: a sealed combat card (shown only in its owner's panel as "(card)"), the reserve triggers
  // and the sealed masking and recon orders (only in their owner's panel), what each marker hides and
  // whether it is empty (16.2.1: only its owner's board shows it).
  secrets: (s) => [
    ...s.markers.flatMap((m) => [
      ...m.contents.map((u) => ({ visibleTo: [m.side], token: JSON.stringify(u), what: `unit ${u} under ${m.id}` })),
      // rules version 17: the HQs and trains in its box (16.2.8)
      ...(m.staff ?? []).map((x) => ({ visibleTo: [m.side], token: JSON.stringify(x), what: `${x} under ${m.id}` })),
      ...(m.contents.length || m.staff?.length
        ? []
        : [{ visibleTo: [m.side], token: markerLabel(m.id, 0), what: `${m.id} is empty` }]),
    ]),
    ...(s.sealed ?? []).flatMap(({ side, orders }) =>
      orders.map((o) => ({ visibleTo: [side], token: sealedToken(o), what: `${side}'s sealed ${o.type} order` })),
    ),
    ...(s.combat
      ? Object.entries(s.combat.cards).map(([side, card]) => ({
          visibleTo: [side],
          token: `(${card})`,
          what: `${side}'s sealed combat card`,
        }))
      : []),
    ...s.reserves.map((r) => ({ visibleTo: [r.side], token: triggerToken(r), what: `${r.side}'s reserve trigger` })),
    // rules version 8: standing escape paths and displacement hexes
    ...(s.standing ?? []).map((x) => ({
      visibleTo: [x.side],
      token: standingToken(x),
      what: `${x.side}'s standing choice for ${x.piece}`,
    })),
    // 4.5.6: a paused move's path beyond the hex where it waits is the mover's
    ...(s.paused && s.paused.at < s.paused.path.length - 1
      ? [{ visibleTo: [s.paused.side], token: s.paused.path.join('–'), what: 'the rest of a paused move' }]
      : []),
  ],
  randomBatch: (s, side, dice) => randomBatch(s, side as SideId, dice),
  botBatch: (s, side, dice) => botBatch(s, side as SideId, dice),
});

const tannenberg = createTannenberg(PACK);
export default tannenberg;

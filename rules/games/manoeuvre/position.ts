/**
 * The documented JSON form of any position (README "Positions"), passed as the setup option
 * `position` in unrated games: the map, every unit with its state and square, hands, decks and
 * discards, whose turn and which phase. It may bring its own armies or terrain chart.
 *
 * Every decision point of spec 5.2–5.4 can be a start: the six set-up steps (3) and the four main
 * phases are described directly (`phase`); the answers inside a turn (P1–P3 Guerrilla, P4/P5
 * defense, P6 attack cards, P7/P8 Hit or Retreat, P9 retreat square, P10 advance) depend on cards
 * already played and dice already rolled, so they are reached by `then`: batches applied by the rules
 * themselves to the described position, with the dice they need. A position can therefore never hold
 * a combat the rules could not have produced, and `at` states the decision point it must end at.
 */
import { z } from 'zod';
import { FixedDice } from '../../core/dice.js';
import { applyBatch } from './apply.js';
import { defs, namePack, validateCustom } from './pack.js';
import { EDGES, isSquare, opposite, QUADRANTS, idx } from './geometry.js';
import { batchSchema } from './orders.js';
import { armySchema, type Pack, terrainSchema } from './schema.js';
import { buildTerrain, DEFAULT_VARIANTS } from './setup.js';
import { variantsSchema } from './variants.js';
import {
  awaited,
  blankState,
  freshTurn,
  GUERRILLA_CASES,
  RULES_VERSION,
  SIDES,
  type GuerrillaCase,
  type MSide,
  type MState,
  type Phase,
} from './state.js';
import { formatPath } from '../../core/zod-path.js';

const side = z.enum(SIDES);
const sq = z.string().refine(isSquare, 'a square a1..h8');
const perSide = <T extends z.ZodTypeAny>(t: T) => z.object({ blue: t, red: t }).strict();

/** set-up steps in order (3); a position's own `phase` may be any of these or a main phase */
export const SETUP_PHASES = [
  'setup.sections',
  'setup.pair',
  'setup.nation',
  'setup.edge',
  'setup.hand',
  'setup.deploy',
] as const;
export const MAIN_PHASES = ['discard', 'movement', 'combat', 'restoration'] as const;
/** the answers inside a turn (5.2 P1–P10), reached with `then` */
export const ANSWER_PHASES = ['guerrilla', 'defense', 'attack', 'choice', 'retreat', 'advance'] as const;
const before = (p: string, q: (typeof SETUP_PHASES)[number]): boolean =>
  SETUP_PHASES.indexOf(p as never) >= 0 && SETUP_PHASES.indexOf(p as never) <= SETUP_PHASES.indexOf(q);

export const positionSchema = z
  .object({
    /** required from `setup.nation` on (at `setup.nation` they are the pair offered: blue's and red's are just the two) */
    armies: perSide(z.string()).optional(),
    /** our own components for this position (validated by the pack schema) */
    custom: z
      .object({ armies: z.array(armySchema).optional(), chart: z.array(terrainSchema).optional() })
      .strict()
      .optional(),
    first: side.default('blue'),
    active: side.optional(),
    phase: z.enum([...SETUP_PHASES, ...MAIN_PHASES]).default('discard'),
    turn: z.number().int().min(1).default(1),
    /** the first player's home edge; the other gets the opposite one */
    edges: perSide(z.enum(EDGES)).optional(),
    map: z
      .union([
        /** four sections; at `setup.sections`, the 0–3 placed so far */
        z
          .object({
            sections: z
              .array(
                z.object({
                  quadrant: z.enum(QUADRANTS),
                  id: z.number().int(),
                  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
                }),
              )
              .max(4),
          })
          .strict(),
        /** 8 strings of 8 terrain codes, rank 8 first (as the board is drawn) */
        z.object({ rows: z.array(z.string().length(8)).length(8) }).strict(),
        /** terrain by square, everything else open */
        z.object({ squares: z.record(sq, z.string()) }).strict(),
      ])
      .optional(),
    /** units not listed are eliminated (at `setup.deploy`: not yet deployed) */
    units: z
      .array(z.object({ unit: z.string(), square: sq, status: z.enum(['full', 'reduced']).default('full') }).strict())
      .default([]),
    hands: perSide(z.array(z.string()).max(5)).optional(),
    /** draw piles, top first; default: the rest of the deck in printed order */
    decks: perSide(z.array(z.string())).optional(),
    /** discard piles, the last is the top */
    discards: perSide(z.array(z.string())).optional(),
    redoubts: z.array(sq).default([]),
    exhausted: perSide(z.union([z.literal(0), z.literal(1), z.literal(2)])).optional(),
    endAfter: z.enum(['player-turn', 'game-turn']).nullable().default(null),
    options: variantsSchema.optional(),
    standing: perSide(
      z
        .object({
          guerrilla: z.enum(['ask', 'never']).default('ask'),
          /** 5.2 P1–P3 per situation; a situation not listed follows `guerrilla` */
          guerrillaBy: z
            .object(
              Object.fromEntries(GUERRILLA_CASES.map((k) => [k, z.enum(['ask', 'never']).optional()])) as Record<
                GuerrillaCase,
                z.ZodOptional<z.ZodEnum<['ask', 'never']>>
              >,
            )
            .strict()
            .optional(),
          choice: z.enum(['ask', 'hit', 'retreat']).default('ask'),
        })
        .strict(),
    ).optional(),
    /** what this player turn has done already (tests) */
    turnState: z
      .object({
        basicDone: z.boolean().optional(),
        supplyUsed: z.boolean().optional(),
        combatDone: z.boolean().optional(),
        restoreDone: z.boolean().optional(),
        fresh: z.boolean().optional(),
      })
      .strict()
      .optional(),
    /** batches applied in order to the position above, by the rules, with these dice (a d6 face is 1–6…) */
    then: z
      .array(
        z
          .object({
            side,
            orders: batchSchema.shape.orders,
            dice: z.array(z.number().int().min(1).max(20)).default([]),
          })
          .strict(),
      )
      .max(60)
      .default([]),
    /** the decision point the position must end at (after `then`); a mismatch is an error */
    at: z.enum([...SETUP_PHASES, ...MAIN_PHASES, ...ANSWER_PHASES]).optional(),
  })
  .strict();
export type Position = z.input<typeof positionSchema>;

/** a position that cannot be loaded: the message names the field (`position.units[2].square: …`) */
export class PositionError extends Error {}
const bad = (msg: string): never => {
  throw new PositionError(`position: ${msg}`);
};

export const loadPosition = (input: unknown, rules = RULES_VERSION, pack?: Pack): MState => {
  const parsed = positionSchema.safeParse(input);
  if (!parsed.success)
    throw new PositionError(
      parsed.error.issues
        .slice(0, 3)
        .map((i) => `${formatPath(i.path, 'position')}: ${i.message}`)
        .join('; '),
    );
  const p = parsed.data;
  const custom = p.custom && (p.custom.armies || p.custom.chart) ? p.custom : undefined;
  if (custom) {
    const errs = validateCustom(custom);
    if (errs.length) bad(errs.join('; '));
  }
  const first = p.first,
    phase = p.phase;
  const setup = (SETUP_PHASES as readonly string[]).includes(phase);
  const options = { ...DEFAULT_VARIANTS, ...(p.options ?? {}) };
  if (phase === 'setup.hand') options.hands = 'choose';
  const s = blankState('position', options, first, rules);
  s.phase = phase;
  s.active = setup ? first : (p.active ?? first);
  s.turnNo = setup ? 0 : p.turn;
  s.redoubts = p.redoubts;
  s.turn = { ...freshTurn(), ...(p.turnState ?? {}) };
  s.endAfter = p.endAfter;
  // a position on a club pack plays with its armies and chart
  namePack(s, pack);
  if (custom) s.custom = custom;
  const d = defs(s);
  if (setup && p.active && p.active !== first) bad(`active: in set-up the first player is active (3)`);
  if (before(phase, 'setup.sections') && p.map && !('sections' in p.map))
    bad('map: the first player is still placing sections (3): give map.sections');
  if (p.map && 'sections' in p.map && p.map.sections.length < 4 && phase !== 'setup.sections')
    bad(`map.sections: 4 sections, one per quadrant (3); fewer only at setup.sections`);
  if (phase === 'setup.sections' && p.map && 'sections' in p.map && p.map.sections.length === 4)
    bad('map.sections: all 4 are placed: the position is at setup.pair (3)');
  if (!before(phase, 'setup.pair') && !p.armies) bad(`armies: required at ${phase}`);
  if (before(phase, 'setup.pair') && p.armies) bad('armies: the nations are not chosen yet at this set-up step (3)');
  if (before(phase, 'setup.nation') && p.edges) bad('edges: the edges are chosen at setup.edge (3)');
  if (before(phase, 'setup.edge') && (p.hands || p.decks || p.discards))
    bad('hands: the cards are dealt after the edges are chosen (3)');
  if (before(phase, 'setup.hand') && p.units.length) bad(`units: nothing is deployed before setup.deploy (3)`);

  if (!p.map) s.terrain = phase === 'setup.sections' ? null : new Array(64).fill('open');
  else if ('sections' in p.map) {
    s.sections = p.map.sections as MState['sections'];
    if (new Set(s.sections.map((x) => x.quadrant)).size !== s.sections.length)
      bad('map.sections: one section per quadrant (3)');
    if (new Set(s.sections.map((x) => x.id)).size !== s.sections.length) bad('map.sections: each section once (3)');
    s.sections.forEach(
      (x, i) => d.sections.some((y) => y.id === x.id) || bad(`map.sections[${i}].id: no section ${x.id}`),
    );
    if (s.sections.length === 4) buildTerrain(s);
  } else if ('rows' in p.map) {
    const t: string[] = new Array(64);
    p.map.rows.forEach((row, r) =>
      [...row].forEach((code, f) => {
        const id = d.byCode[code];
        if (!id) bad(`map.rows[${r}]: unknown terrain code ${code}`);
        t[f + 8 * (7 - r)] = id;
      }),
    );
    s.terrain = t;
  } else {
    const t: string[] = new Array(64).fill('open');
    for (const [k, v] of Object.entries(p.map.squares)) {
      if (!d.chart[v as keyof typeof d.chart]) bad(`map.squares.${k}: unknown terrain ${v}`);
      t[idx(k)] = v;
    }
    s.terrain = t;
  }
  if (phase === 'setup.nation') {
    s.pair = [p.armies!.blue, p.armies!.red];
    s.pair.forEach((a, i) => d.armies[a] || bad(`armies.${SIDES[i]}: no army ${a}`));
    if (s.pair[0] === s.pair[1]) bad('armies: two different nations (3)');
  }
  if (!before(phase, 'setup.nation')) loadArmies(s, p, d);
  if (phase === 'setup.deploy') {
    const left = (x: MSide) => Object.values(s.units).some((u) => u.side === x && !u.sq);
    s.deployer = left(first)
      ? first
      : left(SIDES.find((x) => x !== first)!)
        ? SIDES.find((x) => x !== first)!
        : bad('units: every unit is deployed: start at discard (3)');
    if (s.deployer !== first && left(first)) bad('units: the first player deploys all his units first (3)');
  }
  return playThen(s, p);
};

type Parsed = z.output<typeof positionSchema>;

const loadArmies = (s: MState, p: Parsed, d: ReturnType<typeof defs>): void => {
  const first = p.first,
    phase = p.phase;
  const edges =
    p.edges ??
    (phase === 'setup.edge'
      ? null
      : ({ [first]: 'S', [first === 'blue' ? 'red' : 'blue']: 'N' } as Record<MSide, 'S' | 'N'>));
  if (edges && edges.blue !== opposite(edges.red)) bad('edges: the edges are opposite (3)');
  const dealt = phase !== 'setup.edge';
  for (const x of SIDES) {
    const army = d.armies[p.armies![x]];
    if (!army) bad(`armies.${x}: no army ${p.armies![x]}`);
    const pl = s.players[x];
    pl.army = army.id;
    pl.edge = edges ? edges[x] : null;
    const st = p.standing?.[x];
    if (st) {
      const by = Object.fromEntries(Object.entries(st.guerrillaBy ?? {}).filter(([, v]) => v));
      pl.standing = {
        guerrilla: st.guerrilla,
        choice: st.choice,
        ...(Object.keys(by).length ? { guerrillaBy: by } : {}),
      };
    }
    pl.exhausted = p.exhausted?.[x] ?? 0;
    const deck = d.decks[army.id];
    const hand = p.hands?.[x] ?? [];
    const disc = p.discards?.[x] ?? [];
    for (const [k, list] of [
      ['hands', hand],
      ['discards', disc],
      ['decks', p.decks?.[x] ?? []],
    ] as const)
      list.forEach((id, i) => deck.includes(id) || bad(`${k}.${x}[${i}]: ${id} is not a card of ${army.id}`));
    pl.hand = hand.slice();
    pl.discard = disc.slice();
    // 3.1.7: a hand still being chosen has no draw pile yet (the rest is shuffled when it is complete)
    const choosing = phase === 'setup.hand' && hand.length < 5;
    pl.handChosen = dealt && !choosing;
    if (choosing && (p.decks?.[x]?.length || disc.length))
      bad(`decks.${x}: a hand still being chosen has no draw pile or discards (3.1.7)`);
    pl.deck =
      !dealt || choosing
        ? []
        : (p.decks?.[x]?.slice() ?? deck.filter((id) => !hand.includes(id) && !disc.includes(id)));
    const all = [...pl.hand, ...pl.discard, ...pl.deck];
    if (new Set(all).size !== all.length) bad(`a card of ${army.id} is in two places`);
    // in set-up a unit not on the map is waiting to deploy; later it was eliminated
    const waiting = (SETUP_PHASES as readonly string[]).includes(phase);
    for (const u of army.units) s.units[u.id] = { side: x, sq: null, status: waiting ? 'full' : 'eliminated' };
  }
  const used = new Set<string>();
  p.units.forEach((u, i) => {
    if (!s.units[u.unit]) bad(`units[${i}].unit: no unit ${u.unit} in these armies`);
    if (used.has(u.square)) bad(`units[${i}].square: two units on ${u.square}`);
    if (phase === 'setup.deploy' && u.status !== 'full') bad(`units[${i}].status: units deploy at full strength (3)`);
    used.add(u.square);
    s.units[u.unit].sq = u.square;
    s.units[u.unit].status = u.status;
  });
  s.redoubts.forEach((r, i) => used.has(r) || bad(`redoubts[${i}]: a Redoubt on ${r} needs a unit there (9.2)`));
};

/** `then`: each batch through the rules; a refusal or a missing die is an error naming the batch */
const playThen = (s0: MState, p: Parsed): MState => {
  let s = s0;
  p.then.forEach((b, i) => {
    const dice = new FixedDice(b.dice);
    let r: ReturnType<typeof applyBatch>;
    try {
      r = applyBatch(s, b.side, { orders: b.orders }, dice);
    } catch (e) {
      return bad(`then[${i}]: ${(e as Error).message} (give the dice in then[${i}].dice)`);
    }
    if (!r.ok)
      return bad(
        `then[${i}].${r.error.at ?? 'orders'}: ${r.error.rule ? `rule ${r.error.rule}: ` : ''}${r.error.message}`,
      );
    if (dice.used !== b.dice.length) bad(`then[${i}].dice: ${b.dice.length} given, ${dice.used} used`);
    s = r.state;
  });
  if (p.at && s.phase !== p.at)
    bad(
      `at: the position is at ${s.phase}${awaited(s).length ? ` (${awaited(s).join(', ')} to act)` : ''}, not ${p.at}`,
    );
  return s;
};

export type { Phase };

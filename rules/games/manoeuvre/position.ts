/**
 * The documented JSON form of any position (README "Positions"), passed as the setup option
 * `position` in unrated games: the map, every unit with its state and square, hands, decks and
 * discards, whose turn and which phase. It may bring its own armies or terrain chart.
 */
import { z } from 'zod';
import { defs, validateCustom } from './data.js';
import { EDGES, isSquare, opposite, QUADRANTS, idx } from './geometry.js';
import { armySchema, terrainSchema } from './schema.js';
import { buildTerrain, DEFAULT_VARIANTS } from './setup.js';
import { freshPlayer, freshTurn, SIDES, type MSide, type MState } from './state.js';

const side = z.enum(SIDES);
const sq = z.string().refine(isSquare, 'a square a1..h8');
const perSide = <T extends z.ZodTypeAny>(t: T) => z.object({ blue: t, red: t }).strict();

export const positionSchema = z
  .object({
    armies: perSide(z.string()),
    /** our own components for this position (validated by the pack schema) */
    custom: z.object({ armies: z.array(armySchema).optional(), chart: z.array(terrainSchema).optional() }).strict().optional(),
    first: side.default('blue'),
    active: side.optional(),
    phase: z.enum(['discard', 'movement', 'combat', 'restoration']).default('discard'),
    turn: z.number().int().min(1).default(1),
    /** the first player's home edge; the other gets the opposite one */
    edges: perSide(z.enum(EDGES)).optional(),
    map: z
      .union([
        z.object({ sections: z.array(z.object({ quadrant: z.enum(QUADRANTS), id: z.number().int(), rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]) })).length(4) }).strict(),
        /** 8 strings of 8 terrain codes, rank 8 first (as the board is drawn) */
        z.object({ rows: z.array(z.string().length(8)).length(8) }).strict(),
        /** terrain by square, everything else open */
        z.object({ squares: z.record(sq, z.string()) }).strict(),
      ])
      .optional(),
    /** units not listed are eliminated */
    units: z.array(z.object({ unit: z.string(), square: sq, status: z.enum(['full', 'reduced']).default('full') }).strict()),
    hands: perSide(z.array(z.string()).max(5)).optional(),
    /** draw piles, top first; default: the rest of the deck in printed order */
    decks: perSide(z.array(z.string())).optional(),
    /** discard piles, the last is the top */
    discards: perSide(z.array(z.string())).optional(),
    redoubts: z.array(sq).default([]),
    exhausted: perSide(z.union([z.literal(0), z.literal(1), z.literal(2)])).optional(),
    endAfter: z.enum(['player-turn', 'game-turn']).nullable().default(null),
    options: z.object({
      endOfDay: z.enum(['player-turn', 'game-turn']).optional(),
      forcedMarch: z.enum(['began', 'began-or-ended']).optional(),
      attrition: z.enum(['any', 'committed']).optional(),
    }).strict().optional(),
    standing: perSide(z.object({ guerrilla: z.enum(['ask', 'never']).default('ask'), choice: z.enum(['ask', 'hit', 'retreat']).default('ask') }).strict()).optional(),
    /** what this player turn has done already (tests) */
    turnState: z.object({ basicDone: z.boolean().optional(), supplyUsed: z.boolean().optional(), combatDone: z.boolean().optional(), restoreDone: z.boolean().optional(), fresh: z.boolean().optional() }).strict().optional(),
  })
  .strict();
export type Position = z.input<typeof positionSchema>;

export const loadPosition = (input: unknown): MState => {
  const p = positionSchema.parse(input);
  const custom = p.custom && (p.custom.armies || p.custom.chart) ? p.custom : undefined;
  if (custom) {
    const errs = validateCustom(custom);
    if (errs.length) throw new Error(`position: ${errs.join('; ')}`);
  }
  const first = p.first;
  const s: MState = {
    v: 1, pack: 'rozkaz', scenario: 'position', options: { ...DEFAULT_VARIANTS, ...(p.options ?? {}) }, phase: p.phase, active: p.active ?? first, first,
    turnNo: p.turn, sections: [], terrain: null, pair: [p.armies.blue, p.armies.red], deployer: null,
    players: { blue: freshPlayer(), red: freshPlayer() }, units: {}, redoubts: p.redoubts, turn: { ...freshTurn(), ...(p.turnState ?? {}) },
    window: null, combat: null, endAfter: p.endAfter, scout: null, firstRolls: [], result: null,
  };
  if (custom) s.custom = custom;
  const d = defs(s);
  const edges = p.edges ?? { [first]: 'S', [first === 'blue' ? 'red' : 'blue']: 'N' } as Record<MSide, 'S' | 'N'>;
  if (edges.blue !== opposite(edges.red)) throw new Error('position: the edges are opposite (3)');
  if (!p.map) s.terrain = new Array(64).fill('open');
  else if ('sections' in p.map) {
    s.sections = p.map.sections as MState['sections'];
    if (new Set(s.sections.map((x) => x.quadrant)).size !== 4) throw new Error('position: one section per quadrant');
    buildTerrain(s);
  } else if ('rows' in p.map) {
    const t: string[] = new Array(64);
    p.map.rows.forEach((row, r) => [...row].forEach((code, f) => {
      const id = d.byCode[code];
      if (!id) throw new Error(`position: unknown terrain code ${code}`);
      t[f + 8 * (7 - r)] = id;
    }));
    s.terrain = t;
  } else {
    const t: string[] = new Array(64).fill('open');
    for (const [k, v] of Object.entries(p.map.squares)) {
      if (!d.chart[v as keyof typeof d.chart]) throw new Error(`position: unknown terrain ${v}`);
      t[idx(k)] = v;
    }
    s.terrain = t;
  }
  for (const x of SIDES) {
    const army = d.armies[p.armies[x]];
    if (!army) throw new Error(`position: no army ${p.armies[x]}`);
    const pl = s.players[x];
    pl.army = army.id;
    pl.edge = edges[x];
    pl.standing = p.standing?.[x] ?? pl.standing;
    pl.handChosen = true;
    pl.exhausted = p.exhausted?.[x] ?? 0;
    const deck = d.decks[army.id];
    const hand = p.hands?.[x] ?? [];
    const disc = p.discards?.[x] ?? [];
    for (const id of [...hand, ...disc, ...(p.decks?.[x] ?? [])]) if (!deck.includes(id)) throw new Error(`position: ${id} is not a card of ${army.id}`);
    pl.hand = hand.slice();
    pl.discard = disc.slice();
    pl.deck = p.decks?.[x]?.slice() ?? deck.filter((id) => !hand.includes(id) && !disc.includes(id));
    const all = [...pl.hand, ...pl.discard, ...pl.deck];
    if (new Set(all).size !== all.length) throw new Error(`position: a card of ${army.id} is in two places`);
    for (const u of army.units) s.units[u.id] = { side: x, sq: null, status: 'eliminated' };
  }
  const used = new Set<string>();
  for (const u of p.units) {
    if (!s.units[u.unit]) throw new Error(`position: no unit ${u.unit} in these armies`);
    if (used.has(u.square)) throw new Error(`position: two units on ${u.square}`);
    used.add(u.square);
    s.units[u.unit].sq = u.square;
    s.units[u.unit].status = u.status;
  }
  for (const r of s.redoubts) if (!used.has(r)) throw new Error(`position: a Redoubt on ${r} needs a unit there (9.2)`);
  return s;
};

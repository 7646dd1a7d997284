import { z } from 'zod';
import { textSchema as text } from '../../core/text.js';
import { hexGridSpecSchema } from '../../core/hex.js';
import { legendSchema } from '../../core/legend.js';

/**
 * The data pack of Wojna o niepodległość: tables, maps, forces, scenarios and the board's legend. The rulebook prints
 * none of them (its tables were on a separate card), so everything we ship is ours and says so
 * (`ours: true`); another pack can replace any part through this schema. `parsePack` reports every
 * error with its path: zod's issues plus the cross-reference checks below.
 *
 * Movement points are numbers in half-point steps (forest costs 1.5); the engine keeps them as
 * integer half-points (see rounding.ts).
 */
const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'an id is lower-case letters, digits and dashes');
const half = z
  .number()
  .min(0)
  .refine((n) => Number.isInteger(n * 2), 'movement points come in halves');
/** a cost, or null: prohibited for that movement class */
const cost = half.nullable();

export const SIDES = ['polish', 'opposing'] as const;
export type SideId = (typeof SIDES)[number];
/** the Terrain Table's columns, chosen by the coloured square on a counter (13.2) */
export const MOVE_CLASSES = ['infantry', 'cavalry', 'artillery', 'motor'] as const;
export type MoveClass = (typeof MOVE_CLASSES)[number];
export const TERRAINS = ['clear', 'forest', 'marsh', 'town', 'city', 'fort', 'lake'] as const;
export type Terrain = (typeof TERRAINS)[number];
export const HEXSIDES = ['stream', 'river', 'large-river', 'forest-edge', 'marsh-edge'] as const;
export type HexsideKind = (typeof HEXSIDES)[number];
export const ARMS = [
  'infantry',
  'cavalry',
  'artillery',
  'armoured-car',
  'tank',
  'armoured-train',
  'river-unit',
] as const;
export type Arm = (typeof ARMS)[number];
export const HQ_TIERS = ['army', 'group', 'corps', 'cavalry-corps', 'division', 'brigade'] as const;
export type HqTier = (typeof HQ_TIERS)[number];
export const TRANSPORTS = ['cart', 'lorry', 'echelon'] as const;
export type TransportKind = (typeof TRANSPORTS)[number];
export const WEATHERS = ['clear', 'overcast', 'storm'] as const;
export type Weather = (typeof WEATHERS)[number];
export const DIRECTIONS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

/** an object with exactly these keys, each of type t (z.record of an enum is partial in zod 3) */
const each = <K extends string, T extends z.ZodTypeAny>(keys: readonly K[], t: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, t])) as { [P in K]: T }).strict();

const moveCosts = z.object({ infantry: cost, cavalry: cost, artillery: cost, motor: cost }).strict();
/** which entries of a row the rulebook itself gives (the rest are ours) */
const given = z.array(z.enum(['infantry', 'cavalry', 'artillery', 'motor', 'combat', 'zoc'])).default([]);

// ---------------------------------------------------------------- tables
const result = z.object({ retreat: z.number().int().min(0).max(6), loss: z.number().int().min(0).max(4) }).strict();
export const tablesSchema = z
  .object({
    id: z.string().min(1),
    ours: z.literal(true),
    note: text,
    /** 14.16–17: modified roll → attacker and defender results; the first and last rows clamp */
    combat: z
      .array(
        z
          .object({
            min: z.number().int().nullable(),
            max: z.number().int().nullable(),
            attacker: result,
            defender: result,
          })
          .strict(),
      )
      .min(2),
    /** 10.3, 13.2, 14.13: MP per movement class, defender's combat modifier, whether ZOC extends into it */
    terrain: each(
      TERRAINS,
      z.object({ cost: moveCosts, combat: z.number().int().max(0).nullable(), zoc: z.boolean(), given }).strict(),
    ),
    /** extra MP to cross the hexside without a bridge (null: prohibited) and its combat modifier (14.13 M2) */
    hexsides: each(HEXSIDES, z.object({ cost: moveCosts, combat: z.number().int().max(0), given }).strict()),
    /** 13.3: cost of a step along the same road; railways carry only trains and echelons */
    road: z.object({ cost: moveCosts }).strict(),
    /** 4.1: d10 (0–9) bands */
    weather: z.array(z.object({ max: z.number().int().min(0).max(9), weather: z.enum(WEATHERS) }).strict()).min(1),
    /** 14.47: d10 + modifiers = turns until the counter may return; below `minimum` counts as `minimum` */
    rebuild: z
      .object({
        minimum: z.number().int().min(1),
        modifiers: z.array(
          z
            .object({
              when: z.union([
                z.object({ arm: z.enum(ARMS) }).strict(),
                z.object({ hq: z.literal(true) }).strict(),
                z.object({ moraleAtLeast: z.number().int() }).strict(),
              ]),
              value: z.number().int(),
              given: z.boolean().default(false),
            })
            .strict(),
        ),
      })
      .strict(),
  })
  .strict();
export type Tables = z.infer<typeof tablesSchema>;
export type CombatRow = Tables['combat'][number];

// ---------------------------------------------------------------- map
const hexside = z.object({ a: z.string(), b: z.string() }).strict();
export const mapSchema = z
  .object({
    id: id,
    title: text,
    ours: z.literal(true),
    note: text.optional(),
    grid: hexGridSpecSchema,
    /** terrain of every hex not listed here */
    defaultTerrain: z.enum(TERRAINS),
    terrain: z.record(z.string(), z.enum(TERRAINS)),
    hexsides: z.array(hexside.extend({ kind: z.enum(HEXSIDES), bridge: z.boolean().optional() }).strict()),
    /** each road and railway as a chain of adjacent hexes */
    roads: z.array(z.object({ name: z.string().optional(), hexes: z.array(z.string()).min(2) }).strict()),
    railways: z.array(z.object({ name: z.string().optional(), hexes: z.array(z.string()).min(2) }).strict()),
    stations: z.array(z.string()),
    supplyBases: each(SIDES, z.array(z.string()).min(1)),
    localities: z.array(
      z.object({ hex: z.string(), name: z.string().min(1), kind: z.enum(['town', 'city', 'fort']) }).strict(),
    ),
    /** 16.1, 18.4: navigable river sections as hexsides listed downstream (the flow runs from the first to the last) */
    navigable: z.array(z.object({ name: z.string().min(1), hexsides: z.array(hexside).min(1) }).strict()),
  })
  .strict();
export type MapData = z.infer<typeof mapSchema>;

// ---------------------------------------------------------------- forces
/** one strength level of a counter (2.4): strength in parentheses counts in defence only (14.10) */
const level = z
  .object({
    strength: z.number().int().min(0),
    defenceOnly: z.boolean().optional(),
    morale: z.number().int().min(0).max(9),
    ma: half,
    stars: z.number().int().min(0).max(3).optional(),
  })
  .strict();
export const unitSchema = z
  .object({
    id: id,
    name: z.string().min(1),
    side: z.enum(SIDES),
    arm: z.enum(ARMS),
    /** the WJ HQ whose colour the unit carries; absent: an independent unit (1.9) */
    formation: id.optional(),
    moveClass: z.enum(MOVE_CLASSES),
    /** full strength first (1–3 levels, 14.39–41) */
    levels: z.array(level).min(1).max(3),
    /** artillery only: hexes from the artillery to the defender (14.14) */
    range: z.number().int().min(1).max(6).optional(),
  })
  .strict();
export type UnitDef = z.infer<typeof unitSchema>;
export const hqSchema = z
  .object({
    id: id,
    name: z.string().min(1),
    side: z.enum(SIDES),
    tier: z.enum(HQ_TIERS),
    /** the army or group HQ above it (9.6); absent for army HQs */
    superior: id.optional(),
    commandRange: z.number().int().min(0).max(20),
    tr: z.number().int().min(0).max(9),
    ma: half,
    moveClass: z.enum(MOVE_CLASSES),
  })
  .strict();
export type HqDef = z.infer<typeof hqSchema>;
export const aviationSchema = z
  .object({
    id: id,
    name: z.string().min(1),
    side: z.enum(SIDES),
    fighter: z.boolean(),
    stars: z.tuple([z.number().int().min(0).max(3), z.number().int().min(0).max(3)]),
  })
  .strict();
export type AviationDef = z.infer<typeof aviationSchema>;
export const transportSchema = z
  .object({
    id: id,
    name: z.string().min(1),
    side: z.enum(SIDES),
    kind: z.enum(TRANSPORTS),
    ma: half,
    maxMorale: z.number().int().min(0).max(9),
  })
  .strict();
export type TransportDef = z.infer<typeof transportSchema>;
export const forcesSchema = z
  .object({
    units: z.array(unitSchema),
    hqs: z.array(hqSchema),
    aviation: z.array(aviationSchema),
    transports: z.array(transportSchema),
    /** 11: what a garrison counter is (AMB-40: strength 1, one level; morale from the unit that leaves it) */
    garrison: z.object({ strength: z.number().int().min(0), stacking: z.number().min(0) }).strict(),
  })
  .strict();
export type Forces = z.infer<typeof forcesSchema>;

// ---------------------------------------------------------------- scenarios
const placement = z.object({ piece: id, hex: z.string(), level: z.number().int().min(1).max(3).optional() }).strict();
/** a position: which pieces stand where (pieces not listed are off the map), on which turn */
export const positionSchema = z
  .object({
    id: id,
    title: text,
    turn: z.number().int().min(1),
    pieces: z.array(placement).min(1),
    /** eliminated pieces and the turn they may return (a WJ HQ on the turn track, 9.11) */
    trackTurn: z.array(z.object({ piece: id, turn: z.number().int().min(1) }).strict()).default([]),
  })
  .strict();
export type PositionData = z.infer<typeof positionSchema>;
export const scenarioSchema = z
  .object({
    id: id,
    title: text,
    description: text,
    map: id,
    /** the key of this scenario's counter mix in the pack's `forces` */
    forces: id,
    /** the non-Polish side's name in this scenario */
    opponentName: text,
    /** 7.1: who holds the initiative in each turn; its length is the number of turns */
    initiative: z.array(z.enum(SIDES)).min(1),
    /** 5.14: REPLACEMENT markers per side for the game */
    replacements: each(SIDES, z.number().int().min(0)),
    /** 5.1: rebuilding allowed */
    rebuild: z.boolean(),
    /** 14.21: each side's prescribed retreat directions on the map (Sketch 12) */
    retreat: each(SIDES, z.array(z.enum(DIRECTIONS)).min(1)),
    setup: z.array(placement),
    /** 6: the Reinforcement Card */
    reinforcements: z.array(z.object({ piece: id, turn: z.number().int().min(1), hex: z.string() }).strict()),
    /** 19.3 */
    victory: z
      .object({
        /** who holds each hex at the start; a hex changes hands when the other side's unit stands on it */
        hexes: z.array(
          z.object({ hex: z.string(), vp: z.number().int().min(1), owner: z.enum(SIDES).optional() }).strict(),
        ),
        perStep: z.number().int().min(0),
        /** 'held': a side scores every VP hex it holds; 'captured': only those the other side held at the start */
        scoring: z.enum(['held', 'captured']).default('held'),
        /** automatic victory: a side holding all of these hexes at the end of a turn wins at once */
        automatic: z.array(z.object({ side: z.enum(SIDES), hexes: z.array(z.string()).min(1) }).strict()),
      })
      .strict(),
    /** scripted test setups (unrated games) */
    positions: z.array(positionSchema).default([]),
  })
  .strict();
export type ScenarioData = z.infer<typeof scenarioSchema>;

// ---------------------------------------------------------------- legend
/**
 * The keys the static board draws (view-board.ts), in the order the page lists them: each terrain, the
 * hexsides and a bridge on one, roads, railways, stations and supply bases.
 */
export const LEGEND_KEYS = [...TERRAINS, ...HEXSIDES, 'bridge', 'road', 'railway', 'station', 'base'] as const;

export const packSchema = z
  .object({
    id: z.string().min(1),
    tables: tablesSchema,
    maps: z.array(mapSchema).min(1),
    forces: z.record(id, forcesSchema),
    scenarios: z.array(scenarioSchema).min(1),
    /** the names and colours of those keys (core/legend.ts); absent in packs made before it was pack data (drawn with ours) */
    legend: legendSchema(LEGEND_KEYS).optional(),
  })
  .strict();
export type Pack = z.infer<typeof packSchema>;

import { z } from 'zod';
import { type PackResult, parsePackWith } from '../../core/pack-kit.js';
import { hexDist, parseHex } from './geometry.js';

/**
 * The data pack of Tannenberg 1914: map, tables, forces, scenarios. The rulebook prints none of
 * these (its map, counters, tables and turn track were separate components), so everything we
 * ship is ours and says so (`ours: true`). `parsePack` reports every error with its path.
 */
const text = z.object({ pl: z.string().min(1), en: z.string().min(1) }).strict();
const hex = z
  .string()
  .refine((s) => parseHex(s) !== undefined, 'a hex is written A<column>B<row>, e.g. "A37B42" (rule 2.1)');
const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'ids are lower-case letters, digits and dashes');

export const SIDES = ['de', 'ru'] as const;
export type SideId = (typeof SIDES)[number];
export const TERRAINS = ['clear', 'forest', 'marsh', 'town', 'city', 'lake', 'sea'] as const;
export type Terrain = (typeof TERRAINS)[number];
export const RIVERS = ['small', 'large', 'vistula'] as const;
export type RiverClass = (typeof RIVERS)[number];

// ---------- map ----------
export const hexSchema = z
  .object({
    id: hex,
    t: z.enum(TERRAINS),
    /** hill: −1 in combat and +MP, adding to the terrain (rule 9.7.3) */
    hill: z.literal(true).optional(),
    /** whose country (border: rules 5.2.1, 13.2.8, 19.3) */
    c: z.enum(SIDES),
  })
  .strict();
export const hexsideSchema = z
  .object({
    a: hex,
    b: hex,
    river: z.enum(RIVERS).optional(),
    /** the river's name, for the page and named rules (Niemen 19.2.2, Narew 17.3.3) */
    name: z.string().optional(),
    /** a narrow lake between two land hexes: impassable, blocks ZOC and every line (8.1.6, 9.5.8, 13.2.2, 15.2.2, 16.3.2) */
    lake: z.literal(true).optional(),
    /** a strait between lakes: passable, at most 2 units per side count in combat across it (9.7.7) */
    strait: z.literal(true).optional(),
    /** barbed wire: +1 MP, −1 column when every attacker is across wire (12.4) */
    wire: z.literal(true).optional(),
  })
  .strict();
export const linkChain = z.array(hex).min(2);
export const fortSchema = z
  .object({
    hex,
    name: z.string().min(1),
    side: z.enum(SIDES),
    /** own strength of a manned fortification (12.3.1); absent: unmanned */
    manned: z.number().int().min(1).max(12).optional(),
    /** the neighbours across the fortified (effective) hexsides (12.2.4, 12.3.2) */
    fortified: z.array(hex).min(1).max(6),
    /** one of Königsberg's fortification hexes (19.2.1) */
    koenigsberg: z.literal(true).optional(),
  })
  .strict();
export const mapSchema = z
  .object({
    id: z.string().min(1),
    title: text,
    ours: z.literal(true),
    note: text,
    hexes: z.array(hexSchema).min(1),
    hexsides: z.array(hexsideSchema),
    /** chains of adjacent hexes joined by a road (4.3.3) */
    roads: z.array(linkChain),
    /** chains joined by a railway; the track count limits throughput (5.2.3); the country decides who may use it (5.2.1) */
    railways: z.array(z.object({ track: z.enum(['single', 'double']), hexes: linkChain }).strict()),
    /** Vistula bridges, the only destructible ones (6.0) */
    vistulaBridges: z.array(
      z.object({ id, a: hex, b: hex, kind: z.enum(['road', 'rail']), name: z.string() }).strict(),
    ),
    towns: z.array(z.object({ hex, name: z.string().min(1), pl: z.string().optional() }).strict()),
    forts: z.array(fortSchema),
    supplyBases: z.array(z.object({ hex, side: z.enum(SIDES) }).strict()),
    /** named hex sets rules and scenarios refer to (victory areas, the Narew, play areas) */
    regions: z.record(z.string(), z.array(hex)),
  })
  .strict();
export type MapData = z.infer<typeof mapSchema>;

// ---------- tables ----------
const tecHex = z.object({ mp: z.number().min(0.5).nullable(), combat: z.number().int().max(0) }).strict();
const tecRiver = z
  .object({ mp: z.number().min(0), combat: z.number().int().max(0), retreat: z.number().int().max(0) })
  .strict();
const cell = z.string().regex(/^\d+\/\d+$/, 'a CRT cell is "a/d": EP lost by each attacker / each defender (9.4)');
export const tablesSchema = z
  .object({
    id: z.string(),
    ours: z.literal(true),
    note: text,
    crt: z
      .object({
        /** consecutive ratio columns, weakest first (rule 2.2) */
        columns: z.array(z.string().regex(/^\d+:\d+$/)).min(2),
        /** rows[roll-1][column] */
        rows: z.array(z.array(cell)).length(6),
      })
      .strict(),
    retreat: z
      .object({
        /** EFF difference of the first column (retreater − attacker, 9.3.6); columns step by 1 and clamp */
        minDiff: z.number().int(),
        /** modified roll of the first row; rows step by 1 and clamp */
        minRoll: z.number().int(),
        /** loss[row][column]: EP lost by each retreating unit */
        loss: z.array(z.array(z.number().int().min(0).max(8)).min(1)).min(1),
      })
      .strict(),
    terrain: z
      .object({
        /** MP to enter (null: never entered) and the combat shift of each hex terrain (TEC) */
        hexes: z
          .object(Object.fromEntries(TERRAINS.map((t) => [t, tecHex])) as Record<Terrain, typeof tecHex>)
          .strict(),
        hill: z.object({ mp: z.number().min(0), combat: z.number().int().max(0) }).strict(),
        rivers: z
          .object(Object.fromEntries(RIVERS.map((r) => [r, tecRiver])) as Record<RiverClass, typeof tecRiver>)
          .strict(),
        road: z.number().positive(),
        trainRoad: z.number().positive(),
        wire: z.object({ mp: z.number().min(0), combat: z.number().int().max(0) }).strict(),
        entrenchment: z.number().int().max(0),
        fortification: z.number().int().max(0),
        marshFirstRetreatHex: z.number().int().max(0),
      })
      .strict(),
    /** command independence (13.3.1): the highest modified roll that still gives MARCH, per activity */
    independence: z
      .object({
        minRoll: z.number().int(),
        maxRoll: z.number().int(),
        marchUpTo: z.object({ A: z.number().int(), N: z.number().int(), B: z.number().int() }).strict(),
      })
      .strict(),
  })
  .strict()
  .superRefine((t, ctx) => {
    t.crt.rows.forEach((r, i) => {
      if (r.length !== t.crt.columns.length)
        ctx.addIssue({
          code: 'custom',
          path: ['crt', 'rows', i],
          message: `a row has ${r.length} cells for ${t.crt.columns.length} columns`,
        });
    });
    const w = t.retreat.loss[0]?.length ?? 0;
    t.retreat.loss.forEach((r, i) => {
      if (r.length !== w)
        ctx.addIssue({
          code: 'custom',
          path: ['retreat', 'loss', i],
          message: 'every row of the retreat table has the same number of columns',
        });
    });
  });
export type Tables = z.infer<typeof tablesSchema>;

// ---------- forces ----------
const face = z
  .object({
    /** infantry and cavalry */
    str: z.number().int().min(0).optional(),
    /** artillery fire in attack / in defence (11.2, 11.3) */
    af: z.number().int().min(0).optional(),
    df: z.number().int().min(0).optional(),
    ma: z.number().int().min(1),
    eff: z.number().int().min(1).max(6),
  })
  .strict();
export const unitSchema = z
  .object({
    id,
    /** the printed designation, e.g. "72/41/XX" (rule 2.2) */
    name: z.string().min(1),
    side: z.enum(SIDES),
    type: z.enum(['inf', 'cav', 'art']),
    size: z.enum(['III', '[X]', 'X', 'II']),
    /** corps identifier; absent: army troops (13.2.5) */
    corps: z.string().optional(),
    /** division identifier for concentration (14) */
    division: z.string().optional(),
    front: face,
    /** the reduced face; absent: a one-step unit (2.3.1) */
    back: face.optional(),
  })
  .strict()
  .superRefine((u, ctx) => {
    for (const [k, f] of [
      ['front', u.front],
      ['back', u.back],
    ] as const) {
      if (!f) continue;
      if (u.type === 'art' ? f.af === undefined || f.df === undefined : f.str === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: u.type === 'art' ? 'artillery has af and df' : 'infantry and cavalry have str',
        });
    }
  });
export type UnitDef = z.infer<typeof unitSchema>;
export const hqSchema = z
  .object({
    id,
    name: z.string().min(1),
    side: z.enum(SIDES),
    kind: z.enum(['corps', 'army']),
    /** the corps a corps HQ commands */
    corps: z.string().optional(),
    /** the army it belongs to: an army HQ commands its army's corps HQs (13.2.7) */
    army: z.string(),
    /** command range on the front and back faces (13.2.1, 13.2.9) */
    range: z.tuple([z.number().int().min(1), z.number().int().min(1)]),
    activity: z.enum(['A', 'N', 'B']).optional(),
    /** combat shift: • = 1, •• = 2 (13.5.1) */
    bullets: z.number().int().min(0).max(2),
    /** Frommel commands all German cavalry (17.3.2); v. Pappritz never leaves Königsberg (18.1.3) */
    special: z.enum(['all-cavalry', 'koenigsberg']).optional(),
  })
  .strict();
export type HqDef = z.infer<typeof hqSchema>;
export const forcesSchema = z
  .object({
    id: z.string(),
    ours: z.literal(true),
    note: text,
    units: z.array(unitSchema).min(1),
    hqs: z.array(hqSchema).min(1),
    trains: z.array(z.object({ id, name: z.string(), side: z.literal('ru'), ma: z.number().int().min(1) }).strict()),
    /** how many numbered masking markers each side has (16.1.1) and the other marker pools */
    markers: z.object({ masking: z.number().int().min(0), entrenchments: z.number().int().min(0) }).strict(),
  })
  .strict();
export type Forces = z.infer<typeof forcesSchema>;

// ---------- scenarios ----------
const vpSchema = z
  .object({
    /** towns scored at the end of every turn by the controlling side, Russian + / German − (19.3) */
    towns: z.array(z.object({ hex, vp: z.number().int().min(1) }).strict()),
    /** Russian VP for at least `units` Russian combat units in Germany at the end of a turn (19.3) */
    invasion: z.array(
      z.object({ turn: z.number().int().min(1), units: z.number().int().min(1), vp: z.number().int().min(1) }).strict(),
    ),
    russian: z
      .object({
        hindenburg: z.number().int(),
        westFront: z.number().int(),
        fort: z.number().int(),
        unit: z.number().int(),
        corpsHq: z.number().int(),
        armyHq: z.number().int(),
        unsuppliedAtEnd: z.number().int(),
      })
      .strict(),
    german: z
      .object({
        narew: z.number().int(),
        unit: z.number().int(),
        corpsHq: z.number().int(),
        armyHq: z.number().int(),
        fort: z.number().int(),
        noRussianInGermany: z.number().int(),
      })
      .strict(),
  })
  .strict();
export const scenarioSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: text,
    description: text,
    turns: z.number().int().min(1).max(30),
    /** the calendar date of turn 1 (a turn is a day, our reading) */
    firstDay: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** a map region the scenario is played in; absent: the whole map */
    area: z.string().optional(),
    setup: z.array(z.object({ piece: z.string(), hex }).strict()),
    /** the turn and reinforcement track (17.2.1): arrivals by turn, hex and mode */
    reinforcements: z.array(
      z.object({ turn: z.number().int().min(1), hex, pieces: z.array(z.string()).min(1), rail: z.boolean() }).strict(),
    ),
    /** the special reinforcements of 17.3 and the optional rules of 18.1, as data; absent: not in this scenario */
    special: z
      .object({
        /** 17.3.1: at a Russian lead of `lead` VP `from` is replaced by `to` in the next orders phase */
        hindenburg: z
          .object({ lead: z.number().int().min(1), from: z.string(), to: z.string() })
          .strict()
          .optional(),
        /** 17.3.2: at a Russian lead of `lead`, `pieces` arrive by rail at the west edge `delay` turns later */
        westFront: z
          .object({ lead: z.number().int().min(1), delay: z.number().int().min(1), pieces: z.array(z.string()).min(1) })
          .strict()
          .optional(),
        /** 17.3.3: after turn `afterTurn`, a German unit within `distance` hexes of the `region` brings `pieces` next turn */
        narew: z
          .object({
            afterTurn: z.number().int(),
            distance: z.number().int().min(1),
            region: z.string(),
            pieces: z.array(z.string()).min(1),
          })
          .strict()
          .optional(),
        /** 18.1.1: these units may not move until released */
        guards: z
          .object({ pieces: z.array(z.string()).min(1) })
          .strict()
          .optional(),
        /** 18.1.2: `from` is replaced by `to` once the corps has lost `steps` steps */
        corpsCommander: z
          .object({ corps: z.string(), steps: z.number().int().min(1), from: z.string(), to: z.string() })
          .strict()
          .optional(),
      })
      .strict(),
    /** supply bases of this scenario beyond the map's own (15.1.1), e.g. where its area cuts the lines of supply */
    bases: z.array(z.object({ hex, side: z.enum(SIDES) }).strict()).optional(),
    /** automatic victory of 19.2 applies */
    autoVictory: z.boolean(),
    vp: vpSchema,
  })
  .strict();
export type Scenario = z.infer<typeof scenarioSchema>;

const packShape = z
  .object({
    id: z.string(),
    map: mapSchema,
    tables: tablesSchema,
    forces: forcesSchema,
    scenarios: z.array(scenarioSchema).min(1),
  })
  .strict();
export type Pack = z.infer<typeof packShape>;
export const packSchema = packShape.superRefine((p, ctx) => crossCheck(p, ctx));

type Path = (string | number)[];
/** References between the parts: every hex on the map, every piece known and placed once, links adjacent. */
const crossCheck = (p: Pack, ctx: z.RefinementCtx): void => {
  const issue = (path: Path, message: string): void => ctx.addIssue({ code: 'custom', path, message });
  const hexes = new Map<string, Terrain>();
  p.map.hexes.forEach((h, i) => {
    if (hexes.has(h.id)) issue(['map', 'hexes', i, 'id'], `hex ${h.id} declared twice`);
    hexes.set(h.id, h.t);
  });
  const on = (h: string, path: Path): void => {
    if (!hexes.has(h)) issue(path, `hex ${h} is not on the map`);
  };
  const land = (h: string, path: Path): void => {
    on(h, path);
    const t = hexes.get(h);
    if (t === 'lake' || t === 'sea') issue(path, `hex ${h} is ${t}`);
  };
  const adjacentPair = (a: string, b: string, path: Path): void => {
    if (hexDist(a, b) !== 1) issue(path, `${a} and ${b} are not adjacent`);
  };
  p.map.hexsides.forEach((s, i) => {
    on(s.a, ['map', 'hexsides', i, 'a']);
    on(s.b, ['map', 'hexsides', i, 'b']);
    adjacentPair(s.a, s.b, ['map', 'hexsides', i]);
  });
  const chain = (hs: string[], path: Path): void =>
    hs.forEach((h, j) => {
      land(h, [...path, j]);
      if (j > 0) adjacentPair(hs[j - 1], h, [...path, j]);
    });
  p.map.roads.forEach((r, i) => chain(r, ['map', 'roads', i]));
  p.map.railways.forEach((r, i) => chain(r.hexes, ['map', 'railways', i, 'hexes']));
  p.map.vistulaBridges.forEach((b, i) => adjacentPair(b.a, b.b, ['map', 'vistulaBridges', i]));
  p.map.towns.forEach((t, i) => land(t.hex, ['map', 'towns', i, 'hex']));
  p.map.forts.forEach((f, i) => {
    land(f.hex, ['map', 'forts', i, 'hex']);
    f.fortified.forEach((n, j) => adjacentPair(f.hex, n, ['map', 'forts', i, 'fortified', j]));
  });
  p.map.supplyBases.forEach((s, i) => land(s.hex, ['map', 'supplyBases', i, 'hex']));
  for (const [k, list] of Object.entries(p.map.regions)) list.forEach((h, j) => on(h, ['map', 'regions', k, j]));

  const pieces = new Map<string, SideId>();
  const add = (pid: string, side: SideId, path: Path): void => {
    if (pieces.has(pid)) issue(path, `piece ${pid} declared twice`);
    pieces.set(pid, side);
  };
  p.forces.units.forEach((u, i) => add(u.id, u.side, ['forces', 'units', i, 'id']));
  p.forces.hqs.forEach((h, i) => {
    add(h.id, h.side, ['forces', 'hqs', i, 'id']);
    if (h.kind === 'corps' && !h.corps) issue(['forces', 'hqs', i, 'corps'], 'a corps HQ names its corps');
    if (h.kind === 'corps' && !h.activity)
      issue(['forces', 'hqs', i, 'activity'], 'a corps HQ has an activity A/N/B (13.3.1)');
  });
  p.forces.trains.forEach((t, i) => add(t.id, t.side, ['forces', 'trains', i, 'id']));

  p.scenarios.forEach((s, si) => {
    const at: Path = ['scenarios', si];
    if (s.area && !p.map.regions[s.area]) issue([...at, 'area'], `no region ${s.area}`);
    const placed = new Set<string>();
    const place = (pid: string, path: Path): void => {
      if (!pieces.has(pid)) issue(path, `no piece ${pid}`);
      if (placed.has(pid)) issue(path, `piece ${pid} is placed twice`);
      placed.add(pid);
    };
    s.setup.forEach((e, i) => {
      place(e.piece, [...at, 'setup', i, 'piece']);
      land(e.hex, [...at, 'setup', i, 'hex']);
    });
    s.reinforcements.forEach((r, i) => {
      if (r.turn > s.turns)
        issue([...at, 'reinforcements', i, 'turn'], `turn ${r.turn} is after the last turn ${s.turns}`);
      land(r.hex, [...at, 'reinforcements', i, 'hex']);
      r.pieces.forEach((pid, j) => place(pid, [...at, 'reinforcements', i, 'pieces', j]));
    });
    s.vp.towns.forEach((t, i) => land(t.hex, [...at, 'vp', 'towns', i, 'hex']));
    (s.bases ?? []).forEach((b, i) => {
      land(b.hex, [...at, 'bases', i, 'hex']);
      if (s.area && !p.map.regions[s.area]?.includes(b.hex))
        issue([...at, 'bases', i, 'hex'], `base ${b.hex} is outside the scenario's area`);
    });
    const sp = s.special;
    const known = (pid: string, path: Path): void => {
      if (!pieces.has(pid)) issue(path, `no piece ${pid}`);
    };
    const arrive = (pid: string, path: Path): void => {
      known(pid, path);
      if (placed.has(pid)) issue(path, `piece ${pid} is already placed or scheduled`);
      placed.add(pid);
    };
    if (sp.hindenburg) {
      known(sp.hindenburg.from, [...at, 'special', 'hindenburg', 'from']);
      arrive(sp.hindenburg.to, [...at, 'special', 'hindenburg', 'to']);
    }
    sp.westFront?.pieces.forEach((pid, j) => arrive(pid, [...at, 'special', 'westFront', 'pieces', j]));
    sp.narew?.pieces.forEach((pid, j) => arrive(pid, [...at, 'special', 'narew', 'pieces', j]));
    if (sp.narew && !p.map.regions[sp.narew.region])
      issue([...at, 'special', 'narew', 'region'], `no region ${sp.narew.region}`);
    sp.guards?.pieces.forEach((pid, j) => known(pid, [...at, 'special', 'guards', 'pieces', j]));
    if (sp.corpsCommander) {
      known(sp.corpsCommander.from, [...at, 'special', 'corpsCommander', 'from']);
      arrive(sp.corpsCommander.to, [...at, 'special', 'corpsCommander', 'to']);
    }
  });
};

/** Every error with its path, or the pack. */
export const parsePack = (raw: unknown): PackResult<Pack> => parsePackWith<Pack>(packSchema, raw);

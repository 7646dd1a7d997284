import { z } from 'zod';
import { hexGridSpecSchema } from '../../core/hex.js';
import { type PackResult, parsePackWith } from '../../core/pack-kit.js';
import { scenarioAt } from './scenario-at.js';

/**
 * The data pack of 1831 Olszynka Grochowska: tables, map, forces, scenarios. The rulebook's own
 * tables section (14.0), the map and its terrain key, the counters and the scenario book are not
 * in the rules text, so everything here is data and what we ship is our own (`ours: true`).
 * `parsePack` reports every error with its path (zod issues plus cross-reference checks).
 * The rules that ARE in the text (morale test 1.8.1, leader casualties 3.6.2, loss schedule 12.1.4,
 * forced march 7.9, stack values 6.7) are code, never pack data.
 */
const text = z.object({ pl: z.string().min(1), en: z.string().min(1) }).strict();
const hexLabel = z.string().regex(/^\d{4}$/, 'a hex is four digits, column then row (CCRR)');
const facing = z.number().int().min(0).max(5);

export const SIDES = ['pl', 'ru'] as const;
export type SideId = (typeof SIDES)[number];
export const ARMS = ['infantry', 'cavalry', 'artillery'] as const;
export type Arm = (typeof ARMS)[number];
/** icons of R 1.5.7 (AMB-4: Russian "jeźdźcy" read as jägers, Russian carabiniers as infantry) */
export const UNIT_TYPES = [
  'line',
  'rifles',
  'jaegers',
  'grenadiers',
  'carabiniers-foot',
  'marines',
  'uhlans',
  'hussars',
  'mounted-rifles',
  'new-cavalry',
  'cuirassiers',
  'carabiniers-horse',
  'foot-artillery',
  'heavy-artillery',
  'horse-artillery',
  'rockets',
] as const;
export const ARTILLERY_CLASSES = ['light', 'heavy', 'horse', 'rockets'] as const;
export type ArtilleryClass = (typeof ARTILLERY_CLASSES)[number];
/** the movement classes of the terrain table: one MP column each */
export const MOVE_CLASSES = ['infantry', 'square', 'cavalry', 'artillery', 'horseArtillery'] as const;
export type MoveClass = (typeof MOVE_CLASSES)[number];

// ---------------------------------------------------------------- tables

/** MP per movement class; null: the class may not enter (R 7.5) */
const mpRow = (min: number) =>
  z
    .object(
      Object.fromEntries(MOVE_CLASSES.map((c) => [c, z.number().int().min(min).max(9).nullable()])) as Record<
        MoveClass,
        z.ZodNullable<z.ZodNumber>
      >,
    )
    .strict();

export const terrainSchema = z
  .object({
    id: z.string().regex(/^[a-z-]+$/),
    name: text,
    mp: mpRow(1),
    /** R 8.3: village, forest and hill block; marsh does not */
    blocksLos: z.boolean(),
    /** R 8.5: 1 for a hill (height), else 0 */
    elevation: z.number().int().min(0).max(1),
    /** R 10.2.3: forest, village and marsh: a cavalry attack without a valid charge takes −2 */
    cavalryPenalty: z.boolean(),
    /** die modifier of a melee against a defender in this terrain (added to the attacker's roll) */
    melee: z.number().int().min(-5).max(5),
    /** die modifier of artillery fire at a target in this terrain */
    fire: z.number().int().min(-5).max(5),
  })
  .strict();
export type TerrainDef = z.infer<typeof terrainSchema>;

export const hexsideTypeSchema = z
  .object({
    id: z.string().regex(/^[a-z-]+$/),
    name: text,
    /** extra MP to cross, per class; null: may not cross. R 10.2.2: a charge may not cross any extra-cost hexside */
    extraMp: mpRow(0),
    /** melee modifier when every attacking hex attacks across such a side */
    melee: z.number().int().min(-5).max(5),
  })
  .strict();

/** "A 0/1 1/1.5": winner (A, D or = for a draw), then levels/loss-multiplier for the attacker and for the defender (R 9.12, AMB-7) */
const CELL_RE = /^(A|D|=) ([0-3])\/(0|1|1\.5|2) ([0-3])\/(0|1|1\.5|2)$/;
export const meleeCell = z
  .string()
  .regex(CELL_RE, 'a cell is "W a/x d/y": W in A, D, =; levels 0–3; loss ×0, 1, 1.5 or 2');
export interface MeleeResult {
  winner: 'attacker' | 'defender' | 'draw';
  attacker: { levels: number; loss: number };
  defender: { levels: number; loss: number };
}
export const readMeleeCell = (cell: string): MeleeResult => {
  const m = CELL_RE.exec(cell);
  if (!m) throw new Error(`bad melee cell ${cell}`);
  return {
    winner: m[1] === 'A' ? 'attacker' : m[1] === 'D' ? 'defender' : 'draw',
    attacker: { levels: Number(m[2]), loss: Number(m[3]) },
    defender: { levels: Number(m[4]), loss: Number(m[5]) },
  };
};

export const meleeTableSchema = z
  .object({
    /** ratio columns, weakest first: the column is the last whose `min` the ratio attacker/defender reaches */
    columns: z.array(z.object({ label: z.string(), min: z.number().min(0) }).strict()).min(2),
    /** rows by the modified die 0–9 (clamped): rows[die][column] */
    rows: z.array(z.array(meleeCell)).length(10),
    /** what the named modifiers are worth (ours; the rule-given ones — square +1, cavalry −2, the ±5 cap — are code) */
    modifiers: z
      .object({
        impetusPerStar: z.number().int().min(0).max(3),
        skirmisherPerStar: z.number().int().min(0).max(3),
        moralePerPoint: z.number().int().min(0).max(3),
        flank: z.number().int().min(0).max(5),
        rear: z.number().int().min(0).max(5),
        /** R 4.5: a protected flank cancels the flank bonus (AMB-48) */
        protectedFlankCancels: z.boolean(),
      })
      .strict(),
  })
  .strict();

/** fire cells: "-" nothing; otherwise any of: a digit = strength points lost, d = one level, r = retreat 1 hex */
const FIRE_RE = /^(-|[0-2]?d?r?)$/;
export const fireTableSchema = z
  .object({
    /** firepower = battery stars + range bonus; the column is the firepower clamped to the columns */
    rangeBonus: z
      .array(z.object({ max: z.number().int().min(1).max(5), bonus: z.number().int().min(0).max(3) }).strict())
      .min(1),
    rows: z.array(z.array(z.string().regex(FIRE_RE, 'a fire cell is "-" or strength digit, d, r'))).length(10),
    /** modifiers (ours): target in square, target stack of 2+ units, target is cavalry */
    modifiers: z.object({ square: z.number().int(), crowded: z.number().int(), cavalry: z.number().int() }).strict(),
  })
  .strict();
export interface FireResult {
  loss: number;
  level: boolean;
  retreat: boolean;
}
export const readFireCell = (cell: string): FireResult =>
  cell === '-'
    ? { loss: 0, level: false, retreat: false }
    : { loss: Number(/\d/.exec(cell)?.[0] ?? 0), level: cell.includes('d'), retreat: cell.includes('r') };

/** the "Liczebność oddziałów" track (R 9.11 note, 9.12): engaged strength → base loss L; each band says where it comes from */
export const engagedTrackSchema = z
  .array(
    z
      .object({
        min: z.number().int().min(1),
        max: z.number().int().min(1).nullable(),
        loss: z.number().int().min(1).max(9),
        source: z.enum(['rulebook', 'ours']),
      })
      .strict(),
  )
  .min(1);

export const tablesSchema = z
  .object({
    id: z.string(),
    ours: z.boolean(),
    note: text,
    terrain: z.array(terrainSchema).min(1),
    hexsides: z.array(hexsideTypeSchema),
    /** along a road between two road hexes: this MP for every class that may enter (ours) */
    roadMp: z.number().int().min(1).max(2),
    melee: meleeTableSchema,
    fire: fireTableSchema,
    engaged: engagedTrackSchema,
  })
  .strict();
export type Tables = z.infer<typeof tablesSchema>;

// ---------------------------------------------------------------- map

export const mapSchema = z
  .object({
    id: z.string(),
    title: text,
    ours: z.boolean(),
    note: text,
    grid: hexGridSpecSchema,
    hexes: z.array(z.object({ id: hexLabel, terrain: z.string(), name: z.string().optional() }).strict()).min(1),
    hexsides: z.array(z.object({ a: hexLabel, b: hexLabel, kind: z.string(), name: z.string().optional() }).strict()),
    roads: z.array(z.object({ name: z.string(), hexes: z.array(hexLabel).min(2) }).strict()),
    /** named places for the view and the scenario book */
    places: z.array(z.object({ hex: hexLabel, name: z.string().min(1) }).strict()),
    /** named hex sets a scenario refers to (entry edges, the wood) */
    regions: z.record(z.string(), z.array(hexLabel).min(1)),
  })
  .strict();
export type MapData = z.infer<typeof mapSchema>;

// ---------------------------------------------------------------- forces

export const unitSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: text,
    short: z.string().min(1).max(14),
    side: z.enum(SIDES),
    arm: z.enum(ARMS),
    type: z.enum(UNIT_TYPES),
    /** R 7.2: the white identifier of cuirassiers and carabiniers: 6 MP instead of 7 */
    heavy: z.boolean().optional(),
    artillery: z.enum(ARTILLERY_CLASSES).optional(),
    /** 1–9; artillery always 1 (R 11.1) */
    strength: z.number().int().min(1).max(9),
    morale: z.number().int().min(1).max(9),
    /** infantry skirmisher stars (R 1.3.5), cavalry impetus stars (R 1.3.6), battery stars (R 1.3.7) */
    stars: z.number().int().min(0).max(3),
    /** the formation (division) id, or absent for corps and army units (R 3.1, 6.3) */
    division: z.string().optional(),
    corps: z.string().optional(),
  })
  .strict();
export type UnitDef = z.infer<typeof unitSchema>;

export const leaderSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    side: z.enum(SIDES),
    rank: z.enum(['c-in-c', 'corps', 'division']),
    /** printed command range in hexes (R 3.4) */
    range: z.number().int().min(1).max(12),
    /** a division commander's formation; a corps commander's corps */
    division: z.string().optional(),
    corps: z.string().optional(),
  })
  .strict();
export type LeaderDef = z.infer<typeof leaderSchema>;

export const formationSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: text,
    side: z.enum(SIDES),
    kind: z.enum(['division', 'corps', 'army']),
    corps: z.string().optional(),
    /** the colour of the circle on its counters (R 3.1) */
    colour: z.string().regex(/^#[0-9a-f]{6}$/),
  })
  .strict();
export type FormationDef = z.infer<typeof formationSchema>;

export const forcesSchema = z
  .object({
    id: z.string(),
    ours: z.boolean(),
    note: text,
    formations: z.array(formationSchema).min(1),
    leaders: z.array(leaderSchema).min(1),
    units: z.array(unitSchema).min(1),
  })
  .strict();
export type Forces = z.infer<typeof forcesSchema>;

// ---------------------------------------------------------------- scenarios

const placement = z
  .object({
    unit: z.string(),
    hex: hexLabel,
    facing,
    level: z.enum(['full', 'disorganized', 'demoralized']).optional(),
    losses: z.number().int().min(0).max(8).optional(),
  })
  .strict();
const scenarioLeaders = z.array(z.object({ leader: z.string(), hex: hexLabel }).strict());
const scenarioMarkers = z.array(z.string()).min(2);
const victorySchema = z
  .object({
    /** hexes scored at the end by the side that holds them (last to occupy; `holder` at the start) */
    objectives: z.array(z.object({ hex: hexLabel, vp: z.number().int().min(1), holder: z.enum(SIDES) }).strict()),
    /** VP for every `per` enemy strength points eliminated or in the Routed box at the end */
    lossVp: z.object({ per: z.number().int().min(1), vp: z.number().int().min(1) }).strict(),
    /** at the end: the side with more VP wins; `ties` says who wins a tie */
    ties: z.enum([...SIDES, 'draw']),
    /** checked at the end of every stage (R 2.6) */
    automatic: z.array(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('hold-all'), side: z.enum(SIDES), hexes: z.array(hexLabel).min(1) }).strict(),
        z.object({ kind: z.literal('enemy-losses'), side: z.enum(SIDES), points: z.number().int().min(1) }).strict(),
      ]),
    ),
  })
  .strict();

export const scenarioSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: text,
    description: text,
    date: z.string(),
    /** clock time of stage 1, for display (M13) */
    startTime: z.string().regex(/^\d\d:\d\d$/),
    stages: z.number().int().min(1).max(30),
    /** R 2.2.1: initiative in stage 1 */
    firstInitiative: z.enum(SIDES),
    /** R 1.5 introduction: the introductory scenarios may leave the cavalry out */
    setup: z.array(placement),
    leaders: scenarioLeaders,
    /** activation markers in play (R 2.3): formation ids and C-in-C / corps leader ids */
    markers: scenarioMarkers,
    arrivals: z.array(
      z
        .object({
          stage: z.number().int().min(1),
          /** region of entry hexes; the units are placed there at the start of the stage, facing `facing` */
          region: z.string(),
          facing,
          units: z.array(z.string()).min(1),
          leaders: z.array(z.string()),
          /** markers that join the cup from this stage */
          markers: z.array(z.string()),
        })
        .strict(),
    ),
    victory: victorySchema,
    /**
     * later readings of the scenario (scenario-at.ts): from a rules version on, the fields given replace
     * the ones above; games created before it keep the scenario as it was
     */
    revisions: z
      .array(
        z
          .object({
            rulesVersion: z.number().int().min(2),
            /** why the scenario changed, for players */
            note: text.optional(),
            setup: z.array(placement).optional(),
            leaders: scenarioLeaders.optional(),
            markers: scenarioMarkers.optional(),
            victory: victorySchema.optional(),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();
export type ScenarioData = z.infer<typeof scenarioSchema>;

// ---------------------------------------------------------------- the pack

export const packSchema = z
  .object({
    id: z.string(),
    tables: tablesSchema,
    map: mapSchema,
    forces: forcesSchema,
    scenarios: z.array(scenarioSchema).min(1),
  })
  .strict()
  .superRefine((p, ctx) => {
    const issue = (path: (string | number)[], message: string): void => ctx.addIssue({ code: 'custom', path, message });
    const dup = <T extends { id: string }>(list: T[], path: (string | number)[], what: string): Set<string> => {
      const seen = new Set<string>();
      list.forEach((x, i) => {
        if (seen.has(x.id)) issue([...path, i, 'id'], `${what} ${x.id} declared twice`);
        seen.add(x.id);
      });
      return seen;
    };
    // tables
    const terrains = dup(p.tables.terrain, ['tables', 'terrain'], 'terrain');
    const sideKinds = dup(p.tables.hexsides, ['tables', 'hexsides'], 'hexside type');
    if (!p.tables.terrain.some((t) => t.mp.cavalry === 1))
      issue(['tables', 'terrain'], 'R 10.2.2: some terrain must cost cavalry 1 MP, or no charge is ever valid');
    p.tables.melee.rows.forEach((row, d) => {
      if (row.length !== p.tables.melee.columns.length)
        issue(
          ['tables', 'melee', 'rows', d],
          `row ${d} has ${row.length} cells for ${p.tables.melee.columns.length} columns`,
        );
    });
    p.tables.melee.columns.forEach((c, i) => {
      if (i > 0 && c.min <= p.tables.melee.columns[i - 1].min)
        issue(['tables', 'melee', 'columns', i, 'min'], 'columns must grow');
    });
    const fireCols = p.tables.fire.rows[0]?.length ?? 0;
    p.tables.fire.rows.forEach((row, d) => {
      if (row.length !== fireCols)
        issue(['tables', 'fire', 'rows', d], `row ${d} has ${row.length} cells, row 0 has ${fireCols}`);
    });
    p.tables.engaged.forEach((b, i) => {
      const prev = p.tables.engaged[i - 1];
      if (i === 0 && b.min !== 1) issue(['tables', 'engaged', i, 'min'], 'the track starts at 1');
      if (prev && prev.max !== b.min - 1)
        issue(['tables', 'engaged', i, 'min'], `band starts at ${b.min}, the previous ends at ${prev.max}`);
      if (i === p.tables.engaged.length - 1 ? b.max !== null : b.max === null)
        issue(['tables', 'engaged', i, 'max'], 'only the last band is open-ended');
    });
    // map
    const hexes = dup(p.map.hexes, ['map', 'hexes'], 'hex');
    const hex = (id: string, path: (string | number)[]): void => {
      if (!hexes.has(id)) issue(path, `hex ${id} is not on the map`);
    };
    p.map.hexes.forEach((h, i) => {
      if (!terrains.has(h.terrain))
        issue(['map', 'hexes', i, 'terrain'], `no terrain ${h.terrain} in the terrain table`);
    });
    p.map.hexsides.forEach((s, i) => {
      hex(s.a, ['map', 'hexsides', i, 'a']);
      hex(s.b, ['map', 'hexsides', i, 'b']);
      if (!sideKinds.has(s.kind)) issue(['map', 'hexsides', i, 'kind'], `no hexside type ${s.kind}`);
    });
    p.map.roads.forEach((r, i) => r.hexes.forEach((h, j) => hex(h, ['map', 'roads', i, 'hexes', j])));
    p.map.places.forEach((pl, i) => hex(pl.hex, ['map', 'places', i, 'hex']));
    for (const [k, list] of Object.entries(p.map.regions)) list.forEach((h, j) => hex(h, ['map', 'regions', k, j]));
    // forces
    const formations = dup(p.forces.formations, ['forces', 'formations'], 'formation');
    const leaders = dup(p.forces.leaders, ['forces', 'leaders'], 'leader');
    const units = dup(p.forces.units, ['forces', 'units'], 'unit');
    p.forces.units.forEach((u, i) => {
      const at = ['forces', 'units', i];
      if (u.division && !formations.has(u.division)) issue([...at, 'division'], `no formation ${u.division}`);
      if (u.corps && !formations.has(u.corps)) issue([...at, 'corps'], `no formation ${u.corps}`);
      if (u.arm === 'artillery' && u.strength !== 1) issue([...at, 'strength'], 'R 11.1: artillery has strength 1');
      if ((u.arm === 'artillery') !== (u.artillery !== undefined))
        issue([...at, 'artillery'], 'artillery, and only artillery, has an artillery class');
      if (u.heavy && u.arm !== 'cavalry') issue([...at, 'heavy'], 'R 7.2: only cavalry is heavy');
    });
    p.forces.leaders.forEach((l, i) => {
      if (l.division && !formations.has(l.division))
        issue(['forces', 'leaders', i, 'division'], `no formation ${l.division}`);
      if (l.corps && !formations.has(l.corps)) issue(['forces', 'leaders', i, 'corps'], `no formation ${l.corps}`);
      if (l.rank === 'division' && !l.division)
        issue(['forces', 'leaders', i, 'division'], 'a division commander names his division');
    });
    // scenarios
    // each scenario as every rules version reads it (scenario-at.ts), a revision's errors under its path
    const readings = p.scenarios.flatMap((s, si) => [
      { s, at: ['scenarios', si] as (string | number)[] },
      ...(s.revisions ?? []).map((r, ri) => ({
        s: scenarioAt(s, r.rulesVersion),
        at: ['scenarios', si, 'revisions', ri],
      })),
    ]);
    readings.forEach(({ s, at }) => {
      const placed = new Set<string>();
      const place = (u: string, path: (string | number)[]): void => {
        if (!units.has(u)) issue(path, `no unit ${u}`);
        else if (placed.has(u)) issue(path, `unit ${u} placed twice`);
        placed.add(u);
      };
      s.setup.forEach((e, i) => {
        place(e.unit, [...at, 'setup', i, 'unit']);
        hex(e.hex, [...at, 'setup', i, 'hex']);
      });
      s.leaders.forEach((e, i) => {
        if (!leaders.has(e.leader)) issue([...at, 'leaders', i, 'leader'], `no leader ${e.leader}`);
        hex(e.hex, [...at, 'leaders', i, 'hex']);
      });
      const marker = (m: string, path: (string | number)[]): void => {
        if (!formations.has(m) && !leaders.has(m)) issue(path, `marker ${m} is neither a formation nor a leader`);
      };
      s.markers.forEach((m, i) => marker(m, [...at, 'markers', i]));
      s.arrivals.forEach((a, ai) => {
        const aat = [...at, 'arrivals', ai];
        if (a.stage > s.stages) issue([...aat, 'stage'], `stage ${a.stage} is after the last stage ${s.stages}`);
        if (!p.map.regions[a.region]) issue([...aat, 'region'], `no region ${a.region}`);
        a.units.forEach((u, i) => place(u, [...aat, 'units', i]));
        a.leaders.forEach((l, i) => {
          if (!leaders.has(l)) issue([...aat, 'leaders', i], `no leader ${l}`);
        });
        a.markers.forEach((m, i) => marker(m, [...aat, 'markers', i]));
      });
      s.victory.objectives.forEach((o, i) => hex(o.hex, [...at, 'victory', 'objectives', i, 'hex']));
      s.victory.automatic.forEach((a, i) => {
        if (a.kind === 'hold-all') a.hexes.forEach((h, j) => hex(h, [...at, 'victory', 'automatic', i, 'hexes', j]));
      });
    });
  });
export type Pack = z.infer<typeof packSchema>;

/** Every error with its path, or the pack. */
export const parsePack = (raw: unknown): PackResult<Pack> => parsePackWith<Pack>(packSchema, raw);

import { z } from 'zod';
import { textSchema as text } from '../../core/text.js';
import { worksFields, worksProblems } from './schema-works.js';
import { type PackResult, parsePackWith } from '../../core/pack-kit.js';
import { campaignCardSchema, cardProblems } from './campaign/card.js';

/**
 * The data pack of Ostatnia Wojna Cesarzy: map, forces, attack tables, scenarios.
 * `parsePack` reports every error with its path (zod issues plus cross-reference checks).
 */
const hexId = z.string().regex(/^\d{4}$/, 'a hex is four digits, row then column (RRCC)');

export const TERRAINS = ['clear', 'forest', 'lakes', 'foothills', 'marsh', 'wild-forest', 'mountains'] as const;
export type Terrain = (typeof TERRAINS)[number];
export const HEXSIDES = ['minor-river', 'major-river', 'ridge', 'high-ridge', 'lake'] as const;
export type HexsideKind = (typeof HEXSIDES)[number];
export const NATIONS = ['AH', 'DE', 'PL', 'RU'] as const;
export type Nation = (typeof NATIONS)[number];
export const SIDE_IDS = ['allies', 'russians'] as const;
export type SideId = (typeof SIDE_IDS)[number];

export const mapSchema = z
  .object({
    id: z.string().min(1),
    title: text,
    /** always true for what we ship: the printed map is not reproduced */
    ours: z.boolean(),
    note: text.optional(),
    grid: z.object({ orientation: z.literal('flat'), offset: z.literal('even'), labels: z.literal('RRCC') }).strict(),
    hexes: z
      .array(
        z
          .object({
            id: hexId,
            terrain: z.enum(TERRAINS),
            /** whose national territory (13, 18.2, AMB-23) */
            nat: z.enum(NATIONS),
            front: z.enum(['E', 'P', 'G']),
          })
          .strict(),
      )
      .min(1),
    hexsides: z.array(
      z
        .object({
          a: hexId,
          b: hexId,
          kind: z.enum(HEXSIDES),
          bridge: z.boolean().optional(),
          name: z.string().optional(),
        })
        .strict(),
    ),
    towns: z.array(
      z
        .object({
          hex: hexId,
          name: z.string().min(1),
          en: z.string().optional(),
          /** an enemy fortress can never be entered (A.3, 25); it counts as troops for encirclement (6.3) */
          fortress: z.enum(NATIONS).optional(),
          /** fortified area strength (24.1; Warszawa and Lwów 2) */
          fortified: z.number().int().min(1).max(4).optional(),
        })
        .strict(),
    ),
    railways: z.array(z.object({ kind: z.enum(['trunk', 'ordinary']), hexes: z.array(hexId).min(2) }).strict()),
    /** named sets of hexes a scenario refers to (play areas, "west of the San") */
    regions: z.record(z.string(), z.array(hexId)),
    /** map-edge hexes whose outer edge is the Romanian border (13: never crossed, blocks like the sea) */
    romanianEdge: z.array(hexId).optional(),
  })
  .strict();
export type MapData = z.infer<typeof mapSchema>;

export const unitSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: text,
    short: z.string().min(1).max(12),
    side: z.enum(SIDE_IDS),
    nat: z.enum(NATIONS),
    /** an Army HQ (21) or a patrol (17, a dummy counter) besides the combat units */
    size: z.enum(['corps', 'division', 'brigade', 'hq', 'patrol']),
    arm: z.enum(['infantry', 'cavalry']),
    /** strength points; an HQ fights as a broken 1-SP unit (21.2), a patrol has none (17) */
    sp: z.number().int().min(0).max(4),
    r: z.number().int().min(1).max(12),
    /** the control-line mark beside the size symbol (6.1) */
    cl: z.boolean(),
    /** an HQ's command range in hexes, also its MP (21.1, 21.2) */
    cr: z.number().int().min(1).max(6).optional(),
  })
  .strict();
/** What a unit's fields must agree on (checked with the pack, by path). */
export const unitProblems = (u: z.infer<typeof unitSchema>): { path: string; message: string }[] => [
  ...(u.size === 'hq' && u.cr === undefined ? [{ path: 'cr', message: 'an HQ needs its command range (21.1)' }] : []),
  ...(u.size !== 'hq' && u.cr !== undefined ? [{ path: 'cr', message: 'only an HQ has a command range' }] : []),
  ...(u.size !== 'patrol' && u.size !== 'hq' && u.sp === 0
    ? [{ path: 'sp', message: 'a combat unit has at least 1 SP' }]
    : []),
];
export type UnitDef = z.infer<typeof unitSchema>;
export const forcesSchema = z
  .object({ id: z.string(), ours: z.boolean(), note: text.optional(), units: z.array(unitSchema).min(1) })
  .strict();

/** An attack table indexed by the absolute SP totals, as data (MISS-1). */
const band = z
  .object({
    min: z.tuple([z.number().int().min(0), z.number().int().min(1)]),
    chance: z.number().int().min(0).max(13),
    rmod: z.number().int().min(-6).max(6),
  })
  .strict();
export const tableSchema = z.discriminatedUnion('kind', [
  /** ratio bands: the first band whose min ratio a/b the attack reaches, scanning from the best */
  z.object({ kind: z.literal('ratio-bands'), bands: z.array(band).min(1) }).strict(),
  /** a printed grid: chance[defender-1][attacker-1]; larger totals use the last row/column */
  z
    .object({
      kind: z.literal('grid'),
      chance: z.array(z.array(z.number().int().min(0).max(13)).min(1)).min(1),
      rmod: z.array(z.array(z.number().int().min(-6).max(6)).min(1)).min(1),
    })
    .strict(),
]);
export type AttackTable = z.infer<typeof tableSchema>;
export const tablesSchema = z
  .object({ id: z.string(), ours: z.boolean(), note: text.optional(), normal: tableSchema, repeat: tableSchema })
  .strict();

/** Rule groups a scenario switches on (README "Rule groups"). */
export const RULE_GROUPS = [
  'core',
  'reserve-movement',
  'A.1',
  'A.2',
  'A.3',
  'A.4',
  'A.5',
  'A.6',
  // rules 16–21 (scenario B on): concealment, patrols, rail, arrivals by rail, secret concentration, HQs and command
  'concealment',
  'patrols',
  'rail',
  'arrivals',
  'secret-concentration',
  'command',
  'B.1',
  'B.2',
  'B.3',
  'B.4',
  'B.5',
  // rule 22 (scenario C on): supply points, operations, crisis, secret stockpiles
  'supply',
  // rule 23: artillery, desperate and determined attacks
  'special-attacks',
  // rules 24–27: trenches and fortified areas, fortresses and sieges, bridgeheads, corps break-down
  'trenches',
  'fortresses',
  'bridgeheads',
  'breakdown',
  'C.1',
  'C.2',
  'C.3',
  'C.7',
  // rules 28–40 (scenarios D, E and the campaign): the Campaign card's rules (campaign/)
  'campaign',
  // scenario F: the Allies split between a German and an Austro-Hungarian player (seats.ts, scenario-f.ts)
  'F',
] as const;
export type RuleGroup = (typeof RULE_GROUPS)[number];
/** scenario rules that are another scenario's procedure on their own area: B.1 plays as A.1, B.3 as A.3 */
export const PLAYS_AS: Partial<Record<RuleGroup, RuleGroup>> = { 'B.1': 'A.1', 'B.3': 'A.3', 'C.1': 'A.1' };

/** how a unit arrives (B.2): on the hex, across the Upper or Lower Vistula, by secret concentration, by rail */
export const ARRIVALS = ['hex', 'upper-vistula', 'lower-vistula', 'secret', 'rail'] as const;
export const frontLevels = z
  .object({
    G: z.number().int().min(0).max(24).optional(),
    P: z.number().int().min(0).max(24).optional(),
    E: z.number().int().min(0).max(24).optional(),
  })
  .strict();
export const scenarioSchema = z
  .object({
    id: z.string().min(1),
    title: text,
    description: text,
    rules: z.array(z.enum(RULE_GROUPS)).min(1),
    /** the stage calendar: first day of each stage (1.2) */
    stages: z.array(z.string()).min(1),
    /** the play area (A.1, B.1, C.1): a region name of the map */
    area: z.string().optional(),
    /** the board: the region of the theatre map the scenario is played and shown on (board.ts); absent: the whole map */
    board: z.string().optional(),
    setup: z.array(z.object({ unit: z.string(), hex: hexId, broken: z.boolean().optional() }).strict()),
    /**
     * A.2, B.2, 19: unit, stage number (1-based) and the hex where it is placed; `how` (B.2): on the
     * hex (the default), across the Upper or Lower Vistula (B.2.1, B.2.2), by secret concentration
     * (B.2.3, 20) or by rail (B.2.4, 19)
     */
    arrivals: z.array(
      z
        .object({
          unit: z.string(),
          stage: z.number().int().min(1),
          hex: hexId,
          how: z.enum(ARRIVALS).optional(),
        })
        .strict(),
    ),
    /** B.4, 17: the patrols each side has (absent: none) */
    patrols: z
      .object({ allies: z.number().int().min(0), russians: z.number().int().min(0) })
      .strict()
      .optional(),
    /** 22, C.4: SuP income per own supply phase and each side's starting level per front (G, P, E) */
    supply: z
      .object({
        income: z.object({ allies: z.number().int().min(0), russians: z.number().int().min(0) }).strict(),
        levels: z.object({ allies: frontLevels, russians: frontLevels }).strict(),
      })
      .strict()
      .optional(),
    /** C.2: the screen: these set-up units and the side's patrols may be set up freely on these hexes before play */
    screen: z
      .object({ side: z.enum(SIDE_IDS), hexes: z.array(hexId).min(1), units: z.array(z.string()).min(1) })
      .strict()
      .optional(),
    /** C.6: towns that count as fortified areas in this scenario (captured bridgeheads), with their strength */
    fortified: z.array(z.object({ hex: hexId, strength: z.number().int().min(1).max(4) }).strict()).optional(),
    ...worksFields(hexId, NATIONS),
    /** true while the scenario's rules are not all in: kept in the pack, not offered by the module (README coverage) */
    draft: z.boolean().optional(),
    /** A.6: places scored at every stage end by the side that controls them */
    objectives: z.array(z.object({ hex: hexId, side: z.enum(SIDE_IDS), vp: z.number().int().min(1) }).strict()),
    /** A.6: +vp per unit of `side` standing in the region at a stage end */
    regionVp: z
      .array(z.object({ region: z.string(), side: z.enum(SIDE_IDS), vp: z.number().int().min(1) }).strict())
      .optional(),
    /** C.7: +vp per unit of `side` on `nat`'s soil at a stage end */
    soilVp: z
      .array(z.object({ nat: z.enum(NATIONS), side: z.enum(SIDE_IDS), vp: z.number().int().min(1) }).strict())
      .optional(),
    /** C.7: +vp to `side` at a stage end while `hex` is encircled for `holder` */
    encircledVp: z
      .array(
        z
          .object({ hex: hexId, holder: z.enum(SIDE_IDS), side: z.enum(SIDE_IDS), vp: z.number().int().min(1) })
          .strict(),
      )
      .optional(),
    /** A.4: retreats along a shortest path toward these fortresses count as the proper direction */
    retreatFortresses: z
      .object({ allies: z.array(hexId), russians: z.array(hexId) })
      .strict()
      .optional(),
  })
  .strict();
export type ScenarioData = z.infer<typeof scenarioSchema>;

/** The stage calendar of 1914 (1.2): the first day of each stage, 16.VIII to 26.XII. */
export const calendarSchema = z
  .object({
    id: z.string(),
    ours: z.boolean(),
    note: text.optional(),
    stages: z.array(z.string().regex(/^\d{1,2}\.[IVX]+$/)).min(1),
  })
  .strict();

export const packSchema = z
  .object({
    id: z.string(),
    map: mapSchema,
    forces: forcesSchema,
    tables: tablesSchema,
    calendar: calendarSchema.optional(),
    /** 40.1: the Campaign card (campaign/card.ts) with the counters only the campaign brings in */
    campaign: campaignCardSchema.extend({ units: z.array(unitSchema) }).optional(),
    scenarios: z.array(scenarioSchema).min(1),
  })
  .strict()
  .superRefine((p, ctx) => {
    const hexes = new Set(p.map.hexes.map((h) => h.id));
    const seen = new Set<string>();
    p.map.hexes.forEach((h, i) => {
      if (seen.has(h.id))
        ctx.addIssue({ code: 'custom', path: ['map', 'hexes', i, 'id'], message: `hex ${h.id} declared twice` });
      seen.add(h.id);
    });
    const hex = (id: string, path: (string | number)[]): void => {
      if (!hexes.has(id)) ctx.addIssue({ code: 'custom', path, message: `hex ${id} is not on the map` });
    };
    p.map.hexsides.forEach((s, i) => {
      hex(s.a, ['map', 'hexsides', i, 'a']);
      hex(s.b, ['map', 'hexsides', i, 'b']);
    });
    p.map.towns.forEach((t, i) => hex(t.hex, ['map', 'towns', i, 'hex']));
    p.map.railways.forEach((r, i) => r.hexes.forEach((h, j) => hex(h, ['map', 'railways', i, 'hexes', j])));
    for (const [k, list] of Object.entries(p.map.regions)) list.forEach((h, j) => hex(h, ['map', 'regions', k, j]));
    const units = new Set<string>();
    p.forces.units.forEach((u, i) => {
      if (units.has(u.id))
        ctx.addIssue({ code: 'custom', path: ['forces', 'units', i, 'id'], message: `unit ${u.id} declared twice` });
      for (const e of unitProblems(u))
        ctx.addIssue({ code: 'custom', path: ['forces', 'units', i, e.path], message: e.message });
      units.add(u.id);
    });
    p.campaign?.units.forEach((u, i) => {
      if (units.has(u.id))
        ctx.addIssue({ code: 'custom', path: ['campaign', 'units', i, 'id'], message: `unit ${u.id} declared twice` });
      units.add(u.id);
    });
    if (p.campaign)
      for (const e of cardProblems(p.campaign, {
        hexes,
        towns: new Set(p.map.towns.map((t) => t.hex)),
        units,
        regions: new Set(Object.keys(p.map.regions)),
        stages: p.calendar?.stages ?? [],
      }))
        ctx.addIssue({ code: 'custom', path: ['campaign', ...e.path], message: e.message });
    p.scenarios.forEach((s, si) => {
      const at = ['scenarios', si];
      // a scenario's stages are a run of the calendar's (1.2)
      const cal = p.calendar?.stages;
      if (cal) {
        const i = cal.indexOf(s.stages[0]);
        if (i < 0 || s.stages.some((d, k) => cal[i + k] !== d))
          ctx.addIssue({
            code: 'custom',
            path: [...at, 'stages'],
            message: 'the stages are not a run of the calendar',
          });
      }
      if (s.area && !p.map.regions[s.area])
        ctx.addIssue({ code: 'custom', path: [...at, 'area'], message: `no region ${s.area}` });
      if (s.board && !p.map.regions[s.board])
        ctx.addIssue({ code: 'custom', path: [...at, 'board'], message: `no region ${s.board}` });
      s.setup.forEach((e, i) => {
        if (!units.has(e.unit))
          ctx.addIssue({ code: 'custom', path: [...at, 'setup', i, 'unit'], message: `no unit ${e.unit}` });
        hex(e.hex, [...at, 'setup', i, 'hex']);
      });
      s.arrivals.forEach((e, i) => {
        if (!units.has(e.unit))
          ctx.addIssue({ code: 'custom', path: [...at, 'arrivals', i, 'unit'], message: `no unit ${e.unit}` });
        if (e.stage > s.stages.length)
          ctx.addIssue({
            code: 'custom',
            path: [...at, 'arrivals', i, 'stage'],
            message: `stage ${e.stage} is after the last stage`,
          });
        hex(e.hex, [...at, 'arrivals', i, 'hex']);
      });
      s.objectives.forEach((o, i) => hex(o.hex, [...at, 'objectives', i, 'hex']));
      s.screen?.hexes.forEach((h, i) => hex(h, [...at, 'screen', 'hexes', i]));
      s.screen?.units.forEach((u, i) => {
        if (!s.setup.some((e) => e.unit === u))
          ctx.addIssue({ code: 'custom', path: [...at, 'screen', 'units', i], message: `${u} is not in the set-up` });
      });
      (s.fortified ?? []).forEach((f, i) => {
        if (!p.map.towns.some((t) => t.hex === f.hex))
          ctx.addIssue({ code: 'custom', path: [...at, 'fortified', i, 'hex'], message: `no town in ${f.hex}` });
      });
      worksProblems(p, s, at, ctx, hex);
      if (s.rules.includes('supply') && !s.supply)
        ctx.addIssue({
          code: 'custom',
          path: [...at, 'supply'],
          message: 'rule 22 needs the income and starting levels',
        });
      (s.regionVp ?? []).forEach((r, i) => {
        if (!p.map.regions[r.region])
          ctx.addIssue({ code: 'custom', path: [...at, 'regionVp', i, 'region'], message: `no region ${r.region}` });
      });
      const placed = new Set<string>();
      [...s.setup.map((e) => e.unit), ...s.arrivals.map((e) => e.unit)].forEach((u, i) => {
        if (placed.has(u))
          ctx.addIssue({
            code: 'custom',
            path: [...at, i < s.setup.length ? 'setup' : 'arrivals'],
            message: `unit ${u} placed twice`,
          });
        placed.add(u);
      });
    });
  });
export type Pack = z.infer<typeof packSchema>;

/** Every error with its path, or the pack. */
export const parsePack = (raw: unknown): PackResult<Pack> => parsePackWith<Pack>(packSchema, raw);

import { z } from 'zod';
import type { Dice, GameEvent } from '../../core/contract.js';
import { boardOf, defOf, mapOf } from './ctx.js';
import { scenarioBoard } from './board.js';
import { advance } from './phases/turn.js';
import { indexMap, sideOfNation } from './mapindex.js';
import { initCampaign } from './campaign/state.js';
import { campaignOptionsSchema } from './campaign/options.js';
import { PACK } from './pack.js';
import { registerPack } from './pack-of.js';
import {
  frontLevels,
  mapSchema,
  RULE_GROUPS,
  SIDE_IDS,
  unitSchema,
  type MapData,
  type Pack,
  type SideId,
} from './schema.js';
import { DEFAULT_STANDING, PHASES, STANDING, type OwcState, type UnitState } from './state.js';
import type { Variants } from './variants.js';
import { setupCorps } from './breakdown.js';

/**
 * The documented position form (README "Positions"): any position of scenario A's rules,
 * on the pack's map or on a map given inline. Accepted only in unrated games.
 */
const standingPart = z
  .object(
    Object.fromEntries(
      Object.entries(STANDING).map(([k, v]) => [k, z.enum(v as unknown as [string, ...string[]]).optional()]),
    ),
  )
  .strict();
export const positionSchema = z
  .object({
    scenario: z.string().default('A'),
    rules: z.array(z.enum(RULE_GROUPS)).optional(),
    map: mapSchema.optional(),
    /** the play area region (A.1); null: the whole map */
    area: z.string().nullable().optional(),
    units: z.array(
      z
        .object({
          id: z.string(),
          /** a unit not in the pack's forces */
          def: unitSchema.omit({ id: true }).optional(),
          hex: z.string().optional(),
          broken: z.boolean().optional(),
          /** not yet on the map: arrives in this stage at dueHex (A.2) */
          due: z.number().int().min(1).optional(),
          dueHex: z.string().optional(),
          /** B.2: how the arrival enters (absent: A.2's town) */
          how: z.enum(['hex', 'upper-vistula', 'lower-vistula', 'secret', 'rail']).optional(),
          /** 20 (v8): sent to the Secret Concentration box by its owner (how: secret); 20.4: its town exposed */
          sent: z.boolean().optional(),
          exposed: z.boolean().optional(),
          dead: z.boolean().optional(),
          attacked: z.boolean().optional(),
          attackedNormal: z.boolean().optional(),
          moved: z.boolean().optional(),
          noAttack: z.boolean().optional(),
          /** face down (16) */
          concealed: z.boolean().optional(),
          /** inside its corps, or a corps broken down (27) */
          split: z.boolean().optional(),
        })
        .strict(),
    ),
    stage: z.number().int().min(1).default(1),
    phasing: z.enum(SIDE_IDS).default('allies'),
    phase: z
      .enum(
        PHASES.filter((p) => p !== 'over') as [
          Exclude<(typeof PHASES)[number], 'over'>,
          ...Exclude<(typeof PHASES)[number], 'over'>[],
        ],
      )
      .default('attack'),
    vp: z.number().int().default(0),
    control: z.record(z.string(), z.enum(SIDE_IDS)).optional(),
    rmp: z
      .object({
        used: z.record(z.enum(SIDE_IDS), z.boolean()).optional(),
        forfeit: z.record(z.enum(SIDE_IDS), z.boolean()).optional(),
      })
      .strict()
      .optional(),
    arrivalsDone: z.boolean().optional(),
    standing: z.object({ allies: standingPart.optional(), russians: standingPart.optional() }).strict().optional(),
    /** 28–40: the campaign's track, calls and losses (absent: the Campaign card's start) */
    campaign: z
      .object({
        track: z.record(z.string(), z.number().int().min(0).max(10)).optional(),
        called: z.array(z.string()).optional(),
        dead: z
          .record(z.string(), z.object({ turn: z.number().int().min(0), rebuildable: z.boolean() }).strict())
          .optional(),
        compel: z.boolean().optional(),
        /** 37.2: German War Aims a commanded Russian unit has marched into */
        commandedCaptures: z.array(z.string()).optional(),
        /** the campaign options (campaign/options.ts; absent: the defaults) */
        options: campaignOptionsSchema.optional(),
      })
      .strict()
      .optional(),
    /** 24–26: trenches, fortress strengths, captures, sieges, bridgeheads (absent: the scenario's) */
    works: z
      .object({
        trenches: z.record(z.string(), z.array(z.string())).optional(),
        strength: z.record(z.string(), z.number().int().min(1).max(4)).optional(),
        captured: z.array(z.string()).optional(),
        siege: z.record(z.string(), z.number().int()).optional(),
        bridgeheads: z
          .array(
            z
              .object({ hex: z.string(), nat: z.string(), strength: z.number().int(), front: z.array(z.string()) })
              .strict(),
          )
          .optional(),
      })
      .strict()
      .optional(),
    /** 27: corps → divisions (absent: the scenario's) */
    corps: z.record(z.string(), z.array(z.string())).optional(),
    /** 21.6 (rules version 7): the units named for allied command this stage (DE: a German unit, AH: an Austro-Hungarian or Legion one) */
    alliedCommand: z.object({ DE: z.string().optional(), AH: z.string().optional() }).strict().optional(),
    /** 22: levels, income and stockpiles (absent: the scenario's starting ones) */
    supply: z
      .object({
        income: z
          .object({ allies: z.number().int().min(0), russians: z.number().int().min(0) })
          .strict()
          .optional(),
        levels: z.object({ allies: frontLevels, russians: frontLevels }).strict().optional(),
        stash: z.object({ allies: frontLevels, russians: frontLevels }).strict().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type Position = z.infer<typeof positionSchema>;

/** the standing orders' defaults; `conceal` (16) only where concealment is in force */
const standingFor = (rules: readonly string[]): OwcState['standing'][SideId] =>
  rules.includes('concealment') ? { ...DEFAULT_STANDING, conceal: 'none' } : { ...DEFAULT_STANDING };

/** the rule groups that need `works` (24–26) */
const WORKS: readonly string[] = ['trenches', 'fortresses', 'bridgeheads'];

const noDice: Dice = {
  roll() {
    throw new Error('owc: this position needs dice to settle; start it after the supply phase');
  },
};

const initialControl = (m: MapData): Record<string, SideId> => {
  const ix = indexMap(m);
  const out: Record<string, SideId> = {};
  for (const t of ix.towns.keys()) out[t] = sideOfNation(ix.nat(t));
  return out;
};

/**
 * A game on a pack other than the shipped one names it by content hash (`pack`, pack-of.ts): every
 * rule reads the map, unit definitions and tables of that pack, which createOwc(pack) registered.
 */
const base = (scenarioId: string, variants: Variants, pack: Pack = PACK): OwcState => {
  const sc = pack.scenarios.find((x) => x.id === scenarioId);
  if (!sc) throw new Error(`unknown scenario ${scenarioId}`);
  const units: Record<string, UnitState> = {};
  for (const e of sc.setup) units[e.unit] = { id: e.unit, where: 'map', hex: e.hex, broken: !!e.broken };
  for (const e of sc.arrivals)
    units[e.unit] = {
      id: e.unit,
      where: 'due',
      hex: null,
      broken: false,
      due: e.stage,
      dueHex: e.hex,
      ...(e.how ? { how: e.how } : {}),
    };
  // B.4, 17: each side's patrols wait in its box
  for (const side of SIDE_IDS)
    for (const p of pack.forces.units
      .filter((u) => u.size === 'patrol' && u.side === side)
      .slice(0, sc.patrols?.[side] ?? 0))
      units[p.id] = { id: p.id, where: 'box', hex: null, broken: false };
  const board = scenarioBoard(pack, sc.id);
  const control = initialControl(board);
  const s: OwcState = {
    game: 'ostatnia-wojna-cesarzy',
    scenario: sc.id,
    rules: [...sc.rules],
    area: sc.area ?? null,
    variants: { ...variants },
    stages: [...sc.stages],
    stage: 1,
    phasing: 'allies',
    phase: 'supply',
    step: 'P',
    rmp: { used: { allies: false, russians: false }, forfeit: { allies: false, russians: false }, active: null },
    arrivalsDone: false,
    units,
    control,
    vp: 0,
    pending: null,
    standing: { allies: standingFor(sc.rules), russians: standingFor(sc.rules) },
    objectives: sc.objectives.map((o) => ({ ...o })),
    regionVp: (sc.regionVp ?? []).map((r) => ({ ...r })),
    retreatFortresses: {
      allies: [...(sc.retreatFortresses?.allies ?? [])],
      russians: [...(sc.retreatFortresses?.russians ?? [])],
    },
    seq: 0,
    await: null,
    result: null,
  };
  if (sc.screen && sc.rules.includes('C.2'))
    s.screen = { side: sc.screen.side, hexes: [...sc.screen.hexes], units: [...sc.screen.units] };
  if (sc.soilVp) s.soilVp = sc.soilVp.map((x) => ({ ...x }));
  if (sc.encircledVp) s.encircledVp = sc.encircledVp.map((x) => ({ ...x }));
  // 22, C.4: supply levels per side and front; the first plan is awaited
  if (sc.rules.includes('supply') && sc.supply)
    s.supply = {
      income: { ...sc.supply.income },
      level: { allies: { ...sc.supply.levels.allies }, russians: { ...sc.supply.levels.russians } },
      stash: { allies: {}, russians: {} },
      exposed: [],
      due: true,
      ops: {},
    };
  const hash = registerPack(pack);
  if (hash) s.pack = hash;
  // 28–40: the campaign's track and records (the shipped Campaign card; pool units set up count as called)
  if (sc.rules.includes('campaign') && pack.campaign)
    s.campaign = initCampaign(pack.campaign, Object.keys(units), pack.calendar?.stages, sc.stages[0]);
  // 24–26: trenches, fortress strengths, captures, sieges and bridgeheads; 27: the corps' divisions
  if (sc.rules.some((g) => WORKS.includes(g)))
    s.works = {
      trenches: {},
      strength: Object.fromEntries((sc.fortresses ?? []).map((f) => [f.hex, f.strength])),
      captured: [],
      siege: {},
      bridgeheads: (sc.bridgeheads ?? []).map((x) => ({ ...x, front: [...x.front] })),
    };
  setupCorps(s, sc);
  for (const u of Object.values(units))
    if (u.hex && indexMap(board).towns.has(u.hex)) s.control[u.hex] = sideOfDef(s, u.id);
  return s;
};
const patrolsOf = (pack: Pack, scenario: string, side: SideId): number =>
  pack.scenarios.find((x) => x.id === scenario)?.patrols?.[side] ?? 0;
const sideOfDef = (s: OwcState, id: string): SideId => defOf(s, id).side;

export const setupScenario = (
  scenarioId: string,
  variants: Variants,
  pack: Pack = PACK,
  version?: number,
): OwcState => {
  const s = base(scenarioId, variants, pack);
  if (version !== undefined) s.rulesVersion = version; // version.ts VERSION_FIRST
  const out: GameEvent[] = [];
  advance(s, noDice, out);
  return s;
};

export const setupPosition = (raw: unknown, variants: Variants, pack: Pack = PACK, version?: number): OwcState => {
  const p = positionSchema.parse(raw);
  const s = base(p.scenario, variants, pack);
  if (p.rules) s.rules = [...p.rules];
  if (p.map) {
    s.map = p.map;
    s.control = initialControl(p.map);
  }
  if (p.area !== undefined) s.area = p.area;
  const m = mapOf(s);
  if (s.area && !m.regions.has(s.area)) throw new Error(`position: no region ${s.area} on the map`);
  s.units = {};
  const known = new Set([...pack.forces.units, ...(pack.campaign?.units ?? [])].map((u) => u.id));
  for (const u of p.units) {
    if (u.def) (s.defs ??= {})[u.id] = { id: u.id, ...u.def };
    else if (!known.has(u.id)) throw new Error(`position: unknown unit ${u.id} (give its def)`);
    if (s.units[u.id]) throw new Error(`position: unit ${u.id} listed twice`);
    const st: UnitState = {
      id: u.id,
      where: u.split ? 'split' : u.dead ? 'dead' : u.due ? 'due' : 'map',
      hex: null,
      broken: !!u.broken,
    };
    if (st.where === 'map') {
      if (!u.hex || !m.has(u.hex)) throw new Error(`position: unit ${u.id} needs a hex of the map`);
      st.hex = u.hex;
      if (m.towns.has(u.hex)) s.control[u.hex] = sideOfDef(s, u.id);
    }
    if (st.where === 'due') {
      st.due = u.due;
      st.dueHex = u.dueHex ?? u.hex;
      if (u.how) st.how = u.how;
      if (u.sent) st.sent = true;
      if (u.exposed) st.exposed = true;
    }
    for (const f of ['attacked', 'attackedNormal', 'moved', 'noAttack', 'concealed'] as const) if (u[f]) st[f] = true;
    s.units[u.id] = st;
  }
  // B.4, 17: the scenario's patrols the position does not place wait in their box
  for (const side of SIDE_IDS)
    for (const u of pack.forces.units
      .filter((x) => x.size === 'patrol' && x.side === side)
      .slice(0, patrolsOf(pack, s.scenario, side)))
      s.units[u.id] ??= { id: u.id, where: 'box', hex: null, broken: false };
  const occ = boardOf(s).occ;
  for (const [h, ids] of occ)
    if (new Set(ids.map((id) => sideOfDef(s, id))).size > 1) throw new Error(`position: both sides in ${h}`);
  if (p.stage > s.stages.length) throw new Error(`position: stage ${p.stage} is after the last (${s.stages.length})`);
  s.stage = p.stage;
  s.phasing = p.phasing;
  s.phase = p.phase;
  s.step = 'P';
  s.vp = p.vp;
  Object.assign(s.control, p.control ?? {});
  Object.assign(s.rmp.used, p.rmp?.used ?? {});
  Object.assign(s.rmp.forfeit, p.rmp?.forfeit ?? {});
  s.arrivalsDone = p.arrivalsDone ?? false;
  for (const side of SIDE_IDS) Object.assign(s.standing[side], p.standing?.[side] ?? {});
  if (s.rules.includes('supply')) {
    const sup = (s.supply ??= {
      income: { allies: 0, russians: 0 },
      level: { allies: {}, russians: {} },
      stash: { allies: {}, russians: {} },
      exposed: [],
      due: false,
      ops: {},
    });
    if (p.supply?.income) sup.income = { ...p.supply.income };
    if (p.supply?.levels)
      sup.level = { allies: { ...p.supply.levels.allies }, russians: { ...p.supply.levels.russians } };
    if (p.supply?.stash) sup.stash = { allies: { ...p.supply.stash.allies }, russians: { ...p.supply.stash.russians } };
    sup.due = p.phase === 'supply'; // a position in the supply phase starts at the plan (DP-1)
  } else delete s.supply;
  if (s.rules.includes('campaign') && pack.campaign)
    s.campaign = {
      ...initCampaign(pack.campaign, Object.keys(s.units), pack.calendar?.stages, s.stages[0]),
      ...(p.campaign ?? {}),
    };
  else delete s.campaign;
  if (s.rules.some((g) => WORKS.includes(g)))
    s.works = { ...(s.works ?? { trenches: {}, strength: {}, captured: [], siege: {}, bridgeheads: [] }), ...p.works };
  else delete s.works;
  if (p.corps) s.corps = { ...p.corps };
  if (p.alliedCommand)
    for (const [k, id] of Object.entries(p.alliedCommand))
      if (id && !s.units[id]) throw new Error(`position: alliedCommand.${k} names ${id}, not a unit of the position`);
      else if (id) (s.alliedCommand ??= {})[k as 'DE' | 'AH'] = id;
  if (!s.rules.includes('breakdown')) delete s.corps;
  delete s.screen; // C.2 is the scenario's opening, not a position's
  if (version !== undefined) s.rulesVersion = version; // version.ts VERSION_FIRST
  advance(s, noDice, []);
  return s;
};

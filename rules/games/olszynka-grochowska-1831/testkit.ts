import { FixedDice } from '../../core/dice.js';
import type { Ctx } from './ctx.js';
import { indexPack, PACK } from './pack.js';
import type { FormationDef, LeaderDef, Pack, UnitDef } from './schema.js';
import { DEFAULT_POLICIES, type GameState, type Level, type Position, type SideId } from './state.js';
import { DEFAULT_OPTIONS, type Options } from './variants.js';
import { forget } from './occupancy.js';
import olszynka from './index.js';

/**
 * Test fixtures: a 12 × 12 all-clear map with our real tables plus two stand-in terrains the spec's
 * test cases use ("rough": 2 MP for every class; "heavy": 4 MP), and units written inline.
 */
/** dice that show these d10 faces (0–9) in order */
/** the spec's stand-in terrains: every class pays `mp`, nothing else changes */
const standIn = (id: string, pl: string, mp: number) => ({
  id,
  name: { pl, en: id },
  mp: { infantry: mp, square: mp, cavalry: mp, artillery: mp, horseArtillery: mp },
  blocksLos: false,
  elevation: 0,
  cavalryPenalty: false,
  melee: 0,
  fire: 0,
});

export const d10s = (...faces: number[]): FixedDice => new FixedDice(faces);

type UnitOpts = Partial<Omit<UnitDef, 'id' | 'side'>>;
const base = (id: string, side: 'pl' | 'ru', o: UnitOpts, arm: UnitDef['arm'], type: UnitDef['type']): UnitDef => ({
  id,
  name: { pl: id, en: id },
  short: id.slice(0, 14),
  side,
  arm,
  type,
  strength: 6,
  morale: 6,
  stars: 1,
  division: `${side}-a`,
  ...o,
});
export const inf = (id: string, side: 'pl' | 'ru', o: UnitOpts = {}): UnitDef => base(id, side, o, 'infantry', 'line');
export const cav = (id: string, side: 'pl' | 'ru', o: UnitOpts = {}): UnitDef =>
  base(id, side, { strength: 5, stars: 2, ...o }, 'cavalry', 'uhlans');
export const gun = (
  id: string,
  side: 'pl' | 'ru',
  cls: 'light' | 'heavy' | 'horse' | 'rockets' = 'light',
  o: UnitOpts = {},
): UnitDef =>
  base(
    id,
    side,
    { strength: 1, artillery: cls, stars: cls === 'rockets' ? 0 : 1, ...o },
    'artillery',
    cls === 'horse' ? 'horse-artillery' : cls === 'rockets' ? 'rockets' : 'foot-artillery',
  );
export const chief = (id: string, side: 'pl' | 'ru', o: Partial<LeaderDef> = {}): LeaderDef => ({
  id,
  name: id,
  side,
  rank: 'division',
  range: 4,
  division: `${side}-a`,
  ...o,
});

const formations: FormationDef[] = ['pl-a', 'pl-b', 'pl-k', 'ru-a', 'ru-b', 'ru-k'].map((id) => ({
  id,
  name: { pl: id, en: id },
  side: id.startsWith('pl') ? 'pl' : 'ru',
  kind: id.endsWith('-k') ? 'corps' : 'division',
  colour: '#000000',
}));

export interface Kit {
  c: Ctx;
  place(id: string, hex: string, facing: number, extra?: { level?: Level; losses?: number; square?: boolean }): void;
  placeLeader(id: string, hex: string, deputy?: null | 'dead' | number): void;
}

export const kit = (o: {
  units: UnitDef[];
  leaders?: LeaderDef[];
  terrain?: Record<string, string>;
  hexsides?: { a: string; b: string; kind: string }[];
  stage?: number;
  lastStage?: number;
  options?: Partial<Options>;
}): Kit => {
  const real = PACK().pack;
  const labels: string[] = [];
  for (let col = 1; col <= 12; col++)
    for (let row = 1; row <= 12; row++) labels.push(`${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`);
  const pack: Pack = {
    ...real,
    tables: {
      ...real.tables,
      terrain: [...real.tables.terrain, standIn('rough', 'trudny', 2), standIn('heavy', 'bardzo trudny', 4)],
    },
    map: {
      ...real.map,
      grid: { ...real.map.grid, cells: { from: '0101', to: '1212' } },
      hexes: labels.map((id) => ({ id, terrain: o.terrain?.[id] ?? 'clear' })),
      hexsides: o.hexsides ?? [],
      roads: [],
      places: [],
      regions: {},
    },
    forces: { ...real.forces, formations, leaders: o.leaders ?? [], units: o.units },
    scenarios: [],
  };
  const P = indexPack(pack);
  const pos: Position = { stage: o.stage ?? 1, lastStage: o.lastStage ?? 16, units: {}, leaders: {} };
  const c: Ctx = { P, pos, opts: { ...DEFAULT_OPTIONS, ...o.options } };
  let order = 0;
  return {
    c,
    place(id, hex, facing, extra = {}) {
      P.unit(id);
      forget(pos.units);
      pos.units[id] = {
        id,
        at: hex,
        facing,
        level: extra.level ?? 'full',
        losses: extra.losses ?? 0,
        order: order++,
        flags: {},
        ...(extra.square ? { square: true } : {}),
      };
    },
    placeLeader(id, hex, deputy = null) {
      P.leader(id);
      pos.leaders[id] = { id, at: hex, deputy, activated: false };
    },
  };
};

/** a game state around a fixture: the Russians active in `phase` with `units` activated */
export const game = (k: Kit, phase: GameState['phase'], units: string[], rulesVersion?: number): GameState => ({
  ...(rulesVersion ? { rulesVersion } : {}),
  scenario: 'fixture',
  options: { ...DEFAULT_OPTIONS },
  pos: k.c.pos,
  initiative: 'ru',
  cup: [],
  used: ['ru-a'],
  phase,
  active: { side: 'ru', marker: 'ru-a', formation: 'ru-a', units },
  holders: {},
  policies: { pl: { ...DEFAULT_POLICIES }, ru: { ...DEFAULT_POLICIES } },
  result: null,
});

/** both conformance files' length classes (core's suite, rules/core/conformance-counts.ts) */
export const CONFORMANCE_LENGTHS = { 'alder-wood-1831': 'short', 'grochow-1831': 'medium' } as const;
/** the events random play seldom fires in either scenario, and where a test fires them instead */
export const RARE_EVENTS = {
  reordered: '6.5: offered in the movement step (stacking.test.ts 6.5); random play builds its moves unit by unit',
  recovered: '3.6.6: needs a leader wounded (a 0 on the casualty die, then a wound) and his return stage reached',
  counterSquare:
    '10.3.4: infantry moving next to cavalry whose counter-charge passes (charges.test.ts T99); no cavalry in alder-wood-1831',
};

/**
 * The charge set-up of chapters 9–10: Polish cavalry `c` at 0505 facing 3 and a Russian battalion
 * (`t`, or `targetId`) at 0506, in its front zone; `cavalry` and `target` change their counters' values.
 */
export const charger = (
  o: { cavalry?: UnitOpts; target?: UnitOpts; targetId?: string; terrain?: Record<string, string> } = {},
): Kit => {
  const t = o.targetId ?? 't';
  const k = kit({
    units: [cav('c', 'pl', o.cavalry), inf(t, 'ru', { division: 'ru-a', ...o.target })],
    ...(o.terrain ? { terrain: o.terrain } : {}),
  });
  k.place('c', '0505', 3);
  k.place(t, '0506', 0);
  return k;
};

/** a state after `side` set one standing policy (state.ts POLICY_KEYS), refused batches thrown */
export const withPolicy = (s: GameState, side: SideId, key: string, value: string): GameState => {
  const r = olszynka.apply(s, side, { orders: [{ type: 'standing', key, value }] }, new FixedDice([]));
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

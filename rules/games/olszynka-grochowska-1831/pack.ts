import tablesJson from './packs/rozkaz/tables.json' with { type: 'json' };
import mapJson from './packs/rozkaz/map.json' with { type: 'json' };
import forcesJson from './packs/rozkaz/forces.json' with { type: 'json' };
import alderWood from './packs/rozkaz/alder-wood-1831.json' with { type: 'json' };
import grochow from './packs/rozkaz/grochow-1831.json' with { type: 'json' };
import { HexGrid } from '../../core/hex.js';
import { shippedPack } from '../../core/pack-kit.js';
import { parsePack, type FormationDef, type LeaderDef, type Pack, type TerrainDef, type UnitDef } from './schema.js';

/** The raw pack we ship (ours), before validation. */
export const RAW_PACK = {
  id: 'rozkaz',
  tables: tablesJson,
  map: mapJson,
  forces: forcesJson,
  scenarios: [alderWood, grochow],
};

export const loadPack = (raw: unknown): Pack => shippedPack('olszynka', parsePack(raw));

/** Look-ups the procedures use: components by id, terrain by hex, hexside features, road steps. */
export interface PackIndex {
  pack: Pack;
  grid: HexGrid;
  unit(id: string): UnitDef;
  leader(id: string): LeaderDef;
  formation(id: string): FormationDef;
  terrainOf(hex: string): TerrainDef;
  /** the hexside type id between two adjacent hexes, if any */
  hexside(a: string, b: string): string | undefined;
  /** true when a→b follows a road */
  roadStep(a: string, b: string): boolean;
}

export const indexPack = (pack: Pack): PackIndex => {
  const grid = new HexGrid(pack.map.grid);
  const units = new Map(pack.forces.units.map((u) => [u.id, u]));
  const leaders = new Map(pack.forces.leaders.map((l) => [l.id, l]));
  const formations = new Map(pack.forces.formations.map((f) => [f.id, f]));
  const terrain = new Map(pack.tables.terrain.map((t) => [t.id, t]));
  const hexTerrain = new Map(pack.map.hexes.map((h) => [h.id, terrain.get(h.terrain)!]));
  // both directions of every hexside feature and road step, by hex then neighbour: the movement
  // search asks for each step it weighs, so no key string is built per question
  const edges = new Map<string, Map<string, { side?: string; road?: true }>>();
  const edge = (a: string, b: string) => {
    let m = edges.get(a);
    if (!m) edges.set(a, (m = new Map()));
    let e = m.get(b);
    if (!e) m.set(b, (e = {}));
    return e;
  };
  for (const s of pack.map.hexsides) edge(s.a, s.b).side = edge(s.b, s.a).side = s.kind;
  for (const r of pack.map.roads)
    for (let i = 1; i < r.hexes.length; i++)
      edge(r.hexes[i - 1], r.hexes[i]).road = edge(r.hexes[i], r.hexes[i - 1]).road = true;
  const must = <T>(m: Map<string, T>, id: string, what: string): T => {
    const v = m.get(id);
    if (!v) throw new Error(`no ${what} ${id}`);
    return v;
  };
  return {
    pack,
    grid,
    unit: (id) => must(units, id, 'unit'),
    leader: (id) => must(leaders, id, 'leader'),
    formation: (id) => must(formations, id, 'formation'),
    terrainOf: (hex) => must(hexTerrain, hex, 'hex'),
    hexside: (a, b) => edges.get(a)?.get(b)?.side,
    roadStep: (a, b) => !!edges.get(a)?.get(b)?.road,
  };
};

let shipped: PackIndex | undefined;
/** Our pack, validated and indexed once. */
export const PACK = (): PackIndex => (shipped ??= indexPack(loadPack(RAW_PACK)));

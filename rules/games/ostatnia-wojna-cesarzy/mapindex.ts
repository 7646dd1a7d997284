import { Grid, centre } from './grid.js';
import type { HexsideKind, MapData, Nation, SideId, Terrain } from './schema.js';

export type TerrainClass = 'clear' | 'difficult' | 'very';
/** 5.1.2, 7.4.1: forest, lake district and foothills are difficult; marsh, primeval forest and mountains very difficult */
export const TERRAIN_CLASS: Record<Terrain, TerrainClass> = {
  clear: 'clear', forest: 'difficult', lakes: 'difficult', foothills: 'difficult',
  marsh: 'very', 'wild-forest': 'very', mountains: 'very',
};
export const sideOfNation = (n: Nation): SideId => (n === 'RU' ? 'russians' : 'allies');
export const other = (s: SideId): SideId => (s === 'allies' ? 'russians' : 'allies');

export interface Hexside {
  kind: HexsideKind;
  bridge: boolean;
  name?: string;
}

/** A map compiled for fast look-ups; built once per map object. */
export class MapIndex {
  readonly grid: Grid;
  private readonly hex = new Map<string, MapData['hexes'][number]>();
  private readonly sides = new Map<string, Map<string, Hexside>>();
  readonly towns = new Map<string, MapData['towns'][number]>();
  readonly regions = new Map<string, Set<string>>();
  private readonly romanian: Set<string>;
  constructor(readonly data: MapData) {
    this.grid = new Grid(data.hexes.map((h) => h.id));
    for (const h of data.hexes) this.hex.set(h.id, h);
    for (const s of data.hexsides) {
      const v: Hexside = { kind: s.kind, bridge: !!s.bridge, name: s.name };
      for (const [x, y] of [[s.a, s.b], [s.b, s.a]]) {
        let m = this.sides.get(x);
        if (!m) this.sides.set(x, (m = new Map()));
        m.set(y, v);
      }
    }
    for (const t of data.towns) this.towns.set(t.hex, t);
    for (const [k, v] of Object.entries(data.regions)) this.regions.set(k, new Set(v));
    this.romanian = new Set(data.romanianEdge ?? []);
  }
  has(h: string): boolean {
    return this.hex.has(h);
  }
  terrain(h: string): Terrain {
    return this.hex.get(h)!.terrain;
  }
  cls(h: string): TerrainClass {
    return TERRAIN_CLASS[this.terrain(h)];
  }
  nat(h: string): Nation {
    return this.hex.get(h)!.nat;
  }
  front(h: string): string {
    return this.hex.get(h)!.front;
  }
  side(a: string, b: string): Hexside | undefined {
    return this.sides.get(a)?.get(b);
  }
  /** lakes and high-mountain ridges: no movement, attack, retreat or adjacency (4.1.1, 5.1.4, 7.1.4) */
  impassable(a: string, b: string): boolean {
    const s = this.side(a, b);
    return !!s && (s.kind === 'lake' || s.kind === 'high-ridge');
  }
  /** a major river without a bridge (5.1.3; AMB-6: a bridge makes it like a minor river except for attacks) */
  majorUnbridged(a: string, b: string): boolean {
    const s = this.side(a, b);
    return !!s && s.kind === 'major-river' && !s.bridge;
  }
  ridge(a: string, b: string): boolean {
    return this.side(a, b)?.kind === 'ridge';
  }
  /** 6.2.3 (a): the hexside separates a hex from the CL unit's hex (lake, major river, high ridge) */
  separatingSide(a: string, b: string): boolean {
    const s = this.side(a, b);
    return !!s && (s.kind === 'lake' || s.kind === 'major-river' || s.kind === 'high-ridge');
  }
  fortress(h: string): SideId | undefined {
    const f = this.towns.get(h)?.fortress;
    return f ? sideOfNation(f) : undefined;
  }
  fortified(h: string): number {
    return this.towns.get(h)?.fortified ?? 0;
  }
  isEdge(h: string): boolean {
    return this.grid.offMapSides(h) > 0;
  }
  /** who may leave the map at this edge hex (13): its territory's side; nobody at the Romanian border */
  edgeOwner(h: string): SideId | null {
    if (!this.isEdge(h) || this.romanian.has(h)) return null;
    return sideOfNation(this.nat(h));
  }
  x(h: string): number {
    return centre(h).x;
  }
  inRegion(region: string | null, h: string): boolean {
    return region === null || !!this.regions.get(region)?.has(h);
  }
}

const cache = new WeakMap<MapData, MapIndex>();
export const indexMap = (m: MapData): MapIndex => {
  let ix = cache.get(m);
  if (!ix) cache.set(m, (ix = new MapIndex(m)));
  return ix;
};

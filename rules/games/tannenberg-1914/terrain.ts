import { Board, sideKey } from './geometry.js';
import type { MapData, RiverClass, SideId, Tables, Terrain } from './schema.js';

/**
 * The map as the rules ask it questions (rules 2.1, 4.3, 9.7): terrain per hex, features per
 * hexside, road and rail links, forts, towns. Built once per pack; every lookup is a Map get.
 */
export interface Side {
  river?: RiverClass;
  name?: string;
  lake?: true;
  strait?: true;
  wire?: true;
}
export type Fort = MapData['forts'][number];
export interface Edge {
  side: Side;
  road: boolean;
  rail: 'single' | 'double' | undefined;
  key: string;
}

export class MapIndex {
  readonly board: Board;
  private readonly hex = new Map<string, MapData['hexes'][number]>();
  private readonly sides = new Map<string, Side>();
  private readonly roads = new Set<string>();
  private readonly rails = new Map<string, 'single' | 'double'>();
  private readonly railHexes = new Map<string, 'single' | 'double'>();
  readonly forts = new Map<string, Fort>();
  readonly towns = new Map<string, string>();
  readonly bases: Record<SideId, Set<string>> = { de: new Set(), ru: new Set() };
  readonly bridges = new Map<string, MapData['vistulaBridges'][number][]>();

  constructor(
    readonly map: MapData,
    readonly tables: Tables,
    area?: readonly string[],
  ) {
    const keep = area ? new Set(area) : undefined;
    const hexes = map.hexes.filter((h) => !keep || keep.has(h.id));
    this.board = new Board(hexes.map((h) => h.id));
    for (const h of hexes) this.hex.set(h.id, h);
    for (const s of map.hexsides) this.sides.set(sideKey(s.a, s.b), s);
    for (const r of map.roads) for (let i = 1; i < r.length; i++) this.roads.add(sideKey(r[i - 1], r[i]));
    for (const r of map.railways)
      for (let i = 0; i < r.hexes.length; i++) {
        if (i > 0) this.rails.set(sideKey(r.hexes[i - 1], r.hexes[i]), r.track);
        if (this.railHexes.get(r.hexes[i]) !== 'double') this.railHexes.set(r.hexes[i], r.track);
      }
    for (const f of map.forts) this.forts.set(f.hex, f);
    for (const t of map.towns) this.towns.set(t.hex, t.name);
    for (const b of map.supplyBases) this.bases[b.side].add(b.hex);
    for (const b of map.vistulaBridges) {
      const k = sideKey(b.a, b.b);
      this.bridges.set(k, [...(this.bridges.get(k) ?? []), b]);
    }
  }
  has(h: string): boolean {
    return this.board.has(h);
  }
  terrain(h: string): Terrain {
    return this.hex.get(h)!.t;
  }
  hill(h: string): boolean {
    return !!this.hex.get(h)!.hill;
  }
  country(h: string): SideId {
    return this.hex.get(h)!.c;
  }
  side(a: string, b: string): Side {
    return this.edge(a, b).side;
  }
  /** everything about the step a → b in one cached look-up (movement asks it thousands of times a view) */
  edge(a: string, b: string): Edge {
    let m = this.edges.get(a);
    if (!m) this.edges.set(a, (m = new Map()));
    let e = m.get(b);
    if (!e) {
      const k = sideKey(a, b);
      m.set(b, (e = { side: this.sides.get(k) ?? {}, road: this.roads.has(k), rail: this.rails.get(k), key: k }));
    }
    return e;
  }
  private readonly edges = new Map<string, Map<string, Edge>>();
  road(a: string, b: string): boolean {
    return this.roads.has(sideKey(a, b));
  }
  rail(a: string, b: string): 'single' | 'double' | undefined {
    return this.rails.get(sideKey(a, b));
  }
  railHex(h: string): 'single' | 'double' | undefined {
    return this.railHexes.get(h);
  }
  /** lake and sea hexes, and lake hexsides, are never entered or crossed (4.3, 9.5.8) */
  water(h: string): boolean {
    const t = this.terrain(h);
    return t === 'lake' || t === 'sea';
  }
  /** the TEC combat value of a hex's own terrain, hills added (9.7.3) */
  hexCombat(h: string): number {
    return this.tables.terrain.hexes[this.terrain(h)].combat + (this.hill(h) ? this.tables.terrain.hill.combat : 0);
  }
  /** crossing the border between the two countries (5.2.1) */
  border(a: string, b: string): boolean {
    return this.country(a) !== this.country(b);
  }
}

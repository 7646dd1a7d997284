import { Board, sideKey } from './geometry.js';
import { type MapData, type RiverClass, roadHexes, type SideId, type Tables, type Terrain } from './schema.js';

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

export interface LandStep {
  to: string;
  /** the hexside's key */
  key: string;
  /** across the Vistula (open only at a standing bridge, 4.3.6) */
  vistula: boolean;
}

/** the terrain words a refusal prints, in Polish and English (the pack's ids are not for players) */
export const TERRAIN_NAMES: Record<Terrain, { pl: string; en: string }> = {
  clear: { pl: 'teren otwarty', en: 'open ground' },
  forest: { pl: 'las', en: 'a forest' },
  marsh: { pl: 'bagno', en: 'a marsh' },
  town: { pl: 'miasteczko', en: 'a town' },
  city: { pl: 'miasto', en: 'a city' },
  lake: { pl: 'jezioro', en: 'a lake' },
  sea: { pl: 'morze', en: 'the sea' },
};
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
    for (const r of map.roads.map(roadHexes))
      for (let i = 1; i < r.length; i++) this.roads.add(sideKey(r[i - 1], r[i]));
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
  /**
   * The land steps out of `h`: neighbours on the map, not lake or sea, not across a lake hexside.
   * A ZOC (8.1.6), a command line (13.2.3) and a supply line (15.2.2) only ever take these.
   */
  landSteps(h: string): readonly LandStep[] {
    let z = this.land.get(h);
    if (!z) {
      z = [];
      if (this.has(h))
        for (const to of this.board.neighbourCells(h))
          if (this.landStep(h, to)) {
            const e = this.edge(h, to);
            z.push({ to, key: e.key, vistula: e.side.river === 'vistula' });
          }
      this.land.set(h, z);
    }
    return z;
  }
  /** the hexes a ZOC exerted from `h` reaches (8.1.6) */
  zocCells(h: string): readonly string[] {
    let z = this.zocs.get(h);
    if (!z) this.zocs.set(h, (z = this.landSteps(h).map((x) => x.to)));
    return z;
  }
  landStep(from: string, to: string): boolean {
    return this.has(to) && !this.water(to) && !this.side(from, to).lake;
  }
  /**
   * Every hex reached from `from` in at most `budget` land steps, with its depth: a breadth-first
   * flood through `open` steps; a hex where `stop` holds is reached but not passed (the starts are).
   * With `wanted` the flood ends as soon as every wanted hex is reached.
   */
  flood(
    from: readonly string[],
    budget: number,
    open: (step: LandStep, at: string) => boolean,
    stop?: (h: string) => boolean,
    wanted?: ReadonlySet<string>,
  ): Map<string, number> {
    const depth = new Map<string, number>();
    for (const h of from) if (this.has(h)) depth.set(h, 0);
    // the queue keeps each hex's depth beside it (no look-up per hex taken out)
    const queue = [...depth.keys()];
    const depths: number[] = queue.map(() => 0);
    let missing = wanted ? [...wanted].filter((h) => !depth.has(h)).length : -1;
    for (let i = 0; i < queue.length && missing !== 0; i++) {
      const h = queue[i],
        d = depths[i];
      if (d >= budget || (d > 0 && stop !== undefined && stop(h))) continue;
      const steps = this.landSteps(h);
      for (let j = 0; j < steps.length; j++) {
        const st = steps[j];
        if (!depth.has(st.to) && open(st, h)) {
          depth.set(st.to, d + 1);
          queue.push(st.to);
          depths.push(d + 1);
          if (wanted?.has(st.to)) missing--;
        }
      }
    }
    return depth;
  }
  private readonly land = new Map<string, LandStep[]>();
  private readonly zocs = new Map<string, readonly string[]>();
  /** a named region of the map as a set (empty when the pack has none of that name) */
  region(name: string): ReadonlySet<string> {
    let r = this.regions.get(name);
    if (!r) this.regions.set(name, (r = new Set(this.map.regions[name] ?? [])));
    return r;
  }
  private readonly regions = new Map<string, ReadonlySet<string>>();
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

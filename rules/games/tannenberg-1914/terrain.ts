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
/** the hexes a flood reached, with each one's depth (`MapIndex.reach`) */
export interface Reach {
  has(h: string): boolean;
  get(h: string): number | undefined;
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
   * With `wanted` the flood ends as soon as every wanted hex is reached. `open` and `stop` are also told the
   * place (`placeOf`) of the hex stepped into or stopped at.
   */
  flood(
    from: readonly string[],
    budget: number,
    open: (step: LandStep, at: string, place: number) => boolean,
    stop?: (h: string, place: number) => boolean,
    wanted?: ReadonlySet<string>,
  ): Map<string, number> {
    const depth = new Map<string, number>();
    const { names } = this.places();
    this.floodBy(from, budget, open, stop, wanted, (i, d) => void depth.set(names[i], d));
    return depth;
  }
  /**
   * `flood`'s hexes without their map of depths (a full-map flood, as the isolation roll's, reached most of the map):
   * whether a hex is reached and at what depth, read by its place
   */
  reach(
    from: readonly string[],
    budget: number,
    open: (step: LandStep, at: string, place: number) => boolean,
    stop?: (h: string, place: number) => boolean,
    wanted?: ReadonlySet<string>,
  ): Reach {
    const { at, names } = this.places();
    // depth + 1 by place, 0 where not reached
    const depths = new Int32Array(names.length);
    this.floodBy(from, budget, open, stop, wanted, (i, d) => void (depths[i] = d + 1));
    const get = (h: string): number | undefined => {
      const i = at.get(h);
      return i === undefined || !depths[i] ? undefined : depths[i] - 1;
    };
    return { get, has: (h) => get(h) !== undefined };
  }
  private floodBy(
    from: readonly string[],
    budget: number,
    open: (step: LandStep, at: string, place: number) => boolean,
    stop: ((h: string, place: number) => boolean) | undefined,
    wanted: ReadonlySet<string> | undefined,
    reached: (place: number, depth: number) => void,
  ): void {
    // hexes by their place on the map: "reached yet" is a typed-array read, not a look-up by label. The array is
    // kept and marked with this flood's number (a flood asked from inside another's callbacks takes its own)
    const { at, names } = this.places();
    const outer = !this.flooding;
    let seen: Int32Array,
      mark = 1;
    if (outer) {
      if (!this.marks || this.mark >= 0x7fffffff) [this.marks, this.mark] = [new Int32Array(names.length), 0];
      seen = this.marks;
      mark = ++this.mark;
      this.flooding = true;
    } else seen = new Int32Array(names.length);
    try {
      this.floodFrom(from, budget, open, stop, wanted, at, names, seen, mark, reached);
    } finally {
      if (outer) this.flooding = false;
    }
  }
  private marks?: Int32Array;
  private mark = 0;
  private flooding = false;
  private floodFrom(
    from: readonly string[],
    budget: number,
    open: (step: LandStep, at: string, place: number) => boolean,
    stop: ((h: string, place: number) => boolean) | undefined,
    wanted: ReadonlySet<string> | undefined,
    at: ReadonlyMap<string, number>,
    names: readonly string[],
    seen: Int32Array,
    mark: number,
    reached: (place: number, depth: number) => void,
  ): void {
    // the queue keeps each hex's depth beside it (no look-up per hex taken out)
    const queue: number[] = [];
    const depths: number[] = [];
    for (const h of from) {
      const i = at.get(h);
      if (i === undefined || seen[i] === mark) continue;
      seen[i] = mark;
      reached(i, 0);
      queue.push(i);
      depths.push(0);
    }
    let missing = -1;
    if (wanted) {
      missing = 0;
      for (const h of wanted) {
        const i = at.get(h);
        if (i === undefined || seen[i] !== mark) missing++;
      }
    }
    for (let q = 0; q < queue.length && missing !== 0; q++) {
      const i = queue[q],
        h = names[i],
        d = depths[q];
      if (d >= budget || (d > 0 && stop !== undefined && stop(h, i))) continue;
      const { steps, to } = this.landAt(i);
      for (let j = 0; j < steps.length; j++) {
        const t = to[j];
        if (seen[t] !== mark && open(steps[j], h, t)) {
          seen[t] = mark;
          reached(t, d + 1);
          queue.push(t);
          depths.push(d + 1);
          if (wanted?.has(steps[j].to)) missing--;
        }
      }
    }
  }
  /** a hex's place on the map (`flood` hands its callbacks the place of the hex they are asked of) */
  placeOf(h: string): number | undefined {
    return this.places().at.get(h);
  }
  /** how many places (hexes) the map has */
  placeCount(): number {
    return this.places().names.length;
  }
  /** a list of flags, one a place on the map, set where `yes` holds */
  byPlace(yes: (h: string) => boolean): Uint8Array {
    const names = this.places().names;
    const out = new Uint8Array(names.length);
    for (let i = 0; i < names.length; i++) if (yes(names[i])) out[i] = 1;
    return out;
  }
  /** every hex of the map by its place, and back */
  private places(): { at: ReadonlyMap<string, number>; names: readonly string[] } {
    if (!this.placed) {
      const names = [...this.hex.keys()];
      this.placed = { at: new Map(names.map((h, i) => [h, i])), names };
    }
    return this.placed;
  }
  private placed?: { at: ReadonlyMap<string, number>; names: readonly string[] };
  /** the hex at place `i`'s `landSteps`, with the places they lead to */
  private landAt(i: number): { steps: readonly LandStep[]; to: readonly number[] } {
    let x = this.landByPlace[i];
    if (!x) {
      const { at, names } = this.places();
      const steps = this.landSteps(names[i]);
      x = this.landByPlace[i] = { steps, to: steps.map((st) => at.get(st.to)!) };
    }
    return x;
  }
  private readonly landByPlace: { steps: readonly LandStep[]; to: readonly number[] }[] = [];
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

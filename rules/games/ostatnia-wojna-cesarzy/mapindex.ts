import { HexGrid } from '../../core/hex.js';
import { labelCodec, type Offset } from '../../core/labels.js';
import type { HexsideKind, MapData, Nation, SideId, Terrain } from './schema.js';

/**
 * The rulebook's hex numbers are printed row first ("RRCC": 3518 = row 35, column 18; rows grow
 * southwards, columns eastwards), on flat-topped hexes in vertical columns with the even columns
 * half a hex lower (the spec's reading, README "Grid"). Core's grid does the geometry.
 */
export const HEX_NUMBERS = { kind: 'digits', order: 'row-first', rowDigits: 2, colDigits: 2 } as const;
const codec = labelCodec(HEX_NUMBERS);
/** The hex number of a row and column: hexNumber(35, 18) = '3518'. */
export const hexNumber = (row: number, col: number): string => codec.format({ col, row });
/** A map's hexes (any list of hex numbers, in the map's order) as core's hex grid. */
export const hexGrid = (labels: readonly string[]): HexGrid =>
  new HexGrid({ orientation: 'flat', offset: 'even', labels: HEX_NUMBERS, cells: { list: [...labels] } });
/** Centre of a hex in row units (y) and columns (x): even columns sit half a row lower. */
export const centreOf = ({ col, row }: Offset): { x: number; y: number } => ({
  x: col,
  y: row + (col % 2 === 0 ? 0.5 : 0),
});

export type TerrainClass = 'clear' | 'difficult' | 'very';
/** 5.1.2, 7.4.1: forest, lake district and foothills are difficult; marsh, primeval forest and mountains very difficult */
export const TERRAIN_CLASS: Record<Terrain, TerrainClass> = {
  clear: 'clear',
  forest: 'difficult',
  lakes: 'difficult',
  foothills: 'difficult',
  marsh: 'very',
  'wild-forest': 'very',
  mountains: 'very',
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
  readonly grid: HexGrid;
  private readonly hex = new Map<string, MapData['hexes'][number]>();
  private readonly sides = new Map<string, Map<string, Hexside>>();
  readonly towns = new Map<string, MapData['towns'][number]>();
  readonly regions = new Map<string, Set<string>>();
  private readonly romanian: Set<string>;
  constructor(readonly data: MapData) {
    this.grid = hexGrid(data.hexes.map((h) => h.id));
    for (const h of data.hexes) this.hex.set(h.id, h);
    for (const s of data.hexsides) {
      const v: Hexside = { kind: s.kind, bridge: !!s.bridge, name: s.name };
      for (const [x, y] of [
        [s.a, s.b],
        [s.b, s.a],
      ]) {
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
    return this.grid.offsetOf(h).col;
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

import { HexGrid, hexsideKey } from '../../core/hex.js';
import type { HexsideKind, MapData, SideId, Terrain } from './schema.js';

/**
 * A scenario map as the procedures ask about it: core's HexGrid for geometry, and lookups for
 * terrain, hexside features, roads, railways, stations, bases, localities and navigable rivers.
 */
export interface HexsideFeature {
  kind: HexsideKind;
  bridge: boolean;
}

export class MapIndex {
  readonly grid: HexGrid;
  private readonly terrainOf = new Map<string, Terrain>();
  private readonly sides = new Map<string, HexsideFeature[]>();
  private readonly roadEdges = new Set<string>();
  private readonly railEdges = new Set<string>();
  readonly roadHexes = new Set<string>();
  readonly railHexes = new Set<string>();
  readonly stations: ReadonlySet<string>;
  readonly localities = new Map<string, { name: string; kind: 'town' | 'city' | 'fort' }>();
  /** navigable hexside key → its index downstream along its river, and the river's number */
  readonly navigable = new Map<string, { river: number; index: number }>();

  constructor(readonly data: MapData) {
    this.grid = new HexGrid(data.grid);
    this.hexes = this.grid.labels;
    this.hexes.forEach((h, i) => this.numbers.set(h, i));
    this.lineNbs = this.hexes.map(() => null);
    for (const [h, t] of Object.entries(data.terrain)) this.terrainOf.set(h, t);
    for (const s of data.hexsides) {
      const k = hexsideKey(s.a, s.b);
      const list = this.sides.get(k) ?? [];
      list.push({ kind: s.kind, bridge: !!s.bridge });
      this.sides.set(k, list);
    }
    for (const r of data.roads)
      r.hexes.forEach((h, i) => (this.roadHexes.add(h), i && this.roadEdges.add(hexsideKey(r.hexes[i - 1], h))));
    for (const r of data.railways)
      r.hexes.forEach((h, i) => (this.railHexes.add(h), i && this.railEdges.add(hexsideKey(r.hexes[i - 1], h))));
    this.stations = new Set(data.stations);
    for (const l of data.localities) this.localities.set(l.hex, { name: l.name, kind: l.kind });
    data.navigable.forEach((n, river) =>
      n.hexsides.forEach((s, index) => this.navigable.set(hexsideKey(s.a, s.b), { river, index })),
    );
  }

  terrain(hex: string): Terrain {
    return this.terrainOf.get(hex) ?? this.data.defaultTerrain;
  }
  hexside(a: string, b: string): readonly HexsideFeature[] {
    return this.sides.get(hexsideKey(a, b)) ?? [];
  }
  /** 13.3: a step from one road hex to the next along the same road */
  road(a: string, b: string): boolean {
    return this.roadEdges.has(hexsideKey(a, b));
  }
  rail(a: string, b: string): boolean {
    return this.railEdges.has(hexsideKey(a, b));
  }
  /** the neighbours joined to a hex by a road or a railway (3.2's supply net): one shared array per hex */
  roadOrRail(hex: string): readonly string[] {
    let v = this.transit.get(hex);
    if (!v) this.transit.set(hex, (v = this.neighbours(hex).filter((n) => this.road(hex, n) || this.rail(hex, n))));
    return v;
  }
  private readonly transit = new Map<string, readonly string[]>();
  isBase(hex: string, side: SideId): boolean {
    return this.data.supplyBases[side].includes(hex);
  }
  bases(side: SideId): readonly string[] {
    return this.data.supplyBases[side];
  }
  /** the neighbours on the map: one shared, read-only array per hex (never change it) */
  neighbours(hex: string): readonly string[] {
    return this.grid.neighbourCells(hex);
  }
  distance(a: string, b: string): number {
    return this.grid.distance(a, b);
  }
  /** 3.8(3), AMB-36: a lake hex, or a large-river hexside even at a bridge, blocks supply and command lines */
  blocksLine(from: string, to: string): boolean {
    let row = this.blocked.get(from);
    if (!row) this.blocked.set(from, (row = new Map()));
    let v = row.get(to);
    if (v === undefined)
      row.set(to, (v = this.terrain(to) === 'lake' || this.hexside(from, to).some((f) => f.kind === 'large-river')));
    return v;
  }
  private readonly blocked = new Map<string, Map<string, boolean>>();
  /** every hex numbered in the grid's order (hexOf, indexOf), for floods over flat arrays */
  readonly hexes: readonly string[];
  private readonly numbers = new Map<string, number>();
  indexOf(hex: string): number {
    return this.numbers.get(hex) ?? -1;
  }
  /** the numbers of the neighbours a supply or command line may step to from hex number `i` (blocksLine aside) */
  lineSteps(i: number): readonly number[] {
    let v = this.lineNbs[i];
    if (!v) {
      const hex = this.hexes[i];
      v = this.lineNbs[i] = this.neighbours(hex)
        .filter((n) => !this.blocksLine(hex, n))
        .map((n) => this.indexOf(n));
    }
    return v;
  }
  // filled with null up front: written by hex number in any order, an empty array would go sparse (slow lookups)
  private readonly lineNbs: (number[] | null)[];
}

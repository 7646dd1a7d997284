/**
 * The source of map.json: OUR map of East Prussia and the Russian border area, drawn for this
 * project (the printed board is not reproduced). Geography is written in longitude/latitude and
 * projected onto the rulebook's axial A/B hexes by a linear fit through the eight victory towns
 * whose hexes the rulebook gives (rule 19.3); every hex the rulebook names is then forced to
 * agree. Lakes, seas, forests, marshes and hills are polygons tested at hex centres; rivers are
 * polylines, and a hexside carries a river when the polyline crosses the segment joining the two
 * hex centres; roads and railways are chains of towns joined by core's hex lines.
 * Regenerate (README "The pack"):
 *   npx tsx -e "import('./rules/games/tannenberg-1914/packs/ours/map.source.ts').then(m=>process.stdout.write(JSON.stringify(m.buildMap())+'\n'))" > rules/games/tannenberg-1914/packs/ours/map.json
 */
import { cubeRound, hexLine } from '../../../../core/hex.js';
import { Board, axialOfHex, axialToAb, hexCentre, hexLabel, sideKey } from '../../geometry.js';
import { z } from 'zod';
import { type MapData, type RiverClass, RIVERS, type SideId, SIDES, type Terrain } from '../../schema.js';
import geoJson from './map.geo.json' with { type: 'json' };

type LL = [number, number]; // [lon, lat]
type XY = { x: number; y: number };

/** least-squares fit through the eight VP towns (residuals under half a hex) */
const project = ([lon, lat]: LL): XY => ({
  x: 9.564 * lon - 0.4225 * lat - 153.08,
  y: 0.2545 * lon + 16.768 * lat - 861.0,
});
const hexAt = (p: XY): string => {
  const a = p.x / (Math.sqrt(3) / 2);
  const b = p.y - a / 2;
  const { a: A, b: B } = axialToAb(cubeRound(a, -(a + b), b));
  return A >= 1 && B >= 1 ? hexLabel(A, B) : `off:${A},${B}`;
};

// ---------- the grid: columns A1..A63, rows between y = 32 and y = 70 ----------
const Y_MIN = 32,
  Y_MAX = 70;
const allHexes = (): string[] => {
  const out: string[] = [];
  for (let a = 1; a <= 63; a++)
    for (let b = Math.ceil(Y_MIN - a / 2); b <= Math.floor(Y_MAX - a / 2); b++) out.push(hexLabel(a, b));
  return out;
};

// ---------- the geography: places, areas, rivers, roads, railways, forts and bases ----------
// Data, not code (map.geo.json): rule 19.3's eight towns on the rulebook's hexes, the other hexes the
// rulebook names, every other place by longitude and latitude, polygons and polylines by name.
const ll = z.tuple([z.number(), z.number()]);
const hexes = z.record(z.string(), z.string());
const shapes = z.record(z.string(), z.array(ll));
const geoSchema = z
  .object({
    vpTowns: hexes,
    named: hexes,
    geo: z.record(z.string(), ll),
    polish: hexes,
    sea: shapes,
    lakes: shapes,
    forests: shapes,
    marshes: shapes,
    hills: shapes,
    border: z.array(ll),
    rivers: z.array(z.object({ name: z.string(), class: z.enum(RIVERS), line: z.array(ll) })),
    lakeLines: z.array(z.object({ name: z.string(), line: z.array(ll) })),
    roads: z.array(z.array(z.string())),
    rails: z.array(z.object({ track: z.enum(['single', 'double']), via: z.array(z.union([z.string(), ll])) })),
    forts: z.array(
      z.object({
        at: z.string(),
        name: z.string(),
        manned: z.number().int().optional(),
        koenigsberg: z.literal(true).optional(),
        sides: z.union([z.literal('all'), z.array(z.number().int())]),
      }),
    ),
    bases: z.array(z.tuple([z.string(), z.enum(SIDES)])),
  })
  .strict();
const G = geoSchema.parse(geoJson);
/** hexes the rulebook names for places (19.3's towns, setup 17.1, 5.1.8, 17.2.4) */
const NAMED: Record<string, string> = { ...G.vpTowns, ...G.named };
const GEO: Record<string, LL> = G.geo;
const placeHex = (name: string): string => NAMED[name] ?? hexAt(project(GEO[name] ?? fail(`no place ${name}`)));
function fail(m: string): never {
  throw new Error(m);
}
const PL = G.polish;
const [SEA, LAKES, FORESTS, MARSHES, HILLS] = [G.sea, G.lakes, G.forests, G.marshes, G.hills].map(Object.values);
/** Russia: everything south and east of the 1914 border */
const RUSSIA: LL[] = [...G.border, [26, 55.6], [26, 52], [18.3, 52]];
/** rivers upstream to downstream; narrow lakes between land hexes (lake hexsides), a road over one a strait */
const RIVER_LINES: [string, RiverClass, LL[]][] = G.rivers.map((r) => [r.name, r.class, r.line]);
const LAKE_LINES: [string, LL[]][] = G.lakeLines.map((r) => [r.name, r.line]);
const { roads: ROADS, rails: RAILS, forts: FORTS } = G;
const BASES: [string, SideId][] = G.bases;

// ---------- geometry helpers ----------
const inPoly = (p: XY, poly: XY[]): boolean => {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i],
      b = poly[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
};
const cross = (p: XY, q: XY, r: XY, s: XY): boolean => {
  const d = (q.x - p.x) * (s.y - r.y) - (q.y - p.y) * (s.x - r.x);
  if (d === 0) return false;
  const t = ((r.x - p.x) * (s.y - r.y) - (r.y - p.y) * (s.x - r.x)) / d;
  const u = ((r.x - p.x) * (q.y - p.y) - (r.y - p.y) * (q.x - p.x)) / d;
  return t > 0 && t < 1 && u >= 0 && u < 1;
};
const polyXY = (ll: LL[]): XY[] => ll.map(project);
/** the hex chain of a route: each leg is core's straight hex line (off-map ends allowed; `keep` trims them) */
const axialAt = (p: XY, label?: string) => {
  if (label && /^A\d+B\d+$/.test(label)) return axialOfHex(label);
  const a = p.x / (Math.sqrt(3) / 2);
  const b = p.y - a / 2;
  return cubeRound(a, -(a + b), b);
};
const chainOf = (via: (string | LL)[]): string[] => {
  const pts = via.map((v) =>
    typeof v === 'string'
      ? /^A\d+B\d+$/.test(v)
        ? axialOfHex(v)
        : axialAt(project(GEO[v] ?? [0, 0]), placeHex(v))
      : axialAt(project(v)),
  );
  const out: string[] = [];
  for (let i = 1; i < pts.length; i++)
    for (const x of hexLine(pts[i - 1], pts[i])) {
      const { a, b } = axialToAb(x);
      const h = a >= 1 && b >= 1 ? hexLabel(a, b) : `off:${a},${b}`;
      if (out[out.length - 1] !== h) out.push(h);
    }
  return out;
};

export const buildMap = (): MapData => {
  const labels = allHexes();
  const board = new Board(labels);
  const centre = new Map(labels.map((l) => [l, hexCentre(l)]));
  const sea = SEA.map(polyXY),
    lakes = LAKES.map(polyXY),
    forests = FORESTS.map(polyXY),
    marshes = MARSHES.map(polyXY),
    hills = HILLS.map(polyXY);
  const russia = polyXY(RUSSIA);
  const terrain = new Map<string, Terrain>();
  const hill = new Set<string>();
  for (const l of labels) {
    const p = centre.get(l)!;
    terrain.set(
      l,
      sea.some((s) => inPoly(p, s))
        ? 'sea'
        : lakes.some((s) => inPoly(p, s))
          ? 'lake'
          : marshes.some((s) => inPoly(p, s))
            ? 'marsh'
            : forests.some((s) => inPoly(p, s))
              ? 'forest'
              : 'clear',
    );
    if (hills.some((s) => inPoly(p, s)) && terrain.get(l) !== 'sea' && terrain.get(l) !== 'lake') hill.add(l);
  }
  // places are land; roads and railways run on land (causeways across the odd lake hex)
  const townHex = new Map<string, string>();
  for (const name of new Set([...Object.keys(NAMED), ...Object.keys(GEO)])) {
    const h = placeHex(name);
    if (!board.has(h)) continue;
    if ([...townHex.values()].includes(h)) continue; // two small places in one hex: the first listed names it
    townHex.set(name, h);
  }
  for (const [name, h] of townHex) terrain.set(h, name === 'Königsberg' || name === 'Danzig' ? 'city' : 'town');
  // a route leaving the map and coming back is two chains
  const onMapRuns = (c: string[]): string[][] => {
    const runs: string[][] = [[]];
    for (const h of c)
      if (board.has(h)) runs[runs.length - 1].push(h);
      else if (runs[runs.length - 1].length) runs.push([]);
    return runs.filter((r) => r.length >= 2);
  };
  const roads = ROADS.flatMap((r) => onMapRuns(chainOf(r)));
  const rails = RAILS.flatMap((r) => onMapRuns(chainOf(r.via)).map((hexes) => ({ track: r.track, hexes })));
  for (const c of [...roads, ...rails.map((r) => r.hexes)])
    for (const h of c) if (terrain.get(h) === 'lake' || terrain.get(h) === 'sea') terrain.set(h, 'clear');
  // Königsberg's ring of forts stands on land
  const kb = NAMED['Königsberg'];
  for (const n of board.neighbourCells(kb))
    if (terrain.get(n) === 'sea' || terrain.get(n) === 'lake') terrain.set(n, 'clear');
  for (const h of ['A37B31', 'A36B31']) terrain.set(h, 'clear'); // the setup hexes by Lötzen
  const country = new Map(labels.map((l) => [l, inPoly(centre.get(l)!, russia) ? ('ru' as const) : ('de' as const)]));

  // hexsides: rivers and narrow lakes crossed by the line between centres
  const sides = new Map<string, MapData['hexsides'][number]>();
  const side = (a: string, b: string): MapData['hexsides'][number] => {
    const k = sideKey(a, b);
    let s = sides.get(k);
    if (!s) sides.set(k, (s = a < b ? { a, b } : { a: b, b: a }));
    return s;
  };
  const crossings = (line: XY[], each: (a: string, b: string) => void): void => {
    for (const a of labels) {
      const pa = centre.get(a)!;
      for (const b of board.neighbourCells(a)) {
        if (b < a) continue;
        const pb = centre.get(b)!;
        for (let i = 1; i < line.length; i++)
          if (cross(pa, pb, line[i - 1], line[i])) {
            each(a, b);
            break;
          }
      }
    }
  };
  for (const [name, cls, ll] of RIVER_LINES)
    crossings(polyXY(ll), (a, b) => {
      const s = side(a, b);
      const rank = { small: 1, large: 2, vistula: 3 } as const;
      if (!s.river || rank[cls] > rank[s.river]) Object.assign(s, { river: cls, name });
    });
  const roadSides = new Set<string>();
  for (const c of [...roads, ...rails.map((r) => r.hexes)])
    for (let i = 1; i < c.length; i++) roadSides.add(sideKey(c[i - 1], c[i]));
  for (const [, ll] of LAKE_LINES)
    crossings(polyXY(ll), (a, b) => {
      const s = side(a, b);
      if (roadSides.has(sideKey(a, b))) s.strait = true;
      else s.lake = true;
    });
  // straits where the lakes narrow at Lötzen: the fortress hex's sides towards the lake hexes' gaps
  for (const n of board.neighbourCells('A37B32')) {
    const lakesAround = board.neighbourCells(n).filter((m) => terrain.get(m) === 'lake').length;
    if (lakesAround >= 2 && terrain.get(n) !== 'lake') side('A37B32', n).strait = true;
  }
  // wire: the outer sides of Königsberg's ring and the Boyen approaches
  for (const n of board.neighbourCells(kb))
    for (const m of board.neighbourCells(n))
      if (m !== kb && board.distance(m, kb) === 2 && terrain.get(m) !== 'sea' && terrain.get(m) !== 'lake')
        side(n, m).wire = true;
  for (const n of board.neighbourCells('A37B32'))
    if (country.get(n) === 'de' && n !== 'A37B31') side('A37B32', n).wire = true;

  // Vistula bridges: every road or rail step across the Vistula
  const vistulaBridges: MapData['vistulaBridges'] = [];
  const bridgeName = (a: string): string =>
    [...townHex].sort(([, x], [, y]) => board.distance(a, x) - board.distance(a, y))[0][0];
  const addBridges = (chains: string[][], kind: 'road' | 'rail'): void => {
    for (const c of chains)
      for (let i = 1; i < c.length; i++) {
        const s = sides.get(sideKey(c[i - 1], c[i]));
        if (s?.river !== 'vistula') continue;
        const [a, b] = c[i - 1] < c[i] ? [c[i - 1], c[i]] : [c[i], c[i - 1]];
        const name = bridgeName(a);
        const id = `${kind}-${name.toLowerCase().replace(/[^a-z]+/g, '-')}`;
        if (!vistulaBridges.some((x) => x.id === id)) vistulaBridges.push({ id, a, b, kind, name });
      }
  };
  addBridges(roads, 'road');
  addBridges(
    rails.map((r) => r.hexes),
    'rail',
  );

  const forts: MapData['forts'] = FORTS.map((f) => {
    const at = /^A\d+B\d+$/.test(f.at) ? f.at : placeHex(f.at);
    const ns = board.neighbourCells(at).filter((n) => terrain.get(n) !== 'sea');
    const fortified =
      f.sides === 'all' ? ns : (f.sides.map((d) => board.neighbourCells(at)[d]).filter(Boolean) as string[]);
    return {
      hex: at,
      name: f.name,
      side: country.get(at)!,
      ...(f.manned ? { manned: f.manned } : {}),
      fortified,
      ...(f.koenigsberg ? { koenigsberg: true as const } : {}),
    };
  });
  // the six hexes round the city are Königsberg's outer forts (19.2.1), fortified outwards
  for (const n of board.neighbourCells(kb))
    forts.push({
      hex: n,
      name: 'Königsberg outer fort',
      side: 'de',
      fortified: board.neighbourCells(n).filter((m) => board.distance(m, kb) === 2 && terrain.get(m) !== 'sea'),
      koenigsberg: true,
    });

  // regions the rules and scenarios name
  const flood = (start: string, blocked: (a: string, b: string) => boolean, keep: (h: string) => boolean): string[] => {
    const seen = new Set([start]);
    const todo = [start];
    while (todo.length) {
      const h = todo.pop()!;
      for (const n of board.neighbourCells(h))
        if (!seen.has(n) && keep(n) && !blocked(h, n)) {
          seen.add(n);
          todo.push(n);
        }
    }
    return labels.filter((l) => seen.has(l));
  };
  const riverNamed =
    (name: string) =>
    (a: string, b: string): boolean =>
      sides.get(sideKey(a, b))?.name === name;
  const notWater = (h: string): boolean => terrain.get(h) !== 'sea' && terrain.get(h) !== 'lake';
  const y = (h: string): number => centre.get(h)!.y;
  const regions: MapData['regions'] = {
    /** 19.2.1: beyond the Vistula north of A1,B38 */
    'beyond-vistula': flood('A1B45', riverNamed('Wisła'), (h) => notWater(h) && y(h) > 38.5),
    /** 19.2.2: beyond the Niemen south of A63,B34 */
    'beyond-niemen': flood('A63B20', riverNamed('Niemen'), (h) => notWater(h) && y(h) < 65.5),
    /** 19.2.2: the railway between A61,B2 and A63,B3 */
    'rail-a61b2-a63b3': (() => {
      const c = rails.find((r) => r.hexes.includes('A61B2'))!.hexes;
      return c.slice(c.indexOf('A61B2'), c.indexOf('A63B3') + 1);
    })(),
    /** 17.3.3: the hexes along the Narew */
    narew: labels.filter((l) => board.neighbourCells(l).some((n) => sides.get(sideKey(l, n))?.name === 'Narew')),
    /** the Gumbinnen scenario's play area: north of the lakes, east of Königsberg */
    gumbinnen: labels.filter((l) => parseInt(l.slice(1), 10) >= 30 && y(l) >= 52 && notWater(l)),
  };

  const towns = [...townHex].map(([name, hex]) => ({
    hex,
    name,
    ...(PL[name] && PL[name] !== name ? { pl: PL[name] } : {}),
  }));
  return {
    id: 'ours-east-prussia',
    title: { pl: 'Prusy Wschodnie 1914 (nasza mapa)', en: 'East Prussia 1914 (our map)' },
    ours: true,
    note: {
      pl: 'Mapa narysowana dla Rozkazu na podstawie geografii, w osiowych współrzędnych A/B reguły 2.1; zgodna z każdym heksem wymienionym w regułach. To nie jest drukowana plansza gry.',
      en: 'A map drawn for Rozkaz from real geography, in the axial A/B coordinates of rule 2.1; it agrees with every hex the rules name. It is not the printed game board.',
    },
    hexes: labels.map((l) => ({
      id: l,
      t: terrain.get(l)!,
      ...(hill.has(l) ? { hill: true as const } : {}),
      c: country.get(l)!,
    })),
    hexsides: [...sides.values()].sort((p, q) => (p.a + p.b < q.a + q.b ? -1 : 1)),
    roads,
    railways: rails,
    vistulaBridges,
    towns,
    forts,
    supplyBases: BASES.map(([n, s]) => ({ hex: placeHex(n), side: s })),
    regions,
  };
};

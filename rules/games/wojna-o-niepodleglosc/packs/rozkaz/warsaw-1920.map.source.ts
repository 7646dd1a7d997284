/**
 * The source of warsaw-1920.map.json: OUR map of the Vistula–Wieprz–Bug area for August 1920, at
 * about 5 km a hex (rows 5 km apart, columns 4.33 km), drawn from public geography: rivers, roads
 * and railways are polylines of (latitude, longitude) points, forests and marshes polygons, places
 * points. A hexside carries a river when a river's polyline crosses the segment joining the two hex
 * centres; a road or railway runs through the hexes of the straight hex lines between its points,
 * and where it crosses a river the hexside has a bridge. Regenerate with
 *   npx tsx -e "import('./rules/games/wojna-o-niepodleglosc/packs/rozkaz/warsaw-1920.map.source.ts').then(m=>process.stdout.write(JSON.stringify(m.buildMap(),null,1)+'\n'))" > rules/games/wojna-o-niepodleglosc/packs/rozkaz/warsaw-1920.map.json
 */
import { HexGrid } from '../../../../core/hex.js';
import type { HexsideKind, MapData, Terrain } from '../../schema.js';

export type LL = [number, number]; // [latitude, longitude]
const COLS = 37,
  ROWS = 32;
const LON0 = 20.4,
  LAT0 = 52.8,
  KM_LON = 68.5,
  KM_LAT = 111.2;
const label = (c: number, r: number): string => `${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`;
const centre = (c: number, r: number): [number, number] => [(c - 1) * 4.33, (r - 1 + (c % 2 === 1 ? 0.5 : 0)) * 5];
const km = ([lat, lon]: LL): [number, number] => [(lon - LON0) * KM_LON, (LAT0 - lat) * KM_LAT];

// rivers, upstream first
const VISTULA: LL[] = [
  [51.4, 21.9],
  [51.56, 21.85],
  [51.68, 21.68],
  [51.8, 21.5],
  [51.92, 21.3],
  [51.98, 21.22],
  [52.08, 21.12],
  [52.17, 21.06],
  [52.23, 21.03],
  [52.3, 20.98],
  [52.36, 20.9],
  [52.41, 20.78],
  [52.43, 20.7],
  [52.4, 20.55],
  [52.36, 20.38],
];
const NAREW: LL[] = [
  [52.8, 21.15],
  [52.71, 21.09],
  [52.6, 21.06],
  [52.51, 21.03],
  [52.46, 20.95],
  [52.44, 20.8],
  [52.43, 20.7],
];
const BUG: LL[] = [
  [52.72, 22.3],
  [52.7, 22.0],
  [52.7, 21.86],
  [52.66, 21.7],
  [52.61, 21.55],
  [52.59, 21.46],
  [52.56, 21.3],
  [52.52, 21.15],
  [52.51, 21.06],
];
const WKRA: LL[] = [
  [52.8, 20.45],
  [52.7, 20.52],
  [52.6, 20.62],
  [52.52, 20.68],
  [52.45, 20.72],
];
const WIEPRZ: LL[] = [
  [51.42, 22.62],
  [51.5, 22.55],
  [51.6, 22.48],
  [51.64, 22.43],
  [51.66, 22.3],
  [51.62, 22.12],
  [51.58, 21.98],
  [51.55, 21.87],
];
const LIWIEC: LL[] = [
  [52.1, 22.4],
  [52.25, 22.2],
  [52.4, 22.02],
  [52.5, 21.8],
  [52.6, 21.62],
  [52.63, 21.56],
];
const SWIDER: LL[] = [
  [51.95, 21.95],
  [52.0, 21.7],
  [52.05, 21.45],
  [52.1, 21.25],
  [52.12, 21.18],
];
const RZADZA: LL[] = [
  [52.3, 21.55],
  [52.38, 21.35],
  [52.42, 21.2],
  [52.45, 21.08],
];
const TYSMIENICA: LL[] = [
  [51.85, 22.75],
  [51.75, 22.6],
  [51.66, 22.45],
];
const KRZNA_STREAM: LL[] = [
  [51.9, 22.5],
  [51.8, 22.35],
  [51.7, 22.3],
  [51.66, 22.3],
];
const RIVERS: [string, HexsideKind, LL[]][] = [
  ['Wisła', 'large-river', VISTULA],
  ['Narew', 'river', NAREW],
  ['Bug', 'river', BUG],
  ['Wkra', 'river', WKRA],
  ['Wieprz', 'river', WIEPRZ],
  ['Liwiec', 'river', LIWIEC],
  ['Świder', 'stream', SWIDER],
  ['Rządza', 'stream', RZADZA],
  ['Tyśmienica', 'stream', TYSMIENICA],
  ['Bystrzyca', 'stream', KRZNA_STREAM],
];

const FORESTS: LL[][] = [
  [
    [52.8, 21.25],
    [52.8, 21.75],
    [52.65, 21.75],
    [52.62, 21.5],
    [52.66, 21.3],
  ], // Puszcza Biała
  [
    [52.15, 21.2],
    [52.15, 21.5],
    [52.0, 21.5],
    [51.98, 21.28],
  ], // the Otwock and Celestynów forests
  [
    [52.34, 21.25],
    [52.34, 21.4],
    [52.26, 21.4],
    [52.26, 21.27],
  ], // forests by Wołomin and Okuniew
  [
    [52.45, 20.5],
    [52.42, 20.62],
    [52.33, 20.62],
    [52.33, 20.4],
  ], // the edge of Puszcza Kampinoska
  [
    [51.55, 22.45],
    [51.55, 22.65],
    [51.45, 22.65],
    [51.45, 22.45],
  ], // Lasy Kozłowieckie
  [
    [51.75, 21.95],
    [51.78, 22.15],
    [51.68, 22.2],
    [51.66, 21.98],
  ], // the forests of Ryki and Żelechów
  [
    [52.5, 21.75],
    [52.5, 22.0],
    [52.42, 22.0],
    [52.42, 21.8],
  ], // forests of the Liwiec
];
const MARSHES: LL[][] = [
  [
    [51.7, 22.55],
    [51.72, 22.7],
    [51.62, 22.7],
    [51.62, 22.55],
  ], // the Tyśmienica marshes
  [
    [52.58, 21.95],
    [52.6, 22.1],
    [52.53, 22.1],
    [52.53, 21.95],
  ], // the lower Liwiec
];

const ROADS: [string, LL[]][] = [
  [
    'mosty warszawskie',
    [
      [52.22, 20.96],
      [52.26, 21.08],
    ],
  ],
  [
    'Praga–Radzymin–Wyszków',
    [
      [52.26, 21.08],
      [52.34, 21.12],
      [52.41, 21.18],
      [52.5, 21.32],
      [52.59, 21.46],
      [52.72, 21.7],
    ],
  ],
  [
    'Praga–Mińsk–Siedlce',
    [
      [52.26, 21.08],
      [52.24, 21.25],
      [52.19, 21.56],
      [52.2, 21.81],
      [52.17, 22.29],
      [52.12, 22.68],
    ],
  ],
  [
    'Praga–Garwolin–Ryki–Lublin',
    [
      [52.26, 21.08],
      [52.1, 21.25],
      [51.9, 21.61],
      [51.63, 21.93],
      [51.5, 22.2],
      [51.42, 22.35],
    ],
  ],
  [
    'Warszawa–Modlin–Nasielsk',
    [
      [52.22, 20.96],
      [52.32, 20.9],
      [52.43, 20.72],
      [52.59, 20.8],
      [52.8, 20.95],
    ],
  ],
  [
    'Praga–Zegrze–Pułtusk',
    [
      [52.26, 21.08],
      [52.38, 21.02],
      [52.46, 21.03],
      [52.51, 21.06],
      [52.7, 21.08],
      [52.8, 21.1],
    ],
  ],
  [
    'Dęblin–Kock–Radzyń',
    [
      [51.56, 21.85],
      [51.63, 21.93],
      [51.64, 22.45],
      [51.78, 22.62],
      [51.8, 22.7],
    ],
  ],
  [
    'Siedlce–Łuków–Radzyń–Lubartów',
    [
      [52.17, 22.29],
      [51.93, 22.38],
      [51.78, 22.62],
      [51.46, 22.6],
    ],
  ],
  [
    'Siedlce–Węgrów–Wyszków',
    [
      [52.17, 22.29],
      [52.4, 22.0],
      [52.59, 21.46],
    ],
  ],
  [
    'Garwolin–Łuków',
    [
      [51.9, 21.61],
      [51.93, 22.38],
    ],
  ],
  [
    'Kałuszyn–Węgrów',
    [
      [52.2, 21.81],
      [52.4, 22.0],
    ],
  ],
];
const RAILWAYS: [string, LL[]][] = [
  [
    'Praga–Tłuszcz–Małkinia',
    [
      [52.26, 21.08],
      [52.34, 21.24],
      [52.43, 21.43],
      [52.6, 21.7],
      [52.72, 22.0],
    ],
  ],
  [
    'Praga–Mińsk–Siedlce',
    [
      [52.26, 21.08],
      [52.19, 21.56],
      [52.17, 22.29],
      [52.1, 22.68],
    ],
  ],
  [
    'Praga–Otwock–Pilawa–Dęblin',
    [
      [52.26, 21.08],
      [52.1, 21.26],
      [51.96, 21.53],
      [51.56, 21.85],
      [51.42, 22.1],
    ],
  ],
  [
    'Dęblin–Łuków',
    [
      [51.56, 21.85],
      [51.65, 22.0],
      [51.93, 22.38],
    ],
  ],
  [
    'Łuków–Siedlce',
    [
      [51.93, 22.38],
      [52.17, 22.29],
    ],
  ],
  [
    'Warszawa–Modlin',
    [
      [52.22, 20.96],
      [52.32, 20.9],
      [52.43, 20.72],
      [52.55, 20.72],
      [52.7, 20.7],
    ],
  ],
];
const STATIONS: LL[] = [
  [52.26, 21.08],
  [52.22, 20.96],
  [52.34, 21.24],
  [52.43, 21.43],
  [52.19, 21.56],
  [52.17, 22.29],
  [51.93, 22.38],
  [51.56, 21.85],
  [51.96, 21.53],
  [52.1, 21.26],
  [52.43, 20.72],
];

const PLACES: [string, 'city' | 'town' | 'fort', LL][] = [
  ['Warszawa', 'city', [52.22, 20.96]],
  ['Praga', 'city', [52.26, 21.08]],
  ['Modlin', 'fort', [52.44, 20.72]],
  ['Zegrze', 'fort', [52.46, 21.03]],
  ['Fort Dębe', 'fort', [52.5, 20.94]],
  ['Dęblin', 'fort', [51.56, 21.85]],
  ['Siedlce', 'city', [52.17, 22.29]],
  ['Radzymin', 'town', [52.41, 21.18]],
  ['Wołomin', 'town', [52.34, 21.24]],
  ['Okuniew', 'town', [52.27, 21.33]],
  ['Mińsk Mazowiecki', 'town', [52.19, 21.56]],
  ['Kałuszyn', 'town', [52.2, 21.81]],
  ['Węgrów', 'town', [52.4, 22.0]],
  ['Łuków', 'town', [51.93, 22.38]],
  ['Garwolin', 'town', [51.9, 21.61]],
  ['Ryki', 'town', [51.63, 21.93]],
  ['Kock', 'town', [51.64, 22.45]],
  ['Lubartów', 'town', [51.46, 22.6]],
  ['Radzyń', 'town', [51.78, 22.62]],
  ['Wyszków', 'town', [52.59, 21.46]],
  ['Pułtusk', 'town', [52.7, 21.08]],
  ['Serock', 'town', [52.51, 21.06]],
  ['Nasielsk', 'town', [52.59, 20.8]],
  ['Góra Kalwaria', 'town', [51.98, 21.21]],
  ['Tłuszcz', 'town', [52.43, 21.43]],
  ['Otwock', 'town', [52.1, 21.26]],
];

export const grid = new HexGrid({
  orientation: 'flat',
  offset: 'odd',
  labels: { kind: 'digits', colDigits: 2, rowDigits: 2 },
  cells: { from: label(1, 1), to: label(COLS, ROWS) },
});
const centreOf = (l: string): [number, number] => {
  const o = grid.offsetOf(l);
  return centre(o.col, o.row);
};
export const nearest = (p: LL): string => {
  const [x, y] = km(p);
  let best = '',
    d = Infinity;
  for (const l of grid.labels) {
    const [cx, cy] = centreOf(l);
    const e = (cx - x) ** 2 + (cy - y) ** 2;
    if (e < d) [best, d] = [l, e];
  }
  return best;
};
const cross = (a: [number, number], b: [number, number], c: [number, number], d: [number, number]): boolean => {
  const o = (p: [number, number], q: [number, number], r: [number, number]) =>
    Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return o(a, b, c) !== o(a, b, d) && o(c, d, a) !== o(c, d, b);
};
const inside = (pt: [number, number], poly: LL[]): boolean => {
  const ps = poly.map(km);
  let inn = false;
  for (let i = 0, j = ps.length - 1; i < ps.length; j = i++) {
    const [xi, yi] = ps[i],
      [xj, yj] = ps[j];
    if (yi > pt[1] !== yj > pt[1] && pt[0] < ((xj - xi) * (pt[1] - yi)) / (yj - yi) + xi) inn = !inn;
  }
  return inn;
};
/** the chain of adjacent hexes through the places of a polyline */
const chain = (pts: LL[]): string[] => {
  const out: string[] = [];
  const hexes = pts.map(nearest);
  for (let i = 1; i < hexes.length; i++) {
    const seg = grid.line(hexes[i - 1], hexes[i]);
    for (const h of i === 1 ? seg : seg.slice(1)) if (out[out.length - 1] !== h) out.push(h);
  }
  return out;
};

export const buildMap = (): MapData => {
  const terrain: Record<string, Terrain> = {};
  for (const l of grid.labels) {
    const c = centreOf(l);
    if (FORESTS.some((f) => inside(c, f))) terrain[l] = 'forest';
    if (MARSHES.some((m) => inside(c, m))) terrain[l] = 'marsh';
  }
  const places = PLACES.map(([name, kind, p]) => ({ hex: nearest(p), name, kind }));
  for (const p of places) terrain[p.hex] = p.kind;
  const sides: { a: string; b: string; kind: HexsideKind; bridge?: boolean }[] = [];
  const riverSide = new Map<string, number>();
  for (const a of grid.labels)
    for (const b of grid.neighbours(a)) {
      if (b < a) continue;
      const [ca, cb] = [centreOf(a), centreOf(b)];
      for (const [, kind, pts] of RIVERS) {
        const ks = pts.map(km);
        if (ks.some((p, i) => i > 0 && cross(ca, cb, ks[i - 1], p))) {
          riverSide.set(`${a}|${b}`, sides.length);
          sides.push({ a, b, kind });
          break;
        }
      }
    }
  const roads = ROADS.map(([name, pts]) => ({ name, hexes: chain(pts) }));
  const railways = RAILWAYS.map(([name, pts]) => ({ name, hexes: chain(pts) }));
  for (const r of [...roads, ...railways])
    r.hexes.forEach((h, i) => {
      if (!i) return;
      const k = [r.hexes[i - 1], h].sort().join('|');
      const idx = riverSide.get(k);
      if (idx !== undefined) sides[idx].bridge = true;
    });
  // the Vistula is navigable; its hexsides in flow order: sorted by their nearest point along the polyline, upstream first
  const along = (a: string, b: string): number => {
    const [x, y] = centreOf(a).map((v, i) => (v + centreOf(b)[i]) / 2);
    const ks = VISTULA.map(km);
    let best = 0,
      d = Infinity;
    ks.forEach((p, i) => {
      const e = (p[0] - x) ** 2 + (p[1] - y) ** 2;
      if (e < d) [best, d] = [i, e];
    });
    return best + (ks[best] ? 0 : 0);
  };
  const vistula = sides
    .filter((s) => s.kind === 'large-river')
    .sort((p, q) => along(p.a, p.b) - along(q.a, q.b) || centreOf(q.a)[1] - centreOf(p.a)[1]);
  const stations = [...new Set(STATIONS.map(nearest))].filter((s) => railways.some((r) => r.hexes.includes(s)));
  return {
    id: 'warsaw-1920',
    title: { pl: 'Bitwa Warszawska 1920 (mapa własna)', en: 'The Battle of Warsaw 1920 (our own map)' },
    ours: true,
    note: {
      pl: 'Mapa własna Rozkazu obszaru Wisły, Wieprza i Bugu, około 5 km na heks, według ogólnodostępnej geografii; przybliżona.',
      en: "Rozkaz's own map of the Vistula–Wieprz–Bug area, about 5 km a hex, from public geography; approximate.",
    },
    grid: grid.spec,
    defaultTerrain: 'clear',
    terrain,
    hexsides: sides,
    roads,
    railways,
    stations,
    supplyBases: {
      polish: [nearest([52.22, 20.96]), nearest([51.56, 21.85])],
      opposing: [
        nearest([52.12, 22.68]),
        nearest([52.72, 22.0]),
        nearest([52.8, 21.1]),
        nearest([52.8, 20.95]),
        nearest([51.8, 22.7]),
      ],
    },
    localities: places,
    navigable: [{ name: 'Wisła', hexsides: vistula.map(({ a, b }) => ({ a, b })) }],
  };
};

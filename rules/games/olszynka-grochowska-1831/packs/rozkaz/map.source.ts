/**
 * The source of map.json: an ORIGINAL hex map of the Grochów battlefield east of Praga (ours, not
 * the printed board). One hex is about 200 m (R 1.2.1); 40 columns run west→east from the Vistula
 * to beyond Wawer, 24 rows north→south. Shapes are drawn in map units (x = column, y = row; odd
 * columns sit half a row lower, as core's 'odd' flat grid places them); streams, ditches and the
 * bridgehead rampart are polylines, and a hexside carries the feature when the polyline crosses the
 * segment joining the two hex centres. Regenerate with (README "Pack"):
 *   npx tsx -e "import('./rules/games/olszynka-grochowska-1831/packs/rozkaz/map.source.ts').then(m=>process.stdout.write(JSON.stringify(m.buildMap(),null,1)+'\n'))" > rules/games/olszynka-grochowska-1831/packs/rozkaz/map.json
 */
import { HexGrid, type HexGridSpec } from '../../../../core/hex.js';
import type { MapData } from '../../schema.js';

type P = [number, number]; // [x, y]
export const GRID: HexGridSpec = {
  orientation: 'flat',
  offset: 'odd',
  labels: { kind: 'digits', colDigits: 2, rowDigits: 2 },
  cells: { from: '0101', to: '4024' },
};
const grid = new HexGrid(GRID);
const centre = (label: string): P => {
  const { col, row } = grid.offsetOf(label);
  return [col, row + (col % 2 === 1 ? 0.5 : 0)];
};
const inEllipse = ([x, y]: P, [cx, cy]: P, rx: number, ry: number): boolean =>
  ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

const VILLAGES: Record<string, string[]> = {
  Kamionek: ['0613', '0614', '0713'],
  Grochów: ['1411', '1412', '1511', '1512', '1611'],
  Kawęczyn: ['2804', '2805', '2904'],
  Wawer: ['3414', '3415', '3515', '3614'],
  Gocław: ['0920', '1020', '1021'],
  Targówek: ['1103', '1203'],
  'Wola Grzybowska': ['2403', '2503'],
};
const SAND_HILLS = [
  '1714',
  '1715',
  '3009',
  '3109',
  '3210',
  '3310',
  '3410',
  '3511',
  '3611',
  '3120',
  '3221',
  '3720',
  '3821',
];

const terrainAt = (label: string): string => {
  const [x, y] = centre(label);
  if (x <= 1 || (x === 2 && y >= 15)) return 'river';
  for (const hexes of Object.values(VILLAGES)) if (hexes.includes(label)) return 'village';
  if (x >= 3 && x <= 6 && y >= 4 && y <= 11.5) return 'town';
  if (SAND_HILLS.includes(label)) return 'dunes';
  if (inEllipse([x, y], [22, 8.6], 3.6, 3.1)) return 'alder';
  if (inEllipse([x, y], [18, 2.2], 8.5, 2.4)) return 'marsh';
  if (inEllipse([x, y], [8, 20.5], 6.2, 4.2)) return 'marsh';
  if (x >= 27 && y <= 11.6 && !inEllipse([x, y], [28.5, 5], 2.2, 1.8)) return 'forest';
  if (x >= 30 && y >= 18) return 'forest';
  return 'clear';
};

// [x, y] polylines
const STREAMS: [string, P[]][] = [
  [
    'Struga Wawerska',
    [
      [40.5, 17.6],
      [36, 17.4],
      [30, 17.9],
      [24, 16.9],
      [18, 16.4],
      [13, 15.9],
      [9, 16.9],
    ],
  ],
  [
    'Struga Kawęczyńska',
    [
      [27.2, 6.3],
      [25.5, 5.1],
      [22, 4.7],
      [17, 4.9],
      [12, 4.4],
      [8, 3.9],
      [2.5, 3.6],
    ],
  ],
];
const DITCHES: [string, P[]][] = [
  // the ditches along the western edge of the alder wood, and the one crossing it
  [
    'rowy Olszynki',
    [
      [18.9, 5.6],
      [18.4, 7.5],
      [18.3, 9.5],
      [18.7, 11.6],
    ],
  ],
  [
    'rów środkowy',
    [
      [21.6, 5.4],
      [21.5, 8],
      [21.6, 11.9],
    ],
  ],
];
const RAMPARTS: [string, P[]][] = [
  [
    'przedmoście Pragi',
    [
      [5.6, 2.9],
      [7.1, 5],
      [7.3, 8],
      [7.1, 11],
      [5.6, 12.6],
    ],
  ],
];

const cross = (a: P, b: P, c: P, d: P): boolean => {
  const o = (p: P, q: P, r: P) => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  return o(a, b, c) * o(a, b, d) < 0 && o(c, d, a) * o(c, d, b) < 0;
};
const crossesLine = (a: P, b: P, line: P[]): boolean => line.some((p, i) => i > 0 && cross(a, b, line[i - 1], p));

/** the hexes of a road through waypoints: core's straight hex line between each pair */
const road = (...via: string[]): string[] => {
  const out: string[] = [];
  for (let i = 1; i < via.length; i++)
    for (const h of grid.line(via[i - 1], via[i])) if (out[out.length - 1] !== h) out.push(h);
  return out;
};

export const buildMap = (): MapData => {
  const hexes = grid.labels.map((id) => ({ id, terrain: terrainAt(id) }));
  const hexsides: MapData['hexsides'] = [];
  const features: [string, [string, P[]][]][] = [
    ['rampart', RAMPARTS],
    ['ditch', DITCHES],
    ['stream', STREAMS],
  ];
  for (const a of grid.labels) {
    for (const b of grid.neighbours(a)) {
      if (b < a) continue;
      if (terrainAt(a) === 'river' || terrainAt(b) === 'river') continue;
      for (const [kind, lines] of features) {
        const hit = lines.find(([, pts]) => crossesLine(centre(a), centre(b), pts));
        if (hit) {
          hexsides.push({ a, b, kind, name: hit[0] });
          break;
        }
      }
    }
  }
  const brest = road('0408', '0709', '1111', '1512', '2013', '2614', '3115', '3415', '4016');
  const byName = (n: string) => VILLAGES[n];
  const alder = grid.labels.filter((l) => terrainAt(l) === 'alder');
  return {
    id: 'grochow',
    title: { pl: 'Pole bitwy pod Grochowem (mapa Rozkazu)', en: 'The Grochów battlefield (Rozkaz map)' },
    ours: true,
    note: {
      pl: 'Nasza mapa, nie plansza z pudełka: heks ok. 200 m, od Wisły i Pragi na zachodzie po Wawer na wschodzie.',
      en: 'Our map, not the boxed board: a hex is about 200 m, from the Vistula and Praga in the west to Wawer in the east.',
    },
    grid: GRID,
    hexes,
    hexsides,
    roads: [
      { name: 'trakt brzeski', hexes: brest },
      { name: 'droga na Kawęczyn', hexes: road('1411', '1807', '2404', '2804') },
      { name: 'droga na Gocław', hexes: road('0713', '1020') },
    ],
    places: [
      { hex: '0407', name: 'Praga' },
      { hex: '0709', name: 'przedmoście Pragi' },
      { hex: '0613', name: 'Kamionek' },
      { hex: '1111', name: 'Słup żelazny' },
      { hex: '1512', name: 'Grochów' },
      { hex: '2208', name: 'Olszynka' },
      { hex: '2804', name: 'Kawęczyn' },
      { hex: '3415', name: 'Wawer' },
      { hex: '1020', name: 'Gocław' },
      { hex: '1103', name: 'Targówek' },
      { hex: '2403', name: 'Wola Grzybowska' },
    ],
    regions: {
      olszynka: alder,
      'east-road': ['4016', '4015', '4017', '3916', '3915', '3917', '4014', '4018', '3914', '3918'],
      'east-north': ['4005', '4004', '4006', '3905', '3904', '3906', '4003', '4007', '3903', '3907'],
      'north-west': ['0702', '0602', '0802', '0703', '0603', '0803', '0502', '0503'],
      praga: grid.labels.filter((l) => terrainAt(l) === 'town'),
      grochow: byName('Grochów'),
    },
  };
};

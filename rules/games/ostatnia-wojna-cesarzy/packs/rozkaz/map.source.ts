/**
 * The source of map.json: an ORIGINAL map of scenario A's area (ours, not the printed board).
 * Rivers, ridges and borders are drawn as polylines in map units (y = row, x = column, hex
 * centres as in mapindex.ts centreOf); a hexside carries a feature when the polyline crosses the segment
 * joining the two hex centres. Regenerate with (README "Map"):
 *   npx tsx -e "import('./rules/games/ostatnia-wojna-cesarzy/packs/rozkaz/map.source.ts').then(m=>process.stdout.write(JSON.stringify(m.buildMap(),null,1)))" > rules/games/ostatnia-wojna-cesarzy/packs/rozkaz/map.json
 */
import { centreOf, hexGrid, hexNumber } from '../../mapindex.js';
import type { HexsideKind, MapData, Nation, Terrain } from '../../schema.js';

type P = [number, number]; // [y, x]
const ROWS: [number, number] = [21, 43];
const COLS: [number, number] = [7, 24];
const LABELS: string[] = [];
for (let r = ROWS[0]; r <= ROWS[1]; r++) for (let c = COLS[0]; c <= COLS[1]; c++) LABELS.push(hexNumber(r, c));
const GRID = hexGrid(LABELS);
const centre = (label: string): { x: number; y: number } => centreOf(GRID.offsetOf(label));

const VISTULA: P[] = [[33.9, 6.5], [33.55, 8.5], [33.45, 9.6], [33.2, 10.6], [32.6, 11.5], [31.9, 12.3], [31.2, 12.5], [30.3, 12.5], [29.6, 12.55], [28.6, 12.6], [28.45, 13.3], [28.0, 13.6], [27.4, 13.55], [26.55, 13.05], [25.5, 12.2], [24.5, 11.55], [23.5, 11.3], [22.5, 10.5], [21.5, 9.6], [20.4, 8.8], [18.5, 8.0]];
const SAN: P[] = [[39.2, 13.8], [38.2, 13.6], [37.2, 13.4], [36.4, 13.7], [35.6, 14.3], [35.0, 14.45], [34.0, 14.45], [33.3, 14.0], [32.9, 13.3], [32.3, 12.6], [31.9, 12.3]];
const DNIESTER: P[] = [[38.0, 16.4], [37.4, 16.8], [37.1, 17.6], [38.2, 18.5], [38.9, 19.4], [38.95, 20.4], [39.3, 21.0], [40.0, 21.5], [40.8, 22.3], [41.6, 23.3], [42.0, 24.8]];
const BUG: P[] = [[35.3, 20.3], [34.4, 19.3], [33.6, 18.6], [32.6, 18.4], [31.6, 18.4], [30.5, 18.4], [29.5, 17.8], [28.5, 17.4], [27.3, 16.9], [26.2, 17.0], [25.0, 17.0], [24.2, 16.5], [23.4, 15.6], [22.8, 14.6], [22.3, 13.2], [21.8, 11.8], [21.3, 10.4], [20.4, 9.6]];
const MAJOR: [string, P[]][] = [['Wisła', VISTULA], ['San', SAN], ['Dniestr', DNIESTER], ['Bug', BUG]];
const MINOR: [string, P[]][] = [
  ['Wieprz', [[32.2, 17.0], [31.3, 16.4], [30.4, 16.3], [29.6, 15.9], [28.5, 15.9], [27.8, 15.2], [27.4, 14.4], [27.3, 13.6]]],
  ['Dunajec', [[37.2, 9.8], [36.0, 9.9], [35.0, 10.2], [33.3, 10.3]]],
  ['Wisłoka', [[37.0, 11.7], [35.5, 11.7], [34.3, 11.6], [33.0, 11.3]]],
  ['Tanew', [[32.7, 17.2], [32.6, 15.5], [32.6, 14.2], [32.85, 13.5]]],
  ['Gniła Lipa', [[35.4, 19.4], [36.5, 19.45], [37.5, 19.5], [38.95, 19.6]]],
  ['Złota Lipa', [[35.6, 20.4], [36.7, 20.6], [37.8, 20.8], [38.9, 21.0]]],
  ['Strypa', [[35.2, 21.4], [36.8, 21.6], [38.4, 21.5], [39.5, 21.3]]],
  ['Zbrucz', [[34.0, 22.5], [36.0, 22.6], [38.0, 22.6], [40.2, 22.55]]],
  ['Wereszyca', [[35.0, 17.4], [36.2, 17.5], [37.2, 17.5]]],
  ['Styr', [[34.0, 20.8], [32.5, 21.2], [30.5, 21.6], [28.5, 22.3], [26.5, 23.2], [25.5, 24.8]]],
  ['Prut', [[41.8, 19.7], [41.2, 20.6], [41.6, 21.6], [42.1, 22.5], [42.6, 23.5], [43.2, 24.8]]],
];
const RIDGES: P[][] = [
  [[37.3, 13.4], [37.5, 15.1], [38.0, 16.1], [38.5, 17.0], [39.2, 18.0]],
  [[39.4, 6.5], [39.3, 10.0], [39.4, 13.0], [39.6, 15.0], [40.4, 17.0], [41.0, 18.3]],
  [[41.5, 18.55], [41.5, 19.5], [42.0, 20.4]],
];
const HIGH_RIDGES: P[][] = [
  [[38.2, 7.2], [38.1, 8.4], [38.2, 9.5]],
  [[39.8, 18.4], [40.6, 18.5], [41.4, 18.55], [41.8, 18.3]],
];

// where the Carpathian foothills and mountains begin (y), by column
const FOOT: P[] = [[36.0, 7], [35.8, 10], [35.6, 13], [36.5, 15], [37.3, 16], [37.8, 17], [38.8, 18], [39.6, 19], [40.2, 20], [41.0, 21], [42.0, 22], [44, 23], [45, 24]];
const MOUNT: P[] = [[37.6, 7], [37.6, 10], [37.6, 13], [37.8, 15], [38.8, 16], [39.2, 17], [39.8, 18], [40.4, 19], [41.6, 20], [42.6, 21], [43.5, 22], [45, 23], [46, 24]];
const interp = (pts: P[], x: number): number => {
  for (let i = 1; i < pts.length; i++) {
    const [y0, x0] = pts[i - 1], [y1, x1] = pts[i];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return pts[pts.length - 1][0];
};
const TERRAIN_OVERRIDES: Record<string, Terrain> = {
  '3618': 'marsh', '3718': 'marsh', '2117': 'wild-forest', '2118': 'wild-forest', '2218': 'wild-forest', '2119': 'wild-forest',
  '3115': 'wild-forest', '3215': 'wild-forest', '3114': 'forest', '3214': 'forest', '3313': 'forest', '3312': 'forest',
  '3013': 'forest', '3217': 'foothills', '3317': 'foothills', '3117': 'foothills', '3419': 'forest', '2621': 'forest', '2721': 'forest',
  '2516': 'forest', '2615': 'forest', '2716': 'marsh', '2616': 'marsh', '3322': 'forest', '2311': 'forest', '2812': 'forest', '2909': 'forest',
  '3010': 'forest', '3223': 'forest', '3021': 'forest', '3416': 'forest',
  '3714': 'mountains',
};
const terrainAt = (label: string): Terrain => {
  if (TERRAIN_OVERRIDES[label]) return TERRAIN_OVERRIDES[label];
  const { x, y } = centre(label);
  if (y >= interp(MOUNT.map(([a, b]) => [a, b]), x)) return 'mountains';
  if (y >= interp(FOOT, x)) return 'foothills';
  if ((x >= 19 && y <= 27.5) || (x >= 21 && y <= 28.5)) return 'marsh';
  return 'clear';
};

/** y of a polyline at x (first segment spanning x), or undefined */
const yAt = (pts: P[], x: number): number | undefined => {
  for (let i = 1; i < pts.length; i++) {
    const [y0, x0] = pts[i - 1], [y1, x1] = pts[i];
    if ((x0 - x) * (x1 - x) <= 0 && x0 !== x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return undefined;
};
const natAt = (label: string): Nation => {
  const { x, y } = centre(label);
  if (x >= 22.5) return y > (yAt(DNIESTER, x) ?? 41) ? 'AH' : 'RU';
  if (x >= 21) return y > 33.9 ? 'AH' : 'RU';
  if (x > 12.3) return y > 32.0 + ((Math.min(x, 21) - 12.3) / (21 - 12.3)) * 1.9 ? 'AH' : 'RU';
  return y > (yAt(VISTULA, x) ?? 33) ? 'AH' : 'RU';
};

const cross = (a: P, b: P, c: P, d: P): boolean => {
  const o = (p: P, q: P, r: P): number => (q[1] - p[1]) * (r[0] - p[0]) - (q[0] - p[0]) * (r[1] - p[1]);
  const d1 = o(c, d, a), d2 = o(c, d, b), d3 = o(a, b, c), d4 = o(a, b, d);
  return d1 * d2 <= 0 && d3 * d4 <= 0 && !(d1 === 0 && d2 === 0);
};
const crosses = (line: P[], a: string, b: string): boolean => {
  const ca = centre(a), cb = centre(b);
  const pa: P = [ca.y, ca.x], pb: P = [cb.y, cb.x];
  for (let i = 1; i < line.length; i++) if (cross(pa, pb, line[i - 1], line[i])) return true;
  return false;
};

const TOWNS: MapData['towns'] = [
  { hex: '3409', name: 'Kraków', en: 'Cracow', fortress: 'AH' },
  { hex: '3411', name: 'Tarnów' },
  { hex: '3413', name: 'Rzeszów' },
  { hex: '3415', name: 'Jarosław', en: 'Jaroslau', fortress: 'AH' },
  { hex: '3515', name: 'Przemyśl', fortress: 'AH' },
  { hex: '3517', name: 'Gródek', en: 'Grodek' },
  { hex: '3518', name: 'Lwów', en: 'Lemberg', fortified: 2 },
  { hex: '3520', name: 'Złoczów', en: 'Zloczow' },
  { hex: '3622', name: 'Tarnopol' },
  { hex: '3610', name: 'Nowy Sącz', en: 'Neu Sandez' },
  { hex: '3512', name: 'Jasło', en: 'Jaslo' },
  { hex: '3614', name: 'Sanok' },
  { hex: '3716', name: 'Sambor' },
  { hex: '3717', name: 'Drohobycz', en: 'Drohobych' },
  { hex: '3818', name: 'Stryj', en: 'Stryi' },
  { hex: '3820', name: 'Halicz', en: 'Halych' },
  { hex: '3920', name: 'Stanisławów', en: 'Stanislau' },
  { hex: '4121', name: 'Kołomyja', en: 'Kolomea' },
  { hex: '4222', name: 'Czerniowce', en: 'Czernowitz' },
  { hex: '3821', name: 'Buczacz', en: 'Buczacz' },
  { hex: '3620', name: 'Brzeżany', en: 'Brzezany' },
  { hex: '3719', name: 'Rohatyn' },
  { hex: '3419', name: 'Kamionka' },
  { hex: '3418', name: 'Żółkiew', en: 'Zolkiew' },
  { hex: '3317', name: 'Rawa Ruska', en: 'Rawa Ruska' },
  { hex: '3421', name: 'Brody' },
  { hex: '3314', name: 'Leżajsk', en: 'Lezajsk' },
  { hex: '3112', name: 'Sandomierz' },
  { hex: '3014', name: 'Kraśnik', en: 'Krasnik' },
  { hex: '3216', name: 'Tomaszów', en: 'Tomaszow' },
  { hex: '3116', name: 'Zamość', en: 'Zamosc' },
  { hex: '2916', name: 'Krasnystaw' },
  { hex: '2815', name: 'Lublin' },
  { hex: '2917', name: 'Chełm', en: 'Cholm' },
  { hex: '3018', name: 'Hrubieszów', en: 'Hrubieszow' },
  { hex: '3019', name: 'Włodzimierz', en: 'Vladimir-Volynsky' },
  { hex: '2920', name: 'Kowel', en: 'Kovel' },
  { hex: '3121', name: 'Łuck', en: 'Lutsk' },
  { hex: '3222', name: 'Dubno' },
  { hex: '3123', name: 'Równe', en: 'Rovno' },
  { hex: '3322', name: 'Krzemieniec', en: 'Kremenets' },
  { hex: '4024', name: 'Kamieniec', en: 'Kamenets' },
  { hex: '2714', name: 'Dęblin', en: 'Ivangorod', fortress: 'RU' },
  { hex: '2417', name: 'Brześć', en: 'Brest-Litovsk', fortress: 'RU' },
  { hex: '2414', name: 'Siedlce' },
  { hex: '2514', name: 'Łuków', en: 'Lukow' },
  { hex: '2419', name: 'Kobryń', en: 'Kobrin' },
  { hex: '2423', name: 'Pińsk', en: 'Pinsk' },
  { hex: '2411', name: 'Warszawa', en: 'Warsaw', fortified: 2 },
  { hex: '2811', name: 'Radom' },
  { hex: '3009', name: 'Kielce' },
];
const byName = new Map(TOWNS.map((t) => [t.name, t.hex]));
const RAIL: ['trunk' | 'ordinary', string[]][] = [
  ['trunk', ['Kraków', 'Tarnów', 'Rzeszów', 'Jarosław', 'Przemyśl', 'Gródek', 'Lwów', 'Złoczów', 'Tarnopol']],
  ['ordinary', ['Lwów', 'Halicz', 'Stanisławów', 'Kołomyja', 'Czerniowce']],
  ['ordinary', ['Przemyśl', 'Sambor', 'Drohobycz', 'Stryj', 'Stanisławów']],
  ['ordinary', ['Lwów', 'Stryj']],
  ['ordinary', ['Lwów', 'Żółkiew', 'Rawa Ruska']],
  ['ordinary', ['Lwów', 'Kamionka', 'Brody', 'Dubno', 'Równe']],
  ['ordinary', ['Tarnów', 'Nowy Sącz']],
  ['ordinary', ['Jasło', 'Sanok', 'Sambor']],
  ['trunk', ['Warszawa', 'Dęblin', 'Lublin', 'Chełm', 'Kowel', 'Łuck', 'Równe']],
  ['ordinary', ['Kowel', 'Brześć']],
  ['ordinary', ['Kowel', 'Włodzimierz']],
  ['trunk', ['Warszawa', 'Siedlce', 'Brześć', 'Kobryń', 'Pińsk']],
  ['ordinary', ['Dęblin', 'Radom', 'Kielce']],
];

export const buildMap = (): MapData => {
  const labels = LABELS;
  const grid = GRID;
  const hexsides: MapData['hexsides'] = [];
  const kindAt = new Map<string, { kind: HexsideKind; name?: string }>();
  const put = (a: string, b: string, kind: HexsideKind, name?: string): void => {
    const key = a < b ? `${a}|${b}` : `${b}|${a}`;
    const rank: HexsideKind[] = ['minor-river', 'ridge', 'major-river', 'lake', 'high-ridge'];
    const old = kindAt.get(key);
    if (!old || rank.indexOf(kind) > rank.indexOf(old.kind)) kindAt.set(key, { kind, name });
  };
  for (const a of labels)
    for (const b of grid.neighbours(a)) {
      if (a > b) continue;
      for (const [name, line] of MINOR) if (crosses(line, a, b)) put(a, b, 'minor-river', name);
      for (const line of RIDGES) if (crosses(line, a, b)) put(a, b, 'ridge');
      for (const [name, line] of MAJOR) if (crosses(line, a, b)) put(a, b, 'major-river', name);
      for (const line of HIGH_RIDGES) if (crosses(line, a, b)) put(a, b, 'high-ridge');
    }
  const railways: MapData['railways'] = RAIL.map(([kind, names]) => {
    const hexes: string[] = [];
    for (let i = 1; i < names.length; i++) {
      for (const l of grid.line(byName.get(names[i - 1])!, byName.get(names[i])!)) {
        if (hexes[hexes.length - 1] !== l) hexes.push(l);
      }
    }
    return { kind, hexes };
  });
  // a railway over a major river crosses it by a bridge (5.1.3); Dęblin's bridge is the 6.2.3 example's
  const bridges = new Set<string>(['2713|2714']);
  for (const r of railways) for (let i = 1; i < r.hexes.length; i++) {
    const [a, b] = [r.hexes[i - 1], r.hexes[i]];
    bridges.add(a < b ? `${a}|${b}` : `${b}|${a}`);
  }
  for (const [key, v] of [...kindAt.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [a, b] = key.split('|');
    hexsides.push({ a, b, kind: v.kind, ...(v.kind === 'major-river' && bridges.has(key) ? { bridge: true } : {}), ...(v.name ? { name: v.name } : {}) });
  }
  const nat = new Map(labels.map((l) => [l, natAt(l)]));
  // west of the Vistula: reachable from the west edge without crossing it (outside A's area, A.1)
  const vistula = new Set(hexsides.filter((s) => s.name === 'Wisła').map((s) => `${s.a}|${s.b}`));
  const side = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const flood = (seeds: string[], ok: (h: string) => boolean, blocked: Set<string>): Set<string> => {
    const seen = new Set(seeds.filter(ok));
    const todo = [...seen];
    while (todo.length) {
      const h = todo.pop()!;
      for (const n of grid.neighbours(h)) if (!seen.has(n) && ok(n) && !blocked.has(side(h, n))) {
        seen.add(n);
        todo.push(n);
      }
    }
    return seen;
  };
  const westOfVistula = flood([hexNumber(21, 7)], (h) => nat.get(h) === 'RU', vistula);
  const sanOrVistula = new Set(hexsides.filter((s) => s.name === 'San' || s.name === 'Wisła').map((s) => `${s.a}|${s.b}`));
  const westOfSan = flood(['3409'], (h) => nat.get(h) === 'AH' && centre(h).x <= 15 && centre(h).y <= 38.5, sanOrVistula);
  const hexes: MapData['hexes'] = labels.map((id) => {
    const n = nat.get(id)!;
    return { id, terrain: terrainAt(id), nat: n, front: n === 'AH' || (centre(id).y >= 31 && !westOfVistula.has(id)) ? 'G' : 'P' };
  });
  const romanianEdge = labels.filter((l) => parseInt(l.slice(0, 2)) === ROWS[1] && parseInt(l.slice(2)) >= 20);
  return {
    id: 'rozkaz-galicja-1914',
    title: { pl: 'Galicja i Lubelszczyzna 1914 (mapa Rozkazu)', en: 'Galicia and Lublin 1914 (Rozkaz map)' },
    ours: true,
    note: {
      pl: 'Mapa własna Rozkazu, nie kopia planszy NOVINA 1997. Numeracja heksów jak w instrukcji (wiersz, kolumna); geografia przybliżona.',
      en: "Rozkaz's own map, not a copy of the NOVINA 1997 board. Hex numbers as in the rulebook (row, column); geography approximate.",
    },
    grid: { orientation: 'flat', offset: 'even', labels: 'RRCC' },
    hexes,
    hexsides,
    towns: TOWNS,
    railways,
    regions: {
      A: labels.filter((l) => !westOfVistula.has(l)),
      'west-of-san': labels.filter((l) => westOfSan.has(l)),
    },
    romanianEdge,
  };
};

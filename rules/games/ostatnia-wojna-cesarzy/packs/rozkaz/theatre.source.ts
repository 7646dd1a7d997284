/**
 * The Eastern Front of 1914 around scenario A's region (ours, not the printed board): the geography
 * of every hex OUTSIDE A's rectangle (rows 21–43, columns 07–24), which map.source.ts keeps exactly
 * as it was. Same conventions as map.source.ts: polylines in map units [y = row, x = column].
 * Scale: 25 km a hex; the places the rulebook numbers are where it puts them (Królewiec 1210,
 * Kowno 1117, Poznań 2301 …); the rest is approximate geography of our own drawing.
 */
import type { Nation, Terrain } from '../../schema.js';

export type P = [number, number]; // [y, x]
export const THEATRE_ROWS: [number, number] = [1, 47];
export const THEATRE_COLS: [number, number] = [1, 24];

/** the first row on land per column (the Baltic and the Gulf of Riga lie north of it) */
const COAST: Record<number, number> = {
  1: 13,
  2: 13,
  3: 13,
  4: 13,
  5: 14,
  6: 14,
  7: 13,
  8: 11,
  9: 10,
  10: 10,
  11: 3,
  12: 3,
  13: 2,
};
/** does the theatre have this hex: land north, and no Romania south-east of Hungary */
export const onTheatre = (row: number, col: number): boolean => row >= (COAST[col] ?? 1) && !(row > 43 && col > 15);

/** Germany: East and West Prussia, Pomerania, Posen and Silesia (a polygon, [y, x]) */
const GERMANY: P[] = [
  [0, 0],
  [3.5, 9.5],
  [8, 12.5],
  [11, 14.2],
  [15, 14.8],
  [17.5, 14.5],
  [18.8, 12.5],
  [19.6, 10],
  [20.2, 7.8],
  [21, 5.6],
  [24, 3],
  [26, 2.5],
  [28, 3.5],
  [30, 4.3],
  [32.2, 5.4],
  [33.5, 6.5],
  [34.2, 6.5],
  [34.5, 4],
  [33, 2],
  [31, 0],
];
const inside = (poly: P[], y: number, x: number): boolean => {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [yi, xi] = poly[i],
      [yj, xj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
};
export const theatreNat = (y: number, x: number): Nation => {
  if (inside(GERMANY, y, x)) return 'DE';
  if (y > 43.5 || (y > 34 && x < 7)) return 'AH';
  return 'RU';
};

const LAKES: Set<string> = new Set([
  '1311',
  '1312',
  '1411',
  '1412',
  '1413',
  '1511',
  '1512',
  '1513',
  '1612',
  '1613',
  '1712',
]);
const FOREST: Set<string> = new Set([
  '1515',
  '1516',
  '1615',
  '1616',
  '1814',
  '1913',
  '1013',
  '1014',
  '0919',
  '0920',
  '1422',
  '2003',
  '2102',
  '2804',
  '2905',
]);
const MARSH: Set<string> = new Set([
  '1718',
  '1819',
  '1820',
  '1821',
  '1822',
  '1823',
  '1824',
  '1918',
  '1919',
  '1920',
  '1921',
  '1922',
  '1923',
  '1924',
  '2017',
  '2018',
  '2019',
  '2020',
  '1814',
  '1913',
]);
export const theatreTerrain = (id: string, y: number, x: number): Terrain => {
  if (LAKES.has(id)) return 'lakes';
  if (MARSH.has(id)) return 'marsh';
  if (FOREST.has(id)) return 'forest';
  // the western Carpathians (Beskids and Tatra) and the Hungarian plain below them
  if (y >= 44) return y < 44.6 ? 'foothills' : 'clear';
  if (x < 7 && y >= 38.3) return y >= 42 ? 'foothills' : 'mountains';
  if (x < 7 && y >= 36) return 'foothills';
  return 'clear';
};

/** rivers outside A's rectangle (A's own polylines are extended by these where they leave it) */
export const THEATRE_MAJOR: [string, P[]][] = [
  [
    'Wisła',
    [
      [21.5, 9.6],
      [21.8, 8.0],
      [22.1, 6.0],
      [20.6, 5.0],
      [19.5, 5.3],
      [18.0, 5.8],
      [16.0, 5.5],
      [13.5, 5.2],
    ],
  ],
  [
    'Wisła',
    [
      [33.9, 6.5],
      [34.2, 5.0],
      [34.6, 3.0],
      [35.2, 1.5],
      [36.5, 0.5],
    ],
  ],
  [
    'Narew',
    [
      [19.6, 17.5],
      [19.8, 15.0],
      [20.2, 13.0],
      [20.6, 11.0],
      [20.9, 10.0],
    ],
  ],
  [
    'Bug',
    [
      [20.4, 9.6],
      [21.0, 9.2],
    ],
  ],
  [
    'Niemen',
    [
      [19.5, 18.8],
      [17.0, 17.3],
      [14.0, 17.8],
      [11.6, 17.6],
      [11.5, 16.6],
      [10.8, 15.5],
      [10.0, 13.5],
      [9.2, 11.5],
      [8.5, 10.5],
    ],
  ],
  [
    'Dźwina',
    [
      [0.5, 16.2],
      [2.5, 18.0],
      [4.0, 20.5],
      [5.5, 22.5],
      [6.5, 24.6],
    ],
  ],
  [
    'Odra',
    [
      [36.5, 2.5],
      [33.5, 2.2],
      [31.0, 1.6],
      [28.0, 1.5],
      [25.0, 0.4],
    ],
  ],
  [
    'Dunaj',
    [
      [43.2, 0.2],
      [44.0, 3.0],
      [44.3, 5.0],
      [45.0, 6.6],
      [47.9, 6.6],
    ],
  ],
];
export const THEATRE_MINOR: [string, P[]][] = [
  [
    'Warta',
    [
      [31.0, 5.4],
      [28.5, 4.6],
      [26.0, 3.6],
      [24.2, 2.6],
      [23.6, 0.5],
    ],
  ],
  [
    'Noteć',
    [
      [21.8, 4.6],
      [20.8, 3.2],
      [20.3, 0.5],
    ],
  ],
  [
    'Pilica',
    [
      [31.0, 5.8],
      [29.5, 6.2],
      [28.5, 6.8],
    ],
  ],
  [
    'Pregoła',
    [
      [12.8, 13.8],
      [12.4, 12.0],
      [12.1, 10.5],
      [11.8, 9.5],
    ],
  ],
  [
    'Łyna',
    [
      [18.3, 10.3],
      [16.5, 10.6],
      [14.5, 11.0],
      [12.8, 11.6],
    ],
  ],
  [
    'Cisa',
    [
      [47.9, 12.5],
      [46.5, 12.0],
      [45.2, 12.6],
      [44.4, 14.0],
      [44.0, 15.5],
    ],
  ],
];
/** lake hexsides (Gopło by Inowrocław: the 5.1.4 example's 2205; the Masurian lakes) */
export const THEATRE_LAKE_SIDES: [string, string][] = [
  ['2105', '2205'],
  ['1412', '1512'],
  ['1511', '1512'],
  ['1512', '1612'],
  ['1413', '1513'],
];
/** bridges over major rivers where no railway crosses (5.1.3: 2106–2206 at Włocławek) */
export const THEATRE_BRIDGES: [string, string][] = [['2106', '2206']];

export const THEATRE_TOWNS: { hex: string; name: string; en?: string; fortress?: Nation; fortified?: number }[] = [
  { hex: '1210', name: 'Królewiec', en: 'Königsberg', fortress: 'DE' },
  { hex: '1108', name: 'Pilawa', en: 'Pillau' },
  { hex: '1407', name: 'Elbląg', en: 'Elbing' },
  { hex: '1405', name: 'Gdańsk', en: 'Danzig' },
  { hex: '1806', name: 'Grudziądz', en: 'Graudenz', fortress: 'DE' },
  { hex: '2006', name: 'Toruń', en: 'Thorn', fortress: 'DE' },
  { hex: '1904', name: 'Bydgoszcz', en: 'Bromberg' },
  { hex: '2104', name: 'Inowrocław', en: 'Hohensalza' },
  { hex: '2301', name: 'Poznań', en: 'Posen', fortress: 'DE' },
  { hex: '2901', name: 'Wrocław', en: 'Breslau' },
  { hex: '3305', name: 'Gliwice', en: 'Gleiwitz' },
  { hex: '3306', name: 'Katowice', en: 'Kattowitz' },
  { hex: '1710', name: 'Olsztyn', en: 'Allenstein' },
  { hex: '1908', name: 'Działdowo', en: 'Soldau' },
  { hex: '1512', name: 'Giżycko', en: 'Lötzen' },
  { hex: '1613', name: 'Ełk', en: 'Lyck' },
  { hex: '1112', name: 'Wystruć', en: 'Insterburg' },
  { hex: '1213', name: 'Gąbin', en: 'Gumbinnen' },
  { hex: '0911', name: 'Tylża', en: 'Tilsit' },
  { hex: '0612', name: 'Kłajpeda', en: 'Memel' },
  { hex: '1117', name: 'Kowno', en: 'Kaunas', fortress: 'RU' },
  { hex: '1215', name: 'Wierzbołów', en: 'Virbalis' },
  { hex: '1717', name: 'Grodno', fortress: 'RU' },
  { hex: '1815', name: 'Osowiec', en: 'Osowiec', fortress: 'RU' },
  { hex: '2015', name: 'Białystok' },
  { hex: '1912', name: 'Łomża', en: 'Lomza' },
  { hex: '2011', name: 'Ostrołęka', en: 'Ostrolenka' },
  { hex: '2009', name: 'Mława', en: 'Mlawa' },
  { hex: '1515', name: 'Suwałki', en: 'Suwalki' },
  { hex: '1220', name: 'Wilno', en: 'Vilnius' },
  { hex: '1521', name: 'Lida' },
  { hex: '1919', name: 'Wołkowysk', en: 'Vawkavysk' },
  { hex: '1923', name: 'Baranowicze', en: 'Baranavichy' },
  { hex: '0917', name: 'Kiejdany', en: 'Kėdainiai' },
  { hex: '0615', name: 'Szawle', en: 'Šiauliai' },
  { hex: '0315', name: 'Mitawa', en: 'Jelgava' },
  { hex: '0116', name: 'Ryga', en: 'Riga' },
  { hex: '0523', name: 'Dyneburg', en: 'Daugavpils' },
  { hex: '0311', name: 'Libawa', en: 'Liepāja' },
  { hex: '2106', name: 'Włocławek', en: 'Wloclawek' },
  { hex: '2506', name: 'Łódź', en: 'Lodz' },
  { hex: '2604', name: 'Kalisz', en: 'Kalisch' },
  { hex: '2806', name: 'Piotrków', en: 'Piotrkow' },
  { hex: '3006', name: 'Częstochowa', en: 'Czestochowa' },
  { hex: '3503', name: 'Morawska Ostrawa', en: 'Mährisch Ostrau' },
  { hex: '3604', name: 'Cieszyn', en: 'Teschen' },
  { hex: '4401', name: 'Preszburg', en: 'Pressburg' },
  { hex: '4607', name: 'Budapeszt', en: 'Budapest' },
  { hex: '4410', name: 'Miszkolc', en: 'Miskolc' },
  { hex: '4612', name: 'Debreczyn', en: 'Debrecen' },
];

/** railways of the theatre (towns by name, or a hex the line passes; A's thirteen lines are kept as they were) */
export const THEATRE_RAIL: ['trunk' | 'ordinary', string[]][] = [
  ['trunk', ['Warszawa', 'Białystok', 'Grodno', 'Wilno', 'Dyneburg']],
  ['trunk', ['Wilno', 'Kowno', 'Wierzbołów', 'Gąbin', 'Wystruć', 'Królewiec', 'Elbląg', 'Gdańsk']],
  ['ordinary', ['Dyneburg', 'Ryga']],
  ['ordinary', ['Kowno', 'Kiejdany', '0817', '0716', 'Szawle', 'Mitawa', 'Ryga']],
  ['ordinary', ['Szawle', 'Libawa']],
  ['ordinary', ['Królewiec', 'Pilawa']],
  ['ordinary', ['Wystruć', 'Tylża', 'Kłajpeda']],
  ['ordinary', ['Białystok', 'Ełk', 'Giżycko', 'Wystruć']],
  ['ordinary', ['Białystok', 'Osowiec']],
  ['ordinary', ['Wilno', 'Lida', 'Baranowicze']],
  ['ordinary', ['Białystok', 'Wołkowysk', 'Baranowicze']],
  ['ordinary', ['Brześć', 'Wołkowysk']],
  ['ordinary', ['Warszawa', 'Mława', 'Działdowo', 'Olsztyn', 'Wystruć']],
  ['ordinary', ['Warszawa', 'Ostrołęka', 'Łomża']],
  ['trunk', ['Toruń', 'Grudziądz', 'Elbląg']],
  ['trunk', ['Poznań', 'Inowrocław', 'Toruń', 'Działdowo']],
  ['ordinary', ['Inowrocław', 'Bydgoszcz', 'Gdańsk']],
  ['ordinary', ['Toruń', 'Włocławek', 'Warszawa']],
  ['trunk', ['Poznań', 'Wrocław', 'Gliwice', 'Katowice', '3307', '3308', 'Kraków']],
  ['trunk', ['Warszawa', 'Łódź', 'Piotrków', 'Częstochowa', 'Katowice']],
  ['ordinary', ['Łódź', 'Kalisz']],
  ['trunk', ['Kraków', 'Morawska Ostrawa']],
  ['ordinary', ['Morawska Ostrawa', 'Cieszyn']],
  ['trunk', ['Preszburg', 'Budapeszt']],
  ['ordinary', ['Budapeszt', 'Miszkolc', 'Sanok']],
  ['ordinary', ['Budapeszt', 'Debreczyn', 'Stryj']],
  ['ordinary', ['Kielce', 'Kraków']],
];

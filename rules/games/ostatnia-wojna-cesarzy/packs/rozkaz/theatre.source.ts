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

/**
 * Towns as a table, one a line: "hex | Polish name | English name | fortress <nation> or fortified <n>"
 * (trailing empty cells left out), read into the map schema's town objects.
 */
export const townTable = (
  rows: string,
): { hex: string; name: string; en?: string; fortress?: Nation; fortified?: number }[] =>
  rows
    .trim()
    .split('\n')
    .map((line) => {
      const [hex, name, en, extra] = line.split('|').map((x) => x.trim());
      const [k, v] = (extra ?? '').split(/\s+/);
      return {
        hex,
        name,
        ...(en ? { en } : {}),
        ...(k === 'fortress' ? { fortress: v as Nation } : k === 'fortified' ? { fortified: Number(v) } : {}),
      };
    });

export const THEATRE_TOWNS: { hex: string; name: string; en?: string; fortress?: Nation; fortified?: number }[] =
  townTable(`
  1210 | Królewiec | Königsberg | fortress DE
  1108 | Pilawa | Pillau
  1407 | Elbląg | Elbing
  1405 | Gdańsk | Danzig
  1806 | Grudziądz | Graudenz | fortress DE
  2006 | Toruń | Thorn | fortress DE
  1904 | Bydgoszcz | Bromberg
  2104 | Inowrocław | Hohensalza
  2301 | Poznań | Posen | fortress DE
  2901 | Wrocław | Breslau
  3305 | Gliwice | Gleiwitz
  3306 | Katowice | Kattowitz
  1710 | Olsztyn | Allenstein
  1908 | Działdowo | Soldau
  1512 | Giżycko | Lötzen
  1613 | Ełk | Lyck
  1112 | Wystruć | Insterburg
  1213 | Gąbin | Gumbinnen
  0911 | Tylża | Tilsit
  0612 | Kłajpeda | Memel
  1117 | Kowno | Kaunas | fortress RU
  1215 | Wierzbołów | Virbalis
  1717 | Grodno |  | fortress RU
  1815 | Osowiec | Osowiec | fortress RU
  2015 | Białystok
  1912 | Łomża | Lomza
  2011 | Ostrołęka | Ostrolenka
  2009 | Mława | Mlawa
  1515 | Suwałki | Suwalki
  1220 | Wilno | Vilnius
  1521 | Lida
  1919 | Wołkowysk | Vawkavysk
  1923 | Baranowicze | Baranavichy
  0917 | Kiejdany | Kėdainiai
  0615 | Szawle | Šiauliai
  0315 | Mitawa | Jelgava
  0116 | Ryga | Riga
  0523 | Dyneburg | Daugavpils
  0311 | Libawa | Liepāja
  2106 | Włocławek | Wloclawek
  2506 | Łódź | Lodz
  2604 | Kalisz | Kalisch
  2806 | Piotrków | Piotrkow
  3006 | Częstochowa | Czestochowa
  3503 | Morawska Ostrawa | Mährisch Ostrau
  3604 | Cieszyn | Teschen
  4401 | Preszburg | Pressburg
  4607 | Budapeszt | Budapest
  4410 | Miszkolc | Miskolc
  4612 | Debreczyn | Debrecen
`);

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

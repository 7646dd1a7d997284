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
import type { MapData, RiverClass, SideId, Terrain } from '../../schema.js';

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

// ---------- places (rule 19.3 towns exact; the rest projected) ----------
const VP_TOWNS: Record<string, string> = {
  Marienburg: 'A7B46',
  Elbing: 'A11B47',
  Osterode: 'A18B36',
  Allenstein: 'A23B34',
  Lötzen: 'A37B32',
  Insterburg: 'A37B42',
  Darkehmen: 'A40B37',
  Gumbinnen: 'A42B39',
};
/** hexes the rulebook names for places (setup 17.1, 5.1.8, 17.2.4) */
const NAMED: Record<string, string> = {
  ...VP_TOWNS,
  Königsberg: 'A23B50',
  Kowno: 'A60B35',
  Łomża: 'A41B16',
  Ciechanów: 'A24B20',
  Thorn: 'A3B31',
};
const GEO: Record<string, LL> = {
  Danzig: [18.65, 54.35],
  Dirschau: [18.78, 54.09],
  Marienwerder: [18.93, 53.73],
  Graudenz: [18.75, 53.48],
  Kulmsee: [18.6, 53.19],
  'Deutsch Eylau': [19.57, 53.6],
  Strasburg: [19.4, 53.27],
  Lautenburg: [19.85, 53.23],
  Soldau: [20.25, 53.2],
  Neidenburg: [20.42, 53.36],
  Hohenstein: [20.28, 53.58],
  Gilgenburg: [19.93, 53.45],
  Ortelsburg: [21.0, 53.57],
  Passenheim: [20.72, 53.63],
  Willenberg: [20.95, 53.4],
  Bischofsburg: [20.98, 53.93],
  Sensburg: [21.43, 53.87],
  Nikolaiken: [21.58, 53.8],
  Johannisburg: [21.8, 53.62],
  Arys: [21.68, 53.8],
  Lyck: [22.37, 53.83],
  Rastenburg: [21.38, 54.08],
  Angerburg: [21.97, 54.21],
  Goldap: [22.3, 54.31],
  Stallupönen: [22.56, 54.63],
  Eydtkuhnen: [22.89, 54.63],
  Pillkallen: [22.57, 54.73],
  Tilsit: [21.88, 55.08],
  Labiau: [21.1, 54.85],
  Wehlau: [21.23, 54.61],
  Friedland: [21.02, 54.44],
  Bartenstein: [20.81, 54.26],
  Heilsberg: [20.58, 54.13],
  Guttstadt: [20.18, 53.99],
  Braunsberg: [19.97, 54.33],
  'Preußisch Eylau': [20.64, 54.39],
  'Preußisch Holland': [19.9, 54.17],
  Korschen: [21.13, 54.15],
  Gerdauen: [21.37, 54.38],
  Mława: [20.38, 53.11],
  Przasnysz: [20.88, 53.02],
  Chorzele: [20.9, 53.26],
  Myszyniec: [21.35, 53.38],
  Ostrołęka: [21.57, 53.08],
  Kolno: [21.93, 53.41],
  Szczuczyn: [22.3, 53.56],
  Grajewo: [22.45, 53.65],
  Osowiec: [22.65, 53.47],
  Białystok: [23.16, 53.13],
  Augustów: [22.98, 53.84],
  Suwałki: [22.93, 54.1],
  Sejny: [23.35, 54.11],
  Kalwaria: [23.2, 54.42],
  Mariampol: [23.35, 54.56],
  Wylkowyszki: [22.97, 54.65],
  Olita: [24.05, 54.4],
  Grodno: [23.83, 53.68],
  Różan: [21.4, 52.9],
  Wizna: [22.38, 53.2],
  Prostken: [22.43, 53.7],
};
const placeHex = (name: string): string => NAMED[name] ?? hexAt(project(GEO[name] ?? fail(`no place ${name}`)));
function fail(m: string): never {
  throw new Error(m);
}
const PL: Record<string, string> = {
  Marienburg: 'Malbork',
  Elbing: 'Elbląg',
  Osterode: 'Ostróda',
  Allenstein: 'Olsztyn',
  Lötzen: 'Giżycko',
  Insterburg: 'Czerniachowsk',
  Darkehmen: 'Oziorsk',
  Gumbinnen: 'Gusiew',
  Königsberg: 'Królewiec',
  Thorn: 'Toruń',
  Danzig: 'Gdańsk',
  Graudenz: 'Grudziądz',
  Dirschau: 'Tczew',
  Marienwerder: 'Kwidzyn',
  'Deutsch Eylau': 'Iława',
  Soldau: 'Działdowo',
  Neidenburg: 'Nidzica',
  Hohenstein: 'Olsztynek',
  Ortelsburg: 'Szczytno',
  Johannisburg: 'Pisz',
  Lyck: 'Ełk',
  Rastenburg: 'Kętrzyn',
  Angerburg: 'Węgorzewo',
  Goldap: 'Gołdap',
  Tilsit: 'Sowieck',
  Braunsberg: 'Braniewo',
  Heilsberg: 'Lidzbark Warmiński',
  Bartenstein: 'Bartoszyce',
  Kowno: 'Kowno',
  Sensburg: 'Mrągowo',
  Nikolaiken: 'Mikołajki',
  Bischofsburg: 'Biskupiec',
  Passenheim: 'Pasym',
  Willenberg: 'Wielbark',
  Gilgenburg: 'Dąbrówno',
  Strasburg: 'Brodnica',
  Lautenburg: 'Lidzbark',
  Guttstadt: 'Dobre Miasto',
  'Preußisch Eylau': 'Iławka',
  'Preußisch Holland': 'Pasłęk',
  Korschen: 'Korsze',
};

// ---------- areas (lon/lat polygons) ----------
const SEA: LL[][] = [
  // the Baltic, Danzig Bay and the Vistula spit area
  [
    [17.5, 54.42],
    [18.6, 54.42],
    [19.0, 54.4],
    [19.4, 54.45],
    [19.9, 54.62],
    [19.95, 54.95],
    [20.6, 54.96],
    [21.0, 55.0],
    [21.05, 56],
    [17.5, 56],
  ],
  // the Vistula Lagoon (Frisches Haff)
  [
    [19.3, 54.3],
    [19.6, 54.33],
    [19.95, 54.48],
    [20.3, 54.63],
    [20.38, 54.7],
    [20.1, 54.72],
    [19.75, 54.55],
    [19.4, 54.42],
  ],
  // the Curonian Lagoon (Kurisches Haff)
  [
    [20.95, 54.96],
    [21.2, 54.93],
    [21.3, 55.05],
    [21.28, 55.5],
    [20.95, 55.5],
  ],
];
const LAKES: LL[][] = [
  [
    [21.62, 54.06],
    [21.86, 54.06],
    [21.93, 54.2],
    [21.78, 54.24],
    [21.6, 54.16],
  ], // Mauersee
  [
    [21.72, 53.99],
    [21.85, 53.99],
    [21.86, 53.94],
    [21.72, 53.93],
  ], // Löwentin
  [
    [21.5, 53.68],
    [21.85, 53.67],
    [21.86, 53.79],
    [21.62, 53.83],
    [21.5, 53.76],
  ], // Spirding
  [
    [19.54, 53.55],
    [19.63, 53.55],
    [19.64, 53.78],
    [19.55, 53.78],
  ], // Geserich
  [
    [20.28, 53.6],
    [20.4, 53.6],
    [20.4, 53.66],
    [20.28, 53.66],
  ], // Lansker See
  [
    [22.5, 54.38],
    [22.8, 54.38],
    [22.8, 54.47],
    [22.5, 54.46],
  ], // Wystiter See
  [
    [23.05, 54.03],
    [23.18, 54.03],
    [23.18, 54.1],
    [23.05, 54.1],
  ], // Wigry
  [
    [22.1, 53.67],
    [22.28, 53.67],
    [22.3, 53.75],
    [22.1, 53.75],
  ], // Rajgród
];
const FORESTS: LL[][] = [
  [
    [21.15, 53.45],
    [21.95, 53.42],
    [21.95, 53.65],
    [21.5, 53.7],
    [21.15, 53.68],
  ], // Johannisburger Heide
  [
    [20.0, 53.38],
    [20.62, 53.38],
    [20.62, 53.56],
    [20.0, 53.56],
  ], // the forests round Hohenstein and Neidenburg
  [
    [22.15, 54.28],
    [22.55, 54.28],
    [22.55, 54.45],
    [22.15, 54.45],
  ], // Rominter Heide
  [
    [21.88, 54.1],
    [22.2, 54.1],
    [22.2, 54.25],
    [21.88, 54.25],
  ], // Borker Heide
  [
    [22.95, 53.72],
    [23.55, 53.72],
    [23.55, 54.02],
    [22.95, 54.02],
  ], // Augustów forest
  [
    [20.95, 52.95],
    [21.95, 52.95],
    [21.95, 53.35],
    [20.95, 53.38],
  ], // Kurpie forest
  [
    [20.95, 54.55],
    [21.35, 54.55],
    [21.35, 54.72],
    [20.95, 54.72],
  ], // Tapiau forest
  [
    [20.6, 54.4],
    [20.95, 54.4],
    [20.95, 54.52],
    [20.6, 54.52],
  ], // Frisching forest
  [
    [20.55, 53.75],
    [20.95, 53.75],
    [20.95, 53.9],
    [20.55, 53.9],
  ], // the Ramuck forest south-east of Allenstein
  [
    [23.3, 54.45],
    [23.8, 54.45],
    [23.8, 54.7],
    [23.3, 54.7],
  ], // Kazlu Ruda forest
];
const MARSHES: LL[][] = [
  [
    [22.35, 53.35],
    [22.9, 53.4],
    [23.0, 53.72],
    [22.7, 53.75],
    [22.4, 53.55],
  ], // Biebrza marshes
  [
    [21.0, 54.78],
    [21.5, 54.78],
    [21.5, 54.95],
    [21.0, 54.93],
  ], // the Großes Moosbruch by the Curonian Lagoon
  [
    [22.7, 53.1],
    [23.05, 53.1],
    [23.05, 53.25],
    [22.7, 53.25],
  ], // the Narew marsh at Tykocin
];
const HILLS: LL[][] = [
  [
    [22.0, 54.12],
    [22.3, 54.12],
    [22.3, 54.28],
    [22.0, 54.28],
  ], // Seesker Höhe
  [
    [19.8, 53.4],
    [20.05, 53.4],
    [20.05, 53.58],
    [19.8, 53.58],
  ], // Kernsdorfer Höhe
  [
    [19.45, 54.1],
    [19.85, 54.1],
    [19.85, 54.28],
    [19.45, 54.28],
  ], // the Elbing heights
  [
    [20.95, 53.85],
    [21.45, 53.85],
    [21.45, 54.0],
    [20.95, 54.0],
  ], // the Masurian ridge west of the lakes
];
/** Russia: everything south and east of the 1914 border */
const BORDER: LL[] = [
  [18.3, 52.97],
  [18.75, 52.98],
  [19.05, 53.1],
  [19.4, 53.2],
  [19.85, 53.2],
  [20.25, 53.15],
  [20.5, 53.24],
  [20.95, 53.33],
  [21.35, 53.42],
  [21.7, 53.45],
  [22.0, 53.48],
  [22.45, 53.64],
  [22.6, 53.85],
  [22.62, 54.05],
  [22.75, 54.3],
  [22.75, 54.45],
  [22.85, 54.62],
  [22.95, 54.72],
  [22.85, 54.85],
  [22.6, 55.07],
  [22.6, 55.6],
];
const RUSSIA: LL[] = [...BORDER, [26, 55.6], [26, 52], [18.3, 52]];

// ---------- rivers (polylines, upstream to downstream) ----------
const RIVERS: [string, RiverClass, LL[]][] = [
  [
    'Wisła',
    'vistula',
    [
      [19.0, 52.9],
      [18.6, 53.0],
      [18.3, 53.12],
      [17.9, 53.15],
      [18.2, 53.3],
      [18.44, 53.37],
      [18.72, 53.47],
      [18.82, 53.62],
      [18.85, 53.8],
      [18.8, 54.0],
      [18.8, 54.15],
      [18.95, 54.36],
      [18.95, 54.5],
    ],
  ],
  [
    'Nogat',
    'large',
    [
      [18.86, 53.92],
      [19.03, 54.03],
      [19.2, 54.15],
      [19.3, 54.25],
    ],
  ],
  [
    'Pregel',
    'large',
    [
      [21.8, 54.63],
      [21.5, 54.62],
      [21.23, 54.61],
      [21.0, 54.65],
      [20.7, 54.69],
      [20.51, 54.7],
      [20.3, 54.68],
    ],
  ],
  [
    'Alle',
    'large',
    [
      [20.55, 53.55],
      [20.49, 53.77],
      [20.5, 53.95],
      [20.58, 54.12],
      [20.81, 54.25],
      [21.02, 54.43],
      [21.05, 54.57],
      [21.22, 54.6],
    ],
  ],
  [
    'Angerapp',
    'small',
    [
      [21.95, 54.2],
      [21.98, 54.3],
      [22.01, 54.41],
      [21.9, 54.55],
      [21.8, 54.62],
    ],
  ],
  [
    'Inster',
    'small',
    [
      [22.6, 54.85],
      [22.3, 54.78],
      [22.0, 54.7],
      [21.82, 54.64],
    ],
  ],
  [
    'Pissa',
    'small',
    [
      [22.55, 54.45],
      [22.35, 54.55],
      [22.19, 54.585],
      [21.98, 54.62],
    ],
  ],
  [
    'Rominte',
    'small',
    [
      [22.45, 54.3],
      [22.35, 54.38],
      [22.2, 54.45],
      [22.08, 54.5],
    ],
  ],
  [
    'Passarge',
    'small',
    [
      [20.25, 53.6],
      [20.2, 53.8],
      [20.1, 54.0],
      [20.0, 54.2],
      [19.9, 54.4],
    ],
  ],
  [
    'Drewenz',
    'small',
    [
      [20.05, 53.7],
      [19.9, 53.55],
      [19.6, 53.4],
      [19.4, 53.25],
      [19.05, 53.1],
      [18.7, 53.0],
    ],
  ],
  [
    'Pisa',
    'small',
    [
      [21.75, 53.68],
      [21.8, 53.55],
      [21.85, 53.4],
      [21.88, 53.22],
    ],
  ],
  [
    'Orzyc',
    'small',
    [
      [20.7, 53.45],
      [20.85, 53.25],
      [21.1, 53.05],
      [21.4, 52.9],
    ],
  ],
  [
    'Narew',
    'large',
    [
      [23.6, 52.95],
      [23.2, 53.05],
      [22.77, 53.18],
      [22.38, 53.2],
      [22.07, 53.17],
      [21.88, 53.22],
      [21.57, 53.07],
      [21.4, 52.88],
      [21.2, 52.7],
    ],
  ],
  [
    'Biebrza',
    'small',
    [
      [23.5, 53.8],
      [23.1, 53.65],
      [22.65, 53.47],
      [22.38, 53.2],
    ],
  ],
  [
    'Niemen',
    'large',
    [
      [24.6, 53.45],
      [24.1, 53.6],
      [23.83, 53.67],
      [23.95, 54.0],
      [24.05, 54.4],
      [24.05, 54.6],
      [23.9, 54.9],
      [23.4, 55.05],
      [22.77, 55.08],
      [22.2, 55.07],
      [21.88, 55.09],
      [21.5, 55.2],
      [21.3, 55.3],
    ],
  ],
  [
    'Szeszupa',
    'small',
    [
      [23.4, 54.35],
      [23.2, 54.55],
      [22.95, 54.72],
      [22.85, 54.85],
      [22.6, 55.02],
    ],
  ],
];
/** narrow lakes between land hexes (lake hexsides); a road over one is a strait */
const LAKE_LINES: [string, LL[]][] = [
  [
    'the lakes between Lötzen and Nikolaiken',
    [
      [21.78, 53.99],
      [21.74, 53.93],
      [21.66, 53.87],
      [21.58, 53.8],
      [21.55, 53.75],
    ],
  ],
  [
    'the Beldahn lake',
    [
      [21.55, 53.75],
      [21.6, 53.7],
      [21.62, 53.62],
    ],
  ],
  [
    'the Mauersee to Angerburg',
    [
      [21.9, 54.2],
      [21.96, 54.22],
    ],
  ],
];

// ---------- roads and railways (chains of places) ----------
const ROADS: string[][] = [
  ['Danzig', 'Dirschau', 'Marienburg', 'Elbing', 'Braunsberg', 'Königsberg'],
  ['Marienburg', 'Marienwerder', 'Graudenz', 'Kulmsee', 'Thorn'],
  ['Thorn', 'Strasburg', 'Lautenburg', 'Soldau', 'Neidenburg', 'Willenberg', 'Ortelsburg'],
  [
    'Graudenz',
    'Deutsch Eylau',
    'Osterode',
    'Allenstein',
    'Bischofsburg',
    'Sensburg',
    'Nikolaiken',
    'Arys',
    'Lyck',
    'Grajewo',
  ],
  ['Elbing', 'Preußisch Holland', 'Osterode'],
  ['Osterode', 'Gilgenburg', 'Soldau', 'Mława', 'Ciechanów'],
  ['Allenstein', 'Hohenstein', 'Neidenburg', 'Mława'],
  ['Allenstein', 'Passenheim', 'Ortelsburg', 'Chorzele', 'Przasnysz', 'Różan'],
  ['Ortelsburg', 'Johannisburg', 'Kolno', 'Łomża'],
  ['Ortelsburg', 'Myszyniec', 'Ostrołęka', 'Łomża', 'Wizna', 'Białystok'],
  ['Königsberg', 'Wehlau', 'Insterburg', 'Gumbinnen', 'Stallupönen', 'Eydtkuhnen', 'Wylkowyszki', 'Mariampol', 'Kowno'],
  ['Königsberg', 'Preußisch Eylau', 'Bartenstein', 'Rastenburg', 'Lötzen', 'Lyck'],
  ['Braunsberg', 'Heilsberg', 'Bartenstein', 'Friedland', 'Wehlau'],
  ['Heilsberg', 'Guttstadt', 'Allenstein'],
  ['Insterburg', 'Darkehmen', 'Angerburg', 'Lötzen', 'Arys', 'Johannisburg'],
  ['Gumbinnen', 'Goldap', 'Suwałki', 'Augustów', 'Grodno', 'Białystok'],
  ['Darkehmen', 'Goldap'],
  ['Lyck', 'Augustów'],
  ['Grajewo', 'Osowiec', 'Białystok'],
  ['Kowno', 'Olita', 'Grodno'],
  ['Insterburg', 'Tilsit', 'Pillkallen', 'Stallupönen'],
  ['Königsberg', 'Labiau', 'Tilsit'],
  ['Suwałki', 'Kalwaria', 'Mariampol'],
  ['Rastenburg', 'Gerdauen', 'Insterburg'],
  ['Szczuczyn', 'Grajewo'],
  ['Kolno', 'Szczuczyn', 'Łomża'],
];
type Rail = { track: 'single' | 'double'; via: (string | LL)[] };
const RAILS: Rail[] = [
  {
    track: 'double',
    via: [
      [18.3, 54.08],
      'Dirschau',
      'Marienburg',
      'Elbing',
      'Braunsberg',
      'Königsberg',
      'Wehlau',
      'Insterburg',
      'Gumbinnen',
      'Stallupönen',
      'Eydtkuhnen',
    ],
  },
  { track: 'double', via: ['Wylkowyszki', 'Kowno', [24.6, 54.95]] },
  { track: 'double', via: [[22.9, 54.63], 'Wylkowyszki'] },
  { track: 'single', via: ['A1B35', 'Kulmsee', 'Strasburg', 'Soldau', 'Neidenburg', 'Hohenstein', 'Allenstein'] },
  { track: 'single', via: ['A1B37', 'Deutsch Eylau', 'Osterode', 'Allenstein', 'Korschen', 'Gerdauen', 'Insterburg'] },
  { track: 'single', via: ['A1B40', 'Graudenz', 'Marienwerder', 'Marienburg'] },
  { track: 'single', via: ['Marienburg', 'Deutsch Eylau', 'Soldau', 'Mława', 'A24B20'] },
  { track: 'single', via: ['Königsberg', 'Korschen', 'Rastenburg', 'Lötzen', 'Lyck', 'Prostken'] },
  { track: 'single', via: ['Grajewo', 'Osowiec', 'Białystok'] },
  { track: 'single', via: ['Allenstein', 'Passenheim', 'Ortelsburg', 'Johannisburg', 'Lyck'] },
  { track: 'single', via: ['Insterburg', 'Tilsit'] },
  { track: 'single', via: ['Insterburg', 'Darkehmen', 'Goldap'] },
  { track: 'double', via: ['Białystok', 'Grodno', 'Olita', 'Kowno'] },
  { track: 'single', via: ['Białystok', 'A61B2', 'A63B3'] },
  { track: 'double', via: ['Białystok', [22.7, 52.8]] },
  { track: 'single', via: ['Ostrołęka', [21.3, 52.75]] },
];

// ---------- fortifications, bases ----------
interface FortSrc {
  at: string;
  name: string;
  manned?: number;
  koenigsberg?: true;
  sides: 'all' | number[];
}
const FORTS: FortSrc[] = [
  { at: 'Königsberg', name: 'Königsberg', manned: 4, koenigsberg: true, sides: 'all' },
  { at: 'A37B32', name: 'Boyen', manned: 3, sides: 'all' },
  { at: 'Thorn', name: 'Thorn', manned: 4, sides: 'all' },
  { at: 'Graudenz', name: 'Graudenz', manned: 3, sides: 'all' },
  { at: 'Danzig', name: 'Danzig', manned: 3, sides: 'all' },
  { at: 'Marienburg', name: 'Marienburg bridgehead', sides: [1, 2, 3] },
  { at: 'Kowno', name: 'Kowno', manned: 4, sides: 'all' },
  { at: 'Osowiec', name: 'Osowiec', manned: 4, sides: 'all' },
  { at: 'Grodno', name: 'Grodno', manned: 3, sides: 'all' },
];
const BASES: [string, SideId][] = [
  ['Königsberg', 'de'],
  ['Marienburg', 'de'],
  ['Thorn', 'de'],
  ['Danzig', 'de'],
  ['Graudenz', 'de'],
  ['Kowno', 'ru'],
  ['Grodno', 'ru'],
  ['Białystok', 'ru'],
  ['Ostrołęka', 'ru'],
  ['Ciechanów', 'ru'],
];

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
  for (const [name, cls, ll] of RIVERS)
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

/**
 * The source of warsaw-1920.forces.json and warsaw-1920.json: OUR scenario of the Battle of Warsaw,
 * 13–22 August 1920, one day a turn, built from the public historical record at regiment/brigade
 * scale: each division is its HQ and three regiments (Polish) or brigades (Soviet); values are ours.
 * Positions are given as places (latitude, longitude) and land on the nearest hex of our map.
 * Regenerate with (rules/ does no I/O: the command writes the files)
 *   npx tsx -e "Promise.all([import('node:fs'), import('./rules/games/wojna-o-niepodleglosc/packs/rozkaz/warsaw-1920.source.ts')]).then(([fs, m]) => { const b = m.build(), d = 'rules/games/wojna-o-niepodleglosc/packs/rozkaz/'; fs.writeFileSync(d + 'warsaw-1920.forces.json', JSON.stringify(b.forces, null, 1) + '\n'); fs.writeFileSync(d + 'warsaw-1920.json', JSON.stringify(b.scenario, null, 1) + '\n'); })"
 */
import { buildMap, nearest, grid, type LL } from './warsaw-1920.map.source.js';

type Side = 'polish' | 'opposing';
interface Div {
  id: string;
  name: string;
  side: Side;
  army: string;
  tr: number;
  at: LL;
  /** unit names (3 for a division), their morale at full strength and whether the first is 3-level */
  units: string[];
  morale: number;
  strength: number;
  cavalry?: boolean;
  arrives?: { turn: number; at: LL };
}
const P: Side = 'polish',
  O: Side = 'opposing';
const ARMIES: { id: string; name: string; side: Side; at: LL; range: number }[] = [
  { id: 'pl-5a', name: '5 Armia', side: P, at: [52.44, 20.72], range: 8 },
  { id: 'pl-1a', name: '1 Armia', side: P, at: [52.26, 21.08], range: 8 },
  { id: 'pl-4a', name: '4 Armia', side: P, at: [51.63, 21.93], range: 8 },
  { id: 'pl-3a', name: '3 Armia', side: P, at: [51.46, 22.6], range: 8 },
  { id: 'op-15a', name: '15 Armia', side: O, at: [52.7, 21.08], range: 8 },
  { id: 'op-3a', name: '3 Armia', side: O, at: [52.6, 21.7], range: 8 },
  { id: 'op-16a', name: '16 Armia', side: O, at: [52.2, 22.1], range: 8 },
  { id: 'op-mozyr', name: 'Grupa Mozyrska', side: O, at: [51.95, 22.5], range: 8 },
];
const reg = (n: string): string[] => [`${n} I`, `${n} II`, `${n} III`];
const DIVS: Div[] = [
  // 5 Armia on the Wkra and the Narew
  {
    id: 'pl-18dp',
    name: '18 DP',
    side: P,
    army: 'pl-5a',
    tr: 4,
    at: [52.55, 20.72],
    units: reg('18 DP'),
    morale: 6,
    strength: 4,
  },
  {
    id: 'pl-dywoch',
    name: 'Dyw. Ochotnicza',
    side: P,
    army: 'pl-5a',
    tr: 3,
    at: [52.47, 20.85],
    units: reg('Dyw. Ochot.'),
    morale: 6,
    strength: 3,
  },
  {
    id: 'pl-syb',
    name: 'Bryg. Syberyjska',
    side: P,
    army: 'pl-5a',
    tr: 4,
    at: [52.5, 20.97],
    units: ['1 pp Syb.', '2 pp Syb.'],
    morale: 7,
    strength: 4,
  },
  {
    id: 'pl-8bj',
    name: '8 BJ',
    side: P,
    army: 'pl-5a',
    tr: 5,
    at: [52.5, 20.6],
    units: ['pułk ułanów A', 'pułk ułanów B'],
    morale: 7,
    strength: 3,
    cavalry: true,
  },
  {
    id: 'pl-17dp',
    name: '17 DP',
    side: P,
    army: 'pl-5a',
    tr: 4,
    at: [52.44, 20.72],
    units: reg('17 DP'),
    morale: 6,
    strength: 4,
    arrives: { turn: 3, at: [52.44, 20.72] },
  },
  // 1 Armia in the Warsaw bridgehead
  {
    id: 'pl-11dp',
    name: '11 DP',
    side: P,
    army: 'pl-1a',
    tr: 3,
    at: [52.42, 21.13],
    units: reg('11 DP'),
    morale: 5,
    strength: 4,
  },
  {
    id: 'pl-1dlb',
    name: '1 DLB',
    side: P,
    army: 'pl-1a',
    tr: 4,
    at: [52.4, 21.2],
    units: reg('1 DLB'),
    morale: 6,
    strength: 4,
  },
  {
    id: 'pl-8dp',
    name: '8 DP',
    side: P,
    army: 'pl-1a',
    tr: 4,
    at: [52.38, 21.02],
    units: reg('8 DP'),
    morale: 6,
    strength: 4,
  },
  {
    id: 'pl-10dp',
    name: '10 DP',
    side: P,
    army: 'pl-1a',
    tr: 5,
    at: [52.25, 21.3],
    units: reg('10 DP'),
    morale: 7,
    strength: 4,
  },
  {
    id: 'pl-15dp',
    name: '15 DP',
    side: P,
    army: 'pl-1a',
    tr: 5,
    at: [52.26, 21.08],
    units: reg('15 DP'),
    morale: 7,
    strength: 4,
    arrives: { turn: 2, at: [52.26, 21.08] },
  },
  // 4 and 3 Armia on the Wieprz
  {
    id: 'pl-16dp',
    name: '16 DP',
    side: P,
    army: 'pl-4a',
    tr: 4,
    at: [51.6, 21.95],
    units: reg('16 DP'),
    morale: 7,
    strength: 4,
  },
  {
    id: 'pl-14dp',
    name: '14 DP',
    side: P,
    army: 'pl-4a',
    tr: 5,
    at: [51.64, 22.2],
    units: reg('14 DP'),
    morale: 7,
    strength: 4,
  },
  {
    id: 'pl-21dp',
    name: '21 DP',
    side: P,
    army: 'pl-4a',
    tr: 4,
    at: [51.62, 22.4],
    units: reg('21 DP'),
    morale: 7,
    strength: 4,
  },
  {
    id: 'pl-1dpleg',
    name: '1 DP Leg.',
    side: P,
    army: 'pl-3a',
    tr: 6,
    at: [51.5, 22.55],
    units: reg('1 DP Leg.'),
    morale: 8,
    strength: 4,
  },
  {
    id: 'pl-3dpleg',
    name: '3 DP Leg.',
    side: P,
    army: 'pl-3a',
    tr: 5,
    at: [51.45, 22.35],
    units: reg('3 DP Leg.'),
    morale: 7,
    strength: 4,
  },
  {
    id: 'pl-4bj',
    name: '4 BJ',
    side: P,
    army: 'pl-3a',
    tr: 5,
    at: [51.55, 22.6],
    units: ['pułk ułanów C', 'pułk ułanów D'],
    morale: 7,
    strength: 3,
    cavalry: true,
  },
  // Red Army: 15 Army towards the Wkra, 3 Army on Radzymin, 16 Army on Warsaw from the east, the Mozyr Group by the Wieprz
  {
    id: 'op-4ds',
    name: '4 DS',
    side: O,
    army: 'op-15a',
    tr: 3,
    at: [52.62, 20.85],
    units: reg('4 DS'),
    morale: 5,
    strength: 4,
  },
  {
    id: 'op-11ds',
    name: '11 DS',
    side: O,
    army: 'op-15a',
    tr: 3,
    at: [52.68, 20.95],
    units: reg('11 DS'),
    morale: 5,
    strength: 4,
  },
  {
    id: 'op-16ds',
    name: '16 DS',
    side: O,
    army: 'op-15a',
    tr: 3,
    at: [52.72, 20.7],
    units: reg('16 DS'),
    morale: 5,
    strength: 4,
  },
  {
    id: 'op-33ds',
    name: '33 DS',
    side: O,
    army: 'op-15a',
    tr: 2,
    at: [52.75, 21.1],
    units: reg('33 DS'),
    morale: 4,
    strength: 4,
  },
  {
    id: 'op-21ds',
    name: '21 DS',
    side: O,
    army: 'op-3a',
    tr: 4,
    at: [52.5, 21.3],
    units: reg('21 DS'),
    morale: 6,
    strength: 4,
  },
  {
    id: 'op-5ds',
    name: '5 DS',
    side: O,
    army: 'op-3a',
    tr: 3,
    at: [52.55, 21.45],
    units: reg('5 DS'),
    morale: 5,
    strength: 4,
  },
  {
    id: 'op-6ds',
    name: '6 DS',
    side: O,
    army: 'op-3a',
    tr: 3,
    at: [52.45, 21.45],
    units: reg('6 DS'),
    morale: 5,
    strength: 4,
  },
  {
    id: 'op-56ds',
    name: '56 DS',
    side: O,
    army: 'op-3a',
    tr: 3,
    at: [52.6, 21.6],
    units: reg('56 DS'),
    morale: 5,
    strength: 4,
  },
  {
    id: 'op-27ds',
    name: '27 DS',
    side: O,
    army: 'op-16a',
    tr: 4,
    at: [52.3, 21.5],
    units: reg('27 DS'),
    morale: 6,
    strength: 4,
  },
  {
    id: 'op-2ds',
    name: '2 DS',
    side: O,
    army: 'op-16a',
    tr: 3,
    at: [52.2, 21.6],
    units: reg('2 DS'),
    morale: 5,
    strength: 4,
  },
  {
    id: 'op-8ds',
    name: '8 DS',
    side: O,
    army: 'op-16a',
    tr: 3,
    at: [52.1, 21.6],
    units: reg('8 DS'),
    morale: 5,
    strength: 4,
  },
  {
    id: 'op-10ds',
    name: '10 DS',
    side: O,
    army: 'op-16a',
    tr: 3,
    at: [52.0, 21.75],
    units: reg('10 DS'),
    morale: 5,
    strength: 4,
  },
  {
    id: 'op-17ds',
    name: '17 DS',
    side: O,
    army: 'op-16a',
    tr: 3,
    at: [52.15, 21.85],
    units: reg('17 DS'),
    morale: 5,
    strength: 4,
  },
  {
    id: 'op-57ds',
    name: '57 DS',
    side: O,
    army: 'op-mozyr',
    tr: 2,
    at: [51.8, 22.2],
    units: reg('57 DS'),
    morale: 4,
    strength: 3,
  },
  {
    id: 'op-58bs',
    name: '58 BS',
    side: O,
    army: 'op-mozyr',
    tr: 2,
    at: [51.75, 22.45],
    units: ['58 BS I', '58 BS II'],
    morale: 4,
    strength: 3,
  },
  {
    id: 'op-8dk',
    name: '8 DK',
    side: O,
    army: 'op-16a',
    tr: 4,
    at: [52.05, 22.0],
    units: ['8 DK I', '8 DK II'],
    morale: 6,
    strength: 3,
    cavalry: true,
    arrives: { turn: 3, at: [52.12, 22.68] },
  },
];
/** independent units: artillery, armour, trains, the Vistula flotilla */
const INDEPENDENT: {
  id: string;
  name: string;
  side: Side;
  arm: string;
  at: LL;
  levels: { strength: number; morale: number; ma: number; stars?: number }[];
  range?: number;
}[] = [
  {
    id: 'pl-art-5a',
    name: 'art. 5 A',
    side: P,
    arm: 'artillery',
    at: [52.45, 20.75],
    levels: [{ strength: 3, morale: 5, ma: 4 }],
    range: 2,
  },
  {
    id: 'pl-art-1a',
    name: 'art. 1 A',
    side: P,
    arm: 'artillery',
    at: [52.3, 21.1],
    levels: [{ strength: 4, morale: 5, ma: 4 }],
    range: 2,
  },
  {
    id: 'pl-art-4a',
    name: 'art. 4 A',
    side: P,
    arm: 'artillery',
    at: [51.62, 22.0],
    levels: [{ strength: 3, morale: 5, ma: 4 }],
    range: 2,
  },
  {
    id: 'pl-ac-1',
    name: 'samochody panc. I',
    side: P,
    arm: 'armoured-car',
    at: [52.44, 20.75],
    levels: [{ strength: 3, morale: 6, ma: 12, stars: 1 }],
  },
  {
    id: 'pl-ac-2',
    name: 'samochody panc. II',
    side: P,
    arm: 'armoured-car',
    at: [51.6, 22.3],
    levels: [{ strength: 2, morale: 6, ma: 12, stars: 1 }],
  },
  {
    id: 'pl-tank',
    name: 'czołgi 1 pcz',
    side: P,
    arm: 'tank',
    at: [52.3, 21.08],
    levels: [{ strength: 4, morale: 6, ma: 4, stars: 1 }],
  },
  {
    id: 'pl-train-1',
    name: 'pociąg panc. A',
    side: P,
    arm: 'armoured-train',
    at: [52.26, 21.08],
    levels: [{ strength: 4, morale: 6, ma: 12, stars: 2 }],
  },
  {
    id: 'pl-train-2',
    name: 'pociąg panc. B',
    side: P,
    arm: 'armoured-train',
    at: [51.6, 21.9],
    levels: [{ strength: 4, morale: 6, ma: 12, stars: 2 }],
  },
  {
    id: 'pl-flotilla',
    name: 'Flotylla Wiślana',
    side: P,
    arm: 'river-unit',
    at: [52.28, 21.05],
    levels: [
      { strength: 2, morale: 6, ma: 4, stars: 1 },
      { strength: 1, morale: 5, ma: 4, stars: 1 },
    ],
  },
  {
    id: 'op-art-16a',
    name: 'art. 16 A',
    side: O,
    arm: 'artillery',
    at: [52.2, 21.7],
    levels: [{ strength: 3, morale: 4, ma: 4 }],
    range: 2,
  },
  {
    id: 'op-art-3a',
    name: 'art. 3 A',
    side: O,
    arm: 'artillery',
    at: [52.58, 21.5],
    levels: [{ strength: 3, morale: 4, ma: 4 }],
    range: 2,
  },
  {
    id: 'op-ac',
    name: 'oddział samoch. panc.',
    side: O,
    arm: 'armoured-car',
    at: [52.2, 21.8],
    levels: [{ strength: 2, morale: 5, ma: 12, stars: 1 }],
  },
  {
    id: 'op-train',
    name: 'pociąg panc. czerwony',
    side: O,
    arm: 'armoured-train',
    at: [52.19, 21.56],
    levels: [{ strength: 4, morale: 5, ma: 12, stars: 2 }],
  },
];

const level = (strength: number, morale: number, ma: number) => ({ strength, morale, ma });
export const build = () => {
  const hqs = [
    ...ARMIES.map((a) => ({
      id: a.id,
      name: a.name,
      side: a.side,
      tier: 'army',
      commandRange: a.range,
      tr: 2,
      ma: 4,
      moveClass: 'infantry',
    })),
    ...DIVS.map((d) => ({
      id: d.id,
      name: d.name,
      side: d.side,
      tier: d.units.length === 2 ? 'brigade' : 'division',
      superior: d.army,
      commandRange: d.cavalry ? 5 : 4,
      tr: d.tr,
      ma: d.cavalry ? 8 : 6,
      moveClass: d.cavalry ? 'cavalry' : 'infantry',
    })),
  ];
  const units = [
    ...DIVS.flatMap((d) =>
      d.units.map((n, i) => {
        const ma = d.cavalry ? 8 : 5;
        const three = i === 0 && !d.cavalry && d.units.length === 3;
        const levels = three
          ? [
              level(d.strength + 2, d.morale, ma),
              level(d.strength, d.morale - 1, ma),
              level(Math.max(1, d.strength - 2), d.morale - 2, ma),
            ]
          : [level(d.strength, d.morale, ma), level(Math.max(1, Math.ceil(d.strength / 2)), d.morale - 1, ma)];
        return {
          id: `${d.id}-${i + 1}`,
          name: n,
          side: d.side,
          arm: d.cavalry ? 'cavalry' : 'infantry',
          formation: d.id,
          moveClass: d.cavalry ? 'cavalry' : 'infantry',
          levels,
        };
      }),
    ),
    ...INDEPENDENT.map((u) => ({
      id: u.id,
      name: u.name,
      side: u.side,
      arm: u.arm,
      moveClass: u.arm === 'artillery' ? 'artillery' : 'motor',
      levels: u.levels,
      ...(u.range ? { range: u.range } : {}),
    })),
  ];
  const forces = {
    units,
    hqs,
    aviation: [
      { id: 'pl-esk-a', name: 'eskadra wywiadowcza', side: P, fighter: false, stars: [1, 0] },
      { id: 'pl-esk-b', name: 'eskadra myśliwska', side: P, fighter: true, stars: [2, 1] },
      { id: 'op-esk', name: 'eskadra lotnicza', side: O, fighter: false, stars: [1, 0] },
    ],
    transports: [
      { id: 'pl-echelon', name: 'eszelon', side: P, kind: 'echelon', ma: 20, maxMorale: 3 },
      { id: 'pl-lorry', name: 'autobusy i ciężarówki', side: P, kind: 'lorry', ma: 14, maxMorale: 4 },
      { id: 'op-cart', name: 'podwody', side: O, kind: 'cart', ma: 4, maxMorale: 4 },
    ],
    garrison: { strength: 1, stacking: 1 },
  };
  // each piece on its place's hex, or the nearest free hex around it (at most 3 units a hex, one side a hex)
  const load = new Map<string, { side: Side; units: number }>();
  // HQs stand on or next to a road or railway (where 3.2 can supply them)
  const map = buildMap();
  const lines = new Set([...map.roads, ...map.railways].flatMap((r) => r.hexes));
  const byRoad = (h: string): boolean => lines.has(h) || grid.neighbours(h).some((n) => lines.has(n));
  const put = (piece: string, side: Side, at: LL, unit: boolean): { piece: string; hex: string } => {
    for (const h of grid.within(nearest(at), 4)) {
      if (!unit && !byRoad(h)) continue;
      const l = load.get(h);
      if (l && l.side !== side) continue;
      if (unit && (l?.units ?? 0) >= 2) continue;
      load.set(h, { side, units: (l?.units ?? 0) + (unit ? 1 : 0) });
      return { piece, hex: h };
    }
    throw new Error(`no room for ${piece}`);
  };
  const setup = [
    ...ARMIES.map((a) => put(a.id, a.side, a.at, false)),
    ...DIVS.filter((d) => !d.arrives).flatMap((d) => [
      put(d.id, d.side, d.at, false),
      ...d.units.map((_, i) => put(`${d.id}-${i + 1}`, d.side, d.at, true)),
    ]),
    ...INDEPENDENT.map((u) => put(u.id, u.side, u.at, true)),
  ];
  const reinforcements = DIVS.filter((d) => d.arrives).flatMap((d) =>
    [d.id, ...d.units.map((_, i) => `${d.id}-${i + 1}`)].map((piece) => ({
      piece,
      turn: d.arrives!.turn,
      hex: nearest(d.arrives!.at),
    })),
  );
  const hex = (p: LL) => nearest(p);
  const scenario = {
    id: 'warsaw-1920',
    title: { pl: 'Bitwa Warszawska, sierpień 1920', en: 'The Battle of Warsaw, August 1920' },
    description: {
      pl: 'Scenariusz własny Rozkazu: 13–22 sierpnia 1920, jeden dzień na etap, około 5 km na heks. Armia Czerwona naciera na przedmoście warszawskie i na Wkrę; nad Wieprzem czeka grupa uderzeniowa.',
      en: "Rozkaz's own scenario: 13–22 August 1920, a day a turn, about 5 km a hex. The Red Army drives on the Warsaw bridgehead and the Wkra; the strike group waits on the Wieprz.",
    },
    map: 'warsaw-1920',
    forces: 'warsaw-1920',
    opponentName: { pl: 'Armia Czerwona', en: 'Red Army' },
    initiative: [O, O, P, P, P, P, O, P, O, P],
    replacements: { polish: 6, opposing: 4 },
    rebuild: true,
    retreat: { polish: ['SW', 'NW'], opposing: ['NE', 'SE'] },
    setup,
    reinforcements,
    victory: {
      hexes: [
        { hex: hex([52.22, 20.96]), vp: 10, owner: P },
        { hex: hex([52.26, 21.08]), vp: 5, owner: P },
        { hex: hex([52.44, 20.72]), vp: 3, owner: P },
        { hex: hex([52.41, 21.18]), vp: 2, owner: P },
        { hex: hex([51.56, 21.85]), vp: 3, owner: P },
        { hex: hex([52.17, 22.29]), vp: 3, owner: O },
        { hex: hex([52.19, 21.56]), vp: 2, owner: O },
        { hex: hex([52.59, 21.46]), vp: 2, owner: O },
      ],
      perStep: 1,
      scoring: 'captured',
      automatic: [
        { side: O, hexes: [hex([52.22, 20.96]), hex([52.26, 21.08])] },
        { side: P, hexes: [hex([52.17, 22.29]), hex([52.59, 21.46]), hex([52.4, 22.0])] },
      ],
    },
    positions: [],
  };
  return { forces, scenario };
};

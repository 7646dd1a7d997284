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
/**
 * The divisions and brigades, one a row: id (pl-… Polish, op-… Red Army), name, army, TR, place,
 * the units (a name N stands for the three regiments "N I", "N II", "N III"), morale and strength
 * at full strength, and cavalry / a later arrival.
 */
type DivRow = [
  id: string,
  name: string,
  army: string,
  tr: number,
  at: LL,
  units: string | string[],
  morale: number,
  strength: number,
  more?: Pick<Div, 'cavalry' | 'arrives'>,
];
const DIV_ROWS: DivRow[] = [
  // 5 Armia on the Wkra and the Narew
  ['pl-18dp', '18 DP', 'pl-5a', 4, [52.55, 20.72], '18 DP', 6, 4],
  ['pl-dywoch', 'Dyw. Ochotnicza', 'pl-5a', 3, [52.47, 20.85], 'Dyw. Ochot.', 6, 3],
  ['pl-syb', 'Bryg. Syberyjska', 'pl-5a', 4, [52.5, 20.97], ['1 pp Syb.', '2 pp Syb.'], 7, 4],
  ['pl-8bj', '8 BJ', 'pl-5a', 5, [52.5, 20.6], ['pułk ułanów A', 'pułk ułanów B'], 7, 3, { cavalry: true }],
  ['pl-17dp', '17 DP', 'pl-5a', 4, [52.44, 20.72], '17 DP', 6, 4, { arrives: { turn: 3, at: [52.44, 20.72] } }],
  // 1 Armia in the Warsaw bridgehead
  ['pl-11dp', '11 DP', 'pl-1a', 3, [52.42, 21.13], '11 DP', 5, 4],
  ['pl-1dlb', '1 DLB', 'pl-1a', 4, [52.4, 21.2], '1 DLB', 6, 4],
  ['pl-8dp', '8 DP', 'pl-1a', 4, [52.38, 21.02], '8 DP', 6, 4],
  ['pl-10dp', '10 DP', 'pl-1a', 5, [52.25, 21.3], '10 DP', 7, 4],
  ['pl-15dp', '15 DP', 'pl-1a', 5, [52.26, 21.08], '15 DP', 7, 4, { arrives: { turn: 2, at: [52.26, 21.08] } }],
  // 4 and 3 Armia on the Wieprz
  ['pl-16dp', '16 DP', 'pl-4a', 4, [51.6, 21.95], '16 DP', 7, 4],
  ['pl-14dp', '14 DP', 'pl-4a', 5, [51.64, 22.2], '14 DP', 7, 4],
  ['pl-21dp', '21 DP', 'pl-4a', 4, [51.62, 22.4], '21 DP', 7, 4],
  ['pl-1dpleg', '1 DP Leg.', 'pl-3a', 6, [51.5, 22.55], '1 DP Leg.', 8, 4],
  ['pl-3dpleg', '3 DP Leg.', 'pl-3a', 5, [51.45, 22.35], '3 DP Leg.', 7, 4],
  ['pl-4bj', '4 BJ', 'pl-3a', 5, [51.55, 22.6], ['pułk ułanów C', 'pułk ułanów D'], 7, 3, { cavalry: true }],
  // Red Army: 15 Army towards the Wkra, 3 Army on Radzymin, 16 Army on Warsaw from the east, the Mozyr Group by the Wieprz
  ['op-4ds', '4 DS', 'op-15a', 3, [52.62, 20.85], '4 DS', 5, 4],
  ['op-11ds', '11 DS', 'op-15a', 3, [52.68, 20.95], '11 DS', 5, 4],
  ['op-16ds', '16 DS', 'op-15a', 3, [52.72, 20.7], '16 DS', 5, 4],
  ['op-33ds', '33 DS', 'op-15a', 2, [52.75, 21.1], '33 DS', 4, 4],
  ['op-21ds', '21 DS', 'op-3a', 4, [52.5, 21.3], '21 DS', 6, 4],
  ['op-5ds', '5 DS', 'op-3a', 3, [52.55, 21.45], '5 DS', 5, 4],
  ['op-6ds', '6 DS', 'op-3a', 3, [52.45, 21.45], '6 DS', 5, 4],
  ['op-56ds', '56 DS', 'op-3a', 3, [52.6, 21.6], '56 DS', 5, 4],
  ['op-27ds', '27 DS', 'op-16a', 4, [52.3, 21.5], '27 DS', 6, 4],
  ['op-2ds', '2 DS', 'op-16a', 3, [52.2, 21.6], '2 DS', 5, 4],
  ['op-8ds', '8 DS', 'op-16a', 3, [52.1, 21.6], '8 DS', 5, 4],
  ['op-10ds', '10 DS', 'op-16a', 3, [52.0, 21.75], '10 DS', 5, 4],
  ['op-17ds', '17 DS', 'op-16a', 3, [52.15, 21.85], '17 DS', 5, 4],
  ['op-57ds', '57 DS', 'op-mozyr', 2, [51.8, 22.2], '57 DS', 4, 3],
  ['op-58bs', '58 BS', 'op-mozyr', 2, [51.75, 22.45], ['58 BS I', '58 BS II'], 4, 3],
  [
    'op-8dk',
    '8 DK',
    'op-16a',
    4,
    [52.05, 22.0],
    ['8 DK I', '8 DK II'],
    6,
    3,
    { cavalry: true, arrives: { turn: 3, at: [52.12, 22.68] } },
  ],
];
const DIVS: Div[] = DIV_ROWS.map(([id, name, army, tr, at, units, morale, strength, more]) => ({
  id,
  name,
  side: id.startsWith('pl-') ? P : O,
  army,
  tr,
  at,
  units: typeof units === 'string' ? reg(units) : units,
  morale,
  strength,
  ...more,
}));
/**
 * The independent units (artillery, armour, trains, the Vistula flotilla), one a row: id (pl-… Polish,
 * op-… Red Army), name, arm, place, each level's [strength, morale, MA, stars?], and an artillery range.
 */
type IndependentRow = [id: string, name: string, arm: string, at: LL, levels: number[][], range?: number];
const INDEPENDENT_ROWS: IndependentRow[] = [
  ['pl-art-5a', 'art. 5 A', 'artillery', [52.45, 20.75], [[3, 5, 4]], 2],
  ['pl-art-1a', 'art. 1 A', 'artillery', [52.3, 21.1], [[4, 5, 4]], 2],
  ['pl-art-4a', 'art. 4 A', 'artillery', [51.62, 22.0], [[3, 5, 4]], 2],
  ['pl-ac-1', 'samochody panc. I', 'armoured-car', [52.44, 20.75], [[3, 6, 12, 1]]],
  ['pl-ac-2', 'samochody panc. II', 'armoured-car', [51.6, 22.3], [[2, 6, 12, 1]]],
  ['pl-tank', 'czołgi 1 pcz', 'tank', [52.3, 21.08], [[4, 6, 4, 1]]],
  ['pl-train-1', 'pociąg panc. A', 'armoured-train', [52.26, 21.08], [[4, 6, 12, 2]]],
  ['pl-train-2', 'pociąg panc. B', 'armoured-train', [51.6, 21.9], [[4, 6, 12, 2]]],
  [
    'pl-flotilla',
    'Flotylla Wiślana',
    'river-unit',
    [52.28, 21.05],
    [
      [2, 6, 4, 1],
      [1, 5, 4, 1],
    ],
  ],
  ['op-art-16a', 'art. 16 A', 'artillery', [52.2, 21.7], [[3, 4, 4]], 2],
  ['op-art-3a', 'art. 3 A', 'artillery', [52.58, 21.5], [[3, 4, 4]], 2],
  ['op-ac', 'oddział samoch. panc.', 'armoured-car', [52.2, 21.8], [[2, 5, 12, 1]]],
  ['op-train', 'pociąg panc. czerwony', 'armoured-train', [52.19, 21.56], [[4, 5, 12, 2]]],
];
const INDEPENDENT = INDEPENDENT_ROWS.map(([id, name, arm, at, levels, range]) => ({
  id,
  name,
  side: id.startsWith('pl-') ? P : O,
  arm,
  at,
  levels: levels.map(([strength, morale, ma, stars]) => ({ strength, morale, ma, ...(stars ? { stars } : {}) })),
  range,
}));

/**
 * Named positions (README "Positions"), each a sector of the battle on one day: an army HQ, a division or
 * brigade (its HQ and every unit) or an independent unit, one a row, at a place (its own place when none).
 */
const POSITIONS: { id: string; title: { pl: string; en: string }; turn: number; pieces: [string, LL?][] }[] = [
  {
    // 14 August (turn 2, the Red Army's initiative): the 21st Rifle Division and the 5th close on Radzymin
    id: 'radzymin',
    title: { pl: 'Radzymin, 14 sierpnia', en: 'Radzymin, 14 August' },
    turn: 2,
    pieces: [
      ['pl-1a'],
      ['op-3a'],
      ['pl-11dp', [52.41, 21.18]],
      ['pl-1dlb', [52.37, 21.14]],
      ['pl-art-1a', [52.36, 21.1]],
      ['op-21ds', [52.46, 21.22]],
      ['op-5ds', [52.42, 21.3]],
      ['op-art-3a', [52.48, 21.3]],
    ],
  },
  {
    // 15 August (turn 3, the Poles'): the 5th Army strikes from the Wkra at the 15th Army's divisions by Nasielsk
    id: 'wkra',
    title: { pl: 'Nad Wkrą, 15 sierpnia', en: 'On the Wkra, 15 August' },
    turn: 3,
    pieces: [
      ['pl-5a'],
      ['op-15a'],
      ['pl-18dp', [52.52, 20.7]],
      ['pl-syb', [52.52, 20.82]],
      ['pl-8bj', [52.49, 20.6]],
      ['pl-art-5a', [52.47, 20.74]],
      ['pl-ac-1', [52.48, 20.78]],
      ['op-4ds', [52.58, 20.8]],
      ['op-16ds', [52.58, 20.66]],
      ['op-11ds', [52.62, 20.92]],
    ],
  },
  {
    // 16 August (turn 4, the Poles'): the strike group crosses the Wieprz against the thin Mozyr Group
    id: 'wieprz',
    title: { pl: 'Znad Wieprza, 16 sierpnia', en: 'From the Wieprz, 16 August' },
    turn: 4,
    pieces: [
      ['pl-4a'],
      ['pl-3a'],
      ['op-mozyr'],
      ['pl-16dp', [51.66, 21.95]],
      ['pl-14dp', [51.68, 22.12]],
      ['pl-21dp', [51.67, 22.3]],
      ['pl-1dpleg', [51.6, 22.45]],
      ['pl-4bj', [51.58, 22.6]],
      ['op-57ds', [51.72, 22.02]],
      ['op-58bs', [51.72, 22.3]],
    ],
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
  // HQs stand on or next to a road or railway (where 3.2 can supply them)
  const map = buildMap();
  const lines = new Set([...map.roads, ...map.railways].flatMap((r) => r.hexes));
  const byRoad = (h: string): boolean => lines.has(h) || grid.neighbours(h).some((n) => lines.has(n));
  // each piece on its place's hex, or the nearest free hex around it (at most 2 units a hex, one side a hex)
  const placer = () => {
    const load = new Map<string, { side: Side; units: number }>();
    return (piece: string, side: Side, at: LL, unit: boolean): { piece: string; hex: string } => {
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
  };
  const put = placer();
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
    positions: POSITIONS.map(({ id, title, turn, pieces }) => {
      const place = placer();
      const side = (id: string): Side => (id.startsWith('pl-') ? P : O);
      return {
        id,
        title,
        turn,
        pieces: pieces.flatMap(([id, at]) => {
          const army = ARMIES.find((a) => a.id === id);
          if (army) return [place(id, army.side, at ?? army.at, false)];
          const div = DIVS.find((d) => d.id === id);
          if (div)
            return [
              place(id, div.side, at ?? div.at, false),
              ...div.units.map((_, i) => place(`${id}-${i + 1}`, div.side, at ?? div.at, true)),
            ];
          const u = INDEPENDENT.find((x) => x.id === id);
          if (!u) throw new Error(`position ${id}: no piece ${id}`);
          return [place(id, side(id), at ?? u.at, true)];
        }),
      };
    }),
  };
  return { forces, scenario };
};

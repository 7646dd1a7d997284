/**
 * Wojna o niepodległość's pack for club packs (rules/core/pack-kit.ts): the exercise is the shortest.
 * A module built from a club pack registers it (parts.ts), so the states of its games find it.
 */
import { brushesBy, type PackKit, type RecordIds, riverHexsides } from '../../core/pack-kit.js';
import { legendPart } from '../../core/legend.js';
import { createWojna } from './index.js';
import { PACK } from './pack.js';
import { parsePack } from './pack-check.js';
import { ARMS, HEXSIDES, HQ_TIERS, MOVE_CLASSES, type Pack, SIDES, TERRAINS, TRANSPORTS } from './schema.js';
import { SYMBOL } from './view.js';

/** a level's members as the list edits them: strength, whether it counts in defence only (14.10), morale, MA, stars */
const level = (n: number) => [
  `levels.${n}.strength`,
  `levels.${n}.defenceOnly`,
  `levels.${n}.morale`,
  `levels.${n}.ma`,
  `levels.${n}.stars`,
];
const numeric = (n: number) => level(n).filter((f) => !f.endsWith('defenceOnly'));
/** a piece of every side drawn with one symbol (the board's aviation counter) */
const everySide = (symbol: string) => [{ member: 'side', map: Object.fromEntries(SIDES.map((s) => [s, symbol])) }];
/** a level's printed values as view.ts draws a unit at that level: strength (in parentheses when it counts in defence only, 14.10), morale, MA */
const printed = (n: number) => [
  { member: `levels.${n}.strength`, paren: `levels.${n}.defenceOnly` },
  `levels.${n}.morale`,
  `levels.${n}.ma`,
];

/**
 * where a piece of a counter mix is named: the set-up, reinforcements and test positions of the scenarios
 * playing that mix (`forces`), a unit's formation and an HQ's superior; ids unique within the mix
 */
const pieceIds: RecordIds = {
  member: 'id',
  named: [
    'scenarios.*.setup.*.piece',
    'scenarios.*.reinforcements.*.piece',
    'scenarios.*.positions.*.pieces.*.piece',
    'scenarios.*.positions.*.trackTurn.*.piece',
    'forces.$.units.*.formation',
    'forces.$.hqs.*.superior',
  ],
  scope: 'forces',
  unique: ['forces.$.units', 'forces.$.hqs', 'forces.$.aviation', 'forces.$.transports'],
  setup: { lists: ['scenarios.*.setup'], piece: 'piece', hex: 'hex' },
};
/** ids of the pieces that are set up nowhere (squadrons, transports: the scenario provides them, 17.1, 18.1) */
const { setup: _, ...offMapIds } = pieceIds;

export const packKit: PackKit<Pack> = {
  game: 'wojna-o-niepodleglosc',
  parse: parsePack,
  create: createWojna,
  shipped: () => PACK,
  shortest: 'exercise-1920',
  parts: [
    // the tables card (ours: the rulebook prints none): the combat table by modified roll, the Terrain
    // Table's MP per movement class (13.2), the hexsides', the road's, and the weather bands (4.1)
    {
      kind: 'table',
      path: 'tables.combat',
      title: {
        pl: 'Tabela walki (14.16: zmodyfikowany rzut od–do, puste: bez granicy; napastnik i obrońca: odwrót, straty)',
        en: 'Combat table (14.16: modified roll from–to, empty: no bound; attacker and defender: retreat, loss)',
      },
      columns: ['min', 'max', 'attacker.retreat', 'attacker.loss', 'defender.retreat', 'defender.loss'],
    },
    {
      kind: 'table',
      path: 'tables.terrain',
      title: {
        pl: 'Tabela terenu (13.2: PR według klasy ruchu, puste: nie wolno wejść; modyfikator walki 14.13; strefa kontroli 10.3)',
        en: 'Terrain table (13.2: MP by movement class, empty: never entered; combat modifier 14.13; ZOC 10.3)',
      },
      columns: [...MOVE_CLASSES.map((m) => `cost.${m}`), 'combat', 'zoc'],
    },
    {
      kind: 'table',
      path: 'tables.hexsides',
      title: {
        pl: 'Boki heksów (PR za przekroczenie bez mostu według klasy ruchu, puste: nie wolno; modyfikator walki)',
        en: 'Hexsides (MP to cross without a bridge by movement class, empty: prohibited; combat modifier)',
      },
      columns: [...MOVE_CLASSES.map((m) => `cost.${m}`), 'combat'],
    },
    {
      kind: 'table',
      path: 'tables.road',
      title: { pl: 'Droga (13.3: PR za krok według klasy ruchu)', en: 'Road (13.3: MP a step by movement class)' },
      columns: [...MOVE_CLASSES],
    },
    {
      kind: 'table',
      path: 'tables.weather',
      title: { pl: 'Pogoda (4.1: k10 do, pogoda)', en: 'Weather (4.1: d10 up to, weather)' },
      rowLabel: 'max',
      columns: ['max', 'weather'],
    },
    // every scenario's counter mix (`forces` by scenario): each level previewed as the view draws a unit
    // at that level (the first as the front, the others reduced)
    {
      kind: 'list',
      what: 'counters',
      path: 'forces.*.units',
      title: {
        pl: 'Oddziały (strona, związek, rodzaj, klasa ruchu; poziomy: siła, tylko w obronie, morale, ruch, gwiazdki; zasięg artylerii; rozstawienie)',
        en: 'Units (side, formation, arm, movement class; levels: strength, defence only, morale, MA, stars; artillery range; set-up)',
      },
      label: 'id',
      fields: ['name', 'side', 'formation', 'arm', 'moveClass', ...level(0), ...level(1), ...level(2), 'range'],
      // the arm draws the symbol (and says what the unit may do), the movement class picks the Terrain Table's column (13.2)
      choices: { side: SIDES, arm: ARMS, moveClass: MOVE_CLASSES },
      // the HQ whose colour the unit carries (1.9): one of its own mix; none: independent
      refs: { formation: { path: 'forces.$.hqs', id: 'id', none: true } },
      rows: { id: 'id' },
      ids: pieceIds,
      numbers: [`levels.0.stars`, ...numeric(1), ...numeric(2), 'range'],
      flags: [0, 1, 2].map((n) => `levels.${n}.defenceOnly`),
      face: {
        label: 'name',
        values: printed(0),
        reduced: printed(1),
        further: [printed(2)],
        symbol: [{ member: 'arm', map: SYMBOL }, { member: 'arm' }],
        side: 'side',
      },
    },
    {
      kind: 'list',
      what: 'counters',
      path: 'forces.*.hqs',
      title: {
        pl: 'Dowództwa (strona, szczebel, przełożony, zasięg dowodzenia, TR, ruch, klasa ruchu; rozstawienie)',
        en: 'HQs (side, tier, superior, command range, TR, MA, movement class; set-up)',
      },
      label: 'id',
      fields: ['name', 'side', 'tier', 'superior', 'commandRange', 'tr', 'ma', 'moveClass'],
      choices: { side: SIDES, tier: HQ_TIERS, moveClass: MOVE_CLASSES },
      // the army or group HQ above it (9.6); none for an army HQ
      refs: { superior: { path: 'forces.$.hqs', id: 'id', none: true } },
      rows: { id: 'id' },
      ids: pieceIds,
      // as view.ts draws an HQ: its range, TR and MA, the tier's size mark
      face: {
        label: 'name',
        values: ['commandRange', 'tr', 'ma'],
        symbol: [{ member: 'tier', map: Object.fromEntries(HQ_TIERS.map((t) => [t, 'hq'])) }],
        size: [
          {
            member: 'tier',
            map: Object.fromEntries(HQ_TIERS.map((t) => [t, t === 'army' ? 'XXXX' : t === 'division' ? 'XX' : 'X'])),
          },
        ],
        side: 'side',
      },
    },
    // 17: a squadron's stars at full strength and weakened, as view-air.ts draws it over the map (the weakened face reduced)
    {
      kind: 'list',
      what: 'counters',
      path: 'forces.*.aviation',
      title: {
        pl: 'Lotnictwo (myśliwska; gwiazdki: pełna siła, osłabiona)',
        en: 'Aviation (fighter; stars: full strength, weakened)',
      },
      label: 'id',
      fields: ['name', 'fighter', 'stars.0', 'stars.1'],
      // the scenario provides its aviation (17.1): a squadron added to the mix flies with the rest
      rows: { id: 'id' },
      ids: offMapIds,
      face: { label: 'name', values: ['stars.0'], reduced: ['stars.1'], symbol: everySide('aviation'), side: 'side' },
    },
    // 18: carts, lorries and echelons are no counters on the map (the view offers their loads), so no face
    {
      kind: 'list',
      what: 'counters',
      path: 'forces.*.transports',
      title: {
        pl: 'Transport (rodzaj, ruch, morale przewożonych najwyżej, 18.9)',
        en: "Transports (kind, MA, a loaded unit's morale at most, 18.9)",
      },
      label: 'id',
      fields: ['name', 'kind', 'ma', 'maxMorale'],
      choices: { kind: TRANSPORTS },
      // the scenario provides the transport counters (18.1): one added to the mix is offered with the rest
      rows: { id: 'id' },
      ids: offMapIds,
    },
    // 6: the Reinforcement Card, a scenario's: a piece of its counter mix, the turn and the hex it arrives on
    {
      kind: 'entries',
      path: 'scenarios.*.reinforcements',
      title: { pl: 'Posiłki (6: oddział, tura, heks)', en: 'Reinforcements (6: piece, turn, hex)' },
      fields: ['piece', 'turn', 'hex'],
      refs: { piece: (['units', 'hqs'] as const).map((l) => ({ path: `forces.$.${l}`, id: 'id' })) },
      scope: 'forces',
      cells: ['hex'],
      fresh: { piece: '', turn: 1, hex: '' },
    },
    // a map part per map of our pack, each drawn as the first scenario played on it draws it
    ...PACK.maps.map((m, i) => ({
      kind: 'map' as const,
      path: `maps.${i}.terrain`,
      title: m.title,
      scenario: PACK.scenarios.find((sc) => sc.map === m.id)?.id,
      id: 'id',
      terrain: 'terrain',
      cells: 'record' as const,
      fallback: `maps.${i}.defaultTerrain`,
      terrains: TERRAINS,
      hexsides: riverHexsides(`maps.${i}.hexsides`, HEXSIDES),
      lines: (['roads', 'railways'] as const).map((k) => ({
        path: `maps.${i}.${k}`,
        hexes: 'hexes',
        brushes: [{ record: {}, legend: k === 'roads' ? 'road' : 'railway' }],
        fields: [{ member: 'name', title: { pl: 'nazwa', en: 'name' } }],
      })),
      places: {
        path: `maps.${i}.localities`,
        hex: 'hex',
        name: 'name',
        brushes: brushesBy('kind', ['town', 'city', 'fort']),
      },
      marks: [
        { path: `maps.${i}.stations`, title: { pl: 'stacje', en: 'stations' }, legend: 'station' },
        ...SIDES.map((side) => ({
          path: `maps.${i}.supplyBases.${side}`,
          title:
            side === 'polish'
              ? { pl: 'bazy polskie', en: 'Polish bases' }
              : { pl: 'bazy przeciwnika', en: 'opposing bases' },
          legend: 'base',
        })),
      ],
      edges: [
        {
          path: `maps.${i}.navigable`,
          title: { pl: 'rzeki żeglowne', en: 'navigable rivers' },
          a: 'a',
          b: 'b',
          chain: { name: 'name', list: 'hexsides', fresh: { pl: 'nowa rzeka', en: 'new river' } },
          fields: [{ member: 'name', title: { pl: 'nazwa rzeki', en: "river's name" } }],
          brushes: [],
        },
      ],
    })),
    // the board's legend (core/legend.ts): a club may rename and recolour what its map draws
    legendPart,
  ],
};

/**
 * Tannenberg 1914's pack for club packs (rules/core/pack-kit.ts): the Gumbinnen scenario is the
 * shortest. A module built from a club pack registers it (pack-of.ts), so the states of its games find it.
 */
import { brushesBy, type ListRef, type PackKit, type RecordIds } from '../../core/pack-kit.js';
import { legendPart } from '../../core/legend.js';
import type { Text } from '../../core/text.js';
import { createTannenberg } from './index.js';
import { PACK } from './pack.js';
import { type Pack, parsePack, RIVERS, SIDES, TERRAINS } from './schema.js';

/** where a piece (unit, HQ, train) is named: set up, arriving, and in a scenario's special rules (17.3, 18.1); ids unique across the three lists */
const pieceIds: RecordIds = {
  member: 'id',
  named: [
    'scenarios.*.setup.*.piece',
    'scenarios.*.reinforcements.*.pieces.*',
    ...['hindenburg', 'corpsCommander'].flatMap((k) => [
      `scenarios.*.special.${k}.from`,
      `scenarios.*.special.${k}.to`,
    ]),
    ...['westFront', 'narew', 'guards'].map((k) => `scenarios.*.special.${k}.pieces.*`),
  ],
  unique: ['forces.units', 'forces.hqs', 'forces.trains'],
  setup: { lists: ['scenarios.*.setup'], piece: 'piece', hex: 'hex' },
};

/** the lists a piece is named from (a reinforcement's, a special rule's) and an HQ's */
const pieceLists: ListRef[] = ['forces.units', 'forces.hqs', 'forces.trains'].map((path) => ({ path, id: 'id' }));
const hqs: ListRef = { path: 'forces.hqs', id: 'id' };
/** the special reinforcements of 17.3 and the optional rules of 18.1, each a scenario may hold or leave out */
const SPECIAL: { key: string; title: Text; fields: string[]; fresh: Record<string, unknown> }[] = [
  {
    key: 'hindenburg',
    title: {
      pl: 'Hindenburg (17.3.1: przewaga rosyjska, kto, kim)',
      en: 'Hindenburg (17.3.1: Russian lead, from, to)',
    },
    fields: ['lead', 'from', 'to'],
    fresh: { lead: 1, from: '', to: '' },
  },
  {
    key: 'westFront',
    title: {
      pl: 'Posiłki z frontu zachodniego (17.3.2: przewaga, opóźnienie, oddziały)',
      en: 'West front reinforcements (17.3.2: lead, delay, pieces)',
    },
    fields: ['lead', 'delay', 'pieces'],
    fresh: { lead: 1, delay: 1, pieces: [] },
  },
  {
    key: 'narew',
    title: {
      pl: 'Narew (17.3.3: po turze, odległość, obszar, oddziały)',
      en: 'Narew (17.3.3: after turn, distance, region, pieces)',
    },
    fields: ['afterTurn', 'distance', 'region', 'pieces'],
    fresh: { afterTurn: 1, distance: 1, region: '', pieces: [] },
  },
  {
    key: 'guards',
    title: { pl: 'Gwardia (18.1.1: oddziały czekające)', en: 'Guards (18.1.1: pieces held back)' },
    fields: ['pieces'],
    fresh: { pieces: [] },
  },
  {
    key: 'corpsCommander',
    title: {
      pl: 'Dowódca korpusu (18.1.2: korpus, kroki, kto, kim)',
      en: 'Corps commander (18.1.2: corps, steps, from, to)',
    },
    fields: ['corps', 'steps', 'from', 'to'],
    fresh: { corps: '', steps: 1, from: '', to: '' },
  },
];

export const packKit: PackKit<Pack> = {
  game: 'tannenberg-1914',
  parse: parsePack,
  create: createTannenberg,
  shipped: () => PACK,
  shortest: 'gumbinnen-1914',
  parts: [
    {
      kind: 'grid',
      path: 'tables.crt.rows',
      title: { pl: 'Tabela walki (wiersz: kostka)', en: 'Combat results table (row: die roll)' },
      rowLabels: ['1', '2', '3', '4', '5', '6'],
      columnLabels: 'tables.crt.columns',
    },
    {
      kind: 'grid',
      path: 'tables.retreat.loss',
      title: {
        pl: 'Straty w odwrocie (wiersz: zmodyfikowany rzut, kolumna: różnica EFF)',
        en: 'Retreat losses (row: modified roll, column: EFF difference)',
      },
    },
    {
      kind: 'table',
      path: 'tables.terrain.hexes',
      title: {
        pl: 'Efekty terenu: koszt ruchu (puste: nie wolno wejść) i przesunięcie w walce',
        en: 'Terrain effects: movement cost (empty: never entered) and combat shift',
      },
      columns: ['mp', 'combat'],
    },
    {
      kind: 'table',
      path: 'tables.terrain.rivers',
      title: {
        pl: 'Efekty rzek: koszt przekroczenia, przesunięcie w walce, odwrót',
        en: 'River effects: crossing cost, combat shift, retreat',
      },
      columns: ['mp', 'combat', 'retreat'],
    },
    {
      kind: 'list',
      what: 'counters',
      path: 'forces.units',
      title: { pl: 'Jednostki (awers i rewers)', en: 'Units (front and back)' },
      label: 'id',
      fields: [
        'name',
        'side',
        'corps',
        'front.str',
        'front.af',
        'front.df',
        'front.ma',
        'front.eff',
        'back.str',
        'back.af',
        'back.df',
        'back.ma',
        'back.eff',
      ],
      numbers: ['front.str', 'front.af', 'front.df', 'back.str', 'back.af', 'back.df', 'back.ma', 'back.eff'],
      choices: { side: SIDES },
      // a unit's corps is one an HQ commands (13.2.5); none: army troops
      refs: { corps: { path: 'forces.hqs', id: 'corps', none: true } },
      rows: { id: 'id' },
      ids: pieceIds,
      // as view-board.ts draws a unit: a gun's attack-defence fire or the strength, then MA and EFF
      face: {
        label: 'name',
        values: [['front.af', 'front.df'], 'front.str', 'front.ma', 'front.eff'],
        reduced: [['back.af', 'back.df'], 'back.str', 'back.ma', 'back.eff'],
        symbol: [{ member: 'type', map: { inf: 'infantry', cav: 'cavalry', art: 'artillery' } }],
        size: [{ member: 'size' }],
        side: 'side',
      },
    },
    {
      kind: 'list',
      what: 'counters',
      path: 'forces.hqs',
      title: {
        pl: 'Dowództwa (zasięg dowodzenia awers/rewers, przesunięcie w walce)',
        en: 'HQs (command range front/back, combat shift)',
      },
      label: 'id',
      fields: ['name', 'side', 'range.0', 'range.1', 'bullets'],
      choices: { side: SIDES },
      rows: { id: 'id' },
      ids: pieceIds,
      face: { label: 'name', values: [], symbol: [{ member: 'kind', map: { corps: 'hq', army: 'hq' } }], side: 'side' },
    },
    {
      kind: 'list',
      what: 'counters',
      path: 'forces.trains',
      title: { pl: 'Tabory rosyjskie (zdolność ruchu, 15.3)', en: 'Russian supply trains (movement allowance, 15.3)' },
      label: 'id',
      fields: ['name', 'ma'],
      rows: { id: 'id' },
      ids: pieceIds,
      // the board prints no value on a train ("T" and the supply symbol): the preview names it instead
      face: { label: 'name', values: [], symbol: [{ member: 'side', map: { ru: 'supply' } }], side: 'side' },
    },
    // the marker pools (16.1.1), a scenario's reinforcements (17.2.1) and its special rules (17.3, 18.1)
    {
      kind: 'entries',
      path: 'forces.markers',
      title: { pl: 'Znaczniki (maskowania 16.1.1, okopy)', en: 'Markers (masking 16.1.1, entrenchments)' },
      fields: ['masking', 'entrenchments'],
      one: 'always',
    },
    {
      kind: 'entries',
      path: 'scenarios.*.reinforcements',
      title: {
        pl: 'Posiłki (17.2.1: tura, heks, oddziały, koleją)',
        en: 'Reinforcements (17.2.1: turn, hex, pieces, by rail)',
      },
      fields: ['turn', 'hex', 'pieces', 'rail'],
      refs: { pieces: pieceLists },
      many: ['pieces'],
      cells: ['hex'],
      fresh: { turn: 1, hex: '', pieces: [], rail: false },
    },
    ...SPECIAL.map(({ key, title, fields, fresh }) => ({
      kind: 'entries' as const,
      path: `scenarios.*.special.${key}`,
      title,
      fields,
      refs: {
        pieces: pieceLists,
        from: hqs,
        to: hqs,
        corps: { path: 'forces.hqs', id: 'corps' },
        region: { path: 'map.regions' },
      },
      many: ['pieces'],
      fresh,
      one: 'optional' as const,
    })),
    {
      kind: 'map',
      path: 'map.hexes',
      title: { pl: 'Mapa', en: 'Map' },
      // the scenario whose board is the whole map
      scenario: 'tannenberg-1914',
      id: 'id',
      terrain: 't',
      terrains: TERRAINS,
      hexsides: {
        path: 'map.hexsides',
        a: 'a',
        b: 'b',
        // a river's name (Niemen 19.2.2, Narew 17.3.3), on each of its hexsides
        name: 'name',
        brushes: [
          ...brushesBy('river', RIVERS),
          { record: { lake: true }, legend: 'lake-side' },
          { record: { wire: true }, legend: 'wire' },
        ],
      },
      lines: [
        {
          // a road is the list of its hexes, or with a name a record (the shipped roads have none)
          path: 'map.roads',
          hexes: 'hexes',
          bare: true,
          brushes: [{ record: {}, legend: 'road' }],
          fields: [{ member: 'name', title: { pl: 'nazwa drogi', en: "road's name" } }],
        },
        {
          path: 'map.railways',
          hexes: 'hexes',
          brushes: brushesBy('track', ['single', 'double'], (t) => `rail-${t}`),
        },
      ],
      places: { path: 'map.towns', hex: 'hex', name: 'name', brushes: [{ record: {}, legend: 'town' }] },
      marks: [
        ...SIDES.map((side) => ({
          path: 'map.supplyBases',
          hex: 'hex',
          record: { side },
          title:
            side === 'de'
              ? { pl: 'bazy niemieckie', en: 'German bases' }
              : { pl: 'bazy rosyjskie', en: 'Russian bases' },
        })),
        { path: 'map.regions', groups: true, title: { pl: 'obszary', en: 'regions' } },
        { path: 'map.hexes', hex: 'id', flag: 'hill', title: { pl: 'wzgórza', en: 'hills' }, legend: 'hill' },
        // a new fort is named by its hex and fortified on every side (12.2.4); its sides are the edge tool's below
        ...SIDES.map((side) => ({
          path: 'map.forts',
          hex: 'hex',
          record: { side },
          named: 'name',
          around: 'fortified',
          fields: [
            { member: 'name', title: { pl: 'nazwa', en: 'name' } },
            { member: 'manned', title: { pl: 'załoga (12.3.1)', en: 'garrison (12.3.1)' }, kind: 'number' as const },
            {
              member: 'koenigsberg',
              title: { pl: 'Królewiec (19.2.1)', en: 'Königsberg (19.2.1)' },
              kind: 'flag' as const,
            },
          ],
          legend: 'fort',
          title:
            side === 'de'
              ? { pl: 'fortyfikacje niemieckie', en: 'German fortifications' }
              : { pl: 'fortyfikacje rosyjskie', en: 'Russian fortifications' },
        })),
      ],
      edges: [
        {
          path: 'map.vistulaBridges',
          title: { pl: 'mosty na Wiśle', en: 'Vistula bridges' },
          a: 'a',
          b: 'b',
          id: 'id',
          name: 'name',
          brushes: [
            {
              record: { kind: 'road' },
              adds: { name: '' },
              legend: 'road',
              title: { pl: 'most drogowy', en: 'road bridge' },
            },
            {
              record: { kind: 'rail' },
              adds: { name: '' },
              legend: 'rail-single',
              title: { pl: 'most kolejowy', en: 'rail bridge' },
            },
          ],
        },
        {
          // 12.2.4: the sides of a fort's hex that are fortified, each named by the neighbour across it
          path: 'map.forts',
          title: { pl: 'boki fortyfikacji', en: 'fortified sides' },
          a: 'hex',
          b: 'fortified',
          sides: { hex: 'hex', list: 'fortified' },
          brushes: [],
        },
      ],
    },
    // the board's legend (core/legend.ts): a club may rename and recolour what its map draws
    legendPart,
  ],
};

/** Olszynka's pack for club packs (rules/core/pack-kit.ts): the Alder Wood fight is the shortest. */
import { brushesBy, type ListRef, type PackKit } from '../../core/pack-kit.js';
import { createOlszynka } from './index.js';
import { PACK } from './pack.js';
import { ARMS, ARTILLERY_CLASSES, formationSchema, type Pack, parsePack, SIDES, UNIT_TYPES } from './schema.js';

/** a member naming a formation of `kind` (R 3.1), or none */
const formationOf = (kind: string): ListRef => ({ path: 'forces.formations', id: 'id', where: { kind }, none: true });
/** the places naming a formation or a leader: the activation markers in the cup (R 2.3), now and in later readings */
const markers = ['scenarios.*.markers.*', 'scenarios.*.arrivals.*.markers.*', 'scenarios.*.revisions.*.markers.*'];

/** what an activation marker names: a formation or a leader (R 2.3) */
const cupMarkers: ListRef[] = [
  { path: 'forces.formations', id: 'id' },
  { path: 'forces.leaders', id: 'id' },
];

export const packKit: PackKit<Pack> = {
  game: 'olszynka-grochowska-1831',
  parse: parsePack,
  create: createOlszynka,
  shipped: () => PACK().pack,
  shortest: 'alder-wood-1831',
  parts: [
    {
      kind: 'table',
      path: 'tables.terrain',
      title: { pl: 'Teren: koszt ruchu i modyfikatory', en: 'Terrain: movement costs and modifiers' },
      rowLabel: 'id',
      columns: [
        'mp.infantry',
        'mp.square',
        'mp.cavalry',
        'mp.artillery',
        'mp.horseArtillery',
        'blocksLos',
        'elevation',
        'cavalryPenalty',
        'melee',
        'fire',
      ],
    },
    {
      kind: 'grid',
      path: 'tables.melee.rows',
      title: { pl: 'Tabela walki wręcz (wiersz: kostka)', en: 'Melee table (row: die roll)' },
      rowLabels: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
      columnLabels: 'tables.melee.columns',
    },
    {
      kind: 'table',
      path: 'tables.hexsides',
      title: {
        pl: 'Boki heksów: dodatkowy koszt ruchu (puste: nie wolno przekroczyć) i modyfikator walki wręcz',
        en: 'Hexsides: extra movement cost (empty: never crossed) and melee modifier',
      },
      rowLabel: 'id',
      columns: [
        'extraMp.infantry',
        'extraMp.square',
        'extraMp.cavalry',
        'extraMp.artillery',
        'extraMp.horseArtillery',
        'melee',
      ],
    },
    {
      kind: 'grid',
      path: 'tables.fire.rows',
      title: {
        pl: 'Tabela ognia (wiersz: kostka; kolumna: siła ognia, od najsłabszej; "-", straty, d: poziom, r: odwrót)',
        en: 'Fire table (row: die roll; column: firepower, weakest first; "-", loss, d: a level, r: retreat)',
      },
      rowLabels: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
    },
    {
      kind: 'table',
      path: 'tables.fire.rangeBonus',
      title: { pl: 'Premia za odległość ognia (do heksów, premia)', en: 'Fire range bonus (up to hexes, bonus)' },
      columns: ['max', 'bonus'],
    },
    {
      kind: 'table',
      path: 'tables.engaged',
      title: {
        pl: 'Liczebność oddziałów (9.12: siła od–do, puste: bez górnej granicy; strata bazowa)',
        en: 'Engaged strength (9.12: strength from–to, empty: no upper bound; base loss)',
      },
      columns: ['min', 'max', 'loss'],
    },
    // as view-board.ts draws a unit: strength, morale, stars (the reverse, R 1.3.1, is worked out from these: not a record's)
    {
      kind: 'list',
      what: 'counters',
      path: 'forces.units',
      title: {
        pl: 'Oddziały (strona, dywizja, korpus, rodzaj, typ, ciężka jazda, klasa baterii; siła, morale, gwiazdki; rozstawienie)',
        en: 'Units (side, division, corps, arm, type, heavy cavalry, battery class; strength, morale, stars; set-up)',
      },
      label: 'id',
      fields: [
        'name',
        'short',
        'side',
        'division',
        'corps',
        'arm',
        'type',
        'heavy',
        'artillery',
        'strength',
        'morale',
        'stars',
      ],
      // the arm draws the symbol; the type is the icon (R 1.5.7), `heavy` the white identifier (R 7.2), a battery's class (R 11)
      choices: { side: SIDES, arm: ARMS, type: UNIT_TYPES, artillery: ARTILLERY_CLASSES },
      refs: { division: formationOf('division'), corps: formationOf('corps') },
      rows: { id: 'id' },
      // placed once: at the start (a new one faces vertex 0), or arriving (R 1.5); later readings' set-ups name it too
      ids: {
        member: 'id',
        named: ['scenarios.*.setup.*.unit', 'scenarios.*.arrivals.*.units.*', 'scenarios.*.revisions.*.setup.*.unit'],
        unique: ['forces.units'],
        setup: {
          lists: ['scenarios.*.setup', 'scenarios.*.revisions.*.setup'],
          piece: 'unit',
          hex: 'hex',
          adds: { facing: 0 },
        },
      },
      flags: ['heavy'],
      face: { label: 'short', values: ['strength', 'morale', 'stars'], symbol: [{ member: 'arm' }], side: 'side' },
    },
    {
      kind: 'list',
      what: 'counters',
      path: 'forces.leaders',
      title: {
        pl: 'Dowódcy (strona, dywizja, korpus, zasięg dowodzenia R 3.4; rozstawienie)',
        en: 'Leaders (side, division, corps, command range R 3.4; set-up)',
      },
      label: 'id',
      fields: ['name', 'side', 'division', 'corps', 'range'],
      choices: { side: SIDES },
      refs: { division: formationOf('division'), corps: formationOf('corps') },
      rows: { id: 'id' },
      // a leader's marker and a formation's share the cup (R 2.3): their ids are unique together
      ids: {
        member: 'id',
        named: [
          'scenarios.*.leaders.*.leader',
          'scenarios.*.arrivals.*.leaders.*',
          'scenarios.*.revisions.*.leaders.*.leader',
          ...markers,
        ],
        unique: ['forces.leaders', 'forces.formations'],
        setup: { lists: ['scenarios.*.leaders', 'scenarios.*.revisions.*.leaders'], piece: 'leader', hex: 'hex' },
      },
      face: {
        label: 'name',
        values: ['range'],
        symbol: [{ member: 'rank', map: { 'c-in-c': 'leader', corps: 'leader', division: 'leader' } }],
        side: 'side',
      },
    },
    // R 3.1: the formations (a division's coloured circle; a corps holds divisions), their markers named in
    // the cup (R 2.3.2), the command choices and the log; no counter on the map, so no face
    {
      kind: 'list',
      what: 'counters',
      path: 'forces.formations',
      title: {
        pl: 'Związki (nazwa, rodzaj, korpus, kolor kółka, R 3.1)',
        en: "Formations (name, kind, corps, the circle's colour, R 3.1)",
      },
      label: 'id',
      fields: ['name', 'side', 'kind', 'corps', 'colour'],
      choices: { side: SIDES, kind: formationSchema.shape.kind.options },
      refs: { corps: formationOf('corps') },
      rows: { id: 'id' },
      ids: {
        member: 'id',
        named: [
          ...['units', 'leaders', 'formations'].flatMap((l) => [`forces.${l}.*.division`, `forces.${l}.*.corps`]),
          ...markers,
        ],
        unique: ['forces.formations', 'forces.leaders'],
      },
      colours: ['colour'],
    },
    // a scenario's arrivals (R 2.4: by stage, into a region's entry hexes, facing, with the markers joining the cup)
    // and the activation markers in the cup at the start (R 2.3)
    {
      kind: 'entries',
      path: 'scenarios.*.arrivals',
      title: {
        pl: 'Przybycia (etap, obszar wejścia, kierunek, oddziały, dowódcy, znaczniki do kubka)',
        en: 'Arrivals (stage, entry region, facing, units, leaders, markers joining the cup)',
      },
      fields: ['stage', 'region', 'facing', 'units', 'leaders', 'markers'],
      refs: {
        region: { path: 'map.regions' },
        units: { path: 'forces.units', id: 'id' },
        leaders: { path: 'forces.leaders', id: 'id' },
        markers: cupMarkers,
      },
      many: ['units', 'leaders', 'markers'],
      fresh: { stage: 2, region: '', facing: 0, units: [], leaders: [], markers: [] },
    },
    {
      kind: 'entries',
      path: 'scenarios.*',
      title: { pl: 'Znaczniki w kubku na początku (R 2.3)', en: 'Markers in the cup at the start (R 2.3)' },
      fields: ['markers'],
      refs: { markers: cupMarkers },
      many: ['markers'],
      one: 'always',
    },
    {
      kind: 'map',
      path: 'map.hexes',
      title: { pl: 'Mapa', en: 'Map' },
      // the scenario whose board is the whole map
      scenario: 'grochow-1831',
      id: 'id',
      terrain: 'terrain',
      // the terrains and hexside types are the pack's own (its tables): the editor offers the board legend's
      hexsides: {
        path: 'map.hexsides',
        a: 'a',
        b: 'b',
        // a stream's, a ditch's or an earthwork's name, on each of its hexsides
        name: 'name',
        brushes: brushesBy(
          'kind',
          PACK().pack.tables.hexsides.map((h) => h.id),
        ),
      },
      lines: [
        {
          path: 'map.roads',
          hexes: 'hexes',
          brushes: [{ record: {}, adds: { name: '' }, legend: 'road' }],
          fields: [{ member: 'name', title: { pl: 'nazwa drogi', en: "road's name" } }],
        },
      ],
      places: { path: 'map.places', hex: 'hex', name: 'name', brushes: [{ record: {}, legend: 'town' }] },
      marks: [{ path: 'map.regions', groups: true, title: { pl: 'obszary', en: 'regions' } }],
    },
  ],
};

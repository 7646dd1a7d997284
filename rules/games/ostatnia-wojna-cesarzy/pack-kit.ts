/** Ostatnia Wojna Cesarzy's pack for club packs (rules/core/pack-kit.ts): scenario A is the shortest. */
import { brushesBy, type ListRef, type PackKit, type RecordIds, riverHexsides } from '../../core/pack-kit.js';
import { createOwc } from './index.js';
import { PACK } from './pack.js';
import { ARRIVALS, HEXSIDES, NATIONS, type Pack, parsePack, TERRAINS } from './schema.js';

/**
 * where a unit is named: a scenario's set-up, arrivals, screen and corps break-down (27), and the
 * Campaign card's lists (30–35); ids unique across the scenarios' units and the campaign's (40.1)
 */
const unitIds: RecordIds = {
  member: 'id',
  named: [
    'scenarios.*.setup.*.unit',
    'scenarios.*.arrivals.*.unit',
    'scenarios.*.screen.units.*',
    'scenarios.*.corps.*.corps',
    'scenarios.*.corps.*.divisions.*',
    'campaign.mobilization.*.unit',
    'campaign.landsturm.*.unit',
    'campaign.legions.brigades.*',
    'campaign.pools.*.units.*',
    'campaign.cavalry.corps.*.hq',
    'campaign.cavalry.corps.*.corps',
  ],
  unique: ['forces.units', 'campaign.units'],
  setup: { lists: ['scenarios.*.setup'], piece: 'unit', hex: 'hex' },
};
/** the lists a unit is named from */
const units: ListRef[] = ['forces.units', 'campaign.units'].map((path) => ({ path, id: 'id' }));

export const packKit: PackKit<Pack> = {
  game: 'ostatnia-wojna-cesarzy',
  parse: parsePack,
  create: createOwc,
  shipped: () => PACK,
  shortest: 'A',
  parts: [
    ...(['normal', 'repeat'] as const).map((t) => ({
      kind: 'table' as const,
      path: `tables.${t}.bands`,
      title:
        t === 'normal'
          ? { pl: 'Tabela walki', en: 'Combat table' }
          : { pl: 'Tabela walki (ponowny atak)', en: 'Combat table (repeated attack)' },
      rowLabel: 'min',
      columns: ['chance', 'rmod'],
    })),
    // the units of the scenarios, then those only the campaign brings in (40.1), each drawn as view-board.ts
    // draws a unit: SP and R, an HQ's symbol or the arm, the size mark, the side's colour
    ...(['forces.units', 'campaign.units'] as const).map((path) => ({
      kind: 'list' as const,
      what: 'counters' as const,
      path,
      title:
        path === 'forces.units'
          ? { pl: 'Jednostki', en: 'Units' }
          : { pl: 'Jednostki kampanii (40.1)', en: 'Campaign units (40.1)' },
      label: 'id',
      fields: ['name', 'short', 'sp', 'r', 'cr'],
      numbers: ['cr'],
      // a unit added as a copy of another, renamed wherever the pack names it, set up by a scenario
      rows: { id: 'id' },
      ids: unitIds,
      face: {
        label: 'short',
        values: ['sp', 'r'],
        symbol: [{ member: 'size', map: { hq: 'hq' } }, { member: 'arm' }],
        size: [{ member: 'size', map: { corps: 'XXX', division: 'XX', brigade: 'X', hq: 'HQ', patrol: 'P' } }],
        side: 'side',
      },
    })),
    // A.2, B.2, 19: a scenario's arrivals, by stage, on a hex (or how: across the Vistula, secretly, by rail)
    {
      kind: 'entries' as const,
      path: 'scenarios.*.arrivals',
      title: { pl: 'Przybycia (jednostka, etap, heks, sposób)', en: 'Arrivals (unit, stage, hex, how)' },
      fields: ['unit', 'stage', 'hex', 'how'],
      refs: { unit: units },
      choices: { how: ['', ...ARRIVALS] },
      cells: ['hex'],
      fresh: { unit: '', stage: 1, hex: '' },
    },
    {
      kind: 'map',
      path: 'map.hexes',
      title: { pl: 'Mapa', en: 'Map' },
      // the scenario whose board is the whole map
      scenario: 'campaign',
      id: 'id',
      terrain: 'terrain',
      terrains: TERRAINS,
      hexsides: riverHexsides('map.hexsides', HEXSIDES),
      lines: [
        {
          path: 'map.railways',
          hexes: 'hexes',
          brushes: brushesBy('kind', ['trunk', 'ordinary']),
        },
      ],
      // a fortress's nation first: a town record with one is drawn as the fortress
      places: {
        path: 'map.towns',
        hex: 'hex',
        name: 'name',
        brushes: [
          ...NATIONS.map((n) => ({
            record: { fortress: n },
            legend: 'fortress',
            title: { pl: `twierdza ${n}`, en: `fortress ${n}` },
          })),
          { record: {}, legend: 'town' },
        ],
      },
      marks: [
        { path: 'map.regions', groups: true, title: { pl: 'obszary', en: 'regions' } },
        { path: 'map.romanianEdge', title: { pl: 'granica rumuńska', en: 'Romanian border' } },
      ],
    },
  ],
};

/**
 * The source of our two scenarios (alder-wood-1831.json, grochow-1831.json); their titles, descriptions
 * and clocks are data in scenario-heads.json. Set-ups are written as formations deployed around an
 * anchor hex: each unit takes the nearest free hex its movement class may enter (one unit per hex),
 * so every start is legal by construction. Regenerate with:
 *   for s in alder-wood-1831 grochow-1831; do npx tsx -e "import('./rules/games/olszynka-grochowska-1831/packs/rozkaz/scenarios.source.ts').then(m=>process.stdout.write(m.json('$s')))" > rules/games/olszynka-grochowska-1831/packs/rozkaz/$s.json; done
 */
import { HexGrid } from '../../../../core/hex.js';
import { type ScenarioData, scenarioSchema, type TerrainDef, type UnitDef } from '../../schema.js';
import { moveClass } from '../../units.js';
import tables from './tables.json' with { type: 'json' };
import map from './map.json' with { type: 'json' };
import forces from './forces.json' with { type: 'json' };
import heads from './scenario-heads.json' with { type: 'json' };

const grid = new HexGrid(map.grid as ConstructorParameters<typeof HexGrid>[0]);
const terrain = new Map((tables.terrain as TerrainDef[]).map((t) => [t.id, t]));
const hexTerrain = new Map(map.hexes.map((h) => [h.id, terrain.get(h.terrain)!]));
const units = forces.units as UnitDef[];
const of = (formation: string): string[] =>
  units.filter((u) => u.division === formation || (!u.division && u.corps === formation)).map((u) => u.id);

/** a scenario's words and clock (title, description, date, start, stages, first initiative): data in scenario-heads.json */
const headSchema = scenarioSchema
  .pick({
    title: true,
    description: true,
    date: true,
    startTime: true,
    stages: true,
    firstInitiative: true,
  })
  .strict();
const head = (id: keyof typeof heads) => headSchema.parse(heads[id]);

type Placement = ScenarioData['setup'][number];
const deployer = () => {
  const taken = new Set<string>();
  return (ids: string[], anchor: string, facing: number, radius = 6): Placement[] =>
    ids.map((id) => {
      const d = units.find((u) => u.id === id)!;
      const hex = grid
        .within(anchor, radius)
        .find((h) => !taken.has(h) && hexTerrain.get(h)!.mp[moveClass(d)] !== null);
      if (!hex) throw new Error(`no room for ${id} around ${anchor}`);
      taken.add(hex);
      return { unit: id, hex, facing };
    });
};

export const alderWood = (): ScenarioData => {
  const deploy = deployer();
  const setup = [
    ...deploy(
      of('pl-3div').filter((u) => !u.includes('-art-')),
      '2308',
      1,
      3,
    ),
    ...deploy(['pl-3d-art-1', 'pl-3d-art-2'], '2013', 1),
    ...deploy(
      of('ru-25div').filter((u) => !u.includes('-art-')),
      '2909',
      4,
      4,
    ),
    ...deploy(['ru-25d-art-1', 'ru-25d-art-2', 'ru-6corps-art-1', 'ru-6corps-art-2'], '2813', 4),
  ];
  const leaders = [
    { leader: 'pl-skrzynecki', hex: '2308' },
    { leader: 'ru-reibnitz', hex: '2909' },
    { leader: 'ru-rosen', hex: '2813' },
  ];
  const hexes = ['2208', '2007', '2308', '2110', '2407'];
  const victory = (points: number): ScenarioData['victory'] => ({
    objectives: hexes.map((hex) => ({ hex, vp: 2, holder: 'pl' as const })),
    lossVp: { per: 4, vp: 1 },
    ties: 'pl',
    automatic: [
      { kind: 'hold-all', side: 'ru', hexes },
      { kind: 'enemy-losses', side: 'pl', points },
    ],
  });
  return {
    id: 'alder-wood-1831',
    ...head('alder-wood-1831'),
    setup,
    leaders,
    markers: ['pl-3div', 'ru-25div', 'ru-rosen'],
    arrivals: [],
    victory: victory(24),
    revisions: [
      {
        // rules version 4: one division could not take the wood from a stronger one in six stages, and its
        // 24 points were lost in the trying; the 24th Division (Rosen's other division) joins, and the
        // Poles' automatic victory stays at half the Russian battalions' points
        rulesVersion: 4,
        note: {
          pl: 'Od wersji 4: 24. Dywizja Piechoty Kiszkina wspiera atak; Polacy wygrywają automatycznie po 48 punktach strat rosyjskich.',
          en: "From version 4: Kishkin's 24th Infantry Division joins the attack; the Poles win at once when the Russians have lost 48 points.",
        },
        setup: [...setup, ...deploy(of('ru-24div'), '2806', 4)],
        leaders: [...leaders, { leader: 'ru-kishkin', hex: '2806' }],
        markers: ['pl-3div', 'ru-25div', 'ru-24div', 'ru-rosen'],
        victory: victory(48),
      },
    ],
  };
};

export const grochow = (): ScenarioData => {
  const deploy = deployer();
  const victory = (more: ScenarioData['victory']['automatic']): ScenarioData['victory'] => ({
    objectives: [
      { hex: '2208', vp: 3, holder: 'pl' },
      { hex: '2007', vp: 2, holder: 'pl' },
      { hex: '2110', vp: 2, holder: 'pl' },
      { hex: '1512', vp: 3, holder: 'pl' },
      { hex: '0613', vp: 2, holder: 'pl' },
      { hex: '1111', vp: 2, holder: 'pl' },
    ],
    lossVp: { per: 6, vp: 1 },
    ties: 'draw',
    automatic: [
      { kind: 'hold-all', side: 'ru', hexes: ['0709'] },
      { kind: 'enemy-losses', side: 'pl', points: 100 },
      ...more,
    ],
  });
  return {
    id: 'grochow-1831',
    ...head('grochow-1831'),
    setup: [
      ...deploy(of('pl-2div'), '2308', 1, 4),
      ...deploy(of('pl-3div'), '1707', 1),
      ...deploy(of('pl-4div'), '2016', 1),
      ...deploy(of('pl-reserve'), '1512', 1),
      ...deploy([...of('pl-2kj-1'), ...of('pl-2kj-2'), ...of('pl-2kj')], '1215', 1),
      ...deploy(of('ru-24div'), '2806', 4),
      ...deploy(of('ru-25div'), '2811', 4),
      ...deploy(of('ru-1div'), '3013', 4),
      ...deploy(of('ru-2div'), '3315', 4),
      ...deploy(of('ru-3div'), '3617', 4),
      ...deploy(of('ru-1hus'), '2818', 4),
      ...deploy(of('ru-lit-uhl'), '2522', 5),
      ...deploy([...of('ru-1corps'), ...of('ru-6corps')], '3012', 4),
    ],
    leaders: [
      { leader: 'pl-chlopicki', hex: '1512' },
      { leader: 'pl-zymirski', hex: '2308' },
      { leader: 'pl-skrzynecki', hex: '1707' },
      { leader: 'pl-szembek', hex: '2016' },
      { leader: 'pl-lubienski', hex: '1215' },
      { leader: 'pl-stryjenski', hex: '1215' },
      { leader: 'pl-ruttie', hex: '1215' },
      { leader: 'ru-dibich', hex: '3415' },
      { leader: 'ru-pahlen', hex: '3013' },
      { leader: 'ru-rosen', hex: '2811' },
      { leader: 'ru-kishkin', hex: '2806' },
      { leader: 'ru-reibnitz', hex: '2811' },
      { leader: 'ru-gervais', hex: '3013' },
      { leader: 'ru-teslev', hex: '3315' },
      { leader: 'ru-shkurin', hex: '3617' },
      { leader: 'ru-lopukhin', hex: '2818' },
      { leader: 'ru-wlodek', hex: '2522' },
    ],
    markers: [
      'pl-2div',
      'pl-3div',
      'pl-4div',
      'pl-reserve',
      'pl-2kj-1',
      'pl-2kj-2',
      'pl-chlopicki',
      'pl-lubienski',
      'ru-1div',
      'ru-2div',
      'ru-3div',
      'ru-1hus',
      'ru-24div',
      'ru-25div',
      'ru-lit-uhl',
      'ru-dibich',
      'ru-pahlen',
      'ru-rosen',
    ],
    arrivals: [
      {
        stage: 3,
        region: 'east-road',
        facing: 4,
        units: of('ru-lit-gren'),
        leaders: ['ru-muravyov'],
        markers: ['ru-lit-gren'],
      },
      {
        stage: 5,
        region: 'east-road',
        facing: 4,
        units: of('ru-2gren'),
        leaders: ['ru-poluektov'],
        markers: ['ru-2gren'],
      },
      {
        stage: 6,
        region: 'praga',
        facing: 1,
        units: [...of('pl-1kj-1'), ...of('pl-1kj-2'), ...of('pl-1kj')],
        leaders: ['pl-uminski', 'pl-jankowski', 'pl-tomicki'],
        markers: ['pl-1kj-1', 'pl-1kj-2', 'pl-uminski'],
      },
      { stage: 7, region: 'east-north', facing: 4, units: of('ru-3cuir'), leaders: ['ru-witt'], markers: ['ru-3cuir'] },
      {
        stage: 8,
        region: 'east-road',
        facing: 4,
        units: of('ru-guard'),
        leaders: ['ru-konstanty'],
        markers: ['ru-guard'],
      },
      {
        stage: 10,
        region: 'north-west',
        facing: 2,
        units: of('pl-1div'),
        leaders: ['pl-krukowiecki'],
        markers: ['pl-1div'],
      },
    ],
    victory: victory([]),
    revisions: [
      {
        // rules version 4: the automatic victory by losses was the Poles' alone (at 100 Russian points), so
        // the Russians lost battles in which they had destroyed more; now whichever side loses 100 first loses
        rulesVersion: 4,
        note: {
          pl: 'Od wersji 4: Rosjanie wygrywają automatycznie, gdy Polacy stracą 100 punktów, tak jak Polacy po 100 punktach strat rosyjskich.',
          en: 'From version 4: the Russians win at once when the Poles have lost 100 points, as the Poles do when the Russians have lost 100.',
        },
        victory: victory([{ kind: 'enemy-losses', side: 'ru', points: 100 }]),
      },
    ],
  };
};

/** the JSON file of a scenario, as committed */
export const json = (id: string): string =>
  JSON.stringify(id === 'alder-wood-1831' ? alderWood() : grochow(), null, 1) + '\n';

/**
 * The source of forces.json: OUR counter mix for 25 February 1831, built from the orders of battle
 * of the rulebook's introduction at the rulebook's scale (a battalion, a cavalry regiment of 600+ men
 * as two counters, a battery; a strength point ≈ 90 foot, 60 horse, 6–9 guns). The formations and
 * commanders are historical; every value (strength, morale, stars, command range) and every
 * battalion's name is ours. Regenerate with:
 *   npx tsx -e "import('./rules/games/olszynka-grochowska-1831/packs/rozkaz/forces.source.ts').then(m=>process.stdout.write(JSON.stringify(m.buildForces(),null,1)+'\n'))" > rules/games/olszynka-grochowska-1831/packs/rozkaz/forces.json
 */
import type { Forces, FormationDef, LeaderDef, UnitDef } from '../../schema.js';

type Side = 'pl' | 'ru';
type Kind =
  | 'line'
  | 'rifles'
  | 'jaegers'
  | 'grenadiers'
  | 'carabiniers-foot'
  | 'marines'
  | 'uhlans'
  | 'hussars'
  | 'mounted-rifles'
  | 'new-cavalry'
  | 'cuirassiers'
  | 'carabiniers-horse';
type Gun = 'light' | 'heavy' | 'horse' | 'rockets';

/** [strength, morale, stars] per side and type (ours) */
const VALUES: Record<Side, Partial<Record<Kind, [number, number, number]>>> = {
  pl: {
    line: [8, 6, 1],
    rifles: [7, 7, 2],
    grenadiers: [8, 8, 1],
    uhlans: [5, 7, 2],
    'mounted-rifles': [5, 6, 1],
    'new-cavalry': [4, 5, 1],
    'carabiniers-horse': [5, 7, 3],
  },
  ru: {
    line: [6, 5, 1],
    jaegers: [6, 6, 2],
    grenadiers: [7, 6, 1],
    'carabiniers-foot': [7, 6, 1],
    marines: [6, 7, 1],
    hussars: [5, 6, 2],
    uhlans: [5, 6, 2],
    cuirassiers: [5, 7, 3],
  },
};
const GUNS: Record<Gun, { type: UnitDef['type']; stars: number; morale: number; pl: string; en: string }> = {
  light: { type: 'foot-artillery', stars: 1, morale: 6, pl: 'bateria lekka', en: 'light battery' },
  heavy: { type: 'heavy-artillery', stars: 2, morale: 6, pl: 'bateria ciężka', en: 'heavy battery' },
  horse: { type: 'horse-artillery', stars: 1, morale: 6, pl: 'bateria konna', en: 'horse battery' },
  rockets: { type: 'rockets', stars: 0, morale: 5, pl: 'kompania rakietników', en: 'rocket company' },
};
const CAVALRY: Kind[] = ['uhlans', 'hussars', 'mounted-rifles', 'new-cavalry', 'cuirassiers', 'carabiniers-horse'];
const ROMAN = ['I', 'II', 'III', 'IV'];
/** a leader's id from his name: ascii, lower case (Łubieński → lubienski) */
const slug = (name: string): string =>
  name
    .replace(/[Łł]/g, 'l')
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
const ORD = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

const formations: FormationDef[] = [];
const leaders: LeaderDef[] = [];
const units: UnitDef[] = [];

const formation = (f: FormationDef): string => (formations.push(f), f.id);
const leader = (l: LeaderDef): void => void leaders.push(l);

interface Org {
  side: Side;
  division?: string;
  corps?: string;
  prefix: string;
  short: string;
}
/** a regiment of `bns` battalions (infantry) or `counters` counters (cavalry) */
const regiment = (o: Org, kind: Kind, reg: { pl: string; en: string; n: string }, count: number): void => {
  const [strength, morale, stars] = VALUES[o.side][kind]!;
  const cav = CAVALRY.includes(kind);
  for (let i = 0; i < count; i++) {
    const part = cav ? (count > 1 ? ` (${i + 1})` : '') : ` ${ROMAN[i]}`;
    units.push({
      id: `${o.prefix}-${reg.n}${count > 1 ? `-${i + 1}` : ''}`,
      name: {
        pl: `${reg.pl}${cav ? part : `, ${ROMAN[i]} batalion`}`,
        en: `${reg.en}${cav ? part : `, ${ROMAN[i]} battalion`}`,
      },
      short: `${o.short} ${reg.n}${cav ? (count > 1 ? `/${i + 1}` : '') : part}`.slice(0, 14),
      side: o.side,
      arm: cav ? 'cavalry' : 'infantry',
      type: kind,
      ...(kind === 'cuirassiers' || kind === 'carabiniers-horse' ? { heavy: true } : {}),
      strength,
      morale,
      stars,
      ...(o.division ? { division: o.division } : {}),
      ...(o.corps ? { corps: o.corps } : {}),
    });
  }
};
const battery = (o: Org, gun: Gun, n: number): void => {
  const g = GUNS[gun];
  units.push({
    id: `${o.prefix}-art-${n}`,
    name: { pl: `${o.short}: ${g.pl} nr ${n}`, en: `${o.short}: ${g.en} no. ${n}` },
    short: `${o.short} ${gun === 'rockets' ? 'rak' : 'art'} ${n}`.slice(0, 14),
    side: o.side,
    arm: 'artillery',
    type: g.type,
    artillery: gun,
    strength: 1,
    morale: g.morale,
    stars: g.stars,
    ...(o.division ? { division: o.division } : {}),
    ...(o.corps ? { corps: o.corps } : {}),
  });
};

// ------------------------------------------------------------------ Poles
const plDivision = (
  n: number,
  general: string,
  range: number,
  colour: string,
  regs: [Kind, number, number][],
  guns: Gun[],
): string => {
  const id = formation({
    id: `pl-${n}div`,
    name: { pl: `${n}. Dywizja Piechoty`, en: `${ORD(n)} Infantry Division` },
    side: 'pl',
    kind: 'division',
    colour,
  });
  leader({ id: `pl-${slug(general)}`, name: `gen. ${general}`, side: 'pl', rank: 'division', range, division: id });
  const o: Org = { side: 'pl', division: id, prefix: `pl-${n}d`, short: `${n}DP` };
  for (const [kind, num, bns] of regs)
    regiment(
      o,
      kind,
      kind === 'rifles'
        ? { pl: `${num}. pułk strzelców pieszych`, en: `${ORD(num)} Foot Rifles`, n: `${num}s` }
        : { pl: `${num}. pułk piechoty liniowej`, en: `${ORD(num)} Line Infantry`, n: `${num}p` },
      bns,
    );
  guns.forEach((g, i) => battery(o, g, i + 1));
  return id;
};
plDivision(
  2,
  'Żymirski',
  4,
  '#1f5fbf',
  [
    ['rifles', 2, 2],
    ['line', 3, 3],
    ['line', 7, 3],
    ['rifles', 4, 2],
  ],
  ['light', 'light'],
);
plDivision(
  3,
  'Skrzynecki',
  5,
  '#3c8dde',
  [
    ['line', 4, 3],
    ['line', 8, 3],
    ['rifles', 1, 2],
  ],
  ['light', 'heavy'],
);
plDivision(
  4,
  'Szembek',
  4,
  '#12306b',
  [
    ['rifles', 3, 2],
    ['line', 6, 3],
    ['line', 10, 2],
  ],
  ['light'],
);
plDivision(
  1,
  'Krukowiecki',
  4,
  '#6f8fcf',
  [
    ['line', 1, 3],
    ['line', 5, 2],
  ],
  ['light'],
);

// the army reserve: Chłopicki's grenadiers, the horse guns and the rockets (commanded by the C-in-C)
const plRes = formation({
  id: 'pl-reserve',
  name: { pl: 'Odwód armii', en: 'Army reserve' },
  side: 'pl',
  kind: 'division',
  colour: '#8fb3ff',
});
leader({ id: 'pl-chlopicki', name: 'gen. Chłopicki', side: 'pl', rank: 'c-in-c', range: 8 });
regiment(
  { side: 'pl', division: plRes, prefix: 'pl-res', short: 'Odw' },
  'grenadiers',
  { pl: 'pułk grenadierów', en: 'Grenadier Regiment', n: 'gr' },
  2,
);
battery({ side: 'pl', division: plRes, prefix: 'pl-res', short: 'Odw' }, 'horse', 1);
battery({ side: 'pl', division: plRes, prefix: 'pl-res', short: 'Odw' }, 'rockets', 2);

const plCavCorps = (
  n: 1 | 2,
  general: string,
  divs: [string, string, [Kind, number, string, string, number][]][],
): void => {
  const corps = formation({
    id: `pl-${n}kj`,
    name: { pl: `${ROMAN[n - 1]} Korpus Jazdy`, en: `${ROMAN[n - 1]} Cavalry Corps` },
    side: 'pl',
    kind: 'corps',
    colour: n === 1 ? '#7a4fbf' : '#4f2f8f',
  });
  leader({ id: `pl-${slug(general)}`, name: `gen. ${general}`, side: 'pl', rank: 'corps', range: 6, corps });
  divs.forEach(([dGen, colour, regs], di) => {
    const div = formation({
      id: `pl-${n}kj-${di + 1}`,
      name: {
        pl: `${di + 1}. Dywizja ${ROMAN[n - 1]} Korpusu Jazdy`,
        en: `${ORD(di + 1)} Division, ${ROMAN[n - 1]} Cavalry Corps`,
      },
      side: 'pl',
      kind: 'division',
      corps,
      colour,
    });
    leader({
      id: `pl-${slug(dGen)}`,
      name: `gen. ${dGen}`,
      side: 'pl',
      rank: 'division',
      range: 4,
      division: div,
      corps,
    });
    for (const [kind, num, pl, en, counters] of regs)
      regiment(
        { side: 'pl', division: div, corps, prefix: `pl-${n}kj${di + 1}`, short: `${n}KJ` },
        kind,
        { pl, en, n: `${kind[0]}${num}` },
        counters,
      );
  });
  battery({ side: 'pl', corps, prefix: `pl-${n}kj`, short: `${n}KJ` }, 'horse', 1);
};
plCavCorps(2, 'Łubieński', [
  [
    'Stryjeński',
    '#5f3faf',
    [
      ['uhlans', 1, '1. pułk ułanów', '1st Uhlans', 2],
      ['uhlans', 2, '2. pułk ułanów', '2nd Uhlans', 2],
      ['mounted-rifles', 1, '1. pułk strzelców konnych', '1st Mounted Rifles', 2],
    ],
  ],
  [
    'Ruttié',
    '#9f7fdf',
    [
      ['uhlans', 3, '3. pułk ułanów', '3rd Uhlans', 2],
      ['uhlans', 4, '4. pułk ułanów', '4th Uhlans', 2],
      ['mounted-rifles', 2, '2. pułk strzelców konnych', '2nd Mounted Rifles', 2],
    ],
  ],
]);
plCavCorps(1, 'Umiński', [
  [
    'Jankowski',
    '#b08fef',
    [
      ['carabiniers-horse', 1, 'pułk karabinierów', 'Carabiniers', 1],
      ['new-cavalry', 5, 'jazda nowego zaciągu', 'New Cavalry', 2],
    ],
  ],
  [
    'Tomicki',
    '#c9a9ff',
    [
      ['mounted-rifles', 3, '3. pułk strzelców konnych', '3rd Mounted Rifles', 2],
      ['new-cavalry', 6, 'jazda poznańska', 'Poznań Horse', 1],
    ],
  ],
]);

// ------------------------------------------------------------------ Russians
leader({ id: 'ru-dibich', name: 'feldm. Dybicz', side: 'ru', rank: 'c-in-c', range: 8 });
const ruCorps = (id: string, pl: string, en: string, general: string, colour: string): string => {
  const c = formation({ id, name: { pl, en }, side: 'ru', kind: 'corps', colour });
  leader({ id: `ru-${slug(general)}`, name: `gen. ${general}`, side: 'ru', rank: 'corps', range: 6, corps: c });
  return c;
};
const ruInfDivision = (
  n: number,
  general: string,
  range: number,
  colour: string,
  corps: string | undefined,
  kinds: [Kind, Kind],
  guns: Gun[],
): void => {
  const div = formation({
    id: `ru-${n}div`,
    name: { pl: `${n}. Dywizja Piechoty`, en: `${ORD(n)} Infantry Division` },
    side: 'ru',
    kind: 'division',
    ...(corps ? { corps } : {}),
    colour,
  });
  leader({
    id: `ru-${slug(general)}`,
    name: `gen. ${general}`,
    side: 'ru',
    rank: 'division',
    range,
    division: div,
    ...(corps ? { corps } : {}),
  });
  const o: Org = { side: 'ru', division: div, ...(corps ? { corps } : {}), prefix: `ru-${n}d`, short: `${n}DP` };
  const name = (k: Kind, i: number) =>
    k === 'jaegers'
      ? { pl: `${n}. DP: ${i}. pułk jegrów`, en: `${ORD(n)} Div: ${ORD(i)} Jäger Regiment`, n: `j${i}` }
      : k === 'carabiniers-foot'
        ? { pl: `${n}. DP: ${i}. pułk karabinierów`, en: `${ORD(n)} Div: ${ORD(i)} Carabinier Regiment`, n: `k${i}` }
        : k === 'grenadiers'
          ? { pl: `${n}. DP: ${i}. pułk grenadierów`, en: `${ORD(n)} Div: ${ORD(i)} Grenadier Regiment`, n: `g${i}` }
          : { pl: `${n}. DP: ${i}. pułk piechoty`, en: `${ORD(n)} Div: ${ORD(i)} Infantry Regiment`, n: `p${i}` };
  regiment(o, kinds[0], name(kinds[0], 1), 2);
  regiment(o, kinds[0], name(kinds[0], 2), 2);
  regiment(o, kinds[1], name(kinds[1], 1), 2);
  regiment(o, kinds[1], name(kinds[1], 2), 2);
  guns.forEach((g, i) => battery(o, g, i + 1));
};
const ruCavDivision = (
  id: string,
  pl: string,
  en: string,
  general: string,
  colour: string,
  corps: string | undefined,
  kind: Kind,
  regs: [string, string][],
): void => {
  const div = formation({ id, name: { pl, en }, side: 'ru', kind: 'division', ...(corps ? { corps } : {}), colour });
  leader({
    id: `ru-${slug(general)}`,
    name: `gen. ${general}`,
    side: 'ru',
    rank: 'division',
    range: 5,
    division: div,
    ...(corps ? { corps } : {}),
  });
  const o: Org = {
    side: 'ru',
    division: div,
    ...(corps ? { corps } : {}),
    prefix: id,
    short: id.replace(/^ru-/, '').slice(0, 8),
  };
  regs.forEach(([p, e], i) => regiment(o, kind, { pl: p, en: e, n: `r${i + 1}` }, 2));
  battery(o, 'horse', 1);
};

const c1 = ruCorps('ru-1corps', 'I Korpus Piechoty', 'I Infantry Corps', 'Pahlen', '#2f7f3f');
ruInfDivision(1, 'Gervais', 4, '#3f9f4f', c1, ['line', 'jaegers'], ['heavy', 'light']);
ruInfDivision(2, 'Teslev', 4, '#5fbf6f', c1, ['line', 'jaegers'], ['heavy', 'light']);
ruInfDivision(3, 'Shkurin', 4, '#7fdf8f', c1, ['line', 'jaegers'], ['heavy', 'light']);
ruCavDivision('ru-1hus', '1. Dywizja Huzarów', '1st Hussar Division', 'Lopukhin', '#1f5f2f', c1, 'hussars', [
  ['huzarzy I', 'Hussars I'],
  ['huzarzy II', 'Hussars II'],
]);
battery({ side: 'ru', corps: c1, prefix: 'ru-1corps', short: 'I K' }, 'heavy', 1);
battery({ side: 'ru', corps: c1, prefix: 'ru-1corps', short: 'I K' }, 'heavy', 2);

const c6 = ruCorps('ru-6corps', 'VI (Litewski) Korpus', 'VI (Lithuanian) Corps', 'Rosen', '#4f6f1f');
ruInfDivision(24, 'Kishkin', 4, '#6f8f2f', c6, ['line', 'jaegers'], ['heavy', 'light']);
ruInfDivision(25, 'Reibnitz', 4, '#8faf3f', c6, ['line', 'jaegers'], ['heavy', 'light']);
ruCavDivision('ru-lit-uhl', 'Litewska Dywizja Ułanów', 'Lithuanian Uhlan Division', 'Wlodek', '#3f4f0f', c6, 'uhlans', [
  ['ułani litewscy I', 'Lithuanian Uhlans I'],
  ['ułani litewscy II', 'Lithuanian Uhlans II'],
  ['ułani litewscy III', 'Lithuanian Uhlans III'],
]);
{
  const div = formation({
    id: 'ru-lit-gren',
    name: { pl: 'Litewska Brygada Grenadierów', en: 'Lithuanian Grenadier Brigade' },
    side: 'ru',
    kind: 'division',
    corps: c6,
    colour: '#afcf5f',
  });
  leader({
    id: 'ru-muravyov',
    name: 'gen. Murawjow',
    side: 'ru',
    rank: 'division',
    range: 3,
    division: div,
    corps: c6,
  });
  const o: Org = { side: 'ru', division: div, corps: c6, prefix: 'ru-litg', short: 'LitG' };
  regiment(o, 'grenadiers', { pl: 'grenadierzy litewscy', en: 'Lithuanian Grenadiers', n: 'g1' }, 2);
  regiment(o, 'grenadiers', { pl: 'grenadierzy samogiccy', en: 'Samogitian Grenadiers', n: 'g2' }, 2);
  battery(o, 'light', 1);
}
battery({ side: 'ru', corps: c6, prefix: 'ru-6corps', short: 'VI K' }, 'heavy', 1);
battery({ side: 'ru', corps: c6, prefix: 'ru-6corps', short: 'VI K' }, 'heavy', 2);

ruInfDivision(2_0, 'Poluektov', 4, '#2fbf9f', undefined, ['grenadiers', 'carabiniers-foot'], ['heavy', 'light']);
ruCavDivision(
  'ru-3cuir',
  '3. Dywizja Kirasjerów',
  '3rd Cuirassier Division',
  'Witt',
  '#0f3f2f',
  undefined,
  'cuirassiers',
  [
    ['kirasjerzy ks. Alberta', "Prince Albert's Cuirassiers"],
    ['kirasjerzy I', 'Cuirassiers I'],
    ['kirasjerzy II', 'Cuirassiers II'],
  ],
);
{
  const div = formation({
    id: 'ru-guard',
    name: { pl: 'Oddział Gwardii', en: 'Guard detachment' },
    side: 'ru',
    kind: 'division',
    colour: '#00704f',
  });
  leader({ id: 'ru-konstanty', name: 'w. ks. Konstanty', side: 'ru', rank: 'division', range: 4, division: div });
  const o: Org = { side: 'ru', division: div, prefix: 'ru-gw', short: 'Gw' };
  regiment(o, 'uhlans', { pl: 'ułani gwardii', en: 'Guard Uhlans', n: 'u' }, 2);
  regiment(o, 'marines', { pl: 'ekwipaż gwardii', en: 'Guard Equipage', n: 'm' }, 1);
  battery(o, 'heavy', 1);
  battery(o, 'heavy', 2);
  battery(o, 'horse', 3);
}

export const buildForces = (): Forces => {
  // the 2nd Grenadier Division was built with the number 20 to keep its ids apart from the 2nd Infantry Division
  const fix = (s: string) => s.replace('ru-20div', 'ru-2gren').replace(/^ru-20d-/, 'ru-2g-');
  return {
    id: 'rozkaz-forces',
    ours: true,
    note: {
      pl: 'Nasze żetony: formacje i dowódcy ze wstępu historycznego, wartości i nazwy batalionów nasze.',
      en: 'Our counters: formations and commanders from the historical introduction; values and battalion names are ours.',
    },
    formations: formations.map((f) =>
      f.id === 'ru-20div'
        ? { ...f, id: 'ru-2gren', name: { pl: '2. Dywizja Grenadierów', en: '2nd Grenadier Division' } }
        : f,
    ),
    leaders: leaders.map((l) => (l.division ? { ...l, division: fix(l.division) } : l)),
    units: units.map((u) => ({
      ...u,
      id: fix(u.id),
      ...(u.division ? { division: fix(u.division) } : {}),
      name: {
        pl: u.name.pl.replace('20. DP', '2. DGren').replace('20DP', '2DG'),
        en: u.name.en.replace('20th Div', '2nd Gren Div').replace('20DP', '2DG'),
      },
      short: u.short.replace('20DP', '2DG'),
    })),
  };
};

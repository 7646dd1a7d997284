// Writes the Rozkaz Manoeuvre pack's JSON files (the data): node scripts/packs/manoeuvre-rozkaz.mjs rules/games/manoeuvre/packs/rozkaz
// — edit the army sheets below, re-run, re-run the bench. It lives outside rules/ because it writes files.
// Generator for the Rozkaz original Manoeuvre pack (run once; the JSON files are the data).
import { writeFileSync } from 'node:fs';
const out = process.argv[2];
const T = (pl, en) => ({ pl, en });
const chart = [
  {
    id: 'open',
    code: '.',
    name: T('Teren otwarty', 'Clear'),
    enterable: true,
    blocksLineOfFire: false,
    assaultFrom: true,
    forcedMarchFrom: true,
    cavalryStops: false,
    defense: { assault: 0, bombardment: 0, volley: 0 },
    attack: { assault: 0, bombardment: 0, volley: 0 },
    fill: '#e6ebc4',
    note: T('Bez wpływu', 'No effect'),
  },
  {
    id: 'field',
    code: 'f',
    name: T('Pole', 'Field'),
    enterable: true,
    blocksLineOfFire: false,
    assaultFrom: true,
    forcedMarchFrom: false,
    cavalryStops: false,
    defense: { assault: 0, bombardment: 0, volley: 0 },
    attack: { assault: 1, bombardment: 0, volley: 0 },
    fill: '#efe09a',
    pattern: 'dots',
    note: T(
      'Natarcie z pola +1; bez forsownego marszu dla jednostki, która zaczęła tu ruch',
      'Assault from it +1; no Forced March for a unit that began its move here',
    ),
  },
  {
    id: 'marsh',
    code: 'm',
    name: T('Mokradła', 'Marsh'),
    enterable: true,
    blocksLineOfFire: false,
    assaultFrom: false,
    forcedMarchFrom: false,
    cavalryStops: true,
    defense: { assault: 1, bombardment: 0, volley: 0 },
    attack: { assault: 0, bombardment: 0, volley: 0 },
    fill: '#a9c7b4',
    pattern: 'marsh',
    note: T(
      'Obrona w natarciu +1; bez natarcia i wsparcia stąd; kawaleria zatrzymuje się; bez forsownego marszu',
      'Defense vs assault +1; no assault or support from here; cavalry stops; no Forced March',
    ),
  },
  {
    id: 'hills',
    code: 'h',
    name: T('Wzgórza', 'Hills'),
    enterable: true,
    blocksLineOfFire: true,
    assaultFrom: true,
    forcedMarchFrom: true,
    cavalryStops: false,
    defense: { assault: 2, bombardment: 1, volley: 1 },
    attack: { assault: 0, bombardment: 1, volley: 1 },
    fill: '#c9a86a',
    pattern: 'hills',
    note: T(
      'Obrona +2 (ostrzał +1); ostrzał i salwa stąd +1; zasłania linię ognia',
      'Defense +2 (fire +1); bombard and volley from here +1; blocks line of fire',
    ),
  },
  {
    id: 'town',
    code: 't',
    name: T('Miasto', 'Town'),
    enterable: true,
    blocksLineOfFire: true,
    assaultFrom: true,
    forcedMarchFrom: true,
    cavalryStops: false,
    defense: { assault: 2, bombardment: 2, volley: 2 },
    attack: { assault: 0, bombardment: 0, volley: 0 },
    fill: '#c98f7a',
    pattern: 'town',
    note: T('Obrona +2; zasłania linię ognia', 'Defense +2; blocks line of fire'),
  },
  {
    id: 'woods',
    code: 'w',
    name: T('Las', 'Woods'),
    enterable: true,
    blocksLineOfFire: true,
    assaultFrom: true,
    forcedMarchFrom: true,
    cavalryStops: true,
    defense: { assault: 1, bombardment: 2, volley: 1 },
    attack: { assault: 0, bombardment: 0, volley: 0 },
    fill: '#6f9a5a',
    pattern: 'trees',
    note: T(
      'Obrona +1 (ostrzał +2); kawaleria zatrzymuje się; zasłania linię ognia',
      'Defense +1 (bombardment +2); cavalry stops; blocks line of fire',
    ),
  },
  {
    id: 'lake',
    code: 'l',
    name: T('Jezioro', 'Lake'),
    enterable: false,
    blocksLineOfFire: false,
    assaultFrom: true,
    forcedMarchFrom: true,
    cavalryStops: false,
    defense: { assault: 0, bombardment: 0, volley: 0 },
    attack: { assault: 0, bombardment: 0, volley: 0 },
    fill: '#7fb2d9',
    note: T('Nie można wejść; można kontrolować', 'Cannot be entered; can be controlled'),
  },
];
const S = [
  ['Dolina', 'The Vale', '....', '.f..', '..f.', '....'],
  ['Wzgórze Wiatraka', 'Windmill Hill', '.h..', 'hh..', '....', '..f.'],
  ['Stary Las', 'Old Wood', 'ww..', 'w...', '...f', '....'],
  ['Wieś nad Stawem', 'Village Pond', '....', '.tl.', '....', 'f...'],
  ['Bagna', 'The Fens', 'm...', 'mm..', '...f', '....'],
  ['Rozstaje', 'Crossroads', '....', '..t.', '.f..', '....'],
  ['Grzbiet', 'The Ridge', '....', 'hhh.', '....', '.f..'],
  ['Jezioro', 'The Mere', '..l.', '.ll.', '....', 'f...'],
  ['Łany', 'Wheatlands', 'ff..', 'ff..', '....', '..w.'],
  ['Zagajnik', 'Coppice', '....', '.w..', '..w.', '....'],
  ['Miasteczko', 'Market Town', '....', '.t..', '.t..', '...h'],
  ['Rozlewiska', 'Water Meadows', '...m', '..m.', 'f...', '....'],
  ['Dwa Wzgórza', 'Twin Hills', 'h...', '....', '...h', '....'],
  ['Skraj Lasu', 'Forest Edge', 'wwww', '....', '....', '.f..'],
  ['Młyn', 'The Mill', '....', '.l..', '.t..', '..f.'],
  ['Błonia', 'The Commons', '....', '....', '.f..', '....'],
  ['Wąwóz', 'The Defile', '.h.h', '.h.h', '....', '....'],
  ['Folwark', 'Manor Farm', 'f...', 'ft..', '....', '...w'],
  ['Torfowisko', 'Peat Bog', '....', '..mm', '..m.', 'w...'],
  ['Kurhan', 'The Barrow', '....', '..h.', '....', 'm...'],
  ['Dąbrowa', 'Oak Grove', '.w..', 'ww..', '..h.', '....'],
  ['Groblа', 'The Causeway', 'l..l', '....', '..t.', '....'],
  ['Sady', 'Orchards', '..w.', '.f..', '.f..', '....'],
  ['Pogranicze', 'Borderland', '...t', '..h.', '.w..', 'f...'],
].map(([pl, en, ...rows], i) => ({ id: i + 1, name: T(pl.replace('Groblа', 'Grobla'), en), rows }));

const parse = (unit, s) => {
  const c = { unit };
  for (const tok of s.split(' ')) {
    const k = tok[0],
      v = tok.slice(1);
    if (k === 'A') c.attack = v;
    else if (k === 'D') c.defense = +v;
    else if (k === 'B') c.bombard = v;
    else if (k === 'R') c.range = +v;
    else if (k === 'V') c.volley = v;
    else if (k === 'P') c.pursuit = +v;
    else if (k === 'W') c.withdraw = +v;
    else if (k === 'N') c.nra = true;
    else throw new Error(tok);
  }
  return c;
};
const ROLES = {
  guard: ['A2d8 D2', 'A1d10 D3', 'B2d6 R2', 'A2d6 D2 N', 'D4 A1d6'],
  line: ['A1d8 D2', 'A1d10 D1', 'B1d8 R2', 'D3 A1d6 N', 'V1d8 R1 D1'],
  gun: ['B2d6 R2', 'B1d10 R2', 'V1d8 R1 D2', 'D3 A1d6', 'A1d8 D1'],
  light: ['A1d8 D1 N', 'V1d8 R1 D2', 'V1d10 R1 D1', 'D3 A1d6 N', 'B1d6 R2'],
  militia: ['A1d6 D2', 'A1d8 D1', 'D2 A1d6 N', 'V1d6 R1 D1', 'D3 A1d6'],
  heavy: ['A2d8 P3', 'A1d10 P2', 'A2d6 D1 P3', 'D2 A1d8', 'A1d8 P4 N'],
  lightcav: ['A1d8 P3', 'A1d6 P4 N', 'D2 A1d6 P2', 'A1d8 D1 P3', 'A1d6 D2'],
};
const A = [];
const army = (id, pl, en, cpl, cen, units, hq, tweak = (x) => x) => {
  const unitCards = [];
  for (const [key, _name, _short, _type, _full, _reduced, role, extra] of units) {
    const uid = `${id}.${key}`;
    const cards = (extra ?? ROLES[role]).map((s) => tweak(parse(uid, s), role));
    unitCards.push(...cards);
  }
  A.push({
    id,
    name: T(pl, en),
    character: T(cpl, cen),
    unitWithdraw: id === 'us',
    units: units.map(([key, name, short, type, full, reduced, , , cardName]) => ({
      id: `${id}.${key}`,
      name,
      ...(cardName ? { cardName } : {}),
      short,
      type,
      full,
      reduced,
    })),
    unitCards,
    hq,
  });
};
const L = (name, command, combat, rally, extra = {}) => ({
  type: 'leader',
  count: 1,
  name,
  command,
  combat,
  rally,
  ...extra,
});
const H = (type, count, extra = {}) => ({ type, count, ...extra });

army(
  'fr',
  'Francja',
  'France',
  'Wielka Armia: Gwardia, działa Cesarza i śmiałe natarcia.',
  "The Grande Armée: the Guard, the Emperor's guns and bold assaults.",
  [
    ['garde', 'Garde Imperial', 'Garde', 'inf', 8, 5, 'guard', null, 'Imperial Guard'],
    ['4e', '4e de Ligne', '4e Lig', 'inf', 6, 4, 'line'],
    ['18e', '18e de Ligne', '18e Lig', 'inf', 6, 3, 'line'],
    ['legere', '1er Léger', '1er Lég', 'inf', 4, 3, 'light'],
    ['artillerie', 'Artillerie de la Garde', 'Art Gd', 'inf', 4, 2, 'gun'],
    ['cuirassiers', '1er Cuirassiers', '1er Cuir', 'cav', 6, 4, 'heavy'],
    ['hussards', '7e Hussards', '7e Hus', 'cav', 5, 2, 'lightcav'],
    ['chasseurs', 'Chasseurs à cheval', 'Chass', 'cav', 5, 3, 'lightcav'],
  ],
  [
    L('Napoléon', 4, 3, 4, { pursuitMod: -1, grandBattery: true }),
    L('Nicolas Soult', 3, 2, 3),
    L('Michel Ney', 3, 3, 5, { pursuitMod: -1 }),
    L('Joachim Murat', 2, 2, 2, { pursuitMod: -2 }),
    H('withdraw', 3),
    H('forced-march', 3),
    H('supply', 3),
    H('committed', 3),
    H('ambush', 2, { attack: '1d10' }),
    H('scout', 2),
  ],
);
army(
  'gb',
  'Wielka Brytania',
  'Great Britain',
  'Cienka czerwona linia: uparta obrona, salwy, reduty.',
  'The thin red line: stubborn defence, volleys and redoubts.',
  [
    ['coldstream', 'Coldstream Guards', 'Coldstr', 'inf', 6, 4, 'guard'],
    ['42nd', '42nd Highlanders', '42nd', 'inf', 5, 3, 'line'],
    ['27th', '27th Inniskilling', '27th', 'inf', 5, 3, 'line'],
    ['95th', '95th Rifles', '95th', 'inf', 4, 3, 'light'],
    ['rha', 'Royal Horse Artillery', 'RHA', 'inf', 4, 2, 'gun'],
    ['kgl', "King's German Legion", 'KGL', 'inf', 5, 3, 'line'],
    ['greys', 'Royal Scots Greys', 'Greys', 'cav', 6, 3, 'heavy'],
    ['10th', '10th Hussars', '10th H', 'cav', 4, 2, 'lightcav'],
  ],
  [
    L('Wellington', 3, 3, 4),
    L('Thomas Picton', 2, 3, 3),
    L('Lord Uxbridge', 2, 2, 2, { pursuitMod: -1 }),
    L('Rowland Hill', 3, 2, 3),
    H('withdraw', 3),
    H('redoubt', 3),
    H('supply', 3),
    H('skirmish', 2),
    H('scout', 2),
    H('forced-march', 3),
  ],
  (c) => (c.defense ? { ...c, defense: c.defense + 1 } : c),
);
army(
  'at',
  'Austria',
  'Austria',
  'Wiele dział i głębokie odwody; powolne, lecz wytrwałe.',
  'Many guns and deep reserves: slow but enduring.',
  [
    ['grenadiere', 'Grenadier-Bataillone', 'Gren', 'inf', 7, 4, 'guard'],
    ['deutschmeister', 'IR 4 Hoch- und Deutschmeister', 'IR 4', 'inf', 6, 4, 'line'],
    ['karl', 'IR 3 Erzherzog Karl', 'IR 3', 'inf', 5, 3, 'gun'],
    ['grenzer', 'Grenz-Infanterie', 'Grenz', 'inf', 4, 3, 'line'],
    ['jaeger', 'Jäger-Bataillon', 'Jäger', 'inf', 4, 3, 'light'],
    ['kuerassiere', 'Kürassier-Regiment', 'Kür', 'cav', 6, 4, 'heavy'],
    ['chevaulegers', 'Chevaulegers', 'Chevl', 'cav', 5, 3, 'lightcav'],
    ['uhlanen', 'Uhlanen', 'Uhl', 'cav', 4, 2, 'lightcav'],
  ],
  [
    L('Arcyksiążę Karol', 4, 2, 4),
    L('Karl Schwarzenberg', 3, 2, 3),
    L('Josef Radetzky', 2, 3, 3),
    H('withdraw', 3),
    H('supply', 3),
    H('redoubt', 3),
    H('sappers', 2),
    H('forced-march', 3),
    H('committed', 2),
    H('scout', 1),
  ],
);
army(
  'pr',
  'Prusy',
  'Prussia',
  'Vorwärts! Twarde natarcia i bezlitosny pościg.',
  'Vorwärts! Hard-hitting assaults and relentless pursuit.',
  [
    ['garde', 'Garde zu Fuß', 'Garde', 'inf', 7, 4, 'guard'],
    ['leibgren', 'Leib-Grenadiere', 'LeibGr', 'inf', 6, 4, 'line'],
    ['fusiliere', 'Schlesische Füsiliere', 'Füs', 'inf', 5, 3, 'light'],
    ['pommern', 'Pommersches IR', 'Pomm', 'inf', 6, 4, 'gun'],
    ['landwehr', 'Kurmärkische Landwehr', 'Landw', 'inf', 5, 3, 'militia'],
    ['dragoner', 'Brandenburg-Dragoner', 'Drag', 'cav', 5, 3, 'heavy'],
    ['husaren', 'Leib-Husaren', 'Hus', 'cav', 5, 3, 'lightcav'],
    ['ulanen', 'Schlesische Ulanen', 'Ulan', 'cav', 4, 2, 'lightcav'],
  ],
  [
    L('Gebhard Blücher', 3, 4, 4, { pursuitMod: -2 }),
    L('August Gneisenau', 4, 2, 4),
    L('Ludwig Yorck', 3, 4, 3),
    L('Friedrich Bülow', 2, 3, 3),
    H('committed', 4),
    H('forced-march', 3),
    H('withdraw', 3),
    H('supply', 3),
    H('sappers', 2),
    H('ambush', 1, { attack: '1d10' }),
  ],
);
army(
  'ru',
  'Rosja',
  'Russia',
  'Nieprzebrane masy: silne bataliony, reduty i Kozacy.',
  'Endless masses: big battalions, redoubts and Cossacks.',
  [
    ['preobrazhensky', 'Preobrazhensky Guard', 'Preob', 'inf', 7, 4, 'guard'],
    ['semenovsky', 'Semenovsky Guard', 'Semen', 'inf', 5, 3, 'line'],
    ['moscow', 'Moscow Grenadiers', 'MosGr', 'inf', 5, 3, 'gun'],
    ['tobolsk', 'Tobolsk Regiment', 'Tobol', 'inf', 5, 3, 'line'],
    ['jaeger', '1st Jäger', 'Jäger', 'inf', 4, 2, 'light'],
    ['opolchenie', 'Opolchenie', 'Opol', 'inf', 3, 2, 'militia'],
    ['cuirassiers', 'Chevalier Guard', 'ChevGd', 'cav', 6, 4, 'heavy'],
    [
      'cossacks',
      'Don Cossacks',
      'Cossack',
      'cav',
      4,
      2,
      'lightcav',
      ['A1d8 P4', 'A1d6 P4 N', 'D2 A1d6 P3', 'A1d8 D1 P3', 'A1d6 P5'],
    ],
  ],
  [
    L('Michaił Kutuzow', 3, 2, 5),
    L('Piotr Bagration', 3, 3, 3),
    L('Barclay de Tolly', 2, 2, 4),
    L('Matwiej Płatow', 2, 1, 2, { pursuitMod: -2 }),
    H('redoubt', 3),
    H('withdraw', 3),
    H('supply', 3),
    H('guerrilla', 2),
    H('forced-march', 3),
    H('scout', 2),
  ],
);
army(
  'es',
  'Hiszpania',
  'Spain',
  'Słaba linia, zaciekła partyzantka: nęka marsze i zaopatrzenie wroga.',
  "A weak line and a fierce guerrilla that harasses the enemy's marches and supply.",
  [
    ['guardias', 'Guardias Españolas', 'Guard', 'inf', 7, 4, 'guard'],
    ['irlanda', 'Regimiento Irlanda', 'Irlanda', 'inf', 6, 3, 'line'],
    ['granaderos', 'Granaderos Provinciales', 'Gran', 'inf', 5, 3, 'gun'],
    ['cataluna', 'Voluntarios de Cataluña', 'Catal', 'inf', 5, 3, 'light'],
    ['milicia', 'Milicia Provincial', 'Milicia', 'inf', 5, 3, 'militia'],
    ['carabineros', 'Carabineros Reales', 'Carab', 'cav', 5, 3, 'heavy'],
    ['husares', 'Húsares de Extremadura', 'Húsar', 'cav', 5, 2, 'lightcav'],
    ['lanceros', 'Lanceros de Jerez', 'Lanc', 'cav', 5, 3, 'lightcav'],
  ],
  [
    L('Francisco Castaños', 3, 2, 3),
    L('Gregorio de la Cuesta', 2, 3, 2),
    L('Joaquín Blake', 3, 1, 4),
    L('José Palafox', 2, 3, 4),
    H('guerrilla', 4),
    H('ambush', 3, { attack: '1d10' }),
    H('withdraw', 3),
    H('supply', 2),
    H('redoubt', 2),
    H('committed', 2),
  ],
);
army(
  'ot',
  'Imperium Osmańskie',
  'Ottoman Empire',
  'Konnica i furia: wiele jazdy, zasadzki, przegrupowanie zamiast zaopatrzenia.',
  'Horse and fury: many cavalry, ambushes, and Regroup instead of Supply.',
  [
    ['janissaries', 'Janissaries', 'Janis', 'inf', 7, 4, 'guard'],
    ['nizam', 'Nizam-ı Cedid', 'Nizam', 'inf', 5, 3, 'gun'],
    ['sekban', 'Sekban', 'Sekban', 'inf', 5, 3, 'line'],
    ['albanians', 'Albanian Irregulars', 'Alban', 'inf', 4, 2, 'militia'],
    ['sipahis', 'Sipahis', 'Sipahi', 'cav', 6, 4, 'heavy'],
    ['mamluks', 'Mamluks', 'Mamluk', 'cav', 6, 3, 'heavy'],
    ['delis', 'Delis', 'Deli', 'cav', 4, 2, 'lightcav'],
    ['tatars', 'Tatar Horse', 'Tatar', 'cav', 4, 2, 'lightcav'],
  ],
  [
    L('Wielki Wezyr', 3, 3, 3, { pursuitMod: -1 }),
    L('Mustafa Pasza', 2, 3, 3),
    L('Ali Pasza', 3, 2, 2, { pursuitMod: -1 }),
    H('regroup', 4),
    H('ambush', 3, { attack: '1d10' }),
    H('withdraw', 3),
    H('forced-march', 3),
    H('committed', 2),
    H('guerrilla', 2),
  ],
);
army(
  'us',
  'Stany Zjednoczone',
  'United States',
  'Strzelcy i milicja: wymykają się dzięki wartościom odwrotu i potyczkom.',
  'Riflemen and militia: they slip away with Withdraw values and skirmishes.',
  [
    [
      'regulars',
      '25th US Infantry',
      '25th',
      'inf',
      7,
      4,
      'line',
      ['A1d8 D2', 'A1d10 D1', 'D3 W2', 'D3 A1d6 N', 'V1d8 R1 D1'],
    ],
    [
      'marines',
      'US Marines',
      'Marines',
      'inf',
      6,
      3,
      'guard',
      ['A2d8 D2', 'A1d10 D3', 'B2d6 R2', 'A2d6 D2 W2', 'D4 A1d6'],
    ],
    [
      'riflemen',
      'Kentucky Riflemen',
      'KY Rifl',
      'inf',
      5,
      3,
      'light',
      ['A1d8 D1 N', 'V1d8 R1 D2', 'V1d10 R1 D1', 'D3 W3 N', 'B1d6 R2'],
    ],
    [
      'militia',
      'New York Militia',
      'NY Mil',
      'inf',
      5,
      3,
      'militia',
      ['A1d6 D2', 'A1d8 D1', 'D2 W3', 'V1d6 R1 D1', 'D3 A1d6 W2'],
    ],
    [
      'volunteers',
      'Pennsylvania Volunteers',
      'PA Vol',
      'inf',
      5,
      3,
      'line',
      ['A1d8 D2', 'A1d10 D1', 'B1d8 R2', 'D3 W2 N', 'V1d8 R1 D1'],
    ],
    [
      'artillery',
      'Corps of Artillery',
      'Art',
      'inf',
      5,
      3,
      'gun',
      ['B2d6 R2', 'B1d10 R2', 'V1d8 R1 D2', 'D3 W2', 'A1d8 D1'],
    ],
    [
      'dragoons',
      'US Light Dragoons',
      'LtDrag',
      'cav',
      5,
      3,
      'heavy',
      ['A2d8 P3', 'A1d10 P2', 'A2d6 D1 P3', 'D2 A1d8 W2', 'A1d8 P4 N'],
    ],
    [
      'rangers',
      'Mounted Rangers',
      'Rangers',
      'cav',
      5,
      3,
      'lightcav',
      ['A1d8 P3', 'A1d6 P4 N', 'D2 P2 W3', 'A1d8 D1 P3', 'A1d6 D2'],
    ],
  ],
  [
    L('Winfield Scott', 3, 3, 4),
    L('Andrew Jackson', 3, 4, 3),
    L('Jacob Brown', 2, 2, 3),
    H('skirmish', 3),
    H('withdraw', 3),
    H('supply', 3),
    H('forced-march', 3),
    H('scout', 2),
    H('redoubt', 3),
  ],
);

const pack = {
  id: 'rozkaz',
  title: T('Rozkaz — oryginalny zestaw', 'Rozkaz original pack'),
  notice: T(
    'Oryginalne dane Rozkazu (teren, sekcje, armie, talie); nie są to oficjalne komponenty GMT Games.',
    'Original Rozkaz data (terrain, sections, armies, decks); not the official GMT Games components.',
  ),
  chart,
  sections: S,
  armies: A,
};
writeFileSync(
  `${out}/meta.json`,
  JSON.stringify({ id: pack.id, title: pack.title, notice: pack.notice }, null, 1) + '\n',
);
writeFileSync(`${out}/terrain.json`, JSON.stringify(chart, null, 1) + '\n');
writeFileSync(`${out}/sections.json`, '[\n' + S.map((s) => JSON.stringify(s)).join(',\n') + '\n]\n');
for (const a of A) {
  const { unitCards, ...rest } = a;
  const body = JSON.stringify(rest, null, 1).replace(
    /\n}$/,
    `,\n "unitCards": [\n  ${unitCards.map((c) => JSON.stringify(c)).join(',\n  ')}\n ]\n}`,
  );
  writeFileSync(`${out}/${a.id}.json`, body + '\n');
}

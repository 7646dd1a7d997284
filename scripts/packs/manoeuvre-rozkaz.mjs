// Writes the Rozkaz Manoeuvre pack's JSON files (the data): node scripts/packs/manoeuvre-rozkaz.mjs rules/games/manoeuvre/packs/rozkaz
// — edit the tables below, re-run, re-run the bench. It lives outside rules/ because it writes files.
// Generator for the Rozkaz original Manoeuvre pack (run once; the JSON files are the data).
import { writeFileSync } from 'node:fs';
const out = process.argv[2];
const T = (pl, en) => ({ pl, en });
/** A table's rows: its lines that are not blank, each split at ' | ' into trimmed fields. */
const rows = (table) =>
  table
    .trim()
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => line.split(' | ').map((f) => f.trim()));

// The terrain chart, one row a terrain: id, map code, what it allows (E enterable, B blocks the line of
// fire, A assault and support from it, F Forced March from it, C cavalry stops), its defence and attack
// modifiers against assault / bombardment / volley, fill, pattern (- none); then the Polish and English
// names and notes.
const TERRAIN = `
open  . E-AF- 0/0/0 0/0/0 #e6ebc4 -     | Teren otwarty | Clear | Bez wpływu | No effect
field f E-A-- 0/0/0 1/0/0 #efe09a dots  | Pole | Field | Natarcie z pola +1; bez forsownego marszu dla jednostki, która zaczęła tu ruch | Assault from it +1; no Forced March for a unit that began its move here
marsh m E---C 1/0/0 0/0/0 #a9c7b4 marsh | Mokradła | Marsh | Obrona w natarciu +1; bez natarcia i wsparcia stąd; kawaleria zatrzymuje się; bez forsownego marszu | Defense vs assault +1; no assault or support from here; cavalry stops; no Forced March
hills h EBAF- 2/1/1 0/1/1 #c9a86a hills | Wzgórza | Hills | Obrona +2 (ostrzał +1); ostrzał i salwa stąd +1; zasłania linię ognia | Defense +2 (fire +1); bombard and volley from here +1; blocks line of fire
town  t EBAF- 2/2/2 0/0/0 #c98f7a town  | Miasto | Town | Obrona +2; zasłania linię ognia | Defense +2; blocks line of fire
woods w EBAFC 1/2/1 0/0/0 #6f9a5a trees | Las | Woods | Obrona +1 (ostrzał +2); kawaleria zatrzymuje się; zasłania linię ognia | Defense +1 (bombardment +2); cavalry stops; blocks line of fire
lake  l --AF- 0/0/0 0/0/0 #7fb2d9 -     | Jezioro | Lake | Nie można wejść; można kontrolować | Cannot be entered; can be controlled
`;
const modifiers = (s) => {
  const [assault, bombardment, volley] = s.split('/').map(Number);
  return { assault, bombardment, volley };
};
const chart = rows(TERRAIN).map(([head, pl, en, notePl, noteEn]) => {
  const [id, code, allows, defense, attack, fill, pattern] = head.split(/ +/);
  return {
    id,
    code,
    name: T(pl, en),
    enterable: allows[0] === 'E',
    blocksLineOfFire: allows[1] === 'B',
    assaultFrom: allows[2] === 'A',
    forcedMarchFrom: allows[3] === 'F',
    cavalryStops: allows[4] === 'C',
    defense: modifiers(defense),
    attack: modifiers(attack),
    fill,
    ...(pattern === '-' ? {} : { pattern }),
    note: T(notePl, noteEn),
  };
});
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
// A unit card in the compact notation "A2d8 D2 B2d6 R2 V1d8 P3 W2 N": a letter names the value, dice
// stay strings, the rest are numbers, N alone marks "no retreat after".
const CARD_VALUES = { A: 'attack', D: 'defense', B: 'bombard', R: 'range', V: 'volley', P: 'pursuit', W: 'withdraw' };
const DICE_VALUES = 'ABV';
const parse = (unit, s) => {
  const c = { unit };
  for (const tok of s.split(' ')) {
    const key = CARD_VALUES[tok[0]];
    if (tok === 'N') c.nra = true;
    else if (!key) throw new Error(tok);
    else c[key] = DICE_VALUES.includes(tok[0]) ? tok.slice(1) : Number(tok.slice(1));
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

// The army sheets. `army id | names | characters`, then its lines:
//   unit key | name | short | type full reduced [arm] | role, or role: its own five cards | card name (if other)
//     (arm: the symbol its counter shows when not its type's, e.g. `artillery` for the guns; display only)
//   leader name | command combat rally | extras (pursuitMod -1, grandBattery)
//   cards type count [attack], …  (the HQ cards)
//   defense +1 (every unit card with a defence value), unitWithdraw (the army's units have Withdraw values)
const ARMIES = `
army fr | Francja | France | Wielka Armia: Gwardia, działa Cesarza i śmiałe natarcia. | The Grande Armée: the Guard, the Emperor's guns and bold assaults.
unit garde | Garde Imperial | Garde | inf 8 5 | guard | Imperial Guard
unit 4e | 4e de Ligne | 4e Lig | inf 6 4 | line
unit 18e | 18e de Ligne | 18e Lig | inf 6 3 | line
unit legere | 1er Léger | 1er Lég | inf 4 3 | light
unit artillerie | Artillerie de la Garde | Art Gd | inf 4 2 artillery | gun
unit cuirassiers | 1er Cuirassiers | 1er Cuir | cav 6 4 | heavy
unit hussards | 7e Hussards | 7e Hus | cav 5 2 | lightcav
unit chasseurs | Chasseurs à cheval | Chass | cav 5 3 | lightcav
leader Napoléon | 4 3 4 | pursuitMod -1 grandBattery
leader Nicolas Soult | 3 2 3
leader Michel Ney | 3 3 5 | pursuitMod -1
leader Joachim Murat | 2 2 2 | pursuitMod -2
cards withdraw 3, forced-march 3, supply 3, committed 3, ambush 2 1d10, scout 2

army gb | Wielka Brytania | Great Britain | Cienka czerwona linia: uparta obrona, salwy, reduty. | The thin red line: stubborn defence, volleys and redoubts.
unit coldstream | Coldstream Guards | Coldstr | inf 6 4 | guard
unit 42nd | 42nd Highlanders | 42nd | inf 5 3 | line
unit 27th | 27th Inniskilling | 27th | inf 5 3 | line
unit 95th | 95th Rifles | 95th | inf 4 3 | light
unit rha | Royal Horse Artillery | RHA | inf 4 2 artillery | gun
unit kgl | King's German Legion | KGL | inf 5 3 | line
unit greys | Royal Scots Greys | Greys | cav 6 3 | heavy
unit 10th | 10th Hussars | 10th H | cav 4 2 | lightcav
leader Wellington | 3 3 4
leader Thomas Picton | 2 3 3
leader Lord Uxbridge | 2 2 2 | pursuitMod -1
leader Rowland Hill | 3 2 3
cards withdraw 3, redoubt 3, supply 3, skirmish 2, scout 2, forced-march 3
defense +1

army at | Austria | Austria | Wiele dział i głębokie odwody; powolne, lecz wytrwałe. | Many guns and deep reserves: slow but enduring.
unit grenadiere | Grenadier-Bataillone | Gren | inf 7 4 | guard
unit deutschmeister | IR 4 Hoch- und Deutschmeister | IR 4 | inf 6 4 | line
unit karl | IR 3 Erzherzog Karl | IR 3 | inf 5 3 | gun
unit grenzer | Grenz-Infanterie | Grenz | inf 4 3 | line
unit jaeger | Jäger-Bataillon | Jäger | inf 4 3 | light
unit kuerassiere | Kürassier-Regiment | Kür | cav 6 4 | heavy
unit chevaulegers | Chevaulegers | Chevl | cav 5 3 | lightcav
unit uhlanen | Uhlanen | Uhl | cav 4 2 | lightcav
leader Arcyksiążę Karol | 4 2 4
leader Karl Schwarzenberg | 3 2 3
leader Josef Radetzky | 2 3 3
cards withdraw 3, supply 3, redoubt 3, sappers 2, forced-march 3, committed 2, scout 1

army pr | Prusy | Prussia | Vorwärts! Twarde natarcia i bezlitosny pościg. | Vorwärts! Hard-hitting assaults and relentless pursuit.
unit garde | Garde zu Fuß | Garde | inf 7 4 | guard
unit leibgren | Leib-Grenadiere | LeibGr | inf 6 4 | line
unit fusiliere | Schlesische Füsiliere | Füs | inf 5 3 | light
unit pommern | Pommersches IR | Pomm | inf 6 4 | gun
unit landwehr | Kurmärkische Landwehr | Landw | inf 5 3 | militia
unit dragoner | Brandenburg-Dragoner | Drag | cav 5 3 | heavy
unit husaren | Leib-Husaren | Hus | cav 5 3 | lightcav
unit ulanen | Schlesische Ulanen | Ulan | cav 4 2 | lightcav
leader Gebhard Blücher | 3 4 4 | pursuitMod -2
leader August Gneisenau | 4 2 4
leader Ludwig Yorck | 3 4 3
leader Friedrich Bülow | 2 3 3
cards committed 4, forced-march 3, withdraw 3, supply 3, sappers 2, ambush 1 1d10

army ru | Rosja | Russia | Nieprzebrane masy: silne bataliony, reduty i Kozacy. | Endless masses: big battalions, redoubts and Cossacks.
unit preobrazhensky | Preobrazhensky Guard | Preob | inf 7 4 | guard
unit semenovsky | Semenovsky Guard | Semen | inf 5 3 | line
unit moscow | Moscow Grenadiers | MosGr | inf 5 3 | gun
unit tobolsk | Tobolsk Regiment | Tobol | inf 5 3 | line
unit jaeger | 1st Jäger | Jäger | inf 4 2 | light
unit opolchenie | Opolchenie | Opol | inf 3 2 | militia
unit cuirassiers | Chevalier Guard | ChevGd | cav 6 4 | heavy
unit cossacks | Don Cossacks | Cossack | cav 4 2 | lightcav: A1d8 P4, A1d6 P4 N, D2 A1d6 P3, A1d8 D1 P3, A1d6 P5
leader Michaił Kutuzow | 3 2 5
leader Piotr Bagration | 3 3 3
leader Barclay de Tolly | 2 2 4
leader Matwiej Płatow | 2 1 2 | pursuitMod -2
cards redoubt 3, withdraw 3, supply 3, guerrilla 2, forced-march 3, scout 2

army es | Hiszpania | Spain | Słaba linia, zaciekła partyzantka: nęka marsze i zaopatrzenie wroga. | A weak line and a fierce guerrilla that harasses the enemy's marches and supply.
unit guardias | Guardias Españolas | Guard | inf 7 4 | guard
unit irlanda | Regimiento Irlanda | Irlanda | inf 6 3 | line
unit granaderos | Granaderos Provinciales | Gran | inf 5 3 | gun
unit cataluna | Voluntarios de Cataluña | Catal | inf 5 3 | light
unit milicia | Milicia Provincial | Milicia | inf 5 3 | militia
unit carabineros | Carabineros Reales | Carab | cav 5 3 | heavy
unit husares | Húsares de Extremadura | Húsar | cav 5 2 | lightcav
unit lanceros | Lanceros de Jerez | Lanc | cav 5 3 | lightcav
leader Francisco Castaños | 3 2 3
leader Gregorio de la Cuesta | 2 3 2
leader Joaquín Blake | 3 1 4
leader José Palafox | 2 3 4
cards guerrilla 4, ambush 3 1d10, withdraw 3, supply 2, redoubt 2, committed 2

army ot | Imperium Osmańskie | Ottoman Empire | Konnica i furia: wiele jazdy, zasadzki, przegrupowanie zamiast zaopatrzenia. | Horse and fury: many cavalry, ambushes, and Regroup instead of Supply.
unit janissaries | Janissaries | Janis | inf 7 4 | guard
unit nizam | Nizam-ı Cedid | Nizam | inf 5 3 | gun
unit sekban | Sekban | Sekban | inf 5 3 | line
unit albanians | Albanian Irregulars | Alban | inf 4 2 | militia
unit sipahis | Sipahis | Sipahi | cav 6 4 | heavy
unit mamluks | Mamluks | Mamluk | cav 6 3 | heavy
unit delis | Delis | Deli | cav 4 2 | lightcav
unit tatars | Tatar Horse | Tatar | cav 4 2 | lightcav
leader Wielki Wezyr | 3 3 3 | pursuitMod -1
leader Mustafa Pasza | 2 3 3
leader Ali Pasza | 3 2 2 | pursuitMod -1
cards regroup 4, ambush 3 1d10, withdraw 3, forced-march 3, committed 2, guerrilla 2

army us | Stany Zjednoczone | United States | Strzelcy i milicja: wymykają się dzięki wartościom odwrotu i potyczkom. | Riflemen and militia: they slip away with Withdraw values and skirmishes.
unit regulars | 25th US Infantry | 25th | inf 7 4 | line: A1d8 D2, A1d10 D1, D3 W2, D3 A1d6 N, V1d8 R1 D1
unit marines | US Marines | Marines | inf 6 3 | guard: A2d8 D2, A1d10 D3, B2d6 R2, A2d6 D2 W2, D4 A1d6
unit riflemen | Kentucky Riflemen | KY Rifl | inf 5 3 | light: A1d8 D1 N, V1d8 R1 D2, V1d10 R1 D1, D3 W3 N, B1d6 R2
unit militia | New York Militia | NY Mil | inf 5 3 | militia: A1d6 D2, A1d8 D1, D2 W3, V1d6 R1 D1, D3 A1d6 W2
unit volunteers | Pennsylvania Volunteers | PA Vol | inf 5 3 | line: A1d8 D2, A1d10 D1, B1d8 R2, D3 W2 N, V1d8 R1 D1
unit artillery | Corps of Artillery | Art | inf 5 3 artillery | gun: B2d6 R2, B1d10 R2, V1d8 R1 D2, D3 W2, A1d8 D1
unit dragoons | US Light Dragoons | LtDrag | cav 5 3 | heavy: A2d8 P3, A1d10 P2, A2d6 D1 P3, D2 A1d8 W2, A1d8 P4 N
unit rangers | Mounted Rangers | Rangers | cav 5 3 | lightcav: A1d8 P3, A1d6 P4 N, D2 P2 W3, A1d8 D1 P3, A1d6 D2
leader Winfield Scott | 3 3 4
leader Andrew Jackson | 3 4 3
leader Jacob Brown | 2 2 3
cards skirmish 3, withdraw 3, supply 3, forced-march 3, scout 2, redoubt 3
unitWithdraw
`;

/** `pursuitMod -1 grandBattery` → { pursuitMod: -1, grandBattery: true } */
const extras = (s = '') => {
  const o = {};
  const words = s.split(' ').filter(Boolean);
  for (let i = 0; i < words.length; i++)
    if (/^-?\d+$/.test(words[i + 1] ?? '')) o[words[i]] = Number(words[++i]);
    else o[words[i]] = true;
  return o;
};
const A = [];
for (const [line, ...fields] of rows(ARMIES)) {
  const [word, ...rest] = line.split(' ');
  const arg = rest.join(' ');
  const a = A.at(-1);
  if (word === 'army') {
    const [pl, en, cpl, cen] = fields;
    A.push({ id: arg, name: T(pl, en), character: T(cpl, cen), unitWithdraw: false, units: [], unitCards: [], hq: [] });
  } else if (word === 'unit') {
    const [name, short, stats, cards, cardName] = fields;
    const [type, full, reduced, arm] = stats.split(' ');
    const [role, own] = cards.split(': ');
    const id = `${a.id}.${arg}`;
    a.units.push({
      id,
      name,
      ...(cardName ? { cardName } : {}),
      short,
      type,
      ...(arm ? { arm } : {}),
      full: +full,
      reduced: +reduced,
    });
    a.unitCards.push(...(own ? own.split(', ') : ROLES[role]).map((c) => parse(id, c)));
  } else if (word === 'leader') {
    const [command, combat, rally] = fields[0].split(' ').map(Number);
    a.hq.push({ type: 'leader', count: 1, name: arg, command, combat, rally, ...extras(fields[1]) });
  } else if (word === 'cards')
    for (const card of arg.split(', ')) {
      const [type, count, attack] = card.split(' ');
      a.hq.push({ type, count: +count, ...(attack ? { attack } : {}) });
    }
  else if (line === 'defense +1')
    a.unitCards = a.unitCards.map((c) => (c.defense ? { ...c, defense: c.defense + 1 } : c));
  else if (line === 'unitWithdraw') a.unitWithdraw = true;
  else throw new Error(`army sheet: ${line}`);
}
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

import type { GameEvent } from '../../core/contract.js';
import { text } from '../../core/text.js';

/** the words a player reads for a phase of the turn (3.1) and a side */
export const PHASE_LABEL: Record<string, { pl: string; en: string }> = {
  orders: text('Rozkazy (faza 1)', 'Orders (phase 1)'),
  initiative: text('Inicjatywa (faza 2)', 'Initiative (phase 2)'),
  recon: text('Rozpoznanie (faza 3)', 'Reconnaissance (phase 3)'),
  reserve: text('Wyznaczanie odwodów (faza 4)', 'Reserve designation (phase 4)'),
  'move-ip': text('Ruch gracza z inicjatywą (faza 5)', "Initiative player's movement (phase 5)"),
  'move-nip': text('Ruch drugiego gracza (faza 6)', "Non-initiative player's movement (phase 6)"),
  rest: text('Odpoczynek i reorganizacja (faza 7)', 'Rest and reorganisation (phase 7)'),
  combat: text('Walka (faza 8)', 'Combat (phase 8)'),
  end: text('Koniec etapu', 'End of turn'),
};
export const SIDE_NAME = { de: text('Niemcy', 'Germans'), ru: text('Rosjanie', 'Russians') };

/** One line per event, in Polish and English, with its rule number. */
type D = Record<string, unknown>;
const list = (x: unknown): string => (Array.isArray(x) ? x.join(', ') : String(x ?? ''));
const side = (s: unknown, lang: 'pl' | 'en'): string =>
  s === 'de' ? (lang === 'pl' ? 'Niemcy' : 'German') : s === 'ru' ? (lang === 'pl' ? 'Rosjanie' : 'Russian') : '—';
const LINES: Record<string, (d: D, l: 'pl' | 'en') => [string, string]> = {
  independence: (d) => [
    `${d.hq}: rozkaz ${d.order === 'march' ? 'MARSZ' : 'STOP'} (samodzielność)`,
    `${d.hq}: ${String(d.order).toUpperCase()} (command independence)`,
  ],
  initiative: (d, l) => [
    `Inicjatywa: Niemcy ${d.de}, Rosjanie ${d.ru} → ${d.winner ? side(d.winner, l) : 'remis, rzut powtórzony'}`,
    `Initiative: German ${d.de}, Russian ${d.ru} → ${d.winner ? side(d.winner, l) : 'tie, roll again'}`,
  ],
  arrival: (d) => [`Posiłki w ${d.hex}: ${list(d.pieces)}`, `Reinforcements at ${d.hex}: ${list(d.pieces)}`],
  'arrival-delayed': (d) => [
    `Posiłki zablokowane w ${d.hex}, przybędą w ${d.to} etap później`,
    `Reinforcements blocked at ${d.hex}; they come at ${d.to} a turn later`,
  ],
  masked: (d, l) => [
    `${side(d.side, l)}: znacznik maskujący ${d.marker} w ${d.hex}`,
    `${side(d.side, l)}: masking marker ${d.marker} at ${d.hex}`,
  ],
  'masked-units': (d) => [`Pod znacznikiem ${d.marker}: ${list(d.units)}`, `Under ${d.marker}: ${list(d.units)}`],
  // (rules version 17: `staff`, the HQs and trains it hid, 16.2.8)
  revealed: (d) => {
    const all = [...((d.units as string[] | undefined) ?? []), ...((d.staff as string[] | undefined) ?? [])];
    return [
      `Znacznik ${d.marker} w ${d.hex} odkryty: ${list(all) || 'pusty'}`,
      `Marker ${d.marker} at ${d.hex} revealed: ${list(all) || 'empty'}`,
    ];
  },
  recon: (d) => [
    `Rozpoznanie ${d.unit ?? 'zakrytej kawalerii'} w ${d.hex}: ${d.ok ? 'udane' : 'nieudane'}`,
    `${d.unit ?? 'Masked cavalry'} reconnoitres ${d.hex}: ${d.ok ? 'success' : 'nothing seen'}`,
  ],
  'rail-load': (d) => [`${d.unit} ładuje się w ${d.hex}`, `${d.unit} loads at ${d.hex}`],
  'rail-unload': (d) => [`${d.unit} wyładowuje się w ${d.hex}`, `${d.unit} unloads at ${d.hex}`],
  'rail-move': (d) => [
    `${d.unit} jedzie koleją: ${list(d.path)}${d.exit ? ', zjeżdża z mapy' : ''}`,
    `${d.unit} rides: ${list(d.path)}${d.exit ? ', leaving the map' : ''}`,
  ],
  'hq-rail': (d) => [
    `Dowództwo ${d.unit} jedzie koleją (załadunek, jazda, wyładunek): ${list(d.path)}`,
    `HQ ${d.unit} takes the train (load, ride, unload): ${list(d.path)}`,
  ],
  'rail-enter': (d) => [`${d.unit} wraca koleją w ${d.hex}`, `${d.unit} comes back by rail at ${d.hex}`],
  'cut-track': (d) => [
    `${d.unit} ${d.ok ? 'przerywa' : 'nie przerywa'} toru w ${d.hex}`,
    `${d.unit} ${d.ok ? 'cuts' : 'fails to cut'} the track at ${d.hex}`,
  ],
  'repair-track': (d) => [`${d.unit} naprawia tor w ${d.hex}`, `${d.unit} repairs the track at ${d.hex}`],
  move: (d) => [`Ruch ${list(d.pieces)}: ${list(d.path)}`, `Move ${list(d.pieces)}: ${list(d.path)}`],
  'self-command': (d) => [
    `${d.unit}: ${d.ok ? 'dowodzi się sam' : 'bez dowodzenia'}`,
    `${d.unit}: ${d.ok ? 'commands itself' : 'stays uncommanded'}`,
  ],
  'train-captured': (d) => [`Tabory ${d.train} zniszczone w ${d.hex}`, `Supply train ${d.train} destroyed at ${d.hex}`],
  town: (d, l) => [`${d.hex} kontroluje: ${side(d.side, l)}`, `${d.hex} now held by the ${side(d.side, l)} side`],
  'hq-displaced': (d) => [
    `Dowództwo ${d.hq} ucieka z ${d.from} do ${d.to}`,
    `HQ ${d.hq} displaced from ${d.from} to ${d.to}`,
  ],
  'hq-caught': (d) => [`Dowództwo ${d.hq} schwytane w ${d.at}`, `HQ ${d.hq} caught at ${d.at}`],
  'hq-eliminated': (d) => [
    `Dowództwo ${d.hq} wyeliminowane, wróci w etapie ${d.returnTurn}`,
    `HQ ${d.hq} eliminated; it returns on turn ${d.returnTurn}`,
  ],
  'hq-gone': (d) => [`Dowództwo ${d.hq} wyeliminowane na stałe`, `HQ ${d.hq} eliminated for good`],
  'hq-returns': (d) => [`Dowództwo ${d.hq} wraca w ${d.hex}`, `HQ ${d.hq} returns at ${d.hex}`],
  'artillery-escape': (d) => [
    `Artyleria ${d.unit} ${d.fled ? 'ucieka' : 'wycofuje się'} z ${d.from} do ${d.to ?? '—'}`,
    `Artillery ${d.unit} ${d.fled ? 'flees' : 'falls back'} from ${d.from} to ${d.to ?? '—'}`,
  ],
  loss: (d) => [
    `${d.unit} traci ${d.ep} PW${d.eliminated ? ' i zostaje wyeliminowany' : ''}`,
    `${d.unit} loses ${d.ep} EP${d.eliminated ? ' and is eliminated' : ''}`,
  ],
  reserve: (d) => [`Rezerwa: ${list(d.units)}`, `In reserve: ${list(d.units)}`],
  'reserve-move': (d) => [
    `Ruch odwodu: ${d.unit} z ${d.from} do ${d.to}; przeciwnik staje w ${d.stops}`,
    `Reserve move: ${d.unit} from ${d.from} to ${d.to}; the enemy stops at ${d.stops}`,
  ],
  'reserve-asked': (d) => [
    `Ruch ${list(d.pieces)} wstrzymany w ${(d.path as string[]).at(-1)}: przeciwnik decyduje o ruchu odwodu`,
    `The move of ${list(d.pieces)} waits at ${(d.path as string[]).at(-1)}: the opponent decides on a reserve move`,
  ],
  rest: (d) => [`${d.unit} odpoczywa`, `${d.unit} rests`],
  reorganise: (d) => [
    `${d.unit}: reorganizacja ${d.ok ? 'udana' : 'nieudana'}`,
    `${d.unit}: reorganisation ${d.ok ? 'succeeds' : 'fails'}`,
  ],
  combat: (d) => [
    `Starcie: ${list(d.own)} przeciw ${list(d.enemy)}`,
    `Combat: ${list(d.own)} against ${list(d.enemy)}`,
  ],
  'card-chosen': (d, l) => [`${side(d.side, l)}: karta wybrana`, `${side(d.side, l)}: card chosen`],
  cards: (d) => [`Karty: Niemcy ${d.de}, Rosjanie ${d.ru}`, `Cards: German ${d.de}, Russian ${d.ru}`],
  'no-combat': () => ['Bez walki', 'No combat'],
  'retreat-attempt': (d, l) => [
    `Próba odwrotu (${side(d.side, l)}): kolumna ${d.column}, strata ${d.loss} PW na oddział`,
    `Retreat attempt (${side(d.side, l)}): column ${d.column}, ${d.loss} EP per unit`,
  ],
  crt: (d, l) => [
    `Walka: atakuje ${side(d.attacker, l)}, ${d.attack}:${d.defence} → ${d.column}, wynik ${d.result}`,
    `Combat: ${side(d.attacker, l)} attacks, ${d.attack}:${d.defence} → ${d.column}, result ${d.result}`,
  ],
  'fort-captured': (d, l) => [
    `${side(d.side, l)} zdobywają fort ${d.hex}: ${d.vp} PZ (tor ${d.track})`,
    `${side(d.side, l)} capture the fort ${d.hex}: ${d.vp} VP (track ${d.track})`,
  ],
  'final-vp': (d) => [
    `Po ostatnim etapie: niezaopatrzone jednostki niemieckie ${d.unsuppliedGermans} (+${d.ru}), brak Rosjan w Niemczech −${d.de} (tor ${d.track})`,
    `After the last turn: unsupplied German units ${d.unsuppliedGermans} (+${d.ru}), no Russians in Germany −${d.de} (track ${d.track})`,
  ],
  'entrenchment-destroyed': (d, l) => [
    `Okopy (${side(d.side, l)}) w ${d.hex} zniszczone`,
    `Entrenchments (${side(d.side, l)}) in ${d.hex} destroyed`,
  ],
  'retreat-move': (d, l) =>
    d.to
      ? [
          `${side(d.side, l)} wycofują się z ${d.from} do ${d.to}`,
          `${side(d.side, l)} retreat from ${d.from} to ${d.to}`,
        ]
      : [
          `${side(d.side, l)} zostają w ${d.from} (brak drogi odwrotu)`,
          `${side(d.side, l)} stay in ${d.from} (no way to retreat)`,
        ],
  withdraw: (d, l) => [`${side(d.side, l)} ustępuje z ${d.from}`, `${side(d.side, l)} gives way from ${d.from}`],
  pursuit: (d) => [`Pościg do ${d.hex}: ${list(d.units)}`, `Pursuit into ${d.hex}: ${list(d.units)}`],
  flight: (d, l) => {
    const path = d.path as string[];
    const to = d.extra === null ? 'eliminacja' : path[path.length - 1];
    const toEn = d.extra === null ? 'eliminated' : path[path.length - 1];
    return [`${side(d.side, l)} ucieka z ${d.from} do ${to}`, `${side(d.side, l)} flees from ${d.from} to ${toEn}`];
  },
  'shelter-flight': (d) => [
    `${list(d.units)} uciekają razem z gospodarzami do ${d.to} (9.5.5)`,
    `${list(d.units)} flee with their hosts to ${d.to} (9.5.5)`,
  ],
  bombardment: (d) => [`Ostrzał ${d.hex}: ${list(d.own)}`, `Bombardment of ${d.hex}: ${list(d.own)}`],
  hindenburg: () => ['Hindenburg obejmuje dowództwo', 'Hindenburg takes command'],
  guards: (d) =>
    d.released
      ? ['3. Dywizja Gwardii zwolniona', 'The 3rd Guards Division is released']
      : ['3. Dywizja Gwardii czeka dalej', 'The 3rd Guards Division waits'],
  commander: (d) => [`${d.to} zastępuje ${d.from}`, `${d.to} replaces ${d.from}`],
  'west-front': (d) => [
    `Wojska z frontu zachodniego przybędą w etapie ${d.turn}`,
    `Western-front troops will arrive on turn ${d.turn}`,
  ],
  narew: (d) => [
    `Posiłki znad Narwi przybędą w etapie ${d.turn}`,
    `The Narew reinforcements will arrive on turn ${d.turn}`,
  ],
  bridge: (d, l) => [
    `${side(d.side, l)}: most ${d.kind === 'rail' ? 'kolejowy' : 'drogowy'} na Wiśle w ${d.name} ${d.blown ? 'wysadzony' : 'stoi dalej'}`,
    `${side(d.side, l)}: the Vistula ${d.kind === 'rail' ? 'railway' : 'road'} bridge at ${d.name} ${d.blown ? 'is blown' : 'still stands'}`,
  ],
  entrench: (d) => [`Okopy w ${d.hex}`, `Entrenchments at ${d.hex}`],
  'supply-loss': (d) => [
    `${d.unit} bez zaopatrzenia traci 1 PW w marszu`,
    `${d.unit}, unsupplied, loses 1 EP for moving`,
  ],
  isolated: (d) => [`${d.unit} odcięty: strata ${d.ep} PW`, `${d.unit} isolated: loses ${d.ep} EP`],
  'turn-end': (d) => [
    `Koniec etapu ${d.turn}: miasta ${d.towns}, tor PZ ${d.track}`,
    `End of turn ${d.turn}: towns ${d.towns}, VP track ${d.track}`,
  ],
};
/** every event type apply returns (GameModule.eventTypes), each with its line above */
export const EVENT_TYPES = Object.keys(LINES);

export const describe = (e: GameEvent, lang: 'pl' | 'en'): string => {
  const f = LINES[e.type];
  const [pl, en] = f ? f((e.data ?? {}) as D, lang) : [e.type, e.type];
  const line = lang === 'pl' ? pl : en;
  return e.rule ? `${line} (${e.rule})` : line;
};

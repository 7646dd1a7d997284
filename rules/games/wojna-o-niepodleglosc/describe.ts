import type { GameEvent } from '../../core/contract.js';
import { PACK } from './pack.js';
import type { Pack } from './schema.js';

/** One line per event, in Polish and English, with the chapter and rule (ch. 19 r. 1 → "19.1"). */
type D = Record<string, any>;
const SIDE = {
  pl: { polish: 'Polacy', opposing: 'przeciwnik' },
  en: { polish: 'Poles', opposing: 'the opponent' },
} as const;
const side = (l: 'pl' | 'en', s: string): string => (SIDE[l] as Record<string, string>)[s] ?? s;
/**
 * A piece's counter name for the log (an event names pieces by id and carries no scenario): the name
 * every counter mix of the pack gives that id, or the id where the mixes disagree or do not know it.
 */
const namesOf = (pack: Pack): ReadonlyMap<string, string> => {
  const seen = new Map<string, Set<string>>();
  for (const f of Object.values(pack.forces))
    for (const p of [...f.units, ...f.hqs, ...f.aviation, ...f.transports])
      seen.set(p.id, (seen.get(p.id) ?? new Set()).add(p.name));
  return new Map([...seen].filter(([, n]) => n.size === 1).map(([id, n]) => [id, [...n][0]]));
};
/** 14.11–14.13, 17.7, 17.11: the combat modifiers by name */
const MODS: Record<string, [string, string]> = {
  odds: ['stosunek sił', 'odds'],
  terrain: ['teren', 'terrain'],
  morale: ['morale', 'morale'],
  leader: ['dowódca', 'leader'],
  'attacker-unsupplied': ['atakujący bez zaopatrzenia', 'attacker out of supply'],
  'defender-unsupplied': ['obrońca bez zaopatrzenia', 'defender out of supply'],
  tanks: ['czołgi', 'tanks'],
  trains: ['pociągi pancerne', 'armoured trains'],
  aviation: ['lotnictwo', 'aviation'],
  encirclement: ['okrążenie', 'encirclement'],
  'unattacked-neighbours': ['nieatakowani sąsiedzi', 'unattacked neighbours'],
  'recon-attacker': ['rozpoznanie obrońcy', "defender's reconnaissance"],
  'recon-defender': ['rozpoznanie atakującego', "attacker's reconnaissance"],
  'hexside:stream': ['rzeczka', 'stream'],
  'hexside:river': ['rzeka', 'river'],
  'hexside:large-river': ['duża rzeka', 'large river'],
  'hexside:forest-edge': ['skraj lasu', 'forest edge'],
  'hexside:marsh-edge': ['skraj bagien', 'marsh edge'],
};
/** a combat modifier's name in one language (the id where the pack's hexside kind has no name here) */
export const mod = (id: string, l: 'pl' | 'en'): string => MODS[id]?.[l === 'pl' ? 0 : 1] ?? id;
const res = (r: { retreat: number; loss: number }): string =>
  r.retreat && r.loss ? `${r.retreat}R/${r.loss}` : r.retreat ? `${r.retreat}R` : r.loss ? `${r.loss}` : '—';

const AIR_PL: D = {
  recon: 'rozpoznanie',
  delay: 'opóźnianie',
  escort: 'osłona',
  intercept: 'przechwycenie',
  support: 'wsparcie',
};
const AIR_EN: D = { recon: 'recon', delay: 'delay', escort: 'escort', intercept: 'interception', support: 'support' };

type Lines = Record<string, (d: D, l: 'pl' | 'en') => string>;
const linesWith = (names: ReadonlyMap<string, string>): Lines => {
  const nm = (id: string): string => names.get(id) ?? id;
  const nms = (ids: string[]): string[] => ids.map(nm);
  return {
    supply: (d, l) =>
      l === 'pl'
        ? `Etap ${d.turn}: bez zaopatrzenia: ${nms(d.outOfSupply).join(', ') || 'nikt'}`
        : `Turn ${d.turn}: out of supply: ${nms(d.outOfSupply).join(', ') || 'none'}`,
    command: (d, l) =>
      l === 'pl'
        ? `Dowodzenie (${side(l, d.side)}): testy ${d.rolls.map((r: D) => `${nm(r.piece)} ${r.roll}/${r.target}`).join(', ') || 'brak'}; BRAK DOWODZENIA: ${nms(d.noCommand).join(', ') || 'nikt'}`
        : `Command (${side(l, d.side)}): tests ${d.rolls.map((r: D) => `${nm(r.piece)} ${r.roll}/${r.target}`).join(', ') || 'none'}; NO COMMAND: ${nms(d.noCommand).join(', ') || 'none'}`,
    weather: (d, l) =>
      l === 'pl'
        ? `Pogoda: rzut ${d.roll} — ${({ clear: 'pogodnie', overcast: 'pochmurno', storm: 'opady/burza' } as D)[d.weather]}`
        : `Weather: roll ${d.roll} — ${d.weather}`,
    'air-availability': (d, l) =>
      l === 'pl'
        ? `${nm(d.unit)}: ${d.roll === undefined ? 'opady/burza' : `pochmurno, rzut ${d.roll}`} — ${d.flies ? 'może latać' : 'nie lata w tym etapie'}`
        : `${nm(d.unit)}: ${d.roll === undefined ? 'rain/storm' : `overcast, roll ${d.roll}`} — ${d.flies ? 'may fly' : 'grounded this turn'}`,
    'air-mission': (d, l) =>
      `${nm(d.unit)}: ${(l === 'pl' ? AIR_PL : AIR_EN)[d.mission]} ${d.target ? nm(d.target) : ''} ${l === 'pl' ? 'nad' : 'over'} ${d.hex}`,
    'fighter-combat': (d, l) =>
      l === 'pl'
        ? `Walka myśliwców: ${nm(d.polish)} (${d.stars[0]}★) z ${nm(d.opposing)} (${d.stars[1]}★), rzuty ${d.rolls.map((r: number[]) => r.join(':')).join(', ')} — wygrywają ${side(l, d.winner)}`
        : `Fighter combat: ${nm(d.polish)} (${d.stars[0]}★) against ${nm(d.opposing)} (${d.stars[1]}★), rolls ${d.rolls.map((r: number[]) => r.join(':')).join(', ')} — ${side(l, d.winner)} win`,
    'air-abort': (d, l) =>
      l === 'pl' ? `${nm(d.unit)} przerywa misję i schodzi z mapy` : `${nm(d.unit)} aborts and leaves the map`,
    recon: (d, l) =>
      l === 'pl'
        ? `Rozpoznanie ${nm(d.unit)} nad ${nm(d.hq)}: rzut ${d.roll}${d.weakened ? ' +2' : ''} — ${d.success ? 'WJ śledzona' : 'nieudane'}`
        : `Recon by ${nm(d.unit)} over ${nm(d.hq)}: roll ${d.roll}${d.weakened ? ' +2' : ''} — ${d.success ? 'the WJ is tracked' : 'failed'}`,
    'air-loss-check': (d, l) =>
      l === 'pl'
        ? `Sprawdzenie strat ${nm(d.unit)}: rzut ${d.roll} — ${({ full: 'pełna siła', weakened: 'osłabiona', out: 'wraca za dwa etapy' } as D)[d.to]}`
        : `Loss check of ${nm(d.unit)}: roll ${d.roll} — ${({ full: 'full strength', weakened: 'weakened', out: 'back in two turns' } as D)[d.to]}`,
    garrison: (d, l) =>
      l === 'pl' ? `${nm(d.unit)} zostawia garnizon w ${d.hex}` : `${nm(d.unit)} leaves a garrison on ${d.hex}`,
    'garrison-absorbed': (d, l) =>
      l === 'pl' ? `${nm(d.unit)} wchłania garnizon w ${d.hex}` : `${nm(d.unit)} absorbs the garrison on ${d.hex}`,
    'defence-asked': (d, l) =>
      d.fighters
        ? l === 'pl'
          ? `Atak na ${d.target}: ${side(l, d.side)} decydują o swoich myśliwcach (17.12)`
          : `Attack on ${d.target}: ${side(l, d.side)} decide on their fighters (17.12)`
        : l === 'pl'
          ? `Atak na ${d.target}: ${side(l, d.side)} decydują o obronie`
          : `Attack on ${d.target}: ${side(l, d.side)} decide on the defence`,
    'retreat-choice-skipped': (d, l) =>
      l === 'pl'
        ? `Wybrana droga odwrotu z ${d.hex} niemożliwa: droga według pierwszeństwa`
        : `The chosen retreat path from ${d.hex} is not possible (${d.reason}): the path by priority`,
    'air-returned': (d, l) => (l === 'pl' ? `${nm(d.unit)} wraca do gry` : `${nm(d.unit)} is back`),
    'air-rested': (d, l) =>
      l === 'pl' ? `${nm(d.unit)} odpoczęła: pełna siła` : `${nm(d.unit)} rested: full strength`,
    rebuilt: (d, l) =>
      l === 'pl'
        ? `Odtworzony: ${nm(d.piece)} w ${d.hex} (poziom ${d.level})`
        : `Rebuilt: ${nm(d.piece)} on ${d.hex} (level ${d.level})`,
    replacement: (d, l) => (l === 'pl' ? `UZUPEŁNIENIA na ${nm(d.unit)}` : `REPLACEMENT marker on ${nm(d.unit)}`),
    replaced: (d, l) =>
      l === 'pl' ? `${nm(d.unit)} uzupełniony (poziom ${d.level})` : `${nm(d.unit)} replaced (level ${d.level})`,
    'replacement-lost': (d, l) =>
      l === 'pl'
        ? `${nm(d.unit)} traci UZUPEŁNIENIA w odwrocie`
        : `${nm(d.unit)} loses its REPLACEMENT marker in retreat`,
    reinforcement: (d, l) =>
      l === 'pl' ? `Posiłki: ${nm(d.piece)} w ${d.hex}` : `Reinforcement: ${nm(d.piece)} at ${d.hex}`,
    'activation-start': (d, l) =>
      l === 'pl'
        ? `Faza ${d.phase}: aktywacja — ${side(l, d.side)}`
        : `Phase ${d.phase}: activation — ${side(l, d.side)}`,
    'activation-end': (d, l) =>
      l === 'pl' ? `Koniec aktywacji (${side(l, d.side)})` : `End of activation (${side(l, d.side)})`,
    move: (d, l) =>
      l === 'pl'
        ? `${nm(d.piece)}: ${d.path.join('→')} (${d.mp} PR)`
        : `${nm(d.piece)}: ${d.path.join('→')} (${d.mp} MP)`,
    combat: (d, l) =>
      l === 'pl'
        ? `Walka o ${d.target}: ${d.attack}:${d.defence}, modyfikatory ${d.modifiers.map((m: D) => `${mod(m.id, l)} ${m.value > 0 ? '+' : ''}${m.value}`).join(', ') || 'brak'}; rzut ${d.roll} → ${d.total}: atakujący ${res(d.attacker)}, obrońca ${res(d.defender)}`
        : `Combat for ${d.target}: ${d.attack}:${d.defence}, modifiers ${d.modifiers.map((m: D) => `${mod(m.id, l)} ${m.value > 0 ? '+' : ''}${m.value}`).join(', ') || 'none'}; roll ${d.roll} → ${d.total}: attacker ${res(d.attacker)}, defender ${res(d.defender)}`,
    losses: (d, l) => (l === 'pl' ? `Straty: ${nms(d.units).join(', ')}` : `Losses: ${nms(d.units).join(', ')}`),
    eliminated: (d, l) =>
      l === 'pl'
        ? `${nm(d.piece)} wyeliminowany${d.garrison ? ' (garnizonu się nie odtwarza)' : `; powrót na polu ${d.returnsOn}${d.roll !== undefined ? ` (rzut ${d.roll})` : ''}`}`
        : `${nm(d.piece)} eliminated${d.garrison ? ' (garrisons are never rebuilt)' : `; returns on space ${d.returnsOn}${d.roll !== undefined ? ` (roll ${d.roll})` : ''}`}`,
    retreat: (d, l) =>
      l === 'pl'
        ? `Odwrót ${nms([...d.units, ...d.hqs]).join(', ')}: ${d.path.join('→')}; testy w strefie kontroli ${d.rolls.join(', ') || '—'} (morale ${d.morale}), nieudane ${d.failures}`
        : `Retreat of ${nms([...d.units, ...d.hqs]).join(', ')}: ${d.path.join('→')}; ZOC tests ${d.rolls.join(', ') || '—'} (morale ${d.morale}), failed ${d.failures}`,
    'retreat-impossible': (d, l) =>
      l === 'pl'
        ? `Odwrót z ${d.hex} niemożliwy: stos wyeliminowany`
        : `No retreat from ${d.hex}: the stack is eliminated`,
    'hq-zoc-test': (d, l) =>
      l === 'pl'
        ? `${nm(d.hq)} w strefie kontroli: rzut ${d.roll} przy wsp. ${d.tr}${d.eliminated ? ' — zniszczony' : ''}`
        : `${nm(d.hq)} through ZOC: roll ${d.roll} against TR ${d.tr}${d.eliminated ? ' — eliminated' : ''}`,
    'hq-overrun': (d, l) =>
      l === 'pl'
        ? `Samotny sztab ${nm(d.hq)} (${d.arm}${d.roll !== undefined ? `, rzut ${d.roll}` : ''}): ${d.eliminated ? 'zniszczony' : `odsunięty o ${d.displace} ${d.asked ? `(wybór drogi: ${side(l, d.asked)})` : `do ${d.to ?? '—'}`}`}`
        : `Lone HQ ${nm(d.hq)} (${d.arm}${d.roll !== undefined ? `, roll ${d.roll}` : ''}): ${d.eliminated ? 'eliminated' : `displaced ${d.displace} ${d.asked ? `(the path chosen by ${side(l, d.asked)})` : `to ${d.to ?? '—'}`}`}`,
    pursuit: (d, l) =>
      l === 'pl'
        ? `Pościg ${nm(d.unit)}: ${d.path.join('→')} (${d.mp} PR)`
        : `Pursuit by ${nm(d.unit)}: ${d.path.join('→')} (${d.mp} MP)`,
    'pursuit-skipped': (d, l) =>
      l === 'pl'
        ? `Pościg ${nm(d.unit)} nie odbył się${d.reason === 'not-vacated' ? ' (pole nie opuszczone)' : d.reason === 'gone' ? ' (jednostki już nie ma)' : ''}`
        : `No pursuit by ${nm(d.unit)} (${d.reason === 'not-vacated' ? 'the hex was not vacated' : d.reason === 'gone' ? 'the unit is gone' : d.reason})`,
    'hq-pursuit': (d, l) =>
      l === 'pl'
        ? `Pościg sztabu ${nm(d.hq)}: ${d.path.join('→')} (${d.mp} PR)`
        : `HQ pursuit by ${nm(d.hq)}: ${d.path.join('→')} (${d.mp} MP)`,
    'train-pass': (d, l) =>
      l === 'pl'
        ? `${nm(d.train)} przejeżdża przez ${d.hex}: rzut ${d.roll}${d.destroyed ? ' — zniszczony' : ''}`
        : `${nm(d.train)} runs through ${d.hex}: roll ${d.roll}${d.destroyed ? ' — destroyed' : ''}`,
    'river-pass': (d, l) =>
      l === 'pl'
        ? `${nm(d.unit)} przepływa obok wroga w ${d.hex}: rzut ${d.roll}${d.result === 'passes' ? '' : d.result === 'eliminated' ? ' — zniszczony' : ' — traci poziom'}`
        : `${nm(d.unit)} sails past the enemy on ${d.hex}: roll ${d.roll}${d.result === 'passes' ? '' : d.result === 'eliminated' ? ' — eliminated' : ' — loses a level'}`,
    'artillery-caught': (d, l) =>
      l === 'pl'
        ? `Samotna artyleria w ${d.hex} (${d.by}): ${d.eliminated ? 'zniszczona' : `test morale ${d.roll}/${d.morale} ${d.passed ? 'zdany' : 'niezdany'}, ${d.asked ? `odskok (wybór drogi: ${side(l, d.asked)})` : `odskok do ${d.to ?? '—'}`}`}`
        : `Lone artillery on ${d.hex} (${d.by}): ${d.eliminated ? 'destroyed' : `morale test ${d.roll}/${d.morale} ${d.passed ? 'passed' : 'failed'}, ${d.asked ? `withdraws (the path chosen by ${side(l, d.asked)})` : `withdraws to ${d.to ?? '—'}`}`}`,
    reaction: (d, l) =>
      l === 'pl'
        ? `Reakcja (${d.units.map(nm).join(', ')}) na ${nm(d.by)}: ${d.path.join('→')}${d.rolls.length ? `, testy morale ${d.rolls.join(', ')}/${d.morale}` : ''}`
        : `Reaction (${d.units.map(nm).join(', ')}) to ${nm(d.by)}: ${d.path.join('→')}${d.rolls.length ? `, morale tests ${d.rolls.join(', ')}/${d.morale}` : ''}`,
    loaded: (d, l) =>
      l === 'pl'
        ? `Załadunek na ${nm(d.transport)} w ${d.hex}: ${nms(d.pieces).join(', ')}`
        : `${nms(d.pieces).join(', ')} board ${nm(d.transport)} on ${d.hex}`,
    unloaded: (d, l) =>
      l === 'pl'
        ? `Wyładunek z ${nm(d.transport)}: ${nms(d.pieces).join(', ')} (koszt ${Object.values(d.mp).join('/')} PR)${d.returnsOn === undefined ? '' : `; środek transportu wraca w etapie ${d.returnsOn}`}`
        : `${nms(d.pieces).join(', ')} get off ${nm(d.transport)} (${Object.values(d.mp).join('/')} MP)${d.returnsOn === undefined ? '' : `; the transport returns on turn ${d.returnsOn}`}`,
    'transport-back': (d, l) =>
      l === 'pl' ? `${nm(d.transport)} wraca z toru etapów` : `${nm(d.transport)} is back from the turn track`,
    'transport-destroyed': (d, l) =>
      l === 'pl'
        ? `${nm(d.transport)} zniszczony (${d.why === 'retreat' ? 'odwrót załadowanego oddziału' : 'oddział zniszczony'})`
        : `${nm(d.transport)} destroyed (${d.why === 'retreat' ? 'a loaded unit retreated' : 'the unit was eliminated'})`,
    'reaction-asked': (d, l) =>
      l === 'pl'
        ? `${side(l, d.side)}: pytanie o reakcję w ${d.hex} na ${nm(d.by)}`
        : `${side(l, d.side)} asked about a reaction on ${d.hex} to ${nm(d.by)}`,
    'contact-path': (d, l) =>
      l === 'pl'
        ? `Droga z ${d.hex} (${d.pieces.map(nm).join(', ')}), ${d.chosen ? `wybór: ${side(l, d.side)}` : 'domyślna'}: ${d.path ? d.path.join('→') : 'brak — wyeliminowane'}`
        : `The path from ${d.hex} (${d.pieces.map(nm).join(', ')}), ${d.chosen ? `chosen by ${side(l, d.side)}` : 'the default'}: ${d.path ? d.path.join('→') : 'none — eliminated'}`,
    'reaction-declined': (d, l) =>
      l === 'pl' ? `Bez reakcji w ${d.hex} na ${nm(d.by)}` : `No reaction on ${d.hex} to ${nm(d.by)}`,
    'move-stopped': (d, l) =>
      l === 'pl' ? `${nm(d.piece)} zatrzymuje się w ${d.at}` : `${nm(d.piece)} stops on ${d.at}`,
    overstack: (d, l) =>
      l === 'pl' ? `Nadmiar w stosie: ${nm(d.unit)} ${d.from}→${d.to}` : `Overstacked: ${nm(d.unit)} ${d.from}→${d.to}`,
    'turn-end': (d, l) =>
      l === 'pl'
        ? `Koniec etapu ${d.turn}: PZ Polacy ${d.vp.polish}, przeciwnik ${d.vp.opposing}`
        : `End of turn ${d.turn}: VP Poles ${d.vp.polish}, opponent ${d.vp.opposing}`,
    'game-over': (d, l) =>
      l === 'pl'
        ? `Koniec gry: ${d.winner ? `wygrywają ${side(l, d.winner)}` : 'remis'} (${d.vp.polish}:${d.vp.opposing}${d.automatic ? ', zwycięstwo automatyczne' : ''})`
        : `Game over: ${d.winner ? `${side(l, d.winner)} win` : 'a draw'} (${d.vp.polish}:${d.vp.opposing}${d.automatic ? ', automatic victory' : ''})`,
  };
};

/** the event lines of a module built from `pack` (createWojna): counter names from that pack */
export const describerFor = (pack: Pack): ((e: GameEvent, lang: 'pl' | 'en') => string) => {
  const lines = linesWith(namesOf(pack));
  return (e, lang) => {
    const line = lines[e.type]?.(e.data as D, lang) ?? e.type;
    return e.rule ? `${line} [${lang === 'pl' ? 'rozdz./pkt' : 'ch./r.'} ${e.rule}]` : line;
  };
};
export const describe = describerFor(PACK);

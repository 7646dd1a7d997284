/** One line per event in Polish and English, and card texts for the view. */
import type { GameEvent } from '../../core/contract.js';
import type { Text } from '../../core/text.js';
import { packDefsOf, type Card, type Defs, type HqCard } from './pack.js';
import { EDGE_NAMES, SIDE_NAMES } from './phase-label.js';

export const HQ_NAMES: Record<string, Text> = {
  leader: { pl: 'Dowódca', en: 'Leader' },
  ambush: { pl: 'Zasadzka', en: 'Ambush' },
  committed: { pl: 'Atak z poświęceniem', en: 'Committed Attack' },
  'forced-march': { pl: 'Forsowny marsz', en: 'Forced March' },
  guerrilla: { pl: 'Partyzanci', en: 'Guerrilla' },
  redoubt: { pl: 'Reduta', en: 'Redoubt' },
  regroup: { pl: 'Przegrupowanie', en: 'Regroup' },
  sappers: { pl: 'Saperzy', en: 'Sappers' },
  skirmish: { pl: 'Potyczka', en: 'Skirmish' },
  scout: { pl: 'Zwiadowca', en: 'Scout' },
  supply: { pl: 'Zaopatrzenie', en: 'Supply' },
  withdraw: { pl: 'Wycofanie', en: 'Withdraw' },
};

export const cardName = (d: Defs, id: string): Text => {
  const c = d.cards[id];
  if (!c) return { pl: id, en: id };
  if (c.kind === 'unit') {
    const u = d.units[c.unit];
    const n = u?.cardName ?? u?.name ?? c.unit;
    return { pl: n, en: n };
  }
  if (c.kind === 'leader') return { pl: c.name!, en: c.name! };
  return HQ_NAMES[c.kind];
};

/** printed values, e.g. ["A 2d8", "D 2", "NRA"] */
export const cardValues = (c: Card): string[] => {
  if (c.kind === 'unit') {
    const v: string[] = [];
    if (c.attack) v.push(`A ${c.attack}`);
    if (c.defense) v.push(`D ${c.defense}`);
    if (c.bombard) v.push(`B ${c.bombard}`);
    if (c.volley) v.push(`V ${c.volley}`);
    if (c.range) v.push(`R ${c.range}`);
    if (c.pursuit) v.push(`P 1–${c.pursuit}`);
    if (c.withdraw) v.push(`W 1–${c.withdraw}`);
    if (c.nra) v.push('NRA');
    return v;
  }
  const h = c as HqCard;
  if (h.kind === 'leader') {
    const v = [`Cmd ${h.command}`, `Cbt ${h.combat}`, `Rally 1–${h.rally}`];
    if (h.pursuitMod) v.push(`Pursuit ${h.pursuitMod}`);
    if (h.grandBattery) v.push('Grand Battery 2d10');
    return v;
  }
  if (h.kind === 'ambush') return [`A ${h.attack}`];
  if (h.kind === 'committed') return ['+2d6'];
  if (h.kind === 'redoubt') return ['+3'];
  return [];
};

/** 5.2 standing orders: P1–P3 Guerrilla (all situations or one), P7 the defender's choice */
const STANDING_NAMES: Record<string, Text> = {
  guerrilla: { pl: 'Partyzanci (wszystkie sytuacje)', en: 'Guerrilla (every situation)' },
  'guerrilla.supply-move': { pl: 'Partyzanci przeciw ruchowi z Zaopatrzeniem', en: 'Guerrilla against a Supply move' },
  'guerrilla.forced-march': { pl: 'Partyzanci przeciw Forsownemu marszowi', en: 'Guerrilla against a Forced March' },
  'guerrilla.supply-restore': {
    pl: 'Partyzanci przeciw odtworzeniu Zaopatrzeniem',
    en: 'Guerrilla against a Supply restoration',
  },
  'guerrilla.regroup': { pl: 'Partyzanci przeciw Przegrupowaniu', en: 'Guerrilla against a Regroup' },
  'guerrilla.unit-card': {
    pl: 'Partyzanci przeciw posiłkom z karty jednostki',
    en: 'Guerrilla against a Unit Card restoration',
  },
  choice: { pl: 'wybór rana/odwrót', en: 'Hit or Retreat choice' },
};
const STANDING_VALUES: Record<string, Text> = {
  ask: { pl: 'pytaj mnie', en: 'ask me' },
  never: { pl: 'nigdy', en: 'never' },
  hit: { pl: 'rana', en: 'Hit' },
  retreat: { pl: 'odwrót', en: 'Retreat' },
};

const L = (lang: 'pl' | 'en', t: Text) => t[lang];

export const describeEvent = (e: GameEvent, lang: 'pl' | 'en', d: Defs = packDefsOf()): string => {
  const x = e.data as Record<string, any>;
  const pl = lang === 'pl';
  // the sides are named as in `sideNames`; in Polish a plural ("Czerwoni"), so the verbs that follow are plural
  const side = (s: unknown) => (s === 'blue' || s === 'red' ? SIDE_NAMES[s][lang] : String(s));
  const nation = (n: unknown) => (typeof n === 'string' ? (d.armies[n]?.name[lang] ?? n) : '—');
  const section = (id: unknown) => d.sections.find((x) => x.id === id)?.name[lang] ?? String(id);
  const edge = (e: unknown) => (typeof e === 'string' && e in EDGE_NAMES ? EDGE_NAMES[e as 'N'][lang] : String(e));
  const cn = (id: unknown) => (typeof id === 'string' ? L(lang, cardName(d, id)) : '—');
  const un = (id: unknown) => (typeof id === 'string' ? (d.units[id]?.name ?? id) : '—');
  const cards = (ids: unknown) => (Array.isArray(ids) && ids.length ? ids.map(cn).join(', ') : pl ? 'nic' : 'nothing');
  const dice = e.dice?.length ? ` [${e.dice.join(', ')}]` : '';
  switch (e.type) {
    case 'section-placed':
      return pl
        ? `Sekcja ${section(x.section)} w ćwiartce ${x.quadrant}, obrót ${x.rotation}°`
        : `Section ${section(x.section)} placed ${x.quadrant}, rotated ${x.rotation}°`;
    case 'nations-offered':
      return pl
        ? `Do wyboru armie: ${x.nations.map(nation).join(' i ')}`
        : `Nations offered: ${x.nations.map(nation).join(' and ')}`;
    case 'nation-chosen':
      return pl
        ? `Pierwszy gracz wybiera: ${nation(x.nation)}; drugi dowodzi: ${nation(x.other)}`
        : `The first player takes ${nation(x.nation)}; the second commands ${nation(x.other)}`;
    case 'edge-chosen':
      return pl
        ? `${side(x.side)}: krawędź startowa — ${edge(x.edge)}`
        : `${side(x.side)}'s starting edge: ${edge(x.edge)}`;
    case 'shuffle':
      return pl ? `Tasowanie talii (${side(x.side)})${dice}` : `${side(x.side)}'s deck shuffled${dice}`;
    case 'reshuffle':
      return pl
        ? `${side(x.side)} tasują ${x.count} odrzuconych kart w nową talię`
        : `${side(x.side)} reshuffles ${x.count} discards into a new deck`;
    case 'drew-cards':
      return pl ? `Dobierasz: ${cards(x.cards)}` : `You draw: ${cards(x.cards)}`;
    case 'drew':
      return pl
        ? `${side(x.side)} dobierają ${x.count} (talia: ${x.deck})`
        : `${side(x.side)} draws ${x.count} (deck: ${x.deck})`;
    case 'hand-chosen':
      return pl ? `Wybierasz na rękę: ${cards(x.cards)}` : `You choose for your hand: ${cards(x.cards)}`;
    case 'hand-ready':
      return pl ? `${side(x.side)} wybrali karty na rękę` : `${side(x.side)} has chosen a hand`;
    case 'deployed':
      return pl ? `${un(x.unit)} rozstawiony na ${x.square}` : `${un(x.unit)} deployed on ${x.square}`;
    case 'turn-start':
      return pl ? `Tura ${x.turn}: grają ${side(x.side)}` : `Turn ${x.turn}: ${side(x.side)} to play`;
    case 'turn-end':
      return pl ? `Koniec tury: ${side(x.side)}` : `End of ${side(x.side)}'s turn`;
    case 'discarded-card':
      return pl ? `Odrzucasz ${cn(x.card)}` : `You discard ${cn(x.card)}`;
    case 'discarded':
      return pl
        ? `${side(x.side)} odrzucają kart: ${x.count}; na wierzchu ${cn(x.top)}`
        : `${side(x.side)} discards ${x.count}; on top: ${cn(x.top)}`;
    case 'deck-exhausted':
      return pl ? `${side(x.side)} dobrali ostatnią kartę talii` : `${side(x.side)} drew the last card of the deck`;
    case 'nightfall-coming':
      return pl
        ? `Zapada zmrok: gra kończy się po tej ${x.after === 'player-turn' ? 'turze gracza' : 'turze gry'}`
        : `Nightfall: the game ends after this ${x.after === 'player-turn' ? 'player turn' : 'game turn'}`;
    case 'moved':
      return pl
        ? `${un(x.unit)}: ${x.from} → ${x.path.join(' → ')}${x.by === 'basic' ? '' : x.by === 'supply' ? ' (zaopatrzenie)' : ' (forsowny marsz)'}`
        : `${un(x.unit)}: ${x.from} → ${x.path.join(' → ')}${x.by === 'basic' ? '' : x.by === 'supply' ? ' (supply)' : ' (forced march)'}`;
    case 'card-played':
      return pl
        ? `${side(x.side)} zagrywają ${cn(x.card)} (${un(x.unit)})`
        : `${side(x.side)} plays ${cn(x.card)} for ${un(x.unit)}`;
    case 'guerrilla-window':
      return pl ? `${side(x.side)} mogą odpowiedzieć Partyzantami` : `${side(x.side)} may answer with Guerrilla`;
    case 'guerrilla':
      return pl ? `Partyzanci! ${cn(x.cancelled)} anulowana` : `Guerrilla! ${cn(x.cancelled)} is cancelled`;
    case 'guerrilla-pass':
      return pl ? `${side(x.side)} nie odpowiadają` : `${side(x.side)} lets it pass`;
    case 'movement-end':
      return pl ? 'Koniec ruchu' : 'Movement ends';
    case 'assault':
      return pl
        ? `Natarcie: ${un(x.unit)} (${cn(x.card)}) na ${un(x.target)} (${x.square})`
        : `Assault: ${un(x.unit)} (${cn(x.card)}) on ${un(x.target)} (${x.square})`;
    case 'ambush':
      return pl ? `Zasadzka na ${un(x.target)} (${x.square})` : `Ambush on ${un(x.target)} (${x.square})`;
    case 'withdraw':
      return pl ? `${un(x.unit)} wycofuje się (${cn(x.card)})` : `${un(x.unit)} withdraws (${cn(x.card)})`;
    case 'us-withdraw':
      return pl
        ? `Próba wycofania ${un(x.unit)}: ${x.roll} wobec 1–${x.range} — ${x.success ? 'udana' : 'nieudana'}${dice}`
        : `Withdraw attempt by ${un(x.unit)}: ${x.roll} against 1–${x.range}: ${x.success ? 'success' : 'failure'}${dice}`;
    case 'defense-leader':
      return pl
        ? `Obrońca zagrywa dowódcę ${cn(x.card)} (+${x.combat})`
        : `The defender plays leader ${cn(x.card)} (+${x.combat})`;
    case 'defense':
      return pl
        ? `Obrona: ${cards(x.cards)}${x.leader ? `, dowódca ${cn(x.leader)}` : ''}`
        : `Defense: ${cards(x.cards)}${x.leader ? `, leader ${cn(x.leader)}` : ''}`;
    case 'attack-leader':
      return pl
        ? `Atakujący zagrywa ${cn(x.card)} (${x.mode === 'command' ? 'dowodzenie' : 'walka'})`
        : `The attacker plays ${cn(x.card)} (${x.mode === 'command' ? 'command' : 'combat'})`;
    case 'skirmish':
      return pl
        ? `Potyczka: walka odwołana, ${un(x.unit)} ${x.path.length ? '→ ' + x.path.join(' → ') : 'zostaje'}`
        : `Skirmish: combat cancelled, ${un(x.unit)} ${x.path.length ? '→ ' + x.path.join(' → ') : 'stays'}`;
    case 'attack':
      return pl
        ? `Suma ataku ${x.A} wobec sumy obrony ${x.D}${dice}`
        : `Attack Total ${x.A} against Defense Total ${x.D}${dice}`;
    case 'outcome': {
      const o: Record<string, [string, string]> = {
        'attackers-hit': ['atakujący otrzymują ranę', 'the attackers take a Hit'],
        none: ['bez efektu', 'no effect'],
        'defender-choice': ['wybiera obrońca', "defender's choice"],
        'attacker-choice': ['wybiera atakujący', "attacker's choice"],
        'hit-retreat': ['rana i ucieczka', 'Hit and Retreat'],
        eliminate: ['eliminacja', 'elimination'],
      };
      return pl ? `Wynik: ${o[x.outcome][0]}` : `Result: ${o[x.outcome][1]}`;
    }
    case 'result-chosen':
      return pl
        ? `${side(x.by)} wybierają: ${x.choice === 'hit' ? 'rana' : 'ucieczka'}`
        : `${side(x.by)} choose ${x.choice === 'hit' ? 'a Hit' : 'to Retreat'}`;
    case 'hit':
      return pl ? `${un(x.unit)} osłabiony (siła ${x.strength})` : `${un(x.unit)} takes a Hit (strength ${x.strength})`;
    case 'eliminated':
      return pl ? `${un(x.unit)} wyeliminowany` : `${un(x.unit)} is eliminated`;
    case 'retreated':
      return pl ? `${un(x.unit)} ucieka ${x.from} → ${x.to}` : `${un(x.unit)} retreats ${x.from} → ${x.to}`;
    case 'withdrew':
      return pl ? `${un(x.unit)} wycofuje się ${x.from} → ${x.to}` : `${un(x.unit)} withdraws ${x.from} → ${x.to}`;
    case 'advanced':
      return pl ? `${un(x.unit)} zajmuje ${x.to}` : `${un(x.unit)} advances to ${x.to}`;
    case 'no-advance':
      return pl ? 'Nikt nie zajmuje pola' : 'Nobody advances';
    case 'pursuit':
      return pl
        ? `Pogoń: ${x.rolls.map((r: any) => `${r.roll}${x.mod ? `${x.mod}` : ''}/1–${r.range}${r.hit ? ' rana' : ''}`).join(', ')}${dice}`
        : `Pursuit: ${x.rolls.map((r: any) => `${r.roll}${x.mod ? `${x.mod}` : ''}/1–${r.range}${r.hit ? ' hit' : ''}`).join(', ')}${dice}`;
    case 'combat-end':
      return pl ? 'Koniec walki' : 'Combat over';
    case 'bombardment':
    case 'volley':
    case 'grand-battery': {
      const n = {
        bombardment: ['Ostrzał', 'Bombardment'],
        volley: ['Salwa', 'Volley'],
        'grand-battery': ['Wspaniała artyleria', 'Grand Battery'],
      }[e.type as 'volley']!;
      return pl
        ? `${n[0]}: ${un(x.unit)} na ${un(x.target)}: ${x.A} wobec ${x.D} — ${x.hit ? 'rana' : 'bez efektu'}${dice}`
        : `${n[1]}: ${un(x.unit)} at ${un(x.target)}: ${x.A} against ${x.D}: ${x.hit ? 'Hit' : 'no effect'}${dice}`;
    }
    case 'no-combat':
      return pl ? 'Bez walki' : 'No combat';
    case 'restored':
      return pl ? `${un(x.unit)} przywrócony do pełnej siły` : `${un(x.unit)} restored to full strength`;
    case 'rally':
      return pl
        ? `Zbiórka ${cn(x.card)}: ${x.roll} wobec 1–${x.rally} — ${x.success ? 'udana' : 'nieudana'}${dice}`
        : `Rally by ${cn(x.card)}: ${x.roll} against 1–${x.rally}: ${x.success ? 'success' : 'failure'}${dice}`;
    case 'redoubt':
      return pl ? `Reduta na ${x.square}` : `Redoubt built on ${x.square}`;
    case 'scouted':
      return pl
        ? `${side(x.side)} zagrywają Zwiadowcę i oglądają rękę przeciwnika`
        : `${side(x.side)} plays a Scout and looks at the opponent's hand`;
    case 'scouted-hand':
      return pl ? `Ręka przeciwnika: ${cards(x.cards)}` : `The opponent's hand: ${cards(x.cards)}`;
    case 'standing': {
      const k = STANDING_NAMES[x.key as string],
        v = STANDING_VALUES[x.value as string];
      return pl
        ? `Stały rozkaz — ${k?.pl ?? x.key}: ${v?.pl ?? x.value}`
        : `Standing order — ${k?.en ?? x.key}: ${v?.en ?? x.value}`;
    }
    case 'game-over': {
      const why =
        x.reason === 'attrition'
          ? pl
            ? 'przez wyniszczenie'
            : 'by attrition'
          : pl
            ? `o zmroku (${x.detail}${x.control ? `, ${x.control.blue}–${x.control.red}` : ''})`
            : `at nightfall (${x.detail}${x.control ? `, ${x.control.blue}–${x.control.red}` : ''})`;
      return pl ? `Koniec gry: wygrywają ${side(x.winner)} ${why}` : `Game over: ${side(x.winner)} wins ${why}`;
    }
    default:
      return pl ? 'Zdarzenie w grze' : 'Game event';
  }
};

import type { GameEvent } from '../../core/contract.js';

/** One line per event, in Polish and English, with the rule number. */
type D = Record<string, unknown>;
const LINES: Record<string, (d: D) => [string, string]> = {
  arrived: (d) => [`Nadchodzą posiłki (${(d.units as string[]).length})`, `Reinforcements arrive (${(d.units as string[]).length})`],
  initiative: (d) => [`Inicjatywa: PL ${d.pl}, RU ${d.ru} → ${d.holder}`, `Initiative: PL ${d.pl}, RU ${d.ru} → ${d.holder}`],
  drawn: (d) => [`Z puli wyciągnięto ${d.marker} (${d.side})`, `${d.marker} drawn from the cup (${d.side})`],
  picked: (d) => [`Pierwsza aktywacja: ${d.marker}`, `First activation: ${d.marker}`],
  void: (d) => [`${d.marker}: bez aktywacji`, `${d.marker}: nothing to activate`],
  recovered: (d) => [`${d.leader} wraca do dowodzenia`, `${d.leader} is back in command`],
  activated: (d) => [`Aktywacja ${d.division} (${d.units} jedn.)`, `${d.division} activated (${d.units} units)`],
  fired: (d) => [`${d.battery} ostrzeliwuje ${d.target}: kostka ${d.die}`, `${d.battery} fires at ${d.target}: die ${d.die}`],
  moved: (d) => [`Ruch ${(d.units as string[]).join('+')}: ${(d.path as string[]).join('→') || 'w miejscu'}`, `${(d.units as string[]).join('+')} moves: ${(d.path as string[]).join('→') || 'in place'}`],
  reaction: (d) => [`Reakcja ${d.unit}: ${d.kind}`, `${d.unit} reacts: ${d.kind}`],
  leaderFled: (d) => [`${d.leader} ucieka do ${d.to}`, `${d.leader} flees to ${d.to}`],
  combat: (d) => [`Walka o ${d.hex}: kostka ${d.die}, wynik ${(d.result as { winner: string }).winner}`, `Combat for ${d.hex}: die ${d.die}, result ${(d.result as { winner: string }).winner}`],
  afterCombat: () => ['Odwrót i pościg', 'Retreat and pursuit'],
  evened: () => ['Wyrównanie poziomów w stosach', 'Mixed stacks evened out'],
  rally: (d) => [`${d.unit}: test z pola rozbitych, kostka ${d.die} → ${d.outcome}`, `${d.unit}: Routed box test, die ${d.die} → ${d.outcome}`],
  returned: (d) => [`${d.unit} wraca na ${d.hex}`, `${d.unit} returns to ${d.hex}`],
  reorganized: (d) => [`Reorganizacja (${(d.units as unknown[]).length})`, `Reorganization (${(d.units as unknown[]).length})`],
  stageEnd: (d) => [`Koniec etapu ${d.stage}`, `End of stage ${d.stage}`],
  gameOver: (d) => [`Koniec gry: ${(d.winners as string[]).join(', ') || 'remis'} (${d.reason})`, `Game over: ${(d.winners as string[]).join(', ') || 'draw'} (${d.reason})`],
};

/** every event type the module fires */
export const EVENT_TYPES: readonly string[] = Object.keys(LINES);

export const describe = (e: GameEvent, lang: 'pl' | 'en'): string => {
  const f = LINES[e.type];
  const [pl, en] = f ? f(e.data as D) : [e.type, e.type];
  const line = lang === 'pl' ? pl : en;
  return e.rule ? `${line} [${e.rule}]` : line;
};

import { fill, getLang } from '../i18n.js';

/** The how-to-play page's strings, in English and Polish (`pl` is typed against `en`); loaded with its chunk. */
export const en = {
  'how.heading': 'How to play: {game}',
  'how.turnTitle': 'A turn on Rozkaz',
  'how.turn1':
    'When it is your move, the Orders tab shows what you may do now: click one of your units, then a highlighted cell (its cost is written on it); cards and other choices are buttons. Each order goes into a draft that is checked as you build it, and a click that is not allowed says which rule stops it.',
  'how.turn2':
    'Nothing is final until you press “Send orders”. Then the game moves on by itself through every step that has only one possible answer, and stops where someone has to decide: that player gets an email, and you get one when it is your move again.',
  'how.turn3':
    'Opening a game shows everything the other side did since your last move: paths, attacks with their results and losses, marked on the board and listed in words.',
  'how.sequence': 'The turn step by step',
  'how.who.active': 'the side whose turn it is',
  'how.who.other': 'the other side',
  'how.who.both': 'both sides',
  'how.who.none': 'the server, nobody is asked',
  'how.interrupts': 'Questions in the other side’s turn',
  'how.interruptsNote':
    'While such a question waits, the game waits for that answer only; standing orders in the Orders tab can answer ahead of time.',
  'how.scenarios': 'Scenarios',
  'how.sides': 'Sides',
  'how.options': 'Variants',
  'how.noOptions': 'This game has no variants: it is played by the rulebook.',
  'how.default': 'default',
  'how.provenance': 'Map, counters and tables',
  'how.unknown': 'We have no such game.',
  'how.back': 'Back to your games',
};

export type HowKey = keyof typeof en;

export const pl: Record<HowKey, string> = {
  'how.heading': 'Jak grać: {game}',
  'how.turnTitle': 'Tura w Rozkazie',
  'how.turn1':
    'Gdy masz ruch, zakładka Rozkazy pokazuje, co możesz teraz zrobić: kliknij swoją jednostkę, a potem podświetlone pole (jego koszt jest na nim wypisany); karty i inne wybory to przyciski. Każdy rozkaz trafia do szkicu sprawdzanego na bieżąco, a niedozwolone kliknięcie mówi, która reguła na to nie pozwala.',
  'how.turn2':
    'Nic nie jest ostateczne, dopóki nie naciśniesz „Wyślij rozkazy”. Potem gra sama przechodzi przez kroki, w których jest tylko jedna możliwa odpowiedź, i zatrzymuje się tam, gdzie ktoś musi zdecydować: ten gracz dostaje e-mail, a Ty dostaniesz, gdy znów będzie Twój ruch.',
  'how.turn3':
    'Po otwarciu gry widzisz wszystko, co druga strona zrobiła od Twojego ostatniego ruchu: drogi, ataki z wynikami i straty, zaznaczone na mapie i opisane słowami.',
  'how.sequence': 'Tura krok po kroku',
  'how.who.active': 'strona, która ma turę',
  'how.who.other': 'druga strona',
  'how.who.both': 'obie strony',
  'how.who.none': 'serwer, nikt nie jest pytany',
  'how.interrupts': 'Pytania w turze drugiej strony',
  'how.interruptsNote':
    'Gdy takie pytanie czeka, gra czeka tylko na tę odpowiedź; rozkazy stałe w zakładce Rozkazy mogą odpowiedzieć z góry.',
  'how.scenarios': 'Scenariusze',
  'how.sides': 'Strony',
  'how.options': 'Warianty',
  'how.noOptions': 'Ta gra nie ma wariantów: gra się według instrukcji.',
  'how.default': 'domyślnie',
  'how.provenance': 'Mapa, żetony i tabele',
  'how.unknown': 'Nie mamy takiej gry.',
  'how.back': 'Wróć do swoich gier',
};

export const ht = (key: HowKey, vars?: Record<string, string | number>): string =>
  fill((getLang() === 'pl' ? pl : en)[key], vars);

/**
 * A card in plain words, for the page's card tooltip and panel: each printed value of a unit card
 * (cardValues' "A 2d8", "R 2", "P 1–4", "NRA") and what each HQ card does, in our own words.
 */
import { text, type Text } from '../../core/text.js';
import type { Card, HqCard, UnitCard } from './pack.js';

const unitLines = (c: UnitCard): Text[] => [
  ...(c.attack
    ? [text(`A ${c.attack}: w szturmie rzucasz ${c.attack}`, `A ${c.attack}: roll ${c.attack} when assaulting`)]
    : []),
  ...(c.defense
    ? [
        text(
          `D ${c.defense}: +${c.defense} do obrony, gdy zagrana za broniącą się jednostkę`,
          `D ${c.defense}: +${c.defense} to the defence when played for the defending unit`,
        ),
      ]
    : []),
  ...(c.bombard
    ? [
        text(
          `B ${c.bombard}: ostrzał artyleryjski, rzut ${c.bombard}`,
          `B ${c.bombard}: bombardment, roll ${c.bombard}`,
        ),
      ]
    : []),
  ...(c.volley
    ? [
        text(
          `V ${c.volley}: salwa w sąsiednie pole, rzut ${c.volley}`,
          `V ${c.volley}: volley at an adjacent square, roll ${c.volley}`,
        ),
      ]
    : []),
  ...(c.range
    ? [
        text(
          `R ${c.range}: zasięg ostrzału lub salwy (${c.range} pola)`,
          `R ${c.range}: range of the bombardment or volley (${c.range} squares)`,
        ),
      ]
    : []),
  ...(c.pursuit
    ? [
        text(
          `P 1–${c.pursuit}: pościg; k6 od 1 do ${c.pursuit} zadaje trafienie cofającemu się`,
          `P 1–${c.pursuit}: pursuit; a d6 of 1 to ${c.pursuit} hits the retreating unit`,
        ),
      ]
    : []),
  ...(c.withdraw
    ? [
        text(
          `W 1–${c.withdraw}: w obronie k6 od 1 do ${c.withdraw} pozwala się wycofać`,
          `W 1–${c.withdraw}: on defence a d6 of 1 to ${c.withdraw} lets the unit withdraw`,
        ),
      ]
    : []),
  ...(c.nra
    ? [text('NRA: jednostka nie musi wkraczać na zdobyte pole', 'NRA: the unit need not advance after winning')]
    : []),
];

const HQ_TEXT: Record<string, Text> = {
  ambush: text(
    'Zasadzka: atak na dowolną jednostkę wroga; jedyna walka tury, bez wkroczenia',
    'Ambush: attack any enemy unit; the turn’s only combat, with no advance',
  ),
  committed: text(
    'Atak z poświęceniem: +2k6 w ataku; po walce jedno trafienie dla atakującej jednostki',
    'Committed attack: +2d6 to the attack; one hit on an attacking unit afterwards',
  ),
  'forced-march': text(
    'Forsowny marsz: jednostka, która się ruszyła, idzie o jedno pole dalej',
    'Forced march: the unit just moved goes one square further',
  ),
  guerrilla: text(
    'Partyzanci: w turze przeciwnika anuluje jego kartę zaopatrzenia, forsownego marszu, przegrupowania lub uzupełnienia',
    'Guerrilla: in the opponent’s turn, cancels his supply, forced march, regroup or reinforcement card',
  ),
  redoubt: text(
    'Reduta: połóż na polu swojej jednostki; +3 do jej obrony',
    'Redoubt: place on a square of your unit; +3 to its defence',
  ),
  regroup: text('Przegrupowanie: przywraca pełną siłę osłabionej jednostce', 'Regroup: restores a reduced unit'),
  sappers: text(
    'Saperzy: w tej walce reduta obrońcy nie działa',
    'Sappers: the defender’s redoubt counts for nothing in this combat',
  ),
  skirmish: text(
    'Potyczka: odwołuje szturm, karta ataku wraca na rękę, jednostka może przejść do 2 pól',
    'Skirmish: calls the assault off, the attack card returns to hand, the unit may move up to 2 squares',
  ),
  scout: text('Zwiadowca: oglądasz całą rękę przeciwnika', 'Scout: look at the opponent’s whole hand'),
  supply: text(
    'Zaopatrzenie: jeden dodatkowy ruch jednostki albo przywrócenie osłabionej',
    'Supply: one extra unit move, or restore a reduced unit',
  ),
  withdraw: text(
    'Wycofanie: broniąca się jednostka cofa się na wolne sąsiednie pole zamiast walczyć',
    'Withdraw: the defending unit falls back to an empty adjacent square instead of fighting',
  ),
};

const leaderLines = (h: HqCard): Text[] => [
  text(
    `Cmd ${h.command}: prowadzi do ${h.command} jednostek w jednym ataku (albo używasz Cbt)`,
    `Cmd ${h.command}: leads up to ${h.command} units in one attack (or use Cbt instead)`,
  ),
  text(`Cbt ${h.combat}: +${h.combat} do ataku lub obrony`, `Cbt ${h.combat}: +${h.combat} to the attack or defence`),
  text(
    `Rally 1–${h.rally}: przywraca osłabioną jednostkę na k6 od 1 do ${h.rally}`,
    `Rally 1–${h.rally}: restores a reduced unit on a d6 of 1 to ${h.rally}`,
  ),
  ...(h.pursuitMod
    ? [text(`Pursuit ${h.pursuitMod}: zmienia rzuty pościgu`, `Pursuit ${h.pursuitMod}: changes the pursuit dice`)]
    : []),
  ...(h.grandBattery
    ? [
        text(
          'Grand Battery: ostrzał dowolną jednostką na 2 pola, rzut 2k10',
          'Grand Battery: any unit bombards at range 2 with 2d10',
        ),
      ]
    : []),
];

/** the card's text: one line per printed value (unit and leader cards) or what the HQ card does */
export const cardText = (c: Card): Text => {
  const lines =
    c.kind === 'unit'
      ? unitLines(c as UnitCard)
      : c.kind === 'leader'
        ? leaderLines(c as HqCard)
        : [
            ...(HQ_TEXT[c.kind] ? [HQ_TEXT[c.kind]] : []),
            ...(c.kind === 'ambush' && (c as HqCard).attack
              ? [text(`A ${(c as HqCard).attack}`, `A ${(c as HqCard).attack}`)]
              : []),
          ];
  return text(lines.map((l) => l.pl).join('\n'), lines.map((l) => l.en).join('\n'));
};

/** How to play Wojna o niepodległość on Rozkaz, in our own words (core/guide.ts); phase names are the status's. */
import type { GameGuide } from '../../core/guide.js';
import { text } from '../../core/text.js';
import { COUNTER_KEY } from './counter-key.js';
import { PHASE_NAMES } from './view.js';

export const GUIDE: Omit<GameGuide, 'provenance'> = {
  intro: text(
    'Wojna 1918–1921 w skali dywizji i brygad: szybkie manewry kawalerii, pociągi pancerne i walka o węzły kolejowe.',
    'The war of 1918–1921 at division and brigade scale: fast cavalry manoeuvres, armoured trains and the fight for railway junctions.',
  ),
  sequence: [
    {
      name: PHASE_NAMES.supply,
      what: text(
        'Zaopatrzenie i dowodzenie: liczy serwer, raport trafia do dziennika.',
        'Supply and command: the server works them out and writes the report to the log.',
      ),
      who: 'none',
    },
    { name: PHASE_NAMES.weather, what: text('Rzut na pogodę.', 'The weather roll.'), who: 'none' },
    {
      name: PHASE_NAMES.replacements,
      what: text(
        'Każda strona po kolei odbudowuje i uzupełnia jednostki.',
        'Each side in turn rebuilds and replaces units.',
      ),
      who: 'both',
    },
    {
      name: PHASE_NAMES.reinforcements,
      what: text('Posiłki wchodzą na mapę.', 'Reinforcements enter the map.'),
      who: 'both',
    },
    {
      name: PHASE_NAMES.activation,
      what: text(
        'Najpierw strona z inicjatywą, potem druga: ruch oddziałów, ruch sztabów, potem walki.',
        'First the initiative side, then the other: units move, HQs move, then the combats.',
      ),
      who: 'active',
    },
    {
      name: PHASE_NAMES.end,
      what: text('Ruch sztabów armii i koniec etapu.', 'Army HQs move and the turn ends.'),
      who: 'both',
    },
  ],
  interrupts: [
    text(
      'W czasie aktywacji przeciwnika możesz zostać zapytany o reakcję Twoich jednostek.',
      'During the opponent’s activation you may be asked how your units react.',
    ),
  ],
  counterKey: COUNTER_KEY,
};

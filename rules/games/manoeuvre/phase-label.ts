/**
 * The phase as players read it (Status.phaseLabel, v3), for the log and replay: set-up steps, then
 * the player-turn's phases (discard, movement, combat with its steps, restoration) with the turn.
 */
import type { Text } from '../../core/text.js';
import { text } from '../../core/text.js';
import type { MSide, Phase } from './state.js';

/** the sides as players read them (the module's `sideNames`) */
export const SIDE_NAMES: Record<MSide, Text> = { blue: text('Niebiescy', 'Blue'), red: text('Czerwoni', 'Red') };

/** the starting edges */
export const EDGE_NAMES: Record<'N' | 'E' | 'S' | 'W', Text> = {
  N: text('północ', 'north'),
  E: text('wschód', 'east'),
  S: text('południe', 'south'),
  W: text('zachód', 'west'),
};

/** each phase's name, also the panel's "Phase" row */
export const PHASE_NAMES: Record<Phase, Text> = {
  'setup.sections': text('rozstawienie: mapa', 'set-up: map'),
  'setup.pair': text('rozstawienie: armie', 'set-up: nations'),
  'setup.nation': text('rozstawienie: wybór armii', 'set-up: choosing a nation'),
  'setup.edge': text('rozstawienie: krawędź', 'set-up: edge'),
  'setup.hand': text('rozstawienie: karty', 'set-up: hand'),
  'setup.deploy': text('rozstawienie: jednostki', 'set-up: deployment'),
  discard: text('odrzucanie kart', 'discard'),
  movement: text('ruch', 'movement'),
  combat: text('walka', 'combat'),
  guerrilla: text('walka: partyzanci', 'combat: guerrilla'),
  defense: text('walka: obrona', 'combat: defense'),
  attack: text('walka: atak', 'combat: attack'),
  choice: text('walka: rana czy ucieczka', 'combat: hit or retreat'),
  retreat: text('walka: ucieczka', 'combat: retreat'),
  advance: text('walka: zajęcie pola', 'combat: advance'),
  restoration: text('przywrócenie', 'restoration'),
  over: text('koniec gry', 'game over'),
};

/** "Tura 7: ruch" / "Turn 7: movement"; set-up steps carry no turn */
export const phaseLabel = (phase: Phase, turn: number): Text =>
  phase.startsWith('setup.') || phase === 'over'
    ? PHASE_NAMES[phase]
    : text(`Tura ${turn}: ${PHASE_NAMES[phase].pl}`, `Turn ${turn}: ${PHASE_NAMES[phase].en}`);

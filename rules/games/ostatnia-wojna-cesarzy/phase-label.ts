/**
 * The phase as players read it (Status.phaseLabel, v3), for the log and replay: the phasing side's
 * name and the phase of the player-turn (3: supply, attack, movement, repeat attack, with the
 * reserve-movement windows W1–W3 between them, 4.2).
 */
import type { Text } from '../../core/text.js';
import { text } from '../../core/text.js';
import type { SideId } from './schema.js';
import type { Phase } from './state.js';

/** each phase's name, also the panel's "Phase" row and the phase-end log line */
export const PHASE_NAMES: Record<Phase, Text> = {
  supply: text('zaopatrzenie', 'supply'),
  w1: text('okno odwodów W1', 'reserve window W1'),
  attack: text('natarcie', 'attack'),
  w2: text('okno odwodów W2', 'reserve window W2'),
  move: text('ruch', 'movement'),
  w3: text('okno odwodów W3', 'reserve window W3'),
  repeat: text('ataki powtórne', 'repeat attacks'),
  over: text('koniec gry', 'game over'),
};
const SIDE: Record<SideId, Text> = { allies: text('Sprzymierzeni', 'Allies'), russians: text('Rosjanie', 'Russians') };

/** "Etap 3, Rosjanie: ruch" / "Stage 3, Russians: movement" */
export const phaseLabel = (phase: Phase, phasing: SideId, stage: number): Text =>
  phase === 'over'
    ? PHASE_NAMES.over
    : text(
        `Etap ${stage}, ${SIDE[phasing].pl}: ${PHASE_NAMES[phase].pl}`,
        `Stage ${stage}, ${SIDE[phasing].en}: ${PHASE_NAMES[phase].en}`,
      );

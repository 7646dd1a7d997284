import { resultOf, type Status } from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import { SIDE_NAMES } from './describe.js';
import type { GameState, Phase, SideId } from './state.js';

/** Who must act now, and the phase as players read it. */
export const awaited = (s: GameState): SideId[] => {
  if (s.result) return [];
  if (s.phase === 'first') return [s.initiative];
  if (!s.active) return [];
  if (s.phase === 'reactionFire' || s.phase === 'reaction') return [s.active.side === 'pl' ? 'ru' : 'pl'];
  return [s.active.side];
};

export const PHASES: Record<Phase, Text> = {
  first: text('Pierwsza aktywacja gracza z inicjatywą (2.3.1)', 'The initiative holder’s first activation (2.3.1)'),
  command: text('Dowódca wybiera dywizję (2.3.3, 2.3.4)', 'The commander chooses a division (2.3.3, 2.3.4)'),
  fire: text('Ostrzał artylerii aktywnej formacji (2.3.7.1)', 'Artillery fire of the active formation (2.3.7.1)'),
  move: text('Ruch (2.3.7.2)', 'Movement (2.3.7.2)'),
  reaction: text('Reakcja na ruch przeciwnika (5.5)', 'A reaction to the enemy’s move (5.5)'),
  reactionFire: text(
    'Ostrzał artylerii strony nieaktywnej (2.3.7.3)',
    'Artillery fire of the non-active side (2.3.7.3)',
  ),
  combat: text('Walka (2.3.7.4)', 'Combat (2.3.7.4)'),
  over: text('Koniec gry (2.6)', 'Game over (2.6)'),
};

export const status = (s: GameState): Status => {
  const label = (p: Phase): Text => {
    const who = s.active?.side ?? s.initiative;
    return text(
      `Etap ${s.pos.stage}: ${PHASES[p].pl} — ${SIDE_NAMES[who].pl}`,
      `Stage ${s.pos.stage}: ${PHASES[p].en} — ${SIDE_NAMES[who].en}`,
    );
  };
  if (s.result)
    return {
      waitingFor: [],
      phase: 'over',
      phaseLabel: label('over'),
      turn: s.pos.stage,
      result: resultOf(s.result.winners, s.result.reason),
    };
  const w = awaited(s);
  return {
    waitingFor: w,
    phase: s.phase,
    phaseLabel: label(s.phase),
    prompt: PHASES[s.phase],
    midTurn: s.phase === 'reactionFire' || s.phase === 'reaction',
    turn: s.pos.stage,
  };
};

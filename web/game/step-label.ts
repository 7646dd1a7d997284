import type { TurnPhase } from '../../functions/play/types.js';
import type { Lang } from '../../rules/core/text.js';
import { t, tx } from '../i18n.js';

/**
 * A step of the game as players name it: the status's phase label ("Tura 4: ruch" / "Stage 3,
 * Russians: movement"), which names its turn; a game without labels says only "Turn 4"; a turn
 * stored before the log kept it has no name ('').
 */
export const stepLabel = (p: TurnPhase | undefined, lang?: Lang): string =>
  tx(p?.phaseLabel, lang) || (p?.turn !== undefined ? t('game.turn', { n: p.turn }, lang) : '');

/**
 * The first step of game turn `turn` among the log entries: the position before it (`version - 1`)
 * is where that turn begins. null when none of `entries` was played in that turn.
 */
export const firstStepOfTurn = (
  entries: readonly { version: number; during?: TurnPhase }[],
  turn: number,
): number | null => {
  let first: number | null = null;
  for (const e of entries) if (e.during?.turn === turn && (first === null || e.version < first)) first = e.version;
  return first;
};

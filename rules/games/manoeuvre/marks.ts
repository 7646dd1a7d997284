/**
 * What Manoeuvre's events draw on the board for "since your last move": moves, retreats and
 * advances as paths, assaults and fire as attacks with their outcome, hits and eliminations as losses.
 */
import type { EventMark, GameEvent } from '../../core/contract.js';

const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);
const cells = (...xs: unknown[]): string[] =>
  xs.flatMap((x) => (Array.isArray(x) ? x : [x])).filter((x): x is string => typeof x === 'string');

/** 6.4 outcomes in which the attacker came off better */
const ATTACKER_WON = new Set(['defender-choice', 'attacker-choice', 'hit-retreat', 'eliminate']);

export const eventMarks = (e: GameEvent): EventMark[] => {
  const x = (e.data ?? {}) as Record<string, unknown>;
  switch (e.type) {
    case 'moved':
    case 'skirmish':
      return [{ kind: 'path', cells: cells(x.from, x.path), piece: str(x.unit) }];
    case 'retreated':
    case 'withdrew':
    case 'advanced':
      return [{ kind: 'path', cells: cells(x.from, x.to), piece: str(x.unit) }];
    case 'assault':
      return [
        { kind: 'attack', from: cells(x.from), fromPieces: cells(x.unit), to: str(x.square), toPiece: str(x.target) },
      ];
    case 'ambush':
      return [{ kind: 'attack', to: str(x.square), toPiece: str(x.target) }];
    case 'bombardment':
    case 'volley':
    case 'grand-battery':
      return [{ kind: 'attack', fromPieces: cells(x.unit), toPiece: str(x.target), success: !!x.hit }];
    case 'outcome':
      return x.outcome === 'none' ? [] : [{ kind: 'result', success: ATTACKER_WON.has(String(x.outcome)) }];
    case 'hit':
      return [{ kind: 'loss', piece: str(x.unit) }];
    case 'eliminated':
      return [{ kind: 'loss', piece: str(x.unit), eliminated: true }];
    default:
      return [];
  }
};

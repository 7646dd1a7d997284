/**
 * What this game's events draw on the board for "since your last move", from each event's data alone:
 * moves, rail moves, reserve moves, withdrawals and retreats as paths, a combat from the declaring side's units to the first
 * enemy unit engaged, its table result (the attacker won when the defender lost more EP than it did),
 * and each step loss on the unit that took it.
 */
import type { EventMark, GameEvent } from '../../core/contract.js';

const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);
const strs = (x: unknown): string[] => (Array.isArray(x) ? x.filter((v): v is string => typeof v === 'string') : []);

/** "2/3": attacker's loss, then the defender's (phases/combat.ts) */
const attackerWon = (result: unknown): boolean => {
  const [a, d] = String(result ?? '0/0')
    .split('/')
    .map(Number);
  return (d || 0) > (a || 0);
};

export const eventMarks = (e: GameEvent): EventMark[] => {
  const x = (e.data ?? {}) as Record<string, unknown>;
  switch (e.type) {
    case 'move':
      return [{ kind: 'path', cells: strs(x.path), piece: strs(x.pieces)[0] }];
    case 'rail-move':
      return [{ kind: 'path', cells: strs(x.path), piece: str(x.unit) }];
    case 'reserve-move': {
      const cells = [str(x.from), str(x.to)].filter((c): c is string => !!c);
      return cells.length === 2 ? [{ kind: 'path', cells, piece: str(x.unit) }] : [];
    }
    case 'withdraw': {
      const cells = [str(x.from), str(x.to)].filter((c): c is string => !!c);
      return cells.length === 2 ? [{ kind: 'path', cells }] : [];
    }
    case 'retreat-move':
      return x.to ? [{ kind: 'path', cells: [str(x.from), ...strs(x.path)].filter((c): c is string => !!c) }] : [];
    case 'flight':
      return [{ kind: 'path', cells: [str(x.from), ...strs(x.path)].filter((c): c is string => !!c) }];
    case 'combat':
    case 'bombardment':
      return [{ kind: 'attack', fromPieces: strs(x.own), toPiece: strs(x.enemy)[0] }];
    case 'crt':
      return [{ kind: 'result', success: attackerWon(x.result) }];
    case 'loss':
      return x.loss ? [{ kind: 'loss', piece: str(x.unit), eliminated: x.eliminated === true }] : [];
    default:
      return [];
  }
};

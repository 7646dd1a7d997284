/**
 * What this game's events draw on the board for "since your last move", from each event's data alone:
 * moves, retreats and pursuits as paths, a combat from its attacking units to the target hex with its
 * result (the attacker wins when the defender suffers more than it does), losses and eliminations on
 * the units hit, a train destroyed in passing as a loss in that hex.
 */
import type { EventMark, GameEvent } from '../../core/contract.js';

const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);
const strs = (x: unknown): string[] => (Array.isArray(x) ? x.filter((v): v is string => typeof v === 'string') : []);
const weight = (r: unknown): number => {
  const o = (r ?? {}) as { retreat?: unknown; loss?: unknown };
  return (typeof o.retreat === 'number' ? o.retreat : 0) + (typeof o.loss === 'number' ? o.loss : 0);
};

export const eventMarks = (e: GameEvent): EventMark[] => {
  const x = (e.data ?? {}) as Record<string, unknown>;
  switch (e.type) {
    case 'move':
      return [{ kind: 'path', cells: strs(x.path), piece: str(x.piece) }];
    case 'pursuit':
      return [{ kind: 'path', cells: strs(x.path), piece: str(x.unit) }];
    case 'hq-pursuit':
      return [{ kind: 'path', cells: strs(x.path), piece: str(x.hq) }];
    case 'retreat':
    case 'reaction':
      return [{ kind: 'path', cells: strs(x.path), piece: strs(x.units)[0] }];
    case 'contact-path':
      return x.path ? [{ kind: 'path', cells: strs(x.path), piece: strs(x.pieces)[0] }] : [];
    case 'combat': {
      const success = weight(x.defender) > weight(x.attacker);
      return [
        { kind: 'attack', fromPieces: strs(x.attackers), to: str(x.target), success },
        { kind: 'result', success },
      ];
    }
    case 'losses':
      return strs(x.units).map((u) => ({ kind: 'loss', piece: u }));
    case 'eliminated':
      return [{ kind: 'loss', piece: str(x.piece), eliminated: true }];
    case 'retreat-impossible':
      return [{ kind: 'loss', cell: str(x.hex), eliminated: true }];
    case 'train-pass':
      return x.destroyed ? [{ kind: 'loss', cell: str(x.hex), piece: str(x.train), eliminated: true }] : [];
    default:
      return [];
  }
};

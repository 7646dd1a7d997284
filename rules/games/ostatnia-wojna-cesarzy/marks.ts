/**
 * What OWC's events draw on the board for "since your last move": marches, retreats and pursuits as
 * paths (a march's event names the hexes entered, not the one left), attacks from the attacking units
 * to the hex with the roll's result, broken and eliminated units as losses in their hex.
 */
import type { EventMark, GameEvent } from '../../core/contract.js';

const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);
const cells = (...xs: unknown[]): string[] =>
  xs.flatMap((x) => (Array.isArray(x) ? x : [x])).filter((x): x is string => typeof x === 'string');

export const eventMarks = (e: GameEvent): EventMark[] => {
  const x = (e.data ?? {}) as Record<string, unknown>;
  switch (e.type) {
    case 'move':
    case 'rail':
    case 'pursuit':
      return [{ kind: 'path', cells: cells(x.path), piece: str(x.unit) }];
    case 'retreat':
      return [{ kind: 'path', cells: cells(x.from, x.path).filter((c) => c !== 'off'), piece: str(x.unit) }];
    case 'attack':
    case 'attack-patrols':
      return [{ kind: 'attack', fromPieces: cells(x.attackers), to: str(x.target) }];
    case 'attack-result':
      return [{ kind: 'result', success: !!x.success }];
    case 'broken':
      return [{ kind: 'loss', cell: str(x.hex), piece: str(x.unit) }];
    case 'eliminated':
    case 'capitulated':
      return [{ kind: 'loss', cell: str(x.hex), piece: str(x.unit), eliminated: true }];
    default:
      return [];
  }
};

import { describe, expect, it } from 'vitest';
import type { PieceView } from '../../rules/core/board.js';
import type { LogEntry } from '../api.js';
import { sinceOwnMove } from './since.js';

const turn = (version: number, side: string, events: LogEntry['events'], kind = 'orders'): LogEntry =>
  ({ version, kind, side, at: '', events }) as LogEntry;
const ev = (text: string, marks?: unknown[]): LogEntry['events'][number] =>
  ({ type: 'x', data: {}, text, ...(marks ? { marks } : {}) }) as LogEntry['events'][number];

describe('since your last move (issue 19, item 2)', () => {
  it("Red's turn after Blue's last move: the path moved, the assault with its result, the hit where the unit stands", () => {
    const pieces: PieceView[] = [
      { id: 'r-inf', cell: 'C4', side: 'red' },
      { id: 'b-cav', cell: 'C5', side: 'blue' },
    ] as PieceView[];
    const s = sinceOwnMove(
      [
        turn(10, 'blue', [ev('Blue moves', [{ kind: 'path', cells: ['A1', 'A2'] }])]),
        turn(11, 'red', [ev('Red moves', [{ kind: 'path', cells: ['C2', 'C3', 'C4'], piece: 'r-inf' }])]),
        turn(12, 'red', [
          ev('Assault', [{ kind: 'attack', fromPieces: ['r-inf'], toPiece: 'b-cav', to: 'C5' }]),
          ev('Result', [{ kind: 'result', success: true }]),
          ev('Hit', [{ kind: 'loss', piece: 'b-cav' }]),
        ]),
      ],
      'blue',
      pieces,
    );
    expect(s.turns).toBe(2);
    expect(s.lines).toEqual(['Red moves', 'Assault', 'Result', 'Hit']);
    expect(s.paths).toEqual([{ cells: ['C2', 'C3', 'C4'] }]);
    expect(s.attacks).toEqual([{ from: ['C4'], to: 'C5', success: true }]);
    expect(s.losses).toEqual([{ cell: 'C5', eliminated: false }]);
  });
  it('an eliminated unit is flagged where it was last seen; nothing before the own last move counts', () => {
    const s = sinceOwnMove(
      [
        turn(3, 'allies', [ev('old', [{ kind: 'loss', cell: '0101' }])]),
        turn(4, 'russians', [
          ev('attack', [{ kind: 'attack', fromPieces: ['ru1'], to: '1010' }]),
          ev('roll', [{ kind: 'result', success: false }]),
          ev('broken', [{ kind: 'loss', cell: '0909', eliminated: true }]),
        ]),
      ],
      'allies',
      [{ id: 'ru1', cell: '0909', side: 'russians' }] as PieceView[],
    );
    expect(s.attacks).toEqual([{ from: ['0909'], to: '1010', success: false }]);
    expect(s.losses).toEqual([{ cell: '0909', eliminated: true }]);
    expect(s.lines).toEqual(['attack', 'roll', 'broken']);
  });
});

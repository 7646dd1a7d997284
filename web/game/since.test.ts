import { describe, expect, it } from 'vitest';
import type { PieceView } from '../../rules/core/board.js';
import type { LogEntry } from '../api.js';
import { sinceOwnMove, sinceStart } from './since.js';

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
  it("OWC 5: a march's event names only the hexes entered; its first step is drawn from the hex the unit left", () => {
    const log = [
      turn(7, 'allies', [ev('Allies end', [])]),
      turn(8, 'russians', [ev('1 Army marches', [{ kind: 'path', cells: ['1205', '1206'], piece: 'ru-1' }])]),
      turn(9, 'russians', [ev('1 Army marches on', [{ kind: 'path', cells: ['1207'], piece: 'ru-1' }])]),
    ];
    // the position the russians' turns started from: the version before the first of them
    expect(sinceStart(log, 'allies')).toBe(7);
    const now = [{ id: 'ru-1', cell: '1207', side: 'russians' }] as PieceView[];
    const before = [{ id: 'ru-1', cell: '1204', side: 'russians' }] as PieceView[];
    const s = sinceOwnMove(log, 'allies', now, before);
    // the second march starts where the first ended
    expect(s.paths).toEqual([{ cells: ['1204', '1205', '1206'] }, { cells: ['1206', '1207'] }]);
    // without the earlier position (the replay could not be read) the marches are drawn as the events name them
    expect(sinceOwnMove(log, 'allies', now).paths).toEqual([{ cells: ['1205', '1206'] }, { cells: ['1206', '1207'] }]);
  });
  it('no earlier position is asked for when no path of the others names its piece', () => {
    expect(sinceStart([turn(4, 'red', [ev('Red moves', [{ kind: 'path', cells: ['A1', 'A2'] }])])], 'blue')).toBeNull();
    expect(
      sinceStart([turn(4, 'blue', [ev('own move', [{ kind: 'path', cells: ['A1'], piece: 'b' }])])], 'blue'),
    ).toBeNull();
  });
});

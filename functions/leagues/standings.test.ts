import { describe, expect, it } from 'vitest';
import { standings, type LeagueGame } from './standings.js';

const g = (a: string, b: string, result: LeagueGame['result'], extra: Partial<LeagueGame> = {}): LeagueGame => ({
  a,
  b,
  result,
  ...extra,
});
/** every pairing of `players` once, in the order A–B, A–C, …, D–E, with these results */
const roundRobin = (players: string[], results: LeagueGame['result'][]): LeagueGame[] =>
  players.flatMap((a, i) => players.slice(i + 1).map((b) => [a, b])).map(([a, b], k) => g(a, b, results[k]));
const FIVE = ['A', 'B', 'C', 'D', 'E'];
/** one string a row: place, player, score, Sonneborn-Berger, head-to-head (– when it was not needed), wins */
const brief = (s: ReturnType<typeof standings>) =>
  s.rows.map((r) => `${r.place} ${r.player} ${r.score} sb ${r.sonnebornBerger} h2h ${r.headToHead ?? '–'} w ${r.wins}`);

describe('standings: win 1, draw ½, loss 0; tie-breaks SB, head-to-head, wins', () => {
  it('four players, hand-computed: Sonneborn-Berger separates B and C on 1 point', () => {
    // A–B 1–0, A–C ½–½, A–D 1–0, B–C 1–0, B–D 0–1 (B lost on time), C–D ½–½
    const s = standings({
      players: ['A', 'B', 'C', 'D'],
      games: [
        g('A', 'B', 'a'),
        g('A', 'C', 'draw'),
        g('A', 'D', 'a'),
        g('B', 'C', 'a'),
        g('B', 'D', 'b', { reason: 'timeout' }),
        g('C', 'D', 'draw'),
      ],
    });
    // scores A 2½, B 1, C 1, D 1½
    // SB: A = B(1)+½·C(1)+D(1½) = 3; D = B(1)+½·C(1) = 1½; C = ½·A(2½)+½·D(1½) = 2; B = C(1) = 1
    expect(brief(s)).toEqual([
      '1 A 2.5 sb 3 h2h – w 2',
      '2 D 1.5 sb 1.5 h2h – w 1',
      '3 C 1 sb 2 h2h – w 0',
      '4 B 1 sb 1 h2h – w 1',
    ]);
    expect(s.rows.find((r) => r.player === 'B')).toMatchObject({ played: 3, wins: 1, draws: 0, losses: 2 });
  });

  // five players, round robin in the order A–B, A–C, …, D–E
  it.each([
    {
      rule: 'head-to-head decides when score and SB are equal (five players)',
      // A 2½: SB = C(2½) + ½·D(1½) + E(0) = 3¼;  C 2½: SB = ½·B(3½) + D(1½) + E(0) = 3¼;  A beat C
      results: ['b', 'a', 'draw', 'a', 'draw', 'a', 'a', 'a', 'a', 'a'],
      rows: [
        '1 B 3.5 sb 5.25 h2h – w 3',
        '2 A 2.5 sb 3.25 h2h 1 w 2',
        '3 C 2.5 sb 3.25 h2h 0 w 2',
        '4 D 1.5 sb 1.25 h2h – w 1',
        '5 E 0 sb 0 h2h – w 0',
      ],
    },
    {
      rule: 'number of wins decides when score, SB and head-to-head are equal',
      // B 2½: SB = ½·A(2) + ½·C(2½) + ½·D(2) + E(1) = 4¼;  C 2½: SB = ½·B(2½) + D(2) + E(1) = 4¼
      // B–C drawn (h2h ½ each); C has 2 wins, B 1
      results: ['draw', 'a', 'draw', 'b', 'draw', 'draw', 'a', 'a', 'a', 'a'],
      rows: [
        '1 C 2.5 sb 4.25 h2h 0.5 w 2',
        '2 B 2.5 sb 4.25 h2h 0.5 w 1',
        '3 A 2 sb 4.75 h2h – w 1',
        '4 D 2 sb 3.25 h2h – w 1',
        '5 E 1 sb 2 h2h – w 1',
      ],
    },
  ] satisfies { rule: string; results: LeagueGame['result'][]; rows: string[] }[])('$rule', ({ results, rows }) => {
    expect(brief(standings({ players: FIVE, games: roundRobin(FIVE, results) }))).toEqual(rows);
  });

  it('players equal on everything share the place, listed in seeding order', () => {
    const s = standings({
      players: ['X', 'Y', 'Z'],
      games: [g('X', 'Y', 'draw'), g('Y', 'Z', 'draw'), g('Z', 'X', 'draw')],
    });
    expect(s.rows.map((r) => [r.player, r.place, r.shared])).toEqual([
      ['X', 1, true],
      ['Y', 1, true],
      ['Z', 1, true],
    ]);
  });

  it('timeouts and resignations are losses like any other', () => {
    const s = standings({
      players: ['A', 'B'],
      games: [g('A', 'B', 'b', { reason: 'resign' }), g('B', 'A', 'b', { reason: 'timeout' })],
    });
    // one win each (B by resignation, A on time): level on everything, place shared
    expect(s.rows.map((r) => [r.player, r.place, r.score, r.wins, r.losses])).toEqual([
      ['A', 1, 1, 1, 1],
      ['B', 1, 1, 1, 1],
    ]);
  });

  describe('a withdrawal: D beat A, then withdrew before B–D and C–D were played (A–B 1–0, A–C ½–½, B–C 1–0)', () => {
    const games = [
      g('D', 'A', 'a'),
      g('A', 'B', 'a'),
      g('A', 'C', 'draw'),
      g('B', 'C', 'a'),
      g('B', 'D', null, { id: 'g5' }),
      g('C', 'D', null, { id: 'g6' }),
    ];
    it("policy 'forfeit': B and C win by forfeit", () => {
      const s = standings({ players: ['A', 'B', 'C', 'D'], games, withdrawn: ['D'], policy: 'forfeit' });
      // B 2: SB = C(1½) + D(1) = 2½;  A 1½: SB = B(2) + ½·C(1½) = 2¾;  C 1½: SB = ½·A(1½) + D(1) = 1¾;  D 1: SB = A(1½)
      expect(brief(s)).toEqual([
        '1 B 2 sb 2.5 h2h – w 2',
        '2 A 1.5 sb 2.75 h2h – w 1',
        '3 C 1.5 sb 1.75 h2h – w 1',
        '4 D 1 sb 1.5 h2h – w 1',
      ]);
      expect(s.rows.find((r) => r.player === 'D')).toMatchObject({
        withdrawn: true,
        forfeitLosses: 2,
        losses: 2,
        pending: 0,
      });
      const { players, cells } = s.crosstable;
      const cell = (r: string, c: string) => cells[players.indexOf(r)][players.indexOf(c)];
      expect(cell('B', 'D')).toEqual([{ mark: '+', seat: 'a', gameId: 'g5' }]);
      expect(cell('D', 'B')).toEqual([{ mark: '-', seat: 'b', gameId: 'g5' }]);
    });
    it("policy 'annul': the unplayed games are struck out", () => {
      const s = standings({ players: ['A', 'B', 'C', 'D'], games, withdrawn: ['D'], policy: 'annul' });
      // A 1½: SB = B(1) + ½·C(½) = 1¼;  D 1: SB = A(1½);  B 1: SB = C(½);  C ½: SB = ½·A(1½) = ¾
      expect(brief(s)).toEqual([
        '1 A 1.5 sb 1.25 h2h – w 1',
        '2 D 1 sb 1.5 h2h – w 1',
        '3 B 1 sb 0.5 h2h – w 1',
        '4 C 0.5 sb 0.75 h2h – w 0',
      ]);
      const { players, cells } = s.crosstable;
      expect(cells[players.indexOf('B')][players.indexOf('D')]).toEqual([]);
      expect(s.rows.every((r) => r.pending === 0)).toBe(true);
    });
    it('two withdrawn players who never met both lose their game (forfeit policy)', () => {
      const s = standings({
        players: ['A', 'B', 'C'],
        games: [g('A', 'B', null), g('A', 'C', 'a'), g('B', 'C', 'b')],
        withdrawn: ['A', 'B'],
      });
      expect(s.rows.map((r) => [r.player, r.score, r.forfeitLosses])).toEqual([
        ['A', 1, 1],
        ['C', 1, 0],
        ['B', 0, 1],
      ]);
    });
  });

  it('a Swiss bye adds its points but counts in no tie-break', () => {
    // round 1: A beat B, C had the bye → A and C on 1, SB 0 each, no game between them; A has the win
    const s = standings({
      players: ['C', 'B', 'A'],
      games: [g('A', 'B', 'a', { round: 1 })],
      byes: [{ player: 'C', round: 1 }],
    });
    expect(brief(s)).toEqual(['1 A 1 sb 0 h2h 0 w 1', '2 C 1 sb 0 h2h 0 w 0', '3 B 0 sb 0 h2h – w 0']);
    expect(
      standings({ players: ['A', 'B', 'C'], games: [], byes: [{ player: 'C' }], byePoints: 0.5 }).rows[0],
    ).toMatchObject({ player: 'C', score: 0.5, byes: 1 });
  });

  it('crosstable: double round robin, marks from the row player, pending games, round order', () => {
    const s = standings({
      players: ['A', 'B'],
      games: [g('A', 'B', 'draw', { id: 'x', round: 1 }), g('B', 'A', null, { id: 'y', round: 2 })],
    });
    expect(s.crosstable.players).toEqual(['A', 'B']);
    expect(s.crosstable.cells[0][0]).toEqual([]);
    expect(s.crosstable.cells[0][1]).toEqual([
      { mark: '½', seat: 'a', gameId: 'x', round: 1 },
      { mark: '*', seat: 'b', gameId: 'y', round: 2 },
    ]);
    expect(s.crosstable.cells[1][0]).toEqual([
      { mark: '½', seat: 'b', gameId: 'x', round: 1 },
      { mark: '*', seat: 'a', gameId: 'y', round: 2 },
    ]);
    expect(s.rows[0]).toMatchObject({ played: 1, pending: 1, score: 0.5 });
  });

  it('refuses unknown players and duplicates', () => {
    expect(() => standings({ players: ['A', 'A'], games: [] })).toThrow(/twice/);
    expect(() => standings({ players: ['A', 'B'], games: [g('A', 'Q', 'a')] })).toThrow(/unknown/);
  });
});

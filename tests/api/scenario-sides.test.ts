/**
 * v3: sides per scenario and team results. A module's `sides` is the union over its scenarios; a game
 * seats its scenario's sides only; a resignation in a game of three gives a team result (`winners`),
 * which leagues do not read as a two-player result and whose emails tell each side won or lost.
 */
import { describe, expect, it } from 'vitest';
import { genesis, runTurn } from '../../functions/play/run-turn.js';
import { resultOf as leagueResult } from '../../functions/leagues/league-table.js';
import { scenarioSides, winnersOf, type GameModule } from '../../rules/core/contract.js';
import { text } from '../../rules/core/text.js';
import { resultLine } from '../../web/game/result.js';
import { duel } from '../fixture/duel.js';
import { duelSetup } from './helpers/games.js';

const SEED = '00'.repeat(31) + '07';
/** the duel with a third side that only a "trio" scenario seats (green watches the bidding) */
const trio = {
  ...duel,
  id: 'duel',
  sides: ['red', 'blue', 'green'],
  sideNames: { ...duel.sideNames, green: text('Zieloni', 'Green') },
  scenarios: [...duel.scenarios, { ...duel.scenarios[0], id: 'trio', sides: ['red', 'blue', 'green'] }],
  setup: (id: string, o: Parameters<typeof duel.setup>[1], d: Parameters<typeof duel.setup>[2]) =>
    duel.setup(id === 'trio' ? 'first-to-3' : id, o, d),
} as unknown as GameModule;

describe('sides per scenario (v3)', () => {
  it('a two-sided scenario of a three-sided module seats two, starts when both are in, and refuses the third', () => {
    expect(scenarioSides(trio, 'first-to-3')).toEqual(['red', 'blue']);
    const g = genesis(duelSetup('g1'), trio, SEED);
    expect(Object.keys(g.seats)).toEqual(['red', 'blue']);
    expect(Object.keys(g.vacation)).toEqual(['red', 'blue']);
    const green = runTurn(
      g,
      { kind: 'join', side: 'green', userId: 'u-green', name: 'G', at: '2026-01-05T12:01:00.000Z' },
      trio,
      SEED,
    );
    expect(green).toMatchObject({ ok: false, error: { code: 'no-such-side' } });
    const blue = runTurn(
      g,
      { kind: 'join', side: 'blue', userId: 'u-blue', name: 'B', at: '2026-01-05T12:01:00.000Z' },
      trio,
      SEED,
    );
    if (!blue.ok) throw new Error(blue.error.message);
    expect(blue.record.lifecycle).toBe('active');
  });

  it('a resignation among three is a team result: winners are the other two, winner stays null', () => {
    const g = genesis(
      duelSetup('g2', {
        scenario: 'trio',
        seats: {
          red: { userId: 'u-red', name: 'R' },
          blue: { userId: 'u-blue', name: 'B' },
          green: { userId: 'u-g', name: 'G' },
        },
      }),
      trio,
      SEED,
    );
    expect(g.lifecycle).toBe('active');
    const r = runTurn(g, { kind: 'resign', side: 'green', userId: 'u-g', at: '2026-01-05T12:02:00.000Z' }, trio, SEED);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.record.result).toEqual({ winner: null, winners: ['red', 'blue'], reason: 'resignation' });
    expect(winnersOf(r.record.result!)).toEqual(['red', 'blue']);
    expect(leagueResult(r.record, ['red', 'blue'])).toBeNull();
    expect(resultLine(r.record.result!, (s) => s.toUpperCase(), 'en')).toMatch(/^Winner: RED, BLUE/);
  });

  it('old two-player records (winner only) read as before', () => {
    const g = genesis(
      duelSetup('g3', { seats: { red: { userId: 'u-red', name: 'R' }, blue: { userId: 'u-blue', name: 'B' } } }),
      trio,
      SEED,
    );
    const r = runTurn(g, { kind: 'resign', side: 'red', userId: 'u-red', at: '2026-01-05T12:02:00.000Z' }, trio, SEED);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.record.result).toEqual({ winner: 'blue', reason: 'resignation' });
    expect(leagueResult(r.record, ['red', 'blue'])).toBe('b');
    expect(
      leagueResult({ lifecycle: 'over', result: { winner: 'red', winners: ['red'], reason: 'points' } }, [
        'red',
        'blue',
      ]),
    ).toBe('a');
  });
});

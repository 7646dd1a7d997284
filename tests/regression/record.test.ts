import { describe, expect, it } from 'vitest';
import { readLogs } from './record.js';

describe('readLogs: which recorded games a run replays', () => {
  it('every game of the fixture when REPLAY_GAMES is not set (npm test, CI first pass)', () => {
    const all = readLogs('manoeuvre.logs.json.gz', {});
    expect(all.length).toBe(100);
    expect(readLogs('manoeuvre.logs.json.gz', { REPLAY_GAMES: 'all' })).toHaveLength(100);
  });
  it('REPLAY_GAMES=2: the first two seeds of each scenario, in the recorded order (CI second pass)', () => {
    const all = readLogs('manoeuvre.logs.json.gz', {});
    const some = readLogs('manoeuvre.logs.json.gz', { REPLAY_GAMES: '2' });
    const scenarios = [...new Set(all.map((g) => g.scenario))];
    expect(scenarios).toHaveLength(2);
    expect(some.map((g) => `${g.scenario}:${g.seed}`)).toEqual(scenarios.flatMap((s) => [`${s}:1`, `${s}:2`]));
    expect(some[0]).toEqual(all.find((g) => g.scenario === scenarios[0] && g.seed === 1));
  });
});

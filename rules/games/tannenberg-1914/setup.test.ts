import { describe, expect, it } from 'vitest';
import { PACK } from './pack.js';
import { setupScenario } from './setup.js';

describe('17.1 setup', () => {
  it('17.1 the full game: 114 pieces on their hexes, front face, no loss, the track waiting', () => {
    const s = setupScenario('tannenberg-1914');
    const sc = PACK.scenarios[1];
    for (const e of sc.setup)
      expect(s.units[e.piece]?.hex ?? s.hqs[e.piece]?.hex ?? s.trains[e.piece]?.hex).toBe(e.hex);
    expect(
      Object.values(s.units)
        .filter((u) => u.hex)
        .every((u) => u.face === 'front' && u.loss === 0),
    ).toBe(true);
    expect(s.units['de-72-41-xx']).toEqual({ hex: 'A30B28', face: 'front', loss: 0 });
    expect(s.hqs['ru-samsonow']).toEqual({ hex: null, order: null, previous: null });
    expect(s.hqs['de-hindenburg'].hex).toBeNull();
    expect(s.arrivals.map((a) => a.turn)).toEqual(sc.reinforcements.map((r) => r.turn));
    expect(Object.values(s.control)).toEqual(Array(8).fill('de'));
    expect(s).toMatchObject({ turn: 1, phase: 'orders', initiative: null, track: 0, result: null });
  });
  it('the Gumbinnen scenario: only the pieces in its area, XVII Corps on the track for turn 2', () => {
    const s = setupScenario('gumbinnen-1914');
    const area = new Set(PACK.map.regions.gumbinnen);
    const placed = [...Object.values(s.units), ...Object.values(s.hqs)].filter((p) => p.hex);
    expect(placed.every((p) => area.has(p.hex!))).toBe(true);
    expect(s.units['de-69-36-xvii'].hex).toBeNull();
    expect(s.arrivals.find((a) => a.pieces.includes('de-mackensen'))).toMatchObject({ turn: 2, rail: true });
  });
  it('a state is plain JSON', () => {
    const s = setupScenario('tannenberg-1914');
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

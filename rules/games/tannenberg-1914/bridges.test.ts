import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import m from './index.js';
import { bridgesInRange } from './phases/bridges.js';
import { setupScenario } from './setup.js';
import type { TbState } from './state.js';

/** the full map, the German movement phase of turn 1, François alone at A6B47 next to the Dirschau bridges (A4B49–A5B48) */
const atDirschau = (hq = 'A6B47'): TbState => {
  const s = setupScenario('tannenberg-1914');
  for (const u of Object.values(s.units)) u.hex = null;
  for (const h of Object.values(s.hqs)) h.hex = null;
  for (const t of Object.values(s.trains)) t.hex = null;
  s.arrivals = [];
  s.hqs['de-francois'].hex = hq;
  Object.assign(s, { phase: 'move-ip', initiative: 'de', await: { kind: 'move', sides: ['de'] } });
  return s;
};
const blow = (s: TbState, bridge: string, roll: number) =>
  m.apply(s, 'de', { orders: [{ type: 'blow-bridge', bridge }] }, new FixedDice([roll]));

describe('6.0 Vistula bridges', () => {
  it('6.0 a bridge with a hex in a corps HQ range (François, range 3) may be tried; out of range it may not', () => {
    expect(bridgesInRange(atDirschau(), 'de')).toEqual(['road-dirschau', 'rail-dirschau']);
    expect(bridgesInRange(atDirschau('A12B47'), 'de')).toEqual([]);
    expect(blow(atDirschau('A12B47'), 'road-dirschau', 6)).toMatchObject({
      ok: false,
      error: { rule: '6.0', at: 'orders[0].bridge' },
    });
  });
  it('6.0 a 5 leaves it standing and spends the turn’s one try; a 6 blows it for good', () => {
    const miss = blow(atDirschau(), 'road-dirschau', 5);
    expect(miss.ok).toBe(true);
    if (!miss.ok) return;
    expect(miss.state.bridgesDown).toEqual([]);
    expect(miss.events.find((e) => e.type === 'bridge')?.data).toMatchObject({ bridge: 'road-dirschau', blown: false });
    expect(blow(miss.state, 'rail-dirschau', 6)).toMatchObject({ ok: false, error: { rule: '6.0' } });
    const hit = blow(atDirschau(), 'road-dirschau', 6);
    expect(hit.ok && hit.state.bridgesDown).toEqual(['road-dirschau']);
    expect(hit.ok && m.describe(hit.events.find((e) => e.type === 'bridge')!, 'en')).toContain(
      'the Vistula road bridge at Dirschau is blown',
    );
  });
});

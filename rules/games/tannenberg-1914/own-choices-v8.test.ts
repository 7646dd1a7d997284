import { describe, expect, it } from 'vitest';
import { atCombatPhase, fixture, ok, play as playExact, start } from './testkit.js';
import type { TbState } from './state.js';
import { choices } from './view.js';

/** a batch with these dice first, then 1s for whatever the turn's end rolls (orders, isolation: nothing happens) */
const play = (s: TbState, side: string, orders: unknown[], dice: number[] = []) =>
  playExact(s, side, orders, [...dice, ...Array<number>(24).fill(1)]);
const events = (r: ReturnType<typeof play>) => (r.ok ? r.events : []);

describe('the view offers flight paths when the defender stands in several hexes (9.5.4, rules version 7)', () => {
  // 1/1 I (with François ••) attacks 1/29/XX in Gumbinnen A42B39 and 2/29/XX at A42B38: 6 v 10, 1:2, shifts +0, roll 1 = 2/3
  const attacked = (version = 7): TbState => {
    const s = atCombatPhase(
      { 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39', 'ru-2-29-xx': 'A42B38' },
      'gumbinnen-1914',
      version,
    );
    const d = ok(play(s, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx', 'ru-2-29-xx'] }]));
    return ok(play(d, 'de', [{ type: 'card', card: 'attack' }]));
  };
  const flights = (r: ReturnType<typeof play>) =>
    events(r)
      .filter((e) => e.type === 'flight')
      .map((e) => e.data as { from: string; path: string[] });
  it("9.5.4 each hex's end hexes are offered with the hex fled from; A42B38 by A43B38–A44B38–A45B38 while A42B39 takes the automatic path", () => {
    const offered = choices(attacked(), 'ru').filter((c) => c.id.startsWith('card:defend:flee:4:'));
    expect(offered.some((c) => c.id.startsWith('card:defend:flee:4:A42B39:'))).toBe(true);
    const pick = offered.find((c) => c.id === 'card:defend:flee:4:A42B38:A46B38')!;
    expect(pick.order).toEqual({
      type: 'card',
      card: 'defend',
      flee: 4,
      paths: { A42B38: ['A43B38', 'A44B38', 'A45B38', 'A46B38'] },
    });
    // the CRT roll 1 (2/3: each hex flees 3), the two extra-hex rolls 3 (not above EFF 3)
    const own = flights(play(attacked(), 'ru', [pick.order], [1, 3, 3]));
    expect(own).toEqual([
      { side: 'ru', from: 'A42B39', path: ['A42B40', 'A42B41', 'A42B42'] },
      { side: 'ru', from: 'A42B38', path: ['A43B38', 'A44B38', 'A45B38'] },
    ]);
    const auto = flights(play(attacked(), 'ru', [{ type: 'card', card: 'defend', flee: 4 }], [1, 3, 3]));
    expect(auto[1].path).not.toEqual(own[1].path);
  });
  it('version 6 offers none', () => {
    expect(choices(attacked(6), 'ru').some((c) => c.id.startsWith('card:defend:flee:4:'))).toBe(false);
  });
});

describe('the view offers the 4.3.7 crossing of the Vistula without a bridge as a move (rules version 7)', () => {
  // 1/1 I at A2B31 beside the Vistula hexside A2B31–A2B32, François MARCH at A3B31; 2/1 I at A5B51, far from him
  const atMove = (version = 7): TbState => {
    const s = fixture({ 'de-francois': 'A3B31', 'de-1-1-i': 'A2B31', 'de-2-1-i': 'A5B51' }, 'tannenberg-1914');
    s.rulesVersion = version;
    return start(s, [1, 5, 2, 1, 1, 1, 1, 1]);
  };
  const crossing = (s: TbState, id: string, from: string, to: string) =>
    choices(s, 'de')
      .find((c) => c.id === `move:${id}`)
      ?.targets?.find((t) => t.cell === to && JSON.stringify(t.path) === JSON.stringify([from, to]));
  it('4.3.7 1/1 I, commanded by François, is offered A2B31→A2B32 with its whole MA, and apply takes the offered order', () => {
    const s = atMove();
    const t = crossing(s, 'de-1-1-i', 'A2B31', 'A2B32')!;
    expect(t.order).toEqual({ type: 'move', pieces: ['de-1-1-i'], path: ['A2B31', 'A2B32'] });
    expect(ok(play(s, 'de', [t.order])).units['de-1-1-i'].hex).toBe('A2B32');
  });
  it('4.3.7 2/1 I commanded only by its self-command check is not offered A5B51→A6B50; version 6 offers no crossing', () => {
    const s = ok(play(atMove(), 'de', [{ type: 'self-command', units: ['de-2-1-i'] }], [1]));
    expect(crossing(s, 'de-2-1-i', 'A5B51', 'A6B50')).toBeUndefined();
    expect(crossing(atMove(6), 'de-1-1-i', 'A2B31', 'A2B32')).toBeUndefined();
  });
});

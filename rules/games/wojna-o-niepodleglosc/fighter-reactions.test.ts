import { describe, expect, it } from 'vitest';
import type { WojnaOrder } from './orders.js';
import type { WojnaState } from './state.js';
import { d10s, encircledOpen, ok, play, standing } from './testkit.js';

/**
 * Spec 5.3 C3, 17.12–13 (rules version 4): fighters react to the enemy's support aviation of a combat
 * by the policy `fighterReaction`. Position encircled-open, turn 2 (Polish initiative): 1 pp Leg. and
 * 1 p. uł. attack 23 ps on 1004; the Polish recon squadron (1 star, no fighter) or the 7th fighter
 * squadron (2 stars) supports over 0903; the Red fighter squadron (1 star) is free.
 */
const attack = (unit: string): WojnaOrder => ({
  type: 'attack',
  target: '1004',
  attackers: ['pl-1pp', 'pl-1pul'],
  air: [{ unit, hex: '0903' }],
});
const combat = (fighterReaction: string): WojnaState => {
  return ok(
    play(encircledOpen(), 'opposing', [standing('defenceAir', 'none'), standing('fighterReaction', fighterReaction)]),
  );
};
const eventsOf = (r: ReturnType<typeof play>) => (r.ok ? r.events : []);
const aviationMod = (r: ReturnType<typeof play>): number => {
  const c = eventsOf(r).find((e) => e.type === 'combat')?.data as { modifiers: { id: string; value: number }[] };
  return c.modifiers.find((m) => m.id === 'aviation')?.value ?? 0;
};

describe('spec 5.3 C3: fighter reactions in a combat (rules version 4)', () => {
  it('policy none (the default): the recon squadron supports: aviation +1', () => {
    expect(aviationMod(play(combat('none'), 'polish', [attack('pl-esk-1')], d10s(5, 0, 0, 0, 0, 0, 0)))).toBe(1);
  });
  it('AMB-33: intercepted, the recon squadron aborts without a roll: aviation 0; the fighter has flown', () => {
    const r = play(combat('intercept'), 'polish', [attack('pl-esk-1')], d10s(0, 5, 0, 0, 0, 0, 0, 0));
    expect(eventsOf(r).find((e) => e.type === 'air-abort')?.data).toMatchObject({
      unit: 'pl-esk-1',
      why: 'intercepted',
    });
    expect(aviationMod(r)).toBe(0);
    expect(ok(r).air!.units['op-esk']).toMatchObject({ mission: 'intercept', target: 'pl-esk-1' });
  });
  it('17.13: a supporting fighter fights the interceptor: d10 + stars, 2 + 2 beats 1 + 1, and still supports (+2)', () => {
    const r = play(combat('intercept'), 'polish', [attack('pl-esk-7')], d10s(2, 1, 5, 0, 0, 0, 0, 0, 0, 0));
    expect(eventsOf(r).find((e) => e.type === 'fighter-combat')?.data).toMatchObject({
      polish: 'pl-esk-7',
      opposing: 'op-esk',
      stars: [2, 1],
      rolls: [[2, 1]],
      winner: 'polish',
    });
    expect(aviationMod(r)).toBe(2);
  });
});

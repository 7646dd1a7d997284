import { describe, expect, it } from 'vitest';
import wojna from './index.js';
import type { WojnaOrder } from './orders.js';
import type { WojnaState } from './state.js';
import { d10s, encircledOpen, end, ok, play, standing, turnTwo } from './testkit.js';

/**
 * Spec 5.3 C3 and AMB-33 "interception rounds alternate until both pass" (rules version 13, `phases/fighter-rounds.ts`).
 * The Polish recon squadron (1 star, no fighter), the Polish 7th fighter squadron (2 stars) and the Red fighter
 * squadron (1 star); both sides' policy `fighterReaction: ask`. A pair is fought once both sides have passed,
 * the last placed first (4.12.2 step 2.3), so a fighter sent against an interceptor can save its mission.
 */
type Side = 'polish' | 'opposing';
const aviationMod = (events: { type: string; data: unknown }[]): number => {
  const c = events.find((e) => e.type === 'combat')?.data as { modifiers: { id: string; value: number }[] };
  return c.modifiers.find((m) => m.id === 'aviation')?.value ?? 0;
};
const types = (r: ReturnType<typeof play>): string[] => (r.ok ? r.events.map((e) => e.type) : []);
const ids = (s: WojnaState, side: Side): string[] => wojna.view(s, side).options.choices.map((c) => c.id);

/** encircled-open, turn 2: 1 pp Leg. and 1 p. uł. attack 23 ps on 1004, the recon squadron over 0903 */
const polishAttack = (rulesVersion?: number): WojnaState => {
  let s = encircledOpen(rulesVersion);
  s = ok(play(s, 'opposing', [standing('defenceAir', 'none'), standing('fighterReaction', 'ask')]));
  s = ok(play(s, 'polish', [standing('fighterReaction', 'ask')]));
  const attack = {
    type: 'attack',
    target: '1004',
    attackers: ['pl-1pp', 'pl-1pul'],
    air: [{ unit: 'pl-esk-1', hex: '0903' }],
  } as WojnaOrder;
  s = ok(play(s, 'polish', [attack, end]));
  // the Red defender meets the recon squadron with its fighter in its defence answer
  expect(s.awaiting).toEqual({ side: 'opposing', kind: 'defence' });
  return s;
};
const redIntercepts: WojnaOrder = { type: 'defend', intercept: [{ unit: 'op-esk', target: 'pl-esk-1' }] };
const escort = (unit = 'pl-esk-7'): WojnaOrder => ({ type: 'fighters', intercept: [{ unit, target: 'op-esk' }] });

describe('C3 rounds: the attacker answers an interception (rules version 13)', () => {
  const attackerAsked = () => ok(play(polishAttack(), 'opposing', [redIntercepts], d10s(0, 0, 0)));
  it('AMB-33: the interception is placed, not fought: the recon squadron still flies and the Pole is asked next', () => {
    const s = attackerAsked();
    expect(s.awaiting).toEqual({ side: 'polish', kind: 'fighters' });
    expect(s.air!.units['pl-esk-1'].hex).toBe('0903');
    expect(s.air!.units['op-esk']).toMatchObject({ mission: 'intercept', target: 'pl-esk-1', hex: '0903' });
    // the Red interceptor is the only thing left to meet: the 7th squadron against it, or a pass
    expect(ids(s, 'polish')).toEqual(['fighters:intercept:pl-esk-7:op-esk', 'fighters:intercept:none']);
  });
  it('17.13: the 7th squadron meets the interceptor, 3 + 2 against 1 + 1: the Red fighter aborts, the recon squadron supports (+1)', () => {
    const r = play(attackerAsked(), 'polish', [escort()], d10s(3, 1, 5, 0, 0, 0, 0, 0, 0, 0));
    expect(r.ok && r.events.find((e) => e.type === 'fighter-combat')?.data).toMatchObject({
      polish: 'pl-esk-7',
      opposing: 'op-esk',
      stars: [2, 1],
      rolls: [[3, 1]],
      winner: 'polish',
    });
    expect(r.ok && r.events.filter((e) => e.type === 'air-abort').map((e) => e.data)).toEqual([
      { unit: 'op-esk', why: 'fighter-combat' },
    ]);
    expect(aviationMod(r.ok ? r.events : [])).toBe(1);
    expect(ok(r).awaiting).toEqual({ side: 'polish', kind: 'activation' });
  });
  it('17.13, AMB-33: the escort loses, 0 + 2 against 9 + 1: it aborts, then the interceptor stops the recon squadron without a roll (0)', () => {
    const r = play(attackerAsked(), 'polish', [escort()], d10s(0, 9, 0, 0, 0, 0, 0, 0, 0, 0));
    expect(r.ok && r.events.filter((e) => e.type === 'air-abort').map((e) => e.data)).toEqual([
      { unit: 'pl-esk-7', why: 'fighter-combat' },
      { unit: 'pl-esk-1', why: 'intercepted' },
    ]);
    expect(aviationMod(r.ok ? r.events : [])).toBe(0);
  });
  it('AMB-33: the Pole passes (also the time-out): both have passed, the interception is fought, aviation 0', () => {
    const s = attackerAsked();
    expect(wojna.defaultAnswer!(s, 'polish')).toEqual({ orders: [{ type: 'fighters' }] });
    const r = play(s, 'polish', [{ type: 'fighters' }], d10s(0, 0, 0, 0, 0, 0, 0, 0));
    expect(types(r).indexOf('air-abort')).toBeLessThan(types(r).indexOf('combat'));
    expect(aviationMod(r.ok ? r.events : [])).toBe(0);
  });
  it('17.12: refused: the recon squadron as an escort (not-fighter)', () => {
    const r = play(attackerAsked(), 'polish', [escort('pl-esk-1')]);
    expect(r.ok ? null : r.error).toMatchObject({
      rule: '17.12',
      code: 'not-fighter',
      at: 'orders[0].intercept[0].unit',
    });
  });
  it('rules version 12: the same interception is fought at once: the recon squadron aborts and the Pole is never asked', () => {
    const r = play(polishAttack(12), 'opposing', [redIntercepts], d10s(0, 0, 0, 0, 0, 0, 0, 0));
    expect(types(r)).toContain('combat');
    expect(ok(r).awaiting).toEqual({ side: 'polish', kind: 'activation' });
    expect(aviationMod(r.ok ? r.events : [])).toBe(0);
  });
});

describe('C3 rounds: the defender asked again in a fighters window (rules version 13)', () => {
  /** 8 DS and its group HQ command 23 ps on 1004, which attacks 1 pp Leg. on 0903 in the Red activation */
  const redAttack = (): WojnaState => {
    let s = turnTwo({ 'op-group': '1404', 'op-8ds': '1205', 'op-23ps': '1004', 'pl-1pp': '0903' });
    s = ok(play(s, 'polish', [standing('fighterReaction', 'ask'), standing('defenceAir', 'ask')]));
    while (s.awaiting?.side === 'polish') s = ok(play(s, 'polish', [end]));
    s = ok(play(s, 'opposing', [standing('fighterReaction', 'ask')]));
    s = ok(play(s, 'opposing', [{ type: 'attack', target: '0903', attackers: ['op-23ps'] } as WojnaOrder, end]));
    expect(s.awaiting).toEqual({ side: 'polish', kind: 'defence' });
    // the Poles support with the recon squadron and hold the 7th back: a pass in round one
    s = ok(play(s, 'polish', [{ type: 'defend', air: [{ unit: 'pl-esk-1', hex: '0903' }], intercept: [] }]));
    // the Red round: its fighter meets the recon squadron
    expect(s.awaiting).toEqual({ side: 'opposing', kind: 'fighters' });
    expect(ids(s, 'opposing')).toEqual(['fighters:intercept:op-esk:pl-esk-1', 'fighters:intercept:none']);
    return ok(play(s, 'opposing', [{ type: 'fighters', intercept: [{ unit: 'op-esk', target: 'pl-esk-1' }] }]));
  };
  it('AMB-33: after a pass and a Red interception the Poles, the defender, get a round of their own (the fighters window)', () => {
    const s = redAttack();
    expect(s.awaiting).toEqual({ side: 'polish', kind: 'fighters' });
    expect(ids(s, 'polish')).toEqual(['fighters:intercept:pl-esk-7:op-esk', 'fighters:intercept:none']);
    expect(wojna.status(s).prompt?.en).toBe('Fighters against the attacker’s aviation (17.12)');
    expect(wojna.view(s, 'polish').options.prompt.en).toBe(
      'Fighters: intercept the attacker’s aviation, or pass (17.12)',
    );
    expect(ids(s, 'opposing')).toEqual([]);
  });
  it('17.13: the 7th squadron beats the interceptor (3 + 2 against 1 + 1): the recon squadron supports the defence (−1); the Red activation goes on', () => {
    const r = play(redAttack(), 'polish', [escort()], d10s(3, 1, 5, 0, 0, 0, 0, 0, 0, 0));
    expect(r.ok && r.events.find((e) => e.type === 'fighter-combat')?.data).toMatchObject({ winner: 'polish' });
    expect(aviationMod(r.ok ? r.events : [])).toBe(-1);
    expect(ok(r).awaiting).toEqual({ side: 'opposing', kind: 'activation' });
  });
  it('17.12: the Poles pass: the recon squadron is stopped without a roll, aviation 0', () => {
    const r = play(redAttack(), 'polish', [{ type: 'fighters' }], d10s(0, 0, 0, 0, 0, 0, 0, 0));
    expect(r.ok && r.events.find((e) => e.type === 'air-abort')?.data).toEqual({
      unit: 'pl-esk-1',
      why: 'intercepted',
    });
    expect(aviationMod(r.ok ? r.events : [])).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import wojna from './index.js';
import type { WojnaOrder } from './orders.js';
import type { WojnaState } from './state.js';
import { d10s, encircledOpen, end, ok, play, standing } from './testkit.js';

/**
 * Spec 5.3 C3, 17.12–13 (rules version 10): a fighter reaction asked live (policy `fighterReaction: ask`).
 * Position encircled-open, turn 2 (Polish initiative): 1 pp Leg. and 1 p. uł. attack 23 ps on 1004 with
 * the Polish recon squadron (1 star, no fighter) over 0903; the 7th fighter squadron (2 stars) stays free;
 * the Red fighter squadron (1 star) is free or, by its side's policy `defenceAir: best`, supports 1004.
 */
const attack = (air = true): WojnaOrder =>
  ({
    type: 'attack',
    target: '1004',
    attackers: ['pl-1pp', 'pl-1pul'],
    ...(air ? { air: [{ unit: 'pl-esk-1', hex: '0903' }] } : {}),
  }) as WojnaOrder;
const combat = (polish: WojnaOrder[], opposing: WojnaOrder[], rulesVersion?: number): WojnaState => {
  const s = encircledOpen(rulesVersion);
  const r = ok(play(s, 'opposing', opposing));
  return polish.length ? ok(play(r, 'polish', polish)) : r;
};
const aviationMod = (events: { type: string; data: unknown }[]): number => {
  const c = events.find((e) => e.type === 'combat')?.data as { modifiers: { id: string; value: number }[] };
  return c.modifiers.find((m) => m.id === 'aviation')?.value ?? 0;
};
const zeros = d10s(0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

describe('C3 asked of the defender in its defence answer (rules version 10)', () => {
  const asked = () => {
    const s = combat([], [standing('defenceAir', 'none'), standing('fighterReaction', 'ask')]);
    const r = ok(play(s, 'polish', [attack(), end]));
    return r;
  };
  it('17.12: the recon squadron over 0903 stops the attack before its roll; the Red fighter is offered against it, or none', () => {
    const s = asked();
    expect(s.awaiting).toEqual({ side: 'opposing', kind: 'defence' });
    const ids = wojna
      .view(s, 'opposing')
      .options.choices.map((c) => c.id)
      .filter((id) => id.includes('intercept'));
    expect(ids).toEqual(['defend:intercept:op-esk:pl-esk-1', 'defend:intercept:none']);
  });
  it('AMB-33: intercepted live, the recon squadron aborts without a roll: aviation 0 instead of +1', () => {
    const r = play(
      asked(),
      'opposing',
      [{ type: 'defend', intercept: [{ unit: 'op-esk', target: 'pl-esk-1' }] }],
      zeros,
    );
    expect(r.ok && r.events.find((e) => e.type === 'air-abort')?.data).toMatchObject({
      unit: 'pl-esk-1',
      why: 'intercepted',
    });
    expect(aviationMod(r.ok ? r.events : [])).toBe(0);
    expect(ok(r).air!.units['op-esk']).toMatchObject({ mission: 'intercept', target: 'pl-esk-1' });
  });
  it('17.12: the answer without `intercept` (also the time-out) leaves the support alone: aviation +1, the fighter free', () => {
    const s = asked();
    expect(wojna.defaultAnswer!(s, 'opposing')).toEqual({ orders: [{ type: 'defend' }] });
    const r = play(s, 'opposing', [{ type: 'defend' }], zeros);
    expect(aviationMod(r.ok ? r.events : [])).toBe(1);
    expect(ok(r).air!.units['op-esk'].mission).toBeUndefined();
  });
  it('17.12: an attack with no aviation has nothing to intercept: fought at once, no question', () => {
    const s = combat([], [standing('defenceAir', 'none'), standing('fighterReaction', 'ask')]);
    const r = play(s, 'polish', [attack(false), end], zeros);
    expect(r.ok && r.events.map((e) => e.type)).toContain('combat');
    expect(r.ok && r.events.map((e) => e.type)).not.toContain('defence-asked');
  });
  it('17.12: refused: the Polish fighter as the Red interceptor (not-fighter), a target not supporting this combat (intercept)', () => {
    const own = play(asked(), 'opposing', [{ type: 'defend', intercept: [{ unit: 'pl-esk-7', target: 'pl-esk-1' }] }]);
    expect(own.ok ? null : own.error).toMatchObject({
      rule: '17.12',
      code: 'not-fighter',
      at: 'orders[0].intercept[0].unit',
    });
    const far = play(asked(), 'opposing', [{ type: 'defend', intercept: [{ unit: 'op-esk', target: 'pl-esk-7' }] }]);
    expect(far.ok ? null : far.error).toMatchObject({
      rule: '17.12',
      code: 'intercept',
      at: 'orders[0].intercept[0].target',
    });
  });
});

describe('C3 asked of the attacker in its fighters window (rules version 10)', () => {
  // the Red fighter supports 1004 by policy `best`; the Polish policy asks
  const asked = () => {
    const s = combat([standing('fighterReaction', 'ask')], [standing('defenceAir', 'best')]);
    const r = play(s, 'polish', [attack(), end]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r;
  };
  it('17.12: once the Red fighter supports 1004, the attack waits for the Pole: the rest of his batch goes back to him', () => {
    const r = asked();
    expect(r.state.awaiting).toEqual({ side: 'polish', kind: 'fighters' });
    expect(r.halted).toMatchObject({ at: 1, rule: '17.12' });
    expect(r.events.map((e) => e.type)).toEqual(['air-mission', 'air-mission', 'defence-asked']);
    expect(wojna.view(r.state, 'polish').options.choices.map((c) => c.id)).toEqual([
      'fighters:intercept:pl-esk-7:op-esk',
      'fighters:intercept:none',
    ]);
  });
  it('17.13: the 7th squadron meets the Red fighter, 3 + 2 against 1 + 1: it aborts, so aviation +1 instead of 0', () => {
    const r = play(
      asked().state,
      'polish',
      [{ type: 'fighters', intercept: [{ unit: 'pl-esk-7', target: 'op-esk' }] }],
      d10s(3, 1, 5, 0, 0, 0, 0, 0, 0, 0),
    );
    expect(r.ok && r.events.find((e) => e.type === 'fighter-combat')?.data).toMatchObject({
      stars: [2, 1],
      rolls: [[3, 1]],
      winner: 'polish',
    });
    expect(aviationMod(r.ok ? r.events : [])).toBe(1);
    expect(ok(r).awaiting).toEqual({ side: 'polish', kind: 'activation' });
  });
  it('17.12: no reaction (also the time-out): 1 star against 1, aviation 0', () => {
    const s = asked().state;
    expect(wojna.defaultAnswer!(s, 'polish')).toEqual({ orders: [{ type: 'fighters' }] });
    const r = play(s, 'polish', [{ type: 'fighters' }], zeros);
    expect(aviationMod(r.ok ? r.events : [])).toBe(0);
  });
  it('17.12: refused: the recon squadron already over 0903 (not-fighter)', () => {
    const r = play(asked().state, 'polish', [
      { type: 'fighters', intercept: [{ unit: 'pl-esk-1', target: 'op-esk' }] },
    ]);
    expect(r.ok ? null : r.error).toMatchObject({ rule: '17.12', code: 'not-fighter' });
  });
});

describe('rules version 9: no fighter reaction asked live', () => {
  it('17.12: the policy value ask and a defence answer’s intercept are refused (rules-version)', () => {
    const s = combat([], [standing('defenceMorale', 'ask')], 9);
    const pol = play(s, 'opposing', [standing('fighterReaction', 'ask')]);
    expect(pol.ok ? null : pol.error).toMatchObject({ rule: '17.12', code: 'rules-version' });
    expect(
      wojna
        .view(s, 'opposing')
        .options.standing?.find((o) => o.key === 'fighterReaction')
        ?.values.map((v) => v.value),
    ).toEqual(['none', 'intercept']);
    const asked = ok(play(s, 'polish', [attack(), end]));
    const r = play(asked, 'opposing', [{ type: 'defend', intercept: [] }]);
    expect(r.ok ? null : r.error).toMatchObject({ rule: '17.12', code: 'rules-version' });
  });
});

describe('the random player in the live fighter questions (rules version 10)', () => {
  it('17.12: 20 random answers in each window are legal; some intercept, some do not', () => {
    const attackerAsked = ok(
      play(combat([standing('fighterReaction', 'ask')], [standing('defenceAir', 'best')]), 'polish', [attack(), end]),
    );
    const defenderAsked = ok(
      play(combat([], [standing('defenceAir', 'none'), standing('fighterReaction', 'ask')]), 'polish', [attack(), end]),
    );
    let intercepts = 0;
    for (const [s, side] of [
      [attackerAsked, 'polish'],
      [defenderAsked, 'opposing'],
    ] as const)
      for (let seed = 1; seed <= 20; seed++) {
        const b = wojna.randomBatch!(s, side, new SeededDice(seed));
        const r = wojna.apply(s, side, b, new SeededDice(seed + 100));
        expect(r.ok).toBe(true);
        if (
          r.ok &&
          r.events.some((e) => e.type === 'air-mission' && (e.data as { mission: string }).mission === 'intercept')
        )
          intercepts++;
      }
    expect(intercepts).toBeGreaterThan(0);
    expect(intercepts).toBeLessThan(40);
  });
});

import { describe, expect, it } from 'vitest';
import { changeFront, counterCharge, formSquare, triggers, withdraw } from './reactions.js';
import { chargeFromContact, chargeValid, continuation } from './charges.js';
import { facingsToward } from './facing.js';
import { cav, charger, d10s, gun, inf, kit } from './testkit.js';

/** an enemy `mover` arriving in `hex`, turned so that `target` is in its front zone */
const arrive = (k: ReturnType<typeof kit>, mover: string, hex: string, target: string) => {
  k.place(mover, hex, facingsToward(k.c.P.grid, hex, target, 0)[0]);
};

describe('5.5 reactions', () => {
  it('T09 5.5.1.1, 12.5.5: disorganized infantry (5, morale 5), enemy cavalry in its side zone facing it; square; die 2 → 2 + 1 + 2 = 5 → square', () => {
    const k = kit({ units: [inf('i', 'pl', { strength: 5, morale: 5 }), cav('c', 'ru', { division: 'ru-a' })] });
    k.place('i', '0505', 0, { level: 'disorganized' });
    const side = k.c.P.grid.neighbour('0505', 2)!;
    arrive(k, 'c', side, '0505');
    const t = triggers(k.c, 'c', side).find((x) => x.unit === 'i' && x.kind === 'square')!;
    expect(t.aspect).toBe('side');
    expect(formSquare(k.c, 'i', t.aspect, d10s(2))).toMatchObject({ result: 5, morale: 5, verdict: 'pass' });
    expect(k.c.pos.units.i.square).toBe(true);
  });
  it('T10 5.5.1.1: the same with die 3 → 6, fail by 1 → demoralized, no square', () => {
    const k = kit({ units: [inf('i', 'pl', { strength: 5, morale: 5 }), cav('c', 'ru', { division: 'ru-a' })] });
    k.place('i', '0505', 0, { level: 'disorganized' });
    expect(formSquare(k.c, 'i', 'side', d10s(3))).toMatchObject({ result: 6, verdict: 'fail', after: 'demoralized' });
    expect(k.c.pos.units.i.square).toBeUndefined();
  });
  it('T90/T91 10.3.3: cavalry morale 6, enemy cavalry in its side zone: die 4 → 6 pass, turns to face, impetus counts; die 5 → 7 fail, no turn, disorganized', () => {
    for (const [die, verdict] of [
      [4, 'pass'],
      [5, 'fail'],
    ] as const) {
      const k = kit({ units: [cav('u', 'pl', { morale: 6 }), cav('e', 'ru', { division: 'ru-a' })] });
      k.place('u', '0505', 0);
      const side = k.c.P.grid.neighbour('0505', 2)!;
      arrive(k, 'e', side, '0505');
      const t = counterCharge(k.c, 'u', side, 'side', d10s(die));
      expect(t).toMatchObject({ result: die + 2, verdict });
      const u = k.c.pos.units.u;
      if (verdict === 'pass')
        expect([u.flags.counterCharged, [u.facing, u.facing + 1].map((f) => k.c.P.grid.neighbour('0505', f))]).toEqual([
          true,
          expect.arrayContaining([side]),
        ]);
      else expect([u.flags.counterCharged, u.facing, u.level]).toEqual([undefined, 0, 'disorganized']);
    }
  });
  it('T93 5.5.4: a 60° change of front has no +1: die 5 against 5 → pass; more than 60° adds 1', () => {
    const k = kit({ units: [inf('i', 'pl', { morale: 5 })] });
    k.place('i', '0505', 0);
    expect(changeFront(k.c, 'i', 1, d10s(5))).toMatchObject({ result: 5, verdict: 'pass' });
    const k2 = kit({ units: [inf('i', 'pl', { morale: 5 })] });
    k2.place('i', '0505', 0);
    expect(changeFront(k2.c, 'i', 3, d10s(5))).toMatchObject({ result: 6, verdict: 'fail' });
    expect(k2.c.pos.units.i.facing).toBe(0);
  });
  it('T94 5.5.3: uhlans withdraw 2 rear hexes from enemy infantry, then test: die 9 against 6 → routed', () => {
    const k = kit({ units: [cav('u', 'pl', { morale: 6 }), inf('r', 'ru', { division: 'ru-a' })] });
    k.place('u', '0505', 0);
    const front = k.c.P.grid.neighbour('0505', 0)!;
    arrive(k, 'r', front, '0505');
    expect(triggers(k.c, 'r', front).map((t) => t.kind)).toEqual(['counterCharge', 'withdraw']);
    const w = withdraw(k.c, 'u', d10s(9));
    expect(w.retreat.path).toHaveLength(2);
    expect(w.test).toMatchObject({ die: 9, verdict: 'rout' });
    expect(k.c.pos.units.u.at).toBe('routed');
  });
  it('T95 5.5.3: horse artillery stacked with infantry may not withdraw', () => {
    const k = kit({ units: [gun('h', 'pl', 'horse'), inf('i', 'pl'), inf('r', 'ru', { division: 'ru-a' })] });
    k.place('h', '0505', 0);
    k.place('i', '0505', 0);
    const front = k.c.P.grid.neighbour('0505', 0)!;
    arrive(k, 'r', front, '0505');
    expect(triggers(k.c, 'r', front).filter((t) => t.unit === 'h')).toEqual([]);
  });
  it('T97 5.6: a unit that changed front this activation is offered no second reaction (withdrawals excepted)', () => {
    const k = kit({
      units: [cav('u', 'pl'), cav('e', 'ru', { division: 'ru-a' }), inf('r', 'ru', { division: 'ru-a' })],
    });
    k.place('u', '0505', 0);
    k.c.pos.units.u.flags.reacted = true;
    const front = k.c.P.grid.neighbour('0505', 0)!;
    arrive(k, 'r', front, '0505');
    expect(triggers(k.c, 'r', front).map((t) => t.kind)).toEqual(['withdraw']);
  });
  it('T98 5.4, 12.6.9: demoralized infantry is offered nothing', () => {
    const k = kit({ units: [inf('i', 'pl'), cav('c', 'ru', { division: 'ru-a' })] });
    k.place('i', '0505', 0, { level: 'demoralized' });
    const side = k.c.P.grid.neighbour('0505', 2)!;
    arrive(k, 'c', side, '0505');
    expect(triggers(k.c, 'c', side)).toEqual([]);
  });
});

describe('10 cavalry', () => {
  it('T69/T70 10.2.2: a charge with sight over clear hexes is valid; one rough (2 MP) hex on the path voids the impetus', () => {
    const k = kit({ units: [cav('c', 'pl'), inf('t', 'ru', { division: 'ru-a' })] });
    k.place('c', '0502', 3);
    k.place('t', '0505', 0);
    expect(chargeValid(k.c, 'c', ['0503', '0504'], '0505')).toEqual({ valid: true });
    const k2 = kit({ units: [cav('c', 'pl'), inf('t', 'ru', { division: 'ru-a' })], terrain: { '0503': 'rough' } });
    k2.place('c', '0502', 3);
    k2.place('t', '0505', 0);
    expect(chargeValid(k2.c, 'c', ['0503', '0504'], '0505').valid).toBe(false);
    // and a stream crossed on the way voids it too
    const k3 = kit({
      units: [cav('c', 'pl'), inf('t', 'ru', { division: 'ru-a' })],
      hexsides: [{ a: '0503', b: '0504', kind: 'stream' }],
    });
    k3.place('c', '0502', 3);
    k3.place('t', '0505', 0);
    expect(chargeValid(k3.c, 'c', ['0503', '0504'], '0505')).toEqual({
      valid: false,
      why: '10.2.2 a hexside that costs extra',
    });
  });
  it('T87 10.2.7: cavalry morale 5 won and pursued: die 3 → 8 < 9 must attack; die 4 → 9 may', () => {
    for (const [die, must] of [
      [3, true],
      [4, false],
    ] as const) {
      const k = charger({ cavalry: { morale: 5 } });
      expect(continuation(k.c, 'c', d10s(die))).toEqual({ die, total: die + 5, must, targets: ['0506'] });
      expect(() => continuation(k.c, 'c', d10s(1))).toThrow(/10.2.7.1/);
    }
  });
  it('T89 10.2.4: cavalry morale 6 charging from contact: die 5 pass → choose / 7 fail by 1 → withdraw, disorganized / 9 fail by 3 → routed', () => {
    for (const [die, must, level] of [
      [5, 'choose', 'full'],
      [7, 'withdraw', 'disorganized'],
      [9, 'routed', 'demoralized'],
    ] as const) {
      const k = charger({ cavalry: { morale: 6 } });
      expect(chargeFromContact(k.c, 'c', d10s(die)).must).toBe(must);
      expect(k.c.pos.units.c.level).toBe(level);
    }
  });
});

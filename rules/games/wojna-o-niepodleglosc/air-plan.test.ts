import { describe, expect, it } from 'vitest';
import type { ApplyResult } from '../../core/contract.js';
import { FixedDice } from '../../core/dice.js';
import wojna from './index.js';
import type { WojnaOrder } from './orders.js';
import { ctxOf, type WojnaState } from './state.js';
import { d10s, encircledOpen, end, ok, play } from './testkit.js';

/**
 * Ch. 4 and 17 in play (rules version 3). Turn 1 of exercise-1920: the Red Army has the initiative,
 * so the Poles place first (window 1), the Red Army places and may intercept (2), the Poles may
 * intercept (3). Aviation: pl-esk-1 recon 1★/0★, pl-esk-7 fighter 2★/1★, op-esk fighter 1★/1★.
 */
const clearTurn1 = (): WojnaState => wojna.setup('exercise-1920', {}, new FixedDice(d10s(3)));
const air = (unit: string, mission: string, more: Record<string, string>): WojnaOrder =>
  ({ type: 'air', unit, mission, ...more }) as WojnaOrder;
const types = (r: ApplyResult<WojnaState>, type: string) =>
  r.ok ? r.events.filter((e) => e.type === type).map((e) => e.data) : [];

describe('ch. 4 weather in play', () => {
  it('4.2 (TC-46): overcast — availability roll 4 flies, 5 is grounded; a grounded unit is refused (4.2)', () => {
    // weather 7 (overcast), then op-esk 4, pl-esk-1 5, pl-esk-7 0
    const s = wojna.setup('exercise-1920', {}, new FixedDice(d10s(7, 4, 5, 0)));
    expect(s.weather).toBe('overcast');
    expect(s.air!.units['op-esk'].grounded).toBeUndefined();
    expect(s.air!.units['pl-esk-1'].grounded).toBe(true);
    expect(s.air!.units['pl-esk-7'].grounded).toBeUndefined();
    expect(wojna.status(s)).toMatchObject({ waitingFor: ['polish'], phase: 'air' });
    expect(play(s, 'polish', [air('pl-esk-1', 'recon', { target: 'op-8ds' })])).toMatchObject({
      ok: false,
      error: { rule: '4.2', at: 'orders[0].unit' },
    });
    const offered = wojna.view(s, 'polish').options.choices.map((c) => c.id);
    expect(offered.some((id) => id.endsWith(':pl-esk-1'))).toBe(false);
    expect(offered).toContain('air:recon:pl-esk-7');
  });
  it('4.2 (TC-46): precipitation/storm — no aviation: every unit grounded, no air window', () => {
    const s = wojna.setup('exercise-1920', {}, new FixedDice(d10s(9)));
    expect(s.weather).toBe('storm');
    expect(wojna.status(s)).toMatchObject({ waitingFor: ['opposing'], phase: 'activation.5.units' });
    expect(Object.values(s.air!.units).every((a) => a.grounded)).toBe(true);
  });
});

describe('ch. 17 the air plan (3.2)', () => {
  it('17.6 (TC-34): recon at full strength, roll 7 — the WJ is tracked; its pieces show it (17.7)', () => {
    const s1 = ok(play(clearTurn1(), 'polish', [air('pl-esk-1', 'recon', { target: 'op-8ds' }), end]));
    expect(wojna.status(s1)).toMatchObject({ waitingFor: ['opposing'], phase: 'air' });
    const r = play(s1, 'opposing', [end], d10s(7)); // window 3 skipped: the Poles have no fighter free… and nothing to intercept
    expect(types(r, 'recon')).toEqual([
      { side: 'polish', unit: 'pl-esk-1', hq: 'op-8ds', roll: 7, weakened: false, success: true },
    ]);
    const s2 = ok(r);
    expect(s2.air!.tracked.polish).toEqual(['op-8ds']);
    const pieces = wojna.view(s2, 'polish').board.pieces;
    expect(pieces.find((p) => p.id === 'op-22ps')?.status).toContain('tracked');
    expect(pieces.find((p) => p.id === 'pl-esk-1')).toMatchObject({ cell: '1305', status: ['recon'] });
  });
  it('17.6 (TC-34): a weakened unit adds 2 — roll 6 → 8 fails (AMB-34: it leaves the map, spent), 5 → 7 succeeds', () => {
    const weakened = (): WojnaState => {
      const s = clearTurn1();
      s.air!.units['pl-esk-1'].state = 'weakened';
      return ok(play(s, 'polish', [air('pl-esk-1', 'recon', { target: 'op-8ds' }), end]));
    };
    const failed = ok(play(weakened(), 'opposing', [end], d10s(6)));
    expect(failed.air!.tracked.polish).toEqual([]);
    expect(failed.air!.units['pl-esk-1']).toMatchObject({ mission: 'recon', state: 'weakened' });
    expect(failed.air!.units['pl-esk-1'].hex).toBeUndefined();
    expect(ok(play(weakened(), 'opposing', [end], d10s(5))).air!.tracked.polish).toEqual(['op-8ds']);
  });
  it('17.12, AMB-33: an unescorted recon intercepted by a fighter aborts without a roll and makes its loss check (5: weakened)', () => {
    const s1 = ok(play(clearTurn1(), 'polish', [air('pl-esk-1', 'recon', { target: 'op-8ds' }), end]));
    const s2 = ok(play(s1, 'opposing', [air('op-esk', 'intercept', { target: 'pl-esk-1' }), end]));
    // window 3: the Poles may intercept op-esk with pl-esk-7; they pass
    expect(wojna.status(s2)).toMatchObject({ waitingFor: ['polish'], phase: 'air' });
    const r = play(s2, 'polish', [end], d10s(5));
    expect(types(r, 'air-abort')).toEqual([{ unit: 'pl-esk-1', why: 'intercepted' }]);
    expect(types(r, 'air-loss-check')).toEqual([{ unit: 'pl-esk-1', roll: 5, from: 'full', to: 'weakened' }]);
    expect(types(r, 'recon')).toEqual([]);
    expect(ok(r).air!.units['pl-esk-1']).toMatchObject({ state: 'weakened', checked: true });
  });
  it('17.13 (AMB-33): escort against interceptor — d10 + stars, a tie rolled again; the loser aborts with its loss check', () => {
    const s1 = ok(
      play(clearTurn1(), 'polish', [
        air('pl-esk-1', 'recon', { target: 'op-8ds' }),
        air('pl-esk-7', 'escort', { target: 'pl-esk-1' }),
        end,
      ]),
    );
    // rolls: 3+2 = 4+1 (tie), then 5+2 = 7 against 4+1 = 5: the Poles win; op-esk checks (roll 4: full); recon 2
    const r = play(s1, 'opposing', [air('op-esk', 'intercept', { target: 'pl-esk-1' }), end], d10s(3, 4, 5, 4, 4, 2));
    expect(types(r, 'fighter-combat')).toEqual([
      {
        polish: 'pl-esk-7',
        opposing: 'op-esk',
        stars: [2, 1],
        rolls: [
          [3, 4],
          [5, 4],
        ],
        winner: 'polish',
      },
    ]);
    expect(types(r, 'air-abort')).toEqual([{ unit: 'op-esk', why: 'fighter-combat' }]);
    expect(types(r, 'air-loss-check')).toEqual([{ unit: 'op-esk', roll: 4, from: 'full', to: 'full' }]);
    expect(types(r, 'recon')).toMatchObject([{ unit: 'pl-esk-1', roll: 2, success: true }]);
  });
  it('17.12: an escort covers an own mission placed with it; only a fighter escorts or intercepts; 17.5 one use a turn', () => {
    const s = clearTurn1();
    expect(play(s, 'polish', [air('pl-esk-7', 'escort', { target: 'pl-esk-1' })])).toMatchObject({
      ok: false,
      error: { rule: '17.12', at: 'orders[0].target' },
    });
    expect(
      play(s, 'polish', [
        air('pl-esk-7', 'recon', { target: 'op-8ds' }),
        air('pl-esk-1', 'escort', { target: 'pl-esk-7' }),
      ]),
    ).toMatchObject({ ok: false, error: { rule: '17.12', at: 'orders[1].unit' } });
    expect(
      play(s, 'polish', [air('pl-esk-1', 'recon', { target: 'op-8ds' }), air('pl-esk-1', 'delay', { hex: '1204' })]),
    ).toMatchObject({ ok: false, error: { rule: '17.5', at: 'orders[1].unit' } });
    expect(play(s, 'polish', [air('pl-esk-1', 'recon', { target: 'pl-1dp' })])).toMatchObject({
      ok: false,
      error: { rule: '17.6', at: 'orders[0].target' },
    });
  });
  it('17.8 (AMB-32): delay within 3 hexes of an enemy WJ counter; leaving a hex of its zone costs the enemy +1 MP (17.9)', () => {
    const s = clearTurn1();
    expect(play(s, 'polish', [air('pl-esk-1', 'delay', { hex: '0101' })])).toMatchObject({
      ok: false,
      error: { rule: '17.8', at: 'orders[0].hex' },
    });
    const delayed = ok(
      play(ok(play(s, 'polish', [air('pl-esk-1', 'delay', { hex: '1103' }), end])), 'opposing', [end]),
    );
    expect(ctxOf(delayed).delay.polish).toContain('1103');
    const free = ok(play(ok(play(s, 'polish', [end])), 'opposing', [end]));
    const move = { type: 'move', piece: 'op-24ps', path: ['1103', '1203'] } as WojnaOrder;
    const mp = (x: WojnaState) => (types(play(x, 'opposing', [move]), 'move')[0] as { mp: number }).mp;
    expect(mp(delayed)).toBe(mp(free) + 1);
  });
});

describe('ch. 17 support in combat and the End Phase', () => {
  // encircled-open, turn 2 (Polish initiative): the Red Army places first; both pass
  const polishCombat = (): WojnaState => encircledOpen();
  const attack = (hex: string): WojnaOrder =>
    ({
      type: 'attack',
      target: '1004',
      attackers: ['pl-1pp', 'pl-1pul'],
      air: [{ unit: 'pl-esk-7', hex }],
    }) as WojnaOrder;
  it('17.10–11: the fighter over the attackers adds its 2 stars against the defender’s 1 (M9); elsewhere is refused; it checks at the activation end (17.14)', () => {
    const s = polishCombat();
    expect(play(s, 'polish', [attack('0206')])).toMatchObject({
      ok: false,
      error: { rule: '17.10', at: 'orders[0].air[0].hex' },
    });
    const r = play(s, 'polish', [attack('0903')], d10s(0, 0, 0, 0, 0, 0));
    const combat = types(r, 'combat')[0] as { modifiers: { id: string; value: number }[] };
    // 2★ of pl-esk-7 against the 1★ of op-esk, which the defender's policy (best) puts over 1004
    expect(combat.modifiers.find((m) => m.id === 'aviation')).toEqual({ id: 'aviation', rule: '17.11', value: 1 });
    const after = ok(r);
    expect(after.air!.units['pl-esk-7']).toMatchObject({ mission: 'support', hex: '0903' });
    const ended = play(after, 'polish', [end], d10s(4, 5));
    expect(types(ended, 'air-loss-check')).toEqual([
      { unit: 'op-esk', roll: 4, from: 'full', to: 'full' },
      { unit: 'pl-esk-7', roll: 5, from: 'full', to: 'weakened' },
    ]);
  });
  it('17.16 (TC-47): weakened, roll 7 — out next turn, back at full strength in the Reinforcements Phase of the turn after; 17.17 an unused weakened unit rests', () => {
    let s = polishCombat();
    s.air!.units['pl-esk-1'] = { state: 'weakened', mission: 'delay', hex: '1103' };
    s.air!.units['pl-esk-7'].state = 'weakened';
    s = ok(play(s, 'polish', [end]));
    // phase 6 (Red Army), the army HQ windows (3.6), then the End Phase of turn 2: pl-esk-1 checks
    // (7: out), pl-esk-7 rests; turn 3 clear (zeros)
    s = ok(play(s, 'opposing', [end, end]));
    expect(s.awaiting).toEqual({ side: 'polish', kind: 'army' });
    s = ok(play(s, 'polish', [end]));
    const r = play(s, 'opposing', [end], [...d10s(7), ...Array(30).fill(0)]);
    expect(types(r, 'air-loss-check')).toEqual([{ unit: 'pl-esk-1', roll: 7, from: 'weakened', to: 'out' }]);
    expect(types(r, 'air-rested')).toEqual([{ unit: 'pl-esk-7' }]);
    let t3 = ok(r);
    expect(t3.turn).toBe(3);
    expect(t3.air!.units['pl-esk-1']).toEqual({ state: 'recovering', back: 4 });
    if (t3.awaiting?.kind === 'air' && t3.awaiting.side === 'polish')
      expect(wojna.view(t3, 'polish').options.choices.some((c) => c.id.endsWith(':pl-esk-1'))).toBe(false);
    while (t3.awaiting?.kind === 'air') t3 = ok(play(t3, t3.awaiting.side, [end]));
    for (let i = 0; i < 2; i++) t3 = ok(play(t3, t3.awaiting!.side, [end, end]));
    while (t3.awaiting?.kind === 'army') t3 = ok(play(t3, t3.awaiting.side, [end], Array(30).fill(0)));
    expect(t3.turn).toBe(4);
    expect(t3.air!.units['pl-esk-1'].state).toBe('recovering'); // the air plan of turn 4 comes before its Reinforcements Phase
    let t4 = t3;
    const returned: unknown[] = [];
    while (t4.awaiting?.kind === 'air') {
      const x = play(t4, t4.awaiting.side, [end]);
      returned.push(...types(x, 'air-returned'));
      t4 = ok(x);
    }
    expect(returned).toEqual([{ unit: 'pl-esk-1' }]);
    expect(t4.air!.units['pl-esk-1']).toEqual({ state: 'full' });
  });
});

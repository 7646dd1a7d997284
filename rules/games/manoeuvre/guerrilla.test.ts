/**
 * 5.2 P1–P3 Guerrilla standing orders per situation (spec 4.10.4, 5.2 "policy per card type"), and the
 * old single value: a log recorded by the code that had only `guerrilla: ask|never` replays to its state.
 */
import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import manoeuvre from './index.js';
import oldLog from './fixtures/old-standing-log.json' with { type: 'json' };
import type { MState } from './state.js';
import { fxArmy, hqcard, play, position, refuse, sq, status, ucard } from './testkit.js';

const S = fxArmy(
  'fr',
  [{ key: 'v' }, { key: 'r' }],
  [
    { type: 'supply', count: 2 },
    { type: 'forced-march', count: 2 },
    { type: 'regroup', count: 1 },
  ],
);
const N = fxArmy('es', [{ key: 'n' }], [{ type: 'guerrilla', count: 2 }]);
const SUP = (k: number) => hqcard(S, 'supply', k);
const start = (phase: 'movement' | 'restoration', hand: string[], by?: Record<string, 'ask' | 'never'>) =>
  position(S, N, {
    phase,
    rest: 'eliminated',
    units: [
      { unit: 'fr.v', square: 'd2' },
      { unit: 'fr.r', square: 'e2', status: 'reduced' },
      { unit: 'es.n', square: 'd7' },
    ],
    hands: { blue: hand, red: [hqcard(N, 'guerrilla', 0)] },
    ...(by ? { standing: { blue: {}, red: { guerrilla: 'ask', guerrillaBy: by } } } : {}),
  });

describe('9.2 Guerrilla standing order per situation (5.2 P1–P3)', () => {
  it('5.2 P1/P2 9.2 "never" for Supply moves skips P1 but a Forced March still opens P2', () => {
    let s = start('movement', [SUP(0), hqcard(S, 'forced-march', 0)]);
    const set = play(s, 'red', [{ type: 'standing', key: 'guerrilla.supply-move', value: 'never' }]);
    expect(set.events.map((e) => manoeuvre.describe(e, 'en'))).toEqual([
      'Standing order — Guerrilla against a Supply move: never',
    ]);
    expect(manoeuvre.describe(set.events[0], 'pl')).toBe(
      'Stały rozkaz — Partyzanci przeciw ruchowi z Zaopatrzeniem: nigdy',
    );
    s = set.state;
    expect(s.players.red.standing).toEqual({
      guerrilla: 'ask',
      choice: 'ask',
      guerrillaBy: { 'supply-move': 'never' },
    });
    const a = play(s, 'blue', [
      { type: 'move', unit: 'fr.v', path: ['d3'] },
      { type: 'supply', card: SUP(0), unit: 'fr.r', path: ['e3'] },
    ]);
    expect(a.state.phase).toBe('movement');
    expect(sq(a.state, 'fr.r')).toBe('e3');
    expect(a.events.some((e) => e.type === 'guerrilla-window')).toBe(false);
    const b = play(a.state, 'blue', [
      { type: 'forced-march', card: hqcard(S, 'forced-march', 0), unit: 'fr.r', to: 'e4' },
    ]);
    expect(b.state.phase).toBe('guerrilla');
    expect(manoeuvre.status(b.state).waitingFor).toEqual(['red']);
    const c = play(b.state, 'red', [{ type: 'guerrilla', card: hqcard(N, 'guerrilla', 0) }]);
    expect(sq(c.state, 'fr.r')).toBe('e3');
  });

  it('5.2 P3 9.2 restoration by card type: "never" for Regroup passes at once, a Unit Card still asks', () => {
    const by = { regroup: 'never' as const };
    const g = play(start('restoration', [hqcard(S, 'regroup', 0)], by), 'blue', [
      { type: 'restore', card: hqcard(S, 'regroup', 0), unit: 'fr.r' },
    ]);
    expect(g.state.phase).toBe('restoration');
    expect(status(g.state, 'fr.r')).toBe('full');
    const u = play(start('restoration', [ucard(S, 'r')], by), 'blue', [
      { type: 'restore', card: ucard(S, 'r'), unit: 'fr.r' },
    ]);
    expect(u.state.phase).toBe('guerrilla');
    expect(u.state.window).toMatchObject({ kind: 'restore', card: ucard(S, 'r') });
    const sr = play(start('restoration', [SUP(1)], { 'supply-restore': 'never', 'unit-card': 'ask' }), 'blue', [
      { type: 'restore', card: SUP(1), unit: 'fr.r' },
    ]);
    expect(sr.state.phase).toBe('restoration');
  });

  it('5.2 the single value "guerrilla" sets every situation and clears the per-situation ones', () => {
    let s = start('movement', [SUP(0)], { 'forced-march': 'never' });
    s = play(s, 'red', [{ type: 'standing', key: 'guerrilla', value: 'never' }]).state;
    expect(s.players.red.standing).toEqual({ guerrilla: 'never', choice: 'ask' });
    s = play(s, 'red', [{ type: 'standing', key: 'guerrilla.unit-card', value: 'ask' }]).state;
    const opts = manoeuvre.view(s, 'red').options.standing!;
    expect(opts.map((o) => [o.key, o.current])).toEqual([
      ['guerrilla.supply-move', 'never'],
      ['guerrilla.forced-march', 'never'],
      ['guerrilla.supply-restore', 'never'],
      ['guerrilla.regroup', 'never'],
      ['guerrilla.unit-card', 'ask'],
      ['choice', 'ask'],
    ]);
    for (const o of opts)
      for (const v of o.values)
        expect(
          play(s, 'red', [{ type: 'standing', key: o.key, value: v.value } as never]).state.players.red.standing,
        ).toBeTruthy();
    expect(refuse(s, 'red', [{ type: 'standing', key: 'guerrilla.regroup', value: 'hit' }])).toMatchObject({
      rule: '5.2',
      code: 'standing-value',
      at: 'orders[0].value',
    });
    expect(refuse(s, 'red', [{ type: 'standing', key: 'guerrilla.scout', value: 'never' } as never])).toMatchObject({
      code: 'schema',
      at: 'orders[0].key',
    });
  });

  it('5.2 a position may set the per-situation policy; an unknown situation is a clear schema error', () => {
    expect(start('movement', [], { regroup: 'never' }).players.red.standing).toEqual({
      guerrilla: 'ask',
      choice: 'ask',
      guerrillaBy: { regroup: 'never' },
    });
    expect(() => start('movement', [], { scout: 'never' } as never)).toThrow(/standing\.red\.guerrillaBy.*scout/);
  });

  it('5.2 the log is the truth: a game recorded with the old single-value standing order replays to the same state', () => {
    const log = oldLog as unknown as {
      setupDice: number[];
      batches: { side: string; orders: unknown[]; dice: number[] }[];
      final: MState;
    };
    expect(
      log.batches.filter((b) =>
        (b.orders as { type: string; key?: string }[]).some((o) => o.type === 'standing' && o.key === 'guerrilla'),
      ).length,
    ).toBe(2);
    let s = manoeuvre.setup('standard', {}, new FixedDice(log.setupDice), { rulesVersion: 1 });
    let windows = 0;
    log.batches.forEach((b, i) => {
      const d = new FixedDice(b.dice);
      const r = manoeuvre.apply(s, b.side, { orders: b.orders } as never, d);
      if (!r.ok) throw new Error(`batch ${i} refused: ${JSON.stringify(r.error)}`);
      expect(d.used, `batch ${i} dice`).toBe(b.dice.length);
      windows += r.events.filter((e) => e.type === 'guerrilla-window').length;
      s = r.state;
    });
    expect(windows).toBe(4);
    expect(s).toEqual(log.final);
    expect(s.phase).toBe('over');
    expect(s.players.red.standing).toEqual({ guerrilla: 'ask', choice: 'ask' });
  });

  it('5.2 states the old code wrote mid-game (one inside an open P1–P3 window) load and play on to the same end', () => {
    const log = oldLog as unknown as {
      batches: { side: string; orders: unknown[]; dice: number[] }[];
      snapshots: { at: number; state: MState }[];
      final: MState;
    };
    expect(log.snapshots.map((x) => [x.at, x.state.phase])).toEqual([
      [74, 'guerrilla'],
      [90, 'discard'],
    ]);
    for (const snap of log.snapshots) {
      let s = snap.state;
      expect(manoeuvre.view(s, 'red').options.standing!.map((o) => o.current)).toHaveLength(6);
      for (const b of log.batches.slice(snap.at)) {
        const r = manoeuvre.apply(s, b.side, { orders: b.orders } as never, new FixedDice(b.dice));
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        s = r.state;
      }
      expect(s).toEqual(log.final);
    }
  });
});

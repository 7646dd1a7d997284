import { describe, expect, it } from 'vitest';
import type { OrderChoice } from '../../core/contract.js';
import { FixedDice, SeededDice } from '../../core/dice.js';
import wojna from './index.js';
import type { WojnaOrder } from './orders.js';
import { DEFAULT_POLICIES } from './policies.js';
import type { WojnaState } from './state.js';
import { ctxOf } from './state.js';
import { d10s, encircledOpen, ok, turnTwo } from './testkit.js';
import { attackPreview } from './view-preview.js';

/**
 * Spec 5.1 item 6: an attack offered in the combat segment carries, before it is sent, the odds and every
 * modifier of 14.11–13 with its rule and value in both languages (`OrderChoice.modifiers`, and the button's
 * label), read as the roll will read them with the defender's standing defaults.
 */
const choice = (s: WojnaState, id: string): OrderChoice => {
  const c = wojna.view(s, s.awaiting!.side).options.choices.find((x) => x.id === id);
  expect(c, id).toBeDefined();
  return c!;
};
const lines = (c: OrderChoice) => c.modifiers!.map((m) => [m.label.en, m.value, m.rule]);
/** the combat event of `order` sent as offered, its modifiers as the preview words them */
const fought = (s: WojnaState, order: unknown, roll: number) => {
  const r = wojna.apply(s, 'polish', { orders: [order as WojnaOrder] }, new FixedDice(d10s(roll, 0, 0, 0, 0, 0, 0, 0)));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const e = r.events.find((x) => x.type === 'combat')!.data as {
    modifiers: { value: number; rule: string }[];
    total: number;
    roll: number;
    defenceArtillery: string[];
  };
  return e;
};

describe('the attack preview (spec 5.1 item 6)', () => {
  // encircled-open, turn 2: 1 pp Leg. (6) and 1 p. uł. (3) on 23 ps (4) on 1004, every neighbour Polish or in their ZOC
  const s = encircledOpen();
  it('14.11–13: 9:4 → +2, morale 7:6 +1, leader +1, defender out of supply +1, encirclement +4: d10 +9', () => {
    const c = choice(s, 'attack:1004');
    expect(lines(c)).toEqual([
      ['odds 9:4', 2, '14.11'],
      ['morale', 1, '14.13'],
      ['leader', 1, '14.13'],
      ['defender out of supply', 1, '14.13'],
      ['encirclement', 4, '14.13'],
    ]);
    expect(c.modifiers!.map((m) => m.label.pl)).toEqual([
      'stosunek sił 9:4',
      'morale',
      'dowódca',
      'obrońca bez zaopatrzenia',
      'okrążenie',
    ]);
    expect(c.label.en).toBe(
      'Attack 1004: d10 +9 — odds 9:4 +2 (14.11), morale +1 (14.13), leader +1 (14.13), defender out of supply +1 (14.13), encirclement +4 (14.13)',
    );
    expect(c.label.pl).toMatch(/^Atak na 1004: k10 \+9 — stosunek sił 9:4 \+2 \(14\.11\), .*okrążenie \+4 \(14\.13\)$/);
  });
  it('14.15: sent as offered, the roll counts exactly the previewed modifiers (roll 3 → total 12)', () => {
    const quiet = ok(
      wojna.apply(
        s,
        'opposing',
        { orders: [{ type: 'standing', key: 'defenceAir', value: 'none' }] },
        new FixedDice([]),
      ),
    );
    const c = choice(quiet, 'attack:1004');
    const e = fought(quiet, c.order, 3);
    expect(e.modifiers.map((m) => [m.value, m.rule])).toEqual(c.modifiers!.map((m) => [m.value, m.rule]));
    expect([e.roll, e.total]).toEqual([3, 12]);
  });
  it('14.13 M2 (TC-33), M11 (TC-31), 14.14: forest −2 and a stream both attackers cross −1, an unattacked neighbour −2, the artillery in range defends', () => {
    let t = turnTwo({
      'pl-group': '0202',
      'pl-1dp': '0302',
      'pl-1pp': '0402',
      'pl-5pp': '0403',
      'op-22ps': '0502',
      'op-23ps': '0503',
      'op-8ds': '0702',
      'op-art': '0703',
    });
    t = ok(wojna.apply(t, 'polish', { orders: [{ type: 'end' }] }, new FixedDice([])));
    const c = choice(t, 'attack:0502');
    expect(lines(c)).toEqual([
      ['odds 10:9', 1, '14.11'],
      ['terrain', -2, '14.13'],
      ['stream', -1, '14.13'],
      ['leader', 1, '14.13'],
      ['attacker out of supply', -3, '14.13'],
      ['defender out of supply', 1, '14.13'],
      ['unattacked neighbours', -2, '14.13'],
    ]);
    expect(
      c.label.en.startsWith('Attack 0502: d10 −5 — odds 10:9 +1 (14.11), terrain −2 (14.13), stream −1 (14.13)'),
    ).toBe(true);
    // the defender's default (every own artillery in range, 14.14) is what the preview's 9 counted
    const e = fought(t, c.order, 9);
    expect(e.defenceArtillery).toEqual(['op-art']);
    expect(e.modifiers.map((m) => [m.value, m.rule])).toEqual(c.modifiers!.map((m) => [m.value, m.rule]));
    expect(e.total).toBe(9 - 5);
  });
  it('14.11 (AMB-15): 5 pp Leg. (4) alone against 23 ps (4): odds 0, and the odds line still leads the breakdown', () => {
    const even = turnTwo({
      'pl-group': '0202',
      'pl-1dp': '0302',
      'pl-5pp': '0403',
      'op-23ps': '0503',
      'op-8ds': '0702',
    });
    const p = attackPreview(ctxOf(even), even, { type: 'attack', target: '0503', attackers: ['pl-5pp'] });
    expect([p.attack, p.defence]).toEqual([4, 4]);
    expect(p.modifiers[0]).toEqual({ label: { pl: 'stosunek sił 4:4', en: 'odds 4:4' }, value: 0, rule: '14.11' });
    expect(p.label.en.startsWith(`Attack 0503: d10 `)).toBe(true);
    expect(p.label.en).toContain(' — odds 4:4 0 (14.11)');
  });
  it('14.15: over random games, every offered attack sent alone counts exactly its preview (the defender on its defaults, no aviation)', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const d = new SeededDice(seed);
      let g = wojna.setup('exercise-1920', {}, d);
      while (!wojna.status(g).result) {
        const side = wojna.status(g).waitingFor[0] as 'polish' | 'opposing';
        if (g.awaiting?.kind === 'activation' && g.activation?.segment === 'combat') {
          const quiet: WojnaState = {
            ...g,
            policies: {
              polish: { ...DEFAULT_POLICIES, defenceAir: 'none' },
              opposing: { ...DEFAULT_POLICIES, defenceAir: 'none' },
            },
          };
          for (const c of wojna.view(quiet, side).options.choices.filter((x) => /^attack:[^:]+$/.test(x.id))) {
            const r = wojna.apply(
              quiet,
              side,
              { orders: [c.order as WojnaOrder] },
              new SeededDice(seed * 100 + checked),
            );
            const e = r.ok
              ? (r.events.find((x) => x.type === 'combat')?.data as { modifiers: { value: number; rule: string }[] })
              : undefined;
            expect(e, `${seed} ${c.id}`).toBeDefined();
            expect(
              e!.modifiers.map((m) => [m.value, m.rule]),
              `${seed} ${c.id}`,
            ).toEqual(c.modifiers!.filter((m) => m.value !== 0).map((m) => [m.value, m.rule]));
            checked++;
          }
        }
        const r = wojna.apply(g, side, wojna.randomBatch(g, side, d), d);
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        g = r.state;
      }
    }
    expect(checked).toBeGreaterThan(20);
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import type { TargetOption } from '../../core/contract.js';
import { applyWith } from './apply.js';
import { moveStack } from './movement.js';
import { moveTargets, stackTargets } from './reach.js';
import { cav, chief, d10s, game, gun, inf, kit } from './testkit.js';
import { choicesFor } from './view-choices.js';

/**
 * a Russian battalion (4 MP, morale 6 unless given) in 0501 facing 3: 0502, 0503, … lie straight
 * ahead; its commander in 0101 with a range of 12 (commanded, no leader's +1 to its morale) or of 1
 */
const leader = (range = 12) => chief('l', 'ru', { division: 'ru-a', range });
const column = (o: { morale?: number; level?: 'full' | 'disorganized'; commanded?: boolean } = {}) => {
  const k = kit({
    units: [inf('a', 'ru', { morale: o.morale ?? 6, division: 'ru-a' })],
    leaders: [leader(o.commanded === false ? 1 : 12)],
  });
  k.place('a', '0501', 3);
  if (o.level) k.c.pos.units.a.level = o.level;
  k.placeLeader('l', '0101');
  return k;
};
const ahead = (n: number) => `05${String(1 + n).padStart(2, '0')}`;

describe('R 7.9: the view offers infantry the hexes only a forced march reaches, marked with their price', () => {
  it('7.9, 4.12.4: morale 6, 4 MP: 4 hexes ahead plainly; the 5th needs +1 (d10 ≤ 6, 70 %), the 6th +2 (d10 ≤ 5, 60 %); not the 7th', () => {
    const t = moveTargets(column().c, 'a');
    expect(t.find((x) => x.to === ahead(4))).toMatchObject({ to: '0505' });
    expect(t.find((x) => x.to === ahead(4))!.forcedMarch).toBeUndefined();
    expect(t.find((x) => x.to === ahead(5))).toMatchObject({
      forcedMarch: true,
      forced: { mp: 5, allowance: 4, extra: 1, atMost: 6 },
    });
    expect(t.find((x) => x.to === ahead(6))).toMatchObject({
      forcedMarch: true,
      forced: { mp: 6, allowance: 4, extra: 2, atMost: 5 },
    });
    expect(t.some((x) => x.to === ahead(7))).toBe(false);
  });
  it('7.9: the choice carries the mark a client shows: the cell’s cost in MP and a label with the roll and what a worse one does', () => {
    const k = column();
    const move = choicesFor(k.c.P, game(k, 'move', ['a']), 'ru').find((c) => c.id === 'move:a')!;
    const at = (cell: string): TargetOption => move.targets!.find((x) => x.cell === cell)!;
    expect(at(ahead(4)).cost).toBeUndefined();
    expect(at(ahead(4)).label).toBeUndefined();
    expect(at(ahead(6))).toMatchObject({ cost: 6, order: { type: 'move', units: ['a'], forcedMarch: true } });
    expect(at(ahead(6)).label).toEqual({
      pl: 'Marsz forsowny (7.9): 6 PR przy 4 PR; potrzeba +2 PR: k10 ≤ 5 (60%); przy gorszym rzucie oddział staje, gdy skończą się PR',
      en: 'Forced march (7.9): 6 MP with an allowance of 4; needs +2 MP: d10 ≤ 5 (60%); a worse roll stops the unit where its MP run out',
    });
    expect(at(ahead(5)).label!.en).toContain('needs +1 MP: d10 ≤ 6 (70%)');
  });
  it('T30 7.9: the clicked 6th hex, applied: die 2 (+2) gets there; 6 (+1) stops on the 5th, 7 (+0) on the 4th, neither refused', () => {
    for (const [die, end] of [
      [2, ahead(6)],
      [6, ahead(5)],
      [7, ahead(4)],
    ] as const) {
      const k = column();
      const s = game(k, 'move', ['a']);
      const target = choicesFor(k.c.P, s, 'ru')
        .find((c) => c.id === 'move:a')!
        .targets!.find((x) => x.cell === ahead(6))!;
      const r = applyWith(k.c.P)(s, 'ru', { orders: [target.order as never] }, d10s(die));
      if (!r.ok) throw new Error(r.error.message);
      expect(r.state.pos.units.a.at).toBe(end);
      expect(r.events[0].data).toMatchObject({ forcedMarch: { die, bonus: die === 2 ? 2 : die === 6 ? 1 : 0 } });
    }
  });
  it('7.9: morale 0 can never roll below it: the 5th hex (d10 ≤ 0, 10 %) is offered, the 6th is not', () => {
    const t = moveTargets(column({ morale: 0 }).c, 'a');
    expect(t.find((x) => x.to === ahead(5))?.forced).toMatchObject({ extra: 1, atMost: 0 });
    expect(t.some((x) => x.to === ahead(6))).toBe(false);
  });
  it('7.9.1: a disorganized or an uncommanded battalion gets no forced-march target (4 hexes, or 2 at half MP)', () => {
    const dis = moveTargets(column({ level: 'disorganized' }).c, 'a');
    expect(dis.some((x) => x.forcedMarch)).toBe(false);
    const alone = moveTargets(column({ commanded: false }).c, 'a');
    expect(alone.some((x) => x.forcedMarch)).toBe(false);
    expect(alone.some((x) => x.to === ahead(3))).toBe(false);
  });
  it('7.9.1 (AMB-13b): a Polish battalion in 0608 beside 0507: the 5th hex is still offered (it is not next to it), the 6th (0507, next to it) is not', () => {
    const k2 = kit({ units: [inf('a', 'ru', { division: 'ru-a' }), inf('x', 'pl')], leaders: [leader()] });
    k2.place('a', '0501', 3);
    k2.placeLeader('l', '0101');
    k2.place('x', '0608', 0);
    expect(k2.c.P.grid.adjacent('0608', ahead(6))).toBe(true);
    expect(k2.c.P.grid.adjacent('0608', ahead(5))).toBe(false);
    const t = moveTargets(k2.c, 'a');
    expect(t.find((x) => x.to === ahead(5))?.forcedMarch).toBe(true);
    expect(t.some((x) => x.to === ahead(6) && x.forcedMarch)).toBe(false);
  });
  it('7.9.1: a battalion that starts next to the enemy gets no forced-march target', () => {
    const k = kit({ units: [inf('a', 'ru', { division: 'ru-a' }), inf('x', 'pl')], leaders: [leader()] });
    k.place('a', '0501', 3);
    k.placeLeader('l', '0101');
    k.place('x', '0401', 3);
    expect(k.c.P.grid.adjacent('0401', '0501')).toBe(true);
    expect(moveTargets(k.c, 'a').some((x) => x.forcedMarch)).toBe(false);
  });
  it('7.9, AMB-14: a stack of a battalion on top of a foot battery rolls once, on the battalion’s morale (5): the 5th hex d10 ≤ 5', () => {
    const k = kit({
      units: [inf('a', 'ru', { morale: 5, division: 'ru-a' }), gun('g', 'ru', 'light', { division: 'ru-a' })],
      leaders: [leader()],
    });
    k.place('a', '0501', 3);
    k.place('g', '0501', 3);
    k.placeLeader('l', '0101');
    const t = stackTargets(k.c, ['a', 'g']);
    expect(t.find((x) => x.to === ahead(5))?.forced).toMatchObject({ extra: 1, atMost: 5 });
  });
  it('7.9, AMB-13 option roll: cavalry rolls and gets at most +1: the 8th hex needs d10 ≤ its morale (6), no 9th', () => {
    const k = kit({
      units: [cav('c', 'ru', { division: 'ru-a' })],
      leaders: [leader()],
      options: { cavalryForcedMarch: 'roll' },
    });
    k.place('c', '0501', 3);
    k.placeLeader('l', '0101');
    const t = moveTargets(k.c, 'c');
    expect(t.find((x) => x.to === ahead(8))?.forced).toMatchObject({ mp: 8, allowance: 7, extra: 1, atMost: 6 });
    expect(t.some((x) => x.to === ahead(9))).toBe(false);
  });
  it('7.9, 6.7: a 10-point battalion with a friendly 10-point one on the 4th hex: the 5th is not offered (die 7 would stop it there, 20 > 18)', () => {
    const k = kit({
      units: [inf('a', 'ru', { strength: 10, division: 'ru-a' }), inf('d', 'ru', { strength: 10, division: 'ru-a' })],
      leaders: [leader()],
    });
    k.place('a', '0501', 3);
    k.place('d', ahead(4), 3);
    k.placeLeader('l', '0101');
    const t = moveTargets(k.c, 'a');
    expect(t.some((x) => x.to === ahead(5))).toBe(false);
    expect(t.some((x) => x.to === ahead(3))).toBe(true);
    // what the order would do: refused on the die
    const steps = [1, 2, 3, 4, 5].map((n) => ({ type: 'move' as const, to: ahead(n) }));
    expect(() => moveStack(k.c, { units: ['a'], steps, forcedMarch: true }, d10s(7))).toThrow(/stack value 20/);
  });
  it('7.9, 7.4: a foot battery (4 MP) into forest over a stream (5 MP), then 0503 (1): die 2 (+2) gets there; 6 (+1) and 7 (+0, the one-hex rule) stop in 0502, neither refused', () => {
    for (const [die, bonus] of [
      [2, 2],
      [6, 1],
      [7, 0],
    ] as const) {
      const k = kit({
        units: [gun('g', 'ru', 'light', { division: 'ru-a' })],
        leaders: [leader()],
        terrain: { '0502': 'forest' },
        hexsides: [{ a: '0501', b: '0502', kind: 'stream' }],
      });
      k.place('g', '0501', 3);
      k.placeLeader('l', '0101');
      const s = game(k, 'move', ['g']);
      const order = {
        type: 'move' as const,
        units: ['g'],
        steps: [ahead(1), ahead(2)].map((to) => ({ type: 'move' as const, to })),
        forcedMarch: true,
      };
      const r = applyWith(k.c.P)(s, 'ru', { orders: [order] }, d10s(die));
      if (!r.ok) throw new Error(`die ${die}: ${r.error.rule} ${r.error.message}`);
      expect(r.state.pos.units.g.at).toBe(bonus === 2 ? ahead(2) : ahead(1));
      expect(r.events[0].data).toMatchObject({ forcedMarch: { die, bonus } });
    }
  });
});

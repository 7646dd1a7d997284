import { describe, expect, it } from 'vitest';
import { moveStack } from './movement.js';
import { moveTargets, stackTargets } from './reach.js';
import { gameDice } from '../../core/dice.js';
import olszynka from './index.js';
import { PACK } from './pack.js';
import { ctxOf } from './phases/turn.js';
import { onMap, type GameState } from './state.js';
import { applyWith } from './apply.js';
import { cav, chief, d10s, game, inf, kit } from './testkit.js';
import { choicesFor } from './view-choices.js';

/** the hex `n` steps from `hex` in direction `dir` */
const ahead = (k: ReturnType<typeof kit>, hex: string, dir: number, n: number): string => {
  let h = hex;
  for (let i = 0; i < n; i++) h = k.c.P.grid.neighbour(h, dir)!;
  return h;
};

describe('the view’s move targets (R 7 on core’s path finder, judged by movement’s check mode)', () => {
  it('7.2, 7.3: a commanded battalion (4 MP, clear 1 MP a hex) reaches 4 hexes straight ahead, the 5th only by forced march (7.9); the steps order it there', () => {
    const k = kit({ units: [inf('a', 'pl')], leaders: [chief('l', 'pl')] });
    k.place('a', '0509', 0);
    k.placeLeader('l', '0509');
    const t = moveTargets(k.c, 'a');
    const four = t.find((x) => x.to === ahead(k, '0509', 0, 4))!;
    expect(four.steps).toEqual([1, 2, 3, 4].map((n) => ({ type: 'move', to: ahead(k, '0509', 0, n) })));
    expect(four.forcedMarch).toBeUndefined();
    expect(t.find((x) => x.to === ahead(k, '0509', 0, 5))?.forcedMarch).toBe(true);
    // the target is what the move really does
    const m = moveStack(k.c, { units: ['a'], steps: four.steps }, d10s());
    expect([k.c.pos.units.a.at, m.mpSpent]).toEqual([four.to, 4]);
  });
  it('4.6: a hex behind a turn is reached by one free 60° turn in a hex on the way', () => {
    const k = kit({ units: [inf('a', 'pl')], leaders: [chief('l', 'pl')] });
    k.place('a', '0509', 0);
    k.placeLeader('l', '0509');
    const side = moveTargets(k.c, 'a').find((x) => x.steps.some((s) => s.type === 'turn') && x.steps.length >= 3);
    expect(side).toBeDefined();
  });
  it('5.3: a move ends on entering an enemy ZOC: nothing is offered beyond it', () => {
    const k = kit({ units: [inf('a', 'pl'), inf('x', 'ru', { division: 'ru-a' })], leaders: [chief('l', 'pl')] });
    k.place('a', '0509', 0);
    k.placeLeader('l', '0509');
    k.place('x', ahead(k, '0509', 0, 4), 3); // its front covers the hex 3 ahead
    const zoc = ahead(k, '0509', 0, 3);
    const t = moveTargets(k.c, 'a');
    expect(t.map((x) => x.to)).toContain(zoc);
    const through = t.filter((x) => x.steps.slice(0, -1).some((s) => s.type === 'move' && s.to === zoc));
    expect(through).toEqual([]);
  });
  it('7.9, AMB-13: commanded cavalry (7 MP) reaches 7 hexes ahead, and an 8th only by a forced march (+1, no roll)', () => {
    const k = kit({ units: [cav('c', 'pl')], leaders: [chief('l', 'pl')] });
    k.place('c', '0510', 0);
    k.placeLeader('l', '0510');
    const t = moveTargets(k.c, 'c');
    expect(t.find((x) => x.to === ahead(k, '0510', 0, 7))?.forcedMarch).toBeUndefined();
    expect(t.find((x) => x.to === ahead(k, '0510', 0, 8))?.forcedMarch).toBe(true);
    expect(t.some((x) => x.to === ahead(k, '0510', 0, 9))).toBe(false);
  });
});

describe('the view’s judgement of a path the search found is movement’s check mode’s (reach.ts `judge`)', () => {
  it('6.7: a 10-point battalion passes a friendly 10-point battalion 2 hexes ahead (3 ahead is reached straight through it) but may not end there (20 > 18)', () => {
    const k = kit({
      units: [inf('a', 'pl', { strength: 10 }), inf('d', 'pl', { strength: 10 })],
      leaders: [chief('l', 'pl')],
    });
    k.place('a', '0509', 0);
    k.placeLeader('l', '0509');
    k.place('d', ahead(k, '0509', 0, 2), 0);
    for (const judge of ['search', 'whole'] as const) {
      const t = moveTargets(k.c, 'a', judge);
      expect(t.some((x) => x.to === ahead(k, '0509', 0, 2))).toBe(false);
      expect(t.find((x) => x.to === ahead(k, '0509', 0, 3))!.steps).toEqual(
        [1, 2, 3].map((n) => ({ type: 'move', to: ahead(k, '0509', 0, n) })),
      );
    }
  });
  it('7.9.1: a Russian battalion in 0602 beside 0502, the 8th hex ahead of cavalry in 0510: no forced march there; 7 hexes ahead still offered', () => {
    const k = kit({ units: [cav('c', 'pl'), inf('x', 'ru', { division: 'ru-a' })], leaders: [chief('l', 'pl')] });
    k.place('c', '0510', 0);
    k.placeLeader('l', '0510');
    k.place('x', '0602', 1);
    const search = moveTargets(k.c, 'c');
    expect(ahead(k, '0510', 0, 8)).toBe('0502');
    expect(search.some((x) => x.to === '0502')).toBe(false);
    expect(search.find((x) => x.to === ahead(k, '0510', 0, 7))?.forcedMarch).toBeUndefined();
    expect(search).toEqual(moveTargets(k.c, 'c', 'whole'));
  });
  it('4.6, 5.3, 5.7, 6.7, 7.3–7.9: every unit and stack of 40 movement steps of random games (both scenarios) gets the same targets from both judges', () => {
    const onMapUnmoved = (s: GameState) =>
      s.active!.units.filter((id) => onMap(s.pos.units[id].at) && !s.pos.units[id].flags.moved);
    let compared = 0;
    for (const scenario of ['alder-wood-1831', 'grochow-1831']) {
      const { setup, chooser, apply: dice } = gameDice(3);
      let s = olszynka.setup(scenario, {}, setup);
      for (let n = 0, taken = 0; taken < 20 && !olszynka.status(s).result && n < 2000; n++) {
        const side = olszynka.status(s).waitingFor[0];
        if (s.phase === 'move' && n % 2 === 0) {
          taken++;
          const c = ctxOf(PACK(), s);
          const ids = onMapUnmoved(s);
          for (const id of ids) expect(moveTargets(c, id)).toEqual(moveTargets(c, id, 'whole'));
          for (const hex of new Set(ids.map((id) => s.pos.units[id].at))) {
            const here = ids.filter((id) => s.pos.units[id].at === hex);
            if (here.length > 1) expect(stackTargets(c, here)).toEqual(stackTargets(c, here, 'whole'));
          }
          compared += ids.length;
        }
        const r = olszynka.apply(s, side, olszynka.randomBatch!(s, side, chooser), dice);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });
});

describe('the view offers stacks and declared charges as choices with targets (R 7.7, 10.2.2)', () => {
  it('7.7: two battalions in 0509 move as one stack: the view offers stack:0509 with the 4 hexes ahead (the 5th by forced march); its order moves both', () => {
    const k = kit({
      units: [inf('a', 'ru', { division: 'ru-a' }), inf('b', 'ru', { division: 'ru-a' })],
      leaders: [chief('l', 'ru')],
    });
    k.place('a', '0509', 0);
    k.place('b', '0509', 0);
    k.placeLeader('l', '0509');
    const s = game(k, 'move', ['a', 'b']);
    const stack = choicesFor(k.c.P, s, 'ru').find((c) => c.id === 'stack:0509')!;
    const four = stack.targets!.find((t) => t.cell === ahead(k, '0509', 0, 4))!;
    expect(four.order).toMatchObject({ type: 'move', units: ['a', 'b'] });
    expect(four.order).not.toHaveProperty('forcedMarch');
    expect(stack.targets!.find((t) => t.cell === ahead(k, '0509', 0, 5))?.order).toMatchObject({ forcedMarch: true });
    const r = applyWith(k.c.P)(s, 'ru', { orders: [four.order as never] }, d10s());
    if (!r.ok) throw new Error(r.error.message);
    expect([r.state.pos.units.a.at, r.state.pos.units.b.at]).toEqual([four.cell, four.cell]);
  });
  it('10.2.2: cavalry 0510 facing 0, a Polish battalion 5 hexes ahead: the charge choice targets its hex; the move ends next to it, the charge valid', () => {
    const k = kit({ units: [cav('c', 'ru', { division: 'ru-a' }), inf('x', 'pl')], leaders: [chief('l', 'ru')] });
    k.place('c', '0510', 0);
    k.placeLeader('l', '0510');
    const target = ahead(k, '0510', 0, 5);
    k.place('x', target, 3);
    const s = game(k, 'move', ['c']);
    const charge = choicesFor(k.c.P, s, 'ru').find((c) => c.id === 'charge:c')!;
    const t = charge.targets!.find((x) => x.cell === target)!;
    expect(t.order).toMatchObject({ type: 'move', units: ['c'], charge: target });
    // the battalion, brought into the cavalry's ZOC, tries to form square (R 5.5.1): a 9 fails
    const r = applyWith(k.c.P)(s, 'ru', { orders: [t.order as never] }, d10s(9));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events.map((e) => e.type)).toEqual(['moved', 'reaction']);
    expect(k.c.P.grid.adjacent(r.state.pos.units.c.at, target)).toBe(true);
    expect(r.state.pos.units.c.flags.charge).toEqual({ target, valid: true });
  });
  it('10.2.2: streams on every side of the battalion cost extra: no valid charge, so no charge choice (a plain move is still offered)', () => {
    const plain = kit({ units: [] });
    const target = ahead(plain, '0510', 0, 2);
    const hexsides = plain.c.P.grid.neighbours(target).map((b) => ({ a: target, b, kind: 'stream' }));
    const k = kit({
      units: [cav('c', 'ru', { division: 'ru-a' }), inf('x', 'pl')],
      leaders: [chief('l', 'ru')],
      hexsides,
    });
    k.place('c', '0510', 0);
    k.placeLeader('l', '0510');
    k.place('x', target, 3);
    const ids = choicesFor(k.c.P, game(k, 'move', ['c']), 'ru').map((c) => c.id);
    expect(ids).toContain('move:c');
    expect(ids).not.toContain('charge:c');
  });
});

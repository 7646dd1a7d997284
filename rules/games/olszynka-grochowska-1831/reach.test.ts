import { describe, expect, it } from 'vitest';
import { moveStack } from './movement.js';
import { moveTargets } from './reach.js';
import { cav, chief, d10s, inf, kit } from './testkit.js';

/** the hex `n` steps from `hex` in direction `dir` */
const ahead = (k: ReturnType<typeof kit>, hex: string, dir: number, n: number): string => {
  let h = hex;
  for (let i = 0; i < n; i++) h = k.c.P.grid.neighbour(h, dir)!;
  return h;
};

describe('the view’s move targets (R 7 on core’s path finder, judged by movement’s check mode)', () => {
  it('7.2, 7.3: a commanded battalion (4 MP, clear 1 MP a hex) reaches 4 hexes straight ahead, not 5; the steps order it there', () => {
    const k = kit({ units: [inf('a', 'pl')], leaders: [chief('l', 'pl')] });
    k.place('a', '0509', 0);
    k.placeLeader('l', '0509');
    const t = moveTargets(k.c, 'a');
    const four = t.find((x) => x.to === ahead(k, '0509', 0, 4))!;
    expect(four.steps).toEqual([1, 2, 3, 4].map((n) => ({ type: 'move', to: ahead(k, '0509', 0, n) })));
    expect(t.some((x) => x.to === ahead(k, '0509', 0, 5))).toBe(false);
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

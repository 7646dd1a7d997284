import { describe, expect, it } from 'vitest';
import { applyWith } from './apply.js';
import { moveTargets } from './reach.js';
import { cav, d10s, game, inf, kit } from './testkit.js';
import { choicesFor } from './view-choices.js';

/**
 * Polish regiments c and d stacked in 0505 facing vertex 0; a Russian battalion steps into 0505's side
 * zone (direction 5); the Poles answer live (policy ask) with a withdrawal or a change of front.
 * Found by conformance seed grochow-1831:1898692606 (fuzz-regressions.json).
 */
const stepped = (rulesVersion: number) => {
  const k = kit({ units: [cav('c', 'pl'), cav('d', 'pl'), inf('x', 'ru', { division: 'ru-a' })] });
  const g = k.c.P.grid;
  const side = g.neighbour('0505', 5)!;
  const from = g.neighbour(side, 5)!;
  k.place('c', '0505', 0);
  k.place('d', '0505', 0);
  k.place('x', from, 2);
  const s = game(k, 'move', ['x'], rulesVersion);
  s.policies.pl = { ...s.policies.pl, counterCharge: 'never', withdraw: 'ask', changeFront: 'ask' };
  const apply = applyWith(k.c.P);
  const move = { type: 'move' as const, units: ['x'], steps: [{ type: 'move' as const, to: side }] };
  const r = apply(s, 'ru', { orders: [move] }, d10s());
  if (!r.ok) throw new Error(r.error.message);
  // c withdraws 2 hexes (die 4 against morale 6: passes) and takes its stack-mate d along
  const w = apply(r.state, 'pl', { orders: [{ type: 'react', unit: 'c', kind: 'withdraw' }] }, d10s(4));
  if (!w.ok) throw new Error(w.error.message);
  return { k, side, r, w, apply };
};

describe('5.5.2, 5.5.4, 5.6: a unit a stack-mate’s live withdrawal took away (rules version 8)', () => {
  it('5.5: c and d are each asked a withdrawal and a change of front when x enters 0505’s side zone', () => {
    const { r } = stepped(8);
    expect(r.state.asked!.offers.map((o) => `${o.unit}:${o.kind}`)).toEqual([
      'c:withdraw',
      'c:changeFront',
      'd:withdraw',
      'd:changeFront',
    ]);
  });
  it('5.5.4: version 8 — x enters 0405; c’s withdrawal (die 4) takes d along to 0508: d, no longer next to the entered hex, is asked nothing more', () => {
    const { k, side, w } = stepped(8);
    const { c, d } = w.state.pos.units;
    expect([c.at, d.at, side]).toEqual(['0508', '0508', '0405']);
    expect(k.c.P.grid.adjacent(d.at, side)).toBe(false);
    expect([w.state.asked ?? null, w.state.phase]).toEqual([null, 'move']);
  });
  it('5.5.4: version 7 replays as recorded (d may still change front from afar and is left facing nowhere); the view no longer offers it, and d’s moves do not fail', () => {
    const { k, w, apply } = stepped(7);
    expect(w.state.asked!.offers.map((o) => `${o.unit}:${o.kind}`)).toEqual(['d:withdraw', 'd:changeFront']);
    expect(choicesFor(k.c.P, w.state, 'pl').map((x) => x.id)).toEqual(['react:d:withdraw', 'end']);
    const f = apply(w.state, 'pl', { orders: [{ type: 'react', unit: 'd', kind: 'changeFront' }] }, d10s(1));
    if (!f.ok) throw new Error(f.error.message);
    expect(f.state.pos.units.d.facing).toBeUndefined();
    // with c gone elsewhere, d may move on its own: the search over (hex, facing) states has no state to
    // start from (hex × 6 + undefined); it offers nothing, where it once searched from state 0 and its
    // path back ran in a circle without end, and the string-keyed search before it threw
    const units = { ...f.state.pos.units, c: { ...f.state.pos.units.c, at: '0101' } };
    expect(moveTargets({ ...k.c, pos: { ...f.state.pos, units }, rulesVersion: 7 }, 'd')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { atCombatPhase, fixture, ok, play as playExact, start } from './testkit.js';
import type { TbState } from './state.js';
import { choices } from './view.js';
import { endMovement } from './phases/movement.js';
import tannenberg from './index.js';

/** a batch with these dice first, then 1s for whatever the turn's end rolls (orders, isolation: nothing happens) */
const play = (s: TbState, side: string, orders: unknown[], dice: number[] = []) =>
  playExact(s, side, orders, [...dice, ...Array<number>(24).fill(1)]);
const events = (r: ReturnType<typeof play>) => (r.ok ? r.events : []);

describe('the view offers flight paths when the defender stands in several hexes (9.5.4, rules version 7)', () => {
  // 1/1 I (with François ••) attacks 1/29/XX in Gumbinnen A42B39 and 2/29/XX at A42B38: 6 v 10, 1:2, shifts +0, roll 1 = 2/3
  const attacked = (version = 7): TbState => {
    const s = atCombatPhase(
      { 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39', 'ru-2-29-xx': 'A42B38' },
      'gumbinnen-1914',
      version,
    );
    const d = ok(play(s, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx', 'ru-2-29-xx'] }]));
    return ok(play(d, 'de', [{ type: 'card', card: 'attack' }]));
  };
  const flights = (r: ReturnType<typeof play>) =>
    events(r)
      .filter((e) => e.type === 'flight')
      .map((e) => e.data as { from: string; path: string[] });
  it("9.5.4 each hex's end hexes are offered with the hex fled from; A42B38 by A43B38–A44B38–A45B38 while A42B39 takes the automatic path", () => {
    const offered = choices(attacked(), 'ru').filter((c) => c.id.startsWith('card:defend:flee:4:'));
    expect(offered.some((c) => c.id.startsWith('card:defend:flee:4:A42B39:'))).toBe(true);
    const pick = offered.find((c) => c.id === 'card:defend:flee:4:A42B38:A46B38')!;
    expect(pick.order).toEqual({
      type: 'card',
      card: 'defend',
      flee: 4,
      paths: { A42B38: ['A43B38', 'A44B38', 'A45B38', 'A46B38'] },
    });
    // the CRT roll 1 (2/3: each hex flees 3), the two extra-hex rolls 3 (not above EFF 3)
    const own = flights(play(attacked(), 'ru', [pick.order], [1, 3, 3]));
    expect(own).toEqual([
      { side: 'ru', from: 'A42B39', path: ['A42B40', 'A42B41', 'A42B42'] },
      { side: 'ru', from: 'A42B38', path: ['A43B38', 'A44B38', 'A45B38'] },
    ]);
    const auto = flights(play(attacked(), 'ru', [{ type: 'card', card: 'defend', flee: 4 }], [1, 3, 3]));
    expect(auto[1].path).not.toEqual(own[1].path);
  });
  it('version 6 offers none', () => {
    expect(choices(attacked(6), 'ru').some((c) => c.id.startsWith('card:defend:flee:4:'))).toBe(false);
  });
});

describe('the view offers the 4.3.7 crossing of the Vistula without a bridge as a move (rules version 7)', () => {
  // 1/1 I at A2B31 beside the Vistula hexside A2B31–A2B32, François MARCH at A3B31; 2/1 I at A5B51, far from him
  const atMove = (version = 7): TbState => {
    const s = fixture({ 'de-francois': 'A3B31', 'de-1-1-i': 'A2B31', 'de-2-1-i': 'A5B51' }, 'tannenberg-1914');
    s.rulesVersion = version;
    return start(s, [1, 5, 2, 1, 1, 1, 1, 1]);
  };
  const crossing = (s: TbState, id: string, from: string, to: string) =>
    choices(s, 'de')
      .find((c) => c.id === `move:${id}`)
      ?.targets?.find((t) => t.cell === to && JSON.stringify(t.path) === JSON.stringify([from, to]));
  it('4.3.7 1/1 I, commanded by François, is offered A2B31→A2B32 with its whole MA, and apply takes the offered order', () => {
    const s = atMove();
    const t = crossing(s, 'de-1-1-i', 'A2B31', 'A2B32')!;
    expect(t.order).toEqual({ type: 'move', pieces: ['de-1-1-i'], path: ['A2B31', 'A2B32'] });
    expect(ok(play(s, 'de', [t.order])).units['de-1-1-i'].hex).toBe('A2B32');
  });
  it('4.3.7 2/1 I commanded only by its self-command check is not offered A5B51→A6B50; version 6 offers no crossing', () => {
    const s = ok(play(atMove(), 'de', [{ type: 'self-command', units: ['de-2-1-i'] }], [1]));
    expect(crossing(s, 'de-2-1-i', 'A5B51', 'A6B50')).toBeUndefined();
    expect(crossing(atMove(6), 'de-1-1-i', 'A2B31', 'A2B32')).toBeUndefined();
  });
});

describe("rules version 8: the owner's standing choice at a contact in the enemy's movement (11.1.8, 13.1.5)", () => {
  // the German moves first (turn 1, initiative); 1/1 I at A41B39 is to come next to A44B39 by A42B39–A43B39
  const atMove = (pieces: Record<string, string>, version = 8): TbState => {
    const s = fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', ...pieces }, 'gumbinnen-1914');
    s.rulesVersion = version;
    return start(s, [1, 5, 2, 1, 1, 1, 1, 1]);
  };
  const approach = { type: 'move', pieces: ['de-1-1-i'], path: ['A41B39', 'A42B39', 'A43B39'] };
  const set = (s: TbState, key: string, value: string) => play(s, 'ru', [{ type: 'standing', key, value }]);
  const event = (r: ReturnType<typeof play>, type: string) => events(r).find((e) => e.type === type);
  const east = 'A45B39-A46B39-A47B39-A48B39';

  it("11.1.8 the lone gun 20/XX art. escapes by its owner's path to A48B39 (roll 5 above EFF 3: −4 EP), not the automatic A44B43", () => {
    const s = atMove({ 'ru-20-xx-art': 'A44B39' });
    expect(s.await).toEqual({ kind: 'move', sides: ['de'] });
    const offer = tannenberg.view(s, 'ru').options.standing?.find((o) => o.key === 'escape:ru-20-xx-art');
    expect(offer?.current).toBe('auto');
    expect(offer?.values.map((v) => v.value)).toContain(east);
    // the Russian is not awaited: his standing order changes nothing else and the German still moves
    const ready = ok(set(s, 'escape:ru-20-xx-art', east));
    expect(ready.await).toEqual(s.await);
    expect(ready.standing).toEqual([
      { side: 'ru', piece: 'ru-20-xx-art', from: 'A44B39', path: ['A45B39', 'A46B39', 'A47B39', 'A48B39'] },
    ]);
    expect(tannenberg.view(ready, 'ru').options.standing?.find((o) => o.key === 'escape:ru-20-xx-art')?.current).toBe(
      east,
    );
    const own = play(ready, 'de', [approach], [5]);
    expect(event(own, 'artillery-escape')).toMatchObject({
      dice: [5],
      data: { from: 'A44B39', to: 'A48B39', fled: true },
    });
    expect(ok(own).units['ru-20-xx-art']).toMatchObject({ hex: 'A48B39', loss: 4 });
    const auto = play(s, 'de', [approach], [5]);
    expect(event(auto, 'artillery-escape')?.data).toMatchObject({ to: 'A44B43' });
  });
  it('11.1.8 a path the contact has made illegal (through A43B39, where 1/1 I now stands) gives way to the automatic one', () => {
    const s = ok(set(atMove({ 'ru-20-xx-art': 'A44B39' }), 'escape:ru-20-xx-art', 'A43B39-A42B40-A41B41-A40B41'));
    expect(event(play(s, 'de', [approach], [5]), 'artillery-escape')?.data).toMatchObject({ to: 'A44B43' });
  });
  it("13.1.5 Smirnow displaced (roll 5) goes to his owner's A46B39; automatically to A44B41, both 2 hexes away", () => {
    const pieces = { 'ru-smirnow': 'A44B39', 'ru-1-28-xx': 'A46B39', 'ru-2-28-xx': 'A44B41' };
    const s = atMove(pieces);
    const offer = tannenberg.view(s, 'ru').options.standing?.find((o) => o.key === 'displace:ru-smirnow');
    expect(offer?.values.map((v) => v.value)).toEqual(['auto', 'A44B41', 'A46B39']);
    const own = play(ok(set(s, 'displace:ru-smirnow', 'A46B39')), 'de', [approach], [5]);
    expect(event(own, 'hq-displaced')).toMatchObject({ dice: [5], data: { from: 'A44B39', to: 'A46B39' } });
    expect(event(play(s, 'de', [approach], [5]), 'hq-displaced')?.data).toMatchObject({ to: 'A44B41' });
    // `auto` clears the choice
    expect(
      ok(set(ok(set(s, 'displace:ru-smirnow', 'A46B39')), 'displace:ru-smirnow', 'auto')).standing,
    ).toBeUndefined();
  });
  it('13.1.5 version 8: an HQ with a lone gun of its corps in its hex goes to the nearest other hex (version 7: it stayed)', () => {
    const pieces = { 'ru-smirnow': 'A44B39', 'ru-20-xx-art': 'A44B39', 'ru-1-28-xx': 'A46B39' };
    // the HQ's roll 5 (moved), the gun's roll 3 (not above EFF 3)
    expect(event(play(atMove(pieces), 'de', [approach], [5, 3]), 'hq-displaced')?.data).toMatchObject({
      to: 'A46B39',
    });
    expect(event(play(atMove(pieces, 7), 'de', [approach], [5, 3]), 'hq-displaced')?.data).toMatchObject({
      to: 'A44B39',
    });
  });
  it('refusals: a path of 3 hexes, a path into an enemy, hexes off the map, a German gun, an HQ hex not among the nearest, an unknown key', () => {
    const s = atMove({
      'ru-20-xx-art': 'A44B39',
      'ru-smirnow': 'A45B40',
      'ru-1-28-xx': 'A46B39',
      'ru-2-28-xx': 'A47B41',
    });
    expect(set(s, 'escape:ru-20-xx-art', 'A45B39-A46B39-A47B39')).toMatchObject({
      ok: false,
      error: { rule: '11.1.8', code: 'escape-path', at: 'orders[0].value', params: { why: 'escape-path' } },
    });
    expect(set(s, 'escape:ru-20-xx-art', 'A43B39-A42B39-A41B40-A40B41')).toMatchObject({
      ok: false,
      error: { code: 'escape-path' },
    });
    expect(set(s, 'escape:ru-20-xx-art', 'foo-bar-baz-qux')).toMatchObject({
      ok: false,
      error: { rule: '9.5.8', code: 'escape-path', params: { step: 0 } },
    });
    expect(play(s, 'ru', [{ type: 'standing', key: 'escape:de-1-i-art', value: 'auto' }])).toMatchObject({
      ok: false,
      error: { rule: '11.1.8', code: 'not-own-gun', at: 'orders[0].key', params: { why: 'not-own-gun' } },
    });
    // Smirnow at A45B40: 1/28/XX at A46B39 is 1 hex away, 2/28/XX at A47B41 2
    expect(set(s, 'displace:ru-smirnow', 'A47B41')).toMatchObject({
      ok: false,
      error: { rule: '13.1.5', code: 'displace-hex', params: { why: 'displace-hex', hex: 'A47B41' } },
    });
    expect(set(s, 'displace:de-francois', 'A46B39')).toMatchObject({ ok: false, error: { code: 'not-own-hq' } });
    expect(set(s, 'retreat:ru-1-28-xx', 'A46B38')).toMatchObject({ ok: false, error: { code: 'standing-key' } });
  });
  it('version 7: no standing choices offered; a standing order from the side not awaited is refused as before', () => {
    const s = atMove({ 'ru-20-xx-art': 'A44B39' }, 7);
    expect(tannenberg.view(s, 'ru').options.standing).toBeUndefined();
    expect(set(s, 'escape:ru-20-xx-art', east)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  });
  it('a choice stands while its piece stays (the German phase ends) and lapses at a movement phase end once it has left', () => {
    const s = ok(set(atMove({ 'ru-20-xx-art': 'A44B39' }), 'escape:ru-20-xx-art', east));
    const next = ok(play(s, 'de', [{ type: 'end' }]));
    expect(next.phase).toBe('move-nip'); // the German phase's end kept it
    expect(next.standing).toEqual(s.standing);
    const moved = structuredClone(s);
    moved.units['ru-20-xx-art'].hex = 'A45B39';
    endMovement(moved, 'ru');
    expect(moved.standing).toBeUndefined();
  });
  it("the choice is the owner's secret: the German view does not show it, the Russian panel does", () => {
    const s = ok(set(atMove({ 'ru-20-xx-art': 'A44B39' }), 'escape:ru-20-xx-art', east));
    const token = 'ru-20-xx-art ⇢ A45B39–A46B39–A47B39–A48B39';
    expect(JSON.stringify(tannenberg.view(s, 'ru'))).toContain(token);
    expect(JSON.stringify(tannenberg.view(s, 'de'))).not.toContain(token);
    expect(JSON.stringify(tannenberg.view(s, 'de'))).not.toContain(east);
    expect(tannenberg.secrets!(s).map((x) => x.token)).toContain(token);
  });
});

import { describe, expect, it } from 'vitest';
import m from './index.js';
import { fixture, gumbinnenAt, ok, play as playExact, start } from './testkit.js';
import type { TbState } from './state.js';

/** a batch with these dice first, then 1s for whatever follows */
const play = (s: TbState, side: string, orders: unknown[], dice: number[] = []) =>
  playExact(s, side, orders, [...dice, ...Array<number>(24).fill(1)]);
const events = (r: ReturnType<typeof play>) => (r.ok ? r.events : []);
const all = (r: ReturnType<typeof play>, type: string) => events(r).filter((e) => e.type === type);
const data = (r: ReturnType<typeof play>, type: string) => all(r, type)[0]?.data;
const standing = (key: string, value: string) => ({ type: 'standing', key, value });

/** turn 1 of Gumbinnen, the German moving first (François at A38B41, MARCH) with 1/1 I at A41B39 besides `pieces` */
const atMove = (pieces: Record<string, string>, version = 11): TbState => {
  const s = fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', ...pieces }, 'gumbinnen-1914');
  s.rulesVersion = version;
  return start(s, [1, 5, 2, 1, 1, 1, 1, 1]);
};
// 1/1 I walks east A41B39–A42B39–A43B39–A44B39; A43B38 lies next to A42B39 and A43B39, not next to the start or
// the end A44B39, so before version 11 nothing next to A43B38 reacted to this move
const east = ['A41B39', 'A42B39', 'A43B39', 'A44B39'];
const move = (s: TbState, dice: number[], pieces = ['de-1-1-i'], path = east) =>
  play(s, 'de', [{ type: 'move', pieces, path }], dice);

describe('rules version 11: a move makes contact at every hex it passes, not only where it ends (11.1.8, 13.1.5)', () => {
  it('11.1.8 20/XX art. alone in A43B38: passing A42B39, roll 5 above EFF 3: it flees 4 hexes to A44B41, −4 EP; 1/1 I goes on to A44B39', () => {
    const r = move(atMove({ 'ru-20-xx-art': 'A43B38' }), [5]);
    expect(all(r, 'artillery-escape')).toEqual([
      expect.objectContaining({
        rule: '11.1.8',
        dice: [5],
        data: { unit: 'ru-20-xx-art', from: 'A43B38', to: 'A44B41', fled: true },
      }),
    ]);
    expect(ok(r).units['ru-20-xx-art']).toMatchObject({ hex: 'A44B41', loss: 4 });
    // "the unit that caused this may go on moving" (11.1.8): the whole path is walked
    expect(data(r, 'move')).toEqual({ pieces: ['de-1-1-i'], path: east });
    expect(ok(r).units['de-1-1-i'].hex).toBe('A44B39');
  });
  it('11.1.8 roll 3, not above EFF 3: it falls back 4 hexes and loses 1 EP', () => {
    const r = move(atMove({ 'ru-20-xx-art': 'A43B38' }), [3]);
    expect(data(r, 'artillery-escape')).toMatchObject({ from: 'A43B38', fled: false });
    expect(ok(r).units['ru-20-xx-art'].loss).toBe(1);
  });
  it('version 10: the same move leaves 20/XX art. in A43B38 (contact only where the move ends)', () => {
    const r = move(atMove({ 'ru-20-xx-art': 'A43B38' }, 10), [5]);
    expect(data(r, 'artillery-escape')).toBeUndefined();
    expect(ok(r).units['ru-20-xx-art']).toMatchObject({ hex: 'A43B38', loss: 0 });
    expect(ok(r).units['de-1-1-i'].hex).toBe('A44B39');
  });
  it('11.1.8 only infantry or cavalry make contact: 1/I art. moving A41B39–A42B39–A43B39 past it leaves 20/XX art. in A43B38', () => {
    const r = move(atMove({ 'de-1-i-art': 'A41B39', 'ru-20-xx-art': 'A43B38' }), [5], ['de-1-i-art'], east.slice(0, 3));
    expect(data(r, 'artillery-escape')).toBeUndefined();
    expect(ok(r).units['de-1-i-art'].hex).toBe('A43B39');
  });
  it("11.1.8 by its owner's standing path A44B38–A45B38–A46B38–A47B38 it escapes next to A46B39, further on 1/1 kaw.'s path, and escapes again there (roll 2: −1 EP)", () => {
    // 1/1 kaw. (MA 7) walks on to A47B39; the standing choice lapses once the gun has left A43B38
    const path = [...east, 'A45B39', 'A46B39', 'A47B39'];
    const s = ok(
      play(atMove({ 'de-1-1-kaw': 'A41B39', 'ru-20-xx-art': 'A43B38' }), 'ru', [
        standing('escape:ru-20-xx-art', 'A44B38-A45B38-A46B38-A47B38'),
      ]),
    );
    const r = move(s, [5, 2], ['de-1-1-kaw'], path);
    expect(all(r, 'artillery-escape').map((e) => [e.data, e.dice])).toEqual([
      [{ unit: 'ru-20-xx-art', from: 'A43B38', to: 'A47B38', fled: true }, [5]],
      [{ unit: 'ru-20-xx-art', from: 'A47B38', to: 'A48B41', fled: false }, [2]],
    ]);
    // 4 EP, then 1 more: the fifth flips it (AMB-8)
    expect(ok(r).units['ru-20-xx-art']).toMatchObject({ hex: 'A48B41', face: 'back', loss: 1 });
    expect(ok(r).units['de-1-1-kaw'].hex).toBe('A47B39');
  });

  it('11.1.8 (AMB-62) a German marker passing A42B39 makes 20/XX art. escape when it hides 1/1 I, not when it is empty', () => {
    const masked = (contents: string[]) => {
      const s = atMove({ 'ru-20-xx-art': 'A43B38' });
      s.markers.push({ id: 'de-m1', side: 'de', hex: 'A41B39', contents });
      if (contents.length) s.units['de-1-1-i'].masked = 'de-m1';
      return s;
    };
    const hiding = move(masked(['de-1-1-i']), [5], ['de-m1']);
    expect(data(hiding, 'artillery-escape')).toMatchObject({ from: 'A43B38', to: 'A44B41', fled: true });
    expect(ok(hiding).units['de-1-1-i'].hex).toBe('A44B39');
    const empty = move(masked([]), [5], ['de-m1']);
    expect(data(empty, 'artillery-escape')).toBeUndefined();
    expect(ok(empty).markers.find((x) => x.id === 'de-m1')?.hex).toBe('A44B39');
  });

  // Smirnow (XX Corps) alone in A43B38; 1/28/XX of his corps in A45B37, 2 hexes away and off 1/1 I's path
  it('13.1.5 Smirnow alone in A43B38: passing A42B39, roll 5 (Russian 5–6): to A45B37, the nearest hex with a unit of his corps', () => {
    const r = move(atMove({ 'ru-smirnow': 'A43B38', 'ru-1-28-xx': 'A45B37' }), [5]);
    expect(all(r, 'hq-displaced')).toEqual([
      expect.objectContaining({ rule: '13.1.5', dice: [5], data: { hq: 'ru-smirnow', from: 'A43B38', to: 'A45B37' } }),
    ]);
    expect(ok(r).units['de-1-1-i'].hex).toBe('A44B39');
  });
  it('13.1.5 roll 4: Smirnow is caught and eliminated; version 10 leaves him in A43B38', () => {
    const r = move(atMove({ 'ru-smirnow': 'A43B38', 'ru-1-28-xx': 'A45B37' }), [4]);
    expect(data(r, 'hq-caught')).toEqual({ hq: 'ru-smirnow', at: 'A43B38' });
    expect(ok(r).hqs['ru-smirnow']).toMatchObject({ hex: null, eliminated: true });
    const old = move(atMove({ 'ru-smirnow': 'A43B38', 'ru-1-28-xx': 'A45B37' }, 10), [4]);
    expect(data(old, 'hq-caught')).toBeUndefined();
    expect(ok(old).hqs['ru-smirnow'].hex).toBe('A43B38');
  });
  it("13.1.5 with 2/28/XX in A43B36 too, both 2 hexes away: the automatic A43B36 (first by label), or his owner's standing A45B37", () => {
    const s = atMove({ 'ru-smirnow': 'A43B38', 'ru-1-28-xx': 'A45B37', 'ru-2-28-xx': 'A43B36' });
    expect(data(move(s, [5]), 'hq-displaced')).toMatchObject({ to: 'A43B36' });
    const mine = ok(play(s, 'ru', [standing('displace:ru-smirnow', 'A45B37')]));
    expect(data(move(mine, [5]), 'hq-displaced')).toMatchObject({ from: 'A43B38', to: 'A45B37' });
  });
});

describe('rules version 11: contact in passing and the reserve asked live (4.5.6)', () => {
  // 1/29/XX in reserve (ask) at A44B39; 1/1 I moves A41B39–A42B38–A43B38–A44B37 and the move pauses at A43B38
  // (index 2) for the Russian's answer. 1/1 art. in A42B37 is next to A42B38 only, 20/XX art. in A43B39 next to
  // A43B38 only of the path.
  const path = ['A41B39', 'A42B38', 'A43B38', 'A44B37'];
  const guns = { 'ru-1-1-art': 'A42B37', 'ru-20-xx-art': 'A43B39' };
  const paused = (version = 11) => {
    let s = gumbinnenAt({ 'ru-1-29-xx': 'A44B39', ...guns }, [1, 5, 2], ['mask', 'recon']);
    s.rulesVersion = version;
    s = ok(play(s, 'ru', [{ type: 'reserve', unit: 'ru-1-29-xx', ask: true }]));
    if (m.status(s).waitingFor.includes('de')) s = ok(play(s, 'de', [{ type: 'end' }]));
    return play(s, 'de', [{ type: 'move', pieces: ['de-1-1-i'], path }], [5]);
  };
  it('the gun passed before the pause (1/1 art., roll 5 above EFF 4) escapes in the German batch; the one at the pause hex waits for the answer', () => {
    const r = paused();
    expect(ok(r).paused).toMatchObject({ at: 2 });
    expect(all(r, 'artillery-escape').map((e) => e.data)).toEqual([
      { unit: 'ru-1-1-art', from: 'A42B37', to: expect.any(String), fled: true },
    ]);
    expect(ok(r).units['ru-20-xx-art'].hex).toBe('A43B39');
    // the movers still stand at their start while the move waits (`paused` keeps the path)
    expect(ok(r).units['de-1-1-i'].hex).toBe('A41B39');
  });
  it('answered `end`, the move goes on: 20/XX art. next to A43B38 escapes (roll 2, −1 EP); it pauses again at A44B37, and after a second `end` 1/1 I stands there', () => {
    const r = play(ok(paused()), 'ru', [{ type: 'end' }], [2]);
    expect(all(r, 'artillery-escape').map((e) => [e.data, e.dice])).toEqual([
      [{ unit: 'ru-20-xx-art', from: 'A43B39', to: 'A43B43', fled: false }, [2]],
    ]);
    expect(ok(r).units['ru-20-xx-art']).toMatchObject({ hex: 'A43B43', loss: 1 });
    expect(ok(r).paused).toMatchObject({ at: 3 });
    const done = play(ok(r), 'ru', [{ type: 'end' }]);
    expect(data(done, 'artillery-escape')).toBeUndefined();
    expect(ok(done).units['de-1-1-i'].hex).toBe('A44B37');
  });
  it('version 10: neither gun reacts, before the pause or after the answer', () => {
    const p = paused(10);
    expect(data(p, 'artillery-escape')).toBeUndefined();
    const r = play(ok(play(ok(p), 'ru', [{ type: 'end' }], [2])), 'ru', [{ type: 'end' }]);
    expect(data(r, 'artillery-escape')).toBeUndefined();
    expect(ok(r).units['de-1-1-i'].hex).toBe('A44B37');
    expect(ok(r).units['ru-1-1-art'].hex).toBe('A42B37');
    expect(ok(r).units['ru-20-xx-art'].hex).toBe('A43B39');
  });
});

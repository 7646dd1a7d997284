import { describe, expect, it } from 'vitest';
import { acrossStrait, atCombatPhase, fixture, ok, play as playExact, start } from './testkit.js';
import type { TbState } from './state.js';
import { choices } from './view.js';
import tannenberg from './index.js';

/** a batch with these dice first, then 1s for whatever the turn's end rolls (orders, isolation: nothing happens) */
const play = (s: TbState, side: string, orders: unknown[], dice: number[] = []) =>
  playExact(s, side, orders, [...dice, ...Array<number>(24).fill(1)]);

/** phase 8 of turn 1, the German holding the initiative, MARCH corps HQs, these pieces on the map */
const atCombat = (pieces: Record<string, string>, version = 7, scenario = 'gumbinnen-1914'): TbState =>
  atCombatPhase(pieces, scenario, version);
// François (••) MARCH beside 1/1 I: ATTACK against 1/29/XX's DEFEND in Gumbinnen, a roll of 2 gives 2/3
const gumbinnen = { 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' };
const attacked = (pieces: Record<string, string> = {}, version = 7, sheltered: string[] = []): TbState => {
  const at = atCombat({ ...gumbinnen, ...pieces }, version);
  if (sheltered.length) {
    at.sheltered = sheltered; // they fled there earlier this phase (9.5.5): they have fought
    at.fought.push(...sheltered);
  }
  const s = ok(play(at, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] }]));
  return ok(play(s, 'de', [{ type: 'card', card: 'attack' }]));
};
const events = (r: ReturnType<typeof play>) => (r.ok ? r.events : []);
const lossOf = (r: ReturnType<typeof play>, unit: string) =>
  events(r)
    .filter((e) => e.type === 'loss' && (e.data as { unit: string }).unit === unit)
    .map((e) => ({ rule: e.rule, ep: (e.data as { ep: number }).ep }));
// by the east: A43B39, A44B39, A45B39, A46B38; the automatic path (least ZOC loss, first found) goes south by A42B40
const east = ['A43B39', 'A44B39', 'A45B39', 'A46B38'];

describe('rules version 7: the player chooses his flight path (9.5.4, 11.1.8)', () => {
  it('9.5.4 the view offers DEFEND fleeing 4 by each allowed end hex; 2/3 with 4 asked flees 3 hexes along the first three of the chosen path', () => {
    const s = attacked();
    const offered = choices(s, 'ru').filter((c) => c.id.startsWith('card:defend:flee:4:'));
    expect(offered.length).toBeGreaterThan(1);
    const pick = offered.find((c) => c.id === 'card:defend:flee:4:A46B38')!;
    expect(pick.order).toEqual({ type: 'card', card: 'defend', flee: 4, paths: { A42B39: east } });
    // dice: the CRT roll 2 (2/3), the extra-hex roll 3 (not above EFF 3)
    const auto = play(s, 'ru', [{ type: 'card', card: 'defend', flee: 4 }], [2, 3]);
    expect(events(auto).find((e) => e.type === 'flight')?.data).toMatchObject({ path: ['A42B40', 'A42B41', 'A42B42'] });
    const own = play(s, 'ru', [pick.order], [2, 3]);
    expect(events(own).find((e) => e.type === 'flight')?.data).toMatchObject({ path: east.slice(0, 3) });
    expect(ok(own).units['ru-1-29-xx']).toMatchObject({ hex: 'A45B39', loss: 0 }); // 3 EP, 3 hexes
  });
  it('9.5.9 a roll of 5 above EFF 3 drives the stack one hex further: along the chosen path when it is as good', () => {
    const r = play(attacked(), 'ru', [{ type: 'card', card: 'defend', flee: 3, paths: { A42B39: east } }], [2, 5]);
    expect(events(r).find((e) => e.type === 'flight')).toMatchObject({ rule: '9.5.9', data: { path: east } });
  });
  it("9.5.4, 9.5.1 refusals: a path from a hex without the side's units, a step that comes no further, a path without DEFEND and flight; version 6 refuses the field", () => {
    const s = attacked();
    expect(play(s, 'ru', [{ type: 'card', card: 'defend', flee: 2, paths: { A43B39: ['A44B39'] } }])).toMatchObject({
      ok: false,
      error: { rule: '9.5.4', code: 'flight-from', at: 'orders[0].paths.A43B39', params: { why: 'flight-from' } },
    });
    expect(
      play(s, 'ru', [{ type: 'card', card: 'defend', flee: 2, paths: { A42B39: ['A43B39', 'A43B38'] } }]),
    ).toMatchObject({ ok: false, error: { rule: '9.5.4', code: 'flight-path', params: { why: 'flight-path' } } });
    expect(play(s, 'ru', [{ type: 'card', card: 'attack', paths: { A42B39: east } }])).toMatchObject({
      ok: false,
      error: { rule: '9.5.1', at: 'orders[0].paths' },
    });
    expect(
      play(attacked({}, 6), 'ru', [{ type: 'card', card: 'defend', flee: 2, paths: { A42B39: east } }]),
    ).toMatchObject({ ok: false, error: { rule: '9.5.4', code: 'version' } });
    expect(choices(attacked({}, 6), 'ru').some((c) => c.id.startsWith('card:defend:flee:4:'))).toBe(false);
  });
  it("11.1.8 the gun 20/XX art. left in Gumbinnen (roll 5 above EFF 3: −4 EP) escapes 4 hexes along the player's path", () => {
    const s = attacked({ 'ru-20-xx-art': 'A42B39' });
    // the CRT roll 2, the extra-hex roll 3, the gun's escape roll 5
    const r = play(s, 'ru', [{ type: 'card', card: 'defend', flee: 2, paths: { A42B39: east } }], [2, 3, 5]);
    expect(events(r).find((e) => e.type === 'artillery-escape')).toMatchObject({
      dice: [5],
      data: { unit: 'ru-20-xx-art', from: 'A42B39', to: 'A46B38', fled: true },
    });
    expect(ok(r).units['ru-20-xx-art'].hex).toBe('A46B38');
    expect(ok(r).units['ru-1-29-xx'].hex).toBe('A44B39');
    expect(lossOf(r, 'ru-20-xx-art')).toContainEqual({ rule: '11.1.8', ep: 4 });
  });
  it('the answer the platform gives for a side that keeps its sealed card keeps its path too', () => {
    const designated = ok(
      play(atCombat(gumbinnen), 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] }]),
    );
    const s = ok(play(designated, 'ru', [{ type: 'card', card: 'defend', flee: 2, paths: { A42B39: east } }]));
    expect(s.await).toEqual({ kind: 'card', sides: ['de'] });
    expect(tannenberg.defaultAnswer!(s, 'ru')?.orders[0]).toMatchObject({ flee: 2, paths: { A42B39: east } });
  });
});

describe('rules version 7: 9.5.5 a unit that fled into a friendly hex shares its results (TC-26)', () => {
  it('9.5.5 1/29/XX flees 3 hexes by its own path into A45B39, where 1/28/XX stands: it is sheltered there and has fought', () => {
    const r = play(
      attacked({ 'ru-1-28-xx': 'A45B39' }),
      'ru',
      [{ type: 'card', card: 'defend', flee: 4, paths: { A42B39: east } }],
      [2, 3],
    );
    const st = ok(r);
    expect(st.units['ru-1-29-xx'].hex).toBe('A45B39');
    expect(st.sheltered).toEqual(['ru-1-29-xx']);
    expect(st.fought).toContain('ru-1-29-xx');
  });
  // U (1/28/XX) fled earlier into Gumbinnen, where F (1/29/XX) stands
  const sheltered = (version = 7): TbState => attacked({ 'ru-1-28-xx': 'A42B39' }, version, ['ru-1-28-xx']);
  it('9.5.5 (TC-26) F is attacked, takes 3 EP (2/3) and stays: U loses 3 EP too', () => {
    const r = play(sheltered(), 'ru', [{ type: 'card', card: 'defend' }], [2]);
    expect(events(r).find((e) => e.type === 'crt')?.data).toMatchObject({ result: '2/3' });
    expect(lossOf(r, 'ru-1-29-xx')).toEqual([{ rule: '9.4', ep: 3 }]);
    expect(lossOf(r, 'ru-1-28-xx')).toEqual([{ rule: '9.5.5', ep: 3 }]);
  });
  it('9.5.5 (TC-26) F flees 2 hexes: U flees with it and loses 1 EP per hex, 2', () => {
    const r = play(sheltered(), 'ru', [{ type: 'card', card: 'defend', flee: 2 }], [2, 3]);
    const st = ok(r);
    expect(st.units['ru-1-28-xx'].hex).toBe(st.units['ru-1-29-xx'].hex);
    expect(lossOf(r, 'ru-1-28-xx')).toEqual([{ rule: '9.5.5', ep: 2 }]);
    expect(events(r).find((e) => e.type === 'shelter-flight')?.data).toMatchObject({ units: ['ru-1-28-xx'] });
  });
  it('version 6: the unit that fled there shares nothing', () => {
    const r = play(sheltered(6), 'ru', [{ type: 'card', card: 'defend' }], [2]);
    expect(lossOf(r, 'ru-1-28-xx')).toEqual([]);
  });
});

describe('rules version 7: each side chooses who counts across a strait (9.7.7, AMB-53)', () => {
  const pieces = acrossStrait;
  const designated = (version = 7) =>
    ok(
      play(atCombat(pieces, version, 'tannenberg-1914'), 'de', [
        {
          type: 'combat',
          own: ['de-1-1-i', 'de-2-1-i', 'de-1-1r-ir'],
          enemy: ['ru-1-29-xx', 'ru-2-29-xx', 'ru-1-28-xx'],
        },
      ]),
    );
  const crt = (de: Record<string, unknown>, version = 7) => {
    const s = ok(play(designated(version), 'de', [{ type: 'card', ...de }]));
    const r = play(s, 'ru', [{ type: 'card', card: 'defend' }], [1, 1, 5, 2, 1, 1, 1, 1]);
    return events(r).find((e) => e.type === 'crt')?.data;
  };
  it('9.7.7 by default the two strongest German brigades count, 6 + 6 = 12; naming 1/1 R (5) and 1/1 I they count, 5 + 6 = 11; all three take the result', () => {
    expect(crt({ card: 'attack' })).toMatchObject({ attack: 12, defence: 10, straits: 1 });
    expect(crt({ card: 'attack', count: ['de-1-1r-ir', 'de-1-1-i'] })).toMatchObject({ attack: 11, defence: 10 });
  });
  it('9.7.7 the view offers each pair with each fighting card; a unit not in the combat is refused; version 6 refuses the field', () => {
    const s = designated();
    const ids = choices(s, 'de').map((c) => c.id);
    expect(ids).toContain('card:attack:count:de-1-1-i+de-1-1r-ir');
    expect(ids.filter((id) => id.includes(':count:'))).toHaveLength(9); // 3 pairs × DEFEND, ATTACK, ASSAULT
    expect(play(s, 'de', [{ type: 'card', card: 'attack', count: ['de-3-1-i'] }])).toMatchObject({
      ok: false,
      error: { rule: '9.7.7', code: 'not-in-combat', at: 'orders[0].count[0]', params: { why: 'strait-count' } },
    });
    expect(play(designated(6), 'de', [{ type: 'card', card: 'attack', count: ['de-1-1-i'] }])).toMatchObject({
      ok: false,
      error: { code: 'version' },
    });
  });
});

describe('rules version 7: unsupplied artillery pays the unsupplied ammunition rate (11.1.5–11.1.6, 11.1.9)', () => {
  // 20/XX art. two hexes from Gumbinnen, with no Russian HQ, train or railway near: unsupplied (15.2)
  const fire = (version: number, triple: boolean) => {
    const s = attacked({ 'ru-20-xx-art': 'A43B40' }, version);
    const gun = ['ru-20-xx-art'];
    const r = play(s, 'ru', [{ type: 'card', card: 'defend', support: gun, ...(triple ? { triple: gun } : {}) }], [3]);
    return lossOf(r, 'ru-20-xx-art');
  };
  it('11.1.5 the unsupplied Russian gun loses 2 EP (version 6: 1); 11.1.9 triple fire 8 EP (version 6: 4)', () => {
    expect(fire(7, false)).toEqual([{ rule: '11.1.5', ep: 2 }]);
    expect(fire(6, false)).toEqual([{ rule: '11.1.5', ep: 1 }]);
    expect(fire(7, true)).toEqual([{ rule: '11.1.9', ep: 8 }]);
    expect(fire(6, true)).toEqual([{ rule: '11.1.9', ep: 4 }]);
  });
  it('11.1.6 the supplied German gun 1/I art. at A40B39 fires triple for 3 EP, as before', () => {
    let s = atCombat({ ...gumbinnen, 'de-1-i-art': 'A40B39' });
    s = ok(
      play(s, 'de', [
        { type: 'combat', own: ['de-1-1-i', 'de-1-i-art'], enemy: ['ru-1-29-xx'], triple: ['de-1-i-art'] },
      ]),
    );
    s = ok(play(s, 'de', [{ type: 'card', card: 'attack' }]));
    expect(lossOf(play(s, 'ru', [{ type: 'card', card: 'defend' }], [6]), 'de-1-i-art')).toEqual([
      { rule: '11.1.9', ep: 3 },
    ]);
  });
});

describe('rules version 7: 4.3.7 the Vistula crossed without a bridge (AMB-10)', () => {
  // 1/1 I at A2B31 beside the Vistula hexside A2B31–A2B32, François MARCH at A3B31; 2/1 I at A5B51, far from him
  const atMove = (version = 7): TbState => {
    const s = fixture({ 'de-francois': 'A3B31', 'de-1-1-i': 'A2B31', 'de-2-1-i': 'A5B51' }, 'tannenberg-1914');
    s.rulesVersion = version;
    return start(s, [1, 5, 2, 1, 1, 1, 1, 1]);
  };
  it('4.3.7 a unit commanded by its HQ crosses one hex with its whole MA; a longer path is refused', () => {
    const s = atMove();
    expect(
      ok(play(s, 'de', [{ type: 'move', pieces: ['de-1-1-i'], path: ['A2B31', 'A2B32'] }])).units['de-1-1-i'].hex,
    ).toBe('A2B32');
    expect(play(s, 'de', [{ type: 'move', pieces: ['de-1-1-i'], path: ['A2B31', 'A2B32', 'A2B33'] }])).toMatchObject({
      ok: false,
      error: { rule: '4.3.7', at: 'orders[0].path[2]', params: { why: 'vistula-whole-ma' } },
    });
  });
  it('4.3.7 a unit commanded only by its self-command check may not cross; version 6 refuses by 4.3.6', () => {
    const s = ok(play(atMove(), 'de', [{ type: 'self-command', units: ['de-2-1-i'] }], [1]));
    expect(s.commanded).toContain('de-2-1-i');
    expect(play(s, 'de', [{ type: 'move', pieces: ['de-2-1-i'], path: ['A5B51', 'A6B50'] }])).toMatchObject({
      ok: false,
      error: { rule: '4.3.7', params: { why: 'vistula-command' } },
    });
    expect(play(atMove(6), 'de', [{ type: 'move', pieces: ['de-1-1-i'], path: ['A2B31', 'A2B32'] }])).toMatchObject({
      ok: false,
      error: { rule: '4.3.6', params: { why: 'vistula' } },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import m from './index.js';
import { startCombat } from './phases/combat.js';
import { maOf } from './phases/movement.js';
import { fixture, gumbinnenAt, ok, passWindows, play, start } from './testkit.js';
import type { TbState } from './state.js';
import { choices } from './view.js';

/** turn 1 of Gumbinnen at the masking window of phase 1 (François rolls 1: MARCH) */
const atMasking = (pieces: Record<string, string>): TbState => gumbinnenAt(pieces, [1], []);
const maskDe = { type: 'mask', marker: 'de-m1', units: ['de-1-1-i'] };
/** the recon window waits for the Russian, whose 1/2 kaw. may scout exactly `cells` */
const expectScoutOf = (s: TbState, cells: string[]): void => {
  expect(m.status(s)).toMatchObject({ waitingFor: ['ru'], phase: 'recon.recon' });
  expect(
    choices(s, 'ru')
      .find((c) => c.id === 'recon:ru-1-2-kaw')
      ?.targets?.map((t) => t.cell),
  ).toEqual(cells);
};

describe('16 masking and reconnaissance in the turn', () => {
  it('16.1.2, 16.2.1 the masking window is sealed: the other side sees nothing until both are in, then an anonymous marker', () => {
    const s = atMasking({ 'ru-1-29-xx': 'A45B38' });
    expect(m.status(s)).toMatchObject({ waitingFor: ['de', 'ru'], phase: 'orders.mask', turn: 1 });
    const a = ok(play(s, 'de', [maskDe, { type: 'end' }]));
    expect(m.status(a).waitingFor).toEqual(['ru']);
    expect(a.units['de-1-1-i'].masked).toBeUndefined();
    expect(m.secrets(a)).toEqual([{ visibleTo: ['de'], token: 'de-m1 ⇐ de-1-1-i', what: "de's sealed mask order" }]);
    expect(JSON.stringify(m.view(a, 'de'))).toContain('de-m1 ⇐ de-1-1-i');
    expect(JSON.stringify(m.view(a, 'ru'))).not.toContain('de-m1');
    // the Russian is in: initiative 5 v 2 to the German
    const r = play(a, 'ru', [{ type: 'end' }], [5, 2]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const masked = r.events.find((e) => e.type === 'masked')!;
    expect(masked).toMatchObject({ visibleTo: 'all', data: { marker: 'de-m1', side: 'de', hex: 'A41B39' } });
    expect(r.events.find((e) => e.type === 'masked-units')).toMatchObject({
      visibleTo: ['de'],
      data: { units: ['de-1-1-i'] },
    });
    expect(r.state.initiative).toBe('de');
    expect(m.secrets(r.state)).toEqual([{ visibleTo: ['de'], token: '"de-1-1-i"', what: 'unit de-1-1-i under de-m1' }]);
    const ru = m.view(r.state, 'ru');
    expect(JSON.stringify(ru)).not.toContain('"de-1-1-i"');
    expect(ru.board.pieces.find((p) => p.id === 'de-m1')).toMatchObject({ cell: 'A41B39', label: '?' });
    const de = m.view(r.state, 'de').board.pieces;
    expect(de.find((p) => p.id === 'de-m1')?.label).toBe('de-m1: 1');
    expect(de.find((p) => p.id === 'de-1-1-i')?.status).toEqual(['de-m1']);
  });
  it('16.2.2 a unit in enemy ZOC is not masked; 16.2.3 an empty marker only beside own pieces; 16.1.2 only own markers from the card', () => {
    // 1/29/XX at A42B39 and 1/1 I at A41B39 stand in each other's ZOC
    const s = atMasking({ 'ru-1-29-xx': 'A42B39', 'ru-2-29-xx': 'A50B40', 'de-2-1-i': 'A38B40' });
    expect(play(s, 'de', [maskDe])).toMatchObject({ ok: false, error: { rule: '16.2.2', at: 'orders[0].units[0]' } });
    expect(play(s, 'ru', [{ type: 'empty-marker', marker: 'ru-m1', hex: 'A49B40' }])).toMatchObject({
      ok: false,
      error: { rule: '16.2.3', at: 'orders[0].hex' },
    });
    expect(play(s, 'ru', [{ type: 'empty-marker', marker: 'de-m1', hex: 'A48B40' }])).toMatchObject({
      ok: false,
      error: { rule: '16.1.2', at: 'orders[0].marker' },
    });
    const two = [
      { type: 'empty-marker', marker: 'ru-m1', hex: 'A48B40' },
      { type: 'mask', marker: 'ru-m1', units: ['ru-2-29-xx'] },
    ];
    expect(play(s, 'ru', two)).toMatchObject({ ok: false, error: { rule: '16.1.2', at: 'orders[1].marker' } });
  });
  it('16.3.4 (TC-58) 1/2 kaw. (EFF 4) two hexes from a marker: a 4 reveals what it hides, a 5 does not; one target per scout', () => {
    let s = atMasking({ 'ru-1-2-kaw': 'A43B39' });
    s = ok(play(s, 'de', [maskDe]));
    s = ok(play(s, 'ru', [{ type: 'end' }], [5, 2]));
    expectScoutOf(s, ['A41B39']);
    const scout = { type: 'recon', unit: 'ru-1-2-kaw', hex: 'A41B39' };
    expect(play(s, 'ru', [scout, scout])).toMatchObject({ ok: false, error: { rule: '16.3.3', at: 'orders[1].unit' } });
    expect(play(s, 'ru', [{ ...scout, hex: 'A40B39' }])).toMatchObject({ ok: false, error: { rule: '16.3.2' } });
    const seen = play(s, 'ru', [scout], [4]);
    expect(seen.ok).toBe(true);
    if (!seen.ok) return;
    expect(seen.events.find((e) => e.type === 'recon')).toMatchObject({ dice: [4], data: { ok: true } });
    expect(seen.events.find((e) => e.type === 'revealed')?.data).toEqual({
      marker: 'de-m1',
      side: 'de',
      hex: 'A41B39',
      units: ['de-1-1-i'],
    });
    expect(seen.state.markers).toEqual([]);
    expect(m.secrets(seen.state)).toEqual([]);
    const missed = ok(play(s, 'ru', [scout], [5]));
    expect(missed.units['de-1-1-i'].masked).toBe('de-m1');
  });
  it('16.2.7 (TC-59) an empty marker in enemy ZOC at the start of phase 3 goes; a full one stays', () => {
    let s = atMasking({ 'ru-1-29-xx': 'A43B38', 'de-2-1-i': 'A41B38' });
    // the German marks A41B39 (1/1 I, in 1/29/XX's ZOC? no: two hexes) and hides nothing under an empty one beside it
    s = ok(
      play(s, 'de', [
        { type: 'mask', marker: 'de-m1', units: ['de-1-1-i'] },
        { type: 'empty-marker', marker: 'de-m2', hex: 'A41B38' },
      ]),
    );
    s.units['ru-1-29-xx'].hex = 'A42B37'; // next to A41B38 only
    const r = play(s, 'ru', [{ type: 'end' }], [5, 2]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events.filter((e) => e.type === 'revealed').map((e) => e.data)).toEqual([
      { marker: 'de-m2', side: 'de', hex: 'A41B38', units: [] },
    ]);
    expect(r.state.markers.map((x) => x.id)).toEqual(['de-m1']);
  });
  it('16.2.6 (TC-34) a marker moves 4 whatever it hides and carries its units; the other side reads only the marker', () => {
    let s = atMasking({ 'ru-1-29-xx': 'A50B38' });
    s = ok(play(s, 'de', [maskDe]));
    s = ok(play(s, 'ru', [{ type: 'end' }], [5, 2]));
    s = passWindows({ s, side: '', dice: new FixedDice([]), events: [] }, ['recon', 'reserve']);
    expect(m.status(s)).toMatchObject({ waitingFor: ['de'], phase: 'move-ip.move' });
    expect(maOf(s, 'de-m1')).toBe(4);
    const costs = choices(s, 'de')
      .find((c) => c.id === 'move:de-m1')!
      .targets!.map((t) => t.cost!);
    expect(Math.max(...costs)).toBe(4);
    expect(play(s, 'de', [{ type: 'move', pieces: ['de-1-1-i'], path: ['A41B39', 'A42B39'] }])).toMatchObject({
      ok: false,
      error: { rule: '16.2.2' },
    });
    const r = play(s, 'de', [{ type: 'move', pieces: ['de-m1'], path: ['A41B39', 'A42B39'] }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units['de-1-1-i'].hex).toBe('A42B39');
    expect(r.events.map((e) => e.data)).toContainEqual({ pieces: ['de-m1'], path: ['A41B39', 'A42B39'] });
    expect(JSON.stringify(m.view(r.state, 'ru'))).not.toContain('"de-1-1-i"');
  });
  it('16.2.9 (AMB-36) a combat that comes to a die roll reveals its markers; DEFEND against DEFEND leaves them masked', () => {
    const s = fixture({ 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' });
    Object.assign(s, { phase: 'combat', initiative: 'ru', await: { kind: 'combat', sides: ['ru'] } });
    s.markers = [{ id: 'de-m1', side: 'de', hex: 'A41B39', contents: ['de-1-1-i'] }];
    s.units['de-1-1-i'].masked = 'de-m1';
    startCombat(s);
    expect(s.obligated).toEqual(['ru-1-29-xx', 'de-m1']);
    expect(choices(s, 'ru').map((c) => c.order)).toContainEqual({
      type: 'combat',
      own: ['ru-1-29-xx'],
      enemy: ['de-m1'],
    });
    expect(play(s, 'ru', [{ type: 'combat', own: ['ru-1-29-xx'], enemy: ['de-1-1-i'] }])).toMatchObject({
      ok: false,
      error: { rule: '9.1.7', at: 'orders[0].enemy[0]' },
    });
    const fight = ok(play(s, 'ru', [{ type: 'combat', own: ['ru-1-29-xx'], enemy: ['de-m1'] }]));
    const quiet = ok(
      play(ok(play(fight, 'ru', [{ type: 'card', card: 'defend' }])), 'de', [{ type: 'card', card: 'defend' }]),
    );
    expect(quiet.units['de-1-1-i'].masked).toBe('de-m1');
    const a = ok(play(fight, 'ru', [{ type: 'card', card: 'attack' }]));
    const r = play(a, 'de', [{ type: 'card', card: 'defend' }], [3, 3, 3, 3, 3, 3]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('revealed')).toBeGreaterThan(types.indexOf('cards'));
    expect(types.indexOf('revealed')).toBeLessThan(types.indexOf('crt'));
    expect(r.state.markers).toEqual([]);
  });
});

describe('16.2.2, 19.3 a marker takes the towns its troops enter (rules version 15)', () => {
  /** de-m1 hiding 1/1 I at A41B39, Gumbinnen A42B39 held by the Russian, the German to move */
  const marching = (version: number, empty = false): TbState => {
    let s = atMasking({ 'ru-1-29-xx': 'A50B38' });
    s = ok(play(s, 'de', [maskDe]));
    s = ok(play(s, 'ru', [{ type: 'end' }], [5, 2]));
    s = passWindows({ s, side: '', dice: new FixedDice([]), events: [] }, ['recon', 'reserve']);
    s.rulesVersion = version;
    s.control.A42B39 = 'ru';
    if (empty) {
      // 1/1 I out from under the marker, standing where it stands
      s.markers.find((x) => x.id === 'de-m1')!.contents = [];
      delete s.units['de-1-1-i'].masked;
    }
    return s;
  };
  const intoGumbinnen = [{ type: 'move', pieces: ['de-m1'], path: ['A41B39', 'A42B39'] }];
  it('19.3 de-m1 hiding 1/1 I enters Gumbinnen A42B39: the town is German again (the town event, as troops entering); version 14 leaves it Russian', () => {
    const r = play(marching(15), 'de', intoGumbinnen);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.control.A42B39).toBe('de');
    expect(r.events.find((e) => e.type === 'town')).toMatchObject({
      rule: '19.3',
      data: { hex: 'A42B39', side: 'de' },
    });
    const old = play(marching(14), 'de', intoGumbinnen);
    if (!old.ok) throw new Error(JSON.stringify(old.error));
    expect(old.state.control.A42B39).toBe('ru');
  });
  it('19.3 an empty marker takes no town (it holds no combat unit)', () => {
    const r = play(marching(15, true), 'de', intoGumbinnen);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.control.A42B39).toBe('ru');
    expect(r.events.some((e) => e.type === 'town')).toBe(false);
  });
});

describe('16.2.8 a masked lone artillery meets the enemy (rules version 3)', () => {
  /** German to move (François MARCH, initiative 5 v 2) with a Russian marker hiding only 3/I art at A44B39 */
  const withHiddenGuns = (version: number, german: Record<string, string> = {}): TbState => {
    const s = start(
      fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-3-1-art': 'A44B39', ...german }),
      [1, 5, 2],
    );
    s.rulesVersion = version;
    s.markers.push({ id: 'ru-m1', side: 'ru', hex: 'A44B39', contents: ['ru-3-1-art'] });
    s.units['ru-3-1-art'].masked = 'ru-m1';
    return s;
  };
  const toA43B39 = [{ type: 'move', pieces: ['de-1-1-i'], path: ['A41B39', 'A42B39', 'A43B39'] }];
  it('16.2.8, 11.1.8 infantry entering its ZOC reveals it; the gun then rolls to escape (4 > EFF 3: flees, 4 EP)', () => {
    const r = play(withHiddenGuns(3), 'de', toA43B39, [4]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.events.find((e) => e.type === 'revealed')).toMatchObject({
      rule: '16.2.8',
      visibleTo: 'all',
      data: { marker: 'ru-m1', side: 'ru', hex: 'A44B39', units: ['ru-3-1-art'] },
    });
    expect(r.state.markers).toEqual([]);
    expect(r.events.find((e) => e.rule === '11.1.8')).toMatchObject({ dice: [4] });
  });
  it('16.2.8 a game of rules version 2 keeps the marker shut and the gun in place', () => {
    const r = play(withHiddenGuns(2), 'de', toA43B39, [4]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.events.some((e) => e.type === 'revealed' || e.rule === '11.1.8')).toBe(false);
    expect(r.state.markers.map((x) => x.id)).toEqual(['ru-m1']);
  });
  it('16.2.8 (AMB-62) a German marker reveals it only when it really hides infantry or cavalry', () => {
    const hiding = withHiddenGuns(3);
    hiding.markers.push({ id: 'de-m1', side: 'de', hex: 'A41B39', contents: ['de-1-1-i'] });
    hiding.units['de-1-1-i'].masked = 'de-m1';
    const moveMarker = [{ type: 'move', pieces: ['de-m1'], path: ['A41B39', 'A42B39', 'A43B39'] }];
    const r = play(hiding, 'de', moveMarker, [2]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.events.find((e) => e.type === 'revealed')).toMatchObject({ rule: '16.2.8', data: { marker: 'ru-m1' } });
    const empty = withHiddenGuns(3);
    empty.markers.push({ id: 'de-m1', side: 'de', hex: 'A41B39', contents: [] });
    const e = play(empty, 'de', moveMarker, [2]);
    if (!e.ok) throw new Error(JSON.stringify(e.error));
    expect(e.events.some((x) => x.type === 'revealed')).toBe(false);
  });
});

describe('16.3 masked cavalry scouts (AMB-37, rules version 3)', () => {
  /** both sides mask in phase 1: 1/1 I under de-m1 at A41B39, 1/2 kaw. under ru-m1 at A43B39 */
  const bothMasked = (version: number): TbState => {
    let s = atMasking({ 'ru-1-2-kaw': 'A43B39' });
    s.rulesVersion = version;
    s = ok(play(s, 'de', [maskDe]));
    return ok(play(s, 'ru', [{ type: 'mask', marker: 'ru-m1', units: ['ru-1-2-kaw'] }], [5, 2]));
  };
  it('16.3.4 (AMB-37) 1/2 kaw. (EFF 4) under ru-m1 scouts A41B39: a 4 reveals de-m1; the event names the hex and the result, not the scout', () => {
    const s = bothMasked(3);
    expectScoutOf(s, ['A41B39']);
    const r = play(s, 'ru', [{ type: 'recon', unit: 'ru-1-2-kaw', hex: 'A41B39' }], [4]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const recon = r.events.find((e) => e.type === 'recon')!;
    expect(recon).toMatchObject({ visibleTo: 'all', dice: [4], data: { hex: 'A41B39', ok: true } });
    expect(recon.data).not.toHaveProperty('unit');
    expect(r.events.find((e) => e.type === 'revealed')?.data).toMatchObject({ marker: 'de-m1', units: ['de-1-1-i'] });
    expect(r.state.units['ru-1-2-kaw'].masked).toBe('ru-m1');
  });
  it('16.3 under rules version 2 masked cavalry does not scout: no recon window opens', () => {
    expect(m.status(bothMasked(2)).phase).not.toBe('recon.recon');
  });
});

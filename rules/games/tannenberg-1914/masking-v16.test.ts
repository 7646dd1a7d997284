import { describe, expect, it } from 'vitest';
import m from './index.js';
import { fixture, gumbinnenAt, ok, play, start } from './testkit.js';
import type { TbState } from './state.js';
import { choices } from './view.js';

/**
 * Rules version 16: 16.2.7's mover carrying on after the empty marker whose ZOC it entered goes (TC-33), and
 * markers setting off reserve moves (4.5.5, spec 5.4). Version 15 keeps the mover where it entered the ZOC and
 * lets a marker pass any reserve.
 */

/** German to move (François MARCH, initiative 5 v 2), 1/1 I (MA 4) at A41B39, an empty Russian marker at A44B38 */
const withEmptyMarker = (version: number, pieces: Record<string, string> = {}): TbState => {
  const s = start(fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', ...pieces }), [1, 5, 2]);
  s.rulesVersion = version;
  s.markers.push({ id: 'ru-m1', side: 'ru', hex: 'A44B38', contents: [] });
  return s;
};
/** clear A42B38 (1 MP, 3 left), then clear A43B38 next to the marker: 1 + 1 for its ZOC */
const intoZoc = { type: 'move', pieces: ['de-1-1-i'], path: ['A41B39', 'A42B38', 'A43B38'] };
const onward = (to: string) => ({ type: 'move', pieces: ['de-1-1-i'], path: ['A43B38', to] });
const targetsOf = (s: TbState, id: string) =>
  choices(s, 'de')
    .find((c) => c.id === `move:${id}`)
    ?.targets?.map((t) => `${t.cell}:${t.cost}`);

describe('16.2.7 an empty marker removed in the enemy movement (rules version 16)', () => {
  it('16.2.7 (TC-33) 1/1 I with 3 MP left enters A43B38 next to an empty marker: it pays 1 + 1 = 2, the marker goes, it carries on with 1 MP', () => {
    const r = play(withEmptyMarker(16), 'de', [intoZoc, { type: 'end' }]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.events.find((e) => e.type === 'revealed')).toMatchObject({
      rule: '16.2.7',
      visibleTo: 'all',
      data: { marker: 'ru-m1', side: 'ru', hex: 'A44B38', units: [] },
    });
    expect(r.state.markers).toEqual([]);
    expect(r.state.carryOn).toEqual({ side: 'de', hex: 'A43B38', left: { 'de-1-1-i': 1 } });
    expect(JSON.stringify(m.view(r.state, 'de').panel)).toContain('de-1-1-i: 1');
    // the rest of the batch goes back: the mover decides whether to go on
    expect(r.halted).toMatchObject({ at: 1, rule: '16.2.7' });
    expect(m.status(r.state)).toMatchObject({ waitingFor: ['de'], phase: 'move-ip.move' });
    // the view offers the one MP left: the clear hexes around A43B38
    const offered = targetsOf(r.state, 'de-1-1-i')!;
    expect(offered).toContain('A43B37:1');
    expect(offered.every((t) => t.endsWith(':1'))).toBe(true);
    // two clear hexes cost 2 > 1
    expect(
      play(r.state, 'de', [{ type: 'move', pieces: ['de-1-1-i'], path: ['A43B38', 'A43B37', 'A43B36'] }]),
    ).toMatchObject({ ok: false, error: { rule: '4.2.2' } });
    const on = play(r.state, 'de', [onward('A43B37')]);
    if (!on.ok) throw new Error(JSON.stringify(on.error));
    expect(on.state.units['de-1-1-i'].hex).toBe('A43B37');
    expect(on.state.carryOn).toBeUndefined();
    expect(play(on.state, 'de', [onward('A44B37')])).toMatchObject({ ok: false, error: { rule: '4.2.6' } });
  });
  it('16.2.7 rules version 15: the marker goes, 1/1 I stays where it entered the ZOC', () => {
    const s = withEmptyMarker(15, { 'de-2-1-i': 'A40B39' });
    const r = play(s, 'de', [intoZoc, { type: 'move', pieces: ['de-2-1-i'], path: ['A40B39', 'A40B38'] }]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.markers).toEqual([]);
    expect(r.state.carryOn).toBeUndefined();
    expect(r.halted).toBeUndefined();
    expect(r.state.units['de-2-1-i'].hex).toBe('A40B38'); // the batch's next order is played
    expect(play(r.state, 'de', [onward('A43B37')])).toMatchObject({ ok: false, error: { rule: '4.2.6' } });
  });
  it('16.2.7 carrying on comes at once: another order first ends it', () => {
    const s = withEmptyMarker(16, { 'de-2-1-i': 'A40B39' });
    const r = ok(play(s, 'de', [intoZoc]));
    expect(r.carryOn).toBeDefined();
    const other = ok(play(r, 'de', [{ type: 'move', pieces: ['de-2-1-i'], path: ['A40B39', 'A40B38'] }]));
    expect(other.carryOn).toBeUndefined();
    expect(targetsOf(other, 'de-1-1-i')).toBeUndefined();
    expect(play(other, 'de', [onward('A43B37')])).toMatchObject({
      ok: false,
      error: { rule: '4.2.6', code: 'cannot-move' },
    });
  });
  it('16.2.7, 8.2.1 a hex still in another enemy ZOC ends the move: the marker goes, the mover stays', () => {
    // 1/29/XX at A44B37 is next to A43B38 too
    const r = ok(play(withEmptyMarker(16, { 'ru-1-29-xx': 'A44B37' }), 'de', [intoZoc]));
    expect(r.markers).toEqual([]);
    expect(r.carryOn).toBeUndefined();
    expect(play(r, 'de', [onward('A43B37')])).toMatchObject({ ok: false, error: { rule: '4.2.6' } });
  });
  it('16.2.7 the enemy reads the marker gone, never what the mover may still spend', () => {
    const r = ok(play(withEmptyMarker(16), 'de', [intoZoc]));
    expect(JSON.stringify(m.view(r, 'ru'))).not.toContain('move:de-1-1-i');
    expect(JSON.stringify(m.view(r, 'ru'))).not.toContain('de-1-1-i: 1');
    expect(JSON.stringify(m.view(r, 'de'))).toContain('move:de-1-1-i');
  });
});

describe('4.5.5 reserve moves set off by a moving marker (rules version 16)', () => {
  /** phase 5 of turn 1: 1/29/XX (A45B38) in reserve, stepping to A44B38 when a German piece enters A43B38 or A43B39 */
  const withReserve = (version: number, hides: string[]): TbState => {
    let s = gumbinnenAt({ 'ru-1-29-xx': 'A45B38' }, [1, 5, 2], ['mask', 'recon']);
    s = ok(play(s, 'ru', [{ type: 'reserve', unit: 'ru-1-29-xx', to: 'A44B38', on: ['A43B38', 'A43B39'] }]));
    s = ok(play(s, 'de', [{ type: 'end' }]));
    s.rulesVersion = version;
    s.markers.push({ id: 'de-m1', side: 'de', hex: 'A41B39', contents: hides });
    for (const u of hides) s.units[u].masked = 'de-m1';
    return s;
  };
  const markerMove = { type: 'move', pieces: ['de-m1'], path: ['A41B39', 'A42B38', 'A43B38', 'A44B37'] };
  it('4.5.5, 4.5.6, 16.2.5 de-m1 hiding 1/1 I enters A43B38: 1/29/XX steps A45B38 → A44B38 and the marker stops there', () => {
    const r = play(withReserve(16, ['de-1-1-i']), 'de', [markerMove, { type: 'end' }]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.markers.find((x) => x.id === 'de-m1')?.hex).toBe('A43B38');
    expect(r.state.units['de-1-1-i'].hex).toBe('A43B38');
    expect(r.state.units['ru-1-29-xx'].hex).toBe('A44B38');
    expect(r.events.find((e) => e.type === 'reserve-move')?.data).toEqual({
      unit: 'ru-1-29-xx',
      from: 'A45B38',
      to: 'A44B38',
      stops: 'A43B38',
    });
    expect(r.halted).toMatchObject({ at: 1, rule: '4.5.6' });
    // the Russian learns where the marker stopped, not what it hides
    expect(JSON.stringify(m.view(r.state, 'ru'))).not.toContain('"de-1-1-i"');
  });
  it('4.5.5 an empty marker sets it off too: the reserve cannot tell it from a full one', () => {
    const r = ok(play(withReserve(16, []), 'de', [markerMove]));
    expect(r.markers.find((x) => x.id === 'de-m1')?.hex).toBe('A43B38');
    expect(r.units['ru-1-29-xx'].hex).toBe('A44B38');
  });
  it('4.5.5 rules version 15: the marker passes the reserve and ends at A44B37', () => {
    const r = ok(play(withReserve(15, ['de-1-1-i']), 'de', [markerMove]));
    expect(r.markers.find((x) => x.id === 'de-m1')?.hex).toBe('A44B37');
    expect(r.units['ru-1-29-xx'].hex).toBe('A45B38');
    expect(r.reserves).toHaveLength(1);
  });
});

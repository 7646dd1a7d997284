import { describe, expect, it } from 'vitest';
import m from './index.js';
import { gumbinnenAt, ok, play } from './testkit.js';
import type { TbState } from './state.js';

/** turn 1 of Gumbinnen at phase 4: François rolls 1 (MARCH), initiative 5 v 2 to the German */
const atPhase4 = (pieces: Record<string, string>): TbState => gumbinnenAt(pieces, [1, 5, 2], ['mask', 'recon']);
const trigger = { type: 'reserve', unit: 'ru-1-29-xx', to: 'A44B38', on: ['A43B38', 'A43B39'] };
/** 4.5.5: 1/29/XX has stepped A45B38 → A44B38 into the ZOC of 1/1 I, which stopped at A43B38; the reserve is spent */
const expectSteppedIn = (r: ReturnType<typeof play>): TbState => {
  expect(r.ok).toBe(true);
  const st = ok(r);
  expect(st.units['de-1-1-i'].hex).toBe('A43B38');
  expect(st.units['ru-1-29-xx'].hex).toBe('A44B38');
  expect(r.ok && r.events.find((e) => e.type === 'reserve-move')?.data).toEqual({
    unit: 'ru-1-29-xx',
    from: 'A45B38',
    to: 'A44B38',
    stops: 'A43B38',
  });
  expect(st.reserves).toEqual([]);
  expect(m.status(st)).toMatchObject({ waitingFor: ['de'], phase: 'move-ip.move' });
  return st;
};

describe('4.5 reserves', () => {
  it('4.5.1 phase 4 waits for both sides at once; the triggers stay sealed from the other side, the markers show once both are in', () => {
    const s = atPhase4({ 'ru-1-29-xx': 'A45B38' });
    expect(m.status(s)).toMatchObject({ waitingFor: ['de', 'ru'], phase: 'reserve.reserve', turn: 1 });
    const a = ok(play(s, 'ru', [trigger, { type: 'end' }]));
    expect(m.status(a).waitingFor).toEqual(['de']);
    expect(m.secrets(a)).toEqual([{ visibleTo: ['ru'], token: 'ru-1-29-xx → A44B38', what: "ru's reserve trigger" }]);
    expect(JSON.stringify(m.view(a, 'ru'))).toContain('ru-1-29-xx → A44B38');
    expect(JSON.stringify(m.view(a, 'de'))).not.toContain('A44B38');
    expect(a.units['ru-1-29-xx'].reserve).toBeUndefined();
    const r = play(a, 'de', [{ type: 'end' }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events.map((e) => e.type)).toContain('reserve');
    expect(r.state.units['ru-1-29-xx'].reserve).toBe(true);
    expect(m.view(r.state, 'de').board.pieces.find((p) => p.id === 'ru-1-29-xx')?.status).toEqual(['R']);
    expect(JSON.stringify(m.view(r.state, 'de'))).not.toContain('A44B38');
  });
  it('4.5.2 an uncommanded unit or one in enemy ZOC is not designated', () => {
    // 1/29/XX at A42B39 stands in the ZOC of 1/1 I at A41B39
    const s = atPhase4({ 'ru-1-29-xx': 'A42B39' });
    expect(m.status(s).waitingFor).toEqual(['de']);
    expect(play(s, 'ru', [{ type: 'end' }])).toMatchObject({ ok: false, error: { rule: '3.1' } });
    const far = atPhase4({ 'ru-1-29-xx': 'A45B38', 'ru-2-29-xx': 'A55B38' }); // 2/29/XX out of Rennenkampf's range
    expect(play(far, 'ru', [{ type: 'reserve', unit: 'ru-2-29-xx', to: 'A54B38', on: ['A53B38'] }])).toMatchObject({
      ok: false,
      error: { rule: '4.5.2', at: 'orders[0].unit' },
    });
    expect(play(far, 'ru', [{ ...trigger, on: ['A41B39'] }])).toMatchObject({
      ok: false,
      error: { rule: '4.5.5', at: 'orders[0].on[0]' },
    });
  });
  it('4.5.5, 4.5.6 1/1 I moving A41B39–A42B38–A43B38–A44B37 enters A43B38: 1/29/XX steps A45B38 → A44B38 into its ZOC and it stops there; the rest of the batch is handed back', () => {
    let s = atPhase4({ 'ru-1-29-xx': 'A45B38' });
    s = ok(play(s, 'ru', [trigger]));
    s = ok(play(s, 'de', [{ type: 'end' }]));
    expect(m.status(s)).toMatchObject({ waitingFor: ['de'], phase: 'move-ip.move' });
    const r = play(s, 'de', [
      { type: 'move', pieces: ['de-1-1-i'], path: ['A41B39', 'A42B38', 'A43B38', 'A44B37'] },
      { type: 'end' },
    ]);
    expectSteppedIn(r);
    expect(r.ok && r.halted).toMatchObject({ at: 1, rule: '4.5.6' }); // the rest of the batch is handed back
  });
  it('4.5.5 no trigger fires for a mover that never enters a trigger hex, nor for a mover without a ZOC (an HQ)', () => {
    let s = atPhase4({ 'ru-1-29-xx': 'A45B38' });
    s = ok(play(s, 'ru', [trigger]));
    s = ok(play(s, 'de', [{ type: 'end' }]));
    const r = ok(
      play(s, 'de', [{ type: 'move', pieces: ['de-1-1-i'], path: ['A41B39', 'A42B38', 'A43B37', 'A44B36'] }]),
    );
    expect(r.units['ru-1-29-xx'].hex).toBe('A45B38');
    expect(r.reserves).toHaveLength(1);
  });
  it('4.5.7 a unit in reserve does not move in its own movement phase, reserve move made or not', () => {
    let s = atPhase4({ 'ru-1-29-xx': 'A45B38' });
    s = ok(play(s, 'ru', [trigger]));
    s = ok(play(s, 'de', [{ type: 'end' }]));
    s = ok(play(s, 'de', [{ type: 'end' }]));
    expect(m.status(s)).toMatchObject({ waitingFor: ['ru'], phase: 'move-nip.move' });
    expect(play(s, 'ru', [{ type: 'move', pieces: ['ru-1-29-xx'], path: ['A45B38', 'A46B38'] }])).toMatchObject({
      ok: false,
      error: { rule: '4.5.7', at: 'orders[0].pieces[0]' },
    });
  });
});

describe('4.5.6 a reserve asked live (rules version 4)', () => {
  const ask = { type: 'reserve', unit: 'ru-1-29-xx', ask: true };
  const path = ['A41B39', 'A42B38', 'A43B38', 'A44B37'];
  /** 1/29/XX at A45B38 in reserve, asked live; the German movement phase */
  const asked = (): TbState => {
    let s = atPhase4({ 'ru-1-29-xx': 'A45B38' });
    s = ok(play(s, 'ru', [ask, { type: 'end' }]));
    expect(s.reserves).toEqual([{ unit: 'ru-1-29-xx', side: 'ru', ask: true }]);
    return ok(play(s, 'de', [{ type: 'end' }]));
  };
  it('4.5.6 1/1 I moving A41B39–A42B38–A43B38–A44B37 waits at A43B38, the first hex where 1/29/XX could step into its ZOC; the Russian sees the path only so far', () => {
    const r = play(asked(), 'de', [{ type: 'move', pieces: ['de-1-1-i'], path }, { type: 'end' }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.halted).toMatchObject({ at: 1, rule: '4.5.6' });
    expect(m.status(r.state)).toMatchObject({ waitingFor: ['ru'], phase: 'move-ip.reserve-ask', midTurn: true });
    expect(r.state.units['de-1-1-i'].hex).toBe('A41B39'); // nothing has moved yet
    expect(r.state.paused).toEqual({ side: 'de', pieces: ['de-1-1-i'], path, at: 2 });
    const v = m.view(r.state, 'ru');
    const step = v.options.choices.find((c) => c.id === 'reserve-move:ru-1-29-xx');
    // of A45B38's neighbours only A44B38 lies next to A43B38
    expect(step?.targets?.map((t) => t.cell)).toEqual(['A44B38']);
    expect(JSON.stringify(v)).not.toContain('A44B37"]'); // the rest of the path is not shown
    expect(m.secrets(r.state)).toContainEqual({
      visibleTo: ['de'],
      token: path.join('–'),
      what: 'the rest of a paused move',
    });
  });
  it('4.5.6 the answer "react": 1/29/XX steps to A44B38, 1/1 I stops at A43B38 and the German moves on', () => {
    const s = ok(play(asked(), 'de', [{ type: 'move', pieces: ['de-1-1-i'], path }]));
    const st = expectSteppedIn(play(s, 'ru', [{ type: 'reserve-move', unit: 'ru-1-29-xx', to: 'A44B38' }]));
    expect(st.paused).toBeUndefined();
  });
  it('4.5.6 the answer "pass": the move goes on; A44B37 is asked about again, and a second pass ends it there', () => {
    const s = ok(play(asked(), 'de', [{ type: 'move', pieces: ['de-1-1-i'], path }]));
    const again = ok(play(s, 'ru', [{ type: 'end' }]));
    // at A44B37 1/29/XX (A45B38) could step to A45B37 or A44B38 next to it
    expect(again.paused?.at).toBe(3);
    expect(again.units['de-1-1-i'].hex).toBe('A41B39');
    const r = ok(play(again, 'ru', [{ type: 'end' }]));
    expect(r.units['de-1-1-i'].hex).toBe('A44B37');
    expect(r.units['ru-1-29-xx'].hex).toBe('A45B38');
    expect(r.reserves).toHaveLength(1); // not spent: it may still react to another mover
    expect(m.status(r).waitingFor).toEqual(['de']);
  });
  it('4.5.5 an answer that steps out of the mover’s ZOC or names another unit is refused', () => {
    const s = ok(play(asked(), 'de', [{ type: 'move', pieces: ['de-1-1-i'], path }]));
    expect(play(s, 'ru', [{ type: 'reserve-move', unit: 'ru-1-29-xx', to: 'A46B38' }])).toMatchObject({
      ok: false,
      error: { rule: '4.5.5', at: 'orders[0].to', params: { why: 'step' } },
    });
    expect(play(s, 'ru', [{ type: 'reserve-move', unit: 'ru-2-29-xx', to: 'A44B38' }])).toMatchObject({
      ok: false,
      error: { rule: '4.5.6', at: 'orders[0].unit' },
    });
  });
  it('4.5.6 a game of rules version 3 refuses a reserve asked live and offers none', () => {
    const s = { ...atPhase4({ 'ru-1-29-xx': 'A45B38' }), rulesVersion: 3 };
    expect(play(s, 'ru', [ask])).toMatchObject({ ok: false, error: { rule: '4.5.6', at: 'orders[0].ask' } });
    expect(m.view(s, 'ru').options.choices.some((c) => c.id.startsWith('reserve-ask:'))).toBe(false);
    expect(m.view({ ...s, rulesVersion: 4 }, 'ru').options.choices.some((c) => c.id === 'reserve-ask:ru-1-29-xx')).toBe(
      true,
    );
  });
});

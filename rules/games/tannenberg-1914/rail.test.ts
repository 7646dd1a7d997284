import { describe, expect, it } from 'vitest';
import m from './index.js';
import { startCombat } from './phases/combat.js';
import { fixture, ok, play, start, ride } from './testkit.js';
import type { TbState } from './state.js';
import { choices } from './view.js';

/** Gumbinnen, turn 1, the movement phase of the side that wins the initiative (5 v 2 German, 2 v 5 Russian) */
const atMove = (pieces: Record<string, string>, loaded: string[] = [], first: 'de' | 'ru' = 'de'): TbState => {
  const s = start(fixture({ 'de-francois': 'A38B41', ...pieces }), first === 'de' ? [1, 5, 2] : [1, 2, 5]);
  for (const id of loaded) s.units[id].rail = true;
  return s;
};

describe('5 railways in the movement phase', () => {
  it('5.1.3, 5.1.6 (TC-38) 1/1 I loads at A41B40 with its whole MA and does not ride the same turn; a loaded unit moves only by rail', () => {
    const s = atMove({ 'de-1-1-i': 'A41B40' });
    expect(m.status(s)).toMatchObject({ waitingFor: ['de'], phase: 'move-ip.move' });
    expect(choices(s, 'de').map((c) => c.id)).toContain('rail-load:de-1-1-i');
    const r = ok(play(s, 'de', [{ type: 'rail-load', unit: 'de-1-1-i' }]));
    expect(r.units['de-1-1-i'].rail).toBe(true);
    expect(play(r, 'de', [ride('de-1-1-i', ['A41B40', 'A40B40'])])).toMatchObject({
      ok: false,
      error: { rule: '5.1.6', at: 'orders[0].unit' },
    });
    const loaded = atMove({ 'de-1-1-i': 'A41B40' }, ['de-1-1-i']);
    expect(play(loaded, 'de', [{ type: 'move', pieces: ['de-1-1-i'], path: ['A41B40', 'A41B39'] }])).toMatchObject({
      ok: false,
      error: { rule: '5.1.2' },
    });
  });
  it('5.2.4 (TC-38) a unit loaded last turn rides A41B40–A37B42 (4 rail MP) and does not unload the same turn', () => {
    const s = atMove({ 'de-1-1-i': 'A41B40' }, ['de-1-1-i']);
    const path = ['A41B40', 'A40B40', 'A39B41', 'A38B41', 'A37B42'];
    expect(
      choices(s, 'de')
        .find((c) => c.id === 'rail-move:de-1-1-i')
        ?.targets?.find((t) => t.cell === 'A37B42')?.cost,
    ).toBe(4);
    const r = play(s, 'de', [ride('de-1-1-i', path)]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units['de-1-1-i'].hex).toBe('A37B42');
    expect(r.events.find((e) => e.type === 'rail-move')?.data).toEqual({ unit: 'de-1-1-i', path });
    expect(play(r.state, 'de', [{ type: 'rail-unload', unit: 'de-1-1-i' }])).toMatchObject({
      ok: false,
      error: { rule: '5.1.6' },
    });
  });
  it("5.2.4, 5.2.1 a ride keeps to the railway and to its own country's lines", () => {
    const s = atMove({ 'de-1-1-i': 'A41B40', 'de-2-1-i': 'A47B37' }, ['de-1-1-i', 'de-2-1-i']);
    expect(play(s, 'de', [ride('de-1-1-i', ['A41B40', 'A41B39'])])).toMatchObject({
      ok: false,
      error: { rule: '5.2.4', at: 'orders[0].path[1]' },
    });
    expect(play(s, 'de', [ride('de-2-1-i', ['A47B37', 'A48B37', 'A49B36'])])).toMatchObject({
      ok: false,
      error: { rule: '5.2.1', at: 'orders[0].path[2]' },
    });
  });
  it('5.2.3 (TC-37) a 4th German unit through one single-track hex in a turn is refused', () => {
    const four = ['de-1-1-i', 'de-2-1-i', 'de-3-2-i', 'de-4-2-i'];
    let s = atMove(Object.fromEntries(four.map((u) => [u, 'A37B45'])), four);
    for (const u of four.slice(0, 3)) s = ok(play(s, 'de', [ride(u, ['A37B45', 'A37B44'])]));
    expect(play(s, 'de', [ride('de-4-2-i', ['A37B45', 'A37B44'])])).toMatchObject({
      ok: false,
      error: { rule: '5.2.3', at: 'orders[0].path[1]' },
    });
  });
  it('5.2.2 the Russian moves at most 2 units a turn by rail', () => {
    const three = ['ru-1-29-xx', 'ru-2-29-xx', 'ru-1-28-xx'];
    const s = atMove(Object.fromEntries(three.map((u) => [u, 'A52B36'])), three, 'ru');
    expect(m.status(s)).toMatchObject({ waitingFor: ['ru'], phase: 'move-ip.move' });
    const two = [ride('ru-1-29-xx', ['A52B36', 'A53B36']), ride('ru-2-29-xx', ['A52B36', 'A51B36'])];
    ok(play(s, 'ru', two));
    expect(play(s, 'ru', [...two, ride('ru-1-28-xx', ['A52B36', 'A53B36'])])).toMatchObject({
      ok: false,
      error: { rule: '5.2.2', at: 'orders[2].unit' },
    });
  });
  it('5.1.8 (TC-39) a unit that left by the edge hex A30B46 comes back next turn at A30B37, the neighbouring line, not where it left', () => {
    const s = atMove({ 'de-1-1-i': 'A31B45' }, ['de-1-1-i']);
    expect(play(s, 'de', [ride('de-1-1-i', ['A31B45', 'A32B44'], true)])).toMatchObject({
      ok: false,
      error: { rule: '5.1.8' },
    });
    const gone = ok(play(s, 'de', [ride('de-1-1-i', ['A31B45', 'A30B46'], true)]));
    expect(gone.units['de-1-1-i'].hex).toBeNull();
    expect(gone.rail?.away).toEqual([{ unit: 'de-1-1-i', hex: 'A30B46', turn: 2 }]);
    expect(play(gone, 'de', [{ type: 'rail-enter', unit: 'de-1-1-i', hex: 'A30B37' }])).toMatchObject({
      ok: false,
      error: { rule: '5.1.8' },
    });
    const next = { ...gone, turn: 2, moved: [] };
    expect(
      choices(next, 'de')
        .find((c) => c.id === 'rail-enter:de-1-1-i')
        ?.targets?.map((t) => t.cell),
    ).toEqual(['A30B37']);
    expect(play(next, 'de', [{ type: 'rail-enter', unit: 'de-1-1-i', hex: 'A30B46' }])).toMatchObject({
      ok: false,
      error: { rule: '5.1.8', at: 'orders[0].hex' },
    });
    const back = ok(play(next, 'de', [{ type: 'rail-enter', unit: 'de-1-1-i', hex: 'A30B37' }]));
    expect(back.units['de-1-1-i']).toMatchObject({ hex: 'A30B37', rail: true });
  });
  it('5.4.1 (TC-42) 1/29/XX (EFF 3) on the German line at A45B38 cuts it with a 3, not with a 4; a ride through a cut is refused; 5.4.2 a commanded unit repairs it', () => {
    const s = atMove({ 'ru-1-29-xx': 'A45B38' }, [], 'ru');
    expect(choices(s, 'ru').map((c) => c.id)).toContain('cut-track:ru-1-29-xx');
    expect(ok(play(s, 'ru', [{ type: 'cut-track', unit: 'ru-1-29-xx' }], [4])).cut).toEqual([]);
    const cut = play(s, 'ru', [{ type: 'cut-track', unit: 'ru-1-29-xx' }], [3]);
    expect(cut.ok && cut.state.cut).toEqual(['A45B38']);
    const de = atMove({ 'de-1-1-i': 'A41B40', 'de-2-1-i': 'A40B40' }, ['de-1-1-i']);
    de.cut = ['A40B40'];
    expect(play(de, 'de', [ride('de-1-1-i', ['A41B40', 'A40B40'])])).toMatchObject({
      ok: false,
      error: { rule: '5.4.1', at: 'orders[0].path[1]' },
    });
    const fixed = ok(play(de, 'de', [{ type: 'repair-track', unit: 'de-2-1-i' }]));
    expect(fixed.cut).toEqual([]);
    expect(fixed.moved).toContain('de-2-1-i');
  });
  it('17.2.4 (AMB-58, AMB-12) 69/36 arriving by rail at A30B46 comes loaded, rides that turn uncounted, unloads later', () => {
    const s = fixture({ 'de-francois': 'A38B41' });
    s.arrivals = [{ turn: 1, hex: 'A30B46', pieces: ['de-69-36-xvii'], rail: true }];
    const a = start(s, [1, 5, 2]);
    expect(a.units['de-69-36-xvii']).toMatchObject({ hex: 'A30B46', rail: true });
    const r = ok(play(a, 'de', [ride('de-69-36-xvii', ['A30B46', 'A31B45', 'A32B44'])]));
    expect(r.units['de-69-36-xvii'].hex).toBe('A32B44');
    expect(r.rail).toMatchObject({ acts: ['de-69-36-xvii'], fresh: ['de-69-36-xvii'] });
    expect(play(r, 'de', [{ type: 'rail-unload', unit: 'de-69-36-xvii' }])).toMatchObject({
      ok: false,
      error: { rule: '5.1.6' },
    });
  });
  it('5.1.9 loading in an enemy ZOC costs 2 EP', () => {
    const s = atMove({ 'de-1-1-i': 'A41B40', 'de-2-1-i': 'A40B40', 'ru-1-29-xx': 'A42B40' });
    const r = ok(play(s, 'de', [{ type: 'rail-load', unit: 'de-1-1-i' }]));
    expect(r.units['de-1-1-i']).toMatchObject({ rail: true, loss: 2 });
  });
  it('5.3.2 (TC-41) a rail-loaded unit plays only DEFEND and fights at half strength, rounded up (1/1 I: 6 → 3)', () => {
    const s = fixture({ 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' });
    s.units['de-1-1-i'].rail = true;
    Object.assign(s, { phase: 'combat', initiative: 'ru', await: { kind: 'combat', sides: ['ru'] } });
    startCombat(s);
    let c = ok(play(s, 'ru', [{ type: 'combat', own: ['ru-1-29-xx'], enemy: ['de-1-1-i'] }]));
    c = ok(play(c, 'ru', [{ type: 'card', card: 'attack' }]));
    expect(choices(c, 'de').map((x) => x.id)).toEqual(['card:defend']);
    expect(play(c, 'de', [{ type: 'card', card: 'attack' }])).toMatchObject({ ok: false, error: { rule: '5.3.2' } });
    const r = play(c, 'de', [{ type: 'card', card: 'defend' }], [3, 3, 3, 3, 3, 3]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events.find((e) => e.type === 'crt')?.data).toMatchObject({ attack: 5, defence: 3 });
  });
});

describe('5.2.5 the army HQ by train (rules version 3)', () => {
  /** the full game's map, turn 1, the German movement phase (5 v 2) with Prittwitz at A41B40 on the Insterburg line (and 1/1 I beside him, so the phase does not end by itself) */
  const hqAt = (): TbState =>
    start(fixture({ 'de-prittwitz': 'A41B40', 'de-1-1-i': 'A42B39' }, 'tannenberg-1914'), [5, 2]);
  const trip = (path: string[]) => ({ type: 'hq-rail', hq: 'de-prittwitz', path });
  it('5.2.5 (TC-38) Prittwitz loads, rides A41B40–A37B42 and unloads in one turn; the view offers rides of at most 40 rail MP', () => {
    const s = hqAt();
    expect(m.status(s)).toMatchObject({ waitingFor: ['de'], phase: 'move-ip.move' });
    const c = choices(s, 'de').find((x) => x.id === 'hq-rail:de-prittwitz')!;
    expect(c.targets?.find((t) => t.cell === 'A37B42')?.cost).toBe(4);
    expect(Math.max(...c.targets!.map((t) => t.cost!))).toBeLessThanOrEqual(40);
    const path = ['A41B40', 'A40B40', 'A39B41', 'A38B41', 'A37B42'];
    const r = play(s, 'de', [trip(path)]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.hqs['de-prittwitz'].hex).toBe('A37B42');
    expect(r.events.find((e) => e.type === 'hq-rail')).toMatchObject({
      rule: '5.2.5',
      data: { unit: 'de-prittwitz', path },
    });
    // one trip a turn, and no normal move after it
    expect(play(r.state, 'de', [trip(['A37B42', 'A38B41'])])).toMatchObject({ ok: false, error: { rule: '5.1.6' } });
    expect(play(r.state, 'de', [{ type: 'move', pieces: ['de-prittwitz'], path: ['A37B42', 'A37B43'] }])).toMatchObject(
      { ok: false, error: { rule: '4.2.6' } },
    );
  });
  it('5.2.5 load 10 + ride + unload 10 within 60: a ride of 41 rail MP is refused; so is a trip after a normal move', () => {
    const s = hqAt();
    const long = [...Array(42)].map((_, i) => (i % 2 ? 'A40B40' : 'A41B40'));
    expect(play(s, 'de', [trip(long)])).toMatchObject({ ok: false, error: { rule: '5.2.5', at: 'orders[0].path' } });
    const moved = ok(play(s, 'de', [{ type: 'move', pieces: ['de-prittwitz'], path: ['A41B40', 'A41B39'] }]));
    expect(play(moved, 'de', [trip(['A41B39', 'A40B40'])])).toMatchObject({ ok: false, error: { rule: '5.2.5' } });
  });
  it('5.2.2 the HQ counts as one of the 7 German units by rail this turn; a game of version 2 has no trip', () => {
    const s = hqAt();
    const seven = Object.keys(s.units)
      .filter((id) => id.startsWith('de-'))
      .slice(0, 7);
    s.rail = { turn: 1, acts: seven, passed: {}, away: [] };
    expect(play(s, 'de', [trip(['A41B40', 'A40B40'])])).toMatchObject({ ok: false, error: { rule: '5.2.2' } });
    const v2 = hqAt();
    v2.rulesVersion = 2;
    expect(choices(v2, 'de').some((c) => c.id.startsWith('hq-rail'))).toBe(false);
    expect(play(v2, 'de', [trip(['A41B40', 'A40B40'])])).toMatchObject({ ok: false, error: { rule: '5.2.5' } });
  });
  it('5.2.2 (rules version 5) the corps HQ François loads at A38B41 with its whole MA, counts as a unit by rail, then moves only by rail; version 4 refuses', () => {
    const s = atMove({ 'de-1-1-i': 'A41B39' });
    expect(choices(s, 'de').map((c) => c.id)).toContain('rail-load:de-francois');
    const r = ok(play(s, 'de', [{ type: 'rail-load', unit: 'de-francois' }]));
    expect(r.hqs['de-francois'].rail).toBe(true);
    expect(r.rail?.acts).toEqual(['de-francois']);
    expect(play(r, 'de', [ride('de-francois', ['A38B41', 'A37B42'])])).toMatchObject({
      ok: false,
      error: { rule: '5.1.6' },
    });
    const old = atMove({ 'de-1-1-i': 'A41B39' });
    old.rulesVersion = 4;
    expect(play(old, 'de', [{ type: 'rail-load', unit: 'de-francois' }])).toMatchObject({ ok: false });
    expect(choices(old, 'de').map((c) => c.id)).not.toContain('rail-load:de-francois');
  });
  it('5.2.4, 5.3.4 (rules version 5) François loaded rides A38B41–A37B42 (1 rail MP); loaded, he commands nobody and makes no normal move', () => {
    const s = atMove({ 'de-1-1-i': 'A41B39' });
    s.hqs['de-francois'].rail = true;
    expect(play(s, 'de', [{ type: 'move', pieces: ['de-francois'], path: ['A38B41', 'A37B42'] }])).toMatchObject({
      ok: false,
      error: { rule: '5.1.2' },
    });
    const r = ok(play(s, 'de', [ride('de-francois', ['A38B41', 'A37B42'])]));
    expect(r.hqs['de-francois'].hex).toBe('A37B42');
    // one rail activity a turn (5.1.6): the unload waits for the next turn
    expect(play(r, 'de', [{ type: 'rail-unload', unit: 'de-francois' }])).toMatchObject({
      ok: false,
      error: { rule: '5.1.6' },
    });
  });
  it('15.3, 5.2.2 (rules version 5) a Russian supply train on the railway at A52B36 loads; a loaded train rides, and counts against the Russian 2 a turn', () => {
    const s = atMove({ 'ru-1-29-xx': 'A52B36', 'ru-1-28-xx': 'A56B38' }, ['ru-1-29-xx'], 'ru');
    s.trains['ru-train-1a'] = { hex: 'A52B36' }; // the trains join the full game; placed here by hand
    s.trains['ru-train-2a'] = { hex: 'A52B36', rail: true };
    expect(choices(s, 'ru').map((c) => c.id)).toContain('rail-load:ru-train-1a');
    const two = [{ type: 'rail-load', unit: 'ru-train-1a' }, ride('ru-1-29-xx', ['A52B36', 'A53B36'])];
    expect(ok(play(s, 'ru', two)).trains['ru-train-1a'].rail).toBe(true);
    // (rules version 14: with the 2 a turn used and nothing else to do, the phase passes by itself)
    expect(play(s, 'ru', [...two, ride('ru-train-2a', ['A52B36', 'A51B36'])])).toMatchObject({
      ok: false,
      error: { rule: '5.2.2', at: 'orders[2].unit' },
    });
  });
});

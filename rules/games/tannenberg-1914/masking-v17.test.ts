import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/contract.js';
import { FixedDice } from '../../core/dice.js';
import m from './index.js';
import { advance } from './phases/turn.js';
import { loneHqs } from './bot-supply.js';
import { commandedNow } from './phases/command.js';
import { STAGE, stageOf } from './phases/order-of-movement.js';
import { supplyCtx } from './phases/supply.js';
import { fixture, gumbinnenAt, ok, play as playExact, start } from './testkit.js';
import type { TbState } from './state.js';
import { choices } from './view.js';

/**
 * Rules version 17: HQs and supply trains go under masking markers (16.2.8 names a masked lone HQ or train), in the
 * marker's `staff`. They keep their hex for every rule that reads it, leave the other side's board and log, and a
 * marker hiding no infantry or cavalry is revealed when an enemy unit enters its ZOC, 13.1.5 or 15.3.6 following.
 * Version 16 masks units only.
 */

/** a batch with these dice first, then 1s for whatever follows */
const play = (s: TbState, side: string, orders: unknown[], dice: number[] = []) =>
  playExact(s, side, orders, [...dice, ...Array<number>(24).fill(1)]);
const all = (r: ReturnType<typeof play>, type: string) => (r.ok ? r.events : []).filter((e) => e.type === type);

/** turn 1 of Gumbinnen at the masking window (François MARCH), Smirnow with 1/28/XX at A45B37 */
const atMasking = (version: number, pieces: Record<string, string> = {}): TbState => {
  const s = gumbinnenAt({ 'ru-smirnow': 'A45B37', 'ru-1-28-xx': 'A45B37', ...pieces }, [1, 1], []);
  s.rulesVersion = version;
  return s;
};
const maskStaff = { type: 'mask', marker: 'ru-m1', units: ['ru-1-28-xx', 'ru-smirnow'] };

/** German to move (François MARCH, initiative 5 v 2); Smirnow alone in A43B38 under ru-m1, 1/28/XX in A45B37 */
const hiddenSmirnow = (): TbState => {
  const s = start(
    fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-smirnow': 'A43B38', 'ru-1-28-xx': 'A45B37' }),
    [1, 1, 5, 2],
  );
  s.markers.push({ id: 'ru-m1', side: 'ru', hex: 'A43B38', contents: [], staff: ['ru-smirnow'] });
  s.hqs['ru-smirnow'].masked = 'ru-m1';
  return s;
};
/** 1/1 I into A42B39, next to A43B38: the marker's ZOC stops it (16.2.5) */
const toA42B39 = [{ type: 'move', pieces: ['de-1-1-i'], path: ['A41B39', 'A42B39'] }];

describe('16.2.2, 16.2.8 HQs and trains under a masking marker (rules version 17)', () => {
  it('16.2.8 Smirnow goes under ru-m1 with 1/28/XX: the marker hides both, he keeps his hex A45B37', () => {
    const s = atMasking(17);
    // the view offers the hex with its HQ: the web page and the random player take it so
    expect(choices(s, 'ru').find((c) => c.id === 'mask-staff:A45B37')?.order).toEqual(maskStaff);
    expect(choices(s, 'ru').find((c) => c.id === 'mask:A45B37')?.order).toMatchObject({ units: ['ru-1-28-xx'] });
    const a = ok(play(s, 'ru', [maskStaff, { type: 'end' }]));
    const r = play(a, 'de', [{ type: 'end' }], [5, 2]);
    const after = ok(r);
    expect(after.markers).toEqual([
      { id: 'ru-m1', side: 'ru', hex: 'A45B37', contents: ['ru-1-28-xx'], staff: ['ru-smirnow'] },
    ]);
    expect(after.hqs['ru-smirnow']).toMatchObject({ hex: 'A45B37', masked: 'ru-m1' });
    expect(all(r, 'masked-units')[0]).toMatchObject({
      visibleTo: ['ru'],
      data: { units: ['ru-1-28-xx', 'ru-smirnow'] },
    });
    // fog (16.2.1): the German sees an anonymous marker, nothing of Smirnow; the Russian sees him with his marker
    expect(m.secrets(after)).toContainEqual({
      visibleTo: ['ru'],
      token: '"ru-smirnow"',
      what: 'ru-smirnow under ru-m1',
    });
    expect(JSON.stringify(m.view(after, 'de'))).not.toContain('"ru-smirnow"');
    const ru = m.view(after, 'ru').board.pieces;
    expect(ru.find((p) => p.id === 'ru-smirnow')?.status).toEqual(['march', 'ru-m1']);
    expect(ru.find((p) => p.id === 'ru-m1')?.label).toBe('ru-m1: 2');
  });
  it('16.2.2 rules version 16 masks units only: Smirnow in a mask order is refused, the choice hides 1/28/XX alone', () => {
    const s = atMasking(16);
    expect(play(s, 'ru', [maskStaff])).toMatchObject({
      ok: false,
      error: { rule: '16.2.2', at: 'orders[0].units[1]' },
    });
    expect(choices(s, 'ru').find((c) => c.id === 'mask:A45B37')?.order).toEqual({
      type: 'mask',
      marker: 'ru-m1',
      units: ['ru-1-28-xx'],
    });
    expect(choices(s, 'ru').some((c) => c.id.startsWith('mask-staff:'))).toBe(false);
  });
  it('16.2.2 an HQ in enemy ZOC is not masked (1/1 I at A44B37 is next to A45B37)', () => {
    const s = atMasking(17, { 'de-1-1-i': 'A44B37' });
    expect(play(s, 'ru', [{ type: 'mask', marker: 'ru-m1', units: ['ru-smirnow'] }])).toMatchObject({
      ok: false,
      error: { rule: '16.2.2', at: 'orders[0].units[0]' },
    });
  });
  it("16.2.2 a masked HQ moves with its marker: Smirnow alone refused; ru-m1 takes him A43B38–A44B37 in the HQs' stage", () => {
    const s = hiddenSmirnow();
    s.initiative = 'ru';
    s.phase = 'move-ip';
    s.await = { kind: 'move', sides: ['ru'] };
    expect(play(s, 'ru', [{ type: 'move', pieces: ['ru-smirnow'], path: ['A43B38', 'A44B37'] }])).toMatchObject({
      ok: false,
      error: { rule: '16.2.2', code: 'cannot-move' },
    });
    const r = ok(play(s, 'ru', [{ type: 'move', pieces: ['ru-m1'], path: ['A43B38', 'A44B37'] }]));
    expect(r.markers[0].hex).toBe('A44B37');
    expect(r.hqs['ru-smirnow']).toMatchObject({ hex: 'A44B37', masked: 'ru-m1' });
    // 4.1: a marker hiding an HQ moves in the HQs' stage (3), after the units (1, 2)
    expect([stageOf(s, 'ru-m1'), stageOf(s, 'ru-1-28-xx')]).toEqual([STAGE.hq, STAGE.commanded]);
  });
});

describe('16.2.8 a masked lone HQ meets the enemy (rules version 17)', () => {
  it('16.2.8, 13.1.5 1/1 I entering A42B39 reveals ru-m1 hiding Smirnow alone; roll 5: he goes to A45B37', () => {
    const s = hiddenSmirnow();
    expect(JSON.stringify(m.view(s, 'de'))).not.toContain('"ru-smirnow"');
    const r = play(s, 'de', toA42B39, [5]);
    expect(all(r, 'revealed')[0]).toMatchObject({
      rule: '16.2.8',
      visibleTo: 'all',
      data: { marker: 'ru-m1', side: 'ru', hex: 'A43B38', units: [], staff: ['ru-smirnow'] },
    });
    expect(all(r, 'hq-displaced')[0]).toMatchObject({
      rule: '13.1.5',
      dice: [5],
      data: { hq: 'ru-smirnow', from: 'A43B38', to: 'A45B37' },
    });
    expect(m.describe(all(r, 'revealed')[0], 'en')).toBe('Marker ru-m1 at A43B38 revealed: ru-smirnow (16.2.8)');
    expect(ok(r).markers).toEqual([]);
    expect(ok(r).hqs['ru-smirnow'].masked).toBeUndefined();
  });
  it('16.2.8, 13.1.5 roll 4: Smirnow is caught; the marker is not an empty one (16.2.7)', () => {
    const r = play(hiddenSmirnow(), 'de', toA42B39, [4]);
    expect(all(r, 'revealed').map((e) => e.rule)).toEqual(['16.2.8']);
    expect(ok(r).hqs['ru-smirnow']).toMatchObject({ hex: null, eliminated: true });
    expect(ok(r).carryOn).toBeUndefined();
  });
  it('16.2.8 (AMB-21) with 1/28/XX in the open beside it in A43B38 the marker stays shut (Smirnow is not lone); a gun-only marker there: version 16 revealed it, 17 not', () => {
    const s = hiddenSmirnow();
    s.units['ru-1-28-xx'].hex = 'A43B38';
    const r = play(s, 'de', toA42B39, [5]);
    expect(all(r, 'revealed')).toEqual([]);
    expect(ok(r).hqs['ru-smirnow']).toMatchObject({ hex: 'A43B38', masked: 'ru-m1' });
    const guns = (version: number) => {
      const g = hiddenSmirnow();
      g.rulesVersion = version;
      g.units['ru-1-28-xx'].hex = 'A43B38';
      g.markers[0].staff = [];
      delete g.hqs['ru-smirnow'].masked;
      g.hqs['ru-smirnow'].hex = null;
      g.units['ru-20-xx-art'].hex = 'A43B38';
      g.units['ru-20-xx-art'].masked = 'ru-m1';
      g.markers[0].contents = ['ru-20-xx-art'];
      return all(play(g, 'de', toA42B39, [5]), 'revealed').map((e) => e.rule);
    };
    expect(guns(16)).toEqual(['16.2.8']);
    expect(guns(17)).toEqual([]);
  });
  it('13.1.5 (AMB-62) an empty German marker entering A42B39 reveals nothing: only troops make contact', () => {
    const s = hiddenSmirnow();
    s.markers.push({ id: 'de-m1', side: 'de', hex: 'A41B39', contents: [] });
    const r = play(s, 'de', [{ type: 'move', pieces: ['de-m1'], path: ['A41B39', 'A42B39'] }], [5]);
    expect(all(r, 'revealed')).toEqual([]);
    expect(ok(r).hqs['ru-smirnow']).toMatchObject({ hex: 'A43B38', masked: 'ru-m1' });
  });
  it('16.2.7 (TC-59) at phase 3 a marker in enemy ZOC hiding only Smirnow stays; an empty one there goes', () => {
    // Smirnow at A42B39, next to 1/1 I at A41B39, under ru-m1; an empty ru-m2 beside him
    const s = gumbinnenAt({ 'ru-smirnow': 'A42B39', 'ru-1-28-xx': 'A45B37' }, [1, 1], []);
    s.markers.push(
      { id: 'ru-m1', side: 'ru', hex: 'A42B39', contents: [], staff: ['ru-smirnow'] },
      { id: 'ru-m2', side: 'ru', hex: 'A42B39', contents: [] },
    );
    s.hqs['ru-smirnow'].masked = 'ru-m1';
    const a = ok(play(s, 'ru', [{ type: 'end' }]));
    const r = play(a, 'de', [{ type: 'end' }], [5, 2]);
    expect(all(r, 'revealed').map((e) => [e.rule, (e.data as { marker: string }).marker])).toEqual([
      ['16.2.7', 'ru-m2'],
    ]);
    expect(ok(r).markers.map((x) => x.id)).toEqual(['ru-m1']);
  });
});

describe('16.2.8 with 13.1.5 during a rail ride (rules version 17)', () => {
  // 1/1 I loaded at A41B40 rides A41B40–A40B40–A39B41, next to A39B42, where the marker's ZOC ends the ride (8.2.1)
  const line = ['A41B40', 'A40B40', 'A39B41'];
  const riding = (version: number): TbState => {
    const f = fixture({
      'de-francois': 'A38B41',
      'de-1-1-i': 'A41B40',
      'ru-smirnow': 'A39B42',
      'ru-1-28-xx': 'A41B44',
    });
    f.rulesVersion = version;
    const s = start(f, [1, 1, 5, 2, 1, 1, 1, 1, 1]);
    s.units['de-1-1-i'].rail = true;
    s.markers.push({ id: 'ru-m1', side: 'ru', hex: 'A39B42', contents: [], staff: ['ru-smirnow'] });
    s.hqs['ru-smirnow'].masked = 'ru-m1';
    return s;
  };
  const ride = (s: TbState, dice: number[]) =>
    play(s, 'de', [{ type: 'rail-move', unit: 'de-1-1-i', path: line }], dice);
  it('16.2.8, 13.1.5 riding into A39B41 reveals ru-m1 hiding Smirnow alone in A39B42; roll 5 sends him to A41B44', () => {
    const r = ride(riding(17), [5]);
    expect(all(r, 'revealed')[0]).toMatchObject({ rule: '16.2.8', data: { marker: 'ru-m1', staff: ['ru-smirnow'] } });
    expect(all(r, 'hq-displaced')[0]).toMatchObject({
      dice: [5],
      data: { hq: 'ru-smirnow', from: 'A39B42', to: 'A41B44' },
    });
  });
  it('16.2.8, 11.1.8 a marker hiding 20/XX art. alone there is revealed too and the gun rolls (5 > EFF 3); version 16 keeps it shut', () => {
    const gun = (version: number) => {
      const s = riding(version);
      s.markers[0].staff = [];
      delete s.hqs['ru-smirnow'].masked;
      s.hqs['ru-smirnow'].hex = null;
      s.units['ru-20-xx-art'].hex = 'A39B42';
      s.units['ru-20-xx-art'].masked = 'ru-m1';
      s.markers[0].contents = ['ru-20-xx-art'];
      return ride(s, [5]);
    };
    const r = gun(17);
    expect(all(r, 'revealed')[0]).toMatchObject({ rule: '16.2.8', data: { units: ['ru-20-xx-art'] } });
    expect(all(r, 'artillery-escape')[0]).toMatchObject({ dice: [5], data: { from: 'A39B42', fled: true } });
    const old = gun(16);
    expect(all(old, 'revealed')).toEqual([]);
    expect(ok(old).units['ru-20-xx-art']).toMatchObject({ hex: 'A39B42', masked: 'ru-m1' });
  });
  it('16.2.8 a marker hiding Smirnow with 1/28/XX stays shut: he is not alone', () => {
    const s = riding(17);
    s.units['ru-1-28-xx'].hex = 'A39B42';
    s.units['ru-1-28-xx'].masked = 'ru-m1';
    s.markers[0].contents = ['ru-1-28-xx'];
    const r = ride(s, [5]);
    expect(all(r, 'revealed')).toEqual([]);
    expect(ok(r).hqs['ru-smirnow']).toMatchObject({ hex: 'A39B42', masked: 'ru-m1' });
  });
});

describe('the hidden HQ or train still does its job (rules version 17)', () => {
  it('5.2.5 a masked army HQ takes no trip by train: Prittwitz under de-m1 is refused and not offered (he moves with the marker)', () => {
    const s = start(fixture({ 'de-prittwitz': 'A41B40', 'de-1-1-i': 'A42B39' }, 'tannenberg-1914'), [5, 2]);
    s.markers.push({ id: 'de-m1', side: 'de', hex: 'A41B40', contents: [], staff: ['de-prittwitz'] });
    s.hqs['de-prittwitz'].masked = 'de-m1';
    expect(play(s, 'de', [{ type: 'hq-rail', hq: 'de-prittwitz', path: ['A41B40', 'A40B40'] }])).toMatchObject({
      ok: false,
      error: { rule: '16.2.2', at: 'orders[0].hq' },
    });
    expect(choices(s, 'de').some((c) => c.id === 'hq-rail:de-prittwitz')).toBe(false);
  });
  it('13.2 a masked corps HQ commands: François under de-m1 at A38B41 still commands 1/1 I', () => {
    const s = fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39' });
    s.hqs['de-francois'].order = 'march';
    const open = commandedNow(s, 'de');
    s.markers.push({ id: 'de-m1', side: 'de', hex: 'A38B41', contents: [], staff: ['de-francois'] });
    s.hqs['de-francois'].masked = 'de-m1';
    expect(commandedNow(s, 'de').has('de-1-1-i')).toBe(open.has('de-1-1-i'));
    expect(open.has('de-1-1-i')).toBe(true);
  });
  it("13.3.1 the independence roll of François under de-m1 (roll 1: MARCH) is the German's event alone; unmasked, everyone's", () => {
    const roll = (masked: boolean) => {
      const s = fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39' });
      if (masked) {
        s.markers.push({ id: 'de-m1', side: 'de', hex: 'A38B41', contents: [], staff: ['de-francois'] });
        s.hqs['de-francois'].masked = 'de-m1';
      }
      const t = { s, side: '', dice: new FixedDice([1, 1, 1, 1]), events: [] as GameEvent[] };
      advance(t);
      return t.events.find((e) => e.type === 'independence');
    };
    expect(roll(true)).toMatchObject({
      rule: '13.3.1',
      dice: [1],
      visibleTo: ['de'],
      data: { hq: 'de-francois', order: 'march' },
    });
    expect(roll(false)).toMatchObject({
      rule: '13.3.1',
      visibleTo: 'all',
      data: { hq: 'de-francois', order: 'march' },
    });
  });
  it('15.3.7 a masked Russian train at A45B37 still carries the supply line; the German cannot see it', () => {
    const s = fixture({ 'ru-1-28-xx': 'A45B37' });
    s.trains['ru-train-1a'].hex = 'A45B37';
    s.markers.push({ id: 'ru-m1', side: 'ru', hex: 'A45B37', contents: ['ru-1-28-xx'], staff: ['ru-train-1a'] });
    s.units['ru-1-28-xx'].masked = 'ru-m1';
    s.trains['ru-train-1a'].masked = 'ru-m1';
    expect(supplyCtx(s, 'ru').trains).toContain('A45B37');
    expect(m.view(s, 'de').board.pieces.some((p) => p.id === 'ru-train-1a')).toBe(false);
    expect(m.view(s, 'ru').board.pieces.find((p) => p.id === 'ru-train-1a')?.status).toEqual(['ru-m1']);
  });
  it("the bot's raid (bot-supply loneHqs) does not see Smirnow alone in A43B38 under a marker; unmasked it does", () => {
    expect(loneHqs(hiddenSmirnow(), 'de')).toEqual([]);
    const open = hiddenSmirnow();
    open.markers = [];
    delete open.hqs['ru-smirnow'].masked;
    expect(loneHqs(open, 'de')).toEqual(['A43B38']);
  });
});

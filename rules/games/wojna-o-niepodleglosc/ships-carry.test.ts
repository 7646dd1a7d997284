import { describe, expect, it } from 'vitest';
import { describe as describeEvent } from './describe.js';
import { moveChoice } from './view.js';
import type { WojnaOrder } from './orders.js';
import { ctxOf, type WojnaState } from './state.js';
import { ok, play, turnTwo } from './testkit.js';
import { transportChoices } from './view-transport.js';

/**
 * Ships as transports (rules version 7, 18.1(4), 18.4, 18.7) on our exercise map: the Polish ship
 * Pomorzanin (MA 4) on the bank hex 0806 of the navigable Wierzba, with the 2 pp (MA 5) and the 2nd
 * Division's HQ beside it; turn 2 opens with the Polish activation.
 */
const game = (extra: Record<string, string> = {}, rulesVersion?: number): WojnaState =>
  turnTwo({ 'op-22ps': '1404', 'pl-ship': '0806', 'pl-2pp': '0806', 'pl-2dp': '0806', ...extra }, rulesVersion, 40);
const aboard: WojnaOrder = { type: 'load', transport: 'pl-ship', pieces: ['pl-2pp', 'pl-2dp'] };
const refusal = (r: ReturnType<typeof play>) => (r.ok ? null : { rule: r.error.rule, at: r.error.at });

describe('18.4, 18.7: a ship carries an infantry unit and an HQ (rules version 7)', () => {
  it('18.7: the view offers the ship 2 pp with the 2nd Division’s HQ on its hex', () => {
    const s = game();
    const load = transportChoices(ctxOf(s), s, 'polish').find((ch) => ch.id === 'load:pl-ship');
    expect(load?.targets?.map((t) => [t.cell, t.order])).toEqual([['0806', aboard]]);
  });
  it('18.2, 18.4: loading costs the ship 1 MP: it sails 3 hexes downstream (0806 → 0809), the 4th refused, and they ride along', () => {
    const s = ok(play(game(), 'polish', [aboard]));
    expect(s.pieces['pl-2pp']).toMatchObject({ hex: '0806', loadedOn: 'pl-ship', loadedTurn: 2 });
    const m = moveChoice(ctxOf(s), s, 'pl-ship')!;
    expect(Math.max(...m.targets!.map((t) => t.cost ?? 0))).toBe(3);
    expect(
      refusal(play(s, 'polish', [{ type: 'move', piece: 'pl-ship', path: ['0806', '0807', '0808', '0809', '0810'] }])),
    ).toMatchObject({ rule: '13.1' });
    const after = ok(play(s, 'polish', [{ type: 'move', piece: 'pl-ship', path: ['0806', '0807', '0808', '0809'] }]));
    expect([after.pieces['pl-ship'].hex, after.pieces['pl-2pp'].hex, after.pieces['pl-2dp'].hex]).toEqual([
      '0809',
      '0809',
      '0809',
    ]);
    expect(moveChoice(ctxOf(s), s, 'pl-2pp')?.targets ?? []).toEqual([]); // aboard, 2 pp has no move of its own
  });
  it('18.7: a ship takes no cavalry and one unit at most; 18.4: only pieces on its own hex', () => {
    const s = game({ 'pl-1pul': '0806', 'pl-3pp': '0806', 'pl-4pp': '0805' });
    const load = (pieces: string[]) => refusal(play(s, 'polish', [{ type: 'load', transport: 'pl-ship', pieces }]));
    expect(load(['pl-1pul'])).toEqual({ rule: '18.7', at: 'orders[0].pieces' });
    expect(load(['pl-2pp', 'pl-3pp'])).toEqual({ rule: '18.7', at: 'orders[0].pieces' });
    expect(load(['pl-4pp'])).toEqual({ rule: '18.4', at: 'orders[0].pieces[0]' });
    const r = play(s, 'polish', [{ type: 'load', transport: 'pl-ship', pieces: ['pl-4pp'] }]);
    expect(r.ok ? null : r.error.params).toEqual({ why: 'ship-hex', ship: 'Pomorzanin', hex: '0806' });
  });
  it('18.11, 18.13: next activation 2 pp gets off paying 2 MP (5 halved, rounded down); the ship stays on the map, off the turn track', () => {
    const s = structuredClone(game());
    Object.assign(s.pieces['pl-2pp'], { loadedOn: 'pl-ship', loadedTurn: 1 });
    const r = play(s, 'polish', [{ type: 'unload', transport: 'pl-ship' }]);
    const after = ok(r);
    expect(after.pieces['pl-2pp'].loadedOn).toBeUndefined();
    expect(after.activation!.spent['pl-2pp']).toBe(4);
    expect(after.transports?.['pl-ship']).toBeUndefined();
    const line = r.ok ? describeEvent(r.events.find((e) => e.type === 'unloaded')!, 'en') : '';
    expect(line).toBe('2 pp Leg. get off Pomorzanin (2 MP) [ch./r. 18.13]');
    expect(after.pieces['pl-ship'].hex).toBe('0806');
  });
  it('version 6: a ship carries nothing (18.1 refused as before)', () => {
    expect(refusal(play(game({}, 6), 'polish', [aboard]))).toEqual({ rule: '18.1', at: 'orders[0].transport' });
  });
});

describe('18.10 with a ship (rules version 7)', () => {
  it('18.10: 2 pp aboard the ship is forced to retreat: it loses a level more and the ship, the transport, is eliminated', () => {
    const s0 = structuredClone(game({ 'op-23ps': '0706', 'op-24ps': '0705', 'op-8ds': '0604', 'op-group': '0603' }));
    Object.assign(s0.pieces['pl-2pp'], { loadedOn: 'pl-ship', loadedTurn: 1 });
    let s = ok(play(s0, 'polish', [{ type: 'end' }]));
    while (s.awaiting?.side === 'polish') s = ok(play(s, 'polish', [{ type: 'end' }], Array(20).fill(0)));
    const attack: WojnaOrder = { type: 'attack', target: '0806', attackers: ['op-23ps', 'op-24ps'] };
    const res = play(ok(play(s, 'opposing', [{ type: 'end' }])), 'opposing', [attack], Array(20).fill(9));
    const r = ok(res);
    expect(r.pieces['pl-ship'].hex).toBeNull();
    expect(r.pieces['pl-2pp'].loadedOn).toBeUndefined();
    const why = (res.ok ? res.events : [])
      .map((e) => ({ type: e.type, d: e.data as { why?: string; piece?: string; units?: string[] } }))
      .filter((e) => e.d.why === 'loaded-retreat')
      .map((e) => [e.type, e.d.piece ?? e.d.units]);
    expect(why).toEqual([
      ['eliminated', 'pl-ship'],
      ['losses', ['pl-2pp']],
    ]);
  });
});

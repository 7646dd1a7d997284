import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import type { Turn } from '../../core/runner.js';
import wojna from './index.js';
import { allowanceHp, reachable } from './movement.js';
import type { WojnaOrder } from './orders.js';
import { transportsBack } from './phases/transport.js';
import { ctxOf, type WojnaState } from './state.js';
import { ok, play, started, turnTwo } from './testkit.js';

/**
 * Ch. 18 in play (rules version 5). Our position on the exercise map, turn 2 (the Poles have the
 * initiative): the 2nd Division beside the station 0308, the enemy far off on the east bank.
 */
const pieces = (extra: { piece: string; hex: string }[] = []) => [
  { piece: 'pl-army', hex: '0206' },
  { piece: 'op-army', hex: '1506' },
  { piece: 'pl-2dp', hex: '0409' },
  { piece: 'pl-2pp', hex: '0307' },
  { piece: 'pl-3pp', hex: '0309' },
  { piece: 'pl-4pp', hex: '0208' },
  { piece: 'pl-1pul', hex: '0207' },
  { piece: 'op-22ps', hex: '1404' },
  ...extra,
];
const atStation = (extra: { piece: string; hex: string }[] = [], rulesVersion?: number): WojnaState => {
  const s = started(
    'exercise-1920',
    { position: { turn: 2, pieces: pieces(extra) } },
    new FixedDice(Array(40).fill(0)),
    rulesVersion ? { rulesVersion } : undefined,
  );
  expect(s.awaiting).toEqual({ side: 'polish', kind: 'activation' });
  return s;
};
/** a Polish unit put on a transport on turn 1 (so it may get off now, 18.11) */
const loadedEarlier = (s: WojnaState, unit: string, transport: string): WojnaState => {
  const out = structuredClone(s);
  Object.assign(out.pieces[unit], { loadedOn: transport, loadedTurn: 1 });
  return out;
};
const echelon: WojnaOrder = {
  type: 'load',
  transport: 'pl-echelon',
  pieces: ['pl-2pp', 'pl-3pp', 'pl-2dp'],
  hex: '0308',
};

describe('ch. 18 transport in play (rules version 5)', () => {
  it('18.3, 18.5–7 (TC-50): an echelon loads 2 infantry + 1 HQ at a station clear of the enemy; they run ≤ 19 hexes', () => {
    const s = ok(play(atStation(), 'polish', [echelon]));
    for (const id of ['pl-2pp', 'pl-3pp', 'pl-2dp'])
      expect(s.pieces[id]).toMatchObject({ hex: '0308', loadedOn: 'pl-echelon', loadedTurn: 2 });
    const c = ctxOf(s);
    expect(allowanceHp(c, 'pl-2pp')).toBe(38); // MA 20 less the loading MP (18.2): 19 hexes
    const reach = reachable(c, 'pl-2pp');
    expect(reach.get('1608')).toMatchObject({ hp: 26 }); // 13 hexes along the railway, the rail's end
    expect([...reach.keys()].every((h) => h.endsWith('08'))).toBe(true); // along the railway only
    const moved = ok(play(s, 'polish', [{ type: 'move', piece: 'pl-2pp', path: reach.get('1608')!.path }]));
    for (const id of ['pl-2pp', 'pl-3pp', 'pl-2dp']) expect(moved.pieces[id].hex).toBe('1608'); // the HQ rides along
    expect(moved.activation!.done).toEqual(['pl-2pp', 'pl-3pp', 'pl-2dp']);
  });
  it('18.7 (TC-50): 3 infantry on an echelon and a cavalry unit on a lorry are refused', () => {
    const three = { ...echelon, pieces: ['pl-2pp', 'pl-3pp', 'pl-4pp'] } as WojnaOrder;
    expect(play(atStation(), 'polish', [three])).toMatchObject({
      ok: false,
      error: { rule: '18.7', at: 'orders[0].pieces' },
    });
    const cavalry: WojnaOrder = { type: 'load', transport: 'pl-lorry', pieces: ['pl-1pul'] };
    expect(play(atStation(), 'polish', [cavalry])).toMatchObject({
      ok: false,
      error: { rule: '18.7', message: expect.stringContaining('infantry only') },
    });
  });
  it('18.5 (AMB-31): an enemy unit next to the station forbids the echelon; a station 2 hexes off does not', () => {
    const near = atStation([{ piece: 'op-23ps', hex: '0408' }]);
    expect(ctxOf(near).map.distance('0408', '0308')).toBe(1);
    const two = { ...echelon, pieces: ['pl-3pp'] } as WojnaOrder;
    expect(play(near, 'polish', [two])).toMatchObject({ ok: false, error: { rule: '18.5' } });
    const far = atStation([{ piece: 'op-23ps', hex: '0508' }]);
    expect(ctxOf(far).map.distance('0508', '0308')).toBe(2);
    expect(play(far, 'polish', [two]).ok).toBe(true);
  });
  it('18.2: loading comes at the start of the activation, before any move', () => {
    const r = play(atStation(), 'polish', [
      { type: 'move', piece: 'pl-4pp', path: ['0208', '0209'] },
      { type: 'load', transport: 'pl-cart', pieces: ['pl-2pp'] },
    ]);
    expect(r).toMatchObject({ ok: false, error: { rule: '18.2', at: 'orders[1]' } });
  });
  it('18.6: no command line from the army HQ (it is off the map): no loading', () => {
    const s = structuredClone(atStation());
    s.pieces['pl-army'].hex = null;
    const r = play(s, 'polish', [{ type: 'load', transport: 'pl-lorry', pieces: ['pl-2pp'] }]);
    expect(r).toMatchObject({ ok: false, error: { rule: '18.6', at: 'orders[0].pieces[0]' } });
  });
  it('18.2: a lorry moves its infantry on the motor column with 13 MP (MA 14 less 1 for loading)', () => {
    const s = ok(play(atStation(), 'polish', [{ type: 'load', transport: 'pl-lorry', pieces: ['pl-2pp'] }]));
    expect(allowanceHp(ctxOf(s), 'pl-2pp')).toBe(26);
    const down = ['0307', '0308', '0309', '0310', '0311', '0312'];
    expect(ok(play(s, 'polish', [{ type: 'move', piece: 'pl-2pp', path: down }])).activation!.spent['pl-2pp']).toBe(10);
    // the view offers the loaded unit's move with the transport's reach; the lorry neither loads again nor unloads
    const v = wojna.view(s, 'polish').options.choices;
    expect(v.find((c) => c.id === 'move:pl-2pp')!.targets!.some((t) => (t.cost ?? 0) > 5)).toBe(true);
    expect(v.map((c) => c.id).filter((id) => id.endsWith(':pl-lorry'))).toEqual([]);
    expect(v.some((c) => c.id === 'load:pl-cart')).toBe(true);
  });
  it('18.13 (TC-49): getting off a lorry costs ½ × 5 = 2.5 → 2 MP (3 left), off a cart 1 MP (4 left)', () => {
    const lorry = ok(
      play(loadedEarlier(atStation(), 'pl-2pp', 'pl-lorry'), 'polish', [{ type: 'unload', transport: 'pl-lorry' }]),
    );
    expect(lorry.activation!.spent['pl-2pp']).toBe(4);
    expect(lorry.pieces['pl-2pp'].loadedOn).toBeUndefined();
    const three = ['0307', '0308', '0309', '0310'];
    expect(play(lorry, 'polish', [{ type: 'move', piece: 'pl-2pp', path: three }]).ok).toBe(true);
    expect(play(lorry, 'polish', [{ type: 'move', piece: 'pl-2pp', path: [...three, '0311'] }])).toMatchObject({
      ok: false,
      error: { rule: '13.2' },
    });
    const cart = ok(
      play(loadedEarlier(atStation(), 'pl-2pp', 'pl-cart'), 'polish', [{ type: 'unload', transport: 'pl-cart' }]),
    );
    expect(cart.activation!.spent['pl-2pp']).toBe(2);
    expect(play(cart, 'polish', [{ type: 'move', piece: 'pl-2pp', path: [...three, '0311'] }]).ok).toBe(true);
  });
  it('18.11: pieces loaded this activation do not get off in it', () => {
    const s = ok(play(atStation(), 'polish', [{ type: 'load', transport: 'pl-cart', pieces: ['pl-2pp'] }]));
    expect(play(s, 'polish', [{ type: 'unload', transport: 'pl-cart' }])).toMatchObject({
      ok: false,
      error: { rule: '18.11' },
    });
  });
  it('18.12 (TC-51): unloaded on turn 4, a transport is back at the start of turn 8 (4 + 3 full turns + 1)', () => {
    const s = structuredClone(loadedEarlier(atStation(), 'pl-2pp', 'pl-lorry'));
    s.turn = 4;
    const r = play(s, 'polish', [{ type: 'unload', transport: 'pl-lorry' }]);
    expect(r.ok && r.events.find((e) => e.type === 'unloaded')?.data).toMatchObject({ returnsOn: 8 });
    const after = ok(r);
    expect(after.transports).toEqual({ 'pl-lorry': { returnsOn: 8 } });
    // not offered again until then; the Supply Phase of turn 8 takes it back
    expect(wojna.view(after, 'polish').options.choices.some((c) => c.id === 'load:pl-lorry')).toBe(false);
    const t: Turn<WojnaState> = {
      s: { ...structuredClone(after), turn: 7 },
      side: 'polish',
      dice: new FixedDice([]),
      events: [],
    };
    transportsBack(t);
    expect(t.s.transports).toEqual({ 'pl-lorry': { returnsOn: 8 } });
    t.s.turn = 8;
    transportsBack(t);
    expect(t.s.transports).toEqual({});
    expect(t.events.map((e) => e.type)).toEqual(['transport-back']);
  });
  it('18.9–10: loaded 22 ps (6) defends at 3; roll 4 → 1R/1: one loss, the retreat, a loss more, the lorry destroyed', () => {
    let s = turnTwo({ 'op-22ps': '1004', 'op-8ds': '1104', 'pl-1pp': '0903', 'pl-1dp': '0803' });
    Object.assign(s.pieces['op-22ps'], { loadedOn: 'op-lorry', loadedTurn: 1 });
    s = ok(play(s, 'polish', [{ type: 'end' }]));
    const r = play(s, 'polish', [{ type: 'attack', target: '1004', attackers: ['pl-1pp'] }], [4, 0, 0, 0, 0]);
    const events = r.ok ? r.events : [];
    expect(events.find((e) => e.type === 'combat')?.data).toMatchObject({
      defence: 3,
      roll: 4,
      defender: { retreat: 1, loss: 1 },
    });
    expect(events.map((e) => e.type).filter((t) => t !== 'combat')).toEqual([
      'losses',
      'retreat',
      'transport-destroyed',
      'losses',
    ]);
    const after = ok(r);
    expect(after.pieces['op-22ps']).toMatchObject({ hex: '1103', level: 3 });
    expect(after.pieces['op-22ps'].loadedOn).toBeUndefined();
    expect(after.transports).toEqual({ 'op-lorry': { destroyed: true } });
  });
  it('rules version 4: a game created before transport in play refuses a load order', () => {
    const v4 = atStation([], 4);
    expect(v4.transports).toBeUndefined();
    expect(play(v4, 'polish', [{ type: 'load', transport: 'pl-cart', pieces: ['pl-2pp'] }])).toMatchObject({
      ok: false,
      error: { rule: '7.2' },
    });
    expect(wojna.view(v4, 'polish').options.choices.some((c) => c.id.startsWith('load:'))).toBe(false);
  });
});

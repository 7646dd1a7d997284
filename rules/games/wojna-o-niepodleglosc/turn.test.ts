import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import wojna from './index.js';
import { d10s, moveAlone, ok, started } from './testkit.js';
import type { WojnaOrder } from './orders.js';

describe('ch. 2–3 the sequence of play', () => {
  it('2.1–8: setup runs phases 1–4 of turn 1 and waits for the initiative side (opposing) in phase 5', () => {
    const s = started('exercise-1920', {}, new FixedDice(d10s(3)));
    expect(s.weather).toBe('clear');
    expect(wojna.status(s)).toMatchObject({ waitingFor: ['opposing'], phase: 'activation.5.units', turn: 1 });
    const p1 = ok(wojna.apply(s, 'opposing', { orders: [{ type: 'end' }, { type: 'end' }] }, new FixedDice([])));
    expect(wojna.status(p1)).toMatchObject({ waitingFor: ['polish'], phase: 'activation.6.units' });
    // phase 6 ends the activations; the End Phase asks the Poles, then the Red Army, to move army HQs (3.6)
    const p2 = ok(wojna.apply(p1, 'polish', { orders: [{ type: 'end' }, { type: 'end' }] }, new FixedDice([])));
    expect(wojna.status(p2)).toMatchObject({ waitingFor: ['polish'], phase: 'army' });
    const p3 = ok(wojna.apply(p2, 'polish', { orders: [{ type: 'end' }] }, new FixedDice([])));
    expect(wojna.status(p3)).toMatchObject({ waitingFor: ['opposing'], phase: 'army' });
    // then turn 2's supply, weather (roll 7: overcast), the availability rolls of op-esk, pl-esk-1,
    // pl-esk-7 (4.2) and the air plan of the side without initiative (3.2)
    const t2 = ok(wojna.apply(p3, 'opposing', { orders: [{ type: 'end' }] }, new FixedDice(d10s(7, 4, 5, 0))));
    expect(t2.weather).toBe('overcast');
    expect(wojna.status(t2)).toMatchObject({ waitingFor: ['opposing'], phase: 'air', turn: 2 });
    let t = t2;
    for (const side of ['opposing', 'polish'] as const)
      t = ok(wojna.apply(t, side, { orders: [{ type: 'end' }] }, new FixedDice([])));
    expect(wojna.status(t)).toMatchObject({ waitingFor: ['polish'], phase: 'activation.5.units', turn: 2 });
  });
  it('13.2, 10.6: a move is applied with its cost; an illegal one refuses the batch with rule and place, changing nothing', () => {
    const s = started('exercise-1920', {}, new FixedDice(d10s(3)));
    const moved = moveAlone(s, 'opposing', 'op-24ps', ['1103', '1102', '1101']);
    expect(moved.ok && moved.events[0]).toMatchObject({ type: 'move', data: { piece: 'op-24ps', mp: 2 } });
    const before = JSON.stringify(s);
    const bad = wojna.apply(
      s,
      'opposing',
      {
        orders: [
          { type: 'move', piece: 'op-24ps', path: ['1103', '1102'] },
          { type: 'move', piece: 'op-22ps', path: ['1004', '1003', '1002', '1001', '1101', '1201', '1301'] },
        ],
      },
      new FixedDice([]),
    );
    expect(bad).toMatchObject({ ok: false, error: { rule: '13.2', at: 'orders[1].path[6]' } }); // 6 MP of clear for an MA of 5
    expect(JSON.stringify(s)).toBe(before);
  });
  it('19.1 (AMB-39): in the End Phase the Poles move their army HQ first (3.6); only army HQs, each once', () => {
    const end = { type: 'end' } as const;
    const s = started('exercise-1920', {}, new FixedDice(d10s(3)));
    const p1 = ok(wojna.apply(s, 'opposing', { orders: [end, end] }, new FixedDice([])));
    const p2 = ok(wojna.apply(p1, 'polish', { orders: [end, end] }, new FixedDice([])));
    expect(p2.awaiting).toEqual({ side: 'polish', kind: 'army' });
    const offer = wojna.view(p2, 'polish').options.choices.find((c) => c.id === 'move-hq:pl-army')!;
    const path = offer.targets![0].path!;
    expect(path[0]).toBe('0206');
    const move = (piece: string, p: string[]) => ({ type: 'move', piece, path: p }) as WojnaOrder;
    expect(wojna.apply(p2, 'polish', { orders: [move('pl-1dp', ['0505', '0405'])] }, new FixedDice([]))).toMatchObject({
      ok: false,
      error: { rule: '19.1', at: 'orders[0].piece' },
    });
    expect(
      wojna.apply(
        p2,
        'polish',
        { orders: [move('pl-army', path), move('pl-army', [path.at(-1)!, '0206'])] },
        new FixedDice([]),
      ),
    ).toMatchObject({ ok: false, error: { rule: '13.7', at: 'orders[1].piece' } });
    const r = wojna.apply(p2, 'polish', { orders: [move('pl-army', path), end] }, new FixedDice([]));
    expect(r.ok && r.events.find((e) => e.type === 'move')).toMatchObject({
      rule: '19.1',
      data: { piece: 'pl-army', path },
    });
    expect(ok(r).pieces['pl-army'].hex).toBe(path.at(-1));
    expect(ok(r).awaiting).toEqual({ side: 'opposing', kind: 'army' });
  });
  it('2.8 (AMB-02): units move before HQs; 19.1 (AMB-39): army HQs only in the End Phase', () => {
    const s = started('exercise-1920', {}, new FixedDice(d10s(3)));
    const r = wojna.apply(
      s,
      'opposing',
      {
        orders: [
          { type: 'move', piece: 'op-8ds', path: ['1305', '1304'] },
          { type: 'move', piece: 'op-24ps', path: ['1103', '1102'] },
        ],
      },
      new FixedDice([]),
    );
    expect(r).toMatchObject({ ok: false, error: { rule: '2.8', at: 'orders[1]' } });
    expect(moveAlone(s, 'opposing', 'op-army', ['1506', '1505'])).toMatchObject({ ok: false, error: { rule: '19.1' } });
  });
});

describe('ch. 14 a combat played through the module (encircled-open position)', () => {
  // setup dice: 5 pp's independence test 0 (passes), 23 ps's 9 (fails), weather 0
  const start = () => started('exercise-1920', { position: 'encircled-open' }, new FixedDice(d10s(0, 9, 0)));
  it('14.11–16: 9:4 → +2, morale 7:6 +1, leader 5:0 +1, defender unsupplied +1, encircled +4; roll 0 → 9: the defender 2R/1', () => {
    const s = start();
    expect(wojna.status(s)).toMatchObject({ waitingFor: ['polish'], phase: 'activation.5.units', turn: 2 });
    expect(s.pieces['op-23ps']).toMatchObject({ outOfSupply: true, command: 'none' });
    const r = wojna.apply(
      s,
      'polish',
      { orders: [{ type: 'end' }, { type: 'attack', target: '1004', attackers: ['pl-1pp', 'pl-1pul'] }] },
      new FixedDice(d10s(0, 0, 0, 0, 0, 0, 0, 0)),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const combat = r.events.find((e) => e.type === 'combat')!;
    expect(combat.data).toMatchObject({
      attack: 9,
      defence: 4,
      modifiers: [
        { id: 'odds', value: 2 },
        { id: 'morale', value: 1 },
        { id: 'leader', value: 1 },
        { id: 'defender-unsupplied', value: 1 },
        { id: 'encirclement', value: 4 },
      ],
      roll: 0,
      total: 9,
      defender: { retreat: 2, loss: 1 },
      attacker: { retreat: 0, loss: 0 },
    });
    expect(r.state.pieces['op-23ps'].hex).not.toBe('1004');
    expect(r.events.some((e) => e.type === 'retreat' || e.type === 'retreat-impossible')).toBe(true);
  });
  it('14.3: the same hex twice in one activation is refused; 7.3: no movement after an attack', () => {
    const s = start();
    const twice = wojna.apply(
      s,
      'polish',
      {
        orders: [
          { type: 'attack', target: '1004', attackers: ['pl-1pp'] },
          { type: 'attack', target: '1004', attackers: ['pl-1pul'] },
        ],
      },
      new FixedDice(d10s(0, 0, 0, 0, 0, 0, 0, 0)),
    );
    expect(twice).toMatchObject({ ok: false, error: { rule: '14.3', at: 'orders[1].target' } });
    const late = wojna.apply(
      s,
      'polish',
      {
        orders: [
          { type: 'attack', target: '1004', attackers: ['pl-1pp'] },
          { type: 'move', piece: 'pl-6pp', path: ['1105', '1106'] },
        ],
      },
      new FixedDice(d10s(0, 0, 0, 0, 0, 0, 0, 0)),
    );
    expect(late).toMatchObject({ ok: false, error: { rule: '7.3', at: 'orders[1]' } });
  });
});

describe('ch. 9 uncommanded movement (out-of-range position)', () => {
  // setup dice: 2 DP fails its TR 3 test (9), then 3 pp and 4 pp fail theirs (9, 9); weather 0
  const start = () => started('exercise-1920', { position: 'out-of-range' }, new FixedDice(d10s(9, 9, 9, 0)));
  it('9.12: the failed HQ and units carry NO COMMAND', () => {
    const s = start();
    expect([s.pieces['pl-2dp'].command, s.pieces['pl-3pp'].command, s.pieces['pl-4pp'].command]).toEqual([
      'none',
      'none',
      'none',
    ]);
  });
  it('9.20 (AMB-49): an uncommanded regiment moves only toward its WJ HQ and stops inside its range (4 pp starts 3 hexes away: one hex)', () => {
    const s = start();
    expect(moveAlone(s, 'polish', 'pl-4pp', ['1404', '1303']).ok).toBe(true);
    expect(moveAlone(s, 'polish', 'pl-4pp', ['1404', '1303', '1203'])).toMatchObject({
      ok: false,
      error: { rule: '9.20', at: 'orders[0].path[2]' },
    });
    expect(moveAlone(s, 'polish', 'pl-4pp', ['1404', '1405'])).toMatchObject({
      ok: false,
      error: { rule: '9.20', at: 'orders[0].path[1]' },
    });
  });
  it('9.19: an uncommanded WJ HQ moves only toward its army HQ', () => {
    const s = start();
    expect(moveAlone(s, 'polish', 'pl-2dp', ['1102', '1002']).ok).toBe(true);
    expect(moveAlone(s, 'polish', 'pl-2dp', ['1102', '1202'])).toMatchObject({
      ok: false,
      error: { rule: '9.19', at: 'orders[0].path[1]' },
    });
  });
});

describe('ch. 9.23 and 13.17 contacts during movement (lone-hq and lone-artillery positions)', () => {
  it('9.23 (TC-18): Polish infantry moving next to the lone 8 DS HQ displaces it 2 hexes in its retreat directions, no roll', () => {
    const s = started('exercise-1920', { position: 'lone-hq' }, new FixedDice(d10s(0, 0, 0, 0, 0, 0)));
    expect(wojna.status(s).waitingFor).toEqual(['polish']);
    const r = moveAlone(s, 'polish', 'pl-5pp', ['0905', '1006']);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const e = r.events.find((x) => x.type === 'hq-overrun')!;
    expect(e.data).toMatchObject({ hq: 'op-8ds', arm: 'infantry', displace: 2 });
    expect(r.state.pieces['op-8ds'].hex).toBe((e.data as { to: string }).to);
    expect(r.state.pieces['op-8ds'].hex && r.state.pieces['op-8ds'].hex !== '1005').toBeTruthy();
  });
  it('9.23 (TC-18): cavalry rolling 9 eliminates it (then its Rebuild Table roll)', () => {
    const s = started('exercise-1920', { position: 'lone-hq' }, new FixedDice(d10s(0, 0, 0, 0, 0, 0)));
    const r = wojna.apply(
      s,
      'polish',
      { orders: [{ type: 'move', piece: 'pl-1pul', path: ['0904', '1004'] }] },
      new FixedDice(d10s(9, 4)),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.events.find((x) => x.type === 'hq-overrun')!.data).toMatchObject({
      hq: 'op-8ds',
      roll: 9,
      eliminated: true,
    });
    expect(r.state.pieces['op-8ds']).toMatchObject({ hex: null, returnsOn: 2 + 5 }); // 4 + 1 (an HQ, ours)
  });
  it('13.17: cavalry next to lone artillery destroys it; infantry forces a morale test and a 2-hex withdrawal', () => {
    const s = started('exercise-1920', { position: 'lone-artillery' }, new FixedDice(d10s(0, 0, 0, 0, 0, 0)));
    const cav = wojna.apply(
      s,
      'polish',
      { orders: [{ type: 'move', piece: 'pl-1pul', path: ['0904', '1005', '1105'] }] },
      new FixedDice(d10s(3)),
    );
    if (!cav.ok) throw new Error(JSON.stringify(cav.error));
    expect(cav.events.find((x) => x.type === 'artillery-caught')!.data).toMatchObject({
      hex: '1106',
      eliminated: ['op-art'],
    });
    const inf = wojna.apply(
      s,
      'polish',
      { orders: [{ type: 'move', piece: 'pl-5pp', path: ['0906', '1006'] }] },
      new FixedDice(d10s(5)),
    );
    if (!inf.ok) throw new Error(JSON.stringify(inf.error));
    expect(inf.events.find((x) => x.type === 'artillery-caught')!.data).toMatchObject({
      roll: 5,
      morale: 5,
      passed: true,
    });
    expect(inf.state.pieces['op-art'].hex).not.toBe('1106');
    expect(inf.state.pieces['op-art'].level).toBe(1);
  });
});

describe('12.1 a batch of moves after a contact (lone-hq position)', () => {
  const s = started('exercise-1920', { position: 'lone-hq' }, new FixedDice(d10s(0, 0, 0, 0, 0, 0)));
  const first: WojnaOrder = { type: 'move', piece: 'pl-5pp', path: ['0905', '1006'] };
  const later: WojnaOrder = { type: 'move', piece: 'pl-1pul', path: ['0904', '1004', '1103', '1204'] };

  it('9.23 (rules versions 2–13): the contact displacing the 8 DS HQ halts the batch after that move; the rest goes back to the player', () => {
    const v13 = started('exercise-1920', { position: 'lone-hq' }, new FixedDice(d10s(0, 0, 0, 0, 0, 0)), {
      rulesVersion: 13,
    });
    const r = wojna.apply(v13, 'polish', { orders: [first, later, { type: 'end' }] }, new FixedDice([]));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.halted).toMatchObject({ at: 1, rule: '9.23' });
    expect(r.state.pieces['op-8ds'].hex).toBe('1204');
    expect(r.state.pieces['pl-1pul'].hex).toBe('0904'); // the later move was not played
    expect(wojna.status(r.state).phase).toBe('activation.5.units');
  });
  it('12.1: in a version-1 game (no halt) the 8 DS HQ displaced onto 1204 closes it to a later move of the same batch', () => {
    const v1 = started('exercise-1920', { position: 'lone-hq' }, new FixedDice(d10s(0, 0, 0, 0, 0, 0)), {
      rulesVersion: 1,
    });
    const offered = wojna.view(v1, 'polish').options.choices.find((c) => c.id === 'move:pl-1pul')!;
    expect(offered.targets!.some((t) => t.cell === '1204')).toBe(true);
    const r = wojna.apply(v1, 'polish', { orders: [first, later] }, new FixedDice([]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ rule: '12.1', at: 'orders[1].path[3]' });
  });
  it('12.1: after the contact the offered moves avoid 1204', () => {
    const after = ok(wojna.apply(s, 'polish', { orders: [first] }, new FixedDice([])));
    expect(after.pieces['op-8ds'].hex).toBe('1204');
    const now = wojna.view(after, 'polish').options.choices.find((c) => c.id === 'move:pl-1pul')!;
    expect(now.targets!.filter((t) => t.path!.includes('1204'))).toEqual([]);
  });

  it('12.1: every random batch from this position is accepted (each move picked after the earlier ones)', () => {
    const refused: string[] = [];
    for (let seed = 170; seed <= 270; seed++) {
      let x = seed;
      const dice = { roll: (faces: number) => ((x = (x * 1103515245 + 12345) % 2147483648), (x % faces) + 1) };
      const batch = wojna.randomBatch(s, 'polish', dice);
      const r = wojna.apply(s, 'polish', batch, dice);
      if (!r.ok) refused.push(`${seed}: ${r.error.rule} ${r.error.message}`);
    }
    expect(refused).toEqual([]);
  });
});

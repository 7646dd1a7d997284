import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../core/dice.js';
import wojna from './index.js';
import type { WojnaOrder } from './orders.js';
import type { WojnaState } from './state.js';
import { d10s, end, ok, play, started } from './testkit.js';

/**
 * Rules version 11: a contact's path asked live (spec 5.3 Batch M, policy `retreat: ask`). Positions lone-hq
 * (the lone 8 DS HQ on 1005; 5 pp Leg. on 0905) and lone-artillery (the Red artillery, morale 5, alone on 1106;
 * 5 pp Leg. on 0906). 9.23: the moving player displaces the HQ 2 hexes (infantry, no roll); 13.17: the
 * artillery's owner withdraws it 2 hexes after its morale test. Before version 11 the engine took the first
 * path of the best priority: 1204 for the HQ, 1305 for the artillery.
 */
type Side = 'polish' | 'opposing';
const position = (pos: 'lone-hq' | 'lone-artillery', asking: Side[], rulesVersion?: number): WojnaState => {
  let s = started(
    'exercise-1920',
    { position: pos },
    new FixedDice(d10s(0, 0, 0, 0, 0, 0)),
    rulesVersion ? { rulesVersion } : undefined,
  );
  for (const side of asking) s = ok(play(s, side, [{ type: 'standing', key: 'retreat', value: 'ask' }]));
  return s;
};
const toHq: WojnaOrder = { type: 'move', piece: 'pl-5pp', path: ['0905', '1006', '1106'] };
const toArt: WojnaOrder = { type: 'move', piece: 'pl-5pp', path: ['0906', '1006'] };
const ends = (s: WojnaState, side: Side) =>
  wojna
    .view(s, side)
    .options.choices.find((c) => c.id.startsWith('displace:1'))!
    .targets!.map((t) => t.cell);

describe('9.23 a lone HQ displaced along the path the moving player picks (rules version 11)', () => {
  it('9.23: 5 pp Leg. enters 1006 next to the lone 8 DS HQ; the Poles (policy ask) are asked; the batch halts, the HQ waits on 1005', () => {
    const r = play(position('lone-hq', ['polish']), 'polish', [toHq, end]);
    expect(r).toMatchObject({ ok: true, halted: { at: 1, rule: '9.23' } });
    const s = ok(r);
    expect(r.ok && r.events.find((e) => e.type === 'hq-overrun')).toMatchObject({
      rule: '9.23',
      data: { hq: 'op-8ds', arm: 'infantry', displace: 2, asked: 'polish' },
    });
    expect(s.awaiting).toEqual({ side: 'polish', kind: 'contact' });
    expect(s.pieces['op-8ds'].hex).toBe('1005');
    expect(wojna.status(s)).toMatchObject({ waitingFor: ['polish'], phase: 'contact', midTurn: true });
    // three hexes 2 away in the Red retreat directions, the engine's first (1204) first
    expect(ends(s, 'polish')).toEqual(['1204', '1205', '1206']);
    expect(wojna.view(s, 'opposing').options.choices).toEqual([]);
  });
  it('9.23: the Poles put the HQ on 1206 via 1105; the move stopped on 1006 (13.15), 5 pp Leg. then goes on with what it has left', () => {
    const asked = ok(play(position('lone-hq', ['polish']), 'polish', [toHq]));
    const r = play(asked, 'polish', [{ type: 'displace', path: ['1105', '1206'] }]);
    const s = ok(r);
    expect(s.pieces['op-8ds'].hex).toBe('1206');
    expect(r.ok && r.events.map((e) => [e.type, e.rule])).toEqual([['contact-path', '9.23']]);
    expect(r.ok && wojna.describe(r.events[0], 'pl')).toContain('1005→1105→1206');
    expect(s.awaiting).toEqual({ side: 'polish', kind: 'activation' });
    expect(s.activation!.contacts).toBeUndefined();
    expect(s.activation!.done).not.toContain('pl-5pp');
    expect(s.pieces['pl-5pp'].hex).toBe('1006');
    expect(
      ok(play(s, 'polish', [{ type: 'move', piece: 'pl-5pp', path: ['1006', '1005'] }])).pieces['pl-5pp'].hex,
    ).toBe('1005');
  });
  it('9.23, 14.20, 14.22: a path of 3 hexes, one toward the mover or one of a worse priority is refused, nothing changes', () => {
    const asked = ok(play(position('lone-hq', ['polish']), 'polish', [toHq]));
    expect(play(asked, 'polish', [{ type: 'displace', path: ['1104', '1204', '1304'] }])).toMatchObject({
      ok: false,
      error: { rule: '9.23', code: 'distance' },
    });
    expect(play(asked, 'polish', [{ type: 'displace', path: ['1004', '0904'] }])).toMatchObject({
      ok: false,
      error: { rule: '14.20' },
    });
    expect(play(asked, 'opposing', [{ type: 'displace' }])).toMatchObject({ ok: false });
    expect(asked.pieces['op-8ds'].hex).toBe('1005');
  });
  it('the default answer (a time-out) is the engine’s path: 1204, as a version-10 game or the policy priority puts it at once', () => {
    const asked = ok(play(position('lone-hq', ['polish']), 'polish', [toHq]));
    expect(wojna.defaultAnswer!(asked, 'polish')).toEqual({ orders: [{ type: 'displace' }] });
    expect(wojna.defaultAnswer!(asked, 'opposing')).toBeNull();
    const r = play(asked, 'polish', [{ type: 'displace' }]);
    expect(ok(r).pieces['op-8ds'].hex).toBe('1204');
    expect(r.ok && r.events[0].data).toMatchObject({ chosen: false, path: ['1005', '1104', '1204'] });
    // the opponent's policy does not count: the moving player decides (9.23)
    expect(ok(play(position('lone-hq', ['opposing']), 'polish', [toHq])).pieces['op-8ds'].hex).toBe('1204');
    const v10 = play(position('lone-hq', ['polish'], 10), 'polish', [toHq]);
    expect(ok(v10).pieces['op-8ds'].hex).toBe('1204');
    expect(ok(v10).awaiting).toEqual({ side: 'polish', kind: 'activation' });
    expect(play(ok(v10), 'polish', [{ type: 'displace' }])).toMatchObject({ ok: false });
  });
});

describe('13.17 lone artillery withdrawn along the path its owner picks (rules version 11)', () => {
  it('13.17: infantry enters 1006; the artillery passes its test (5 against morale 5); its owner (policy ask) is asked, it waits on 1106', () => {
    const r = play(position('lone-artillery', ['opposing']), 'polish', [toArt, end], d10s(5));
    expect(r).toMatchObject({ ok: true, halted: { at: 1, rule: '13.17' } });
    const s = ok(r);
    expect(s.awaiting).toEqual({ side: 'opposing', kind: 'contact' });
    expect(s.pieces['op-art']).toMatchObject({ hex: '1106', level: 1 });
    expect(ends(s, 'opposing')).toEqual(['1305', '1306', '1307']);
    expect(wojna.view(s, 'polish').options.choices).toEqual([]);
  });
  it('13.17: a roll of 9 fails and costs the artillery its one level: eliminated (its rebuild roll follows), nothing is asked', () => {
    const s = ok(play(position('lone-artillery', ['opposing']), 'polish', [toArt], d10s(9, 0)));
    expect(s.pieces['op-art'].hex).toBeNull();
    expect(s.awaiting).toEqual({ side: 'polish', kind: 'activation' });
    expect(s.activation!.contacts).toBeUndefined();
  });
  it('13.17: the owner withdraws it to 1307 via 1207 instead of the engine’s 1305', () => {
    const asked = ok(play(position('lone-artillery', ['opposing']), 'polish', [toArt], d10s(5)));
    const s = ok(play(asked, 'opposing', [{ type: 'displace', path: ['1207', '1307'] }]));
    expect(s.pieces['op-art']).toMatchObject({ hex: '1307', level: 1 });
    expect(s.awaiting).toEqual({ side: 'polish', kind: 'activation' });
  });
  it('13.17: the Polish policy does not count (the owner decides); a version-10 game withdraws to 1305 at once', () => {
    expect(ok(play(position('lone-artillery', ['polish']), 'polish', [toArt], d10s(5))).pieces['op-art'].hex).toBe(
      '1305',
    );
    expect(
      ok(play(position('lone-artillery', ['opposing'], 10), 'polish', [toArt], d10s(5))).pieces['op-art'].hex,
    ).toBe('1305');
  });
  it('13.17: the random player answers the window with an offered path or the default, always accepted', () => {
    const asked = ok(play(position('lone-artillery', ['opposing']), 'polish', [toArt], d10s(5)));
    const seen = new Set<string>();
    for (let i = 1; i <= 12; i++) {
      const b = wojna.randomBatch(asked, 'opposing', new SeededDice(i));
      const s = ok(wojna.apply(asked, 'opposing', b, new FixedDice([])));
      seen.add(s.pieces['op-art'].hex!);
    }
    expect(seen.size).toBeGreaterThan(1);
    expect(wojna.botBatch!(asked, 'opposing', new FixedDice([]))).toEqual({ orders: [{ type: 'displace' }] });
  });
});

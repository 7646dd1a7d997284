import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../core/dice.js';
import wojna from './index.js';
import type { WojnaOrder } from './orders.js';
import type { WojnaState } from './state.js';
import { valuesOf } from './ctx.js';
import { ctxOf } from './state.js';
import { d10s, end, ok, play, started } from './testkit.js';

/**
 * Rules version 12: the paths of the contacts in the middle of a combat asked live (spec 5.3 C11, C13; policy
 * `retreat: ask` of the side deciding), the combat waiting in the `contact` window and going on once answered.
 * Position encircled-open: 1 pp Leg. (0903) and 1 p. uł. (cavalry, 0904) attack 23 ps on 1004. Roll 0 makes a total
 * of 9 (2R/1, 23 ps retreating 1004→1103→1204, ZOC rolls 0 and 0), or of 12 (3R/2) when 23 ps is weakened.
 */
type Side = 'polish' | 'opposing';
/** the position with `extra` pieces placed and the `asking` sides' policy retreat: ask */
const position = (extra: Record<string, string>, asking: Side[], rulesVersion?: number): WojnaState => {
  let s = started(
    'exercise-1920',
    { position: 'encircled-open' },
    new FixedDice(d10s(0, 9, 0)),
    rulesVersion ? { rulesVersion } : undefined,
  );
  for (const [id, hex] of Object.entries(extra)) s.pieces[id] = { hex, level: 1 };
  for (const side of asking) s = ok(play(s, side, [{ type: 'standing', key: 'retreat', value: 'ask' }]));
  return s;
};
const attack = (pursue: { unit: string; path: string[] }[]): WojnaOrder => ({
  type: 'attack',
  target: '1004',
  attackers: ['pl-1pp', 'pl-1pul'],
  pursue,
});
const bothPursue = attack([
  { unit: 'pl-1pul', path: ['1004', '1104'] },
  { unit: 'pl-1pp', path: ['1004'] },
]);
const ends = (s: WojnaState, side: Side) =>
  wojna
    .view(s, side)
    .options.choices.find((c) => c.id.startsWith('displace:1'))!
    .targets!.map((t) => t.cell);
const types = (r: ReturnType<typeof play>) => (r.ok ? r.events.map((e) => e.type) : []);

/** 9.25: 23 ps on its last level with the lone-to-be 10th Division HQ on 1004 */
const lastStand = (asking: Side[], rulesVersion?: number): WojnaState => {
  const s = position({ 'op-10ds': '1004' }, asking, rulesVersion);
  s.pieces['op-23ps'].level = valuesOf(ctxOf(s), 'op-23ps').levels;
  return s;
};
// the combat roll 0 (3R/2), 23 ps's rebuild roll 4, then 9.25's roll 0 against cavalry (AMB-38: displaced 3)
const lastStandDice = d10s(0, 4, 0);

describe('9.25 a lone HQ left after losses, displaced along the path the attacker picks (rules version 12)', () => {
  it('9.25: 23 ps eliminated on 1004 leaves the 10th Division HQ alone; the Poles (policy ask) are asked; the combat waits before the pursuit, the batch halts', () => {
    const r = play(lastStand(['polish']), 'polish', [end, bothPursue, end], lastStandDice);
    expect(r).toMatchObject({ ok: true, halted: { at: 2, rule: '9.25' } });
    const s = ok(r);
    expect(r.ok && r.events.find((e) => e.type === 'hq-overrun')).toMatchObject({
      rule: '9.25',
      data: { hq: 'op-10ds', arm: 'cavalry', roll: 0, displace: 3, asked: 'polish' },
    });
    expect(types(r)).not.toContain('pursuit');
    expect(s.awaiting).toEqual({ side: 'polish', kind: 'contact' });
    expect(s.pieces['op-10ds'].hex).toBe('1004');
    expect(s.activation!.combat).toMatchObject({ stage: 'attacker-retreat', retreat: { defender: 3, attacker: 0 } });
    expect(wojna.status(s)).toMatchObject({ waitingFor: ['polish'], phase: 'contact', midTurn: true });
    // away from both attackers (0903, 0904), 3 hexes: the engine's first (1304) first
    expect(ends(s, 'polish')).toEqual(['1304', '1305']);
    expect(wojna.view(s, 'opposing').options.choices).toEqual([]);
  });
  it('9.25: the Poles put the HQ on 1305 via 1104 and 1205; the combat goes on: 1 p. uł. pursues to 1104, 1 pp Leg. to 1004', () => {
    const asked = ok(play(lastStand(['polish']), 'polish', [end, bothPursue], lastStandDice));
    const r = play(asked, 'polish', [{ type: 'displace', path: ['1104', '1205', '1305'] }]);
    const s = ok(r);
    expect(s.pieces['op-10ds'].hex).toBe('1305');
    expect(r.ok && r.events.map((e) => [e.type, e.rule])).toEqual([
      ['contact-path', '9.25'],
      ['pursuit', '14.33'],
      ['pursuit', '14.33'],
    ]);
    expect(s.pieces['pl-1pul'].hex).toBe('1104');
    expect(s.pieces['pl-1pp'].hex).toBe('1004');
    expect(s.activation!.combat).toBeUndefined();
    expect(s.awaiting).toEqual({ side: 'polish', kind: 'activation' });
  });
  it('9.25, 14.22: a path of 2 hexes or one toward the attackers is refused and nothing changes; the opponent may not answer', () => {
    const asked = ok(play(lastStand(['polish']), 'polish', [end, bothPursue], lastStandDice));
    expect(play(asked, 'polish', [{ type: 'displace', path: ['1103', '1204'] }])).toMatchObject({
      ok: false,
      error: { rule: '9.25', code: 'distance' },
    });
    expect(play(asked, 'polish', [{ type: 'displace', path: ['1003', '0903', '0803'] }])).toMatchObject({
      ok: false,
      error: { code: 'contact-path' },
    });
    expect(play(asked, 'opposing', [{ type: 'displace' }])).toMatchObject({
      ok: false,
      error: { code: 'not-your-turn' },
    });
    expect(asked.pieces['op-10ds'].hex).toBe('1004');
  });
  it('9.25: the default answer (a time-out) is the engine’s 1304, as a version-11 game puts it at once, pursuit in the same batch', () => {
    const asked = ok(play(lastStand(['polish']), 'polish', [end, bothPursue], lastStandDice));
    expect(wojna.defaultAnswer!(asked, 'polish')).toEqual({ orders: [{ type: 'displace' }] });
    const r = play(asked, 'polish', [{ type: 'displace' }]);
    expect(ok(r).pieces['op-10ds'].hex).toBe('1304');
    const v11 = play(lastStand(['polish'], 11), 'polish', [end, bothPursue], lastStandDice);
    expect(ok(v11).pieces['op-10ds'].hex).toBe('1304');
    expect(v11.ok && v11.events.find((e) => e.type === 'hq-overrun')!.data).toMatchObject({ to: '1304' });
    expect(types(v11).filter((t) => t === 'pursuit')).toHaveLength(2);
    expect(ok(v11).awaiting).toEqual({ side: 'polish', kind: 'activation' });
    expect(play(ok(v11), 'polish', [{ type: 'displace' }])).toMatchObject({ ok: false });
  });
  it('9.25, spec 5.3 C11: the HQ owner’s policy does not count (the player opposing it decides): no question, 1304', () => {
    const asked = ok(play(lastStand(['opposing']), 'polish', [end, bothPursue]));
    expect(asked.awaiting).toEqual({ side: 'opposing', kind: 'defence' });
    // the opponent's policy retreat: ask asks its defence first (14.7); its answer fights the combat through
    const r = play(asked, 'opposing', [{ type: 'defend' }], lastStandDice);
    expect(ok(r).pieces['op-10ds'].hex).toBe('1304');
    expect(ok(r).awaiting).toEqual({ side: 'polish', kind: 'activation' });
  });
});

describe('9.24 a lone HQ displaced by a pursuer, the pursuing player’s choice (rules version 12)', () => {
  // the pursuing cavalry's first step, 1004, is next to the lone 10th Division HQ on 1005; roll 4 (0–8): displaced 3
  const dice = d10s(0, 0, 0, 4);
  it('9.24: 1 p. uł. enters 1004 next to the HQ on 1005; the Poles are asked (1304 or 1305); the pursuit waits on 1004, 1 pp Leg.’s after it', () => {
    const r = play(position({ 'op-10ds': '1005' }, ['polish']), 'polish', [end, bothPursue, end], dice);
    expect(r).toMatchObject({ ok: true, halted: { at: 2, rule: '9.24' } });
    const s = ok(r);
    expect(r.ok && r.events.at(-1)).toMatchObject({
      type: 'hq-overrun',
      rule: '9.24',
      data: { hq: 'op-10ds', arm: 'cavalry', roll: 4, displace: 3, asked: 'polish' },
    });
    expect(s.pieces['pl-1pul'].hex).toBe('1004');
    expect(s.pieces['pl-1pp'].hex).toBe('0903');
    expect(s.activation!.combat).toMatchObject({
      stage: 'pursuit',
      pursuit: { index: 0, step: 0, from: '0904', walked: ['1004'] },
    });
    expect(ends(s, 'polish')).toEqual(['1304', '1305']);
  });
  it('9.24: the HQ goes to 1305; the cavalry walks on from 1004 to 1104 (2 MP), then 1 pp Leg. pursues to 1004', () => {
    const asked = ok(play(position({ 'op-10ds': '1005' }, ['polish']), 'polish', [end, bothPursue], dice));
    const r = play(asked, 'polish', [{ type: 'displace', path: ['1104', '1205', '1305'] }]);
    const s = ok(r);
    expect(s.pieces['op-10ds'].hex).toBe('1305');
    expect(r.ok && r.events.map((e) => e.data)).toEqual([
      { side: 'polish', hex: '1005', pieces: ['op-10ds'], path: ['1005', '1104', '1205', '1305'], chosen: true },
      { unit: 'pl-1pul', path: ['0904', '1004', '1104'], mp: 2 },
      { unit: 'pl-1pp', path: ['0903', '1004'], mp: 1 },
    ]);
    expect(s.awaiting).toEqual({ side: 'polish', kind: 'activation' });
  });
  it('9.24: a version-11 game displaces the HQ at once (the engine’s 1304) and pursues in the same batch', () => {
    const r = play(position({ 'op-10ds': '1005' }, ['polish'], 11), 'polish', [end, bothPursue], dice);
    expect(r.ok && r.events.find((e) => e.type === 'hq-overrun')!.data).toMatchObject({ to: '1304' });
    expect(ok(r).pieces['pl-1pul'].hex).toBe('1104');
    expect(ok(r).awaiting).toEqual({ side: 'polish', kind: 'activation' });
  });
  it('9.24: every path offered, the random player’s answers and the bot’s are accepted and finish the pursuit', () => {
    const asked = ok(play(position({ 'op-10ds': '1005' }, ['polish']), 'polish', [end, bothPursue], dice));
    const answers = [
      ...wojna.view(asked, 'polish').options.choices[0].targets!.map((t) => ({ orders: [t.order as WojnaOrder] })),
      ...[1, 2, 3, 4, 5, 6].map((i) => wojna.randomBatch(asked, 'polish', new SeededDice(i))),
      wojna.botBatch!(asked, 'polish', new FixedDice([])),
    ];
    const seen = new Set<string>();
    for (const b of answers) {
      const s = ok(wojna.apply(asked, 'polish', b, new FixedDice([])));
      expect(s.pieces['pl-1pul'].hex).toBe('1104');
      expect(s.activation!.combat).toBeUndefined();
      seen.add(s.pieces['op-10ds'].hex!);
    }
    expect([...seen].sort()).toEqual(['1304', '1305']);
  });
});

describe('13.17 lone artillery withdrawing from a pursuer, its owner’s choice (rules version 12)', () => {
  // 1 pp Leg. pursues 1004→1104 next to the Red artillery (morale 5) alone on 1205; it rolls 3 and passes
  const pursuing = attack([{ unit: 'pl-1pp', path: ['1004', '1104'] }]);
  const asked = (): WojnaState => {
    // the owner's policy retreat: ask also asks its defence (14.7), answered with the policies
    const s = ok(play(position({ 'op-art': '1205' }, ['opposing']), 'polish', [end, pursuing]));
    return ok(play(s, 'opposing', [{ type: 'defend' }], d10s(0, 0, 0, 3)));
  };
  it('13.17: the owner is asked (1404, 1405 or 1406); the pursuer waits on 1104', () => {
    const s = asked();
    expect(s.awaiting).toEqual({ side: 'opposing', kind: 'contact' });
    expect(s.pieces['op-art'].hex).toBe('1205');
    expect(s.pieces['pl-1pp'].hex).toBe('1104');
    expect(ends(s, 'opposing')).toEqual(['1404', '1405', '1406']);
    expect(wojna.view(s, 'polish').options.choices).toEqual([]);
  });
  it('13.17: the owner withdraws it to 1406 via 1305 instead of the engine’s 1404; the pursuit is logged, the Poles go on', () => {
    const r = play(asked(), 'opposing', [{ type: 'displace', path: ['1305', '1406'] }]);
    expect(ok(r).pieces['op-art']).toMatchObject({ hex: '1406', level: 1 });
    expect(types(r)).toEqual(['contact-path', 'pursuit']);
    expect(ok(r).awaiting).toEqual({ side: 'polish', kind: 'activation' });
    expect(play(asked(), 'opposing', [{ type: 'displace', path: ['1206', '1207'] }])).toMatchObject({
      ok: false,
      error: { rule: '14.22', code: 'contact-path' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import { AUTO, division, fixtureMap, fixturePosition, ofType, play, refuse, unit, type PosUnit } from './testkit.js';
import { indexMap } from './mapindex.js';
import { de, FORT, fortMap, fortPos, OPEN, RING } from './testkit-fortress.js';
import owc from './index.js';
import type { OwcState } from './state.js';
import { RULES_VERSION, versionOf } from './version.js';
import { optionsView } from './view-options.js';
import { supplyOptions } from './view-supply.js';

/**
 * The rules of version 2 (version.ts), each against version 1, which games created before it keep.
 * Rule 25 on a small clear map: the Russian fortress in 1414 (strength 2, Kowno's in the 25.2
 * example), German corps on five of its neighbours; the sixth, OPEN, is walled in by more German corps,
 * so the fortress and OPEN are one pocket, encircled and not surrounded.
 */
const grid = indexMap(fortMap()).grid;
const ring = RING;
const germans = (): PosUnit[] => [
  ...ring.slice(1).map((h, i) => de(`de${i}`, h)),
  ...grid
    .neighbourCells(OPEN)
    .filter((x) => x !== FORT && !ring.includes(x))
    .map((h, i) => de(`dx${i}`, h)),
];
/** the position as a game created under `version` (positions are set up under the current one) */
const v = (s: OwcState, version: number): OwcState => {
  const { rulesVersion: _, ...rest } = s;
  return version >= 2 ? { ...rest, rulesVersion: version } : rest;
};
const fort = (units: PosUnit[], version: number, p: Record<string, unknown> = {}): OwcState =>
  v(fortPos([...germans(), ...units], p), version);
/** the Russians' turn ends (their repeat attack phase passed) in `stage` with the siege begun in the given stage */
const turnEnd = (units: PosUnit[], version: number, siege: Record<string, number>, stage: number) =>
  fort(units, version, { phasing: 'russians', phase: 'repeat', stage, works: { strength: { [FORT]: 2 }, siege } });
const garrison = () => [unit('r1', 'russians', FORT), unit('r2', 'russians', FORT, { sp: 1, r: 8 })];

describe('rules version 2', () => {
  it('version.ts: a new game is created under the current version (10) and says so; one created under version 1 writes none', () => {
    expect(RULES_VERSION).toBe(11);
    expect(owc.rulesVersion).toBe(11);
    expect(owc.setup('C', {}, new FixedDice([])).rulesVersion).toBe(11);
    const old = owc.setup('C', {}, new FixedDice([]), { rulesVersion: 1 });
    expect('rulesVersion' in old).toBe(false);
    expect(versionOf(old)).toBe(1);
  });
});

describe('25.5 (AMB-31) the pocket outside the fortress', () => {
  it('25.5: in the grace the pocket unit in OPEN skips 8.7 too (v2); under v1 it checks at R − 4 = 5', () => {
    const units = [...garrison(), unit('r3', 'russians', OPEN)];
    const v2 = play(turnEnd(units, 2, {}, 1), 'russians', [{ type: 'end-phase' }]);
    expect(ofType(v2.events, 'check')).toEqual([]);
    expect(ofType(v2.events, 'siege')).toEqual([{ hex: FORT, side: 'russians', step: 'begun', grace: 2 }]);
    const v1 = play(turnEnd(units, 1, {}, 1), 'russians', [{ type: 'end-phase' }], [12]);
    expect(ofType(v1.events, 'check')).toEqual([
      expect.objectContaining({ unit: 'r3', why: 'breakout', target: 5, roll: 12, ok: false }),
    ]);
    expect(v1.state.units.r3.where).toBe('dead');
  });
  it('25.5: still in the grace a stage later (strength 2): no check in the pocket', () => {
    const units = [...garrison(), unit('r3', 'russians', OPEN)];
    expect(
      ofType(play(turnEnd(units, 2, { [FORT]: 2 }, 3), 'russians', [{ type: 'end-phase' }]).events, 'check'),
    ).toEqual([]);
  });
  it('25.5: after the grace OPEN follows 8.7 (R 9 − 4 = 5), and the fortress checks at R + 2 − the pocket SP 5 = 6', () => {
    const units = [...garrison(), unit('r3', 'russians', OPEN)];
    const r = play(turnEnd(units, 2, { [FORT]: 1 }, 3), 'russians', [{ type: 'end-phase' }], [5, 6]);
    expect(ofType(r.events, 'check')).toEqual([
      expect.objectContaining({ unit: 'r3', why: 'breakout', target: 5, roll: 5, ok: true }),
      expect.objectContaining({ unit: 'r1', why: 'siege', target: 6, roll: 6, ok: true }),
    ]);
  });
  it('25.5: 2 SP in the fortress and 2 in OPEN: the pocket (4 SP) starts the siege; the fortress never checks, OPEN does after the grace', () => {
    const units = [unit('r1', 'russians', FORT), unit('r3', 'russians', OPEN)];
    const begun = play(turnEnd(units, 2, {}, 1), 'russians', [{ type: 'end-phase' }]);
    expect(ofType(begun.events, 'siege')).toMatchObject([{ step: 'begun' }]);
    expect(ofType(begun.events, 'check')).toEqual([]);
    const after = play(turnEnd(units, 2, { [FORT]: 1 }, 3), 'russians', [{ type: 'end-phase' }], [1]);
    expect(ofType(after.events, 'check').map((c) => [c.unit, c.why])).toEqual([['r3', 'breakout']]);
  });
});

describe('25.5 (DP-12) the owner names the siege roller', () => {
  const supply = (version: number) =>
    fort(garrison(), version, {
      phasing: 'russians',
      phase: 'supply',
      works: { strength: { [FORT]: 2 }, siege: { [FORT]: 1 } },
    });
  it('25.5: in the supply batch the owner names r2 (R 8); the view offers each unit of the besieged fortress', () => {
    const s = supply(2);
    const ids = supplyOptions(s, undefined)
      .choices.filter((c) => (c.order as { type?: string } | undefined)?.type === 'roller')
      .map((c) => c.piece);
    expect(ids.sort()).toEqual(['r1', 'r2']);
    const r = play(s, 'russians', [{ type: 'supply' }, { type: 'roller', hex: FORT, unit: 'r2' }]);
    expect(r.state.works!.roller).toEqual({ [FORT]: 'r2' });
  });
  it('25.5: the named unit checks at its R: 8 + 2 − 3 = 7 (the highest R, r1, would be 8)', () => {
    const s = turnEnd(garrison(), 2, { [FORT]: 1 }, 3);
    s.works!.roller = { [FORT]: 'r2' };
    const r = play(s, 'russians', [{ type: 'end-phase' }], [7]);
    expect(ofType(r.events, 'check')[0]).toMatchObject({ unit: 'r2', target: 7, roll: 7, ok: true, why: 'siege' });
  });
  it('25.5: a unit outside the fortress, or a game under v1, is refused', () => {
    expect(
      refuse(supply(2), 'russians', [{ type: 'supply' }, { type: 'roller', hex: FORT, unit: 'de0' }]),
    ).toMatchObject({
      rule: '25.5',
      at: 'orders[1].unit',
    });
    expect(
      refuse(supply(1), 'russians', [{ type: 'supply' }, { type: 'roller', hex: FORT, unit: 'r2' }]),
    ).toMatchObject({
      rule: '25.5',
    });
  });
});

describe('25.6 abandoning an isolated fortress', () => {
  const attackers = ['de0', 'de1', 'de2', 'de3'];
  const abandon = (version: number) =>
    fort([unit('xx', 'russians', FORT)], version, {
      standing: { ...AUTO, russians: { ...AUTO.russians, abandon: 'always' } },
    });
  it('25.6: the defender gives up the isolated fortress: a normal attack (8:2, no fortress strength), and its success captures the fortress while XX retreats', () => {
    const r = play(abandon(2), 'allies', [{ type: 'attack', target: FORT, units: attackers }], [1, 1, 1, 1]);
    const a = ofType(r.events, 'attack')[0];
    expect(owc.describe(r.events.find((e) => e.type === 'attack')!, 'en')).toContain(
      'the fortress is not defended (25.6)',
    );
    expect([a.a, a.d, a.abandoned]).toEqual([8, 2, true]);
    expect(ofType(r.events, 'fortress-check')).toEqual([]);
    expect(r.state.works!.captured).toEqual([FORT]);
    expect(r.state.units.xx).toMatchObject({ where: 'map', hex: OPEN });
  });
  it('25.6: under v1, or with the standing order `never`, the fortress defends: 8:4 and XX, isolated, is eliminated on a break', () => {
    for (const s of [abandon(1), fort([unit('xx', 'russians', FORT)], 2)]) {
      const r = play(s, 'allies', [{ type: 'attack', target: FORT, units: attackers }], [1, 12]);
      expect(ofType(r.events, 'attack')[0]).toMatchObject({ a: 8, d: 4 });
      expect(r.state.units.xx.where).toBe('dead');
    }
  });
  it('25.6: a surrounded fortress cannot be abandoned', () => {
    const s = fort([unit('xx', 'russians', FORT), de('de9', OPEN)], 2, {
      standing: { ...AUTO, russians: { ...AUTO.russians, abandon: 'always' } },
    });
    const r = play(s, 'allies', [{ type: 'attack', target: FORT, units: attackers }], [1, 12]);
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ a: 8, d: 4 });
  });
  it('25.6: the standing order is offered only under v2 in games with fortresses', () => {
    const keys = (s: OwcState) => (optionsView(s, 'russians').standing ?? []).map((x) => x.key);
    expect(keys(abandon(2))).toContain('abandon');
    const field = optionsView(abandon(2), 'russians').standing!.find((x) => x.key === 'abandon')!;
    expect([field.label.en, field.current, field.values.map((x) => x.label.en)]).toEqual([
      'Giving up the defence of an isolated fortress (25.6)',
      'always',
      ['never', 'always'],
    ]);
    expect(keys(abandon(1))).not.toContain('abandon');
  });
});

describe('24 (AMB-14) the game option trenchCover', () => {
  const H = '1414';
  const g = indexMap(fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 14 })).grid;
  const [N0] = g.neighbourCells(H);
  const pos = (version: number, cover: 'hexsides' | 'whole-hex', from: string) =>
    v(
      fixturePosition(
        fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 14 }),
        {
          rules: ['core', 'supply', 'trenches'],
          standing: AUTO,
          phase: 'supply',
          supply: { income: { allies: 0, russians: 0 }, levels: { allies: { G: 10 }, russians: { G: 10 } } },
          units: [unit('a', 'allies', H), unit('r', 'russians', from, { sp: 3 })],
        },
        { trenchCover: cover },
      ),
      version,
    );
  const rear = g.neighbourCells(H).find((x) => x !== N0 && !g.common(H, N0).includes(x))!;
  it('24 (AMB-14): whole-hex: the marker covers all six hexsides, so an attack from the rear is −1 too', () => {
    const built = play(pos(2, 'whole-hex', rear), 'allies', [
      { type: 'supply' },
      { type: 'trench', units: ['a'], facing: N0 },
    ]);
    expect(built.state.works!.trenches[H]).toEqual([...g.neighbourCells(H)].sort());
    const s = {
      ...built.state,
      phasing: 'russians' as const,
      phase: 'attack' as const,
      await: { side: 'russians' as const, kind: 'attack' as const },
    };
    const a = ofType(play(s, 'russians', [{ type: 'attack', target: H, units: ['r'] }], [12]).events, 'attack')[0];
    expect(a.mods).toContainEqual({ rule: '24', value: -1, what: 'trench' });
  });
  it('24 (AMB-14): hexsides (the default), or whole-hex in a v1 game: three hexsides, the rear open', () => {
    for (const s of [pos(2, 'hexsides', rear), pos(1, 'whole-hex', rear)]) {
      const built = play(s, 'allies', [{ type: 'supply' }, { type: 'trench', units: ['a'], facing: N0 }]);
      expect(built.state.works!.trenches[H]).toEqual([N0, ...g.common(H, N0)].sort());
    }
  });
});

describe('27 break-down at the start of the movement phase', () => {
  const H = '1212';
  const pos = (version: number, dug = false) => {
    const s = v(
      fixturePosition(fixtureMap({ rows: [10, 14], cols: [10, 14], westCols: 12 }), {
        rules: ['core', 'supply', 'breakdown'],
        standing: AUTO,
        phase: 'move',
        supply: { income: { allies: 0, russians: 0 }, levels: { allies: { G: 10 }, russians: { G: 10 } } },
        corps: { c: ['d1', 'd2'] },
        units: [
          unit('c', 'allies', H),
          ...['d1', 'd2'].map((d) => ({ ...division(d, 'allies', H, { r: 9 }), split: true })),
        ],
      }),
      version,
    );
    if (dug) s.units.c.dug = true;
    return s;
  };
  it('27: the corps breaks down as the movement batch starts and its divisions march apart in the same batch (v2)', () => {
    const s = pos(2);
    expect(optionsView(s, 'allies').choices.map((c) => c.id)).toContain('corps-split-c');
    const r = play(s, 'allies', [
      { type: 'move', unit: 'd1', path: ['1213'] },
      { type: 'split', unit: 'c' },
      { type: 'pass' },
    ]);
    expect([r.state.units.c.where, r.state.units.d1.hex, r.state.units.d2.hex]).toEqual(['split', '1213', H]);
  });
  it('27: under v1 break-down stays in the supply phase', () => {
    expect(refuse(pos(1), 'allies', [{ type: 'split', unit: 'c' }, { type: 'pass' }])).toMatchObject({
      rule: '27',
      at: 'orders[0].type',
    });
    expect(optionsView(pos(1), 'allies').choices.map((c) => c.id)).not.toContain('corps-split-c');
  });
  it('27: a corps that trenched this player-turn (24) passes that to its divisions: they may not march', () => {
    expect(
      refuse(pos(2, true), 'allies', [
        { type: 'split', unit: 'c' },
        { type: 'move', unit: 'd1', path: ['1213'] },
        { type: 'pass' },
      ]),
    ).toMatchObject({ at: 'orders[1].unit' });
  });
});

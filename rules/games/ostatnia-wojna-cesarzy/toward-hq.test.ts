import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import { boardOf } from './ctx.js';
import owc from './index.js';
import { heldHexes, marchTargets } from './movement.js';
import { fixtureMap, hq, ofType, play, refuse, unit, type PosUnit } from './testkit.js';
import type { OwcState } from './state.js';

/**
 * 21.5 move toward HQ (rules version 7), in the shape of the rulebook's example: Hoffmann's corps
 * (A) may enter the marsh M (very difficult) across a Russian control line because the step takes it
 * toward the 2nd Army HQ, whose range holds it; 52 DP (B), on the HQ's side of the marsh, may not:
 * for it the same kind of step leads away. Column 06 of an all-Austro-Hungarian map: A 1506, M 1406,
 * B 1306, the HQ (CR 3) 1206; a Russian corps beside A and M, another beside B and M.
 */
const A = '1506',
  M = '1406',
  B = '1306',
  HQ = '1206';
const map = fixtureMap({ rows: [10, 16], cols: [1, 12], westCols: 12, terrain: { [M]: 'marsh' } });
const grid = boardOf(
  owc.setup('A', { position: { map, area: null, units: [unit('x', 'russians', '1001')] } }, new FixedDice([])),
).m.grid;
/** the hex east of the step a→c beside both (the Russian whose CL the step crosses) */
const beside = (a: string, c: string): string => grid.common(a, c).find((h) => h.slice(2) > '06')!;
/** the same map with lakes on the marsh's two western hexsides: no way into it but across a CL */
const WEST = grid.neighbourCells(M).filter((h) => h.slice(2) < '06');
const closedMap = fixtureMap({
  rows: [10, 16],
  cols: [1, 12],
  westCols: 12,
  terrain: { [M]: 'marsh' },
  sides: WEST.map((h): [string, string, 'lake'] => [M, h, 'lake']),
});
const russians = (): PosUnit[] => [unit('ru-1', 'russians', beside(A, M)), unit('ru-2', 'russians', beside(B, M))];
const setup = (units: PosUnit[], version?: number, open = false): OwcState =>
  owc.setup(
    'A',
    {
      position: {
        map: open ? map : closedMap,
        area: null,
        rules: ['core', 'command'],
        units: [...units, ...russians()],
        phase: 'move',
      },
    },
    new FixedDice([]),
    version ? { rulesVersion: version } : undefined,
  );
const army = (): PosUnit => hq('ah-2a', 'allies', HQ, 3);
const move = (u: string, path: string[]) => ({ type: 'move' as const, unit: u, path });
const targets = (s: OwcState, u: string) =>
  marchTargets(s, boardOf(s), u, heldHexes(boardOf(s), 'allies'), undefined, true, true);

describe('21.5 move toward HQ (rules version 7)', () => {
  it('21.5 example: Hoffmann’s corps enters the marsh across the CL toward its HQ for 2 + 1 = 3 MP and is broken', () => {
    const s = setup([unit('hoffmann', 'allies', A), army()]);
    const r = play(s, 'allies', [move('hoffmann', [M])]);
    expect(r.state.units.hoffmann.hex).toBe(M);
    expect(r.state.units.hoffmann.broken).toBe(true);
    expect(ofType(r.events, 'move')[0].mp).toBe(3);
    expect(ofType(r.events, 'broken')).toEqual([{ unit: 'hoffmann', hex: M, why: 'toward-hq', hq: 'ah-2a' }]);
    expect(r.events.find((e) => e.type === 'broken')?.rule).toBe('21.5');
  });
  it('21.5 example: 52 DP may not: from its side the step into the marsh leads away from the HQ (6.2.2)', () => {
    const s = setup([unit('52', 'allies', B, { size: 'division', sp: 1, cl: false }), army()]);
    expect(refuse(s, 'allies', [move('52', [M])])).toMatchObject({ rule: '6.2.2', at: 'orders[0].path[0]' });
  });
  it('21.5: not out of the HQ’s range (CR 2 does not reach 1506), not for a broken unit, not face down', () => {
    const short = setup([unit('hoffmann', 'allies', A), hq('ah-2a', 'allies', HQ, 2)]);
    expect(refuse(short, 'allies', [move('hoffmann', [M])]).rule).toBe('6.2.2');
    const broken = setup([unit('hoffmann', 'allies', A, { broken: true }), army()]);
    expect(refuse(broken, 'allies', [move('hoffmann', [M])]).rule).toBe('6.2.2');
    const hidden = setup([{ ...unit('hoffmann', 'allies', A), concealed: true }, army()]);
    expect(refuse(hidden, 'allies', [move('hoffmann', [M])]).rule).toBe('6.2.2');
  });
  it('21.5: the step costs its terrain and the CL’s +1 (3 MP), so an infantry corps stops there; cavalry (4 MP) goes one clear hex on, broken', () => {
    const s = setup([unit('hoffmann', 'allies', A), army()], undefined, true);
    expect(refuse(s, 'allies', [move('hoffmann', [M, WEST[0]])])).toMatchObject({
      rule: '5.1.6',
      at: 'orders[0].path[1]',
    });
    const cav = setup([unit('cav', 'allies', A, { arm: 'cavalry', sp: 1 }), army()], undefined, true);
    const r = play(cav, 'allies', [move('cav', [M, WEST[0]])]); // west of the marsh, out of every CL
    expect(ofType(r.events, 'move')[0].mp).toBe(4);
    expect(r.state.units.cav.broken).toBe(true);
  });
  it('21.5: the view offers the marsh to Hoffmann with its price named, and apply takes the offer; not to 52 DP', () => {
    const s = setup([
      unit('hoffmann', 'allies', A),
      unit('52', 'allies', B, { size: 'division', sp: 1, cl: false }),
      army(),
    ]);
    const t = targets(s, 'hoffmann').find((x) => x.cell === M);
    expect(t).toMatchObject({ cost: 3, path: [M], towardHq: 'ah-2a' });
    expect(targets(s, '52').some((x) => x.cell === M)).toBe(false);
    const choice = owc.view(s, 'allies').options.choices.find((c) => c.piece === 'hoffmann' && c.targets?.length);
    const offered = choice?.targets?.find((x) => x.cell === M);
    expect(offered?.label?.en).toBe('Move toward ah-2a: the unit becomes broken (21.5)');
    expect(play(s, 'allies', [offered!.order as ReturnType<typeof move>]).state.units.hoffmann.broken).toBe(true);
  });
  it('21.5: not in an obligation’s marches (5.3 counts no march that would break the unit)', () => {
    const s = setup([unit('hoffmann', 'allies', A), army()]);
    expect(marchTargets(s, boardOf(s), 'hoffmann', heldHexes(boardOf(s), 'allies')).some((x) => x.cell === M)).toBe(
      false,
    );
  });
  it('21.5 with 6.2.2 exception 1: onto a friend that held the marsh since the phase began, the whole move is exception 1: no break', () => {
    const s = setup([unit('hoffmann', 'allies', A), unit('friend', 'allies', M), army()]);
    const r = play(s, 'allies', [move('hoffmann', [M])]);
    expect(r.state.units.hoffmann.broken).toBeFalsy();
    expect(r.state.units.hoffmann.noAttack).toBe(true);
  });
  it('21.5 from rules version 7: under version 6 the step stays forbidden (6.2.2)', () => {
    const s = setup([unit('hoffmann', 'allies', A), army()], 6);
    expect(refuse(s, 'allies', [move('hoffmann', [M])])).toMatchObject({ rule: '6.2.2', at: 'orders[0].path[0]' });
    expect(targets(s, 'hoffmann').some((x) => x.cell === M)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../core/dice.js';
import wojna from './index.js';
import type { WojnaOrder } from './orders.js';
import { parsePack } from './pack-check.js';
import { PACK, RAW_PACK } from './pack.js';
import type { WojnaState } from './state.js';
import { d10s, ok, packWith, started } from './testkit.js';

/**
 * A position with pieces of both sides on one hex (12.1) is refused, in a pack and when typed by a player (rules
 * version 12 on). Found while looking into a "lone HQ" on 1105 that set off no contact from a pursuer on 1104: the
 * encircled-open position has the Polish 6th Infantry on 1105, so the HQ put there by a test shared its hex with an
 * enemy unit and was never alone (9.24 looks for a hex of enemy HQs without units). Put on a hex of its own next to
 * the pursuer, the HQ is displaced as 9.24 says.
 */
const encircled = PACK.scenarios
  .find((s) => s.id === 'exercise-1920')!
  .positions.find((p) => p.id === 'encircled-open')!;
const typed = (extra: { piece: string; hex: string }[]) => ({
  turn: encircled.turn,
  pieces: [...encircled.pieces.filter((p) => !extra.some((e) => e.piece === p.piece)), ...extra],
});
const setup = (position: unknown, rulesVersion?: number) =>
  wojna.setup('exercise-1920', { position } as never, new SeededDice(7), rulesVersion ? { rulesVersion } : undefined);

describe('12.1 one side a hex: positions refused', () => {
  it('12.1: the encircled-open position with the 10th Division HQ on 1105, where the Polish 6th Infantry stands, is refused naming both', () => {
    expect(encircled.pieces).toContainEqual(expect.objectContaining({ piece: 'pl-6pp', hex: '1105' }));
    expect(() => setup(typed([{ piece: 'op-10ds', hex: '1105' }]))).toThrow(
      'position refused: pieces[10].hex: 1105 already holds pl-6pp of the other side (12.1: one side a hex)',
    );
    // on 1205, a hex of its own, the same position sets up
    expect(setup(typed([{ piece: 'op-10ds', hex: '1205' }])).pieces['op-10ds'].hex).toBe('1205');
  });
  it('12.1: a typed position naming no counter (op-99ds), a hex off the 16 × 12 map (1713) or level 3 of the 2-level 6th Infantry is refused', () => {
    expect(() => setup(typed([{ piece: 'op-99ds', hex: '1205' }]))).toThrow(/no piece op-99ds/);
    expect(() => setup(typed([{ piece: 'op-10ds', hex: '1713' }]))).toThrow(/hex 1713 is not on the map/);
    expect(() =>
      setup({
        turn: 2,
        pieces: [...encircled.pieces.filter((p) => p.piece !== 'pl-6pp'), { piece: 'pl-6pp', hex: '1105', level: 3 }],
      }),
    ).toThrow(/pieces\[9\]\.level: pl-6pp has no level 3/);
  });
  it('12.1: a version-11 game replays the position it was given (the check is from rules version 12)', () => {
    expect(setup(typed([{ piece: 'op-10ds', hex: '1105' }]), 11).pieces['op-10ds'].hex).toBe('1105');
  });
  it('12.1: a pack whose position puts the 10th Division HQ on 1105 with the 6th Infantry is refused at that entry', () => {
    expect(parsePack(RAW_PACK).ok).toBe(true);
    const r = parsePack(
      JSON.parse(
        JSON.stringify(RAW_PACK, (_k, v) =>
          v && typeof v === 'object' && v.id === 'encircled-open'
            ? { ...v, pieces: [...v.pieces, { piece: 'op-10ds', hex: '1105' }] }
            : v,
        ),
      ),
    );
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.map((e) => e.message)).toContainEqual(
      '1105 already holds pl-6pp of the other side (12.1: one side a hex)',
    );
  });
  it('12.1: a scenario setup with both sides on 0905 is refused', () => {
    expect(() =>
      packWith((raw) => {
        const sc = raw.scenarios.find((s: { id: string }) => s.id === 'exercise-1920');
        sc.setup.push({ piece: 'op-10ds', hex: sc.setup.find((e: { piece: string }) => e.piece === 'pl-1dp').hex });
      }),
    ).toThrow(/already holds .* of the other side \(12\.1/);
  });
});

describe('9.24 a lone HQ next to a pursuer on a hex of its own', () => {
  it('9.24: the 10th Division HQ alone on 1205 (next to 1104, not 1004): 1 p. uł. pursuing 1004→1104 sets it off, roll 4 displaces it 3 hexes, the Poles asked', () => {
    let s: WojnaState = started('exercise-1920', { position: 'encircled-open' }, new FixedDice(d10s(0, 9, 0)));
    s.pieces['op-10ds'] = { hex: '1205', level: 1 };
    const play = (st: WojnaState, orders: WojnaOrder[], dice: number[] = []) =>
      wojna.apply(st, 'polish', { orders }, new FixedDice(dice));
    s = ok(play(s, [{ type: 'standing', key: 'retreat', value: 'ask' }]));
    const attack: WojnaOrder = {
      type: 'attack',
      target: '1004',
      attackers: ['pl-1pp', 'pl-1pul'],
      pursue: [{ unit: 'pl-1pul', path: ['1004', '1104'] }],
    };
    const r = play(s, [{ type: 'end' }, attack], d10s(0, 0, 0, 4));
    expect(r.ok && r.events.at(-1)).toMatchObject({
      type: 'hq-overrun',
      rule: '9.24',
      data: { hq: 'op-10ds', arm: 'cavalry', roll: 4, displace: 3, asked: 'polish' },
    });
    expect(ok(r).awaiting).toEqual({ side: 'polish', kind: 'contact' });
    expect(ok(r).pieces['pl-1pul'].hex).toBe('1104');
  });
});

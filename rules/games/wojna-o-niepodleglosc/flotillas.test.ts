import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import { checkPursuit } from './combat-pursuit.js';
import { riverStep } from './flotillas.js';
import wojna from './index.js';
import type { WojnaOrder } from './orders.js';
import { parsePack } from './pack-check.js';
import { RAW_PACK } from './pack.js';
import type { WojnaState } from './state.js';
import { board, moveAlone, ok, turnTwo } from './testkit.js';
import { moveChoice } from './view.js';
import { ctxOf } from './state.js';

/**
 * Ch. 16 in play (rules version 6). Our exercise map: the navigable Wierzba runs south along the
 * hexsides between columns 08 and 09 (0801|0901 first, 0812|0912 last). The Polish ship Pomorzanin
 * (MA 4, strength 2) and the Polish army HQ; turn 2 opens with the Polish activation.
 */
const game = (ship: string, enemies: Record<string, string> = {}, rulesVersion?: number): WojnaState =>
  turnTwo({ 'pl-ship': ship, ...enemies }, rulesVersion);
const refusal = (r: ReturnType<typeof moveAlone>) => (r.ok ? null : { rule: r.error.rule, at: r.error.at });

describe('ch. 16 river flotillas in play (rules version 6)', () => {
  it('16.1, 16.3: downstream the ship sails its whole MA 4 (0806 → 0810, 4 hexes at 1 MP)', () => {
    const s = ok(moveAlone(game('0806'), 'polish', 'pl-ship', ['0806', '0807', '0808', '0809', '0810']));
    expect(s.pieces['pl-ship'].hex).toBe('0810');
    expect(s.activation!.spent['pl-ship']).toBe(8);
  });
  it('16.3 (TC-11, AMB-26): upstream MA 4 leaves 3 MP: 3 hexes, the fourth refused', () => {
    const s = game('0806');
    expect(ok(moveAlone(s, 'polish', 'pl-ship', ['0806', '0805', '0804', '0803'])).pieces['pl-ship'].hex).toBe('0803');
    expect(refusal(moveAlone(s, 'polish', 'pl-ship', ['0806', '0805', '0804', '0803', '0802']))).toEqual({
      rule: '16.3',
      at: 'orders[0].path[4]',
    });
  });
  it('16.3: crossing to the other bank follows the river’s flow: a zigzag up the river is upstream', () => {
    const c = board({});
    expect(riverStep(c, '0806', '0906')).toEqual({ upstream: false }); // across: 0906 lies farther down (sides 10, 11 against 9, 10)
    expect(riverStep(c, '0906', '0806')).toEqual({ upstream: true }); // and back across is upstream
    expect(riverStep(c, '0806', '0706')).toBeNull(); // inland
  });
  it('16.1: a ship never leaves the river, nor enters a hex held by the enemy', () => {
    const s = game('0806', { 'op-23ps': '0808' });
    expect(refusal(moveAlone(s, 'polish', 'pl-ship', ['0806', '0706']))).toEqual({
      rule: '16.1',
      at: 'orders[0].path[1]',
    });
    expect(refusal(moveAlone(s, 'polish', 'pl-ship', ['0806', '0807', '0808']))).toEqual({
      rule: '16.1',
      at: 'orders[0].path[2]',
    });
  });
  it('16.2: ZOC does not hold a ship: it sails past an enemy regiment on the bank at 1 MP a hex', () => {
    const s = ok(moveAlone(game('0806', { 'op-23ps': '0907' }), 'polish', 'pl-ship', ['0806', '0807', '0808', '0809']));
    expect([s.pieces['pl-ship'].hex, s.activation!.spent['pl-ship']]).toEqual(['0809', 6]);
  });
  it('16.1: the view offers the ship every river hex it may reach, each at its cost (4 down, 3 up)', () => {
    const s = game('0806');
    const m = moveChoice(ctxOf(s), s, 'pl-ship')!;
    const cost = Object.fromEntries(m.targets!.map((t) => [t.cell, t.cost]));
    expect([cost['0810'], cost['0803'], cost['0802'], cost['0706']]).toEqual([4, 3, undefined, undefined]);
  });
  it('version 5 games keep their ships in port (16.1 refused as before)', () => {
    expect(refusal(moveAlone(game('0806', {}, 5), 'polish', 'pl-ship', ['0806', '0807']))).toEqual({
      rule: '16.1',
      at: 'orders[0].piece',
    });
  });
});

describe('13.12 a river unit reacts (rules version 6)', () => {
  /** the Poles' policy always-max, their activation ended; the Red 23 ps (with its HQs) to move next to the ship */
  const opposingMoves = (rulesVersion?: number) => {
    let s = game('0806', { 'op-23ps': '0604', 'op-8ds': '0603', 'op-group': '0602' }, rulesVersion);
    const standing: WojnaOrder = { type: 'standing', key: 'reaction', value: 'always-max' };
    s = ok(wojna.apply(s, 'polish', { orders: [standing, { type: 'end' }] }, new FixedDice([])));
    while (s.awaiting?.side === 'polish')
      s = ok(wojna.apply(s, 'polish', { orders: [{ type: 'end' }] }, new FixedDice(Array(20).fill(0))));
    const move: WojnaOrder = { type: 'move', piece: 'op-23ps', path: ['0604', '0704', '0705'] };
    const r = wojna.apply(s, 'opposing', { orders: [move] }, new FixedDice(Array(20).fill(0)));
    return r.ok ? r.events.filter((e) => e.type === 'reaction').map((e) => e.data) : [];
  };
  it('13.12: infantry enters 0705 next to the ship: it sails 6 hexes away down the river, alone, with no ZOC test (16.2)', () => {
    expect(opposingMoves()).toEqual([
      expect.objectContaining({
        units: ['pl-ship'],
        hqs: [],
        path: ['0806', '0906', '0907', '0908', '0909', '0910', '0911'],
        zocHexes: [],
      }),
    ]);
  });
  it('version 5: the ship does not react', () => {
    expect(opposingMoves(5)).toEqual([]);
  });
});

describe('16.4 when a river unit fights', () => {
  const attack = (target: string): WojnaOrder => ({ type: 'attack', target, attackers: ['pl-ship'] });
  const combat = (enemy: string, rulesVersion?: number): WojnaState =>
    ok(
      wojna.apply(
        game('0810', { 'op-23ps': enemy }, rulesVersion),
        'polish',
        { orders: [{ type: 'end' }] },
        new FixedDice([]),
      ),
    );
  it('16.4(2): a ship attacks a hex on the river next to it (0910, across the Wierzba)', () => {
    const r = wojna.apply(combat('0910'), 'polish', { orders: [attack('0910')] }, new FixedDice(Array(10).fill(0)));
    expect(r.ok && r.events.some((e) => e.type === 'combat')).toBe(true);
  });
  it('16.4: an inland hex (0710) is not the ship’s fight; a version 5 game still allows it', () => {
    const r = wojna.apply(combat('0710'), 'polish', { orders: [attack('0710')] }, new FixedDice([]));
    expect(r.ok ? null : r.error.rule).toBe('16.4');
    const v5 = wojna.apply(combat('0710', 5), 'polish', { orders: [attack('0710')] }, new FixedDice(Array(10).fill(0)));
    expect(v5.ok).toBe(true);
  });
});

describe('16.5 pursuit and the pack', () => {
  it('16.5 (AMB-24): a ship pursues x hexes along the river only (x = 2: 0910 then 0911)', () => {
    const c = board({ 'pl-ship': '0810' });
    expect(checkPursuit(c, 'pl-ship', ['0810', '0910', '0911'], '0910', 2)).toMatchObject({ ok: true, spentHp: 4 });
    expect(checkPursuit(c, 'pl-ship', ['0810', '0910', '1010'], '0910', 2)).toMatchObject({ ok: false, rule: '16.1' });
    expect(checkPursuit(c, 'pl-ship', ['0810', '0910', '0911', '0912'], '0910', 2)).toMatchObject({ ok: false });
  });
  it('16.1: the pack refuses a river unit set up off a navigable river, by its path', () => {
    const raw = JSON.parse(JSON.stringify(RAW_PACK));
    const sc = raw.scenarios.find((x: { id: string }) => x.id === 'exercise-1920');
    sc.setup.find((e: { piece: string }) => e.piece === 'pl-ship').hex = '0706';
    const r = parsePack(raw);
    expect(r.ok ? [] : r.errors.filter((e) => e.message.includes('16.1')).map((e) => e.path)).toHaveLength(1);
  });
});

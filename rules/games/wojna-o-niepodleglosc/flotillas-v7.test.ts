import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import { defaultRetreat, retreatPaths } from './combat-retreat.js';
import { modifiers, strengths } from './combat.js';
import { watchedHexsides } from './flotillas.js';
import wojna from './index.js';
import { checkMove } from './movement.js';
import { ctxOf, type WojnaState } from './state.js';
import { board, ok, turnTwo } from './testkit.js';
import { moveChoice } from './view.js';

/**
 * The rest of ch. 16 in play (rules version 7) on our exercise map: the navigable Wierzba runs south
 * between columns 08 and 09; the Polish ship Pomorzanin (MA 4, strength 2 then 1, one star, 2 levels).
 */
const game = (pieces: Record<string, string>, rulesVersion?: number): WojnaState => turnTwo(pieces, rulesVersion);

describe('10.2(3), AMB-25: a ship’s ZOC on river crossings (rules version 7)', () => {
  it('AMB-25: a ship on 0806 watches its two river sides and the two meeting its hex at a vertex', () => {
    expect(watchedHexsides(board({}), '0806').sort()).toEqual(['0805|0905', '0806|0905', '0806|0906', '0807|0906']);
  });
  it('10.2(3): 23 ps (MA 5) crossing 0905 → 0805 beside the ship pays the ZOC exit (3 MP) on top of the river (3 MP): the whole move', () => {
    const c = board({ 'pl-ship': '0806', 'op-23ps': '0905' });
    expect(checkMove(c, 'op-23ps', ['0905', '0805'])).toMatchObject({ ok: true, spentHp: 10, stopped: true });
    expect(checkMove(c, 'op-23ps', ['0905', '0805', '0705'])).toMatchObject({ ok: false, rule: '13.2' });
    // without the ship, or at 0904 → 0804 (a crossing the ship does not watch): 3 MP
    expect(checkMove(board({ 'op-23ps': '0905' }), 'op-23ps', ['0905', '0805'])).toMatchObject({ spentHp: 6 });
    const far = board({ 'pl-ship': '0806', 'op-23ps': '0904' });
    expect(checkMove(far, 'op-23ps', ['0904', '0804'])).toMatchObject({ ok: true, spentHp: 6, stopped: false });
  });
  it('10.2(3): the view sends 23 ps round by 0904 and the unwatched crossing 0904 → 0805 (1 + 3 = 4 MP); a version 6 game crosses straight at 3 MP', () => {
    const cost = (v?: number) => {
      const s = game({ 'pl-ship': '0806', 'op-23ps': '0905' }, v);
      const m = moveChoice(ctxOf(s), s, 'op-23ps')!;
      return m.targets!.find((t) => t.cell === '0805')?.cost;
    };
    expect([cost(), cost(6)]).toEqual([4, 3]);
  });
});

describe('14.29: a ship retreating past an enemy unit (rules version 7)', () => {
  it('14.29: past one enemy hex a roll each; past two at once the step is closed', () => {
    const c = board({ 'pl-ship': '0810', 'op-23ps': '0910' });
    expect(retreatPaths(c, ['pl-ship'], '0810', 1, ['op-23ps']).map((p) => [p.path[1], p.passes ?? []])).toEqual([
      ['0809', []],
      ['0909', ['0910']],
      ['0811', ['0910']],
    ]);
    expect(defaultRetreat(c, ['pl-ship'], '0810', 1, ['op-23ps'])?.path).toEqual(['0810', '0809']);
    // with 24 ps on 0710 the step 0810 → 0811 passes 0910 and 0710 at once: closed
    const two = board({ 'pl-ship': '0810', 'op-23ps': '0910', 'op-24ps': '0710' });
    expect(retreatPaths(two, ['pl-ship'], '0810', 1, ['op-23ps']).map((p) => p.path[1])).toEqual(['0809', '0909']);
  });
  const retreatAfterAttack = (faces: number[]) => {
    const s = ok(
      wojna.apply(
        game({ 'pl-ship': '0810', 'op-23ps': '0910', 'op-24ps': '0709' }),
        'polish',
        { orders: [{ type: 'end' }] },
        new FixedDice([]),
      ),
    );
    const r = wojna.apply(
      s,
      'polish',
      { orders: [{ type: 'attack', target: '0910', attackers: ['pl-ship'] }] },
      new FixedDice(faces),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return {
      events: r.events.filter((e) => e.type === 'river-pass').map((e) => e.data),
      ship: r.state.pieces['pl-ship'],
    };
  };
  it('14.29: the ship (2 v 4, roll 2: total −2, retreat 1 and a loss) sails 0810 → 0809 past 23 ps on 0709: 3 passes', () => {
    const r = retreatAfterAttack([2, 3]);
    expect(r.events).toEqual([{ unit: 'pl-ship', hex: '0709', roll: 3, result: 'passes' }]);
    expect(r.ship).toMatchObject({ hex: '0809', level: 2 });
  });
  it('14.29: on 9 the ship, down to its last level, is eliminated', () => {
    const r = retreatAfterAttack([2, 9, 9]);
    expect(r.events).toEqual([{ unit: 'pl-ship', hex: '0709', roll: 9, result: 'eliminated' }]);
    expect(r.ship.hex).toBeNull();
  });
});

describe('16.4(1): a ship supports a neighbouring defence (rules version 7)', () => {
  const plan = { target: '0805', attackers: ['op-23ps'] };
  it('16.4(1): 23 ps (4) crosses 0905 → 0805 beside the ship on 0806: the defence counts 5 pp (3) + the ship (2) = 5 and the star', () => {
    const c = board({ 'pl-ship': '0806', 'pl-5pp': '0805', 'op-23ps': '0905' });
    const alone = board({ 'pl-ship': '0802', 'pl-5pp': '0805', 'op-23ps': '0905' });
    expect([strengths(alone, plan).defence, strengths(c, plan).defence]).toEqual([
      strengths(alone, plan).defence,
      strengths(alone, plan).defence + 2,
    ]);
    expect(modifiers(c, 'opposing', plan).find((m) => m.id === 'trains')?.value).toBe(-1);
    expect(modifiers(alone, 'opposing', plan).find((m) => m.id === 'trains')).toBeUndefined();
  });
  it('16.4(1): an attack from the same bank (0705 → 0805) crosses no river: the ship stays out', () => {
    const c = board({ 'pl-ship': '0806', 'pl-5pp': '0805', 'op-23ps': '0705' });
    const alone = board({ 'pl-5pp': '0805', 'op-23ps': '0705' });
    const p = { target: '0805', attackers: ['op-23ps'] };
    expect(strengths(c, p).defence).toBe(strengths(alone, p).defence);
  });
  it('version 6: the ship does not join', () => {
    const c = { ...board({ 'pl-ship': '0806', 'pl-5pp': '0805', 'op-23ps': '0905' }), rulesVersion: 6 };
    const alone = board({ 'pl-5pp': '0805', 'op-23ps': '0905' });
    expect(strengths(c, plan).defence).toBe(strengths(alone, plan).defence);
  });
});

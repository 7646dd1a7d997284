import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { at, bot, of } from './bot-testkit.js';
import owc from './index.js';
import type { SideId } from './schema.js';
import { AUTO, ofType, play, type PosUnit, scenarioAt, unit } from './testkit.js';

/**
 * The bot's use of concealment and reconnaissance (16, 16.1), the reserve movement phase (4.2),
 * special attacks (23) and trenches (24), on a small all-clear map (Galician front G; Austro-Hungarian
 * up to column 13). Around 1313 lie 1213 1214 1314 1413 1312 1212.
 */
const SUPPLY = { income: { allies: 4, russians: 4 }, levels: { allies: { G: 14 }, russians: { G: 14 } } };

describe('16, 16.1: concealment and reconnaissance', () => {
  it('16: at the end of its movement it turns face down the units 3 hexes or more from every enemy; not one 2 hexes away, not cavalry', () => {
    const s = at(
      'move',
      [
        { ...unit('far', 'allies', '1013'), moved: true }, // 4 hexes from 1413
        { ...unit('near', 'allies', '1213'), moved: true }, // 2 from 1413
        { ...unit('cav', 'allies', '1011', { arm: 'cavalry' }), moved: true },
        unit('r', 'russians', '1413'),
      ],
      { rules: ['core', 'concealment'] },
    );
    const os = bot(s, 'allies');
    expect(of(os, 'conceal')).toEqual([{ type: 'conceal', units: ['far'] }]);
    const after = play(s, 'allies', os).state;
    expect([after.units.far.concealed, after.units.near.concealed, after.units.cav.concealed]).toEqual([
      true,
      undefined,
      undefined,
    ]);
  });

  /** two Allied 2-SP corps beside a face-down Russian corps of 1 SP (believed 3 SP) in 1413, at the Allied supply phase */
  const hidden = () =>
    at(
      'supply',
      [
        unit('a1', 'allies', '1313'),
        unit('a2', 'allies', '1314'),
        { ...unit('r', 'russians', '1413', { sp: 1 }), concealed: true },
      ],
      { rules: ['core', 'concealment'], standing: { ...AUTO, allies: { ...AUTO.allies, ownRmp: 'never' } } },
    );
  it('16.4: it does not attack a face-down stack at 6 in 12 (4 SP against the 3 it believes): the unknown needs a margin', () => {
    const s = structuredClone(hidden());
    s.phase = 'attack';
    s.await = { side: 'allies', kind: 'attack' };
    expect(bot(s)).toEqual([{ type: 'end-phase' }]);
  });
  it('16.1: it reconnoitres the face-down stack beside it in its supply phase, then attacks what it found (4 SP against 1)', () => {
    let s = hidden();
    expect(s.await).toEqual({ side: 'allies', kind: 'recon' });
    const recon = bot(s);
    expect(recon).toEqual([{ type: 'recon', unit: 'a1', hex: '1413' }, { type: 'pass' }]);
    s = play(s, 'allies', recon).state;
    expect(s.units.r.concealed).toBeUndefined();
    expect(s.await).toEqual({ side: 'allies', kind: 'attack' });
    expect(bot(s)).toEqual([{ type: 'attack', target: '1413', units: ['a1', 'a2'] }]);
  });
  it('16.1: the scout is a face-up unit before a face-down one (reconnoitring turns it face up, 16.2)', () => {
    const s = at(
      'supply',
      [
        { ...unit('up', 'allies', '1314', { sp: 3 }), concealed: false },
        { ...unit('down', 'allies', '1313', { sp: 1 }), concealed: true },
        { ...unit('r', 'russians', '1413'), concealed: true },
      ],
      { rules: ['core', 'concealment'] },
    );
    expect(of(bot(s), 'recon')).toEqual([{ type: 'recon', unit: 'up', hex: '1413' }]);
  });
  it('16.1, 22.1: in scenario C, with 6 SP commanded beside a face-down stack, it pays a limited operation in advance so that it may reconnoitre, and then does', () => {
    let s = scenarioAt('C', {
      stage: 1,
      phasing: 'russians',
      phase: 'supply',
      units: [
        { id: 'ru-ix', hex: '3413' },
        { id: 'ru-xi', hex: '3413' },
        { id: 'ru-x', hex: '3513' },
        { id: 'ru-9a', hex: '3514' },
        { id: 'ah-vi', hex: '3412', concealed: true },
      ],
    });
    expect(s.await).toEqual({ side: 'russians', kind: 'supply' });
    const plan = of(bot(s), 'supply')[0];
    expect(Object.values(plan.prepay ?? {})).toEqual(['limited']);
    s = play(s, 'russians', bot(s)).state;
    expect(s.await).toEqual({ side: 'russians', kind: 'recon' });
    expect(of(bot(s), 'recon').map((o) => o.hex)).toEqual(['3412']);
  });
});

describe('23: special attacks', () => {
  const attackAt = (phasing: SideId, units: PosUnit[]) =>
    at('attack', units, { phasing, rules: ['core', 'supply', 'special-attacks'], supply: SUPPLY });
  it('23.2: as the Russians it attacks desperately (+2) with 4 SP on 3, 6 in 12 lifted to 8', () => {
    const s = attackAt('russians', [
      unit('r1', 'russians', '1413', { sp: 4 }),
      unit('a1', 'allies', '1313', { sp: 3 }),
    ]);
    expect(bot(s)).toEqual([{ type: 'attack', target: '1313', units: ['r1'], special: 'desperate' }]);
  });
  it('23.2: it does not at 8 in 12 already (4 SP on 2), nor with fewer than 4 SP (3 on 3: the rule forbids it)', () => {
    const easy = attackAt('russians', [
      unit('r1', 'russians', '1413', { sp: 4 }),
      unit('a1', 'allies', '1313', { sp: 2 }),
    ]);
    expect(bot(easy)).toEqual([{ type: 'attack', target: '1313', units: ['r1'] }]);
    const weak = attackAt('russians', [
      unit('r1', 'russians', '1413', { sp: 3 }),
      unit('a1', 'allies', '1313', { sp: 3 }),
    ]);
    expect(bot(weak)).toEqual([{ type: 'end-phase' }]);
  });
  it('23.1: as the Allies it fires its artillery (+1) on 3 SP against 3, 6 in 12 lifted to 7, and no more', () => {
    const s = attackAt('allies', [
      unit('a1', 'allies', '1313', { sp: 3, r: 10 }),
      unit('r1', 'russians', '1413', { sp: 3 }),
    ]);
    expect(bot(s)).toEqual([{ type: 'attack', target: '1413', units: ['a1'], artillery: true }]);
  });
  it('23.3: with its artillery spent on the front it attacks with determination (+2 to 8), breaking its 3-SP R-10 corps', () => {
    const s = attackAt('allies', [
      unit('a1', 'allies', '1313', { sp: 3, r: 10 }),
      unit('r1', 'russians', '1413', { sp: 3 }),
    ]);
    s.specials = { artillery: ['G'] };
    expect(bot(s)).toEqual([{ type: 'attack', target: '1413', units: ['a1'], special: 'determined', breaks: ['a1'] }]);
    // without R-10/11 attackers of 2 SP it cannot (23.3): it ends the phase
    const r9 = attackAt('allies', [
      unit('a1', 'allies', '1313', { sp: 3, r: 9 }),
      unit('r1', 'russians', '1413', { sp: 3 }),
    ]);
    r9.specials = { artillery: ['G'] };
    expect(bot(r9)).toEqual([{ type: 'end-phase' }]);
  });
});

describe('24: trenches', () => {
  /** the supply phase of `phasing`, which holds a 3-VP objective in `hold` */
  const supplyAt = (
    phasing: SideId,
    units: PosUnit[],
    hold: string | null = phasing === 'allies' ? '1313' : '1413',
  ) => {
    const s = at('supply', units, { phasing, rules: ['core', 'supply', 'trenches'], supply: SUPPLY });
    return hold
      ? { ...s, objectives: [{ hex: hold, side: phasing, vp: 3 }], control: { ...s.control, [hold]: phasing } }
      : s;
  };
  it('24: a 2-SP corps holding an objective beside a 3-SP enemy stack it cannot attack digs in, facing it, for 1 SuP', () => {
    const s = supplyAt('allies', [unit('a1', 'allies', '1313'), unit('r1', 'russians', '1413', { sp: 3 })]);
    const os = bot(s);
    expect(of(os, 'trench')).toEqual([{ type: 'trench', units: ['a1'], facing: '1413' }]);
    // from rules version 5 the builder may not attack either (24), so the turn goes on past the attack phase
    const after = play(s, 'allies', os);
    expect(after.state.works!.trenches['1313']).toContain('1413');
    expect(ofType(after.events, 'trench')).toEqual([expect.objectContaining({ units: ['a1'], cost: 1 })]);
  });
  it('24: it does not dig where it is the stronger (3 SP beside 2: an attack base), nor out of contact', () => {
    const strong = supplyAt('allies', [unit('a1', 'allies', '1313', { sp: 3 }), unit('r1', 'russians', '1413')]);
    expect(of(bot(strong), 'trench')).toEqual([]);
    const quiet = supplyAt('allies', [unit('a1', 'allies', '1113'), unit('r1', 'russians', '1413', { sp: 3 })]);
    expect(of(bot(quiet), 'trench')).toEqual([]);
  });
  it('24: a corps that would march off (nothing to hold, beside a stronger stack: it falls back) does not dig', () => {
    const s = supplyAt('allies', [unit('a1', 'allies', '1313'), unit('r1', 'russians', '1413', { sp: 3 })], null);
    expect(of(bot(s), 'trench')).toEqual([]);
  });
  it('24.3: two Russian corps threatened dig together, for nothing', () => {
    const s = supplyAt('russians', [
      unit('r1', 'russians', '1413'),
      unit('r2', 'russians', '1413'),
      unit('a1', 'allies', '1313', { sp: 4 }),
    ]);
    const os = bot(s);
    expect(of(os, 'trench')).toEqual([{ type: 'trench', units: ['r1', 'r2'], facing: '1313' }]);
    expect(play(s, 'russians', os).state.supply!.level.russians.G).toBeGreaterThanOrEqual(14);
  });
  it('24: a corps that dug does not attack this turn, though the odds would call for it', () => {
    const s = at('attack', [unit('a1', 'allies', '1313', { sp: 4 }), unit('r1', 'russians', '1413', { sp: 1 })], {
      rules: ['core', 'supply', 'trenches'],
      supply: SUPPLY,
    });
    s.units.a1.dug = true;
    expect(bot(s)).toEqual([{ type: 'end-phase' }]);
  });
});

describe('4.2: the reserve movement phase', () => {
  /** a 1-SP corps beside a 4-SP Russian, a 3-SP Reserve two hexes back */
  const units = [
    unit('front', 'allies', '1313', { sp: 1 }),
    unit('reserve', 'allies', '1113', { sp: 3 }),
    unit('r1', 'russians', '1413', { sp: 4 }),
  ];
  it('4.2: after its normal marches (W3) it takes its reserve movement phase to reinforce a stack weaker than its threat', () => {
    const s = at('w3', units, { rules: ['core', 'reserve-movement'] });
    expect(s.await).toEqual({ side: 'allies', kind: 'window' });
    const os = bot(s);
    expect(os[0]).toEqual({ type: 'reserve' });
    expect(of(os, 'move').map((o) => [o.unit, o.path.at(-1)])).toEqual([['reserve', '1313']]);
    expect(owc.apply(s, 'allies', { orders: os }, new SeededDice(1)).ok).toBe(true);
  });
  it('4.2: with no stack of its own weaker than its threat and no scoring hex to take, it passes W3 (no march for its own sake)', () => {
    const s = at(
      'w3',
      [
        unit('front', 'allies', '1313', { sp: 4 }),
        unit('reserve', 'allies', '1113', { sp: 3 }),
        unit('r1', 'russians', '1413', { sp: 4 }),
      ],
      { rules: ['core', 'reserve-movement'] },
    );
    expect(s.await).toEqual({ side: 'allies', kind: 'window' });
    expect(bot(s)).toEqual([{ type: 'pass' }]);
  });
  it('4.2: its movement batch sets the standing order rmp = always (a reserve movement phase in the opponent’s turn)', () => {
    const s = at('move', units, { rules: ['core', 'reserve-movement'] });
    const os = bot(s, 'allies');
    expect(of(os, 'standing')).toEqual([{ type: 'standing', key: 'rmp', value: 'always' }]);
    expect(play(s, 'allies', os).state.standing.allies.rmp).toBe('always');
  });
  it('4.2: asked before the Russian attacks (W1), it marches its Reserve onto the stack weaker than the enemy beside it; with none such it passes', () => {
    const standing = { allies: { ...AUTO.allies, rmp: 'always' }, russians: { ...AUTO.russians, ownRmp: 'never' } };
    const s = at('w1', units, { rules: ['core', 'reserve-movement'], phasing: 'russians', standing });
    expect(s.await).toEqual({ side: 'allies', kind: 'window' });
    const os = bot(s);
    expect(os[0]).toEqual({ type: 'reserve' });
    expect(of(os, 'move').map((o) => [o.unit, o.path.at(-1)])).toEqual([['reserve', '1313']]);
    const after = play(s, 'allies', os).state;
    expect(after.units.reserve.hex).toBe('1313');
    expect(after.rmp.forfeit.allies).toBe(true); // its own next one is forgone (4.2)
    const strong = at('w1', [unit('front', 'allies', '1313', { sp: 4 }), ...units.slice(1)], {
      rules: ['core', 'reserve-movement'],
      phasing: 'russians',
      standing,
    });
    expect(strong.await).toEqual({ side: 'allies', kind: 'window' });
    expect(bot(strong)).toEqual([{ type: 'pass' }]);
  });
  it('4.2: before its attacks (W1) it keeps the phase for later', () => {
    const s = at('w1', units, { rules: ['core', 'reserve-movement'] });
    expect(s.await).toEqual({ side: 'allies', kind: 'window' });
    expect(bot(s)).toEqual([{ type: 'pass' }]);
  });
});

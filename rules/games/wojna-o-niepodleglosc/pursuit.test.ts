import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import { RULES_VERSION } from './version.js';
import wojna from './index.js';
import type { WojnaOrder } from './orders.js';
import type { WojnaState } from './state.js';
import { d10s, ok, started } from './testkit.js';

// encircled-open: 1 pp Leg. (infantry, 1st Legion Division) on 0903 and 1 p. uł. (cavalry, 1st Cavalry
// Brigade) on 0904 attack 23 ps on 1004; roll 0 → 9: the defender 2R/1 (turn.test.ts ch. 14)
const setupDice = d10s(0, 9, 0);
const attack = (pursue: { unit: string; path: string[] }[]): WojnaOrder[] => [
  { type: 'end' },
  { type: 'attack', target: '1004', attackers: ['pl-1pp', 'pl-1pul'], pursue },
];
const afterCombat = (context?: { rulesVersion: number }): WojnaState =>
  ok(
    wojna.apply(
      started('exercise-1920', { position: 'encircled-open' }, new FixedDice(setupDice), context),
      'polish',
      {
        orders: attack([
          { unit: 'pl-1pp', path: ['1004'] },
          { unit: 'pl-1pul', path: ['1004', '1104'] },
        ]),
      },
      new FixedDice(d10s(0, 0, 0, 0, 0, 0)),
    ),
  );

describe('ch. 14 E pursuit', () => {
  it('14.33: after 2R the infantry pursues with 2 MP (1 × 2), the cavalry with 3 (1.5 × 2); both enter the vacated 1004 first', () => {
    const r = wojna.apply(
      started('exercise-1920', { position: 'encircled-open' }, new FixedDice(setupDice)),
      'polish',
      {
        orders: attack([
          { unit: 'pl-1pp', path: ['1004'] },
          { unit: 'pl-1pul', path: ['1004', '1104'] },
        ]),
      },
      new FixedDice(d10s(0, 0, 0, 0, 0, 0)),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.events.filter((e) => e.type === 'pursuit').map((e) => e.data)).toEqual([
      { unit: 'pl-1pp', path: ['0903', '1004'], mp: 1 },
      { unit: 'pl-1pul', path: ['0904', '1004', '1104'], mp: 2 },
    ]);
    expect(r.state.activation!.pursued).toEqual({ 'pl-1dp': 4, 'pl-1bj': 6 }); // half-points
  });
  it('14.34: a conditional pursuit the allowance cannot carry is skipped and reported, never refused', () => {
    const r = wojna.apply(
      started('exercise-1920', { position: 'encircled-open' }, new FixedDice(setupDice)),
      'polish',
      { orders: attack([{ unit: 'pl-1pp', path: ['1004', '1005', '1006'] }]) },
      new FixedDice(d10s(0, 0, 0, 0, 0, 0)),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    // 2 MP of clear take the infantry two hexes at most: the three-hex path is skipped whole
    expect(r.events.find((e) => e.type === 'pursuit-skipped')?.data).toMatchObject({ unit: 'pl-1pp' });
    expect(r.state.pieces['pl-1pp'].hex).toBe('0903');
  });
  it('14.38: the WJ HQ whose units pursued follows with their allowance: 1st Legion Division 2 MP (0905→0904→1004)', () => {
    const s = afterCombat();
    const choice = wojna.view(s, 'polish').options.choices.find((c) => c.id === 'hq-pursuit:pl-1dp')!;
    expect(choice.targets!.find((t) => t.cell === '1004')).toMatchObject({ cost: 2, path: ['0905', '0904', '1004'] });
    expect(choice.targets!.some((t) => t.cost! > 2)).toBe(false);
    const r = wojna.apply(
      s,
      'polish',
      { orders: [{ type: 'hq-pursuit', hq: 'pl-1dp', path: ['0905', '0904', '1004'] }] },
      new FixedDice([]),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.events[0]).toMatchObject({ type: 'hq-pursuit', data: { hq: 'pl-1dp', mp: 2 }, rule: '14.38' });
    expect(r.state.pieces['pl-1dp'].hex).toBe('1004');
    // each HQ once; the HQ pursuit closes the attacks
    expect(
      wojna.apply(
        r.state,
        'polish',
        { orders: [{ type: 'hq-pursuit', hq: 'pl-1dp', path: ['1004', '1005'] }] },
        new FixedDice([]),
      ),
    ).toMatchObject({ ok: false, error: { rule: '14.38', at: 'orders[0].hq' } });
    expect(wojna.view(r.state, 'polish').options.choices.some((c) => c.id.startsWith('attack:'))).toBe(false);
  });
  it('14.38, 14.34: beyond the allowance is refused (no one-hex minimum move); an HQ whose units did not pursue may not', () => {
    const s = afterCombat();
    const far = wojna.apply(
      s,
      'polish',
      { orders: [{ type: 'hq-pursuit', hq: 'pl-1dp', path: ['0905', '0904', '1004', '1104'] }] },
      new FixedDice([]),
    );
    expect(far).toMatchObject({ ok: false, error: { rule: '13.2', at: 'orders[0].path[3]' } });
    const other = wojna.apply(
      s,
      'polish',
      { orders: [{ type: 'hq-pursuit', hq: 'pl-2dp', path: ['0206', '0306'] }] },
      new FixedDice([]),
    );
    expect(other).toMatchObject({ ok: false, error: { rule: '14.38' } });
  });
  it('rules version 1: a game created before the HQ pursuit records no pursuers and refuses the order', () => {
    const s = afterCombat({ rulesVersion: 1 });
    expect(s.rulesVersion).toBe(1);
    expect(s.activation!.pursued).toBeUndefined();
    expect(
      wojna.apply(
        s,
        'polish',
        { orders: [{ type: 'hq-pursuit', hq: 'pl-1dp', path: ['0905', '0904'] }] },
        new FixedDice([]),
      ),
    ).toMatchObject({ ok: false, error: { rule: '14.38' } });
    expect(wojna.rulesVersion).toBe(RULES_VERSION);
  });
});

describe('ch. 14 D retreat', () => {
  it('14.26: a stack with every neighbour held by enemy units cannot retreat: 9 → 2R/1, one loss, then eliminated (roll 0: back on space 3)', () => {
    // 23 ps on 1004 ringed by six Polish regiments; 1 pp Leg. attacks alone: 6:4 +2, morale +1, leader +1,
    // defender unsupplied +1, encircled +4, roll 0 → 9
    const position = {
      turn: 2,
      pieces: [
        ['pl-army', '0206'],
        ['op-army', '1506'],
        ['pl-1dp', '0905'],
        ['pl-1bj', '0805'],
        ['pl-2dp', '1205'],
        ['op-8ds', '1305'],
        ['op-23ps', '1004'],
        ['pl-1pp', '0903'],
        ['pl-1pul', '0904'],
        ['pl-2pp', '1003'],
        ['pl-3pp', '1103'],
        ['pl-4pp', '1104'],
        ['pl-5pp', '1005'],
      ].map(([piece, hex]) => ({ piece, hex })),
    };
    const s = started('exercise-1920', { position }, new FixedDice(d10s(0, 0, 0, 0, 0, 0, 0, 0, 0, 0)));
    const r = wojna.apply(
      s,
      'polish',
      { orders: [{ type: 'end' }, { type: 'attack', target: '1004', attackers: ['pl-1pp'] }] },
      new FixedDice(d10s(0, 0)),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.events.find((e) => e.type === 'combat')?.data).toMatchObject({
      total: 9,
      defender: { retreat: 2, loss: 1 },
    });
    expect(r.events.map((e) => e.type)).toEqual(['combat', 'losses', 'eliminated', 'retreat-impossible']);
    expect(r.events[2].data).toMatchObject({ piece: 'op-23ps', why: 'no-retreat', returnsOn: 3 });
    expect(r.state.pieces['op-23ps']).toEqual({ hex: null, level: 1, returnsOn: 3, fellAt: '1004' }); // 5.7: where it fell
  });
});

describe('5.17 and 10.15: a retreat with a REPLACEMENT marker and an HQ in the stack', () => {
  it('9 → 2R/1: the marker is lost (5.17); the 8 DS HQ retreating with the stack tests TR 3 in each ZOC hex: 0 passes, 9 eliminates it (10.15)', () => {
    const pieces = [
      ['pl-army', '0206'],
      ['op-army', '1506'],
      ['op-23ps', '1004'],
      ['op-8ds', '1004'],
      ['pl-1pp', '0903'],
      ['pl-1dp', '0905'],
      ['pl-1bj', '0805'],
      ['pl-1pul', '0904'],
      ['pl-5pp', '1203'],
      ['pl-6pp', '1105'],
    ].map(([piece, hex]) => ({ piece, hex }));
    const s = started('exercise-1920', { position: { turn: 2, pieces } }, new FixedDice(Array(20).fill(0)));
    const marked = { ...s, pieces: { ...s.pieces, 'op-23ps': { ...s.pieces['op-23ps'], replacement: true } } };
    // dice: the combat 0; the unit's ZOC tests 0, 0; the HQ's 0 and 9; its Rebuild Table roll 9
    const r = wojna.apply(
      marked,
      'polish',
      { orders: [{ type: 'end' }, { type: 'attack', target: '1004', attackers: ['pl-1pp'] }] },
      new FixedDice(d10s(0, 0, 0, 0, 9, 9)),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.events.map((e) => e.type)).toEqual([
      'combat',
      'losses',
      'replacement-lost',
      'retreat',
      'hq-zoc-test',
      'hq-zoc-test',
      'eliminated',
    ]);
    expect(r.events.filter((e) => e.type === 'hq-zoc-test').map((e) => e.data)).toEqual([
      { hq: 'op-8ds', roll: 0, tr: 3, eliminated: false },
      { hq: 'op-8ds', roll: 9, tr: 3, eliminated: true },
    ]);
    expect(r.state.pieces['op-23ps']).toMatchObject({ hex: '1204', level: 2 });
    expect(r.state.pieces['op-23ps'].replacement).toBeUndefined();
  });
});

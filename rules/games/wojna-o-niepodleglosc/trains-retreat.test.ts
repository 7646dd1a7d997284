import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import type { Turn } from '../../core/runner.js';
import { checkRetreat, defaultRetreat, retreatPaths } from './combat-retreat.js';
import { retreat } from './phases/retreat.js';
import type { WojnaState } from './state.js';
import wojna from './index.js';
import { board, d10s, turnTwo } from './testkit.js';

/**
 * 14.28 on a retreat (rules version 9). Exercise map: the railway runs along row 08 (… 0608, 0708,
 * 0808, 0908 …). The opposing train Kommunar (morale 5, one level) on 0808 is attacked by the Polish
 * train from 0908; 1 pp Leg. stands on 0708, the only way out along the rail.
 */
const pieces = { 'op-train': '0808', 'pl-train': '0908', 'pl-1pp': '0708' };

describe('14.28: an armoured train retreating through an enemy hex (rules version 9)', () => {
  it('14.28: a 2-hex retreat runs 0808 → 0708 → 0608 through 1 pp Leg., one roll for 0708; version 8 has no path', () => {
    const paths = retreatPaths(board(pieces), ['op-train'], '0808', 2, ['pl-train']);
    expect(paths.map((p) => [p.path, p.passes])).toEqual([[['0808', '0708', '0608'], ['0708']]]);
    expect(retreatPaths({ ...board(pieces), rulesVersion: 8 }, ['op-train'], '0808', 2, ['pl-train'])).toEqual([]);
    expect(defaultRetreat({ ...board(pieces), rulesVersion: 8 }, ['op-train'], '0808', 2, ['pl-train'])).toBeNull();
  });
  it('14.28: through a hex of two enemy units the retreat is closed; a 1-hex retreat cannot end in the enemy hex (AMB-55)', () => {
    const two = board({ ...pieces, 'pl-5pp': '0708' });
    expect(retreatPaths(two, ['op-train'], '0808', 2, ['pl-train'])).toEqual([]);
    expect(retreatPaths(board(pieces), ['op-train'], '0808', 1, ['pl-train'])).toEqual([]);
    expect(checkRetreat(board(pieces), ['op-train'], '0808', 1, ['pl-train'], ['0808', '0708'])).toMatchObject({
      ok: false,
      rule: '14.20',
    });
  });
  it('14.28: a 3-hex retreat also runs through 0708, its only way along the rail', () => {
    const p = defaultRetreat(board(pieces), ['op-train'], '0808', 3, ['pl-train']);
    expect(p).toMatchObject({ path: ['0808', '0708', '0608', '0508'], passes: ['0708'] });
  });

  const play = (faces: number[], rulesVersion?: number) => {
    const s = turnTwo(pieces, rulesVersion);
    s.activation = { retreated: [] } as never;
    const t: Turn<WojnaState> = { s, side: 'polish', dice: new FixedDice(faces), events: [] };
    const to = retreat(t, '0808', 'opposing', 2, ['pl-train']);
    return { to, s, events: t.events.map((e) => [e.type, e.data, e.rule]) };
  };
  it('14.28: retreating 2 through 0708, a roll of 5 passes: the train ends on 0608 (its ZOC test there: 0 against morale 5)', () => {
    const r = play(d10s(0, 5));
    expect(r.to).toBe('0608');
    expect(r.s.pieces['op-train'].hex).toBe('0608');
    expect(r.events.find((e) => e[0] === 'train-pass')).toEqual([
      'train-pass',
      { train: 'op-train', hex: '0708', roll: 5, destroyed: false },
      '14.28',
    ]);
  });
  it('14.28: a roll of 6 eliminates the train on its way', () => {
    const r = play(d10s(0, 6, 0));
    expect(r.events.find((e) => e[0] === 'train-pass')?.[1]).toEqual({
      train: 'op-train',
      hex: '0708',
      roll: 6,
      destroyed: true,
    });
    expect(r.s.pieces['op-train'].hex).toBeNull();
    expect(r.events.find((e) => e[0] === 'eliminated')?.[1]).toMatchObject({ piece: 'op-train', why: 'train-pass' });
  });
  it('version 8: the same retreat is impossible and the train is eliminated (14.26), with no roll', () => {
    const r = play(d10s(0, 0, 0), 8);
    expect(r.to).toBeNull();
    expect(r.events.map((e) => e[0])).toContain('retreat-impossible');
    expect(r.events.map((e) => e[0])).not.toContain('train-pass');
  });
});

describe('14.28 on a train’s reaction (13.11, rules version 9)', () => {
  // Kommunar on 0608 reacts (policy always-max) to the armoured car moving 0808 → 0708 beside it: west along the rail,
  // through 1 pp Leg. on 0508
  const react = (rulesVersion?: number) => {
    const s = turnTwo({ 'op-train': '0608', 'pl-1pp': '0508', 'pl-ac': '0808' }, rulesVersion);
    s.policies!.opposing.reaction = 'always-max';
    const r = wojna.apply(
      s,
      'polish',
      { orders: [{ type: 'move', piece: 'pl-ac', path: ['0808', '0708'] }] },
      new FixedDice(d10s(5, 5, 5, 5, 5, 5, 5, 5)),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r;
  };
  it('13.11, 14.28: the train reacts through 0508 (roll 5: it passes) to 0108', () => {
    const r = react();
    expect(r.events.find((e) => e.type === 'reaction')?.data).toMatchObject({
      path: ['0608', '0508', '0408', '0308', '0208', '0108'],
    });
    expect(r.events.filter((e) => e.type === 'train-pass').map((e) => e.data)).toEqual([
      { train: 'op-train', hex: '0508', roll: 5, destroyed: false },
    ]);
    expect(r.state.pieces['op-train'].hex).toBe('0108');
  });
  it('version 8: no way along the rail past 0508: no reaction', () => {
    const r = react(8);
    expect(r.events.map((e) => e.type)).not.toContain('reaction');
    expect(r.state.pieces['op-train'].hex).toBe('0608');
  });
});

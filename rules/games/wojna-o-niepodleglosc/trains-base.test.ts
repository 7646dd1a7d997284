import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import type { Turn } from '../../core/runner.js';
import { checkRetreat, defaultRetreat, retreatPaths } from './combat-retreat.js';
import { retreat } from './phases/retreat.js';
import type { WojnaState } from './state.js';
import { board, d10s, turnTwo } from './testkit.js';

/**
 * 14.27 (rules version 15): an armoured train retreats along the railway "toward its own supply base if possible".
 * Exercise map: the railway runs along row 08 from the Polish base 0108 to the opposing base 1608. The Polish train
 * on 0808 is attacked from 0807 (north) by 22 p.s.; the Polish army HQ stands east of it on 1208, so before version 15
 * the eastward retreat toward the army HQ (r. 21) counted as prescribed as much as the westward one.
 */
const pieces = { 'pl-train': '0808', 'op-22ps': '0807', 'pl-army': '1208' };
const at = (rulesVersion: number, placed: Record<string, string> = pieces) => ({ ...board(placed), rulesVersion });

describe('14.27: a train retreats toward its own supply base if possible (rules version 15)', () => {
  it('14.27: the 2-hex retreat west to 0608 (toward the base 0108) is the only prescribed one; east to 1008 is priority 3', () => {
    const paths = retreatPaths(at(15), ['pl-train'], '0808', 2, ['op-22ps']);
    expect(paths.map((p) => [p.path.at(-1), p.priority])).toEqual([
      ['0608', 1],
      ['1008', 3],
    ]);
    expect(defaultRetreat(at(15), ['pl-train'], '0808', 2, ['op-22ps'])?.path).toEqual(['0808', '0708', '0608']);
  });
  it('14.27, 14.22: the owner may not choose the eastward path while the base-ward one exists', () => {
    expect(checkRetreat(at(15), ['pl-train'], '0808', 2, ['op-22ps'], ['0808', '0908', '1008'])).toMatchObject({
      ok: false,
      rule: '14.22',
    });
  });
  it('version 14: both ways were priority 1 and the default went east, toward the army HQ, away from the base', () => {
    const paths = retreatPaths(at(14), ['pl-train'], '0808', 2, ['op-22ps']);
    expect(paths.map((p) => [p.path.at(-1), p.priority])).toEqual([
      ['1008', 1],
      ['0608', 1],
    ]);
    expect(defaultRetreat(at(14), ['pl-train'], '0808', 2, ['op-22ps'])?.path).toEqual(['0808', '0908', '1008']);
  });
  it('14.27 "if possible": attacked from 0708 the way west is closed (14.20), so r. 21-22 apply: east toward the army HQ, priority 1', () => {
    const west = { ...pieces, 'op-22ps': '0708' };
    const paths = retreatPaths(at(15, west), ['pl-train'], '0808', 2, ['op-22ps']);
    expect(paths.map((p) => [p.path, p.priority])).toEqual([[['0808', '0908', '1008'], 1]]);
  });
  it('14.27: the opposing train on 0808 attacked from 0807 goes east, toward its base 1608', () => {
    const op = { 'op-train': '0808', 'pl-1pp': '0807' };
    expect(defaultRetreat(at(15, op), ['op-train'], '0808', 2, ['pl-1pp'])?.path).toEqual(['0808', '0908', '1008']);
  });

  const play = (rulesVersion: number) => {
    const s = turnTwo(pieces, rulesVersion);
    s.activation = { retreated: [] } as never;
    const t: Turn<WojnaState> = { s, side: 'opposing', dice: new FixedDice(d10s(0, 0, 0)), events: [] };
    const to = retreat(t, '0808', 'polish', 2, ['op-22ps']);
    return { to, hex: s.pieces['pl-train'].hex };
  };
  it('14.27 in play: the retreated train ends on 0608 (version 15), on 1008 in a version 14 game', () => {
    expect(play(15)).toEqual({ to: '0608', hex: '0608' });
    expect(play(14)).toEqual({ to: '1008', hex: '1008' });
  });
});

import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import type { GameEvent } from '../../core/contract.js';
import { mapOf } from './ctx.js';
import m from './index.js';
import { moveCtx } from './phases/movement.js';
import { advance } from './phases/turn.js';
import { setupScenario } from './setup.js';
import type { TbState } from './state.js';
import { fixture } from './testkit.js';

/** the invasion award the end of `turn` gives with ten Russian units in Germany */
const invasionAt = (s: TbState, turn: number): number => {
  Object.assign(s, { turn, phase: 'end', await: null });
  const events: GameEvent[] = [];
  advance({ s, side: '', dice: new SeededDice(turn), events });
  return (events.find((e) => e.type === 'turn-end')!.data as { invasion: number }).invasion;
};
const invaded = (option: 'every-check' | 'first-only'): TbState => {
  const s = setupScenario('tannenberg-1914');
  s.options.invasionAward = option;
  const mi = mapOf(s);
  // East Prussia east of the Vistula (three Russians beyond it would win at once, 19.2.1)
  const west = mi.region('beyond-vistula');
  const german = mi.board.labels.filter((h) => mi.country(h) === 'de' && !mi.water(h) && !west.has(h)).slice(0, 10);
  const russians = Object.keys(s.units)
    .filter((id) => id.startsWith('ru-'))
    .slice(0, 10);
  russians.forEach((id, i) => {
    s.units[id].hex = german[i];
  });
  return s;
};

describe('game options (README "Decisions")', () => {
  it('AMB-41 the invasion award: 20 VP after turn 2 and 15 after turn 3 by default; with first-only 20 and then 0', () => {
    const every = invaded('every-check');
    expect([invasionAt(every, 2), invasionAt(every, 3)]).toEqual([20, 15]);
    const first = invaded('first-only');
    expect([invasionAt(first, 2), invasionAt(first, 3)]).toEqual([20, 0]);
  });
  it('AMB-20 a German unit in the Russian ZOC at A43B39 leaves the ZOC standing for movement by default, cancels it with the option', () => {
    const s = fixture({ 'de-1-1-i': 'A41B39', 'de-3-2-i': 'A43B39', 'ru-1-29-xx': 'A44B39' });
    expect(moveCtx(s, 'de').enemyZoc.has('A43B39')).toBe(true);
    s.options.zocNeutralised = 'for-movement';
    expect(moveCtx(s, 'de').enemyZoc.has('A43B39')).toBe(false);
    expect(moveCtx(s, 'de').enemyZoc.has('A43B40')).toBe(true);
  });
  it('the options are offered with their defaults and reach the state', () => {
    expect(m.optionFields?.map((f) => [f.key, f.default])).toEqual([
      ['invasionAward', 'every-check'],
      ['zocNeutralised', 'not-for-movement'],
      ['guards', 'off'],
      ['corpsCommander', 'off'],
      ['pappritz', 'off'],
      ['encirclement', 'ring'],
      ['bombarded', 'have-fought'],
      ['rest', 'literal'],
      ['stopCorps', 'grounded'],
    ]);
    const s = m.setup('gumbinnen-1914', { invasionAward: 'first-only' }, new SeededDice(1));
    expect(s.options).toEqual({
      invasionAward: 'first-only',
      zocNeutralised: 'not-for-movement',
      guards: 'off',
      corpsCommander: 'off',
      pappritz: 'off',
      encirclement: 'ring',
      bombarded: 'have-fought',
      rest: 'literal',
      stopCorps: 'grounded',
    });
    expect(() => m.setup('gumbinnen-1914', { invasionAward: 'never' }, new SeededDice(1))).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/contract.js';
import { SeededDice } from '../../core/dice.js';
import olszynka from './index.js';
import { PACK } from './pack.js';
import { beginActivation, commandChoices } from './phases/turn.js';
import type { GameState } from './state.js';

/** alder-wood-1831: the Russians pick the 25th Division, then end each step until its activation is over */
const afterTheDivision = () => {
  const dice = new SeededDice(2);
  const start = olszynka.setup('alder-wood-1831', {}, new SeededDice(1));
  const picked = olszynka.apply(start, 'ru', { orders: [{ type: 'pick', marker: 'ru-25div' }] }, dice);
  if (!picked.ok) throw new Error(picked.error.message);
  let s: GameState = picked.state;
  const mid = s;
  const events: GameEvent[] = [];
  const phases: string[] = [s.phase];
  while (s.active?.marker === 'ru-25div') {
    const side = olszynka.status(s).waitingFor[0];
    const r = olszynka.apply(s, side, { orders: [{ type: 'end' }] }, dice);
    if (!r.ok) throw new Error(r.error.message);
    events.push(...r.events);
    s = r.state;
    if (s.active?.marker === 'ru-25div') phases.push(s.phase);
  }
  return { start, mid, s, events, phases };
};

describe('2.3.6–2.3.9: once a stage, the leader flipped, the end of an activation', () => {
  it('2.3.9: when the 25th Division’s activation ends, Reibnitz (its commander) is flipped; the flags of the activation are cleared', () => {
    const { start, mid, s } = afterTheDivision();
    expect(start.pos.leaders['ru-reibnitz'].activated).toBe(false);
    expect(mid.pos.leaders['ru-reibnitz'].activated).toBe(false);
    expect(s.pos.leaders['ru-reibnitz'].activated).toBe(true);
    expect(Object.values(s.pos.units).filter((u) => Object.keys(u.flags).length)).toEqual([]);
    // 2.3.3: its battalions stay activated (reverse side) for the rest of the stage
    expect(mid.active!.units.every((id) => s.pos.units[id].activated)).toBe(true);
  });
  it('2.3.6: the 25th Division is used for the stage: its marker, should it come again, is void and activates nobody', () => {
    const { s } = afterTheDivision();
    expect(s.used).toContain('ru-25div');
    const copy = structuredClone(s);
    const events: GameEvent[] = [];
    expect(beginActivation(PACK(), copy, 'ru-25div', new SeededDice(1), events)).toBe(false);
    expect(events).toEqual([expect.objectContaining({ type: 'void', rule: '2.3.6', data: { marker: 'ru-25div' } })]);
    expect(copy.active).toEqual(s.active);
  });
  it('2.3.6, 2.3.4: Rosen’s corps marker may name the 25th Division before it is activated, not after', () => {
    const { start, s } = afterTheDivision();
    expect(commandChoices(PACK(), start, 'ru-rosen')).toContain('ru-25div');
    expect(commandChoices(PACK(), s, 'ru-rosen')).not.toContain('ru-25div');
  });
  it('2.3.7, 2.3.9: the steps run in order, those with nothing to do skipped (no battery in range: fire, non-active fire): move, combat; then the next marker is drawn', () => {
    const { phases, events } = afterTheDivision();
    expect(phases).toEqual(['move', 'combat']);
    expect(events[0]).toMatchObject({ type: 'drawn', rule: '2.3.2', data: { side: 'ru', left: 2 } });
  });
  it('2.3.8.1, 2.3.1: no special activations: only a marker still in the cup may be picked, not the used 25th Division’s', () => {
    const { s } = afterTheDivision();
    const first = { ...structuredClone(s), phase: 'first' as const, active: null };
    expect(
      olszynka.apply(first, 'ru', { orders: [{ type: 'pick', marker: 'ru-25div' }] }, new SeededDice(3)),
    ).toMatchObject({
      ok: false,
      error: { rule: '2.3.1', at: 'orders[0].marker' },
    });
  });
});

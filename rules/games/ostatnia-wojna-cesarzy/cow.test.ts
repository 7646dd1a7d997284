import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../core/dice.js';
import { controlW, cowClone, unitW } from './cow.js';
import { captureFortress } from './fortresses.js';
import owc from './index.js';
import { randomBatch } from './random.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';

/** a random game of `id` from its set-up: every apply's input and result, `n` batches at most */
const steps = (id: string, seed: number, n: number) => {
  const dice = new SeededDice(seed);
  let s: OwcState = owc.setup(id, {}, dice);
  const out: { input: OwcState; before: string; result: OwcState }[] = [];
  for (let i = 0; i < n && !s.result; i++) {
    const side = owc.status(s).waitingFor[0] as SideId;
    const before = JSON.stringify(s);
    const r = owc.apply(s, side, randomBatch(s, side, dice), dice);
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
    out.push({ input: s, before, result: r.state });
    s = r.state;
  }
  return out;
};

describe('copy-on-write state (apply never mutates its input)', () => {
  it.each(['B', 'D', 'campaign'])(
    'scenario %s: 150 random batches leave every input as it was; unchanged units and the control map are shared',
    (id) => {
      let shared = 0;
      let units = 0;
      let controlShared = 0;
      const run = steps(id, 7, 150);
      for (const { input, before, result } of run) {
        expect(JSON.stringify(input)).toBe(before);
        for (const [uid, u] of Object.entries(result.units)) {
          units++;
          const was = input.units[uid];
          if (was === u) shared++;
          // a changed unit of an earlier result was copied, never written in place (the set-up's units are copied)
          else if (was && input !== run[0].input) expect(Object.isFrozen(was)).toBe(true);
        }
        if (result.control === input.control) controlShared++;
      }
      expect(run.length).toBeGreaterThan(50);
      // most batches write a few units at most: the rest of the unit map is shared
      expect(shared / units).toBeGreaterThan(0.8);
      expect(controlShared).toBeGreaterThan(run.length / 2);
    },
  );

  it('a write past unitW/controlW to a state apply returned throws instead of changing it (strict mode, frozen)', () => {
    const [{ result }] = steps('D', 3, 1);
    const [id] = Object.keys(result.units);
    expect(() => {
      (result.units[id] as { hex: string | null }).hex = '0101';
    }).toThrow(TypeError);
    expect(() => {
      result.control['0101'] = 'allies';
    }).toThrow(TypeError);
    expect(() => {
      result.stages.push('1.I');
    }).toThrow(TypeError);
  });

  it('unitW and controlW copy a shared unit or control map once, into the copy only', () => {
    const [{ result }] = steps('D', 3, 1);
    const draft = cowClone(result);
    const [id] = Object.keys(result.units);
    const w = unitW(draft, id);
    expect(w).not.toBe(result.units[id]);
    expect(unitW(draft, id)).toBe(w); // copied once
    w.broken = !result.units[id].broken;
    controlW(draft)['0101'] = 'russians';
    expect(result.control['0101']).toBeUndefined();
    expect(draft.units[id].broken).toBe(!result.units[id].broken);
  });

  it("25.3 captureFortress: apply's copy shares the returned state's frozen works until its first write (worksW), which copies them; a write without worksW throws", () => {
    const [{ result }] = steps('D', 3, 1);
    const before = JSON.stringify(result.works);
    const draft = cowClone(result);
    expect(draft.works).toBe(result.works); // shared, frozen
    captureFortress(draft, '2411', 2, 'allies', []);
    expect(draft.works).not.toBe(result.works);
    expect(draft.works!.captured).toContain('2411');
    expect(draft.works!.strength['2411']).toBe(2);
    expect(JSON.stringify(result.works)).toBe(before);
    // a `{ ...s }` trial shares them too: worksW gives it its own copy, the returned state stays as it was
    const trial = { ...result };
    captureFortress(trial, '2411', 2, 'allies', []);
    expect(trial.works!.captured).toContain('2411');
    expect(JSON.stringify(result.works)).toBe(before);
    // a write that forgot worksW fails loudly
    expect(() => {
      result.works!.strength['2411'] = 3;
    }).toThrow(TypeError);
    expect(JSON.stringify(result.works)).toBe(before);
  });

  it('a state not made by apply (set-up, positions) is written in place, as before', () => {
    const s = owc.setup('D', {}, new FixedDice([]));
    const [id] = Object.keys(s.units);
    const u = s.units[id];
    expect(unitW(s, id)).toBe(u);
    expect(controlW(s)).toBe(s.control);
  });
});

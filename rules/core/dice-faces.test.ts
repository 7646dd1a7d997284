import { describe, expect, it } from 'vitest';
import { duel, type DuelState } from '../../tests/fixture/duel.js';
import { runScenario } from './conformance.js';
import { FixedDice, RecordingDice, withDiceFaces } from './dice.js';

describe('diceFaces beside dice', () => {
  it('names the faces of each die in draw order, event by event', () => {
    const rec = new RecordingDice(new FixedDice([3, 9, 2]));
    rec.roll(6), rec.roll(10), rec.roll(6);
    const events = withDiceFaces([{ type: 'a', dice: [3] }, { type: 'none' }, { type: 'b', dice: [9, 2] }], rec.rolls);
    expect(events.map((e) => (e as { diceFaces?: number[] }).diceFaces)).toEqual([[6], undefined, [10, 6]]);
  });
  it('the fixture reports its two d6 as faces [6, 6]', () => {
    const s = duel.setup('first-to-3', {}, new FixedDice([1, 2]));
    const a = duel.apply(s, 'red', { orders: [{ type: 'bid', value: 2 }] }, new FixedDice([]));
    if (!a.ok) throw new Error(a.error.message);
    const b = duel.apply(a.state, 'blue', { orders: [{ type: 'bid', value: 1 }] }, new FixedDice([4, 5]));
    if (!b.ok) throw new Error(b.error.message);
    const round = b.events.find((e) => e.dice);
    expect(round).toMatchObject({ dice: [4, 5], diceFaces: [6, 6] });
  });
  it('conformance: diceFaces that misname the die → dice', () => {
    const lying = {
      ...duel,
      apply: (s: DuelState, side: string, b: Parameters<typeof duel.apply>[2], d: { roll(n: number): number }) => {
        const r = duel.apply(s, side, b, d);
        return r.ok
          ? { ...r, events: r.events.map((e) => (e.dice ? { ...e, diceFaces: e.dice.map(() => 10) } : e)) }
          : r;
      },
    };
    const f = runScenario(lying, 'first-to-3', {
      checked: 2,
      plain: 0,
      malformed: 30,
      maxBatches: 300,
      setupOptions: {},
      maxStateBytes: 350_000,
    }).failures;
    expect(f.dice).toMatch(/diceFaces \[10,10\] but its dice were drawn as d\[6,6\]/);
  });
});

describe('catalog games report the faces of their dice', async () => {
  const { catalog } = await import('../catalog.js');
  const { SeededDice } = await import('./dice.js');
  for (const [id, load] of Object.entries(catalog)) {
    it(`${id}: every event with dice has diceFaces of the same length, each die at least a d2`, async () => {
      const m = await load();
      let seen = 0;
      for (let g = 0; g < 3 && seen < 5; g++) {
        const dice = new SeededDice(1000 + g);
        let s = m.setup(m.scenarios[0].id, {}, dice);
        for (let n = 0; n < 400 && !m.status(s).result; n++) {
          const side = m.status(s).waitingFor[0];
          const r = m.apply(s, side, m.randomBatch(s, side, dice), dice);
          if (!r.ok) continue;
          s = r.state;
          for (const e of r.events.filter((x) => x.dice?.length)) {
            expect(e.diceFaces?.length).toBe(e.dice!.length);
            expect(e.diceFaces!.every((f, i) => f >= 2 && e.dice![i] <= f)).toBe(true);
            seen++;
          }
        }
      }
      expect(seen).toBeGreaterThan(0);
    });
  }
});

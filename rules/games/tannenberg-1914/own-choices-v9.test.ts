import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { fixture, ok, play as playExact, start } from './testkit.js';
import type { TbState } from './state.js';
import tannenberg from './index.js';
import { randomBatch } from './random.js';

/** a batch with these dice first, then 1s for whatever the turn's end rolls (orders, isolation: nothing happens) */
const play = (s: TbState, side: string, orders: unknown[], dice: number[] = []) =>
  playExact(s, side, orders, [...dice, ...Array<number>(24).fill(1)]);

// the German moves first (turn 1, initiative); 1/1 I at A41B39, François at A38B41
const atMove = (pieces: Record<string, string>, version: number): TbState => {
  const s = fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', ...pieces }, 'gumbinnen-1914');
  s.rulesVersion = version;
  return start(s, [1, 5, 2, 1, 1, 1, 1, 1]);
};

describe('the random player sets standing choices (rules version 8 on), so random play takes them at contacts', () => {
  it("11.1.8, 13.1.5: over 120 draws the Russian's random batches set 20/XX art.'s escape and Smirnow's displacement, each accepted", () => {
    const s = atMove(
      { 'ru-20-xx-art': 'A44B39', 'ru-smirnow': 'A44B39', 'ru-1-28-xx': 'A46B39', 'ru-2-28-xx': 'A44B41' },
      8,
    );
    const keys = new Set<string>();
    for (let seed = 1; seed <= 120; seed++) {
      const b = randomBatch(s, 'ru', new SeededDice(seed));
      if (b.orders[0].type !== 'standing') continue;
      expect(b.orders).toHaveLength(1); // a batch of its own: it changes nothing else
      const o = b.orders[0];
      keys.add(o.key);
      const offer = tannenberg.view(s, 'ru').options.standing!.find((x) => x.key === o.key)!;
      expect(o.value).not.toBe(offer.current);
      const r = ok(play(s, 'ru', b.orders));
      expect(r.await).toEqual(s.await);
    }
    expect([...keys].sort()).toEqual(['displace:ru-smirnow', 'escape:ru-20-xx-art']);
  });
  it('version 7: never a standing order', () => {
    const s = atMove({ 'ru-20-xx-art': 'A44B39' }, 7);
    for (let seed = 1; seed <= 60; seed++)
      expect(randomBatch(s, 'de', new SeededDice(seed)).orders.some((o) => o.type === 'standing')).toBe(false);
  });
});

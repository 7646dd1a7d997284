import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import tb from './index.js';
import { buildPosition, position, type Position } from './ctx.js';
import type { TbState } from './state.js';

/**
 * ctx.ts `position` keeps the last position built for a state object and, when only pieces changed
 * hexes, moves them in it instead of building it afresh. Whatever it kept, it must read as a fresh
 * build of the same placement: one working state is changed in place into each state of random games
 * (as a batch changes its copy), and its position is compared with a fresh build, sets in order; so is that
 * of a fresh copy of the state (a new object, which starts from the last positions kept for its map).
 * (This caught a unit in a masking box whose hex changed being taken for the next piece on the map.)
 */
const asJson = (p: Position) =>
  JSON.stringify({
    pieces: p.pieces,
    ...Object.fromEntries(
      (['zoc', 'occupied', 'units', 'troops', 'trains'] as const).map((k) => [
        k,
        { de: [...p[k].de], ru: [...p[k].ru] },
      ]),
    ),
  });
/** `w` changed in place to hold `s`'s pieces (the tables' records kept, as a batch's copy keeps them) */
const become = (w: TbState, s: TbState): void => {
  for (const t of ['units', 'hqs', 'trains'] as const)
    for (const id in s[t]) {
      const into = w[t] as Record<string, object>;
      if (into[id]) {
        for (const k of Object.keys(into[id])) delete (into[id] as Record<string, unknown>)[k];
        Object.assign(into[id], s[t][id]);
      } else into[id] = { ...s[t][id] };
    }
  w.markers = structuredClone(s.markers);
  w.forts = { ...s.forts };
};

describe('4.2, 8.1: the position kept while pieces move', () => {
  it('reads as a fresh build after every batch of random games (2 gumbinnen-1914, 150 batches of the full game)', () => {
    let compared = 0,
      movedOnly = 0;
    const play = (scenario: string, seed: number, most: number) => {
      const dice = new SeededDice(seed);
      let s = tb.setup(scenario, {}, dice);
      const w = structuredClone(s);
      let before = asJson(position(w));
      for (let n = 0; n < most && !tb.status(s).result; n++) {
        const side = tb.status(s).waitingFor[0];
        const r = tb.apply(s, side, tb.randomBatch(s, side, dice), dice);
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        s = r.state;
        const onlyHexes = Object.keys(s.units).every(
          (id) => !!s.units[id].hex === !!w.units[id]?.hex && s.units[id].masked === w.units[id]?.masked,
        );
        become(w, s);
        const kept = asJson(position(w));
        const fresh = asJson(buildPosition(s));
        expect(kept).toBe(fresh);
        expect(asJson(position(structuredClone(s)))).toBe(fresh);
        if (onlyHexes && kept !== before) movedOnly++;
        before = kept;
        compared++;
      }
    };
    for (let g = 1; g <= 2; g++) play('gumbinnen-1914', 4100 + g, 5000);
    play('tannenberg-1914', 4200, 150);
    expect(compared).toBeGreaterThan(200);
    // the kept position's moved pieces were used, not only fresh builds
    expect(movedOnly).toBeGreaterThan(20);
  });
});

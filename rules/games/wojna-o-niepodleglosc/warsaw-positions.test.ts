import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import wojna from './index.js';
import { PACK } from './pack.js';
import type { WojnaState } from './state.js';
import { ok, startedOn } from './testkit.js';

/**
 * README "Positions": warsaw-1920's named positions, each a sector of the battle on its day, set up as a
 * game's start (unrated games) and played on: the side with the initiative that day is asked first and has
 * the attack the position is about.
 */
const at = (id: string) => startedOn(wojna, 'warsaw-1920', { position: id }, new SeededDice(1));
/** the side's plain attacks once its units segment is ended, by target */
const attacks = (s: WojnaState): string[] => {
  const side = s.awaiting!.side;
  const c = ok(wojna.apply(s, side, { orders: [{ type: 'end' }] }, new SeededDice(2)));
  return wojna
    .view(c, side)
    .options.choices.filter((x) => /^attack:[^:]+$/.test(x.id))
    .map((x) => x.id.slice('attack:'.length));
};
const hexOf = (s: WojnaState, id: string) => s.pieces[id].hex;

describe('warsaw-1920 named positions', () => {
  it('the scenario lists radzymin, wkra and wieprz (turns 2, 3, 4), one side a hex (12.1)', () => {
    const sc = PACK.scenarios.find((x) => x.id === 'warsaw-1920')!;
    expect(sc.positions.map((p) => [p.id, p.turn])).toEqual([
      ['radzymin', 2],
      ['wkra', 3],
      ['wieprz', 4],
    ]);
    for (const p of sc.positions) {
      const side = new Map<string, string>();
      for (const x of p.pieces) {
        const s = x.piece.slice(0, 3);
        expect(side.get(x.hex) ?? s, `${p.id} ${x.hex}`).toBe(s);
        side.set(x.hex, s);
      }
    }
  });
  it('radzymin, turn 2 (3.5: the Red Army first): 21st Rifle Division next to the 11th Division in Radzymin, which it may attack', () => {
    const s = at('radzymin');
    expect(wojna.status(s)).toMatchObject({ turn: 2, waitingFor: ['opposing'] });
    const radzymin = hexOf(s, 'pl-11dp-1')!;
    expect(radzymin).toBe('1309');
    expect(attacks(s)).toContain(radzymin);
  });
  it('wkra, turn 3 (the Poles first): the 5th Army may attack the 4th Rifle Division by Nasielsk', () => {
    const s = at('wkra');
    expect(wojna.status(s)).toMatchObject({ turn: 3, waitingFor: ['polish'] });
    expect(attacks(s)).toContain(hexOf(s, 'op-4ds-3'));
  });
  it('wieprz, turn 4 (the Poles first): the strike group may attack both the 57th Division and the 58th Brigade', () => {
    const s = at('wieprz');
    expect(wojna.status(s)).toMatchObject({ turn: 4, waitingFor: ['polish'] });
    const targets = attacks(s);
    expect(targets.some((h) => ['op-57ds-1', 'op-57ds-3'].some((u) => hexOf(s, u) === h))).toBe(true);
    expect(targets).toContain(hexOf(s, 'op-58bs-1'));
  });
  it('each plays on by random play to the end of the game with every batch accepted', () => {
    for (const id of ['radzymin', 'wkra', 'wieprz']) {
      const d = new SeededDice(7);
      let s = at(id);
      let n = 0;
      while (!wojna.status(s).result && n++ < 400) {
        const side = wojna.status(s).waitingFor[0];
        const r = wojna.apply(s, side, wojna.randomBatch(s, side, d), d);
        if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.error)}`);
        s = r.state;
      }
      expect(wojna.status(s).result, id).toBeDefined();
    }
  }, 120_000);
});

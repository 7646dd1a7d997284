/**
 * Rules version 2 (issue 19): a common turn — discard and draw, one move, one combat — in two
 * submissions, steps with one legal answer taken by the rules, set-up in one submission per hand-off.
 */
import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../core/dice.js';
import manoeuvre from './index.js';
import { fxArmy, hqcard, play, placed, position, refuse, ucard } from './testkit.js';
import type { MOrder } from './orders.js';
import type { MState } from './state.js';

const S = fxArmy('fr', [{ key: 'a', cards: ['A2d6 D1', 'A1d6 D1'] }, { key: 'b' }], [{ type: 'supply', count: 2 }]);
const N = fxArmy('gb', [{ key: 'x', cards: ['D2', 'D3'] }]);
const a1 = ucard(S, 'a', 1);
const assault: MOrder = { type: 'assault', unit: 'fr.a', card: a1, target: 'gb.x' };

/** fr.a on d3, gb.x on d5 (two squares apart), blue to move in `phase` under rules version 2 */
const at = (
  phase: 'discard' | 'movement' | 'combat',
  blue: string[],
  extra: Partial<Parameters<typeof position>[2]> = {},
) =>
  position(
    S,
    N,
    {
      phase,
      units: [
        { unit: 'fr.a', square: phase === 'combat' ? 'd4' : 'd3' },
        { unit: 'gb.x', square: 'd5' },
      ],
      hands: { blue, red: [ucard(N, 'x', 1)] },
      decks: { blue: [ucard(S, 'b', 4), ucard(S, 'b', 5)], red: [ucard(N, 'x', 3)] },
      ...extra,
    },
    2,
  );

describe('rules version 2: the common turn in two submissions (4, 5, 6.1, 7)', () => {
  it('4, 5, 6.1: discard and draw; then move, Assault and resolve in one batch; red’s Defense 2 answer resolves 4 + 1 + 1 = 6 against 4 + 2 = 6 and ends the turn', () => {
    const s0 = at('discard', [a1, ucard(S, 'b', 1), ucard(S, 'b', 2), ucard(S, 'b', 3)]);
    // submission 1: discard one card, draw two (the player must see them before moving)
    const one = play(s0, 'blue', [{ type: 'discard', card: ucard(S, 'b', 1) }, { type: 'draw' }]);
    expect(one.state.phase).toBe('movement');
    expect(one.state.players.blue.hand).toHaveLength(5);
    // submission 2: the move, the Assault (movement ends with it) and "no more cards"
    const two = play(one.state, 'blue', [{ type: 'move', unit: 'fr.a', path: ['d4'] }, assault, { type: 'resolve' }]);
    expect(two.events.map((e) => e.type)).toContain('movement-end');
    expect(manoeuvre.status(two.state)).toMatchObject({ waitingFor: ['red'], phase: 'defense' });
    // the defender answers; the attack resolves at once with 2d6 = 1 + 1: A 4 + 2 = 6, D 4 + 2 = 6, no effect
    const three = play(
      two.state,
      'red',
      [{ type: 'defense-card', card: ucard(N, 'x', 1) }, { type: 'defend' }],
      [1, 1],
    );
    const attack = three.events.find((e) => e.type === 'attack')!.data as { A: number; D: number; side: string };
    expect(attack).toMatchObject({ A: 6, D: 6, side: 'blue' });
    // nothing to restore and no Redoubt: the turn ends, red's turn begins
    expect(three.events.map((e) => e.type)).toContain('turn-end');
    expect(manoeuvre.status(three.state)).toMatchObject({ waitingFor: ['red'], phase: 'discard' });
    expect(three.state.active).toBe('red');
  });

  it('5, 6.1 s1: the Movement view offers the Assault a move opens (fr.a d3 → d4 reaches gb.x on d5) and "resolve at once"', () => {
    const choices = manoeuvre.view(at('movement', [a1]), 'blue').options.choices;
    expect(choices.find((c) => c.id === `assault-${a1}`)?.targets?.map((t) => t.cell)).toEqual(['d5']);
    expect(choices.find((c) => c.id === 'resolve-now')?.order).toEqual({ type: 'resolve' });
    expect(
      choices
        .find((c) => c.id === 'move-fr.a')
        ?.targets?.map((t) => t.cell)
        .sort(),
    ).toEqual(['c3', 'd2', 'd4', 'e3']);
  });

  it('4: with the hand full and nothing discarded the draw draws nothing, so draw, move, Assault and resolve may go in one batch', () => {
    const s0 = at('discard', [a1, ucard(S, 'b', 1), ucard(S, 'b', 2), ucard(S, 'b', 3), ucard(S, 'a', 2)]);
    const one = play(s0, 'blue', [
      { type: 'draw' },
      { type: 'move', unit: 'fr.a', path: ['d4'] },
      assault,
      { type: 'resolve' },
    ]);
    expect(one.state.players.blue.hand).toHaveLength(4);
    expect(manoeuvre.status(one.state)).toMatchObject({ waitingFor: ['red'], phase: 'defense' });
  });

  it('5: a declaration before the mandatory move is refused with rule 5 at that order', () => {
    const s0 = at('movement', [a1]);
    expect(refuse(s0, 'blue', [assault])).toMatchObject({ rule: '5', code: 'must-move', at: 'orders[0]' });
  });

  it('6.1 s5 P6: holding another card of the attacking unit, the attacker is asked; holding none, the defender’s answer resolves (2d6 = 6 + 5: 15 against 4)', () => {
    const asked = play(at('combat', [a1, ucard(S, 'a', 2)]), 'blue', [assault]);
    const p6 = play(asked.state, 'red', [{ type: 'defend' }]);
    expect(manoeuvre.status(p6.state)).toMatchObject({ waitingFor: ['blue'], phase: 'attack' });

    const alone = play(at('combat', [a1, ucard(S, 'b', 1)]), 'blue', [assault]);
    const done = play(alone.state, 'red', [{ type: 'defend' }], [6, 5]);
    // A 4 + 11 = 15 ≥ 3 × 4: Hit and Retreat (6.1 s7); gb.x retreats north, fr.a advances into d5
    expect(done.events.find((e) => e.type === 'attack')!.data).toMatchObject({ A: 15, D: 4 });
    expect(done.state.units['gb.x']).toMatchObject({ status: 'reduced', sq: 'd6' });
    expect(done.state.units['fr.a'].sq).toBe('d5');
  });

  it('6.1 s5: resolve sent twice with the declaration is refused', () => {
    const s0 = at('combat', [a1]);
    expect(refuse(s0, 'blue', [assault, { type: 'resolve' }, { type: 'resolve' }])).toMatchObject({
      rule: '6.1 s5',
      at: 'orders[2]',
    });
  });

  it('7: a reduced unit and a Supply card in hand: the player is asked; nothing to restore: the turn ends itself', () => {
    const reduced = (blue: string[]): MState =>
      position(
        S,
        N,
        {
          phase: 'combat',
          units: [
            { unit: 'fr.a', square: 'd3', status: 'reduced' },
            { unit: 'gb.x', square: 'd6' },
          ],
          hands: { blue, red: [] },
        },
        2,
      );
    const asked = play(reduced([hqcard(S, 'supply')]), 'blue', [{ type: 'no-combat' }]);
    expect(manoeuvre.status(asked.state)).toMatchObject({ waitingFor: ['blue'], phase: 'restoration' });
    const ended = play(reduced([ucard(S, 'b', 1)]), 'blue', [{ type: 'no-combat' }]);
    expect(ended.state).toMatchObject({ phase: 'discard', active: 'red' });
  });

  it('version 1 (games begun before): a declaration in the Movement phase is refused (5), each step is asked', () => {
    const v1 = placed(
      S,
      N,
      'movement',
      { 'fr.a': 'd3', 'gb.x': 'd5' },
      {
        hands: { blue: [a1], red: [] },
      },
    );
    expect(v1.rules).toBeUndefined();
    expect(refuse(v1, 'blue', [{ type: 'move', unit: 'fr.a', path: ['d4'] }, assault])).toMatchObject({
      rule: '5',
      code: 'wrong-phase',
      at: 'orders[1]',
    });
  });
});

describe('3 set-up in one submission per hand-off (version 2)', () => {
  it('3: four sections in one batch, the pair, the nation, the edge, then eight units per side in one batch each: six submissions', () => {
    const dice = new SeededDice(7);
    let s: MState = manoeuvre.setup('standard', {}, new FixedDice([7, 3]));
    expect(s).toMatchObject({ first: 'blue', rules: 2 });
    // the whole map in one batch: every quadrant × 24 sections × 4 rotations, each painting its 16 squares
    const secs = manoeuvre.view(s, 'blue').options.choices;
    expect(secs).toHaveLength(4 * 24 * 4);
    const nw = secs.find((c) => c.id === 'sec-NW-1-0')!;
    expect(Object.keys(nw.paint!).sort()).toEqual([
      'a5',
      'a6',
      'a7',
      'a8',
      'b5',
      'b6',
      'b7',
      'b8',
      'c5',
      'c6',
      'c7',
      'c8',
      'd5',
      'd6',
      'd7',
      'd8',
    ]);
    expect(nw).toMatchObject({ group: 'section-NW', picture: 'NW-1' });
    let submissions = 0;
    const send = (side: 'blue' | 'red', orders: MOrder[]) => {
      const r = manoeuvre.apply(s, side, { orders }, dice);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      submissions++;
      s = r.state;
    };
    send('blue', [
      { type: 'place-section', quadrant: 'NW', section: 1, rotation: 0 },
      { type: 'place-section', quadrant: 'NE', section: 2, rotation: 90 },
      { type: 'place-section', quadrant: 'SW', section: 3, rotation: 180 },
      { type: 'place-section', quadrant: 'SE', section: 4, rotation: 270 },
    ]);
    send('red', [{ type: 'nations', nations: ['fr', 'gb'] }]);
    send('blue', [{ type: 'nation', nation: 'fr' }]);
    send('red', [{ type: 'edge', edge: 'N' }]);
    for (const [side, rows] of [
      ['blue', ['1', '2']],
      ['red', ['8', '7']],
    ] as const) {
      const free = rows
        .flatMap((r) => [...'abcdefgh'].map((f) => f + r))
        .filter((q) => {
          const t = s.terrain![(Number(q[1]) - 1) * 8 + 'abcdefgh'.indexOf(q[0])];
          return t !== 'lake';
        });
      const units = Object.keys(s.units).filter((u) => s.units[u].side === side);
      send(
        side,
        units.map((unit, i) => ({ type: 'deploy', unit, square: free[i] })),
      );
    }
    expect(submissions).toBe(6);
    expect(manoeuvre.status(s)).toMatchObject({ waitingFor: ['blue'], phase: 'discard', turn: 1 });
  });
});

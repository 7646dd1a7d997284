import { describe, expect, it } from 'vitest';
import { startCombat } from './phases/combat.js';
import { atCombatPhase, fixture, ok, play as playExact } from './testkit.js';
import type { TbState } from './state.js';
import { choices } from './view.js';

const play = (s: TbState, side: string, orders: unknown[], dice: number[] = []) =>
  playExact(s, side, orders, [...dice, ...Array<number>(24).fill(1)]);
const events = (r: ReturnType<typeof play>) => (r.ok ? r.events : []);
const all = (r: ReturnType<typeof play>, type: string) => events(r).filter((e) => e.type === type);
const data = (r: ReturnType<typeof play>, type: string) => all(r, type)[0]?.data;

/** phase 8 of turn 1 (the German holds the initiative): the German designates `own` against `enemy`; the cards */
const fight = (
  pieces: Record<string, string>,
  own: string[],
  enemy: string[],
  deCard: Record<string, unknown>,
  ruCard: Record<string, unknown>,
  dice: number[] = [],
  version = 13,
) => {
  const s = atCombatPhase(pieces, 'gumbinnen-1914', version);
  const d = ok(play(s, 'de', [{ type: 'combat', own, enemy }]));
  const c = ok(play(d, 'de', [{ type: 'card', ...deCard }]));
  return play(c, 'ru', [{ type: 'card', ...ruCard }], dice);
};
const duel = { 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' };
const ids = [['de-1-1-i'], ['ru-1-29-xx']] as const;

describe('rules version 13: the retreat move (9.3.2, 9.3.3, 9.3.6)', () => {
  it('9.3.2 DEFEND against RETREAT: 1/29/XX leaves Gumbinnen A42B39 for A42B40 by the standing default (one hex)', () => {
    const r = fight(duel, [...ids[0]], [...ids[1]], { card: 'defend' }, { card: 'retreat' });
    expect(data(r, 'retreat-move')).toEqual({ side: 'ru', from: 'A42B39', to: 'A42B40', path: ['A42B40'] });
    expect(ok(r).units['ru-1-29-xx']).toMatchObject({ hex: 'A42B40', loss: 0 });
    // 9.3.2: the DEFEND player does not pursue
    expect(data(r, 'pursuit')).toBeUndefined();
    expect(ok(r).units['de-1-1-i'].hex).toBe('A41B39');
  });
  it('version 12: 1/29/XX stays in A42B39', () => {
    const r = fight(duel, [...ids[0]], [...ids[1]], { card: 'defend' }, { card: 'retreat' }, [], 12);
    expect(data(r, 'retreat-move')).toBeUndefined();
    expect(ok(r).units['ru-1-29-xx'].hex).toBe('A42B39');
  });
  it("9.3.2 the retreating player's own path sealed with the card: A43B39–A44B39–A45B39, 3 hexes (MA 4 − 1)", () => {
    const path = ['A43B39', 'A44B39', 'A45B39'];
    const r = fight(duel, [...ids[0]], [...ids[1]], { card: 'defend' }, { card: 'retreat', paths: { A42B39: path } });
    expect(data(r, 'retreat-move')).toEqual({ side: 'ru', from: 'A42B39', to: 'A45B39', path });
    expect(ok(r).units['ru-1-29-xx'].hex).toBe('A45B39');
  });
  it("9.3.2, AMB-25 refusals: 4 hexes (MA − 1 is 3), from a hex without the side's units, into the enemy", () => {
    const long = fight(
      duel,
      [...ids[0]],
      [...ids[1]],
      { card: 'defend' },
      {
        card: 'retreat',
        paths: { A42B39: ['A43B39', 'A44B39', 'A45B39', 'A46B39'] },
      },
    );
    expect(long).toMatchObject({ ok: false, error: { code: 'retreat-path', rule: '9.3.2' } });
    const from = fight(
      duel,
      [...ids[0]],
      [...ids[1]],
      { card: 'defend' },
      { card: 'retreat', paths: { A43B39: ['A44B39'] } },
    );
    expect(from).toMatchObject({ ok: false, error: { code: 'retreat-from', rule: '9.3.2' } });
    const into = fight(
      duel,
      [...ids[0]],
      [...ids[1]],
      { card: 'defend' },
      { card: 'retreat', paths: { A42B39: ['A41B39'] } },
    );
    expect(into).toMatchObject({ ok: false, error: { code: 'retreat-path' } });
  });
  it('9.3.2 no way out of enemy ZOC (1/1 I in A41B39, 2/1 I in A43B39): the retreat enters one and 1/29/XX loses 1 EP', () => {
    const r = fight(
      { ...duel, 'de-2-1-i': 'A43B39' },
      ['de-1-1-i', 'de-2-1-i'],
      [...ids[1]],
      { card: 'defend' },
      { card: 'retreat' },
    );
    expect(data(r, 'retreat-move')).toMatchObject({ side: 'ru', from: 'A42B39' });
    expect(all(r, 'loss').map((e) => [e.rule, e.data])).toEqual([
      ['9.3.2', expect.objectContaining({ unit: 'ru-1-29-xx', ep: 1 })],
    ]);
  });
  it('9.3.3 RETREAT against RETREAT: both retreat, the initiative player (the German) first', () => {
    const r = fight(duel, [...ids[0]], [...ids[1]], { card: 'retreat' }, { card: 'retreat' });
    expect(all(r, 'retreat-move').map((e) => (e.data as { side: string }).side)).toEqual(['de', 'ru']);
    expect(ok(r).units['de-1-1-i'].hex).not.toBe('A41B39');
    expect(ok(r).units['ru-1-29-xx'].hex).not.toBe('A42B39');
  });
  it('16.2.9 the masking marker de-m1 (hiding 1/1 I in A41B39) retreating against DEFEND stays masked where it is, the Russian retreating moves', () => {
    const s = fixture({ 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' });
    Object.assign(s, { phase: 'combat', initiative: 'ru', await: { kind: 'combat', sides: ['ru'] } });
    s.markers = [{ id: 'de-m1', side: 'de', hex: 'A41B39', contents: ['de-1-1-i'] }];
    s.units['de-1-1-i'].masked = 'de-m1';
    startCombat(s);
    const f = ok(play(s, 'ru', [{ type: 'combat', own: ['ru-1-29-xx'], enemy: ['de-m1'] }]));
    const both = play(ok(play(f, 'ru', [{ type: 'card', card: 'retreat' }])), 'de', [
      { type: 'card', card: 'retreat' },
    ]);
    expect(ok(both).units['de-1-1-i']).toMatchObject({ hex: 'A41B39', masked: 'de-m1' });
    expect(ok(both).units['ru-1-29-xx'].hex).not.toBe('A42B39');
  });
  it('9.3.6, 9.6.3 ATTACK against RETREAT: roll 3 costs 2 EP, then 1/29/XX retreats to A42B40 and 1/1 I enters Gumbinnen', () => {
    const r = fight(duel, [...ids[0]], [...ids[1]], { card: 'attack' }, { card: 'retreat' }, [3]);
    expect(data(r, 'retreat-attempt')).toEqual({ side: 'ru', column: -1, loss: 2 });
    expect(data(r, 'retreat-move')).toEqual({ side: 'ru', from: 'A42B39', to: 'A42B40', path: ['A42B40'] });
    expect(all(r, 'pursuit')).toEqual([
      expect.objectContaining({ rule: '9.6.3', data: { units: ['de-1-1-i'], hex: 'A42B39' } }),
    ]);
    expect(ok(r).units['ru-1-29-xx']).toMatchObject({ hex: 'A42B40', loss: 2 });
    const old = fight(duel, [...ids[0]], [...ids[1]], { card: 'attack' }, { card: 'retreat' }, [3], 12);
    expect(ok(old).units['ru-1-29-xx']).toMatchObject({ hex: 'A42B39', loss: 2 });
    expect(ok(old).units['de-1-1-i'].hex).toBe('A41B39');
  });
});

describe('rules version 14: the retreat move spends the terrain chart’s MP (9.3.2, 4.3)', () => {
  const south = ['A42B40', 'A42B41', 'A42B42'];
  it('9.3.2 A42B40–A42B41–A42B42 costs 1 + 1 + 2 = 4 MP, more than MA 4 − 1 = 3: refused at its third hex; version 13 counts 3 hexes', () => {
    const card = { card: 'retreat', paths: { A42B39: south } };
    expect(fight(duel, [...ids[0]], [...ids[1]], { card: 'defend' }, card, [], 14)).toMatchObject({
      ok: false,
      error: { code: 'retreat-path', rule: '9.3.2', at: 'orders[0].paths.A42B39[2]' },
    });
    const v13 = fight(duel, [...ids[0]], [...ids[1]], { card: 'defend' }, card);
    expect(data(v13, 'retreat-move')).toEqual({ side: 'ru', from: 'A42B39', to: 'A42B42', path: south });
  });
  it('9.3.2 A43B39–A44B39–A45B39 over clear ground costs 3 MP and is taken', () => {
    const path = ['A43B39', 'A44B39', 'A45B39'];
    const r = fight(
      duel,
      [...ids[0]],
      [...ids[1]],
      { card: 'defend' },
      { card: 'retreat', paths: { A42B39: path } },
      [],
      14,
    );
    expect(data(r, 'retreat-move')).toEqual({ side: 'ru', from: 'A42B39', to: 'A45B39', path });
  });
  it('9.3.2 the view offers RETREAT by each reachable end hex: A45B39 by A43B39–A44B39, not A42B42 (4 MP); version 13 offers none', () => {
    const cardWindow = (version: number) => {
      const s = atCombatPhase(duel, 'gumbinnen-1914', version);
      const d = ok(play(s, 'de', [{ type: 'combat', own: [...ids[0]], enemy: [...ids[1]] }]));
      return choices(ok(play(d, 'de', [{ type: 'card', card: 'defend' }])), 'ru');
    };
    const offered = cardWindow(14).filter((c) => c.id.startsWith('card:retreat:path:'));
    expect(offered.find((c) => c.id === 'card:retreat:path:A45B39')?.order).toEqual({
      type: 'card',
      card: 'retreat',
      paths: { A42B39: ['A43B39', 'A44B39', 'A45B39'] },
    });
    expect(offered.map((c) => c.id)).toContain('card:retreat:path:A42B40');
    expect(offered.map((c) => c.id)).not.toContain('card:retreat:path:A42B42');
    const r = fight(
      duel,
      [...ids[0]],
      [...ids[1]],
      { card: 'defend' },
      offered[0].order as Record<string, unknown>,
      [],
      14,
    );
    expect(ok(r).units['ru-1-29-xx'].hex).toBe(offered[0].id.split(':').pop());
    expect(cardWindow(13).filter((c) => c.id.startsWith('card:retreat:path:'))).toEqual([]);
  });
});

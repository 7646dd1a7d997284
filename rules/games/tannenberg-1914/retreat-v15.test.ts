import { describe, expect, it } from 'vitest';
import { atCombatPhase, ok, play as playExact } from './testkit.js';
import type { TbState } from './state.js';
import { choices } from './view.js';

const play = (s: TbState, side: string, orders: unknown[], dice: number[] = []) =>
  playExact(s, side, orders, [...dice, ...Array<number>(24).fill(1)]);
const data = (r: ReturnType<typeof play>, type: string) => (r.ok ? r.events : []).find((e) => e.type === type)?.data;

const duel = { 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' };
/** 2/1 I in A43B39 besides: every hex next to Gumbinnen is German or in a German ZOC */
const ringed = { ...duel, 'de-2-1-i': 'A43B39' };
/** phase 8 of turn 1: the German designates his units in `pieces` against 1/29/XX, plays DEFEND; the Russian `ruCard` */
const fight = (pieces: Record<string, string>, ruCard: Record<string, unknown>, version = 15) => {
  const s = atCombatPhase(pieces, 'gumbinnen-1914', version);
  const own = Object.keys(pieces).filter((id) => id.startsWith('de-'));
  const d = ok(play(s, 'de', [{ type: 'combat', own, enemy: ['ru-1-29-xx'] }]));
  return play(ok(play(d, 'de', [{ type: 'card', card: 'defend' }])), 'ru', [{ type: 'card', ...ruCard }]);
};
const retreat = (path: string[]) => ({ card: 'retreat', paths: { A42B39: path } });

describe('rules version 15: the retreat path is chosen freely (9.3.2, RT2–RT4, AMB-25)', () => {
  it('9.3.2 "chosen freely": 1/29/XX goes A43B39–A44B38 and sidesteps to A44B37 (both two hexes from Gumbinnen), 3 MP; version 14 refuses the flight geometry (9.5.4)', () => {
    const path = ['A43B39', 'A44B38', 'A44B37'];
    const r = fight(duel, retreat(path));
    expect(data(r, 'retreat-move')).toEqual({ side: 'ru', from: 'A42B39', to: 'A44B37', path });
    expect(ok(r).units['ru-1-29-xx']).toMatchObject({ hex: 'A44B37', loss: 0 });
    expect(fight(duel, retreat(path), 14)).toMatchObject({
      ok: false,
      error: { code: 'retreat-path', rule: '9.5.4', at: 'orders[0].paths.A42B39[2]' },
    });
  });
  it('9.3.2 MA 4 − 1 = 3 MP still bounds it: A43B39–A44B38–A44B37–A45B37 (4 MP) is refused at its fourth hex', () => {
    expect(fight(duel, retreat(['A43B39', 'A44B38', 'A44B37', 'A45B37']))).toMatchObject({
      ok: false,
      error: { code: 'retreat-path', rule: '9.3.2', at: 'orders[0].paths.A42B39[3]' },
    });
  });
  it('9.3.2 a path is a way: not back to the start (A43B39–A42B39), no hex twice, each hex next to the one before', () => {
    for (const path of [
      ['A43B39', 'A42B39'],
      ['A43B39', 'A43B38', 'A43B39'],
      ['A43B39', 'A44B37'],
    ])
      expect(fight(duel, retreat(path))).toMatchObject({ ok: false, error: { code: 'retreat-path', rule: '9.3.2' } });
  });
  it('9.3.2 (RT4) never through enemy units: A41B39 (1/1 I) refused', () => {
    expect(fight(duel, retreat(['A41B39', 'A40B39']))).toMatchObject({
      ok: false,
      error: { code: 'retreat-path', rule: '9.3.2' },
    });
  });
  it('9.3.2 (RT3) not voluntarily into an enemy ZOC: A42B40–A41B40 enters 1/1 I’s ZOC while A42B40 alone avoids it, refused', () => {
    expect(fight(duel, retreat(['A42B40', 'A41B40']))).toMatchObject({
      ok: false,
      error: { code: 'retreat-path', rule: '9.3.2' },
    });
    expect(data(fight(duel, retreat(['A42B40'])), 'retreat-move')).toMatchObject({ to: 'A42B40' });
  });
  it('9.3.2 (RT3) through a ZOC only if there is no other way, and out of it: ringed by 1/1 I and 2/1 I, A42B40–A42B41 (1 ZOC hex, 1 EP) is taken; A42B40 alone, ending in the ZOC, is refused (version 14 takes it); A42B40–A43B40 (2 ZOC hexes) is refused', () => {
    const through = fight(ringed, retreat(['A42B40', 'A42B41']));
    expect(data(through, 'retreat-move')).toEqual({
      side: 'ru',
      from: 'A42B39',
      to: 'A42B41',
      path: ['A42B40', 'A42B41'],
    });
    expect(ok(through).units['ru-1-29-xx']).toMatchObject({ hex: 'A42B41', loss: 1 });
    expect(fight(ringed, retreat(['A42B40']))).toMatchObject({ ok: false, error: { code: 'retreat-path' } });
    expect(data(fight(ringed, retreat(['A42B40']), 14), 'retreat-move')).toMatchObject({ to: 'A42B40' });
    expect(fight(ringed, retreat(['A42B40', 'A43B40']))).toMatchObject({ ok: false, error: { code: 'retreat-path' } });
  });
  it('9.3.2 the default when no path is named: the first allowed way, shortest first; ringed, that passes through the ZOC and out (2 hexes, 1 EP)', () => {
    const free = fight(duel, { card: 'retreat' });
    expect(data(free, 'retreat-move')).toMatchObject({ to: 'A42B40', path: ['A42B40'] });
    const r = fight(ringed, { card: 'retreat' });
    const moved = data(r, 'retreat-move') as { path: string[] };
    expect(moved.path).toHaveLength(2);
    expect(ok(r).units['ru-1-29-xx'].loss).toBe(1);
  });
  it('9.3.2 cavalry: 1/2 kaw. (MA 7) retreats 6 MP, A42B40–A42B41–A43B41–A44B41–A45B41–A46B41 over clear ground (a flight stops at 5)', () => {
    const path = ['A42B40', 'A42B41', 'A43B41', 'A44B41', 'A45B41', 'A46B41'];
    const kaw = { 'de-1-1-i': 'A41B39', 'ru-1-2-kaw': 'A42B39' };
    const s = atCombatPhase(kaw, 'gumbinnen-1914', 15);
    const d = ok(play(s, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-2-kaw'] }]));
    const r = play(ok(play(d, 'de', [{ type: 'card', card: 'defend' }])), 'ru', [{ type: 'card', ...retreat(path) }]);
    expect(data(r, 'retreat-move')).toEqual({ side: 'ru', from: 'A42B39', to: 'A46B41', path });
  });
  it('9.3.2 the view offers A40B41 by A42B40–A41B41, round 1/1 I’s flank (A41B41 and A40B41 both two hexes from Gumbinnen); version 14 offers no way there', () => {
    const offered = (version: number) => {
      const s = atCombatPhase(duel, 'gumbinnen-1914', version);
      const d = ok(play(s, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] }]));
      return choices(ok(play(d, 'de', [{ type: 'card', card: 'defend' }])), 'ru').filter((c) =>
        c.id.startsWith('card:retreat:path:'),
      );
    };
    const v15 = offered(15);
    expect(v15.find((c) => c.id === 'card:retreat:path:A40B41')?.order).toEqual({
      type: 'card',
      card: 'retreat',
      paths: { A42B39: ['A42B40', 'A41B41', 'A40B41'] },
    });
    const v14 = offered(14).map((c) => c.id);
    expect(v14).not.toContain('card:retreat:path:A40B41');
    // every end the flight's geometry reached is still offered
    expect(v15.map((c) => c.id)).toEqual(expect.arrayContaining(v14));
    expect(v15.length).toBeGreaterThan(v14.length);
    // every offered way is accepted
    for (const c of v15) expect(fight(duel, c.order as Record<string, unknown>).ok).toBe(true);
  });
});

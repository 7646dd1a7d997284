import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../core/dice.js';
import { botBatch } from './bot.js';
import m from './index.js';
import { atCombatPhase, fixture, gumbinnenAt, ok, play, start } from './testkit.js';
import { choices } from './view.js';
import { stageOf } from './phases/order-of-movement.js';
import { findUnsupplied } from './phases/supply.js';
import { mapOf } from './ctx.js';
import { lastTurnPursuit, leashOf } from './bot-supply.js';
import { attackValue, byCrt, epLeft } from './bot-combat.js';

/** these pieces on the map at the start of movement on `turn` of gumbinnen-1914 */
const onTurn = (turn: number, pieces: Record<string, string>, dice: number[]) => {
  const f = fixture(pieces);
  f.turn = turn;
  return start(f, dice);
};

describe('the bot (practice games)', () => {
  it('9.1.7, 9.3 the German designates 1/1 I and 2/1 I (12) against 1/29/XX (5), odds 2.4, and plays ATTACK; the Russian bot, at 5 v 12 (below 1:2), plays RETREAT (9.3.2) by a path it names', () => {
    const at = (pieces: Record<string, string>) => {
      const s = start(fixture({ 'de-francois': 'A38B41', 'ru-1-29-xx': 'A42B39', ...pieces }), [1, 5, 2]);
      return (m.apply(s, 'de', { orders: [{ type: 'end' }] }, new FixedDice([])) as { state: typeof s }).state;
    };
    let s = at({ 'de-1-1-i': 'A41B39', 'de-2-1-i': 'A41B39' });
    const combat = botBatch(s, 'de', new SeededDice(1));
    expect(combat).toEqual({ orders: [{ type: 'combat', own: ['de-1-1-i', 'de-2-1-i'], enemy: ['ru-1-29-xx'] }] });
    s = (m.apply(s, 'de', combat, new FixedDice([])) as { state: typeof s }).state;
    expect(botBatch(s, 'de', new SeededDice(1))).toEqual({ orders: [{ type: 'card', card: 'attack' }] });
    expect(botBatch(s, 'ru', new SeededDice(1)).orders[0]).toMatchObject({ type: 'card', card: 'retreat', paths: {} });
  });
  it('3.1, 19.3 playing either side against random play, every batch it sends is legal and the game ends after turn 5', () => {
    for (const botSide of ['de', 'ru'] as const) {
      const d = new SeededDice(botSide === 'de' ? 11 : 12);
      let s = m.setup('gumbinnen-1914', {}, d);
      let n = 0;
      for (; !m.status(s).result && n < 3000; n++) {
        const side = m.status(s).waitingFor[0];
        const r = m.apply(s, side, side === botSide ? botBatch(s, side, d) : m.randomBatch(s, side, d), d);
        expect(r.ok, JSON.stringify(!r.ok && r.error)).toBe(true);
        if (!r.ok) return;
        s = r.state;
      }
      expect(m.status(s).result).toBeDefined();
      expect(s.turn).toBe(5);
    }
  });
  it('15.2, 19.3 on the last turn the German bot brings 1/1R IR, unsupplied at A37B36, back into supply; on turn 1 it may still go for the enemy', () => {
    const at = (turn: number) =>
      onTurn(
        turn,
        {
          'de-francois': 'A38B41',
          'de-1-1-i': 'A41B39',
          'de-below': 'A37B37',
          'de-1-1r-ir': 'A37B36',
          'ru-1-29-xx': 'A48B39',
        },
        [1, 1, 5, 2],
      );
    const s = at(5);
    expect(findUnsupplied(s, 'de')).toEqual(['de-1-1r-ir']);
    const b = botBatch(s, 'de', new SeededDice(1));
    expect(b.orders[0]).toMatchObject({ type: 'move', pieces: ['de-1-1r-ir'] });
    expect(findUnsupplied(ok(m.apply(s, 'de', b, new FixedDice([]))), 'de')).toEqual([]);
    // turn 1: four turns left to come home (bot-supply.ts), so the first move goes toward 1/29/XX instead
    const early = botBatch(at(1), 'de', new SeededDice(1)).orders[0] as { path: string[] };
    const mi = mapOf(s);
    expect(mi.board.distance(early.path.at(-1)!, 'A48B39')).toBeLessThan(mi.board.distance(early.path[0], 'A48B39'));
  });
  it("13.1.5, 19.3 the German bot moves next to Smirnov's lone HQ (A44B39), which a roll of 1 eliminates: 8 VP for the German", () => {
    const s = start(
      fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-smirnow': 'A44B39', 'ru-1-29-xx': 'A56B35' }),
      [1, 1, 5, 2],
    );
    const b = botBatch(s, 'de', new SeededDice(1));
    const path = (b.orders[0] as { path: string[] }).path;
    expect(mapOf(s).board.adjacent(path.at(-1)!, 'A44B39')).toBe(true);
    const after = ok(m.apply(s, 'de', b, new FixedDice([1, 1, 1, 1])));
    expect(after.hqs['ru-smirnow'].hex).toBeNull();
    expect(after.track).toBe(-8);
  });
  it('13.1.5, 19.3 the German raids Smirnov alone at A53B36 in Russia on turn 4 (1/1 I to A52B36, out of supply), not on the last turn, where a unit left unsupplied scores 4 for certain', () => {
    const at = (turn: number) => {
      const f = fixture({
        'de-francois': 'A48B37',
        'de-1-1-i': 'A49B37',
        'ru-smirnow': 'A53B36',
        'ru-1-29-xx': 'A58B30',
      });
      f.turn = turn;
      f.track = -1;
      return start(f, [1, 1, 5, 2]);
    };
    const leash = leashOf(at(5), 'de')!;
    expect(leash.fed('de-1-1-i', 'A52B36')).toBe(false);
    expect(botBatch(at(4), 'de', new SeededDice(1)).orders[0]).toMatchObject({
      pieces: ['de-1-1-i'],
      path: ['A49B37', 'A50B36', 'A51B36', 'A52B36'],
    });
    const last = botBatch(at(5), 'de', new SeededDice(1)).orders[0] as { path: string[] };
    expect(leash.fed('de-1-1-i', last.path.at(-1)!)).toBe(true);
    expect(mapOf(at(5)).board.adjacent(last.path.at(-1)!, 'A53B36')).toBe(false);
  });
  it('9.6.4, 19.3 on the last turn the German attacks only where every pursuer stays supplied: into Gumbinnen (A42B39, on the railway) yes, into A55B35 in Russia no; earlier turns it does not ask', () => {
    const at = (turn: number) =>
      onTurn(
        turn,
        { 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39', 'ru-2-29-xx': 'A55B35' },
        [1, 5, 2],
      );
    // with a lead to keep (the track below 0), and with none (allIn: he fights at even odds, but not out of supply)
    const ahead = at(5);
    ahead.track = -1;
    const safe = lastTurnPursuit(ahead, 'de')!;
    expect(lastTurnPursuit(at(5), 'de')!(['de-1-1-i'], ['ru-2-29-xx'])).toBe(false);
    expect(safe(['de-1-1-i'], ['ru-1-29-xx'])).toBe(true);
    expect(safe(['de-1-1-i'], ['ru-2-29-xx'])).toBe(false);
    expect(lastTurnPursuit(at(4), 'de')).toBeUndefined();
    expect(lastTurnPursuit(at(5), 'ru')).toBeUndefined();
  });
  it('13.3.2 the bot first has the uncommanded 1/1 Kav take its self-command check: commanded on a 2; on a 6 it is not asked again', () => {
    const s = start(
      fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'de-1-1-kaw': 'A43B41', 'ru-1-29-xx': 'A48B39' }),
      [1, 5, 2],
    );
    expect(s.commanded).toEqual(['de-1-1-i']);
    const b = botBatch(s, 'de', new SeededDice(1));
    expect(b).toEqual({ orders: [{ type: 'self-command', units: ['de-1-1-kaw'] }] });
    expect(ok(m.apply(s, 'de', b, new FixedDice([2]))).commanded).toEqual(['de-1-1-i', 'de-1-1-kaw']);
    const failed = ok(m.apply(s, 'de', b, new FixedDice([6])));
    expect(failed.commanded).toEqual(['de-1-1-i']);
    expect(botBatch(failed, 'de', new SeededDice(1)).orders[0].type).toBe('move');
  });
  it('4.5.1, 4.5.6 the Russian bot asks 1/29/XX at A45B38 (4 hexes from 1/1 I) into reserve; when 1/1 I (6) pauses at A43B38 it steps to A44B38 (5 is at least half of 6)', () => {
    let s = gumbinnenAt({ 'ru-1-29-xx': 'A45B38' }, [1, 5, 2], ['mask', 'recon']);
    const designation = botBatch(s, 'ru', new SeededDice(1));
    expect(designation).toEqual({ orders: [{ type: 'reserve', unit: 'ru-1-29-xx', ask: true }, { type: 'end' }] });
    s = ok(play(s, 'ru', designation.orders));
    s = ok(play(s, 'de', [{ type: 'end' }]));
    s = ok(play(s, 'de', [{ type: 'move', pieces: ['de-1-1-i'], path: ['A41B39', 'A42B38', 'A43B38', 'A44B37'] }]));
    expect(s.paused?.at).toBe(2);
    expect(botBatch(s, 'ru', new SeededDice(1))).toEqual({
      orders: [{ type: 'reserve-move', unit: 'ru-1-29-xx', to: 'A44B38' }],
    });
    // against three times its strength it lets the move go on
    s.paused!.pieces = ['de-1-1-i', 'de-2-1-i', 'de-1-1r-ir'];
    expect(botBatch(s, 'ru', new SeededDice(1))).toEqual({ orders: [{ type: 'end' }] });
  });
  it('4.1 the bot moves by the order of movement: 1/1 I (commanded through François) before 1/1 Kav (commanded by its own check), each later move of the same or a later stage', () => {
    let s = start(
      fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'de-1-1-kaw': 'A43B41', 'ru-1-29-xx': 'A48B39' }),
      [1, 5, 2],
    );
    const d = new FixedDice([2, ...Array<number>(40).fill(5)]);
    const moved: string[] = [];
    for (let n = 0; n < 20 && s.await?.kind === 'move'; n++) {
      const o = botBatch(s, 'de', new SeededDice(n)).orders[0];
      if (o.type === 'move') moved.push(...o.pieces);
      s = ok(m.apply(s, 'de', { orders: [o] }, d));
    }
    expect(moved.slice(0, 2)).toEqual(['de-1-1-i', 'de-1-1-kaw']);
    expect(moved.map((id) => stageOf(s, id))).toEqual([...moved.map((id) => stageOf(s, id))].sort());
  });
  it('9.3.2 the Russian bot, at 5 against 12, plays RETREAT by the offered path (card:retreat:path) that ends farthest from 1/1 I and 2/1 I', () => {
    const s = atCombatPhase({ 'de-1-1-i': 'A41B39', 'de-2-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' });
    const d = ok(play(s, 'de', [{ type: 'combat', own: ['de-1-1-i', 'de-2-1-i'], enemy: ['ru-1-29-xx'] }]));
    const c = ok(play(d, 'de', [{ type: 'card', card: 'attack' }]));
    const b = botBatch(c, 'ru', new SeededDice(1));
    const offered = choices(c, 'ru').filter((x) => x.id.startsWith('card:retreat:path:'));
    expect(offered.map((x) => x.order)).toContainEqual(b.orders[0]);
    const end = (b.orders[0] as { paths: Record<string, string[]> }).paths.A42B39.at(-1)!;
    const far = Math.max(...offered.map((x) => mapOf(c).board.distance(x.id.split(':').pop()!, 'A41B39')));
    expect(mapOf(c).board.distance(end, 'A41B39')).toBe(far);
    // at 5 against 6 it stands (DEFEND)
    const even = atCombatPhase({ 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' });
    const e = ok(play(even, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] }]));
    expect(
      botBatch(ok(play(e, 'de', [{ type: 'card', card: 'attack' }])), 'ru', new SeededDice(1)).orders[0],
    ).toMatchObject({
      card: 'defend',
    });
  });
  it('19.3 on the last turn with no lead (track 0) the German steps 1/1 I one hex out of supply, to A51B36 next to 1/29/XX at A52B36, to fight; with a lead of 1 it stays on the network (A48B37); 1/29/XX two steps out (A53B36) it does not go', () => {
    const at = (track: number, ru: string) => {
      const f = fixture({ 'de-francois': 'A48B37', 'de-1-1-i': 'A49B37', 'ru-1-29-xx': ru });
      f.turn = 5;
      f.track = track;
      return botBatch(start(f, [1, 5, 2]), 'de', new SeededDice(1)).orders[0];
    };
    expect(at(0, 'A52B36')).toEqual({ type: 'move', pieces: ['de-1-1-i'], path: ['A49B37', 'A50B36', 'A51B36'] });
    expect(at(-1, 'A52B36')).toEqual({ type: 'move', pieces: ['de-1-1-i'], path: ['A49B37', 'A48B37'] });
    expect(at(0, 'A53B36')).toEqual({ type: 'move', pieces: ['de-1-1-i'], path: ['A49B37', 'A48B37'] });
  });
  it('9.3.5, 9.4 the Russian assaults 1/1 Kav (3, worn to 7 EP) with 1/29/XX and 2/29/XX (10): 3:1 moved to 5:1 eliminates it on 1–2 (6 VP), worth its doubled losses; at 10 v 6 against 1/1 I (1:1, each brigade paying the CRT) it refuses (DEFEND)', () => {
    const s = fixture({ 'ru-1-29-xx': 'A42B39', 'ru-2-29-xx': 'A42B39', 'de-1-1-kaw': 'A41B39', 'de-1-1-i': 'A41B39' });
    s.units['de-1-1-kaw'].loss = 3;
    const ru = ['ru-1-29-xx', 'ru-2-29-xx'];
    expect(epLeft(s, 'de-1-1-kaw')).toBe(7);
    expect(attackValue(s, 'ru', ru, ['de-1-1-kaw'], 10, 3, true)).toBeCloseTo(0.767, 2);
    expect(attackValue(s, 'ru', ru, ['de-1-1-kaw'], 10, 3, false)).toBeCloseTo(-0.65, 2);
    expect(byCrt(s, 'ru', ru, ['de-1-1-kaw'])).toBe('assault');
    expect(byCrt(s, 'ru', ru, ['de-1-1-i'])).toBe('defend');
  });
});

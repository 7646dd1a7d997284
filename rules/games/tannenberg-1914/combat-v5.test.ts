import { describe, expect, it } from 'vitest';
import { acrossStrait, atCombatPhase, ok, play } from './testkit.js';
import type { TbState } from './state.js';
import { choices } from './view.js';

/** phase 8 of turn 1 with the German holding the initiative and these pieces on the map */
const atCombat = atCombatPhase;
const gumbinnen = { 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' };
const designated = (s: TbState, extra: Record<string, unknown> = {}) =>
  ok(play(s, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'], ...extra }]));
const events = (r: ReturnType<typeof play>) => (r.ok ? r.events : []);

describe('rules version 5: flight, artillery, encirclement, straits', () => {
  it('9.5.2, 9.5.9 1/29/XX plays DEFEND fleeing 2 against 2/3: it flees 2 hexes and loses 1 EP; a 5 above its EFF 3 drives it a third hex without saving EP; 1/1 I pursues into A42B39', () => {
    let s = designated(atCombat(gumbinnen));
    s = ok(play(s, 'de', [{ type: 'card', card: 'attack' }]));
    const r = play(s, 'ru', [{ type: 'card', card: 'defend', flee: 2 }], [2, 5, 1, 5, 2]);
    const e = events(r);
    expect(e.find((x) => x.type === 'crt')?.data).toMatchObject({ result: '2/3' });
    const flight = e.find((x) => x.type === 'flight')!;
    expect(flight).toMatchObject({ rule: '9.5.9', dice: [5], data: { side: 'ru', from: 'A42B39' } });
    const path = (flight.data as { path: string[] }).path;
    expect(path).toHaveLength(3);
    const st = ok(r);
    expect(st.units['ru-1-29-xx'].hex).toBe(path[2]);
    expect(st.units['ru-1-29-xx'].loss).toBe(1); // 3 − 2 hexes; the extra hex saves nothing
    expect(st.units['de-1-1-i'].hex).toBe('A42B39');
    expect(e.find((x) => x.type === 'pursuit')?.data).toEqual({ units: ['de-1-1-i'], hex: 'A42B39' });
  });
  it('9.5.9 a roll of 3, not above EFF 3: the flight ends 2 hexes away; 10.1.1 the German has forced a flight', () => {
    let s = designated(atCombat(gumbinnen));
    s = ok(play(s, 'de', [{ type: 'card', card: 'attack' }]));
    const r = play(s, 'ru', [{ type: 'card', card: 'defend', flee: 4 }], [2, 3, 1, 5, 2]);
    const flight = events(r).find((x) => x.type === 'flight')!;
    expect(flight).toMatchObject({ rule: '9.5', dice: [3] });
    expect((flight.data as { path: string[] }).path).toHaveLength(3); // 4 asked, the loss is 3 (AMB-26)
    expect(ok(r).units['ru-1-29-xx'].loss).toBe(0);
    // kept for turn 2's initiative roll: +1 for the flight the German forced
    expect(ok(r).record.de).toEqual({ flightsForced: 1, enemyRetreatsWithLoss: 0 });
  });
  it('9.5.1 only DEFEND flees; version 4 refuses flight', () => {
    const s = designated(atCombat(gumbinnen));
    expect(play(s, 'ru', [{ type: 'card', card: 'attack', flee: 2 }])).toMatchObject({
      ok: false,
      error: { rule: '9.5.1', at: 'orders[0].flee' },
    });
    const v4 = designated(atCombat(gumbinnen, 'gumbinnen-1914', 4));
    expect(play(v4, 'ru', [{ type: 'card', card: 'defend', flee: 2 }])).toMatchObject({
      ok: false,
      error: { rule: '9.5' },
    });
    expect(choices(v4, 'ru').map((c) => c.id)).toEqual(['card:defend', 'card:retreat', 'card:attack', 'card:assault']);
    expect(choices(s, 'ru').map((c) => c.id)).toContain('card:defend:flee:4');
  });
  it('11.1.9 triple fire: 1/I art. AF 4 × 3 = 12 beside 1/1 I makes 18 against 5, and the German gun loses 3 EP (AMB-51)', () => {
    let s = atCombat({ ...gumbinnen, 'de-1-i-art': 'A40B39' });
    expect(choices(s, 'de').find((c) => c.id === 'combat:0:triple')?.order).toEqual({
      type: 'combat',
      own: ['de-1-1-i', 'de-1-i-art'],
      enemy: ['ru-1-29-xx'],
      triple: ['de-1-i-art'],
    });
    s = ok(
      play(s, 'de', [
        { type: 'combat', own: ['de-1-1-i', 'de-1-i-art'], enemy: ['ru-1-29-xx'], triple: ['de-1-i-art'] },
      ]),
    );
    s = ok(play(s, 'de', [{ type: 'card', card: 'attack' }]));
    const r = play(s, 'ru', [{ type: 'card', card: 'defend' }], [6, 1, 5, 2]);
    expect(events(r).find((x) => x.type === 'crt')?.data).toMatchObject({ attack: 18, defence: 5 });
    expect(
      events(r).find((x) => x.type === 'loss' && (x.data as { unit: string }).unit === 'de-1-i-art'),
    ).toMatchObject({
      rule: '11.1.9',
      data: { loss: 3 },
    });
    expect(
      play(atCombat(gumbinnen), 'de', [
        { type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'], triple: ['de-1-1-i'] },
      ]),
    ).toMatchObject({ ok: false, error: { rule: '11.1.9', at: 'orders[0].triple[0]' } });
  });
  it('11.4 bombardment: 1/I art. from A40B39 fires AF 4 at 1/29/XX (5) in Gumbinnen, no cards; town −1, François •• +2, no river across two hexes', () => {
    const s = atCombat({ ...gumbinnen, 'de-1-i-art': 'A40B39' });
    expect(choices(s, 'de').find((c) => c.id === 'bombard:A42B39')?.order).toEqual({
      type: 'combat',
      own: ['de-1-i-art'],
      enemy: ['ru-1-29-xx'],
    });
    const r = play(s, 'de', [{ type: 'combat', own: ['de-1-i-art'], enemy: ['ru-1-29-xx'] }], [6, 1, 5, 2]);
    const crt = events(r).find((x) => x.type === 'crt')!;
    expect(crt.data).toMatchObject({
      attack: 4,
      defence: 5,
      shifts: [
        { rule: '9.7', value: -1 },
        { rule: '13.5', value: 2 },
      ],
    });
    expect(events(r).map((x) => x.type)).not.toContain('cards');
    expect(events(r).map((x) => x.type)).not.toContain('pursuit');
    const st = ok(r);
    expect(st.fought).toEqual(expect.arrayContaining(['de-1-i-art', 'ru-1-29-xx']));
    expect(st.units['de-1-i-art'].loss).toBe(0); // German ammunition, supplied: 0 (11.1.6)
  });
  it('11.4.1 (TC-47) artillery that began phase 8 in enemy ZOC may not bombard; 11.1.3 nor fire at enemy artillery', () => {
    const s = atCombat({ ...gumbinnen, 'de-1-i-art': 'A42B38' });
    expect(play(s, 'de', [{ type: 'combat', own: ['de-1-i-art'], enemy: ['ru-1-29-xx'] }])).toMatchObject({
      ok: false,
      error: { rule: '11.4.1', at: 'orders[0].own[0]', params: { id: 'de-1-i-art', why: 'in-zoc' } },
    });
    expect(choices(s, 'de').some((c) => c.id.startsWith('bombard:'))).toBe(false);
    const v4 = atCombat({ ...gumbinnen, 'de-1-i-art': 'A40B39' }, 'gumbinnen-1914', 4);
    expect(play(v4, 'de', [{ type: 'combat', own: ['de-1-i-art'], enemy: ['ru-1-29-xx'] }])).toMatchObject({
      ok: false,
      error: { rule: '9.1.4' },
    });
  });
  it('9.2.2 (AMB-22) 1/29/XX at A42B39 ringed by 1/1 I, 2/1 I and the ZOC of 1/1 kaw.: the attack 6 + 6 doubles to 24; with the option all-enemy it stays 12', () => {
    const ring = { ...gumbinnen, 'de-2-1-i': 'A43B38', 'de-1-1-kaw': 'A42B41' };
    const fight = (s: TbState) => {
      s = ok(play(s, 'de', [{ type: 'combat', own: ['de-1-1-i', 'de-2-1-i'], enemy: ['ru-1-29-xx'] }]));
      s = ok(play(s, 'de', [{ type: 'card', card: 'attack' }]));
      return events(play(s, 'ru', [{ type: 'card', card: 'defend' }], [6, 1, 5, 2])).find((x) => x.type === 'crt')!
        .data;
    };
    expect(fight(atCombat(ring))).toMatchObject({ attack: 24, defence: 5, encircled: true });
    const strict = atCombat(ring);
    strict.options.encirclement = 'all-enemy';
    expect(fight(strict)).toMatchObject({ attack: 12, defence: 5 });
    expect(fight(atCombat(ring, 'gumbinnen-1914', 4))).toMatchObject({ attack: 12, defence: 5 });
  });
  it('9.7.7 (AMB-53) three brigades attack three across the strait A35B26–A36B26: two count on each side, 6 + 6 against 5 + 5; all three defenders take the result', () => {
    const pieces = acrossStrait;
    const fight = (s: TbState) => {
      s = ok(
        play(s, 'de', [
          {
            type: 'combat',
            own: ['de-1-1-i', 'de-2-1-i', 'de-1-1r-ir'],
            enemy: ['ru-1-29-xx', 'ru-2-29-xx', 'ru-1-28-xx'],
          },
        ]),
      );
      s = ok(play(s, 'de', [{ type: 'card', card: 'attack' }]));
      return play(s, 'ru', [{ type: 'card', card: 'defend' }], [1, 1, 5, 2, 1, 1, 1, 1]);
    };
    const r = fight(atCombat(pieces, 'tannenberg-1914'));
    const crt = events(r).find((x) => x.type === 'crt')!.data as { attack: number; defence: number; result: string };
    expect(crt).toMatchObject({ attack: 12, defence: 10, straits: 1 });
    const d = Number(crt.result.split('/')[1]);
    expect(d).toBeGreaterThan(0);
    for (const u of ['ru-1-29-xx', 'ru-2-29-xx', 'ru-1-28-xx'])
      expect(events(r).some((x) => x.type === 'loss' && (x.data as { unit: string }).unit === u)).toBe(true);
    const old = events(fight(atCombat(pieces, 'tannenberg-1914', 4))).find((x) => x.type === 'crt')!.data;
    expect(old).toMatchObject({ attack: 17, defence: 15 });
  });
});

import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import type { WojnaOrder } from './orders.js';
import type { WojnaState } from './state.js';
import { ok, play, started } from './testkit.js';
import { activationChoices } from './view.js';

/**
 * The attacker's own loss order and retreat path (rules version 5, spec 5.3 C7, C10), given in the attack
 * order. Our position, turn 2 (Polish initiative): 1, 5 and 6 pp attack Borowice (1206, a city: −3) held by
 * 22, 28 and 24 ps; roll 0 → total −3 → 1R/2 for the attacker.
 */
const combat = (rulesVersion?: number): WojnaState => {
  const pieces = [
    ['pl-army', '0206'],
    ['op-army', '1506'],
    ['op-22ps', '1206'],
    ['op-28ps', '1206'],
    ['op-24ps', '1206'],
    ['op-8ds', '1306'],
    ['pl-1pp', '1106'],
    ['pl-5pp', '1106'],
    ['pl-6pp', '1105'],
    ['pl-1dp', '1006'],
  ].map(([piece, hex]) => ({ piece, hex }));
  const s = started(
    'exercise-1920',
    { position: { turn: 2, pieces } },
    new FixedDice(Array(20).fill(0)),
    rulesVersion ? { rulesVersion } : undefined,
  );
  return ok(play(s, 'polish', [{ type: 'end' }]));
};
const attack = (extra: Partial<Extract<WojnaOrder, { type: 'attack' }>> = {}): WojnaOrder => ({
  type: 'attack',
  target: '1206',
  attackers: ['pl-1pp', 'pl-5pp', 'pl-6pp'],
  ...extra,
});
const eventsOf = (r: ReturnType<typeof play>) => (r.ok ? r.events : []);

describe('the attacker’s own choices (rules version 5)', () => {
  it('14.42, C7: after 1 pp’s first loss (best morale), the attacker names who takes the second', () => {
    for (const second of ['pl-5pp', 'pl-6pp']) {
      const r = play(combat(), 'polish', [attack({ losses: [second] })], Array(10).fill(0));
      expect(eventsOf(r).find((e) => e.type === 'combat')?.data).toMatchObject({
        total: -3,
        attacker: { retreat: 1, loss: 2 },
      });
      expect(eventsOf(r).find((e) => e.type === 'losses')?.data).toEqual({
        units: ['pl-1pp', second],
        why: 'combat',
      });
    }
  });
  it('14.42: an order that breaks the levelling, or names no attacker, is refused when declared', () => {
    expect(play(combat(), 'polish', [attack({ losses: ['pl-1pp'] })])).toMatchObject({
      ok: false,
      error: { rule: '14.42', at: 'orders[0].losses[0]' },
    });
    expect(play(combat(), 'polish', [attack({ losses: ['op-22ps'] })])).toMatchObject({
      ok: false,
      error: { rule: '14.42', at: 'orders[0].losses[0]' },
    });
  });
  it('14.22, C10: the attacker’s path from 1106 (1006, as good as the default 1007) is taken; a worse one is not', () => {
    const mine = play(combat(), 'polish', [attack({ retreat: [{ from: '1106', path: ['1006'] }] })], Array(10).fill(0));
    const from1106 = (r: ReturnType<typeof play>) =>
      eventsOf(r).find((e) => e.type === 'retreat' && (e.data as { path: string[] }).path[0] === '1106')?.data;
    expect(from1106(mine)).toMatchObject({ path: ['1106', '1006'] });
    const dflt = play(combat(), 'polish', [attack()], Array(10).fill(0));
    expect(from1106(dflt)).toMatchObject({ path: ['1106', '1007'] });
    // 1107 is a retreat of priority 3 (next to the defenders' ZOC): skipped, reported, the default taken
    const worse = play(
      combat(),
      'polish',
      [attack({ retreat: [{ from: '1106', path: ['1107'] }] })],
      Array(10).fill(0),
    );
    expect(eventsOf(worse).map((e) => e.type)).toContain('retreat-choice-skipped');
    expect(from1106(worse)).toMatchObject({ path: ['1106', '1007'] });
    expect(play(combat(), 'polish', [attack({ retreat: [{ from: '1005', path: ['0905'] }] })])).toMatchObject({
      ok: false,
      error: { rule: '14.22', at: 'orders[0].retreat[0].from' },
    });
  });
  it('14.42, 14.22: the view offers them as variants of the attack, each accepted as offered', () => {
    const s = combat();
    const ids = activationChoices(s, 'polish').map((c) => c.id);
    expect(ids.filter((id) => id.startsWith('attack:1206:'))).toEqual([
      'attack:1206:loss:pl-5pp',
      'attack:1206:loss:pl-6pp',
      'attack:1206:retreat:1105',
      'attack:1206:retreat:1106',
    ]);
    const paths = activationChoices(s, 'polish').find((c) => c.id === 'attack:1206:retreat:1106')!.targets!;
    expect(paths.map((t) => t.path)).toEqual([
      ['1106', '1007'],
      ['1106', '1006'],
    ]);
    for (const t of paths) expect(play(s, 'polish', [t.order as WojnaOrder], Array(10).fill(0)).ok).toBe(true);
  });
  it('version 4: the view offers the plain attack only', () => {
    expect(activationChoices(combat(4), 'polish').filter((c) => c.id.startsWith('attack:1206')).length).toBe(1);
  });
  it('rules version 4: a game created before these choices refuses them', () => {
    expect(play(combat(4), 'polish', [attack({ losses: ['pl-5pp'] })])).toMatchObject({
      ok: false,
      error: { code: 'rules-version' },
    });
  });
});

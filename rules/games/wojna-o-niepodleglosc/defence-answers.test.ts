import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import wojna from './index.js';
import type { WojnaOrder } from './orders.js';
import { retreatPaths } from './combat-retreat.js';
import { ctxOf, type WojnaState } from './state.js';
import { d10s, end, ok, play, standing } from './testkit.js';

/**
 * Rules version 4: the defender's artillery in support (14.14) and the order of its losses (14.42),
 * answered ahead by the policies `defenceArtillery` and `lossOrder` or live with `defend`. Turn 2
 * (Polish initiative): 1 pp Leg. (6), 1 p. uł. (3), 5 pp, 6 pp and the tank (4 each) attack 1004 with 21; it is held by
 * 22 ps (6, morale 7), 23 ps and 24 ps (4 each); the Red artillery (3, range 2) stands next to it on 1104.
 */
const attack: WojnaOrder = {
  type: 'attack',
  target: '1004',
  attackers: ['pl-1pp', 'pl-1pul', 'pl-5pp', 'pl-6pp', 'pl-tank'],
};
const PIECES = [
  ['pl-army', '0206'],
  ['op-army', '1506'],
  ['op-22ps', '1004'],
  ['op-23ps', '1004'],
  ['op-24ps', '1004'],
  ['op-art', '1104'],
  ['op-8ds', '1305'],
  ['pl-1dp', '0905'],
  ['pl-1bj', '0805'],
  ['pl-1pp', '0903'],
  ['pl-1pul', '0904'],
  ['pl-5pp', '1003'],
  ['pl-6pp', '1005'],
  ['pl-tank', '1005'],
].map(([piece, hex]) => ({ piece, hex }));
const combat = (rulesVersion?: number): WojnaState => {
  let s = wojna.setup(
    'exercise-1920',
    { position: { turn: 2, pieces: PIECES } },
    new FixedDice(d10s(0, 9, 0)),
    rulesVersion ? { rulesVersion } : undefined,
  );
  while (!(s.awaiting?.side === 'polish' && s.activation?.segment === 'combat'))
    s = ok(play(s, s.awaiting!.side, [end], Array(20).fill(0)));
  for (const side of ['polish', 'opposing'] as const) s = ok(play(s, side, [standing('defenceAir', 'none')]));
  return s;
};
const combatOf = (r: ReturnType<typeof play>) =>
  (r.ok ? r.events.find((e) => e.type === 'combat')?.data : undefined) as
    | { defence: number; defenceArtillery: string[]; total: number; defender: { loss: number; retreat: number } }
    | undefined;
const lossesOf = (r: ReturnType<typeof play>) =>
  r.ok ? r.events.filter((e) => e.type === 'losses').map((e) => (e.data as { units: string[] }).units) : [];
const asked = (key: string): WojnaState =>
  ok(play(ok(play(combat(), 'opposing', [standing(key, 'ask')])), 'polish', [attack]));

describe('14.14 the defender’s artillery (rules version 4)', () => {
  it('by default every own artillery in range supports: 6 + 4 + 4 + 3 = 17', () => {
    const r = play(combat(), 'polish', [attack], d10s(0, 0, 0, 0, 0, 0, 0, 0));
    expect(combatOf(r)).toMatchObject({ defence: 17, defenceArtillery: ['op-art'] });
  });
  it('policy none: the artillery stays out: 14', () => {
    const s = ok(play(combat(), 'opposing', [standing('defenceArtillery', 'none')]));
    const r = play(s, 'polish', [attack], d10s(0, 0, 0, 0, 0, 0, 0, 0));
    expect(combatOf(r)).toMatchObject({ defence: 14, defenceArtillery: [] });
  });
  it('policy ask: the view offers each artillery in range and none; the answer is taken; a unit out of range is refused', () => {
    const s = asked('defenceArtillery');
    expect(wojna.status(s)).toMatchObject({ waitingFor: ['opposing'], phase: 'defence' });
    const ids = wojna.view(s, 'opposing').options.choices.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['defend:artillery:op-art', 'defend:artillery:none']));
    const none = play(s, 'opposing', [{ type: 'defend', artillery: [] }], d10s(0, 0, 0, 0, 0, 0, 0, 0));
    expect(combatOf(none)).toMatchObject({ defence: 14, defenceArtillery: [] });
    const all = play(s, 'opposing', [{ type: 'defend', artillery: ['op-art'] }], d10s(0, 0, 0, 0, 0, 0, 0, 0));
    expect(combatOf(all)).toMatchObject({ defence: 17, defenceArtillery: ['op-art'] });
    expect(play(s, 'opposing', [{ type: 'defend', artillery: ['op-23ps'] }])).toMatchObject({
      ok: false,
      error: { rule: '14.14', at: 'orders[0].artillery[0]' },
    });
  });
});

describe('14.42 the defender’s order of losses (rules version 4)', () => {
  // 21 against 14 without the artillery: a roll of 9 gives the defender 2 losses
  const twoLosses = (s: WojnaState): WojnaState =>
    ok(play(s, 'opposing', [standing('defenceArtillery', 'none'), standing('lossOrder', 'ask')]));
  it('by levelling: the first loss on the morale unit (22 ps, morale 7), the second on the weaker of equals by id (23 ps)', () => {
    const s = ok(play(combat(), 'opposing', [standing('defenceArtillery', 'none')]));
    const r = play(s, 'polish', [attack], d10s(9, 0, 0, 0, 0, 0, 0, 0));
    expect(combatOf(r)?.defender.loss).toBe(2);
    expect(lossesOf(r)[0]).toEqual(['op-22ps', 'op-23ps']);
  });
  it('asked: the view offers each defender; the second loss goes to 24 ps as answered', () => {
    const s = ok(play(twoLosses(combat()), 'polish', [attack]));
    const ids = wojna.view(s, 'opposing').options.choices.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['defend:loss:op-23ps', 'defend:loss:op-24ps']));
    const r = play(s, 'opposing', [{ type: 'defend', losses: ['op-24ps'] }], d10s(9, 0, 0, 0, 0, 0, 0, 0));
    expect(combatOf(r)?.defender.loss).toBe(2);
    expect(lossesOf(r)[0]).toEqual(['op-22ps', 'op-24ps']);
  });
  it('an order that breaks the levelling is refused before the roll: 22 ps, already hit first, may not take the second', () => {
    const s = ok(play(twoLosses(combat()), 'polish', [attack]));
    expect(play(s, 'opposing', [{ type: 'defend', losses: ['op-22ps'] }])).toMatchObject({
      ok: false,
      error: { rule: '14.42', at: 'orders[0].losses[0]' },
    });
  });
});

describe('14.22, spec 5.3 C9: the defender splits its retreat (rules version 4)', () => {
  // 21 against 14 without the artillery: a roll of 9 gives the defender 2R/2
  const askRetreat = (): WojnaState =>
    ok(
      play(
        ok(play(combat(), 'opposing', [standing('defenceArtillery', 'none'), standing('retreat', 'ask')])),
        'polish',
        [attack],
      ),
    );
  const attackers = ['pl-1pp', 'pl-1pul', 'pl-5pp', 'pl-6pp', 'pl-tank'];
  it('24 ps retreats apart along its own path; the rest by priority', () => {
    const s = askRetreat();
    expect(wojna.view(s, 'opposing').options.choices.map((c) => c.id)).toEqual(
      expect.arrayContaining(['defend:split:op-22ps', 'defend:split:op-24ps']),
    );
    const own = retreatPaths(ctxOf(s), ['op-24ps'], '1004', 2, attackers)[0];
    const r = play(
      s,
      'opposing',
      [{ type: 'defend', split: [{ units: ['op-24ps'], path: own.path.slice(1) }] }],
      d10s(9, 0, 0, 0, 0, 0, 0, 0, 0, 0),
    );
    expect(combatOf(r)?.defender).toMatchObject({ retreat: 2, loss: 2 });
    const retreats = r.ok
      ? r.events.filter((e) => e.type === 'retreat').map((e) => e.data as { units: string[]; path: string[] })
      : [];
    expect(retreats.map((x) => x.units)).toEqual([['op-24ps'], ['op-22ps', 'op-23ps']]);
    expect(retreats[0].path).toEqual(own.path);
    expect(ok(r).pieces['op-24ps'].hex).toBe(own.path[2]);
  });
  it('a split must leave a unit with the stack, and only defenders split off', () => {
    const s = askRetreat();
    const all: WojnaOrder = { type: 'defend', split: [{ units: ['op-22ps', 'op-23ps', 'op-24ps'], path: ['1104'] }] };
    expect(play(s, 'opposing', [all])).toMatchObject({ ok: false, error: { rule: '14.22', at: 'orders[0].split[0]' } });
    const stranger: WojnaOrder = { type: 'defend', split: [{ units: ['pl-1pp'], path: ['1104'] }] };
    expect(play(s, 'opposing', [stranger])).toMatchObject({
      ok: false,
      error: { rule: '14.22', at: 'orders[0].split[0].units[0]' },
    });
  });
});

describe('rules version 3 games keep three policies', () => {
  it('a version 3 game offers and accepts neither new policy nor answer', () => {
    const s = combat(3);
    expect(Object.keys(s.policies!.opposing).sort()).toEqual(['defenceAir', 'defenceMorale', 'retreat']);
    expect(wojna.view(s, 'opposing').options.standing?.map((o) => o.key)).toEqual([
      'defenceMorale',
      'defenceAir',
      'retreat',
    ]);
    expect(play(s, 'opposing', [standing('lossOrder', 'ask')])).toMatchObject({
      ok: false,
      error: { code: 'rules-version' },
    });
  });
});

/**
 * Game options (README "Game options", variants.ts): each switch's two readings of one ambiguity
 * of the spec (§7), played on the same position with the same dice.
 */
import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import { retreatOptions } from './combat.js';
import { boardOf } from './ctx.js';
import { pursuers } from './phases/pursuit.js';
import { encircled } from './geo.js';
import owc from './index.js';
import { stepCost } from './movement.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';
import { corps, division, fixtureMap, fixturePosition, position, unit } from './testkit.js';
import { ofType, play, refuse } from './testkit.js';
import { DEFAULT_VARIANTS, optionFields, VARIANT_KEYS, VARIANTS, type Variants } from './variants.js';

/** the movement options' targets of one unit, as the side's view offers them */
const moveTargets = (s: OwcState, side: SideId, unit: string) =>
  owc.view(s, side).options.choices.find((c) => c.id.endsWith(unit))!.targets!;

const auto = { allies: { retreat: 'auto', delay: 'never' }, russians: { retreat: 'auto', delay: 'never' } };
const atk = (target: string, units: string[]) => ({ type: 'attack' as const, target, units });
const move = (u: string, path: string[]) => ({ type: 'move' as const, unit: u, path });
const map = fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 13 });
/** the repeat attack phase (7.1.2), allied a having attacked in the normal phase, next to russian r */
const attackedInNormalPhase = () => ({
  map,
  area: null,
  phase: 'repeat',
  standing: auto,
  units: [{ ...unit('a', 'allies', '1312'), attackedNormal: true }, ...corps('b allies 1212, r russians 1313')],
});
/** a march on position p: the default's refusal, and the position and play under `options` */
const marchBothWays = (
  p: Record<string, unknown>,
  side: SideId,
  m: ReturnType<typeof move>,
  options: Partial<Variants>,
) => {
  const s = position(p, options);
  const r = play(s, side, [m, { type: 'pass' }]);
  return {
    refused: refuse(position(p), side, [m]),
    s,
    r,
    hex: r.state.units[m.unit].hex,
    mp: ofType(r.events, 'move')[0].mp,
  };
};

describe('game options: setup and state', () => {
  it("the defaults are the spec's recommended readings; a game set up without options stores them, and a state without `variants` (stored before options existed) plays the same", () => {
    expect(DEFAULT_VARIANTS).toEqual({
      rmpLimit: 'player-turn',
      stackTransit: 'forbidden',
      attackLimit: 'phase',
      bridges: 'minor-river',
      brokenCl: 'keep',
      exceptionMove: 'whole-move',
      retreatClCount: 'unit',
      pursuit: 'emptied',
      locationVp: 'every-stage',
      encircledKillVp: 'double',
      trenchCover: 'hexsides',
    });
    const s = owc.setup('A', {}, new FixedDice([]));
    expect(s.variants).toEqual(DEFAULT_VARIANTS);
    expect(owc.setup('A', { attackLimit: 'turn' }, new FixedDice([])).variants).toEqual({
      ...DEFAULT_VARIANTS,
      attackLimit: 'turn',
    });
    expect(optionFields.map((f) => f.key)).toEqual(VARIANT_KEYS);
    for (const f of optionFields)
      expect(f.values.map((v) => v.value)).toEqual([...VARIANTS[f.key as keyof typeof VARIANTS]]);
    expect(owc.optionsSchema.safeParse({ attackLimit: 'sometimes' }).success).toBe(false);
    // the panel lists the options that differ from the recommended readings (none by default)
    expect(owc.view(s, null).panel.sections.some((x) => x.title.en === 'Game options')).toBe(false);
    const opt = owc
      .view(owc.setup('A', { attackLimit: 'turn', locationVp: 'game-end' }, new FixedDice([])), null)
      .panel.sections.find((x) => x.title.en === 'Game options')!;
    // each value by its label, as the option fields word it (issue 19: no raw option values on the page)
    expect(opt.rows.map((r) => [r.label.en, typeof r.value === 'string' ? r.value : r.value.en])).toEqual([
      ['One attack per unit per…', 'turn'],
      ['VP for objectives and Russians west of the San', 'at the end of the game'],
    ]);
    // a state stored before game options existed has no `variants`: it plays by the defaults
    const p = attackedInNormalPhase();
    const old = JSON.parse(JSON.stringify(position(p))) as OwcState;
    delete old.variants;
    expect(play(old, 'allies', [atk('1313', ['a'])], [12]).events).toEqual(
      play(position(p), 'allies', [atk('1313', ['a'])], [12]).events,
    );
    expect(refuse(position(p, { attackLimit: 'turn' }), 'allies', [atk('1313', ['a'])])).toMatchObject({
      rule: '7.1.2',
    });
  });
});

describe('game options: each ambiguity, both readings', () => {
  it('AMB-2 4.2 variant rmpLimit: an Allied RMP taken in their own turn leaves them one in the Russian turn (player-turn), not under "one per stage"', () => {
    // the Allies used their RMP in this (Allied) turn; the turn ends; Russian W1: the Allies (standing "always") have a Reserve
    const p = {
      map,
      area: null,
      phase: 'repeat',
      rmp: { used: { allies: true } },
      standing: { allies: { rmp: 'always' }, russians: { ownRmp: 'never' } },
      units: [unit('a', 'allies', '1411'), unit('r', 'russians', '1417')],
    };
    const perTurn = position(p);
    expect(owc.status(perTurn)).toMatchObject({ waitingFor: ['allies'], phase: 'w1.window', midTurn: true });
    expect(play(perTurn, 'allies', [{ type: 'reserve' }, move('a', ['1412'])]).state.units['a'].hex).toBe('1412');
    const perStage = position(p, { rmpLimit: 'stage' });
    expect(perStage.phasing).toBe('russians');
    expect(perStage.rmp.used.allies).toBe(true);
    expect(owc.status(perStage)).toMatchObject({ waitingFor: ['russians'], phase: 'move.move' }); // no window for the Allies
    // a new stage gives it back: the next Allied turn asks them again
    const next = play(perStage, 'russians', [{ type: 'pass' }]).state;
    expect(next).toMatchObject({ stage: 2, phasing: 'allies' });
    expect(next.rmp.used.allies).toBe(false);
  });

  it('AMB-4 5.3 variant stackTransit: a fifth unit may pass through a hex holding four (allowed) but never end there', () => {
    const four = ['b', 'c', 'd', 'e'].map((x) => division(x, 'allies', '1312'));
    const p = {
      map,
      area: null,
      phase: 'move',
      units: [...four, unit('m', 'allies', '1311'), unit('r', 'russians', '1017')],
    };
    const t = marchBothWays(p, 'allies', move('m', ['1312', '1313']), { stackTransit: 'allowed' });
    expect(t.refused).toMatchObject({ rule: '5.3', at: 'orders[0].path[0]' });
    expect(t.hex).toBe('1313');
    expect(t.mp).toBe(2);
    expect(refuse(t.s, 'allies', [move('m', ['1312'])])).toMatchObject({ rule: '5.3', at: 'orders[0].path[0]' });
    expect(refuse(t.s, 'allies', [move('m', ['1312', '1313', '1312'])])).toMatchObject({
      rule: '5.3',
      at: 'orders[0].path[2]',
    });
    // the movement options (reach) offer 1313 through the stack but never the stack's hex
    const targets = moveTargets(t.s, 'allies', 'm').map((x) => x.cell);
    expect(targets).toContain('1313');
    expect(targets).not.toContain('1312');
  });

  it('AMB-5 7.1.2 variant attackLimit: a unit that attacked in the normal phase may attack again in the repeat phase (per phase) but not per turn', () => {
    const p = attackedInNormalPhase();
    const perPhase = play(position(p), 'allies', [atk('1313', ['a', 'b'])], [12]);
    expect(ofType(perPhase.events, 'attack')[0]).toMatchObject({ attackers: ['a', 'b'], a: 4, d: 2, repeat: true });
    const perTurn = position(p, { attackLimit: 'turn' });
    expect(refuse(perTurn, 'allies', [atk('1313', ['a', 'b'])])).toMatchObject({
      rule: '7.1.2',
      at: 'orders[0].units[0]',
    });
    expect(owc.view(perTurn, 'allies').options.choices.some((c) => c.id === 'attacker-a')).toBe(false);
    expect(ofType(play(perTurn, 'allies', [atk('1313', ['b'])], [12]).events, 'attack')[0]).toMatchObject({
      attackers: ['b'],
      a: 2,
      d: 2,
    });
    // the normal attack phase is not affected
    const normal = position(
      {
        ...p,
        phase: 'attack',
        units: [unit('a', 'allies', '1312'), unit('b', 'allies', '1212'), unit('r', 'russians', '1313')],
      },
      { attackLimit: 'turn' },
    );
    expect(ofType(play(normal, 'allies', [atk('1313', ['a', 'b'])], [12]).events, 'attack')[0].a).toBe(4);
  });

  it('AMB-6 6.2.2/9.3/9.4.1 variant bridges: a bridged major river is crossed through an enemy CL for 1 + 1 = 2 MP and retreated across at −2 (like a minor river), or prohibited (like a major river)', () => {
    const m = fixtureMap({
      rows: [10, 18],
      cols: [10, 18],
      westCols: 13,
      sides: [['1314', '1315', 'major-river', true]],
    });
    const probe = fixturePosition(m, {
      units: [unit('r', 'russians', '1314'), unit('far', 'allies', '1010')],
    });
    const e = boardOf(probe).m.grid.common('1314', '1315')[0]; // the enemy whose CL runs along the bridged hexside
    const p = {
      map: m,
      area: null,
      phasing: 'russians',
      phase: 'move',
      units: [unit('r', 'russians', '1314'), unit('a', 'allies', e)],
    };
    // movement (6.2.1 / 6.2.2): the bridge removes the river's MP cost under both readings
    expect(stepCost(boardOf(position(p)), 'russians', '1314', '1315', { area: null })).toMatchObject({
      ok: true,
      cost: 2,
      cl: 1,
    });
    expect(ofType(play(position(p), 'russians', [move('r', ['1315']), { type: 'pass' }]).events, 'move')[0].mp).toBe(2);
    const major = position(p, { bridges: 'major-river' });
    expect(stepCost(boardOf(major), 'russians', '1314', '1315', { area: null })).toMatchObject({
      ok: false,
      rule: '6.2.2',
    });
    expect(refuse(major, 'russians', [move('r', ['1315'])])).toMatchObject({ rule: '6.2.2', at: 'orders[0].path[0]' });
    // retreat (9.3, 9.4.1): across the bridge and the enemy CL, −2 (9.4) / prohibited
    const via = (o = {}) =>
      retreatOptions(boardOf(position(p, o)), 'r', 2, new Set(['r', 'a'])).filter((x) => x.path[0] === '1315');
    expect(via().length).toBeGreaterThan(0);
    expect(via()[0].parts.slice(0, 1)).toEqual([{ rule: '9.4', value: -2 }]);
    expect(via({ bridges: 'major-river' })).toEqual([]);
    // without the enemy CL: no penalty for the bridge (minor river) or −1 (9.3, major river)
    const q = { ...p, units: [unit('r', 'russians', '1314'), unit('far', 'allies', '1010')] };
    const first = (o = {}) =>
      retreatOptions(boardOf(position(q, o)), 'r', 2, new Set(['r']))
        .find((x) => x.path[0] === '1315')!
        .parts.filter((x) => x.rule === '9.3');
    expect(first()).toEqual([]);
    expect(first({ bridges: 'major-river' })).toEqual([{ rule: '9.3', value: -1 }]);
  });

  it('AMB-8 6.2.2 exception 1 variant exceptionMove: Pawłow (4 MP) may not step 3620→3619 and then onto the friend in 3618 (whole move), or may, for all 4 MP (last step)', () => {
    const s0 = position({
      phasing: 'russians',
      phase: 'move',
      area: null,
      units: [unit('pawlow', 'russians', '3619', { arm: 'cavalry', sp: 1 }), unit('far', 'allies', '2124')],
    });
    const ah = boardOf(s0).m.grid.common('3619', '3618')[0];
    const p = {
      phasing: 'russians',
      phase: 'move',
      area: null,
      units: [
        unit('pawlow', 'russians', '3620', { arm: 'cavalry', sp: 1 }),
        unit('friend', 'russians', '3618'),
        unit('ah', 'allies', ah),
      ],
    };
    const t = marchBothWays(p, 'russians', move('pawlow', ['3619', '3618']), { exceptionMove: 'last-step' });
    expect(t.refused).toMatchObject({ rule: '6.2.2', at: 'orders[0].path[1]' });
    expect(t.hex).toBe('3618');
    expect(t.mp).toBe(4);
    expect(t.r.state.units['pawlow'].noAttack).toBe(true);
    // the movement options offer it (and not under the default)
    const target = (s: OwcState) => moveTargets(s, 'russians', 'pawlow').find((t) => t.cell === '3618');
    expect(target(position(p))).toBeUndefined();
    expect(target(t.s)!.order).toEqual(move('pawlow', ['3619', '3618']));
    // it must end the move: no step after it
    expect(refuse(t.s, 'russians', [move('pawlow', ['3619', '3618', '3619'])])).toMatchObject({
      rule: '6.2.2',
      at: 'orders[0].path[1]',
    });
  });

  it('AMB-7 6.1 variant brokenCl: a broken Austro-Hungarian corps keeps its CL (+1 MP, 6.2.1) or loses it (1 MP)', () => {
    const p = {
      map,
      area: null,
      phasing: 'russians',
      phase: 'move',
      units: [unit('a', 'allies', '1313', { broken: true }), unit('r', 'russians', '1214')],
    };
    const mp = (o = {}) =>
      ofType(play(position(p, o), 'russians', [move('r', ['1314']), { type: 'pass' }]).events, 'move')[0].mp;
    expect(mp()).toBe(2);
    expect(mp({ brokenCl: 'lose' })).toBe(1);
    // 6.3 TC-11: the Grenadier Corps between Przemyśl and Jarosław, closed by three Austro-Hungarian corps' CLs;
    // with the one in 3418 broken it stays encircled (keep) or gets out (lose)
    const q = {
      phasing: 'russians',
      units: [
        ...corps('gren russians 3416, a allies 3316, b allies 3516'),
        unit('c', 'allies', '3418', { broken: true }),
      ],
    };
    expect(encircled(boardOf(position(q)), '3416', 'russians')).toBe(true);
    expect(encircled(boardOf(position(q, { brokenCl: 'lose' })), '3416', 'russians')).toBe(false);
    const status = (o = {}) => owc.view(position(q, o), null).board.pieces.find((x) => x.id === 'c')!.status;
    expect(status()).toEqual(['broken', 'control-lines']);
    expect(status({ brokenCl: 'lose' })).toEqual(['broken']);
  });

  it('AMB-10 9.4 variant retreatClCount: a retreat across the CL of a stack of two German corps is −3 a step counted per unit, −2 counted per hex', () => {
    const m = fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 11 });
    const p = {
      map: m,
      area: null,
      units: [
        unit('xxiii', 'russians', '1313'),
        unit('g1', 'allies', '1214', { nat: 'DE', r: 10 }),
        unit('g2', 'allies', '1214', { nat: 'DE', r: 10 }),
        unit('w', 'allies', '1312', { nat: 'DE', r: 7 }),
      ],
    };
    const cl = (o = {}) => {
      const opts = retreatOptions(boardOf(position(p, o)), 'xxiii', 2, new Set(['xxiii', 'w']));
      return opts.find((x) => x.path.join() === '1314,1315')!.parts.filter((x) => x.rule === '9.4');
    };
    // both steps cross the stack's CL (the hexsides 1313|1314 and 1314|1315 touch 1214)
    expect(cl()).toEqual([
      { rule: '9.4', value: -3 },
      { rule: '9.4', value: -3 },
    ]);
    expect(cl({ retreatClCount: 'hex' })).toEqual([
      { rule: '9.4', value: -2 },
      { rule: '9.4', value: -2 },
    ]);
    // TC-27's two corps in two hexes are two units and two hexes: −2, then −3 under both readings
    const tc27 = {
      ...p,
      units: [p.units[0], p.units[1], unit('g2', 'allies', '1415', { nat: 'DE', r: 10 }), p.units[3]],
    };
    for (const o of [{}, { retreatClCount: 'hex' as const }]) {
      const opts = retreatOptions(boardOf(position(tc27, o)), 'xxiii', 2, new Set(['xxiii', 'w']));
      expect(opts.find((x) => x.path.join() === '1314,1315')!.parts.filter((x) => x.rule === '9.4')).toEqual([
        { rule: '9.4', value: -2 },
        { rule: '9.4', value: -3 },
      ]);
    }
  });

  it('AMB-18 10 variant pursuit: after a capitulation (8.6, 9.5.2) the attackers may pursue into the emptied hex, or not ("only after a retreat")', () => {
    const ring = ['1213', '1413', '1214', '1314', '1212', '1312'];
    const p = {
      map,
      area: null,
      standing: auto,
      units: [unit('r', 'russians', '1313'), ...ring.map((h, i) => unit(`a${i}`, 'allies', h))],
    };
    const emptied = play(position(p), 'allies', [atk('1313', ['a0', 'a1'])], [1, 12]);
    expect(emptied.state.units['r'].where).toBe('dead');
    expect(owc.status(emptied.state).phase).toBe('attack.pursuit');
    expect(pursuers(emptied.state, emptied.state.pending!)).toEqual(['a0', 'a1']);
    const retreated = play(position(p, { pursuit: 'retreated' }), 'allies', [atk('1313', ['a0', 'a1'])], [1, 12]);
    expect(retreated.state.units['r'].where).toBe('dead');
    expect(retreated.state.pending).toBeNull();
    expect(owc.status(retreated.state).phase).not.toBe('attack.pursuit');
    // after a real retreat both readings allow the pursuit (7.3 roll 1, the retreat, check 1)
    const open = {
      map,
      area: null,
      standing: auto,
      units: [unit('r', 'russians', '1313'), unit('a0', 'allies', '1312')],
    };
    expect(
      owc.status(play(position(open, { pursuit: 'retreated' }), 'allies', [atk('1313', ['a0'])], [1, 1]).state).phase,
    ).toBe('attack.pursuit');
  });
});

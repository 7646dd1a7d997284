import { describe, expect, it } from 'vitest';
import owc from './index.js';
import { characterCost, failureCost, raise, stashSecrets } from './supply.js';
import { atk, AUTO, fixtureMap, fixturePosition, ofType, play, refuse, unit } from './testkit.js';
import type { OwcOrder } from './orders.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';

/** Rule 22 on a small all-clear map whose hexes are all on the Galician front (G), with the Polish front (P) off it. */
const map = () => fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 14 });
const RULES = ['core', 'supply', 'A.6'];
const SUPPLY = (allies: Record<string, number>, russians: Record<string, number>) => ({
  income: { allies: 16, russians: 12 },
  levels: { allies, russians },
});
const pos = (p: Record<string, unknown>): OwcState => fixturePosition(map(), { rules: RULES, standing: AUTO, ...p });
/** two Allied corps facing one Russian corps across 1312/1313, in the Allied normal attack phase */
const duel = (allies: Record<string, number>, russians: Record<string, number>, extra: object = {}) =>
  pos({
    phase: 'attack',
    supply: SUPPLY(allies, russians),
    units: [
      unit('a1', 'allies', '1312', { sp: 3 }),
      unit('a2', 'allies', '1212'),
      unit('r1', 'russians', '1313'),
      unit('r2', 'russians', '1513'),
      unit('a3', 'allies', '1412'),
    ],
    ...extra,
  });
const plan = (o: Omit<Extract<OwcOrder, { type: 'supply' }>, 'type'>): OwcOrder => ({ type: 'supply', ...o });

describe('22 supply plan (DP-1)', () => {
  const atPlan = () =>
    pos({
      phase: 'supply',
      supply: SUPPLY({ G: 8, P: 16 }, { G: 14, P: 8 }),
      units: [unit('a1', 'allies', '1011'), unit('r1', 'russians', '1818')],
    });
  it('22: the phasing player is asked for his plan at the start of his supply phase', () => {
    expect(owc.status(atPlan()).phase).toBe('supply.supply');
    expect(atPlan().await).toEqual({ side: 'allies', kind: 'supply' });
  });
  it('22, C.4: 16 SuP: 8 to G and 8 to P raise the levels 8 → 16 and 16 → 24; undistributed income is lost', () => {
    const r = play(atPlan(), 'allies', [plan({ open: { G: 8, P: 8 } })]);
    expect(r.state.supply!.level.allies).toEqual({ G: 16, P: 24 });
    expect(ofType(r.events, 'supply-plan')[0]).toMatchObject({ side: 'allies', income: 16, levels: { G: 16, P: 24 } });
    const less = play(atPlan(), 'allies', [plan({ open: { G: 2 } })]);
    expect(less.state.supply!.level.allies).toEqual({ G: 10, P: 16 });
  });
  it('22: at most 8 SuP a front (secret ones included), no more than the income, no level above 24', () => {
    expect(refuse(atPlan(), 'allies', [plan({ open: { G: 9 } })])).toMatchObject({
      rule: '22',
      at: 'orders[0].open.G',
    });
    expect(refuse(atPlan(), 'allies', [plan({ open: { G: 5 }, secret: { G: 4 } })]).rule).toBe('22');
    const rich = pos({
      phase: 'supply',
      supply: { income: { allies: 20, russians: 12 }, levels: { allies: { G: 8, P: 8 }, russians: {} } },
      units: [unit('a1', 'allies', '1011'), unit('r1', 'russians', '1818')],
    });
    expect(play(rich, 'allies', [plan({ open: { G: 8 }, secret: { P: 8 } })]).state.supply!.level.allies.G).toBe(16);
    const tight = pos({
      phase: 'supply',
      supply: { income: { allies: 14, russians: 12 }, levels: { allies: { G: 8, P: 8 }, russians: {} } },
      units: [unit('a1', 'allies', '1011'), unit('r1', 'russians', '1818')],
    });
    expect(refuse(tight, 'allies', [plan({ open: { G: 8, P: 7 } })])).toMatchObject({
      rule: '22',
      at: 'orders[0].open',
    });
    // P 16 + 8 = 24 is the cap: fine; with P at 20 the same 8 would make 28
    const full = pos({
      phase: 'supply',
      supply: SUPPLY({ G: 8, P: 20 }, {}),
      units: [unit('a1', 'allies', '1011'), unit('r1', 'russians', '1818')],
    });
    expect(refuse(full, 'allies', [plan({ open: { P: 8 } })]).rule).toBe('22');
    // 22.2: paying offensive operations in advance takes 9 off: 28 − 9 = 19 is within the cap
    expect(
      play(full, 'allies', [plan({ open: { P: 8 }, prepay: { P: 'offensive' } })]).state.supply!.level.allies.P,
    ).toBe(19);
  });
  it('22: no SuP for a front the scenario gives no level', () => {
    expect(refuse(atPlan(), 'allies', [plan({ open: { E: 4 } })]).rule).toBe('22');
  });
  it('22.5: below 7 a level costs 2 SuP a step: 5 → 7 costs 4, 5 → 8 costs 5; an odd SuP left below 7 is lost', () => {
    expect(raise(5, 4)).toBe(7);
    expect(raise(5, 5)).toBe(8);
    expect(raise(5, 3)).toBe(6);
    expect(raise(0, 8)).toBe(4);
    expect(raise(10, 8)).toBe(18);
  });
});

describe('22.1, 22.2 character of operations', () => {
  it('22.2 TC-43: 0 attacks cost 0, 1–2 cost 3, 3 or more 9 in total (AMB-57)', () => {
    expect([0, 1, 2, 3, 5].map(characterCost)).toEqual([0, 3, 3, 9, 9]);
  });
  it('22.2 TC-43: the first attack on a front pays 3 SuP, the second nothing, the third 6 more', () => {
    let s = duel({ G: 12 }, { G: 12 });
    let r = play(s, 'allies', [atk('1313', ['a1'])], [12]);
    expect(ofType(r.events, 'supply-cost')[0]).toMatchObject({ side: 'allies', front: 'G', sup: 3, why: 'limited' });
    s = r.state;
    // the failed roll of 12 (even, 2 SP defending) costs nothing more (22.3)
    expect(s.supply!.level.allies.G).toBe(9);
    r = play(s, 'allies', [atk('1313', ['a2'])], [12]);
    expect(ofType(r.events, 'supply-cost')).toEqual([]);
    r = play(r.state, 'allies', [atk('1513', ['a3'])], [12]);
    expect(ofType(r.events, 'supply-cost')[0]).toMatchObject({ sup: 6, why: 'offensive', level: 3 });
    expect(r.state.supply!.ops.G).toEqual({ attacks: 3, paid: 9, recon: 0 });
  });
  it('22.2: an attack whose character the level cannot pay is refused and not offered', () => {
    // rows 15 on are the Polish front: G has 2 SuP, P 12
    const m = map();
    for (const h of m.hexes) if (h.id >= '1500') h.front = 'P';
    const s = fixturePosition(m, {
      rules: RULES,
      standing: AUTO,
      phase: 'attack',
      supply: SUPPLY({ G: 2, P: 12 }, { G: 12, P: 12 }),
      units: [
        unit('a1', 'allies', '1312'),
        unit('r1', 'russians', '1313'),
        unit('a3', 'allies', '1612'),
        unit('r2', 'russians', '1613'),
      ],
    });
    expect(refuse(s, 'allies', [atk('1313', ['a1'])])).toMatchObject({ rule: '22.2', at: 'orders[0].target' });
    const offered = owc.view(s, 'allies').options.choices.flatMap((c) => (c.targets ?? []).map((x) => x.cell));
    expect(offered).toContain('1613');
    expect(offered).not.toContain('1313');
  });
  it('22.5 TC-22: at level 0 no attack is possible on the front: the attack phase ends by itself', () => {
    const s = duel({ G: 0 }, { G: 12 });
    expect(s.phase).not.toBe('attack');
    expect(duel({ G: 3 }, { G: 12 }).phase).toBe('attack');
  });
  it('22.5 TC-22: attacker at level 6: −2; defender at level 5: +1', () => {
    const base = ofType(play(duel({ G: 12 }, { G: 12 }), 'allies', [atk('1313', ['a1'])], [1, 1]).events, 'attack')[0];
    // after paying 3 the attacker's level is 6: in crisis (22.5)
    const own = ofType(play(duel({ G: 9 }, { G: 12 }), 'allies', [atk('1313', ['a1'])], [1, 1]).events, 'attack')[0];
    expect(own.chance).toBe(base.chance - 2);
    expect(own.mods).toContainEqual({ rule: '22.5', value: -2, what: 'attacker-supply-crisis' });
    const their = ofType(play(duel({ G: 12 }, { G: 5 }), 'allies', [atk('1313', ['a1'])], [1, 1]).events, 'attack')[0];
    expect(their.chance).toBe(base.chance + 1);
  });
});

describe('22.3 cost of failure', () => {
  it('22.3 TC-42: (a) 3 SP, roll 9 → 1; (b) 3 SP, roll 10 → 0; (c) 4 SP, roll 10 → 1; (d) 5 SP, roll 11 → 2', () => {
    expect(failureCost(3, 9)).toBe(1);
    expect(failureCost(3, 10)).toBe(0);
    expect(failureCost(4, 10)).toBe(1);
    expect(failureCost(5, 11)).toBe(2);
  });
  it('22.3: a failed attack on 2 SP with a roll of 11 costs 1 SuP on the front, after the 3 of limited operations', () => {
    const r = play(duel({ G: 12 }, { G: 12 }), 'allies', [atk('1313', ['a1'])], [11]);
    expect(ofType(r.events, 'supply-cost').map((c) => [c.sup, c.why])).toEqual([
      [3, 'limited'],
      [1, 'failed-attack'],
    ]);
    expect(r.state.supply!.level.allies.G).toBe(8);
  });
});

describe('22.4 rally cost', () => {
  const broken = (level: number, rally: 'all' | 'ask') =>
    pos({
      phase: 'supply',
      supply: SUPPLY({ G: level }, { G: 12 }),
      standing: { allies: { rally }, russians: { rally: 'none' } },
      units: [
        unit('a1', 'allies', '1011', { broken: true, sp: 3 }),
        unit('a2', 'allies', '1012', { broken: true }),
        unit('r1', 'russians', '1818'),
      ],
    });
  it('22.4: each rally pays its SP on its front; one the level cannot pay is not tried', () => {
    const r = play(broken(4, 'all'), 'allies', [plan({})], [1, 1]);
    expect(ofType(r.events, 'supply-cost')).toEqual([
      expect.objectContaining({ sup: 3, why: 'rally:a1', front: 'G', level: 1 }),
    ]);
    expect(ofType(r.events, 'rally').map((x) => x.unit)).toEqual(['a1']);
  });
  it('22.4: asked, a rally the level cannot cover is refused', () => {
    const s = play(broken(4, 'ask'), 'allies', [plan({})]).state;
    expect(s.await).toEqual({ side: 'allies', kind: 'rally' });
    expect(refuse(s, 'allies', [{ type: 'rally', units: ['a1', 'a2'] }])).toMatchObject({
      rule: '22.4',
      at: 'orders[0].units[1]',
    });
    expect(play(s, 'allies', [{ type: 'rally', units: ['a2'] }], [1]).state.supply!.level.allies.G).toBe(2);
  });
  it('22.4: the view offers only the rallies the level covers (a1 needs 3 SuP of 2; a2 needs 1)', () => {
    const s = play(broken(2, 'ask'), 'allies', [plan({})]).state;
    expect(s.await).toEqual({ side: 'allies', kind: 'rally' });
    expect(owc.view(s, 'allies').options.choices.map((c) => c.id)).toEqual(['rally-a2', 'rally-none']);
    expect(refuse(s, 'allies', [{ type: 'rally', units: ['a1'] }])).toMatchObject({ rule: '22.4' });
  });
  it('22.4: level 4 covers a1 (3 SuP) or a2 (2 SuP), not both: the view puts them in one group and names each cost', () => {
    const s = play(broken(4, 'ask'), 'allies', [plan({})]).state;
    const rallies = owc.view(s, 'allies').options.choices.filter((c) => c.id !== 'rally-none');
    expect(rallies.map((c) => [c.id, c.group, c.label.en])).toEqual([
      ['rally-a1', 'rally-G', expect.stringMatching(/\(3 SuP of front G's 4\)$/)],
      ['rally-a2', 'rally-G', expect.stringMatching(/\(2 SuP of front G's 4\)$/)],
    ]);
  });
  it('22.4: level 5 covers both rallies together: no group, so both may be picked and the batch is taken', () => {
    const s = play(broken(5, 'ask'), 'allies', [plan({})]).state;
    const rallies = owc.view(s, 'allies').options.choices.filter((c) => c.id !== 'rally-none');
    expect(rallies.map((c) => c.group)).toEqual([undefined, undefined]);
    expect(play(s, 'allies', [{ type: 'rally', units: ['a1', 'a2'] }], [1, 1]).state.supply!.level.allies.G).toBe(0);
  });
});

/** play passes, empty plans and phase ends until `side` is awaited for `kind` */
const until = (s0: OwcState, side: SideId, kind: string, dice: number[] = []): OwcState => {
  let s = s0;
  for (let i = 0; i < 40 && !(s.await?.side === side && s.await.kind === kind); i++) {
    const a = s.await!;
    const order: OwcOrder =
      a.kind === 'supply'
        ? { type: 'supply' }
        : a.kind === 'attack'
          ? { type: 'end-phase' }
          : a.kind === 'rally'
            ? { type: 'rally', units: [] }
            : { type: 'pass' };
    s = play(s, a.side, [order], dice).state;
  }
  return s;
};

describe('22.6 secret stockpiles', () => {
  const start = () =>
    pos({
      phase: 'supply',
      supply: SUPPLY({ G: 8 }, { G: 12 }),
      units: [unit('a1', 'allies', '1011'), unit('r1', 'russians', '1818')],
    });
  it("22.6: secret SuP are the owner's alone: an event only he sees, a fog secret, nothing in the opponent's view", () => {
    const r = play(start(), 'allies', [plan({ open: { G: 4 }, secret: { G: 4 } })]);
    expect(r.state.supply!.level.allies.G).toBe(12);
    const stash = r.events.find((e) => e.type === 'supply-stash')!;
    expect(stash.visibleTo).toEqual(['allies']);
    expect(stashSecrets(r.state)).toEqual([
      { visibleTo: ['allies'], token: '"stash-allies"', what: 'secret stockpile of the allies (22.6)' },
    ]);
    const theirs = JSON.stringify(owc.view(r.state, 'russians'));
    expect(theirs).not.toContain('stash-allies');
    expect(theirs).not.toContain('Secret stockpile');
    expect(JSON.stringify(owc.view(r.state, 'allies'))).toContain('Secret stockpile');
  });
  it("22.6: revealed (added) at the owner's next supply phase, not before; the intelligence roll of 10 does not expose the Allies' (11–12)", () => {
    let s = play(start(), 'allies', [plan({ open: { G: 4 }, secret: { G: 4 } })]).state;
    s = until(s, 'russians', 'supply', [10, 10, 10]);
    expect(s.supply!.level.allies.G).toBe(12);
    expect(s.supply!.exposed).toEqual([]);
    s = until(s, 'allies', 'supply', [10, 10, 10]);
    expect(s.supply!.level.allies.G).toBe(16);
    expect(s.supply!.stash.allies).toEqual({});
  });
  it('22.6 with 20.4: an intelligence roll of 11 at the end of the Allied turn exposes the stockpile to both', () => {
    let s = play(start(), 'allies', [plan({ open: { G: 4 }, secret: { G: 4 } })]).state;
    s = until(s, 'russians', 'supply', [11, 11, 11]);
    expect(s.supply!.exposed).toEqual(['allies']);
    expect(stashSecrets(s)).toEqual([]);
    expect(JSON.stringify(owc.view(s, 'russians'))).toContain('Secret stockpile');
  });
});

describe('22.1 reconnaissance by the character of operations', () => {
  /** three Allied corps, each next to a face-down Russian corps, at the supply plan; the standing rally 'none' skips rallies */
  const scouts = () =>
    pos({
      rules: ['core', 'concealment', 'supply', 'A.6'],
      phase: 'supply',
      supply: SUPPLY({ G: 12 }, { G: 12 }),
      standing: { allies: { rally: 'none' }, russians: { rally: 'none' } },
      units: [
        unit('a1', 'allies', '1112'),
        unit('a2', 'allies', '1312'),
        unit('a3', 'allies', '1512'),
        { ...unit('r1', 'russians', '1113'), concealed: true },
        { ...unit('r2', 'russians', '1313'), concealed: true },
        { ...unit('r3', 'russians', '1513'), concealed: true },
      ],
    });
  const recon = (unit: string, hex: string): OwcOrder => ({ type: 'recon', unit, hex });
  it('22.1 TC-43: in an operational pause (nothing paid) no reconnaissance: the step is skipped', () => {
    const s = play(scouts(), 'allies', [plan({})]).state;
    expect(s.await?.kind).not.toBe('recon');
  });
  it('22.1 TC-43: limited operations paid: at most 2 hexes on the front', () => {
    const s = play(scouts(), 'allies', [plan({ prepay: { G: 'limited' } })]).state;
    expect(s.await).toEqual({ side: 'allies', kind: 'recon' });
    expect(refuse(s, 'allies', [recon('a1', '1113'), recon('a2', '1313'), recon('a3', '1513')])).toMatchObject({
      rule: '22.1',
      at: 'orders[2].hex',
    });
    const r = play(s, 'allies', [recon('a1', '1113'), recon('a2', '1313')]);
    expect(ofType(r.events, 'reconnaissance')).toHaveLength(2);
  });
  it('22.1: an offensive paid: any number of hexes', () => {
    const s = play(scouts(), 'allies', [plan({ prepay: { G: 'offensive' } })]).state;
    const r = play(s, 'allies', [recon('a1', '1113'), recon('a2', '1313'), recon('a3', '1513')]);
    expect(ofType(r.events, 'reconnaissance')).toHaveLength(3);
    expect(r.state.supply!.level.allies.G).toBe(3);
  });
});

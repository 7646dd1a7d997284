import { describe, expect, it } from 'vitest';
import type { ApplyResult, Dice, GameEvent } from '../../core/contract.js';
import owc from './index.js';
import type { OwcOrder } from './orders.js';
import type { OwcState } from './state.js';
import { ALLIED_SEATS, F_SEATS } from './seats.js';
import { RULES_VERSION } from './version.js';
import { fitPlan } from './scenario-f-view.js';

/**
 * Scenario F, the campaign for three players (F.1–F.6): the seats and their rules. These play on the
 * set-up F had before rules version 3 (27.IX, D's units), where the fronts are in contact from the start;
 * the seats' rules are the same under both versions. F's campaign set-up (version 3) is tested at the end.
 */

const SIXES: Dice = { roll: () => 6 };
const start = (): OwcState => owc.setup('F', {}, SIXES, { rulesVersion: 2 });
const go = (s: OwcState, seat: string, orders: OwcOrder[]): ApplyResult<OwcState> =>
  owc.apply(s, seat, { orders }, SIXES);
const ok = (s: OwcState, seat: string, orders: OwcOrder[]): OwcState => {
  const r = go(s, seat, orders);
  if (!r.ok) throw new Error(`${seat}: ${JSON.stringify(r.error)}`);
  return r.state;
};
const refused = (s: OwcState, seat: string, orders: OwcOrder[]) => {
  const r = go(s, seat, orders);
  if (r.ok) throw new Error(`${seat}: the batch was taken`);
  return r.error;
};
const awaited = (s: OwcState) => owc.status(s).waitingFor;
/** F's Allied movement phase of stage 5 (the German moving first) with these units, under a rules version */
const movingAt = (rulesVersion: number, units: { id: string; hex: string; concealed?: boolean }[]): OwcState =>
  owc.setup('F', { position: { phase: 'move', stage: 5, units } }, SIXES, { rulesVersion });
/** everyone passes (or ends the phase) until the Allies' decision `kind` in `phase` */
const until = (s: OwcState, phase: string, kind: string, seat = 'germans'): OwcState => {
  for (let k = 0; k < 40; k++) {
    if (s.phase === phase && s.await?.kind === kind && awaited(s)[0] === seat) return s;
    const who = awaited(s)[0];
    const answer = owc.defaultAnswer(s, who);
    s = ok(s, who, answer?.orders ?? [{ type: s.await?.kind === 'attack' ? 'end-phase' : 'pass' }]);
  }
  throw new Error(`never reached ${phase}.${kind}`);
};
const vpEvents = (evs: GameEvent[]) =>
  evs.filter((e) => e.type === 'vp').map((e) => ({ rule: e.rule, ...(e.data as { side: string; vp: number }) }));

describe('scenario F, Sprzymierzeni: three players', () => {
  it('1.3 F is offered with three seats, the German and the Austro-Hungarian allied', () => {
    const f = owc.scenarios.find((x) => x.id === 'F')!;
    expect(f.sides).toEqual(['russians', 'germans', 'austro-hungarians']);
    expect(f.alliances).toEqual({ allies: ['germans', 'austro-hungarians'] });
    expect(owc.sides).toEqual(expect.arrayContaining([...F_SEATS]));
    expect(owc.scenarios.find((x) => x.id === 'C')!.sides).toEqual(['allies', 'russians']);
  });

  it('F: in an Allied phase the German hands in his part first, the Austro-Hungarian second; the Allies as one seat are refused', () => {
    let s = start();
    expect(awaited(s)).toEqual(['germans']);
    expect(refused(s, 'austro-hungarians', [{ type: 'pass' }]).rule).toBe('3');
    expect(refused(s, 'allies', [{ type: 'pass' }]).rule).toBe('F');
    s = ok(s, 'germans', [{ type: 'supply', open: { E: 8 } }]);
    expect(s.phase).toBe('supply');
    expect(s.supply!.level.allies.E).toBe(16); // the German's part waits for the join
    expect(awaited(s)).toEqual(['austro-hungarians']);
    expect(owc.view(s, 'germans').options.choices).toEqual([]);
    expect(owc.view(s, 'austro-hungarians').options.choices.length).toBeGreaterThan(0);
    s = ok(s, 'austro-hungarians', [{ type: 'supply', open: { G: 8 } }]);
    expect(s.supply!.level.allies).toMatchObject({ G: 16, P: 16, E: 24 });
    expect(s.allied).toBeUndefined();
  });

  it('F.1 each player orders only the units he commands: the German may not move the Austro-Hungarian I Corps, nor the Austro-Hungarian attack with a German corps', () => {
    const s = until(start(), 'move', 'move');
    const e = refused(s, 'germans', [{ type: 'move', unit: 'ah-i', path: ['3409', '3408'] }]);
    expect(e).toMatchObject({ rule: 'F.1', at: 'orders[0].unit' });
    let a = until(start(), 'attack', 'attack');
    a = ok(a, 'germans', [{ type: 'end-phase' }]);
    expect(awaited(a)).toEqual(['austro-hungarians']);
    const f = refused(a, 'austro-hungarians', [{ type: 'attack', target: '3514', units: ['ah-xi', 'de-xi'] }]);
    expect(f).toMatchObject({ rule: 'F.1', at: 'orders[0].units[1]' });
  });

  it('F.2 each Allied player gives at most his 10 SuP', () => {
    const e = refused(start(), 'germans', [{ type: 'supply', open: { G: 6, P: 5 } }]);
    expect(e).toMatchObject({ rule: 'F.2', message: '11 SuP given, your income is 10' });
  });

  it('F.2 both take 2 SuP more: 24 SuP given in all, for 2 VP (29 would charge 3 for 4)', () => {
    let s = start();
    s = ok(s, 'germans', [{ type: 'supply', open: { G: 6, P: 6 }, trade: 2 }]);
    const r = go(s, 'austro-hungarians', [{ type: 'supply', open: { G: 2, P: 2, E: 8 }, trade: 2 }]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.supply!.level.allies).toMatchObject({ G: 16, P: 24, E: 24 });
    expect(r.state.vp).toBe(2);
    expect(vpEvents(r.events)).toEqual([
      { rule: 'F.2', side: 'allies', vp: 1, why: 'F.2', balance: -1 },
      { rule: '29', side: 'russians', vp: 3, why: 'trade:4', balance: 2 },
    ]);
    expect(refused(start(), 'germans', [{ type: 'supply', trade: 4 }]).rule).toBe('F.2');
  });

  it('F.3 the German rails 3 Transports and the Austro-Hungarian 2, each may rail the ally’s units', () => {
    const s = until(start(), 'move', 'move');
    // Silesia to Królewiec and to Grudziądz: two fronts each, 2 Transports each
    const e = refused(s, 'germans', [
      { type: 'rail', unit: 'de-9a', to: '1210' },
      { type: 'rail', unit: 'de-xi', to: '1613' },
    ]);
    expect(e).toMatchObject({ rule: 'F.3', message: 'the German player used 4 Transports, 3 allowed this phase' });
    // doubled: 6
    const d = ok(s, 'germans', [
      { type: 'double' },
      { type: 'rail', unit: 'de-9a', to: '1210' },
      { type: 'rail', unit: 'de-xi', to: '1613' },
    ]);
    expect(awaited(d)).toEqual(['austro-hungarians']);
    // a double doubles its giver's Transports only: the German's 6 leave the Austro-Hungarian 2, his own double 4
    const d2 = ok(s, 'germans', [{ type: 'double' }, { type: 'rail', unit: 'de-xx', to: '1210' }]);
    expect(refused(d2, 'austro-hungarians', [{ type: 'rail', unit: 'ah-xii', to: '1512' }]).rule).toBe('F.3');
    expect(go(d2, 'austro-hungarians', [{ type: 'double' }, { type: 'rail', unit: 'ah-xii', to: '1512' }]).ok).toBe(
      true,
    );
    const g = ok(s, 'germans', [{ type: 'pass' }]);
    // the Austro-Hungarian's XII Corps from Galicia to Toruń: three fronts, 3 Transports > 2; doubled, 4
    const ah = refused(g, 'austro-hungarians', [{ type: 'rail', unit: 'ah-xii', to: '1512' }]);
    expect(ah).toMatchObject({
      rule: 'F.3',
      message: 'the Austro-Hungarian player used 3 Transports, 2 allowed this phase',
    });
    expect(go(g, 'austro-hungarians', [{ type: 'double' }, { type: 'rail', unit: 'ah-xii', to: '1512' }]).ok).toBe(
      true,
    );
    // he rails the ally's XX Corps from Silesia to Kraków: 1 Transport
    const r = go(g, 'austro-hungarians', [{ type: 'rail', unit: 'de-xx', to: '3409' }]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.units['de-xx'].hex).toBe('3409');
    expect(r.events.find((x) => x.type === 'rail')!.data).toMatchObject({ unit: 'de-xx', transports: 1 });
  });

  it('F.4 the German has priority to form landsturm; the Austro-Hungarian forms one only if the German forms none', () => {
    const s = start();
    const g = ok(s, 'germans', [{ type: 'form', unit: 'de-lw-1', hex: '2301' }]);
    const e = refused(g, 'austro-hungarians', [{ type: 'form', unit: 'ah-lst-1', hex: '4607' }]);
    expect(e).toMatchObject({ rule: 'F.4', at: 'orders[0]' });
    const both = ok(g, 'austro-hungarians', [{ type: 'pass' }]);
    expect(both.units['de-lw-1']).toMatchObject({ where: 'map', hex: '2301' });
    const alone = ok(ok(s, 'germans', [{ type: 'pass' }]), 'austro-hungarians', [
      { type: 'form', unit: 'ah-lst-1', hex: '4607' },
    ]);
    expect(alone.units['ah-lst-1']).toMatchObject({ where: 'map', hex: '4607' });
  });

  it('F.5 with no German call, the Austro-Hungarian calls his Balkan pools 6 and 7 at 3 VP more to the Allies', () => {
    const s = start();
    const c = s.campaign!;
    // a position: pools 1–5 called, the track holding markers
    const called = ['de-xi', 'de-gres', 'de-xxv-res', 'de-iii-res', 'de-xxiv-res', 'de-xiii'];
    const late = {
      ...s,
      campaign: {
        ...c,
        called: [...called, 'de-xxxix-res', 'de-xl-res', 'de-xli-res', 'de-hkk2'],
        track: { '27.IX': 6 },
      },
    };
    expect(refused(late, 'germans', [{ type: 'call', units: ['ah-viii'], hex: '3409' }])).toMatchObject({
      rule: 'F.5',
      at: 'orders[0].units[0]',
    });
    const r = go(ok(late, 'germans', [{ type: 'pass' }]), 'austro-hungarians', [
      { type: 'call', units: ['ah-viii'], hex: '3409' },
    ]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.vp).toBe(s.vp + 3);
    expect(vpEvents(r.events)).toEqual([{ rule: 'F.5', side: 'russians', vp: 3, why: 'F.5', balance: 3 }]);
    expect(r.state.units['ah-viii']).toMatchObject({ where: 'due', dueHex: '3409', how: 'secret' });
    // the call is the Allies' secret: both Allied seats may know it, the Russian not
    const secret = owc.secrets(r.state).find((x) => x.token.includes('ah-viii') || x.what.includes('call'));
    if (!secret) throw new Error('the call is no secret');
    expect(secret.visibleTo).toEqual(expect.arrayContaining([...ALLIED_SEATS]));
    expect(secret.visibleTo).not.toContain('russians');
    expect(JSON.stringify(owc.view(r.state, 'russians'))).not.toContain(secret.token);
    const call = r.events.find((x) => x.type === 'called')!;
    expect(call.visibleTo).toEqual(expect.arrayContaining([...ALLIED_SEATS]));
    expect(call.visibleTo).not.toContain('russians');
    // pools 1–2 called: the German calls pool 3, so the Austro-Hungarian may not call
    const early = { ...s, campaign: { ...c, called: called.slice(0, 4), track: { '27.IX': 6 } } };
    const g = ok(early, 'germans', [{ type: 'call', units: ['de-xxiv-res'], hex: '2301' }]);
    expect(refused(g, 'austro-hungarians', [{ type: 'call', units: ['ah-viii'], hex: '3409' }])).toMatchObject({
      rule: 'F.5',
      code: 'german-called',
    });
  });

  it('F.6 the German has priority for special attacks: his artillery on the Galician front leaves none there for the Austro-Hungarian', () => {
    // a position: the German XI Corps (R 10, 2 SP) and the 9th Army HQ beside the Russians in 3514 on the Galician front
    const base = until(start(), 'attack', 'attack');
    const at = (id: string) => ({ ...base.units[id], hex: '3513' });
    const s = { ...base, units: { ...base.units, 'de-xi': at('de-xi'), 'de-9a': at('de-9a') } };
    const artillery: OwcOrder = { type: 'attack', target: '3614', units: ['ah-xi', 'ah-vii'], artillery: true };
    // with no German special attack the Austro-Hungarian may have artillery on the front
    const alone = ok(s, 'germans', [{ type: 'end-phase' }]);
    expect(go(alone, 'austro-hungarians', [artillery]).ok).toBe(true);
    let t = ok(s, 'germans', [
      { type: 'attack', target: '3514', units: ['de-xi'], artillery: true, special: 'determined', breaks: ['de-xi'] },
    ]);
    expect(t.specials).toMatchObject({ artillery: ['G'], determined: true });
    for (let k = 0; k < 10 && !(t.await?.kind === 'attack' && t.allied?.germanDone); k++) {
      const who = awaited(t)[0];
      if (who === 'germans' && t.await?.kind === 'attack') t = ok(t, 'germans', [{ type: 'end-phase' }]);
      else t = ok(t, who, owc.defaultAnswer(t, who)?.orders ?? [{ type: 'pass' }]);
    }
    expect(awaited(t)).toEqual(['austro-hungarians']);
    expect(refused(t, 'austro-hungarians', [artillery]).rule).toBe('23.1');
  });

  it('F: the Allies win together; the Russian alone', () => {
    const s = start();
    const won = owc.status({ ...s, result: { winner: 'allies', reason: '39', level: 'crushing' } }).result!;
    expect(won).toMatchObject({ winner: null, winners: ['germans', 'austro-hungarians'] });
    const lost = owc.status({ ...s, result: { winner: 'russians', reason: '39', level: 'crushing' } }).result!;
    expect(lost).toMatchObject({ winner: 'russians', winners: ['russians'] });
  });
});

describe('scenario F from rules version 3: the campaign for three players', () => {
  it('1.3 F sets up as the campaign: 16.VIII to 26.XII, the campaign’s units and supply levels, rules 24–27 in force', () => {
    const f = owc.setup('F', {}, SIXES);
    const c = owc.setup('campaign', {}, SIXES);
    expect(f.rulesVersion).toBe(RULES_VERSION);
    expect(f.stages[0]).toBe('16.VIII');
    expect(f.stages.at(-1)).toBe('26.XII');
    expect(f.units).toEqual(c.units);
    expect(f.supply!.level).toEqual({ allies: { G: 12, P: 7, E: 12 }, russians: { G: 12, P: 7, E: 16 } });
    expect(f.rules).toEqual([...c.rules, 'F']);
    expect(f.rules).toEqual(expect.arrayContaining(['trenches', 'fortresses', 'bridgeheads', 'breakdown']));
    expect(awaited(f)).toEqual(['germans']);
  });

  it('version.ts: an F game created under version 2 keeps D’s set-up (27.IX, Allies G 8 P 16 E 16)', () => {
    const old = owc.setup('F', {}, SIXES, { rulesVersion: 2 });
    expect(old.stages[0]).toBe('27.IX');
    expect(old.scenario).toBe('F');
    expect(old.supply!.level.allies).toEqual({ G: 8, P: 16, E: 16 });
  });

  it('F.2 the Austro-Hungarian’s plans leave out the German’s SuP on a shared front: after the German’s G 6, E 4 his even spread G 4 P 3 E 3 becomes G 2 P 5 E 3', () => {
    let s = owc.setup('F', {}, SIXES);
    s = ok(s, 'germans', [{ type: 'supply', open: { G: 6, E: 4 } }]);
    const plans = owc
      .view(s, 'austro-hungarians')
      .options.choices.filter((c) => (c.order as OwcOrder | undefined)?.type === 'supply')
      .map((c) => c.order as Extract<OwcOrder, { type: 'supply' }>);
    expect(plans.length).toBeGreaterThan(2);
    // 22's 8 a front is the Allies' together: the German left 2 on G and 4 on E
    for (const p of plans) {
      expect((p.open?.G ?? 0) + (p.secret?.G ?? 0)).toBeLessThanOrEqual(2);
      expect((p.open?.E ?? 0) + (p.secret?.E ?? 0)).toBeLessThanOrEqual(4);
    }
    const even = plans.find((p) => !p.prepay && !p.secret && p.open?.G === 2 && p.open?.P === 5 && p.open?.E === 3);
    expect(even).toBeDefined();
    // every plan offered is taken: levels 12 + 6 + 2, 7 + 5, 12 + 4 + 3
    for (const p of plans) expect(go(s, 'austro-hungarians', [p]).ok).toBe(true);
    const after = ok(s, 'austro-hungarians', [even!]);
    expect(after.supply!.level.allies).toEqual({ G: 20, P: 12, E: 19 });
  });

  it('F.2 fitting a plan: secret SuP are cut first, the rest goes to the plan’s other fronts with room, none beyond 8 a front', () => {
    expect(
      fitPlan({ type: 'supply', open: { G: 4, P: 2 }, secret: { G: 4 } }, { type: 'supply', open: { G: 5, P: 2 } }),
    ).toEqual({ type: 'supply', open: { G: 3, P: 6 } });
    // the German gave 8 on G and P: G's 4 and P's 3 go to E up to its 8, the other 2 are not given
    expect(fitPlan({ type: 'supply', open: { G: 4, P: 3, E: 3 } }, { type: 'supply', open: { G: 8, P: 8 } })).toEqual({
      type: 'supply',
      open: { E: 8 },
    });
  });
});

describe('5.3 with F.1: the overstack only the German can clear', () => {
  const five = ['de-xx', 'de-xi', 'de-xvii', 'de-gres', 'de-woyrsch'];
  const at = (version: number) =>
    movingAt(version, [...five.map((id) => ({ id, hex: '3306' })), { id: 'ru-xvi', hex: '2815' }]);
  it('5.3 (version 3): five German corps in 3306: the German’s pass is refused, one leaving is taken', () => {
    const s = at(3);
    expect(awaited(s)).toEqual(['germans']);
    expect(refused(s, 'germans', [{ type: 'pass' }])).toMatchObject({ rule: '5.3', at: 'orders' });
    const t = ok(s, 'germans', [{ type: 'move', unit: 'de-xx', path: ['3206'] }, { type: 'pass' }]);
    expect(awaited(t)).toEqual(['austro-hungarians']);
  });
  it('5.3 (version 2): the German’s pass was kept for the join, as before', () => {
    expect(awaited(ok(at(2), 'germans', [{ type: 'pass' }]))).toEqual(['austro-hungarians']);
  });
});

describe('17.2 with F.1: a seat’s patrol goes on a face-down unit it commands', () => {
  // the German XX Corps face down in 3306, the Austro-Hungarian I Corps face down in 3409, both out of contact
  const at = (version: number) =>
    movingAt(version, [
      { id: 'de-xx', hex: '3306', concealed: true },
      { id: 'ah-i', hex: '3409', concealed: true },
      { id: 'ru-xvi', hex: '2815' },
    ]);
  const patrolHexes = (s: OwcState, seat: string): string[] =>
    (owc.view(s, seat).options.choices.find((c) => c.id === 'place-patrol')?.targets ?? []).map((t) => t.cell).sort();
  const march: OwcOrder[] = [{ type: 'move', unit: 'ah-i', path: ['3408'] }, { type: 'pass' }];

  it('17.2 with F.1 (version 5): the German’s patrol on 3409, whose only face-down host is the Austro-Hungarian I Corps, is refused at the order', () => {
    const s = at(5);
    expect(awaited(s)).toEqual(['germans']);
    expect(refused(s, 'germans', [{ type: 'place-patrol', hex: '3409' }, { type: 'pass' }])).toMatchObject({
      rule: '17.2',
      code: 'patrol-place',
      at: 'orders[0].hex',
      params: { hex: '3409', why: 'ally-host' },
    });
  });
  it('17.2 with F.1 (version 5): each seat is offered only the hexes of its own face-down units: the German 3306, the Austro-Hungarian 3409', () => {
    const s = at(5);
    expect(patrolHexes(s, 'germans')).toEqual(['3306']);
    const t = ok(s, 'germans', [{ type: 'pass' }]);
    expect(patrolHexes(t, 'austro-hungarians')).toEqual(['3409']);
  });
  it('17.2 with F.1 (version 5): the join no longer dead-ends: the German’s patrol on his own XX Corps, the Austro-Hungarian I Corps marching to 3408, is taken', () => {
    const t = ok(at(5), 'germans', [{ type: 'place-patrol', hex: '3306' }, { type: 'pass' }]);
    const u = ok(t, 'austro-hungarians', march);
    expect(u.units['ah-i'].hex).toBe('3408');
    const patrols = Object.values(u.units).filter((x) => x.where === 'map' && x.hex === '3306' && x.id !== 'de-xx');
    expect(patrols).toHaveLength(1);
    expect(u.allied?.patrolSeats).toBeUndefined();
  });
  it('17.2 with F.1 (version 5): the Austro-Hungarian places his patrol on his own I Corps; on the German’s 3306 he is refused', () => {
    const t = ok(at(5), 'germans', [{ type: 'pass' }]);
    expect(refused(t, 'austro-hungarians', [{ type: 'place-patrol', hex: '3306' }, { type: 'pass' }])).toMatchObject({
      rule: '17.2',
      code: 'patrol-place',
      at: 'orders[0].hex',
      params: { hex: '3306', why: 'ally-host' },
    });
    const u = ok(t, 'austro-hungarians', [{ type: 'place-patrol', hex: '3409' }, { type: 'pass' }]);
    expect(Object.values(u.units).filter((x) => x.where === 'map' && x.hex === '3409')).toHaveLength(2);
  });
  it('17.2 (version 4): the German’s patrol on the ally’s host was kept, and the Austro-Hungarian’s march away from it refused, as before', () => {
    const s = at(4);
    expect(patrolHexes(s, 'germans')).toEqual(['3306', '3409']);
    const t = ok(s, 'germans', [{ type: 'place-patrol', hex: '3409' }, { type: 'pass' }]);
    expect(refused(t, 'austro-hungarians', march)).toMatchObject({ rule: '17.2', code: 'patrol-place', at: 'orders' });
  });
});

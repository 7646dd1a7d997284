import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../core/dice.js';
import owc from '../index.js';
import { PACK } from '../pack.js';
import type { OwcState } from '../state.js';
import { ofType, play, refuse } from '../testkit.js';

/**
 * The campaign rules in play, on scenario D: positions on the whole theatre map with the
 * rule group `campaign`, played through owc.apply.
 */
const sc = PACK.scenarios.find((x) => x.id === 'D')!;
const D = (p: Record<string, unknown>): OwcState =>
  owc.setup(
    'D',
    { position: { standing: { allies: { rally: 'none' }, russians: { rally: 'none' } }, ...p } },
    new FixedDice([]),
  );
/** one corps a side, far apart (Kraków and Wilno), so nothing is encircled or in contact */
const QUIET = [
  { id: 'ah-i', hex: '3409' },
  { id: 'ru-i', hex: '1220' },
];
const stageOf = (date: string): number => sc.stages.indexOf(date) + 1;

describe('scenario D with the campaign rules', () => {
  it('D: 27.IX to 26.XII on the whole map, levels Allies G 8 P 16 E 16, Russians G 14 P 8 E 6, income 20/15; offered', () => {
    expect(sc.draft).toBeUndefined();
    expect(sc.stages[0]).toBe('27.IX');
    expect(sc.stages.at(-1)).toBe('26.XII');
    expect(sc.supply).toEqual({
      income: { allies: 20, russians: 15 },
      levels: { allies: { G: 8, P: 16, E: 16 }, russians: { G: 14, P: 8, E: 6 } },
    });
    expect(owc.scenarios.map((x) => x.id)).toContain('D');
  });
  it('33.3: D starts with the track from 27.IX on; pool units already set up count as called; the state stays small', () => {
    const s = owc.setup('D', {}, new FixedDice([]));
    expect(s.campaign).toEqual({ track: { '27.IX': 1, '3.X': 1 }, called: ['de-xi', 'de-gres', 'de-xxv-res'] });
    expect(JSON.stringify(s).length).toBeLessThan(20_000);
  });
  it('33.3.2: at the end of the Allied turn the unused marker of 27.IX moves to 3.X; the Allies gain 2 VP', () => {
    const s = D({ units: QUIET, phasing: 'allies', phase: 'repeat' });
    expect(s.campaign!.track).toEqual({ '3.X': 2 });
    expect(s.vp).toBe(-2);
    expect(s.await).toEqual({ side: 'russians', kind: 'supply' });
  });
  it('36, 36.1, 37.3 at the end of 15.X: Lwów and Stanisławów Russian, Łódź Allied: Russians +3, Allies +2 (aspiration 4) and +3 (no Russian HQ in Germany)', () => {
    const s = D({
      units: QUIET,
      stage: stageOf('15.X'),
      phasing: 'russians',
      phase: 'repeat',
      control: { '3518': 'russians', '3920': 'russians', '2506': 'allies' },
    });
    expect(s.vp).toBe(3 - 2 - 3);
    expect(s.stage).toBe(stageOf('21.X'));
  });
  it('29: the Allied plan with +4 SuP spends 24 and moves the balance 3 toward the Russians; +5 is no trade', () => {
    const s = D({ units: QUIET, phasing: 'allies', phase: 'supply' });
    expect(s.await).toEqual({ side: 'allies', kind: 'supply' });
    const r = play(s, 'allies', [{ type: 'supply', open: { G: 8, P: 8, E: 8 }, trade: 4 }]);
    expect(r.state.vp).toBe(3);
    expect(r.state.supply!.income.allies).toBe(20);
    expect(refuse(s, 'allies', [{ type: 'supply', open: { G: 8, P: 8, E: 8 } }])).toMatchObject({ rule: '22' });
    expect(refuse(s, 'allies', [{ type: 'supply', trade: 3 }])).toMatchObject({ rule: '29' });
  });
  it('33, 33.1, 33.3.1: a secret call, pools in order, enters by secret concentration next Allied turn; never more SP than markers', () => {
    const s = D({
      units: QUIET,
      phasing: 'allies',
      phase: 'supply',
      campaign: { called: ['de-xi', 'de-gres', 'de-xxv-res'] },
    });
    const r = play(s, 'allies', [{ type: 'supply' }, { type: 'call', units: ['de-iii-res'], hex: '2006' }]);
    expect(r.state.units['de-iii-res']).toMatchObject({ where: 'due', due: 2, dueHex: '2006', how: 'secret' });
    expect(ofType(r.events, 'called')).toHaveLength(1);
    expect(r.events.find((e) => e.type === 'called')!.visibleTo).toEqual(['allies']);
    expect(refuse(s, 'allies', [{ type: 'supply' }, { type: 'call', units: ['de-xiii'], hex: '2006' }])).toMatchObject({
      rule: '33.1',
    });
    // 2 SP: the track holds 2 markers (27.IX and 3.X)
    expect(
      refuse(s, 'allies', [{ type: 'supply' }, { type: 'call', units: ['de-iii-res', 'de-xiii'], hex: '2006' }]),
    ).toMatchObject({
      rule: '33.3.1',
    });
  });
  it('33.2: the Russian intelligence roll at the end of the Allied turn (12) exposes the call: units and town public, no secret left; a 1 keeps it secret', () => {
    const s = D({
      units: QUIET,
      phasing: 'allies',
      phase: 'supply',
      campaign: { called: ['de-xi', 'de-gres', 'de-xxv-res'] },
    });
    const toTurnEnd = (roll: number) => {
      const r = play(s, 'allies', [{ type: 'supply' }, { type: 'call', units: ['de-iii-res'], hex: '2006' }]);
      let t = r.state;
      const events = [...r.events];
      while (t.phasing === 'allies' && t.await?.side === 'allies') {
        const next = play(t, 'allies', [{ type: t.await.kind === 'attack' ? 'end-phase' : 'pass' }], [roll]);
        events.push(...next.events);
        t = next.state;
      }
      return { t, events };
    };
    const seen = toTurnEnd(12);
    expect(ofType(seen.events, 'intelligence')).toEqual([{ side: 'allies', roll: 12, exposed: true }]);
    expect(ofType(seen.events, 'call-exposed')).toEqual([{ units: ['de-iii-res'], hex: '2006' }]);
    expect(seen.events.find((e) => e.type === 'call-exposed')!.visibleTo).toBe('all');
    expect(owc.secrets!(seen.t)).toEqual([]);
    const hidden = toTurnEnd(1);
    expect(ofType(hidden.events, 'call-exposed')).toEqual([]);
    expect(owc.secrets!(hidden.t).map((x) => x.visibleTo)).toEqual([['allies']]);
  });
  it('31: from 3.IX the Allies form one landsturm division on the Hungarian plain for its SP; it may not move this turn', () => {
    const s = D({ units: QUIET, phasing: 'allies', phase: 'supply' });
    const r = play(s, 'allies', [{ type: 'supply' }, { type: 'form', unit: 'ah-lst-1', hex: '4607' }]);
    expect(r.state.units['ah-lst-1']).toMatchObject({ where: 'map', hex: '4607', placed: true });
    expect(r.state.supply!.level.allies.G).toBe(7);
    expect(
      refuse(s, 'allies', [
        { type: 'supply' },
        { type: 'form', unit: 'ah-lst-1', hex: '4607' },
        { type: 'form', unit: 'ah-lst-2', hex: '4607' },
      ]),
    ).toMatchObject({ rule: '31' });
  });
  it('28.1: a corps lost in the open on the Allied turn of 27.IX is rebuilt by the Russians from their turn of 3.X, broken, for 4 SuP', () => {
    const dead = { 'ru-ii': { turn: 14, rebuildable: true } };
    const early = D({ units: QUIET, phasing: 'russians', phase: 'supply', campaign: { dead } });
    expect(
      refuse(early, 'russians', [{ type: 'supply' }, { type: 'rebuild', unit: 'ru-ii', hex: '2411' }]),
    ).toMatchObject({ rule: '28.1' });
    const s = D({ units: QUIET, stage: 2, phasing: 'russians', phase: 'supply', campaign: { dead } });
    const r = play(s, 'russians', [{ type: 'supply' }, { type: 'rebuild', unit: 'ru-ii', hex: '2411' }]);
    expect(r.state.units['ru-ii']).toMatchObject({ where: 'map', hex: '2411', broken: true });
    expect(r.state.supply!.level.russians.P).toBe(4);
    expect(r.state.campaign!.dead).toEqual({});
    // a hex off the map is refused by 28.1 with its path, not thrown (regression F 534947509)
    expect(
      refuse(s, 'russians', [{ type: 'supply' }, { type: 'rebuild', unit: 'ru-ii', hex: '01160116' }]),
    ).toMatchObject({ rule: '28.1', code: 'off-map', at: 'orders[1].hex' });
  });
  it('37.2 (AMB-47): Królewiec taken by a commanded Russian unit, Russian at a stage end: the next Allied supply batch must call pools 1–2 (within 10 SP and the track)', () => {
    const s = D({
      units: QUIET,
      phasing: 'russians',
      phase: 'repeat',
      control: { '1210': 'russians' },
      campaign: { called: [], track: { '3.X': 10 }, commandedCaptures: ['1210'] },
    });
    expect(s.campaign!.compel).toBe(true);
    expect(s.campaign!.aimsTaken).toEqual(['1210']);
    expect(refuse(s, 'allies', [{ type: 'supply' }])).toMatchObject({ rule: '37.2' });
    const units = ['de-xi', 'de-gres', 'de-xxv-res', 'de-iii-res'];
    const r = play(s, 'allies', [{ type: 'supply' }, { type: 'call', units, hex: '2006' }]);
    expect(r.state.campaign!.compel).toBeUndefined();
    expect(r.state.campaign!.called).toEqual(units);
  });
  it('37.2: a Russian corps within its Army HQ range marching into 1112 compels the call at the stage end; out of every HQ range it does not', () => {
    const march = (units: Record<string, unknown>[]) => {
      const s = D({
        units: [{ id: 'ah-i', hex: '3409' }, ...units],
        phasing: 'russians',
        phase: 'move',
        campaign: { called: [] },
      });
      let t = play(s, 'russians', [{ type: 'move', unit: 'ru-i', path: ['1112'] }, { type: 'pass' }]).state;
      // W3 and the repeat attack phase pass: the stage ends
      while (t.stage === 1 && t.await?.side === 'russians')
        t = play(t, 'russians', [{ type: t.await.kind === 'attack' ? 'end-phase' : 'pass' }]).state;
      return t;
    };
    const commanded = march([
      { id: 'ru-i', hex: '1113' },
      { id: 'ru-1a', hex: '1114' },
    ]);
    expect(commanded.campaign!.commandedCaptures).toEqual(['1112']);
    expect(commanded.campaign!.aimsTaken).toEqual(['1112']);
    expect(commanded.campaign!.compel).toBe(true);
    const alone = march([
      { id: 'ru-i', hex: '1113' },
      { id: 'ru-1a', hex: '1220' },
    ]);
    expect(alone.control['1112']).toBe('russians');
    expect(alone.campaign!.compel).toBeUndefined();
  });
  it('34 (AMB-46): on 15.X the Russians hold back the Turkestan corps due now: +1 SuP this phase, it comes on 21.X; not before 15.X', () => {
    const turk = { id: 'ru-1turk', due: stageOf('15.X'), dueHex: '2411', how: 'secret' };
    const s = D({ units: [...QUIET, turk], stage: stageOf('15.X'), phasing: 'russians', phase: 'supply' });
    const open = { G: 8, P: 8 };
    expect(refuse(s, 'russians', [{ type: 'supply', open }])).toMatchObject({ rule: '22' });
    const r = play(s, 'russians', [
      { type: 'supply', open },
      { type: 'adjust', unit: 'ru-1turk', kind: 'delay', stages: 1 },
    ]);
    expect(r.state.units['ru-1turk'].due).toBe(stageOf('21.X'));
    expect(r.state.supply!.income.russians).toBe(15);
    const early = D({ units: [...QUIET, { ...turk, due: 3 }], stage: 3, phasing: 'russians', phase: 'supply' });
    expect(
      refuse(early, 'russians', [{ type: 'supply' }, { type: 'adjust', unit: 'ru-1turk', kind: 'delay', stages: 1 }]),
    ).toMatchObject({
      rule: '34',
    });
  });
  it('38, 38.2: a German corps sails Gdańsk → Królewiec in the normal movement phase, one a stage; Pilawa Russian closes Królewiec', () => {
    const units = [...QUIET, { id: 'de-i-res', hex: '1405' }, { id: 'de-xvii', hex: '1405' }];
    const s = D({ units, phasing: 'allies', phase: 'move' });
    expect(s.await).toEqual({ side: 'allies', kind: 'move' });
    const r = play(s, 'allies', [{ type: 'sail', unit: 'de-i-res', to: '1210' }, { type: 'end-phase' }]);
    expect(r.state.units['de-i-res']).toMatchObject({ hex: '1210', broken: false });
    expect(r.state.campaign!.seaStage).toBe(1);
    expect(
      refuse(s, 'allies', [
        { type: 'sail', unit: 'de-i-res', to: '1210' },
        { type: 'sail', unit: 'de-xvii', to: '1210' },
      ]),
    ).toMatchObject({ rule: '38', code: 'one-a-stage' });
    const closed = D({ units, phasing: 'allies', phase: 'move', control: { '1108': 'russians' } });
    expect(refuse(closed, 'allies', [{ type: 'sail', unit: 'de-i-res', to: '1210' }])).toMatchObject({ rule: '38.2' });
  });
  it('36: a face-down Russian corps marching into Lwów does not take the War Aim; face up it does', () => {
    const at = { id: 'ru-iv', hex: '3519' };
    // (D's set-up has Lwów Russian: the position gives it back to the Allies)
    const s = D({
      units: [...QUIET, { ...at, concealed: true }],
      phasing: 'russians',
      phase: 'move',
      control: { '3518': 'allies' },
    });
    const r = play(s, 'russians', [{ type: 'move', unit: 'ru-iv', path: ['3518'] }, { type: 'end-phase' }]);
    expect(r.state.units['ru-iv'].hex).toBe('3518');
    expect(r.state.control['3518']).toBe('allies');
    const open = D({ units: [...QUIET, at], phasing: 'russians', phase: 'move', control: { '3518': 'allies' } });
    expect(
      play(open, 'russians', [{ type: 'move', unit: 'ru-iv', path: ['3518'] }, { type: 'end-phase' }]).state.control[
        '3518'
      ],
    ).toBe('russians');
  });
  it('AMB-49 as a campaign option: stabilizationTie = never keeps a balance of 0 playing on 2.XII; the default ends it', () => {
    const at = { units: QUIET, stage: stageOf('2.XII'), phasing: 'allies', phase: 'supply', vp: 0 };
    expect(play(D(at), 'allies', [{ type: 'supply' }]).state.result).toMatchObject({ level: 'draw' });
    const never = D({ ...at, campaign: { options: { stabilizationTie: 'never' } } });
    expect(never.campaign!.options).toEqual({ stabilizationTie: 'never' });
    expect(play(never, 'allies', [{ type: 'supply' }]).state.result).toBeNull();
    expect(() => D({ ...at, campaign: { options: { stabilizationTie: 'sometimes' } } })).toThrow();
  });
  it('40.2: from 2.XII the side not winning that pays no offensive in its plan ends the game', () => {
    const s = D({ units: QUIET, stage: stageOf('2.XII'), phasing: 'allies', phase: 'supply', vp: 4 });
    const r = play(s, 'allies', [{ type: 'supply' }]);
    expect(r.state.result).toMatchObject({ winner: null, level: 'draw', reason: 'stabilization:4' });
    const on = play(s, 'allies', [{ type: 'supply', prepay: { P: 'offensive' } }]);
    expect(on.state.result).toBeNull();
  });
  it('39: four commanded Allied infantry corps at the east edge at the start of their turn: crushing victory', () => {
    const east = PACK.map.regions['east-edge'].filter((h) => !PACK.map.regions['north-of-dzwina'].includes(h));
    const s = D({
      units: [
        { id: 'ru-i', hex: '1220' },
        { id: 'ah-1a', hex: east[0] },
        ...['ah-i', 'ah-v', 'ah-x', 'ah-ii'].map((id) => ({ id, hex: east[0] === east[1] ? east[2] : east[1] })),
      ],
      phasing: 'russians',
      phase: 'repeat',
      stage: 1,
    });
    expect(s.result).toMatchObject({ winner: 'allies', level: 'crushing' });
  });
});

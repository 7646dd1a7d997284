import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../core/dice.js';
import { mapOf } from './ctx.js';
import owc from './index.js';
import { PACK } from './pack.js';
import { supplyC71 } from './supply.js';
import { fixtureMap, fixturePosition, ofType, play, refuse, unit } from './testkit.js';
import type { OwcState } from './state.js';

const setupC = (): OwcState => owc.setup('C', {}, new FixedDice([]));
const sc = PACK.scenarios.find((x) => x.id === 'C')!;

describe('scenario C', () => {
  it('C: in the pack, validated, six stages 27.IX–27.X, offered to players with rules 1–27', () => {
    expect(sc.draft).toBeUndefined();
    expect(sc.stages).toEqual(['27.IX', '3.X', '9.X', '15.X', '21.X', '27.X']);
    expect(owc.scenarios.map((x) => x.id)).toContain('C');
    expect(sc.rules).toEqual(expect.arrayContaining(['trenches', 'fortresses', 'bridgeheads', 'breakdown']));
  });
  it('C.1: the play area is the Polish and Galician fronts', () => {
    const m = mapOf(setupC());
    const fronts = new Set([...m.regions.get('C')!].map((h) => m.front(h)));
    expect(fronts).toEqual(new Set(['P', 'G']));
  });
  it('C.2: the game opens with the Russian screen: the cavalry corps and patrols go on screen hexes', () => {
    const s = setupC();
    expect(s.await).toEqual({ side: 'russians', kind: 'screen' });
    const opts = owc.view(s, 'russians').options.choices;
    expect(opts.map((c) => c.id)).toEqual(expect.arrayContaining(['screen-ru-nowikow', 'screen-ru-p1', 'pass']));
    const r = play(s, 'russians', [
      { type: 'screen', unit: 'ru-nowikow', hex: '3009' },
      { type: 'screen', unit: 'ru-p1', hex: '2806' },
    ]);
    expect(r.state.units['ru-nowikow'].hex).toBe('3009');
    expect(r.state.units['ru-p1']).toMatchObject({ where: 'map', hex: '2806', concealed: true });
    // the patrol's placement is the Russians' own; the Allies see a face-down counter
    expect(r.events.find((e) => e.type === 'patrol-placed')!.visibleTo).toEqual(['russians']);
    expect(JSON.stringify(owc.view(r.state, 'allies'))).not.toContain('ru-p1');
    expect(r.state.screen).toBeUndefined();
    expect(r.state.await).toEqual({ side: 'allies', kind: 'supply' });
  });
  it('C.2: only screen hexes, only the screen units and the box patrols, stacking 4', () => {
    const s = setupC();
    expect(refuse(s, 'russians', [{ type: 'screen', unit: 'ru-nowikow', hex: '2411' }])).toMatchObject({
      rule: 'C.2',
      at: 'orders[0].hex',
    });
    expect(refuse(s, 'russians', [{ type: 'screen', unit: 'ru-ii', hex: '2808' }]).rule).toBe('C.2');
    const five = ['ru-nowikow', 'ru-pawlow', 'ru-gdc', 'ru-p1', 'ru-p2'].map((unit) => ({
      type: 'screen' as const,
      unit,
      hex: '2808',
    }));
    expect(refuse(s, 'russians', five).rule).toBe('5.3');
    expect(owc.defaultAnswer!(s, 'russians')).toEqual({ orders: [{ type: 'pass' }] });
  });
  it('C.4: income Allies 16, Russians 12; levels Allies G 8 P 16, Russians G 14 P 8; the Allied plan is awaited', () => {
    const s = play(setupC(), 'russians', [{ type: 'pass' }]).state;
    expect(s.supply).toMatchObject({
      income: { allies: 16, russians: 12 },
      level: { allies: { G: 8, P: 16 }, russians: { G: 14, P: 8 } },
    });
    expect(s.await).toEqual({ side: 'allies', kind: 'supply' });
  });
  it('C.6: Jarosław and Halicz count as fortified areas, not fortresses', () => {
    const m = mapOf(setupC());
    expect([m.fortress('3415') ?? null, m.fortified('3415')]).toEqual([null, 1]);
    expect(m.fortified('3820')).toBe(1);
    // the theatre map keeps Jarosław's fortress for the other scenarios
    expect(PACK.map.towns.find((t) => t.hex === '3415')!.fortress).toBe('AH');
  });
  it('C.7: the objectives and their values', () => {
    const vp = Object.fromEntries(sc.objectives.map((o) => [o.hex, [o.side, o.vp]]));
    expect(vp).toMatchObject({
      '2411': ['allies', 6],
      '3518': ['allies', 6],
      '3920': ['allies', 2],
      '2815': ['allies', 2],
      '2714': ['allies', 2],
      '3515': ['russians', 8],
      '3306': ['russians', 8],
      '3305': ['russians', 8],
      '2506': ['russians', 2],
      '3610': ['russians', 2],
      '3411': ['russians', 2],
    });
  });
});

describe('C.7 victory points', () => {
  const map = () =>
    fixtureMap({ rows: [10, 14], cols: [10, 14], westCols: 12, nat: (h) => (h < '1200' ? 'DE' : 'RU') });
  const cPos = (p: Record<string, unknown>): OwcState =>
    fixturePosition(map(), {
      rules: ['core', 'supply', 'C.7'],
      standing: { allies: { retreat: 'auto', delay: 'never' }, russians: { retreat: 'auto', delay: 'never' } },
      ...p,
    });
  it('C.7: no VP for a failed attack nor for a single break; 22.3 still costs SuP', () => {
    const s = cPos({
      phase: 'attack',
      supply: { income: { allies: 16, russians: 12 }, levels: { allies: { G: 12 }, russians: { G: 12 } } },
      units: [unit('a1', 'allies', '1312'), unit('r1', 'russians', '1313', { sp: 4 })],
    });
    // 2 against 4 fails on 11: the 8.5 check breaks the attacker (roll 12 > 9 − 2)
    const r = play(s, 'allies', [{ type: 'attack', target: '1313', units: ['a1'] }], [11, 12]);
    expect(r.state.units.a1.broken).toBe(true);
    expect(ofType(r.events, 'vp')).toEqual([]);
    expect(r.state.supply!.level.allies.G).toBe(12 - 3 - 2);
  });
  it('C.7.1: at the game end each front with the opponent below 7 is worth 5 VP', () => {
    const s = cPos({
      phase: 'attack',
      supply: {
        income: { allies: 16, russians: 12 },
        levels: { allies: { G: 6, P: 10 }, russians: { G: 3, P: 2 } },
      },
      units: [unit('a1', 'allies', '1010'), unit('r1', 'russians', '1414')],
    });
    const out: never[] = [];
    supplyC71(s, out);
    // Allies score G and P (Russians at 3 and 2), the Russians score G (Allies at 6): balance 5 − 10
    expect(s.vp).toBe(-5);
    expect(ofType(out, 'vp').map((v) => [v.side, v.why])).toEqual([
      ['allies', 'supply-crisis:G'],
      ['allies', 'supply-crisis:P'],
      ['russians', 'supply-crisis:G'],
    ]);
  });
  it('C.7: +1 per Russian unit on German territory at the stage end', () => {
    let s = cPos({
      phase: 'repeat',
      phasing: 'russians',
      stage: 1,
      supply: { income: { allies: 16, russians: 12 }, levels: { allies: { G: 12 }, russians: { G: 12 } } },
      // r2 (on German soil too) may attack a1: the repeat attack phase waits for the Russians
      units: [unit('a1', 'allies', '1111'), unit('r1', 'russians', '1010'), unit('r2', 'russians', '1110')],
    });
    s = { ...s, soilVp: [{ nat: 'DE', side: 'russians', vp: 1 }] };
    const r = play(s, 'russians', [{ type: 'end-phase' }]);
    expect(ofType(r.events, 'vp')).toContainEqual(expect.objectContaining({ side: 'russians', vp: 2, why: 'soil:DE' }));
  });
});

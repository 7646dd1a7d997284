import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../../core/dice.js';
import owc from '../index.js';
import { PACK } from '../pack.js';
import { play, refuse, scenarioAt, owingEastPrussia } from '../testkit.js';

/** The campaign scenario (16.VIII) and scenarios D and E (1.3, 4.31): their data and the rules only they reach. */
const scenario = (id: string) => PACK.scenarios.find((x) => x.id === id)!;
const at = scenarioAt;
const ids = (xs: { unit: string }[]) => xs.map((x) => x.unit);
const B_ONLY = /^(A|B|C)\.|^C\.[1-7]$/;

describe('1.3 the campaign scenario', () => {
  const sc = scenario('campaign');
  it('1.3, 29: 16.VIII to 26.XII (23 stages), all three fronts, rules 1–40 without the A/B/C rules; income 20/15; levels Allies G 12 P 7 E 12, Russians G 12 P 7 E 16; offered', () => {
    expect(sc.stages).toHaveLength(23);
    expect([sc.stages[0], sc.stages.at(-1)]).toEqual(['16.VIII', '26.XII']);
    expect(sc.rules.filter((r) => B_ONLY.test(r))).toEqual([]);
    for (const g of ['command', 'supply', 'trenches', 'fortresses', 'bridgeheads', 'breakdown', 'campaign'])
      expect(sc.rules).toContain(g);
    expect(sc.area).toBeUndefined();
    expect(sc.supply).toEqual({
      income: { allies: 20, russians: 15 },
      levels: { allies: { G: 12, P: 7, E: 12 }, russians: { G: 12, P: 7, E: 16 } },
    });
    expect(owc.scenarios.map((x) => x.id)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'campaign']);
    const s = owc.setup('campaign', {}, new FixedDice([]));
    expect(
      new Set(
        s.units
          ? Object.values(s.units)
              .filter((u) => u.where === 'map')
              .map((u) => PACK.map.hexes.find((h) => h.id === u.hex)!.front)
          : [],
      ),
    ).toEqual(new Set(['G', 'P', 'E']));
    expect(JSON.stringify(s).length).toBeLessThan(20_000);
  });
  it('30: the first stage brings the mobilization plan, each unit at its plan town, and nothing else of Austria-Hungary or Russia', () => {
    const first = sc.arrivals.filter((a) => a.stage === 1);
    expect(first.map((a) => [a.unit, a.hex])).toEqual(PACK.campaign!.mobilization.map((m) => [m.unit, m.town]));
    expect(ids(sc.setup)).not.toContain('ah-xi');
  });
  it('30: in the first stage the Allies find Lwów, Stanisławów and Kraków filled by the plan at their first movement; the arrivals do not march', () => {
    const s = at('campaign', {
      stage: 1,
      phasing: 'allies',
      phase: 'w1',
      units: [
        { id: 'ah-xi', due: 1, dueHex: '3518' },
        { id: 'ru-i', hex: '1220' },
      ],
    });
    let r = { state: s };
    while (r.state.await?.kind === 'window') r = play(r.state, 'allies', [{ type: 'pass' }]); // W1, W2 (4.2)
    expect(r.state.await).toEqual({ side: 'allies', kind: 'move' });
    // 19 (rules version 9): placed as the movement batch starts (the owner might hold it back)
    expect(r.state.units['ah-xi']).toMatchObject({ where: 'due' });
    expect(
      refuse(r.state, 'allies', [{ type: 'move', unit: 'ah-xi', path: ['3519'] }, { type: 'pass' }]),
    ).toMatchObject({ rule: '5' });
    const moved = play(r.state, 'allies', [{ type: 'pass' }]).state;
    expect(moved.units['ah-xi']).toMatchObject({ where: 'map', hex: '3518' });
  });
  it('30: no other Russian rail transfer in the first stage (the plan is the only train)', () => {
    const s = at('campaign', {
      stage: 1,
      phasing: 'russians',
      phase: 'move',
      units: [
        { id: 'ru-xiv', hex: '2815' },
        { id: 'ah-i', hex: '3409' },
      ],
    });
    expect(refuse(s, 'russians', [{ type: 'rail', unit: 'ru-xiv', to: '2411' }, { type: 'pass' }])).toMatchObject({
      rule: '30',
      code: 'mobilization',
    });
  });
  it('30.1: in the first Allied turn an Austro-Hungarian corps may not step onto Russian soil in Galicia (3316 → 3317), and the view does not offer it; a turn later it may', () => {
    const units = [
      { id: 'ah-vi', hex: '3316' },
      { id: 'ru-i', hex: '1220' },
    ];
    const s = at('campaign', { stage: 1, phasing: 'allies', phase: 'move', units });
    expect(refuse(s, 'allies', [{ type: 'move', unit: 'ah-vi', path: ['3317'] }, { type: 'pass' }])).toMatchObject({
      rule: '30.1',
      at: 'orders[0].path[0]',
    });
    const offered = owc
      .view(s, 'allies')
      .options!.choices.find((c) => c.id === 'move-ah-vi')!
      .targets!.map((t) => t.cell);
    expect(offered).not.toContain('3317');
    expect(offered.length).toBeGreaterThan(0);
    const later = at('campaign', { stage: 2, phasing: 'allies', phase: 'move', units });
    expect(
      play(later, 'allies', [{ type: 'move', unit: 'ah-vi', path: ['3317'] }, { type: 'pass' }]).state.units['ah-vi']
        .hex,
    ).toBe('3317');
  });
  it('37.5: an Austro-Hungarian corps does not march onto German soil in East Prussia (2005 → 1905); a German corps does', () => {
    const s = at('D', {
      phasing: 'allies',
      phase: 'move',
      units: [
        { id: 'ah-i', hex: '2005' },
        { id: 'de-xvii', hex: '2005' },
        { id: 'ru-i', hex: '1220' },
      ],
    });
    expect(refuse(s, 'allies', [{ type: 'move', unit: 'ah-i', path: ['1905'] }, { type: 'pass' }])).toMatchObject({
      rule: '37.5',
    });
    expect(
      play(s, 'allies', [{ type: 'move', unit: 'de-xvii', path: ['1905'] }, { type: 'pass' }]).state.units['de-xvii']
        .hex,
    ).toBe('1905');
  });
  it('38: the movement view offers a German corps in Gdańsk its voyage, the other Baltic ports as targets', () => {
    const s = at('D', {
      phasing: 'allies',
      phase: 'move',
      units: [
        { id: 'de-i-res', hex: '1405' },
        { id: 'ru-i', hex: '1220' },
      ],
    });
    const sail = owc.view(s, 'allies').options!.choices.find((c) => c.id === 'sail-de-i-res')!;
    expect(sail.targets!.map((t) => t.cell).sort()).toEqual(['0612', '1210', '1407']);
    expect(play(s, 'allies', [sail.targets![0].order as never, { type: 'pass' }]).state.units['de-i-res'].hex).toBe(
      sail.targets![0].cell,
    );
  });
});

describe('37.1 in random play', () => {
  it('37.1 (AMB-58): in the first Russian turn the random player does not close the repeat phase short of the East Prussian attacks while one is possible', () => {
    const s = owingEastPrussia();
    expect(s.await).toEqual({ side: 'russians', kind: 'attack' });
    expect(refuse(s, 'russians', [{ type: 'end-phase' }])).toMatchObject({ rule: '37.1' });
    for (let seed = 1; seed <= 12; seed++) {
      const b = owc.randomBatch!(s, 'russians', new SeededDice(seed));
      expect(b.orders[0]).toMatchObject({ type: 'attack', target: '1112' });
      expect(owc.apply(s, 'russians', b, new SeededDice(seed)).ok).toBe(true);
    }
  });
});

describe('4.31 scenarios D and E', () => {
  it('D: 27.IX, C.2, C.5, C.6 and rules 24–27 with the campaign rules; offered', () => {
    const d = scenario('D');
    expect(d.stages[0]).toBe('27.IX');
    expect(d.draft).toBeUndefined();
    for (const g of ['C.2', 'trenches', 'fortresses', 'bridgeheads', 'breakdown', 'campaign'])
      expect(d.rules).toContain(g);
    expect(d.corps).toContainEqual({ corps: 'ru-xxiii', divisions: ['ru-3dgw', 'ru-1bstrz'] });
    expect(d.fortified).toEqual([
      { hex: '3415', strength: 1 },
      { hex: '3820', strength: 1 },
    ]);
  });
  it('E "Przesilenie": 2.XI to 26.XII (10 stages), C.5, C.6, levels Allies G 7 P 10 E 20, Russians G 12 P 14 E 8; all three fronts; offered', () => {
    const e = scenario('E');
    expect([e.stages[0], e.stages.at(-1), e.stages.length]).toEqual(['2.XI', '26.XII', 10]);
    expect(e.supply).toEqual({
      income: { allies: 20, russians: 15 },
      levels: { allies: { G: 7, P: 10, E: 20 }, russians: { G: 12, P: 14, E: 8 } },
    });
    expect(e.rules).not.toContain('C.2');
    expect(e.corps).toEqual(scenario('C').corps);
    expect(e.fortified).toEqual(scenario('C').fortified);
    const s = owc.setup('E', {}, new FixedDice([]));
    expect(s.supply!.level).toEqual({ allies: { G: 7, P: 10, E: 20 }, russians: { G: 12, P: 14, E: 8 } });
    expect(s.stage).toBe(1);
  });
});

describe('campaign options as game options', () => {
  it('AMB-35, AMB-49 chosen at creation go into the campaign state of D (only those differing from the defaults); scenario A ignores them; the form lists all seven', () => {
    const d = owc.setup('D', { portBlock: 'either', stabilizationTie: 'both' }, new FixedDice([]));
    expect(d.campaign!.options).toEqual({ portBlock: 'either' });
    expect(owc.setup('D', {}, new FixedDice([])).campaign!.options).toBeUndefined();
    expect(owc.setup('A', { portBlock: 'either' }, new FixedDice([])).campaign).toBeUndefined();
    const keys = owc.optionFields!.map((f) => f.key);
    for (const k of [
      'rebuildDelay',
      'trackRefill',
      'portBlock',
      'arrivalDelay',
      'compelledCall',
      'stabilizationTie',
      'eastOffensive',
    ])
      expect(keys).toContain(k);
  });
});

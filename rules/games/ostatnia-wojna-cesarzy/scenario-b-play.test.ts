import { describe, expect, it } from 'vitest';
import { boardOf } from './ctx.js';
import { evalAttack } from './combat.js';
import owc from './index.js';
import { hq, ofType, play, positionB, refuse, unit } from './testkit.js';

/** Rules 16–21 and B.1–B.5 in play: scenario B's board and rules, batches through apply. */
const ru = (id: string, hex: string, o = {}) => unit(id, 'russians', hex, { nat: 'RU', ...o });
const de = (id: string, hex: string, o = {}) => unit(id, 'allies', hex, { nat: 'DE', ...o });

describe('16 concealment in play', () => {
  const base = { stage: 1, phasing: 'russians', phase: 'move' };
  it('16: at the end of the movement phase an unbroken unit out of contact turns face down; the Allies see hidden-2414-1, never its id', () => {
    const s = positionB({ ...base, units: [ru('ru-a', '2414'), de('de-a', '2603')] });
    const { state, events } = play(s, 'russians', [{ type: 'conceal', units: ['ru-a'] }, { type: 'pass' }]);
    expect(state.units['ru-a'].concealed).toBe(true);
    const e = events.find((x) => x.type === 'concealed')!;
    expect(e.visibleTo).toEqual(['russians']);
    const allied = JSON.stringify(owc.view(state, 'allies').board);
    expect(allied).toContain('hidden-2414-1');
    expect(allied).not.toContain('"ru-a"');
    expect(JSON.stringify(owc.view(state, 'russians').board)).toContain('"ru-a"');
  });
  it('16: a unit next to an enemy unit, or a broken one, may not be concealed', () => {
    const s = positionB({
      ...base,
      units: [ru('ru-a', '2414'), ru('ru-b', '2410', { broken: true }), de('de-a', '2413')],
    });
    expect(refuse(s, 'russians', [{ type: 'conceal', units: ['ru-a'] }, { type: 'pass' }])).toMatchObject({
      rule: '16',
      at: 'orders[0].units[0]',
    });
    expect(refuse(s, 'russians', [{ type: 'conceal', units: ['ru-b'] }, { type: 'pass' }]).rule).toBe('16');
  });
  it('21.2: a Russian HQ may never be concealed; a German one may', () => {
    const r = positionB({ ...base, units: [hq('ru-h', 'russians', '2414', 2, { nat: 'RU' }), de('de-a', '2603')] });
    expect(refuse(r, 'russians', [{ type: 'conceal', units: ['ru-h'] }, { type: 'pass' }]).rule).toBe('16');
    const a = positionB({
      ...base,
      phasing: 'allies',
      units: [hq('de-h', 'allies', '2603', 3, { nat: 'DE' }), ru('ru-a', '2414')],
    });
    expect(
      play(a, 'allies', [{ type: 'conceal', units: ['de-h'] }, { type: 'pass' }]).state.units['de-h'].concealed,
    ).toBe(true);
  });
  it("16, 17.2: the opponent's standing order conceal = all turns his eligible units face down and puts a patrol on each", () => {
    const s = positionB({
      ...base,
      units: [ru('ru-a', '2414'), de('de-a', '2603'), de('de-b', '2703')],
      standing: { allies: { conceal: 'all' } },
    });
    const { state, events } = play(s, 'russians', [{ type: 'pass' }]);
    expect([state.units['de-a'].concealed, state.units['de-b'].concealed]).toEqual([true, true]);
    const placed = ofType(events, 'patrol-placed');
    expect(placed.map((p) => p.hex).sort()).toEqual(['2603', '2703']);
    expect(Object.values(state.units).filter((u) => u.where === 'box' && u.id.startsWith('al-p'))).toHaveLength(4); // B.4: 6 − 2
  });
});

describe('17 patrols in play', () => {
  it('17.2 (AMB-54): one patrol per concealed unit out of contact; a second on the same unit is refused', () => {
    const s = positionB({
      stage: 1,
      phasing: 'allies',
      phase: 'move',
      units: [de('de-a', '2603', {}), ru('ru-a', '2414')],
    });
    const one = play(s, 'allies', [
      { type: 'conceal', units: ['de-a'] },
      { type: 'place-patrol', hex: '2603' },
      { type: 'pass' },
    ]);
    expect(Object.values(one.state.units).filter((u) => u.hex === '2603')).toHaveLength(2);
    expect(
      refuse(s, 'allies', [
        { type: 'conceal', units: ['de-a'] },
        { type: 'place-patrol', hex: '2603' },
        { type: 'place-patrol', hex: '2603' },
        { type: 'pass' },
      ]),
    ).toMatchObject({ rule: '17.2', at: 'orders[2].hex' });
  });
  it('TC-59 17.1 (AMB-22): an attack that finds only patrols: they are removed, no die is rolled, the attack succeeds and the attackers may pursue', () => {
    const s = positionB({
      stage: 1,
      phasing: 'russians',
      phase: 'attack',
      units: [ru('ru-a', '2412'), { id: 'al-p1', hex: '2413', concealed: true }, de('de-far', '2603')],
    });
    const { state, events, used } = play(s, 'russians', [{ type: 'attack', target: '2413', units: ['ru-a'] }]);
    expect(used).toBe(0);
    expect(ofType(events, 'patrol-removed')).toEqual([{ hex: '2413' }]);
    expect(ofType(events, 'attack-patrols')).toHaveLength(1);
    expect(state.units['al-p1'].where).toBe('box');
    expect(owc.status(state).phase).toBe('attack.pursuit');
  });
});

describe('16.1, 16.2, 16.4 reconnaissance, reveal and surprise in play', () => {
  it('16.1: after the rallies the phasing player reconnoitres: the concealed units of one adjacent hex turn face up', () => {
    const s = positionB({
      stage: 1,
      phasing: 'russians',
      phase: 'supply',
      units: [ru('ru-a', '2412'), de('de-a', '2413', {}), de('de-far', '2603')],
    });
    const hidden = positionB({
      stage: 1,
      phasing: 'russians',
      phase: 'supply',
      units: [ru('ru-a', '2412'), { ...de('de-a', '2413'), concealed: true }, de('de-far', '2603')],
    });
    expect(owc.status(s).phase).not.toBe('supply.recon'); // nothing concealed: no reconnaissance
    expect(owc.status(hidden).phase).toBe('supply.recon');
    const { state, events } = play(hidden, 'russians', [{ type: 'recon', unit: 'ru-a', hex: '2413' }]);
    expect(state.units['de-a'].concealed).toBeUndefined();
    expect(ofType(events, 'revealed')).toEqual([{ unit: 'de-a', hex: '2413' }]);
    expect(refuse(hidden, 'russians', [{ type: 'recon', unit: 'ru-a', hex: '2411' }])).toMatchObject({
      rule: '16.1',
      at: 'orders[0].hex',
    });
  });
  it('16.4: more than half the attacking SP concealed at the start: the attackers turn face up and the defenders check at R − 1', () => {
    const s = positionB({
      stage: 1,
      phasing: 'russians',
      phase: 'attack',
      units: [
        { ...ru('ru-a', '2412', { sp: 4 }), concealed: true },
        ru('ru-b', '2513', { sp: 2 }),
        de('de-a', '2413', { sp: 1 }),
        de('de-far', '2603'),
      ],
      standing: { allies: { retreat: 'auto' } },
    });
    const { events } = play(s, 'russians', [{ type: 'attack', target: '2413', units: ['ru-a', 'ru-b'] }], [1, 1, 1, 1]);
    expect(ofType(events, 'revealed')).toEqual([{ unit: 'ru-a', hex: '2412' }]);
    const check = ofType(events, 'check').find((c) => c.unit === 'de-a')!;
    expect(check.mods).toContainEqual({ rule: '16.4', value: -1 });
  });
  it('TC-58 16.4: 4 SP of attackers, 3 of them from a unit concealed at the start: on success the defender checks at R − 1', () => {
    const s = positionB({
      stage: 1,
      phasing: 'russians',
      phase: 'attack',
      units: [
        { ...ru('ru-a', '2412', { sp: 3 }), concealed: true },
        ru('ru-b', '2513', { sp: 1 }),
        de('de-a', '2413', { sp: 1 }),
        de('de-far', '2603'),
      ],
      standing: { allies: { retreat: 'auto' } },
    });
    const { events } = play(s, 'russians', [{ type: 'attack', target: '2413', units: ['ru-a', 'ru-b'] }], [1, 1, 1, 1]);
    expect(ofType(events, 'attack-result')[0]).toMatchObject({ success: true });
    const check = ofType(events, 'check').find((c) => c.unit === 'de-a')!;
    expect(check.mods).toContainEqual({ rule: '16.4', value: -1 });
    // 2 of 4 SP concealed is not more than half: no surprise
    const half = positionB({
      stage: 1,
      phasing: 'russians',
      phase: 'attack',
      units: [
        { ...ru('ru-a', '2412', { sp: 2 }), concealed: true },
        ru('ru-b', '2513', { sp: 2 }),
        de('de-a', '2413', { sp: 1 }),
        de('de-far', '2603'),
      ],
      standing: { allies: { retreat: 'auto' } },
    });
    const plain = play(half, 'russians', [{ type: 'attack', target: '2413', units: ['ru-a', 'ru-b'] }], [1, 1, 1, 1]);
    expect(ofType(plain.events, 'check').find((c) => c.unit === 'de-a')!.mods).not.toContainEqual({
      rule: '16.4',
      value: -1,
    });
  });
  it('TC-58 16.4 (AMB-38): concealed defenders revealed and the chance then ≤ 0: every attacker is broken, no roll, no 8.5 check', () => {
    // one German division against three concealed Russian corps in Warszawa (fortified area, B.3 as A.3: −2)
    const units = [
      de('de-a', '2412', { sp: 1 }),
      { ...ru('ru-a', '2411', { sp: 4 }), concealed: true },
      { ...ru('ru-b', '2411', { sp: 4 }), concealed: true },
      { ...ru('ru-c', '2411', { sp: 4 }), concealed: true },
      ru('ru-far', '2414'),
    ];
    const s = positionB({
      stage: 1,
      phasing: 'allies',
      phase: 'attack',
      units,
      standing: { allies: { rally: 'none' } },
    });
    const open = positionB({
      stage: 1,
      phasing: 'allies',
      phase: 'attack',
      units: units.map(({ concealed: _, ...u }) => u),
    });
    expect(evalAttack(boardOf(open), '2411', ['de-a'], false).chance).toBeLessThanOrEqual(0);
    const { state, events, used } = play(s, 'allies', [{ type: 'attack', target: '2411', units: ['de-a'] }]);
    expect(used).toBe(0);
    expect(ofType(events, 'attack-result')[0]).toMatchObject({ success: false, backfire: true });
    expect(state.units['de-a'].broken).toBe(true);
    expect(ofType(events, 'check')).toEqual([]);
  });
});

describe('18, 19 rail transfers and B.2 arrivals in play', () => {
  it('18, 18.4.1 (AMB-40): Siedlce → Brześć by rail, 1 Transport; doubled Transports bar rail in the next movement phase (the W3 reserve phase)', () => {
    const s = positionB({
      stage: 1,
      phasing: 'russians',
      phase: 'move',
      units: [ru('ru-a', '2414'), ru('ru-b', '2417'), de('de-far', '2603')],
    });
    const { state, events } = play(s, 'russians', [
      { type: 'double' },
      { type: 'rail', unit: 'ru-a', to: '2417' },
      { type: 'pass' },
    ]);
    expect(ofType(events, 'rail')[0]).toMatchObject({ unit: 'ru-a', from: '2414', to: '2417', transports: 1 });
    expect(state.units['ru-a'].hex).toBe('2417');
    expect(state.railBan).toEqual(['russians']);
    expect(owc.status(state).phase).toBe('w3.window');
    expect(refuse(state, 'russians', [{ type: 'reserve' }, { type: 'rail', unit: 'ru-b', to: '2414' }])).toMatchObject({
      rule: '18.4',
    });
  });
  it('18: a unit that marched may not also go by rail; a rail town in contact with the enemy is refused (18.1)', () => {
    const s = positionB({
      stage: 1,
      phasing: 'russians',
      phase: 'move',
      units: [ru('ru-a', '2414'), de('de-a', '2416'), de('de-far', '2603')],
    });
    expect(refuse(s, 'russians', [{ type: 'rail', unit: 'ru-a', to: '2417' }, { type: 'pass' }]).rule).toBe('18.1');
    const t = positionB({
      stage: 1,
      phasing: 'russians',
      phase: 'move',
      units: [ru('ru-a', '2414'), de('de-far', '2603')],
    });
    expect(
      refuse(t, 'russians', [
        { type: 'move', unit: 'ru-a', path: ['2413'] },
        { type: 'rail', unit: 'ru-a', to: '2417' },
        { type: 'pass' },
      ]).rule,
    ).toBe('18');
  });
  it('B.2: an arrival on its hex may move in the same movement phase; B.2.4 / 19: one by rail arrives for 1 Transport and may not march', () => {
    const s = positionB({
      stage: 1,
      phasing: 'russians',
      phase: 'move',
      units: [
        { ...ru('ru-x', '2414'), hex: undefined, due: 1, dueHex: '2414', how: 'hex' },
        { ...ru('ru-y', '2417'), hex: undefined, due: 1, dueHex: '2417', how: 'rail' },
        de('de-far', '2603'),
      ],
    });
    // 19 (rules version 9): the rail arrival waits for the owner's batch, which may hold it back
    expect([s.units['ru-x'].hex, s.units['ru-y'].where]).toEqual(['2414', 'due']);
    const { state, events } = play(s, 'russians', [{ type: 'move', unit: 'ru-x', path: ['2413'] }, { type: 'pass' }]);
    expect([state.units['ru-x'].hex, state.units['ru-y'].hex]).toEqual(['2413', '2417']);
    expect(ofType(events, 'arrival').find((e) => e.unit === 'ru-y')).toMatchObject({ hex: '2417' });
    expect(refuse(s, 'russians', [{ type: 'move', unit: 'ru-y', path: ['2416'] }, { type: 'pass' }]).rule).toBe('5');
  });
});

describe('21, B.5 in play', () => {
  const attackOnHq = (broken: boolean) =>
    positionB({
      stage: 1,
      phasing: 'allies',
      phase: 'attack',
      units: [
        de('de-a', '2412', { sp: 4 }),
        { ...hq('ru-h', 'russians', '2413', 2, { nat: 'RU' }), broken },
        ru('ru-b', '2414', { r: 9 }),
      ],
      standing: { russians: { retreat: 'auto' } },
    });
  it('TC-19 21.2: an attack on a lone broken HQ always succeeds: no roll, whatever the dice', () => {
    const { events } = play(
      attackOnHq(true),
      'allies',
      [{ type: 'attack', target: '2413', units: ['de-a'] }],
      [12, 12, 12],
    );
    expect(ofType(events, 'attack-result')[0]).toMatchObject({ roll: null, success: true });
  });
  it('TC-39 21.3, B.5.3: the HQ (CR 2) breaks: 2 VP to the Allies; XIV Corps (R 9) within its range checks at 9 − 2 = 7 and, rolling 8, breaks', () => {
    const { events } = play(
      attackOnHq(false),
      'allies',
      [{ type: 'attack', target: '2413', units: ['de-a'] }],
      [1, 12, 8],
    );
    expect(ofType(events, 'vp')[0]).toMatchObject({ side: 'allies', vp: 2, why: 'break' });
    expect(ofType(events, 'hq-break')[0]).toMatchObject({ unit: 'ru-h', units: ['ru-b'] });
    expect(ofType(events, 'check').find((c) => c.unit === 'ru-b')).toMatchObject({ target: 7, roll: 8, ok: false });
    expect(ofType(events, 'broken').map((b) => b.unit)).toEqual(['ru-h', 'ru-b']);
  });
  it('B.5.1: an Allied unit entering Warszawa (2411) wins a strategic victory at once', () => {
    const s = positionB({
      stage: 1,
      phasing: 'allies',
      phase: 'move',
      units: [de('de-a', '2412'), ru('ru-far', '2417')],
    });
    const { state, events } = play(s, 'allies', [{ type: 'move', unit: 'de-a', path: ['2411'] }, { type: 'pass' }]);
    expect(state.result).toMatchObject({ winner: 'allies', level: 'strategic', reason: 'B.5.1' });
    expect(ofType(events, 'sudden-death')).toEqual([{ winner: 'allies', reason: 'B.5.1' }]);
  });
});

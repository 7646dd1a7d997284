import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/contract.js';
import { FixedDice } from '../../core/dice.js';
import owc from './index.js';
import type { OwcOrder } from './orders.js';
import { patrolsInBox } from './patrols.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';
import { unit, type PosUnit } from './testkit.js';
import { optionsView, panelView, view } from './view.js';

/** scenario D, stage 3, the Russian movement phase: a face-down Russian corps at Warszawa (2411), the Germans far off */
const start = (rulesVersion?: number, concealed = true, more: PosUnit[] = []): OwcState =>
  owc.setup(
    'D',
    {
      position: {
        scenario: 'D',
        phasing: 'russians',
        phase: 'move',
        stage: 3,
        units: [
          { ...unit('ru-x', 'russians', '2411'), ...(concealed ? { concealed: true } : {}) },
          unit('de-far', 'allies', '4607', { nat: 'DE' }),
          ...more,
        ] as PosUnit[],
        standing: { allies: { rally: 'none' }, russians: { rally: 'none' } },
      },
    },
    new FixedDice([]),
    rulesVersion === undefined ? undefined : { rulesVersion },
  );
const send: OwcOrder = { type: 'secret-rail', unit: 'ru-x', to: '1117' };
const play = (s: OwcState, side: SideId, orders: OwcOrder[], roll = 6) => {
  const r = owc.apply(s, side, { orders }, new FixedDice(Array(100).fill(roll)));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r;
};
const sees = (e: GameEvent, side: SideId) => e.visibleTo === 'all' || e.visibleTo.includes(side);
/** every side passes until `until` holds: the events on the way */
const passUntil = (s: OwcState, until: (s: OwcState) => boolean, roll = 6) => {
  const events: GameEvent[] = [];
  for (let k = 0; k < 30 && !until(s); k++) {
    const side = owc.status(s).waitingFor[0] as SideId;
    const kind = s.await?.kind;
    const orders = [{ type: kind === 'attack' ? 'end-phase' : kind === 'supply' ? 'supply' : 'pass' } as OwcOrder];
    const r = play(s, side, orders, roll);
    events.push(...r.events);
    s = r.state;
  }
  return { s, events };
};
/** nothing an Allied viewer gets names the unit: view (board, options, panel) and the log lines he is shown */
const hiddenFromAllies = (s: OwcState, events: GameEvent[]) => {
  expect(JSON.stringify(view(s, 'allies'))).not.toContain('"ru-x"');
  expect(JSON.stringify(view(s, null))).not.toContain('"ru-x"');
  expect(JSON.stringify(events.filter((e) => sees(e, 'allies')))).not.toContain('ru-x');
};
const boxRow = (s: OwcState, viewer: SideId) =>
  panelView(s, viewer).sections.find((x) => x.title.en === 'Arrivals (A.2)')!.rows;

describe('20: concealment inside the Secret Concentration box (rules version 10)', () => {
  it('20: a face-down corps sent from Warszawa to Kowno (1117) stays face down in the box; its trip is the Russians alone', () => {
    const r = play(start(), 'russians', [send, { type: 'pass' }]);
    expect(r.state.units['ru-x']).toMatchObject({
      where: 'due',
      due: 4,
      dueHex: '1117',
      how: 'secret',
      concealed: true,
    });
    expect(r.events.find((e) => e.type === 'secret-rail')).toMatchObject({
      visibleTo: ['russians'],
      data: { unit: 'ru-x', from: '2411', transports: 2, concealed: true },
    });
    hiddenFromAllies(r.state, r.events);
    expect(boxRow(r.state, 'allies').map((x) => x.label.en)).toEqual(['face-down unit']);
    expect(boxRow(r.state, 'russians').map((x) => x.value)).toEqual([expect.stringMatching(/→ 1117$/)]);
    expect(owc.secrets!(r.state)).toContainEqual(expect.objectContaining({ token: '"ru-x"', visibleTo: ['russians'] }));
  });

  it('20, version 9: the same corps is turned face up as it entrains, in the open; a face-up one is seen going in version 10 too', () => {
    const r = play(start(9), 'russians', [send, { type: 'pass' }]);
    expect(r.state.units['ru-x'].concealed).toBeUndefined();
    expect(r.events.find((e) => e.type === 'secret-rail')).toMatchObject({ visibleTo: 'all', data: { unit: 'ru-x' } });
    const open = play(start(undefined, false), 'russians', [send, { type: 'pass' }]);
    expect(open.events.find((e) => e.type === 'secret-rail')).toMatchObject({
      visibleTo: 'all',
      data: { unit: 'ru-x' },
    });
    expect(boxRow(open.state, 'allies').map((x) => x.label.en)).toEqual(['ru-x']);
  });

  it('20, 20.4: the intelligence roll (10 for the Russians) exposes the town (1117), not which face-down unit goes there', () => {
    const r = play(start(), 'russians', [send, { type: 'pass' }], 10);
    const end = passUntil(r.state, (s) => s.phasing === 'allies', 10);
    expect([...r.events, ...end.events].find((e) => e.type === 'concentration-exposed')).toMatchObject({
      visibleTo: 'all',
      data: { side: 'russians', units: [], hexes: ['1117'], hidden: 1 },
    });
    expect(boxRow(end.s, 'allies').map((x) => [x.label.en, x.value])).toEqual([
      ['face-down unit', expect.stringMatching(/→ 1117$/)],
    ]);
    hiddenFromAllies(end.s, [...r.events, ...end.events]);
  });

  it('20: it arrives face down at Kowno in the next Russian movement phase (stage 4), told to the Russians alone, and may march', () => {
    const r = play(start(), 'russians', [send, { type: 'pass' }]);
    const next = passUntil(r.state, (s) => s.stage === 4 && s.phasing === 'russians' && s.phase === 'move');
    expect(next.s.units['ru-x']).toMatchObject({ where: 'map', hex: '1117', concealed: true });
    expect(next.events.find((e) => e.type === 'arrival')).toMatchObject({
      visibleTo: ['russians'],
      rule: '20',
      data: { unit: 'ru-x', hex: '1117', listed: '1117', concealed: true },
    });
    hiddenFromAllies(next.s, [...r.events, ...next.events]);
    const moved = play(next.s, 'russians', [{ type: 'move', unit: 'ru-x', path: ['1118'] }, { type: 'pass' }]);
    expect(moved.state.units['ru-x']).toMatchObject({ hex: '1118', concealed: true });
  });
});

describe('20.5: patrols from the box join a secret concentration (rules version 10)', () => {
  const patrol: OwcOrder = { type: 'secret-patrol', to: '1117' };
  it('20.5: a Russian patrol joins a concentration for Kowno (1117) at 1 Transport: face down in the box, the Russians alone are told', () => {
    const s = start(undefined, false);
    expect(patrolsInBox(s, 'russians').length).toBeGreaterThan(0);
    const offer = optionsView(s, 'russians').choices.find((c) => c.id === 'secret-patrol')!;
    expect(offer.targets!.map((t) => t.cell)).toContain('1117');
    expect(offer.targets!.find((t) => t.cell === '1117')!.cost).toBe(1);
    const r = play(s, 'russians', [patrol, { type: 'pass' }]);
    const e = r.events.find((x) => x.type === 'concentration')!;
    expect(e).toMatchObject({ visibleTo: ['russians'], rule: '20.5', data: { hex: '1117', stage: 4, transports: 1 } });
    const id = (e.data as { unit: string }).unit;
    expect(r.state.units[id]).toMatchObject({ where: 'due', due: 4, dueHex: '1117', how: 'secret', concealed: true });
    expect(JSON.stringify(view(r.state, 'allies'))).not.toContain(`"${id}"`);
    expect(r.events.filter((x) => sees(x, 'allies')).some((x) => JSON.stringify(x).includes(id))).toBe(false);
    // it arrives face down with the concentration in the next Russian movement phase
    const next = passUntil(r.state, (t) => t.stage === 4 && t.phasing === 'russians' && t.phase === 'move');
    expect(next.s.units[id]).toMatchObject({ where: 'map', hex: '1117', concealed: true });
    expect(JSON.stringify(view(next.s, 'allies'))).not.toContain(`"${id}"`);
  });

  it('20.1, 18.4.1: of the Russians 3 Transports a unit from the map (2) and a patrol (1) go; a second patrol is refused', () => {
    const s = start(undefined, false);
    expect(play(s, 'russians', [send, patrol, { type: 'pass' }]).state.units['ru-x'].where).toBe('due');
    const r = owc.apply(s, 'russians', { orders: [send, patrol, patrol, { type: 'pass' }] }, new FixedDice([]));
    expect(r).toMatchObject({ ok: false, error: { rule: '18.4', code: 'rail-transports', at: 'orders[2]' } });
  });

  it('20.5 from rules version 10: version 9 refuses the order and the view offers none', () => {
    const s = start(9, false);
    expect(optionsView(s, 'russians').choices.some((c) => c.id === 'secret-patrol')).toBe(false);
    const r = owc.apply(s, 'russians', { orders: [patrol, { type: 'pass' }] }, new FixedDice([]));
    expect(r).toMatchObject({ ok: false, error: { rule: '20.5', code: 'no-concentration', at: 'orders[0].type' } });
  });
});

describe('20.1: an arrival sent into a secret concentration (rules version 10)', () => {
  /** a Russian rail arrival due now at Siedlce (2417) */
  const arrival = {
    ...unit('ru-a', 'russians', '2417'),
    hex: undefined,
    due: 3,
    dueHex: '2417',
    how: 'rail',
  } as PosUnit;
  const sendA: OwcOrder = { type: 'secret-rail', unit: 'ru-a', to: '1117' };
  it('20.1: the rail arrival goes to the box for Kowno (1117) at 1 Transport instead of entering; it comes in stage 4', () => {
    const s = start(undefined, false, [arrival]);
    expect(s.units['ru-a'].where).toBe('due');
    const offer = optionsView(s, 'russians').choices.find((c) => c.id === 'secret-arrival-ru-a')!;
    expect(offer.group).toBe('arrival-ru-a');
    expect(offer.targets!.find((x) => x.cell === '1117')).toMatchObject({ cost: 1, order: sendA });
    const r = play(s, 'russians', [sendA, { type: 'pass' }]);
    expect(r.state.units['ru-a']).toMatchObject({ where: 'due', due: 4, dueHex: '1117', how: 'secret', sent: true });
    expect(r.events.find((e) => e.type === 'secret-rail')).toMatchObject({
      visibleTo: 'all',
      rule: '20.1',
      data: { unit: 'ru-a', transports: 1, arrival: true },
    });
    expect(r.events.some((e) => e.type === 'arrival-delayed' || e.type === 'arrival')).toBe(false);
    const next = passUntil(r.state, (t) => t.stage === 4 && t.phasing === 'russians' && t.phase === 'move');
    expect(next.s.units['ru-a']).toMatchObject({ where: 'map', hex: '1117' });
  });

  it('20.1, 18.4.1: a unit from the map (2) and an arrival (1) fill the Russians 3 Transports; a patrol more is refused', () => {
    const s = start(undefined, false, [arrival]);
    expect(play(s, 'russians', [send, sendA, { type: 'pass' }]).state.units['ru-a'].dueHex).toBe('1117');
    const r = owc.apply(
      s,
      'russians',
      { orders: [send, sendA, { type: 'secret-patrol', to: '1117' }, { type: 'pass' }] },
      new FixedDice([]),
    );
    expect(r).toMatchObject({ ok: false, error: { rule: '18.4', code: 'rail-transports', at: 'orders[2]' } });
  });

  it('20.1 from rules version 10: version 9 refuses sending an arrival (20, cannot-concentrate) and offers none', () => {
    const s = start(9, false, [arrival]);
    expect(optionsView(s, 'russians').choices.some((c) => c.id === 'secret-arrival-ru-a')).toBe(false);
    const r = owc.apply(s, 'russians', { orders: [sendA, { type: 'pass' }] }, new FixedDice([]));
    expect(r).toMatchObject({ ok: false, error: { rule: '20', code: 'cannot-concentrate' } });
  });
});

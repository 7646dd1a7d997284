import { describe, expect, it } from 'vitest';
import type { GameEvent, TargetOption } from '../../core/contract.js';
import { FixedDice, SeededDice } from '../../core/dice.js';
import owc from './index.js';
import type { OwcOrder } from './orders.js';
import { TRANSPORTS } from './rail-transfers.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';
import { PACK } from './pack.js';
import { unit, type PosUnit } from './testkit.js';
import { optionsView, panelView } from './view.js';

/** a position of scenario D (the whole theatre, rules 18 and 20 in play), stage 3 */
const onTheatre = (
  phasing: SideId,
  phase: string,
  units: PosUnit[],
  rulesVersion?: number,
  more: Record<string, unknown> = {},
): OwcState =>
  owc.setup(
    'D',
    {
      position: {
        scenario: 'D',
        phasing,
        phase,
        stage: 3,
        units,
        standing: { allies: { rally: 'none' }, russians: { rally: 'none' } },
        ...more,
      },
    },
    new FixedDice([]),
    rulesVersion === undefined ? undefined : { rulesVersion },
  );
const ru = (id: string, hex: string) => unit(id, 'russians', hex);
const de = (id: string, hex: string) => unit(id, 'allies', hex, { nat: 'DE' });
const send = (u: string, to: string): OwcOrder => ({ type: 'secret-rail', unit: u, to });
const play = (s: OwcState, side: SideId, orders: OwcOrder[], dice: number[] = Array(60).fill(6)) =>
  owc.apply(s, side, { orders }, new FixedDice(dice));
const town = (name: string): string => PACK.map.towns.find((t) => t.name === name)!.hex;
/** the passes of every side until an event `until` fires (end-phase in attack, an empty plan in supply): every event on the way */
const passUntil = (s: OwcState, until: (e: GameEvent) => boolean, roll = 6) => {
  const events: GameEvent[] = [];
  for (let k = 0; k < 20 && !events.some(until); k++) {
    const side = owc.status(s).waitingFor[0] as SideId;
    const kind = s.await?.kind;
    const orders: OwcOrder[] = [
      { type: kind === 'attack' ? 'end-phase' : kind === 'supply' ? 'supply' : 'pass' } as OwcOrder,
    ];
    const r = owc.apply(s, side, { orders }, new FixedDice(Array(100).fill(roll)));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    events.push(...r.events);
    s = r.state;
  }
  return { s, events };
};
/** a unit in the box, due at `hex` in `stage` */
const boxed = (id: string, hex: string, stage: number, sent = true): PosUnit =>
  ({
    id,
    due: stage,
    dueHex: hex,
    how: 'secret',
    ...(sent ? { sent } : {}),
    def: unit(id, 'russians', hex).def,
  }) as PosUnit;
/** what the panel's arrival list shows a viewer for a unit */
const dueRow = (s: OwcState, viewer: SideId, name: string) =>
  panelView(s, viewer)
    .sections.find((x) => x.title.en === 'Arrivals (A.2)')!
    .rows.find((r) => r.label.en === name)?.value;

describe('20: the players own secret concentration (rules version 8)', () => {
  const start = () => onTheatre('russians', 'move', [ru('ru-x', '2411'), ru('ru-y', '2414'), de('de-far', '4607')]);

  it('20, 20.1: a unit at Warszawa sent to Kowno leaves the map for the box, 2 Transports; the town is the Russians alone', () => {
    const r = play(start(), 'russians', [send('ru-x', '1117'), { type: 'pass' }]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.units['ru-x']).toMatchObject({ where: 'due', hex: null, due: 4, dueHex: '1117', how: 'secret' });
    const went = r.events.find((e) => e.type === 'secret-rail')!;
    expect(went).toMatchObject({ visibleTo: 'all', rule: '20', data: { unit: 'ru-x', from: '2411', transports: 2 } });
    expect(JSON.stringify(went)).not.toContain('1117');
    expect(r.events.find((e) => e.type === 'concentration')).toMatchObject({
      visibleTo: ['russians'],
      data: { unit: 'ru-x', hex: '1117', stage: 4 },
    });
    expect(dueRow(r.state, 'russians', 'ru-x')).toMatch(/→ 1117$/);
    expect(dueRow(r.state, 'allies', 'ru-x')).toMatch(/→ \?$/);
  });

  it('20.1, 18.4.1: 2 Transports a unit: of the Russians 3 a second unit is refused, doubled it goes', () => {
    const two = [send('ru-x', '1117'), send('ru-y', '1117'), { type: 'pass' } as OwcOrder];
    expect(play(start(), 'russians', two)).toMatchObject({
      ok: false,
      error: { rule: '18.4', code: 'rail-transports', at: 'orders[1]' },
    });
    expect(play(start(), 'russians', [{ type: 'double' }, ...two]).ok).toBe(true);
  });

  it('20.1: the town must be joined by rail on own soil to an own board edge (Łódź is not the Allies)', () => {
    // Łódź held by the Allies: 18.2 lets them in, 20.1 does not (Russian soil)
    const s = onTheatre('allies', 'move', [de('de-p', '2301'), ru('ru-far', '0523')], undefined, {
      control: { [town('Łódź')]: 'allies' },
    });
    expect(play(s, 'allies', [send('de-p', town('Łódź')), { type: 'pass' }])).toMatchObject({
      ok: false,
      error: { rule: '20.1', code: 'concentration-edge', at: 'orders[0].to' },
    });
    expect(play(s, 'allies', [send('de-p', town('Toruń')), { type: 'pass' }]).ok).toBe(true);
  });

  it('18.1: no unit entrains at a town in contact with the enemy; 18.2: never to a town the enemy holds', () => {
    const s = onTheatre('russians', 'move', [
      ru('ru-x', '2411'),
      de('de-a', '2412'),
      ru('ru-y', '2414'),
      de('de-k', '3409'),
    ]);
    expect(play(s, 'russians', [send('ru-x', '1117'), { type: 'pass' }])).toMatchObject({
      ok: false,
      error: { rule: '18.1', code: 'rail-contact' },
    });
    expect(play(s, 'russians', [send('ru-y', '3409'), { type: 'pass' }])).toMatchObject({
      ok: false,
      error: { rule: '18.2', code: 'rail-enemy-town' },
    });
  });

  it('20: the units arrive at the town in the first movement phase of the next own turn, free to move', () => {
    // a position opening on the movement phase places its arrivals as the phase starts
    const s = onTheatre('russians', 'move', [boxed('ru-x', '1117', 3), de('de-far', '4607')]);
    expect(s.units['ru-x']).toEqual({ id: 'ru-x', where: 'map', hex: '1117', broken: false });
    const r = play(s, 'russians', [{ type: 'move', unit: 'ru-x', path: ['1118'] }, { type: 'pass' }]);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.units['ru-x']).toMatchObject({ where: 'map', hex: '1118' });
  });

  it('20.2: Warszawa (a trunk station) unloads two units; the third unloads at the nearest own town by rail (2414)', () => {
    const units = [
      boxed('ru-a', '2411', 3),
      boxed('ru-b', '2411', 3, false),
      boxed('ru-c', '2411', 3),
      de('de-far', '4607'),
    ];
    const arrivals = (v?: number) =>
      passUntil(onTheatre('allies', 'move', units, v), (e) => e.type === 'arrival')
        .events.filter((e) => e.type === 'arrival')
        .map((e) => {
          const d = e.data as { unit: string; hex: string };
          return [d.unit, d.hex, e.rule];
        });
    expect(arrivals()).toEqual([
      ['ru-a', '2411', '20'],
      ['ru-b', '2411', '20'],
      ['ru-c', '2414', '20.2'],
    ]);
    // under rules version 7 all three stood in Warszawa
    expect(arrivals(7).map(([, hex]) => hex)).toEqual(['2411', '2411', '2411']);
  });

  it("20.2 (v9): a position that starts in the Russian movement phase unloads its concentrations by the game's version at set-up", () => {
    const units = [boxed('ru-a', '2411', 3), boxed('ru-b', '2411', 3), boxed('ru-c', '2411', 3), de('de-far', '4607')];
    const placed = (v?: number) => {
      const s = onTheatre('russians', 'move', units, v);
      expect(s.arrivalsDone).toBe(true); // placed by set-up's advance, before the first batch
      return ['ru-a', 'ru-b', 'ru-c'].map((id) => s.units[id].hex);
    };
    expect(placed()).toEqual(['2411', '2411', '2414']);
    expect(placed(9)).toEqual(['2411', '2411', '2414']);
    // versions 2–8 wrote the version after set-up had placed them by version 1's rules: all three in Warszawa
    expect(placed(8)).toEqual(['2411', '2411', '2411']);
  });

  it('TC-47 20.4: at the end of the Russian turn one roll: 10 exposes the town to the Allies, 9 does not', () => {
    const endOfTurn = (roll: number, orders: OwcOrder[] = [send('ru-x', '1117'), { type: 'pass' }]) => {
      const r = play(start(), 'russians', orders);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return passUntil(r.state, (e) => e.type === 'turn-end', roll);
    };
    const seen = endOfTurn(10);
    expect(seen.events.find((e) => e.type === 'intelligence')).toMatchObject({
      rule: '20.4',
      data: { side: 'russians', roll: 10, exposed: true },
    });
    expect(seen.events.find((e) => e.type === 'concentration-exposed')).toMatchObject({
      visibleTo: 'all',
      data: { side: 'russians', units: ['ru-x'], hexes: ['1117'] },
    });
    expect(seen.s.units['ru-x'].exposed).toBe(true);
    expect(dueRow(seen.s, 'allies', 'ru-x')).toMatch(/→ 1117$/);
    const hidden = endOfTurn(9);
    expect(hidden.events.find((e) => e.type === 'intelligence')).toMatchObject({ data: { roll: 9, exposed: false } });
    expect(hidden.events.some((e) => e.type === 'concentration-exposed')).toBe(false);
    expect(dueRow(hidden.s, 'allies', 'ru-x')).toMatch(/→ \?$/);
    // no concentration, no roll
    expect(endOfTurn(10, [{ type: 'pass' }]).events.some((e) => e.type === 'intelligence')).toBe(false);
  });

  it('20 (AMB-30): in the Allied turn a Russian RMP may send a unit; it is due in this stage, rolled for at the end of the Allied turn', () => {
    const s = onTheatre('allies', 'w2', [ru('ru-x', '2411'), de('de-far', '4607')], undefined, {
      standing: { allies: { rally: 'none' }, russians: { rally: 'none', rmp: 'always' } },
    });
    let at = s;
    for (let k = 0; k < 4 && !(at.await?.kind === 'window' && at.await.side === 'russians'); k++)
      at = passUntil(at, () => true).s;
    expect(at.await).toMatchObject({ kind: 'window', side: 'russians' });
    expect([at.phasing, at.stage, at.phase]).toEqual(['allies', 3, 'w2']);
    const r = play(at, 'russians', [{ type: 'reserve' }, send('ru-x', '1117')], Array(60).fill(10));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.units['ru-x']).toMatchObject({ where: 'due', due: 3, dueHex: '1117' });
    const end = passUntil(r.state, (e) => e.type === 'turn-end', 10);
    expect(end.events.find((e) => e.type === 'intelligence')).toMatchObject({
      data: { side: 'russians', roll: 10, exposed: true },
    });
    expect(end.events.find((e) => e.type === 'turn-end')).toMatchObject({ data: { side: 'allies' } });
  });

  it('20 from rules version 8: under version 7 the order is refused and the view offers none', () => {
    const s = onTheatre('russians', 'move', [ru('ru-x', '2411'), de('de-far', '4607')], 7);
    expect(play(s, 'russians', [send('ru-x', '1117'), { type: 'pass' }])).toMatchObject({
      ok: false,
      error: { rule: '20', code: 'no-concentration' },
    });
    expect(optionsView(s, 'russians').choices.some((c) => c.id.startsWith('secret-rail-'))).toBe(false);
  });

  it('20 in the view: the unit is offered its towns at 2 Transports, in one group with its march and rail', () => {
    const o = optionsView(start(), 'russians');
    const c = o.choices.find((x) => x.id === 'secret-rail-ru-x')!;
    expect(c.group).toBe('go-ru-x');
    const kowno = c.targets!.find((t) => t.cell === '1117')!;
    expect(kowno).toMatchObject({ cost: 2, order: send('ru-x', '1117') });
    expect(kowno.label!.en).toBe('Secret concentration: ru-x to 1117 (2 Transports, 20)');
    expect(c.targets!.some((t) => t.cell === '2411')).toBe(false);
  });
});

describe('20 in random play: the view offers what apply takes', () => {
  const steps: Record<string, number> = { B: 160, D: 60 };
  it('every offered secret concentration is accepted; the random player sends some', () => {
    let tried = 0;
    let sent = 0;
    for (const scenario of ['B', 'D']) {
      const dice = new SeededDice(5200);
      let s = owc.setup(scenario, {}, dice);
      for (let step = 0; step < steps[scenario] && !owc.status(s).result; step++) {
        const side = owc.status(s).waitingFor[0] as SideId;
        const batch = owc.randomBatch(s, side, dice);
        if (s.await?.kind === 'move' && s.await.side === side) {
          const offered: TargetOption[] = optionsView(s, side)
            .choices.filter((c) => c.id.startsWith('secret-rail-'))
            .flatMap((c) => c.targets!);
          // each (every 7th) with the random batch's other orders that leave its unit and the rails alone
          for (const target of offered.filter((_, k) => k % 7 === 0)) {
            const order = target.order as OwcOrder & { unit: string };
            const others = (batch.orders as OwcOrder[]).filter(
              (y) => !['rail', 'double', 'secret-rail'].includes(y.type) && !('unit' in y && y.unit === order.unit),
            );
            const left = TRANSPORTS[side] - (s.rail?.side === side ? s.rail.use.transports : 0);
            const orders: OwcOrder[] = [
              ...(target.cost! > left ? [{ type: 'double' } as OwcOrder] : []),
              order,
              ...others,
            ];
            const r = owc.apply(s, side, { orders }, new SeededDice(1));
            const at = r.ok ? null : /^orders\[(\d+)\]/.exec(r.error.at ?? '');
            if (!r.ok && (!at || Number(at[1]) <= orders.indexOf(order)))
              throw new Error(`${scenario} step ${step}: ${JSON.stringify(order)} refused: ${JSON.stringify(r.error)}`);
            tried++;
          }
        }
        if ((batch.orders as OwcOrder[]).some((x) => x.type === 'secret-rail')) sent++;
        const r = owc.apply(s, side, batch, dice);
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        s = r.state;
      }
    }
    expect(tried).toBeGreaterThan(10);
    expect(sent).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { OrderChoice } from '../../core/contract.js';
import { FixedDice, SeededDice } from '../../core/dice.js';
import owc from './index.js';
import type { OwcOrder } from './orders.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';
import { ofType, play, refuse, unit } from './testkit.js';
import { optionsView } from './view.js';

/** 19's choices (rules version 9) on scenario B's board: a Russian arrival by rail or at a town, stage 1 */
const ru = (id: string, hex: string, o = {}) => unit(id, 'russians', hex, { nat: 'RU', ...o });
const due = (id: string, hex: string, how?: string) => ({ ...ru(id, hex), hex: undefined, due: 1, dueHex: hex, how });
const atMove = (units: unknown[], rulesVersion?: number): OwcState =>
  owc.setup(
    'B',
    {
      position: {
        scenario: 'B',
        stage: 1,
        phasing: 'russians',
        phase: 'move',
        units: [...units, unit('de-far', 'allies', '2603', { nat: 'DE' })],
      },
    },
    new FixedDice([]),
    rulesVersion === undefined ? undefined : { rulesVersion },
  );
const choices = (s: OwcState): OrderChoice[] => optionsView(s, 'russians').choices;

describe('19: arrivals the owner places or holds back (rules version 9)', () => {
  it("19: a rail arrival waits for its owner's movement batch; with no order it comes to its listed town (Siedlce 2417) for 1 Transport and may not march", () => {
    const s = atMove([due('ru-y', '2417', 'rail')]);
    expect(s.units['ru-y'].where).toBe('due');
    expect(s.await).toMatchObject({ side: 'russians', kind: 'move' });
    const { state, events } = play(s, 'russians', [{ type: 'pass' }]);
    expect(state.units['ru-y']).toMatchObject({ where: 'map', hex: '2417' });
    expect(ofType(events, 'arrival')[0]).toMatchObject({ unit: 'ru-y', hex: '2417', listed: '2417' });
    expect(refuse(s, 'russians', [{ type: 'move', unit: 'ru-y', path: ['2416'] }, { type: 'pass' }]).rule).toBe('5');
    // version 8 placed it at set-up, with no choice
    expect(atMove([due('ru-y', '2417', 'rail')], 8).units['ru-y']).toMatchObject({ where: 'map', hex: '2417' });
  });

  it('19 (AMB-24): the owner picks the town: the view offers the towns a railway from an own edge reaches, the listed one first; one of them is accepted, a hex without a station refused', () => {
    const s = atMove([due('ru-y', '2417', 'rail')]);
    const c = choices(s).find((x) => x.id === 'arrive-ru-y')!;
    const towns = c.targets!.map((t) => t.cell);
    expect(towns[0]).toBe('2417');
    expect(towns.length).toBeGreaterThan(1);
    expect(c.group).toBe('arrival-ru-y');
    const other = towns[1];
    const { state, events } = play(s, 'russians', [{ type: 'arrive', unit: 'ru-y', hex: other }, { type: 'pass' }]);
    expect(state.units['ru-y'].hex).toBe(other);
    expect(ofType(events, 'arrival')[0]).toMatchObject({ hex: other, listed: '2417', chosen: true });
    expect(refuse(s, 'russians', [{ type: 'arrive', unit: 'ru-y', hex: '2413' }, { type: 'pass' }])).toMatchObject({
      rule: '19',
      code: 'rail-town',
      at: 'orders[0].hex',
    });
  });

  it("19: an arrival held back (delay-arrival) stays in the box, due; it comes in the owner's next turn", () => {
    const s = atMove([due('ru-y', '2417', 'rail'), due('ru-z', '2414')]);
    const held = choices(s).find((x) => x.id === 'delay-arrival-ru-z')!;
    expect(held.order).toEqual({ type: 'delay-arrival', unit: 'ru-z' });
    const { state, events } = play(s, 'russians', [{ type: 'delay-arrival', unit: 'ru-z' }, { type: 'pass' }]);
    expect(state.units['ru-z']).toMatchObject({ where: 'due', due: 1, dueHex: '2414' });
    expect(state.units['ru-y'].hex).toBe('2417');
    expect(events.find((e) => e.type === 'arrival-delayed')).toMatchObject({
      rule: '19',
      visibleTo: 'all',
      data: { unit: 'ru-z', hex: '2414', held: true },
    });
    // next stage, the Russian movement phase: it is due again and comes unless held once more
    let t = state;
    for (let k = 0; k < 40 && !(t.phasing === 'russians' && t.stage === 2 && t.await?.kind === 'move'); k++) {
      const side = owc.status(t).waitingFor[0] as 'allies' | 'russians';
      const kind = t.await?.kind;
      const r = owc.apply(
        t,
        side,
        { orders: [{ type: kind === 'attack' ? 'end-phase' : 'pass' }] },
        new FixedDice(Array(99).fill(6)),
      );
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      t = r.state;
    }
    expect([t.stage, t.phasing, t.await?.kind]).toEqual([2, 'russians', 'move']);
    expect(choices(t).some((x) => x.id === 'delay-arrival-ru-z')).toBe(true);
    expect(play(t, 'russians', [{ type: 'pass' }]).state.units['ru-z']).toMatchObject({ where: 'map', hex: '2414' });
  });

  it("19: B.2's arrival on its hex comes when due: it may not be held back; a unit not due is refused", () => {
    const s = atMove([due('ru-x', '2414', 'hex'), due('ru-y', '2417', 'rail')]);
    expect(s.units['ru-x'].hex).toBe('2414');
    expect(choices(s).some((x) => x.id === 'delay-arrival-ru-x')).toBe(false);
    expect(refuse(s, 'russians', [{ type: 'delay-arrival', unit: 'ru-x' }, { type: 'pass' }])).toMatchObject({
      rule: 'A.2',
      code: 'not-arriving',
    });
    const v8 = atMove([due('ru-y', '2417', 'rail')], 8);
    expect(refuse(v8, 'russians', [{ type: 'delay-arrival', unit: 'ru-y' }, { type: 'pass' }]).rule).toBe('A.2');
  });
});

describe('19 in random play: the view offers what apply takes', () => {
  it('every offered arrival town (a sample) and hold-back of B and E is accepted', () => {
    let tried = 0;
    for (const scenario of ['B', 'E']) {
      const dice = new SeededDice(1900 + scenario.charCodeAt(0));
      let s = owc.setup(scenario, {}, dice);
      for (let step = 0; step < 120 && !owc.status(s).result; step++) {
        const side = owc.status(s).waitingFor[0] as SideId;
        const kind = s.await?.kind;
        if ((kind === 'move' || kind === 'window') && s.await?.side === side) {
          const offered = optionsView(s, side).choices.filter((c) => c.group?.startsWith('arrival-'));
          const all = offered.flatMap((c) => (c.targets ? c.targets.map((x) => x.order) : [c.order])) as OwcOrder[];
          for (const order of all.filter((o, k) => o.type === 'delay-arrival' || k % 3 === 0)) {
            const orders: OwcOrder[] = kind === 'window' ? [{ type: 'reserve' }, order] : [order, { type: 'pass' }];
            const r = owc.apply(s, side, { orders }, new SeededDice(1));
            // taken, or refused at the pass (the phase's obligations), never at the arrival's order
            if (!r.ok && r.error.at?.startsWith(`orders[${orders.indexOf(order)}]`))
              throw new Error(`${scenario} step ${step}: ${JSON.stringify(order)} refused: ${JSON.stringify(r.error)}`);
            tried++;
          }
        }
        const r = owc.apply(s, side, owc.randomBatch(s, side, dice), dice);
        if (!r.ok) throw new Error(`${scenario} step ${step}: random batch refused: ${JSON.stringify(r.error)}`);
        s = r.state;
      }
    }
    expect(tried).toBeGreaterThan(4);
  });

  it('19: the random player holds an arrival back now and then (one time in six), and its batch is accepted', () => {
    const s = atMove([due('ru-y', '2417', 'rail'), due('ru-z', '2414')]);
    const batches = Array.from({ length: 24 }, (_, k) => owc.randomBatch(s, 'russians', new SeededDice(k + 1)));
    const holds = batches.filter((b) => (b.orders as OwcOrder[]).some((o) => o.type === 'delay-arrival'));
    expect(holds.length).toBeGreaterThan(0);
    expect(holds.length).toBeLessThan(24);
    for (const b of holds) expect(owc.apply(s, 'russians', b, new SeededDice(1)).ok).toBe(true);
  });
});

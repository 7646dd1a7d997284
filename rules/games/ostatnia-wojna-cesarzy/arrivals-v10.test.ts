import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../core/dice.js';
import owc from './index.js';
import type { OwcOrder } from './orders.js';
import { randomBatch } from './random.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';
import { ofType, play, refuse, unit } from './testkit.js';
import { optionsView } from './view.js';

/**
 * 19 (rules version 10) on scenario B's board: a Russian arrival delayed in the Russian turn of stage 1 enters
 * in a Reserve Movement Phase the Russians hold in the Allied turn of stage 2 (their standing order `rmp`).
 */
const ru = (id: string, hex: string, o = {}) => unit(id, 'russians', hex, { nat: 'RU', ...o });
const due = (id: string, hex: string, how?: string, stage = 1) => ({
  ...ru(id, hex),
  hex: undefined,
  due: stage,
  dueHex: hex,
  how,
});
const alliedW1 = (units: unknown[], rulesVersion?: number): OwcState =>
  owc.setup(
    'B',
    {
      position: {
        scenario: 'B',
        stage: 2,
        phasing: 'allies',
        phase: 'w1',
        units: [...units, unit('de-far', 'allies', '2603', { nat: 'DE' })],
        standing: { allies: { ownRmp: 'never' }, russians: { rmp: 'always' } },
      },
    },
    new FixedDice([]),
    rulesVersion === undefined ? undefined : { rulesVersion },
  );
const window = (s: OwcState) => optionsView(s, 'russians').choices;

describe("19: a delayed arrival enters in a Reserve Movement Phase of the opponent's turn (rules version 10)", () => {
  it("19: the Russians' window in the Allied turn offers the delayed rail arrival, the listed town (Siedlce 2417) first; it enters there and may not march", () => {
    const s = alliedW1([due('ru-y', '2417', 'rail')]);
    expect(s.await).toEqual({ side: 'russians', kind: 'window' });
    const c = window(s).find((x) => x.id === 'arrive-ru-y')!;
    expect(c.targets![0].cell).toBe('2417');
    expect(c.targets!.length).toBeGreaterThan(1);
    const { state, events } = play(s, 'russians', [{ type: 'reserve' }, { type: 'arrive', unit: 'ru-y', hex: '2417' }]);
    expect(state.units['ru-y']).toMatchObject({ where: 'map', hex: '2417' });
    const march = [
      { type: 'reserve' },
      { type: 'arrive', unit: 'ru-y', hex: '2417' },
      { type: 'move', unit: 'ru-y', path: ['2416'] },
    ];
    expect(refuse(s, 'russians', march as OwcOrder[]).rule).toBe('4.1'); // 4.1: placed this phase, not a Reserve that may march
    expect(ofType(events, 'arrival')[0]).toMatchObject({ unit: 'ru-y', hex: '2417', listed: '2417' });
    expect(events.find((e) => e.type === 'arrival')).toMatchObject({ rule: '19', visibleTo: 'all' });
    expect(ofType(events, 'rmp')[0]).toMatchObject({ side: 'russians', opponentsTurn: true });
    expect(state.rmp.forfeit.russians).toBe(true); // 4.2: the next own RMP is forfeited as for any RMP in the opponent's turn
  });

  it('19 (AMB-24): another town a railway from an own edge reaches is accepted; a hex without a station is refused', () => {
    const s = alliedW1([due('ru-y', '2417', 'rail')]);
    const other = window(s).find((x) => x.id === 'arrive-ru-y')!.targets![1].cell;
    expect(
      play(s, 'russians', [{ type: 'reserve' }, { type: 'arrive', unit: 'ru-y', hex: other }]).state.units['ru-y'].hex,
    ).toBe(other);
    expect(refuse(s, 'russians', [{ type: 'reserve' }, { type: 'arrive', unit: 'ru-y', hex: '2413' }])).toMatchObject({
      rule: '19',
      code: 'rail-town',
      at: 'orders[1].hex',
    });
  });

  it("19: an arrival due this stage has not been delayed yet (the Russians move second): not offered, refused in the Allied turn; B.2's hex arrival neither", () => {
    const s = alliedW1([due('ru-y', '2417', 'rail', 2), due('ru-x', '2414', 'hex', 1), ru('ru-r', '2420')]);
    expect(window(s).some((x) => x.id.startsWith('arrive-'))).toBe(false);
    for (const [u, hex] of [
      ['ru-y', '2417'],
      ['ru-x', '2414'],
    ])
      expect(refuse(s, 'russians', [{ type: 'reserve' }, { type: 'arrive', unit: u, hex }])).toMatchObject({
        rule: '19',
        code: 'not-arriving',
        at: 'orders[1].hex',
      });
  });

  it("19 in rules version 9: no window for a delayed arrival alone, and an arrival is refused in the opponent's turn", () => {
    const v9 = alliedW1([due('ru-y', '2417', 'rail'), ru('ru-r', '2420')], 9);
    expect(window(v9).some((x) => x.id === 'arrive-ru-y')).toBe(false);
    expect(refuse(v9, 'russians', [{ type: 'reserve' }, { type: 'arrive', unit: 'ru-y', hex: '2417' }])).toMatchObject({
      rule: 'A.2',
      code: 'not-arriving',
    });
    expect(alliedW1([due('ru-y', '2417', 'rail')], 9).await?.kind).not.toBe('window');
  });

  it("19: a delayed town arrival (A.2) enters at its listed town in the opponent's turn; the random player's window batches are accepted", () => {
    const s = alliedW1([due('ru-z', '2414')]);
    const c = window(s).find((x) => x.id === 'arrive-ru-z')!;
    expect(c.targets!.map((t) => t.cell)).toEqual(['2414']);
    const { state } = play(s, 'russians', [{ type: 'reserve' }, { type: 'arrive', unit: 'ru-z', hex: '2414' }]);
    expect(state.units['ru-z']).toMatchObject({ where: 'map', hex: '2414' });
    let entered = 0;
    for (let seed = 1; seed < 40; seed++) {
      const t = alliedW1([due('ru-y', '2417', 'rail'), due('ru-z', '2414')]);
      const b = randomBatch(t, 'russians' as SideId, new SeededDice(seed));
      const r = owc.apply(t, 'russians', b, new SeededDice(seed));
      if (!r.ok) throw new Error(`seed ${seed}: ${JSON.stringify(r.error)}`);
      entered += (b.orders as OwcOrder[]).filter((o) => o.type === 'arrive').length;
    }
    expect(entered).toBeGreaterThan(0);
  });
});

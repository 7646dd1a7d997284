import { describe, expect, it } from 'vitest';
import type { OptionsView, TargetOption } from '../../core/contract.js';
import { FixedDice, SeededDice } from '../../core/dice.js';
import owc from './index.js';
import type { OwcOrder } from './orders.js';
import { emptyUse, TRANSPORTS } from './rail-transfers.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';
import { unit, type PosUnit } from './testkit.js';
import { optionsView } from './view.js';

/** a position of scenario D (the whole theatre, rule 18 in play) in the Russian or Allied movement phase */
const onTheatre = (phasing: SideId, units: PosUnit[]): OwcState =>
  owc.setup('D', { position: { scenario: 'D', phasing, phase: 'move', stage: 3, units } }, new FixedDice([]));
const railTargets = (o: OptionsView, id: string): Record<string, number> =>
  Object.fromEntries((o.choices.find((c) => c.id === `rail-${id}`)?.targets ?? []).map((t) => [t.cell, t.cost!]));
/** the state with this much of the phase's rail already used (as a rail arrival leaves it) */
const used = (s: OwcState, side: SideId, u: Partial<ReturnType<typeof emptyUse>>): OwcState => {
  const t = structuredClone(s);
  t.rail = { side, use: { ...emptyUse(), ...u } };
  return t;
};
const ru = (id: string, hex: string) => unit(id, 'russians', hex);
const de = (id: string, hex: string) => unit(id, 'allies', hex, { nat: 'DE' });

describe('18 in the view: rail targets', () => {
  it('TC-45 18.4: Warszawa→Kowno costs 2 Transports, Poznań→Kraków 1, Lwów→Królewiec 3; each target carries its cost', () => {
    const r = railTargets(
      optionsView(onTheatre('russians', [ru('ru-x', '2411'), de('de-far', '4607')]), 'russians'),
      'ru-x',
    );
    expect(r['1117']).toBe(2);
    expect(r['2414']).toBe(1);
    const a = optionsView(
      onTheatre('allies', [de('de-p', '2301'), de('de-l', '3518'), ru('ru-far', '0523')]),
      'allies',
    );
    expect(railTargets(a, 'de-p')['3409']).toBe(1);
    expect(railTargets(a, 'de-l')['1210']).toBe(3);
    expect(a.choices.find((c) => c.id === 'rail-de-l')?.label.en).toBe('Rail transfer: de-l (18)');
    expect(a.choices.map((c) => c.id)).toContain('double');
    // 18.4.2: with 3 of the Allies' 5 Transports used, the 3-Transport leg is doubled only (3 + 3 > 5), the 1-Transport one is not
    const s = used(onTheatre('allies', [de('de-p', '2301'), de('de-l', '3518'), ru('ru-far', '0523')]), 'allies', {
      transports: 3,
    });
    const b = optionsView(s, 'allies');
    const label = (id: string, cell: string) =>
      b.choices.find((c) => c.id === `rail-${id}`)?.targets?.find((t) => t.cell === cell)?.label?.en;
    expect(label('de-l', '1210')).toBe('By rail: de-l to 1210 (3 Transports, doubled only, 18)');
    expect(label('de-p', '3409')).toBe('By rail: de-p to 3409 (1 Transport, 18)');
    const leg = { type: 'rail' as const, unit: 'de-l', to: '1210' };
    expect(owc.apply(s, 'allies', { orders: [leg, { type: 'pass' }] }, new FixedDice([]))).toMatchObject({
      ok: false,
      error: { rule: '18.4', code: 'rail-transports' },
    });
    expect(owc.apply(s, 'allies', { orders: [{ type: 'double' }, leg, { type: 'pass' }] }, new FixedDice([])).ok).toBe(
      true,
    );
  });
  it('TC-46 18.3: a trunk station loads two units a phase: with two loaded at Warszawa nothing more leaves it; a full station is no target', () => {
    const s = onTheatre('russians', [ru('ru-x', '2411'), ru('ru-y', '2414'), de('de-far', '4607')]);
    expect(railTargets(optionsView(used(s, 'russians', { stations: { '2411': 1 } }), 'russians'), 'ru-x')['1117']).toBe(
      2,
    );
    const full = optionsView(used(s, 'russians', { stations: { '2411': 2 } }), 'russians');
    expect(full.choices.find((c) => c.id === 'rail-ru-x')).toBeUndefined();
    expect(railTargets(full, 'ru-y')['2411']).toBeUndefined();
    expect(railTargets(full, 'ru-y')['2417']).toBe(1);
  });
  it('18.1, 18.4 (AMB-40): no rail out of a town in contact; after doubling, no rail choice and no double', () => {
    const s = onTheatre('russians', [ru('ru-x', '2411'), de('de-a', '2412'), ru('ru-y', '2414'), de('de-far', '4607')]);
    const o = optionsView(s, 'russians');
    expect(o.choices.find((c) => c.id === 'rail-ru-x')).toBeUndefined();
    expect(railTargets(o, 'ru-y')['2417']).toBe(1);
    const banned = structuredClone(s);
    banned.railBan = ['russians'];
    const ids = optionsView(banned, 'russians').choices.map((c) => c.id);
    expect(ids.filter((id) => id.startsWith('rail-') || id === 'double')).toEqual([]);
  });
  it('18: a unit marches or rails: its march, its rail transfer and its secret concentration are one group', () => {
    const o = optionsView(onTheatre('russians', [ru('ru-x', '2411'), de('de-far', '4607')]), 'russians');
    const groups = o.choices.filter((c) => c.piece === 'ru-x' && c.targets).map((c) => [c.id, c.group]);
    expect(groups).toEqual([
      ['move-ru-x', 'go-ru-x'],
      ['rail-ru-x', 'go-ru-x'],
      ['secret-rail-ru-x', 'go-ru-x'], // 20 (rules version 8)
    ]);
  });
});

describe('18 in random play: the view offers what apply takes', () => {
  // OWC_RAIL_GAMES random games each of B and the campaign (1 by default), each target tried alone
  const games = Number(process.env.OWC_RAIL_GAMES ?? 1);
  const steps: Record<string, number> = { B: 160, campaign: 60 };
  it(`every offered rail target and double is accepted; the random player's first rail is offered (${games} games each)`, () => {
    let tried = 0;
    let matched = 0;
    let routes = 0;
    for (const scenario of ['B', 'campaign'])
      for (let g = 1; g <= games; g++) {
        const dice = new SeededDice(4100 + g);
        let s = owc.setup(scenario, {}, dice);
        for (let step = 0; step < steps[scenario] && !owc.status(s).result; step++) {
          const side = owc.status(s).waitingFor[0] as SideId;
          const kind = s.await?.kind;
          const batch = owc.randomBatch(s, side, dice);
          if ((kind === 'move' || kind === 'window') && s.await?.side === side) {
            const o = optionsView(s, side);
            // the order in the random batch's place of its unit's own orders and of its rails (the phase's obligations still met)
            const rest = (batch.orders as OwcOrder[]).filter((x) => x.type !== 'pass' || kind === 'move');
            const wrap = (x: OwcOrder): OwcOrder[] => {
              const others = rest.filter(
                (y) =>
                  !['rail', 'double', 'secret-rail'].includes(y.type) &&
                  !('unit' in y && 'unit' in x && y.unit === x.unit) &&
                  // 27: a recombination the batch makes of the railed unit (its divisions leave the map)
                  !(y.type === 'merge' && 'unit' in x && (y.units.includes(x.unit) || y.corps === x.unit)) &&
                  // a march through the town the rail fills (5.3's stacking is the march's, not the rail's)
                  !(y.type === 'move' && x.type === 'rail' && y.path.includes(x.to)),
              );
              return kind === 'window' && !others.some((y) => y.type === 'reserve')
                ? [{ type: 'reserve' }, x, ...others]
                : [x, ...others];
            };
            const offered: TargetOption[] = o.choices
              .filter((c) => c.id.startsWith('rail-'))
              .flatMap((c) => c.targets!);
            // a sample of each view's targets (every 5th), and the doubling
            const sample = offered.filter((_, k) => k % 5 === 0);
            if (o.choices.some((c) => c.id === 'double')) sample.push({ cell: '', order: { type: 'double' } });
            for (const target of sample) {
              const order = target.order as OwcOrder;
              const left = TRANSPORTS[side] - (s.rail?.side === side ? s.rail.use.transports : 0);
              const orders = wrap(order);
              if (order.type === 'rail' && target.cost! > left) orders.unshift({ type: 'double' });
              const r = owc.apply(s, side, { orders }, new SeededDice(1));
              // taken, or refused at a later order of the random batch (the rail was carried out; what it
              // changed is that order's affair): never at the rail itself, nor at the phase's obligations
              const at = r.ok ? null : /^orders\[(\d+)\]/.exec(r.error.at ?? '');
              if (!r.ok && (!at || Number(at[1]) <= orders.indexOf(order)))
                throw new Error(
                  `${scenario} step ${step}: ${JSON.stringify(order)} refused: ${JSON.stringify(r.error)}`,
                );
              tried++;
              // the route and Transports shown are the ones the engine takes
              const railed = r.ok ? r.events.find((e) => e.type === 'rail') : undefined;
              if (railed && order.type === 'rail') {
                expect(railed.data).toMatchObject({ unit: order.unit, path: target.path, transports: target.cost });
                routes++;
              }
            }
            const orders = batch.orders as OwcOrder[];
            const plain = !orders.some((x) => ['double', 'arrive', 'split', 'merge'].includes(x.type));
            const first = orders.find((x) => x.type === 'rail');
            if (plain && first) {
              expect(offered.map((t) => t.order)).toContainEqual(first);
              matched++;
            }
          }
          const r = owc.apply(s, side, batch, dice);
          if (!r.ok) throw new Error(JSON.stringify(r.error));
          s = r.state;
        }
      }
    expect(tried).toBeGreaterThan(20);
    expect(matched).toBeGreaterThan(0);
    expect(routes).toBeGreaterThan(20);
  });
});

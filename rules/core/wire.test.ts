import { describe, expect, it } from 'vitest';
import type { OptionsView } from './contract.js';
import { packOptions, unpackOptions } from './wire.js';

const T = { pl: 'x', en: 'x' };
const roundTrip = (o: OptionsView) => unpackOptions(JSON.parse(JSON.stringify(packOptions(o))));
const view = (maxOrders: number, choices: OptionsView['choices']): OptionsView => ({
  prompt: T,
  minOrders: 1,
  maxOrders,
  choices,
});

describe('options on the wire: packed columns, unpacked to the same options', () => {
  const move = view(5, [
    {
      id: 'move-u1',
      label: T,
      piece: 'u1',
      targets: [
        { cell: '0102', cost: 1, path: ['0102'], order: { type: 'move', unit: 'u1', path: ['0102'] } },
        {
          cell: '0103',
          cost: 2,
          path: ['0102', '0103'],
          order: { type: 'move', unit: 'u1', path: ['0102', '0103'] },
        },
        // a path that does not run through another target stays a list
        {
          cell: '0204',
          cost: 3,
          path: ['0202', '0203', '0204'],
          label: T,
          order: { type: 'move', unit: 'u1', path: ['0202', '0203', '0204'] },
        },
        {
          cell: '0104',
          path: ['0102', '0103', '0104'],
          order: { type: 'move', unit: 'u1', path: ['0102', '0103', '0104'] },
        },
      ],
    },
    { id: 'pass', label: T, group: 'end', order: { type: 'pass' } },
    { id: 'one', label: T, targets: [{ cell: 'a1', order: { type: 'x' } }] },
  ]);
  it('a movement choice: shared order fields once, each path as "target j plus my cell", the order\'s path from the target\'s', () => {
    const p = packOptions(move).choices[0].packed!;
    expect(p).toEqual({
      cells: ['0102', '0103', '0204', '0104'],
      cost: [1, 2, 3, null],
      via: [-1, 0, ['0202', '0203', '0204'], 1],
      base: { type: 'move', unit: 'u1' },
      pathKey: 'path',
      more: [null, null, { label: T }, null],
    });
    expect(roundTrip(move)).toEqual(move);
  });
  it('orders that differ by more than the path keep their own fields; targets without paths or orders that are not objects', () => {
    const o = view(1, [
      {
        id: 'a',
        label: T,
        targets: [
          { cell: 'a1', order: { type: 'arrive', hex: 'a1' } },
          { cell: 'b1', order: { type: 'arrive', hex: 'b1', extra: [1] } },
        ],
      },
      {
        id: 'b',
        label: T,
        targets: [
          { cell: 'a1', order: 'x' },
          { cell: 'b1', order: 'y' },
        ],
      },
    ]);
    const p = packOptions(o).choices[0].packed!;
    // fields no order holds as null travel by column, null where an order has none
    expect(p.cols).toEqual({ hex: ['a1', 'b1'], extra: [null, [1]] });
    expect(p.rest).toBeUndefined();
    expect(p.via).toBeUndefined();
    expect(packOptions(o).choices[1].packed).toBeUndefined();
    expect(roundTrip(o)).toEqual(o);
  });
  // a move's steps (Olszynka): the turns and steps of the target its path runs through, then one or two more
  const step = (to: string) => ({ type: 'move', to });
  const turn = (facing: number) => ({ type: 'turn', facing });
  const march = { pl: 'Marsz forsowny (7.9)', en: 'Forced march (7.9)' };
  const steps = view(20, [
    {
      id: 'move:u1',
      label: T,
      piece: 'u1',
      targets: [
        { cell: 'b', path: ['a', 'b'], order: { type: 'move', units: ['u1'], steps: [step('b')] } },
        {
          cell: 'c',
          path: ['a', 'b', 'c'],
          order: { type: 'move', units: ['u1'], steps: [step('b'), turn(2), step('c')] },
        },
        {
          cell: 'd',
          cost: 5,
          path: ['a', 'b', 'c', 'd'],
          label: march,
          order: { type: 'move', units: ['u1'], steps: [step('b'), turn(2), step('c'), step('d')], forcedMarch: true },
        },
        // its path runs through c, but its steps do not begin with c's: kept whole
        {
          cell: 'e',
          cost: 5,
          path: ['a', 'b', 'c', 'e'],
          label: march,
          order: { type: 'move', units: ['u1'], steps: [turn(1), step('b'), step('c'), step('e')], forcedMarch: true },
        },
      ],
    },
  ]);
  it('a list field growing from the list of the target its path runs through travels as a mark and the rest; a repeated label once', () => {
    const p = packOptions(steps).choices[0].packed!;
    expect(p.grown).toEqual(['steps']);
    expect(p.cols!.steps).toEqual([
      [step('b')],
      [{ $from: 0 }, turn(2), step('c')],
      [{ $from: 1 }, step('d')],
      [turn(1), step('b'), step('c'), step('e')],
    ]);
    expect(p.moreOnce).toEqual([{ label: march }]);
    expect(p.moreAt).toEqual([-1, -1, 0, 0]);
    expect(p.more).toBeUndefined();
    expect(roundTrip(steps)).toEqual(steps);
  });
  it("a field whose value already opens with a $from object is never grown (a mark is always the packer's)", () => {
    const own = view(20, [
      {
        id: 'x',
        label: T,
        targets: [
          { cell: 'b', path: ['a', 'b'], order: { type: 'x', list: [{ $from: 7 }] } },
          { cell: 'c', path: ['a', 'b', 'c'], order: { type: 'x', list: [{ $from: 7 }, 1] } },
        ],
      },
    ]);
    const p = packOptions(own).choices[0].packed!;
    expect(p.grown).toBeUndefined();
    expect(roundTrip(own)).toEqual(own);
  });
  it('a client that does not know grown fields sends an order a schema refuses, never a shorter move', () => {
    const p = packOptions(steps).choices[0].packed!;
    // it knows neither `cols` (the order has no steps) nor the mark (were it given the column's value)
    expect(p.rest).toBeUndefined();
    expect((p.cols!.steps[2] as unknown[])[0]).toEqual({ $from: 1 });
  });
  it('a list of hexes in the order of targets that have no path grows from the longest beginning another target has', () => {
    const rail = view(20, [
      {
        id: 'rail-move:u1',
        label: T,
        piece: 'u1',
        targets: [
          { cell: 'b', cost: 1, order: { type: 'rail-move', unit: 'u1', path: ['a', 'b'] } },
          { cell: 'd', cost: 3, order: { type: 'rail-move', unit: 'u1', path: ['a', 'b', 'c', 'd'] } },
          { cell: 'x', cost: 1, order: { type: 'rail-move', unit: 'u1', path: ['a', 'x'] } },
        ],
      },
    ]);
    const p = packOptions(rail).choices[0].packed!;
    expect(p.grown).toEqual(['path']);
    expect(p.cols!.path).toEqual([
      ['a', 'b'],
      [{ $from: 0 }, 'c', 'd'],
      ['a', 'x'],
    ]);
    expect(roundTrip(rail)).toEqual(rail);
  });
  it('a field some order holds as null stays in its rows (null in a column means none)', () => {
    const o = view(1, [
      {
        id: 'a',
        label: T,
        targets: [
          { cell: 'a1', order: { type: 'retreat', hex: 'a1', via: null } },
          { cell: 'b1', order: { type: 'retreat', hex: 'b1' } },
        ],
      },
    ]);
    const p = packOptions(o).choices[0].packed!;
    expect(p.cols).toEqual({ hex: ['a1', 'b1'] });
    expect(p.rest).toEqual([{ via: null }, {}]);
    expect(roundTrip(o)).toEqual(o);
  });
});

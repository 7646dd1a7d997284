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
    expect(p.rest).toEqual([{ hex: 'a1' }, { hex: 'b1', extra: [1] }]);
    expect(p.via).toBeUndefined();
    expect(packOptions(o).choices[1].packed).toBeUndefined();
    expect(roundTrip(o)).toEqual(o);
  });
});

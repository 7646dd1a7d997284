import { describe, expect, it } from 'vitest';
import { boardOf } from './ctx.js';
import { encircled } from './geo.js';
import { rearAreaHexes } from './rear-areas.js';
import { division, fixtureMap, position, unit, type PosUnit } from './testkit.js';

// Austro-Hungarian soil in columns 1–2 (the Allies' own edge), Russian beyond; a Russian ordinary
// railway runs north–south down column 5, from edge to edge
const map = () => {
  const m = fixtureMap({
    rows: [10, 14],
    cols: [1, 9],
    westCols: 2,
    towns: [
      { hex: '1005', name: 'N' },
      { hex: '1405', name: 'S' },
    ],
  });
  m.railways = [{ kind: 'ordinary', hexes: ['1005', '1105', '1205', '1305', '1405'] }];
  return m;
};
const board = (units: PosUnit[], rules: string[]) =>
  boardOf(position({ map: map(), area: null, rules, units, phase: 'move' }));
const german = () => division('de-35r', 'allies', '1207', { nat: 'DE' });

describe('18.5 rear areas', () => {
  it('18.5: a railway the enemy can use encloses a unit behind it (every hexside of its hexes is an enemy CL)', () => {
    const units = [german(), unit('ru-far', 'russians', '1409')];
    expect(encircled(board(units, ['core']), '1207', 'allies')).toBe(false); // scenario A: no rear areas
    const b = board(units, ['core', 'rail']);
    expect([...rearAreaHexes(b, 'allies')].sort()).toEqual(['1005', '1105', '1205', '1305', '1405']);
    expect(encircled(b, '1207', 'allies')).toBe(true);
  });
  it('18.5: a railway hex in contact with the enemy is not usable: the ring opens', () => {
    const b = board(
      [german(), unit('de-x', 'allies', '1204', { nat: 'DE' }), unit('ru-far', 'russians', '1409')],
      ['core', 'rail'],
    );
    expect(rearAreaHexes(b, 'allies').has('1205')).toBe(false);
    expect(encircled(b, '1207', 'allies')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { linesFor, supplyNet, supplyPhase } from './supply.js';
import { board } from './testkit.js';

// exercise-1920: the Wierzba is navigable between the 08xx and 09xx columns, rows 01–12; the road and railway
// cross it at 0806/0906 and 0808/0908, which are on both sides' supply nets (roads joined to their bases)
describe('3.5 (rules version 8): a river unit traces its supply along the river', () => {
  it('the net on the Wierzba: 0806, 0808, 0906, 0908 for either side', () => {
    const c = board({});
    for (const side of ['polish', 'opposing'] as const)
      expect([...supplyNet(c, linesFor(c, side))].filter((h) => /^0[89]/.test(h)).sort()).toEqual([
        '0806',
        '0808',
        '0906',
        '0908',
      ]);
  });
  it('3.5: the Polish ship alone on 0801, no HQ on the map, sails its line down the river to 0806: supplied', () => {
    expect(supplyPhase(board({ 'pl-ship': '0801' }))['pl-ship']).toBe(true);
  });
  it('3.5: a Red cavalry regiment on 0904 (strength 3, ZOC on both banks) closes the river: the ship on 0801 is out of supply', () => {
    expect(supplyPhase(board({ 'pl-ship': '0801', 'op-1pk': '0904' }))['pl-ship']).toBe(false);
    // the same regiment below the crossing leaves the line open
    expect(supplyPhase(board({ 'pl-ship': '0801', 'op-1pk': '0910' }))['pl-ship']).toBe(true);
  });
  it('rules version 7: the ship is supplied only through an HQ (AMB-37), so alone on 0801 it is out of supply', () => {
    expect(supplyPhase({ ...board({ 'pl-ship': '0801' }), rulesVersion: 7 })['pl-ship']).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createOwc } from './index.js';
import { PACK } from './pack.js';

/** a club pack (issue 20) whose log names its own units: a scenario's and a campaign-only one (40.1) renamed */
describe("the log of a game on a club pack names the club pack's units", () => {
  const pack = structuredClone(PACK);
  pack.forces.units[0].name = { pl: 'Nasza jednostka', en: 'Our unit' };
  pack.campaign!.units[0].name = { pl: 'Nasz korpus rezerwowy', en: 'Our reserve corps' };
  const m = createOwc(pack);
  const line = (unit: string) => m.describe({ type: 'screen', visibleTo: 'all', data: { unit, hex: '0101' } }, 'en');
  it("C.2: a screening unit of the scenarios, by the club's name", () => {
    expect(line(pack.forces.units[0].id)).toBe('Our unit screens in 0101');
  });
  it("40.1: a unit only the campaign brings in, by the club's name (not its id)", () => {
    expect(line(pack.campaign!.units[0].id)).toBe('Our reserve corps screens in 0101');
  });
});

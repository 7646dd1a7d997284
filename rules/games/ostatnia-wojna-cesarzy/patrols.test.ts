import { describe, expect, it } from 'vitest';
import { boardOf } from './ctx.js';
import { onlyPatrols, patrolPlaces, patrolsInBox, revealWithPatrols } from './patrols.js';
import owc from './index.js';
import { fixtureMap, position, unit, type PosUnit } from './testkit.js';

const map = fixtureMap({ rows: [10, 16], cols: [1, 12], westCols: 6 });
const pos = (units: PosUnit[]) =>
  position({ map, area: null, rules: ['core', 'concealment', 'patrols'], units, phase: 'move', phasing: 'russians' });
const patrol = (id: string, side: 'allies' | 'russians', hex: string): PosUnit => ({
  ...unit(id, side, hex, { size: 'patrol', sp: 0, r: 1, cl: false }),
  concealed: true,
});
const hidden = (u: PosUnit): PosUnit => ({ ...u, concealed: true });

describe('17 patrols', () => {
  it('17.2 (AMB-54): one patrol per concealed unit out of contact, as stacking allows; none in contact or on face-up units', () => {
    const b = boardOf(
      pos([
        hidden(unit('a1', 'allies', '1203')),
        hidden(unit('a2', 'allies', '1203')),
        hidden(unit('a3', 'allies', '1101')),
        unit('a4', 'allies', '1101'),
        unit('a5', 'allies', '1101'),
        unit('a6', 'allies', '1101'),
        unit('a7', 'allies', '1401'),
        hidden(unit('a8', 'allies', '1205')),
        unit('r1', 'russians', '1206'),
      ]),
    );
    expect(Object.fromEntries(patrolPlaces(b, 'allies'))).toEqual({ '1203': 2 }); // 1101 is full (4), 1401 face up, 1205 in contact
  });
  it("17.1: a revealed patrol leaves the map for its box at once; a patrol counts as a counter in the other side's view like any concealed unit", () => {
    const s = pos([
      patrol('al-p1', 'allies', '1203'),
      hidden(unit('a1', 'allies', '1203')),
      unit('r1', 'russians', '1209'),
    ]);
    const seen = owc.view(s, 'russians').board.pieces.filter((p) => p.cell === '1203');
    expect(seen.map((p) => p.label)).toEqual(['?', '?']);
    const r = revealWithPatrols(s, ['al-p1', 'a1']);
    expect(r).toEqual({ revealed: ['a1'], removed: ['al-p1'] });
    expect(s.units['al-p1']).toMatchObject({ where: 'box', hex: null });
    expect(patrolsInBox(s, 'allies')).toEqual(['al-p1']);
  });
  it('17.1 (AMB-22): an attack that finds only patrols', () => {
    const s = pos([patrol('al-p1', 'allies', '1203'), patrol('al-p2', 'allies', '1203'), unit('a1', 'allies', '1205')]);
    expect(onlyPatrols(s, ['al-p1', 'al-p2'])).toBe(true);
    expect(onlyPatrols(s, ['al-p1', 'a1'])).toBe(false);
  });
});

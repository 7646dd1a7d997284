import { describe, expect, it } from 'vitest';
import {
  cardOutcome,
  cavalryAgainstInfantry,
  columnName,
  columnShifts,
  crtColumn,
  crtResult,
  meetingTotal,
  railStrength,
  ratioColumn,
  totalShift,
  type ShiftInput,
} from './combat.js';
import { takeLoss } from './endurance.js';
import { PACK } from './pack.js';

const T = PACK.tables;
const col = (ratio: string, shift: number): string => columnName(T, crtColumn(T, ratio, shift));
const none: ShiftInput = {
  kind: 'combat',
  attackHexes: 1,
  attackerAssault: false,
  defenderAssault: false,
  terrain: 0,
  river: 0,
  entrenched: false,
  fortified: false,
  wire: false,
  attackerHq: 0,
  defenderHq: 0,
  attackerDivisions: 0,
  defenderDivisions: 0,
};

describe('9 combat arithmetic', () => {
  it('2.2 (TC-01, TC-02) 1:1 with +3 → 4:1; with −2 → 1:3', () => {
    expect(col('1:1', 3)).toBe('4:1');
    expect(col('1:1', -2)).toBe('1:3');
  });
  it('2.2 shifts past the end of the table stop at the end column', () => {
    expect(col('1:1', -20)).toBe(T.crt.columns[0]);
    expect(col('9:1', 0)).toBe(T.crt.columns.at(-1));
  });
  it("9.1.9d (TC-03) ratios rounded in the defender's favour", () => {
    expect([
      ratioColumn(7, 3),
      ratioColumn(5, 3),
      ratioColumn(6, 3),
      ratioColumn(3, 7),
      ratioColumn(4, 8),
      ratioColumn(3, 3),
    ]).toEqual(['2:1', '1:1', '2:1', '1:3', '1:2', '1:1']);
  });
  it('9.3.5 the known CRT cell: 4:1, roll 2 = 1/6; an assaulting attacker loses 2', () => {
    const c = crtColumn(T, '4:1', 0);
    expect(crtResult(T, c, 2)).toEqual({ a: 1, d: 6 });
    expect(crtResult(T, c, 2, { attacker: true, defender: false })).toEqual({ a: 2, d: 6 });
  });
  it('9.4.2 (TC-05) 1/6 against 2 attackers and 3 defenders: each attacker loses 1, each defender 6', () => {
    const r = crtResult(T, crtColumn(T, '4:1', 0), 2);
    const attackers = [0, 0].map(() => takeLoss({ face: 'front', loss: 0 }, r.a, true));
    const defenders = [0, 0, 0].map(() => takeLoss({ face: 'front', loss: 0 }, r.d, true));
    expect(attackers.map((u) => u.loss)).toEqual([1, 1]);
    expect(defenders.map((u) => [u.face, u.loss])).toEqual([
      ['back', 2],
      ['back', 2],
      ['back', 2],
    ]);
  });
  it('9.2.1 (TC-06) attack from 4 hexes: +2 → 3:1; 3 hexes +1, 6 hexes +4, 2 hexes 0', () => {
    const s = (n: number): number => totalShift(columnShifts(T, { ...none, attackHexes: n }));
    expect(col('1:1', s(4))).toBe('3:1');
    expect([s(3), s(6), s(2)]).toEqual([1, 4, 0]);
  });
  it('9.2.3 (TC-07) cavalry 3 against infantry counts 2; two cavalry of 3 count 3, not 4', () => {
    expect(cavalryAgainstInfantry([3])).toBe(2);
    expect(cavalryAgainstInfantry([3, 3])).toBe(3);
  });
  it('9.3 the card matrix', () => {
    expect(cardOutcome('defend', 'defend')).toEqual({ kind: 'none' });
    expect(cardOutcome('defend', 'retreat')).toEqual({ kind: 'free-retreat', retreating: ['y'] });
    expect(cardOutcome('retreat', 'retreat')).toEqual({ kind: 'free-retreat', retreating: ['x', 'y'] });
    expect(cardOutcome('defend', 'attack')).toEqual({ kind: 'combat', attacker: 'y', assault: false });
    expect(cardOutcome('assault', 'defend')).toEqual({ kind: 'combat', attacker: 'x', assault: true });
    expect(cardOutcome('retreat', 'assault')).toEqual({ kind: 'retreat-attempt', retreating: 'x' });
    expect(cardOutcome('attack', 'assault')).toEqual({ kind: 'meeting' });
  });
  it('9.3.7, 9.7.2 (TC-09) a meeting engagement in forest on a hill behind entrenchments: no terrain, the attacker +2', () => {
    const s = columnShifts(T, { ...none, kind: 'meeting', terrain: -2, entrenched: true, wire: true, river: -1 });
    expect(s).toEqual([{ rule: '9.3.7', value: 2 }]);
    expect(totalShift(columnShifts(T, { ...none, terrain: -2, entrenched: true }))).toBe(-4);
  });
  it('9.3.7 (TC-10) meeting shifts: ASSAULT v ATTACK +4, ATTACK v ASSAULT 0, both ASSAULT +2 and both losses doubled', () => {
    const m = (a: boolean, d: boolean): number =>
      totalShift(columnShifts(T, { ...none, kind: 'meeting', attackerAssault: a, defenderAssault: d }));
    expect([m(true, false), m(false, true), m(true, true)]).toEqual([4, 0, 2]);
    const stub = { ...T, crt: { columns: ['1:1'], rows: Array.from({ length: 6 }, () => ['2/3']) } };
    expect(crtResult(stub, 0, 1, { attacker: true, defender: true })).toEqual({ a: 4, d: 6 });
  });
  it('9.3.7 (TC-11) who attacks: the Russian with initiative 2 + 3 + 1 = 6 loses to the German 3 + 4 = 7', () => {
    expect(meetingTotal(2, 3, true)).toBe(6);
    expect(meetingTotal(3, 4, false)).toBe(7);
  });
  it('5.3.2 (TC-41) a rail-loaded unit of strength 5 counts 3', () => {
    expect(railStrength(5)).toBe(3);
  });
  it('12.4.4 (TC-50) wire: −1 when every attacker is across it, 0 otherwise', () => {
    expect(totalShift(columnShifts(T, { ...none, wire: true }))).toBe(-1);
    expect(totalShift(columnShifts(T, { ...none, wire: false }))).toBe(0);
  });
  it('13.5, 14.2 (TC-51) attacker •• and a concentrated division: +3 → 4:1; defender • and a division: −2', () => {
    expect(col('1:1', totalShift(columnShifts(T, { ...none, attackerHq: 2, attackerDivisions: 1 })))).toBe('4:1');
    expect(totalShift(columnShifts(T, { ...none, defenderHq: 1, defenderDivisions: 1 }))).toBe(-2);
  });
  it('11.4 / AMB-29 a bombardment takes terrain and the HQ but neither several hexes nor divisions', () => {
    const s = columnShifts(T, {
      ...none,
      kind: 'bombardment',
      attackHexes: 4,
      terrain: -1,
      attackerHq: 1,
      attackerDivisions: 1,
    });
    expect(s).toEqual([
      { rule: '9.7', value: -1 },
      { rule: '13.5', value: 1 },
    ]);
  });
});

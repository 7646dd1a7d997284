import type { Tables } from './schema.js';

/**
 * Rule 9: the card matrix (9.3), strength (9.2), the ratio and its column shifts (9.1.9d–e,
 * 2.2), and the CRT (9.4). Pure arithmetic on numbers the caller gathers from the position.
 */
export const CARDS = ['defend', 'retreat', 'attack', 'assault'] as const;
export type Card = (typeof CARDS)[number];
const aggressive = (c: Card): boolean => c === 'attack' || c === 'assault';

export type Outcome =
  /** 9.3.1 DEFEND v DEFEND: nothing happens */
  | { kind: 'none' }
  /** 9.3.2–9.3.3: the listed sides retreat freely (the initiative player first); nobody pursues */
  | { kind: 'free-retreat'; retreating: ('x' | 'y')[] }
  /** 9.3.4–9.3.5: a normal combat; terrain counts; `assault`: the attacker played ASSAULT */
  | { kind: 'combat'; attacker: 'x' | 'y'; assault: boolean }
  /** 9.3.6: RETREAT against ATTACK or ASSAULT */
  | { kind: 'retreat-attempt'; retreating: 'x' | 'y' }
  /** 9.3.7: ATTACK/ASSAULT against ATTACK/ASSAULT */
  | { kind: 'meeting' };

/** 9.3: the matrix of the two cards, x and y being the two players of one combat. */
export const cardOutcome = (x: Card, y: Card): Outcome => {
  if (x === 'defend' && y === 'defend') return { kind: 'none' };
  if (x === 'retreat' && y === 'retreat') return { kind: 'free-retreat', retreating: ['x', 'y'] };
  if (x === 'retreat' && y === 'defend') return { kind: 'free-retreat', retreating: ['x'] };
  if (y === 'retreat' && x === 'defend') return { kind: 'free-retreat', retreating: ['y'] };
  if (x === 'retreat') return { kind: 'retreat-attempt', retreating: 'x' };
  if (y === 'retreat') return { kind: 'retreat-attempt', retreating: 'y' };
  if (aggressive(x) && aggressive(y)) return { kind: 'meeting' };
  return aggressive(x)
    ? { kind: 'combat', attacker: 'x', assault: x === 'assault' }
    : { kind: 'combat', attacker: 'y', assault: y === 'assault' };
};

/** 9.1.9d: the ratio rounded in the defender's favour: 7:3 → 2:1, 3:7 → 1:3. */
export const ratioColumn = (attack: number, defence: number): string => {
  if (defence <= 0) return `${Math.max(1, attack)}:1`;
  if (attack <= 0) return '0:1';
  return attack >= defence ? `${Math.floor(attack / defence)}:1` : `1:${Math.ceil(defence / attack)}`;
};
const ratioValue = (c: string): number => {
  const [a, d] = c.split(':').map(Number);
  return a / d;
};

/**
 * 2.2 / 9.1.9e–f: the CRT column for a ratio after `shift` columns (right helps the attacker).
 * A ratio past either end of the table starts from the end column; shifts past an end stop there.
 */
export const crtColumn = (t: Tables, ratio: string, shift: number): number => {
  const cols = t.crt.columns;
  const v = ratioValue(ratio);
  let base = 0;
  cols.forEach((c, i) => {
    if (ratioValue(c) <= v) base = i;
  });
  return Math.max(0, Math.min(cols.length - 1, base + shift));
};
export const columnName = (t: Tables, i: number): string => t.crt.columns[i];

/** 9.4: EP lost by each attacking and each defending unit, ASSAULT players' losses doubled (9.3.5, 9.3.7). */
export const crtResult = (
  t: Tables,
  column: number,
  roll: number,
  doubled: { attacker: boolean; defender: boolean } = { attacker: false, defender: false },
): { a: number; d: number } => {
  const [a, d] = t.crt.rows[roll - 1][column].split('/').map(Number);
  return { a: doubled.attacker ? a * 2 : a, d: doubled.defender ? d * 2 : d };
};

/** 9.2.1 (AMB-52): attacking non-artillery units in 3/4/5/6 distinct hexes: +1/+2/+3/+4. */
export const multiHexShift = (hexes: number): number => Math.max(0, hexes - 2);

/** 9.2.3: a side's cavalry against infantry counts half its summed strength, rounded up. */
export const cavalryAgainstInfantry = (cavalryStrengths: readonly number[]): number =>
  Math.ceil(cavalryStrengths.reduce((a, b) => a + b, 0) / 2);

export interface ShiftInput {
  kind: 'combat' | 'meeting' | 'bombardment';
  /** distinct hexes holding attacking non-artillery units */
  attackHexes: number;
  attackerAssault: boolean;
  defenderAssault: boolean;
  /** the defender's terrain, most favourable to it over its hexes (9.7.5), hills added (9.7.3) */
  terrain: number;
  /** river/bridge value when every attacker is across it (9.7.4), else 0 */
  river: number;
  /** entrenchments apply: every attacker across an effective edge, defender played DEFEND (12.1.7–12.1.9) */
  entrenched: boolean;
  /** a fortification in the defender's hex and the defender played DEFEND (12.2.3–12.2.6) */
  fortified: boolean;
  /** every attacker across wire (12.4.4) */
  wire: boolean;
  /** the bullets of the one HQ each side brings (13.5) */
  attackerHq: number;
  defenderHq: number;
  /** concentrated divisions on each side (14.2) */
  attackerDivisions: number;
  defenderDivisions: number;
}
export interface Shift {
  rule: string;
  value: number;
}
/** 4.7.5: every column shift with its rule; the sum moves the column. */
export const columnShifts = (t: Tables, s: ShiftInput): Shift[] => {
  const out: Shift[] = [];
  const add = (rule: string, value: number): void => {
    if (value !== 0) out.push({ rule, value });
  };
  if (s.kind !== 'bombardment') add('9.2.1', multiHexShift(s.attackHexes));
  if (s.kind === 'combat') add('9.3.5', s.attackerAssault ? 2 : 0);
  if (s.kind === 'meeting') {
    add('9.3.7', 2);
    add('9.3.7', s.attackerAssault ? 2 : 0);
    add('9.3.7', s.defenderAssault ? -2 : 0);
  } else {
    // terrain, rivers, entrenchments, forts and wire only when the defender stands (9.3.4, 9.7.2, AMB-27)
    add('9.7', s.terrain);
    add('9.7.4', s.river);
    add('12.1.9', s.entrenched ? t.terrain.entrenchment : 0);
    add('12.2.4', s.fortified ? t.terrain.fortification : 0);
    add('12.4.4', s.wire ? t.terrain.wire.combat : 0);
  }
  add('13.5', s.attackerHq);
  add('13.5', -s.defenderHq);
  if (s.kind !== 'bombardment') {
    add('14.2', s.attackerDivisions);
    add('14.2', -s.defenderDivisions);
  }
  return out;
};
export const totalShift = (shifts: readonly Shift[]): number => shifts.reduce((a, s) => a + s.value, 0);

/** 5.3.2: a rail-loaded unit counts half its strength, rounded up. */
export const railStrength = (str: number): number => Math.ceil(str / 2);

/** 10.1.1 / 9.3.7 the meeting-engagement roll: d6 + the highest non-artillery EFF, +1 for the initiative player; ties re-roll. */
export const meetingTotal = (roll: number, highestEff: number, initiative: boolean): number =>
  roll + highestEff + (initiative ? 1 : 0);

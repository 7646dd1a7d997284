import { describe, expect, it } from 'vitest';
import { defaultDisplacement, overstacked, stackHalvesAt } from './stacking.js';
import { board } from './testkit.js';

describe('ch. 12 stacking', () => {
  it('12.2–3 (TC-13): 3 infantry + 1 armoured car = 3.5, overstacked', () => {
    const c = board({ 'pl-1pp': '0404', 'pl-5pp': '0404', 'pl-6pp': '0404', 'pl-ac': '0404' });
    expect(stackHalvesAt(c, '0404')).toBe(7);
    expect(overstacked(c, '0404')).toBe(true);
  });
  it('12.2–3 (TC-13): 2 infantry + 2 armoured cars = 3; 1 infantry + armoured car, tank and train = 2.5', () => {
    const c = board({
      'op-22ps': '1004',
      'op-23ps': '1004',
      'op-ac1': '1004',
      'op-ac2': '1004',
      'pl-1pp': '0408',
      'pl-ac': '0408',
      'pl-tank': '0408',
      'pl-train': '0408',
    });
    expect(stackHalvesAt(c, '1004')).toBe(6);
    expect(overstacked(c, '1004')).toBe(false);
    expect(stackHalvesAt(c, '0408')).toBe(5);
  });
  it('12.3 (TC-13): cavalry + HQs count the cavalry only', () => {
    const c = board({ 'pl-1pul': '0404', 'pl-8pul': '0404', 'pl-1bj': '0404', 'pl-1dp': '0404' });
    expect(stackHalvesAt(c, '0404')).toBe(4);
  });
  it('12.5 (TC-14): 4 infantry: the opponent moves the weakest 1 hex, away from his own units', () => {
    const c = board({ 'pl-1pp': '0704', 'pl-5pp': '0704', 'pl-6pp': ['0704', 2], 'pl-7pp': '0704', 'op-22ps': '1004' });
    const d = defaultDisplacement(c, '0704', 'opposing');
    expect(d).toHaveLength(1);
    expect(d[0].unit).toBe('pl-6pp'); // strength 2
    expect(c.map.distance('0704', d[0].to)).toBe(1);
    expect(c.map.distance(d[0].to, '1004')).toBe(4); // one farther than 0704's 3
  });
});

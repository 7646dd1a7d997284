import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { Die, DiceRow, dieName } from './Dice.js';

/** the text a vnode tree would print, and its aria labels (no DOM needed: the components are plain functions) */
const texts = (n: unknown): string[] => {
  if (n === null || n === undefined || typeof n === 'boolean') return [];
  if (typeof n === 'string' || typeof n === 'number') return [String(n)];
  if (Array.isArray(n)) return n.flatMap(texts);
  const v = n as VNode<Record<string, unknown>>;
  if (typeof v.type === 'function') return texts((v.type as (p: unknown) => unknown)(v.props));
  const label = typeof v.props?.['aria-label'] === 'string' ? [`[${v.props['aria-label']}]`] : [];
  return [...label, ...texts(v.props?.children)];
};

describe('the page draws a zero-based die (v3)', () => {
  it('a d10 read 0–9 shows its 0 by number and names the die "d10 0–9"', () => {
    expect(dieName(10, true)).toBe('d10 0–9');
    const t = texts(Die({ value: 0, faces: 10, zeroBased: true }));
    expect(t).toContain('[0 (d10 0–9)]');
    expect(t).toContain('0');
    expect(t.join(' ')).toContain('d10 0–9');
  });
  it('a zero-based d6 value is never drawn as pips, a normal d6 still is', () => {
    expect(texts(Die({ value: 3, faces: 6, zeroBased: true }))).toContain('3');
    expect(texts(Die({ value: 3, faces: 6 }))).not.toContain('3');
  });
  it('a row labels each die of a zero-based event', () => {
    expect(texts(DiceRow({ values: [0, 9], faces: [10, 10], zeroBased: true }))[0]).toBe('[0 (d10 0–9), 9 (d10 0–9)]');
  });
});

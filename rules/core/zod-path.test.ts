import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatPath, issueAt } from './zod-path.js';

describe('zod issue paths, one spelling everywhere', () => {
  it('keys joined by dots, indexes in brackets', () => {
    expect(formatPath(['orders', 2, 'path', 3])).toBe('orders[2].path[3]');
    expect(formatPath([0, 'value'])).toBe('[0].value');
    expect(formatPath([])).toBe('');
  });
  it('a prefix is joined the same way', () => {
    expect(formatPath([2, 'value'], 'orders')).toBe('orders[2].value');
    expect(formatPath(['units', 0], 'position')).toBe('position.units[0]');
    expect(formatPath([], 'orders[1]')).toBe('orders[1]');
  });
  it('a real zod issue', () => {
    const r = z
      .object({ orders: z.array(z.object({ type: z.string() })) })
      .safeParse({ orders: [{ type: 'a' }, { type: 7 }] });
    expect(r.success).toBe(false);
    expect(issueAt(r.error!.issues[0]).at).toBe('orders[1].type');
  });
});

/**
 * Server-Timing (functions/api/server-timing.ts): off by default; when on, a submission says where
 * its time went (the one read, the batch schema, the rules, the two writes, the view, the answer's
 * JSON) and a view says its read, view and JSON. `npm run bench -- api` reads these parts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, duelOf, startStack, type Stack } from './helpers/harness.js';

const parts = (header: string | null): Record<string, number> =>
  Object.fromEntries(
    (header ?? '').split(', ').map((p) => {
      const [name, dur] = p.split(';dur=');
      return [name, Number(dur)];
    }),
  );

describe('Server-Timing', () => {
  let timed: Stack, plain: Stack;
  beforeAll(async () => {
    [timed, plain] = await Promise.all([startStack({ serverTiming: true }), startStack()]);
  });
  afterAll(async () => {
    await Promise.all([timed.close(), plain.close()]);
  });
  const players = (stack: Stack) => duelOf(stack, 'timing');

  it('a timed submission names its parts, each a duration in ms', async () => {
    const { red, id } = await players(timed);
    const a = await bid(red, id, 1, 2);
    expect(a.status).toBe(200);
    const p = parts(a.headers.get('server-timing'));
    expect(Object.keys(p).sort()).toEqual(['json', 'read', 'rules', 'rules-view', 'validation', 'view', 'write']);
    for (const ms of Object.values(p)) expect(ms).toBeGreaterThanOrEqual(0);
    // the module's own view is a part of the answer's view (which adds the packing, events and the rest)
    expect(p['rules-view']).toBeLessThanOrEqual(p.view);
    // the view of the version this side's own submission made is remembered: no module view again
    const v = await red.get(`/api/games/${id}`);
    expect(Object.keys(parts(v.headers.get('server-timing'))).sort()).toEqual(['json', 'read', 'view']);
  });

  it('off by default: no header on a submission or a view', async () => {
    const { red, id } = await players(plain);
    const a = await bid(red, id, 1, 2);
    expect(a.status).toBe(200);
    expect(a.headers.get('server-timing')).toBeNull();
    expect((await red.get(`/api/games/${id}`)).headers.get('server-timing')).toBeNull();
  });
});

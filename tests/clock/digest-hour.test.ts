import { describe, expect, it } from 'vitest';
import { stackPerFile } from '../api/helpers/harness.js';
import { mails, player, startDuel, sweeper } from './helpers.js';

const stack = stackPerFile();

const digestTimes = (to: string) => mails(stack, to, 'digest').map((m) => m.at);

describe('the digest hour (PUT /api/me digestHour)', () => {
  it('is 8 by default, takes a whole local hour 0–23, and GET /api/me returns it', async () => {
    stack.clock.set('2026-01-05T12:00:00Z');
    const ann = await player(stack, 'ann');
    expect((await ann.get('/api/me')).body.digestHour).toBe(8);
    const put = await ann.request('PUT', '/api/me', { digestHour: 0 });
    expect([put.status, put.body.digestHour]).toEqual([200, 0]);
    expect((await ann.get('/api/me')).body).toMatchObject({ digestHour: 0, name: 'ann' });
    expect((await ann.get('/api/me')).body.vacationBank).toBeUndefined();
    for (const bad of [24, -1, 7.5, '7']) {
      const r = await ann.request('PUT', '/api/me', { digestHour: bad });
      expect([r.status, r.body.path]).toEqual([400, 'digestHour']);
    }
    expect((await ann.get('/api/me')).body.digestHour).toBe(0);
  });

  it('the digest goes out at that hour on the player clock: 19:00 in New York is 00:00Z, day after day', async () => {
    stack.clock.set('2026-01-12T12:00:00Z');
    const red = await player(stack, 'red');
    const blue = await player(stack, 'blue', {
      timeZone: 'America/New_York',
      digestHour: 19,
      notify: { digest: true },
    });
    expect((await blue.get('/api/me')).body).toMatchObject({ digestHour: 19, timeZone: 'America/New_York' });
    await startDuel(red, blue, { clock: { kind: 'none' } });
    const s = sweeper(stack);
    for (const at of ['2026-01-12T13:00:00Z', '2026-01-12T23:59:00Z']) {
      stack.clock.set(at);
      await s.sweep();
    }
    expect(digestTimes(blue.email)).toEqual([]);
    stack.clock.set('2026-01-13T00:00:00Z');
    await s.sweep();
    await s.sweep();
    expect(digestTimes(blue.email)).toEqual(['2026-01-13T00:00:00.000Z']);
    expect(mails(stack, blue.email, 'digest')[0].subject).toBe('Rozkaz: 1 game awaits you');
    // not at the default 08:00 local (13:00Z) the next day, but at 19:00 again
    stack.clock.set('2026-01-13T13:00:00Z');
    await s.sweep();
    stack.clock.set('2026-01-14T00:00:00Z');
    await s.sweep();
    expect(digestTimes(blue.email)).toEqual(['2026-01-13T00:00:00.000Z', '2026-01-14T00:00:00.000Z']);
  });

  it('a new hour applies from the same day; a digest booked at the old hour moves to a later hour that day, or goes at the old hour when the new one has passed', async () => {
    stack.clock.set('2026-02-02T12:00:00Z'); // 13:00 in Warsaw
    const red = await player(stack, 'red');
    const blue = await player(stack, 'blue', { notify: { digest: true } });
    await startDuel(red, blue, { clock: { kind: 'none' } }); // books tomorrow's 08:00 digest
    expect((await blue.request('PUT', '/api/me', { digestHour: 19 })).status).toBe(200);
    const s = sweeper(stack);
    stack.clock.set('2026-02-02T18:00:00Z'); // 19:00 local: today's digest at the new hour
    await s.sweep();
    expect(digestTimes(blue.email)).toEqual(['2026-02-02T18:00:00.000Z']);
    stack.clock.set('2026-02-03T07:00:00Z'); // 08:00 local: the old hour of tomorrow's booking
    await s.sweep();
    expect(digestTimes(blue.email)).toEqual(['2026-02-02T18:00:00.000Z']);
    stack.clock.set('2026-02-03T18:00:00Z'); // 19:00 local
    await s.sweep();
    expect(digestTimes(blue.email)).toEqual(['2026-02-02T18:00:00.000Z', '2026-02-03T18:00:00.000Z']);
    // now earlier: the digest booked for 19:00 tomorrow still comes then (07:00 will have passed), then 07:00
    stack.clock.set('2026-02-03T20:00:00Z');
    expect((await blue.request('PUT', '/api/me', { digestHour: 7 })).status).toBe(200);
    for (const at of ['2026-02-04T06:00:00Z', '2026-02-04T18:00:00Z', '2026-02-05T06:00:00Z', '2026-02-05T18:00:00Z']) {
      stack.clock.set(at);
      await s.sweep();
    }
    expect(digestTimes(blue.email).slice(1)).toEqual([
      '2026-02-03T18:00:00.000Z',
      '2026-02-04T18:00:00.000Z',
      '2026-02-05T06:00:00.000Z',
    ]);
  });
});

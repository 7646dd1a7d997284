import { describe, expect, it } from 'vitest';
import { presetAsApiChoice } from '../../functions/clock/presets.js';
import { DAY, HOUR, MINUTE } from '../../functions/time/clock.js';
import { bid, game, player, startDuel, sweeper, turnsOf } from '../clock/helpers.js';
import { Browser, stackPerFile } from './helpers/harness.js';

const stack = stackPerFile();

const create = (b: Browser, clock: unknown) =>
  b.post('/api/games', { game: 'duel', scenario: 'first-to-3', seat: 'red', opponent: { open: true }, clock });

describe('clock presets at creation', () => {
  it('GET /api/catalog offers the presets with names and terms in Polish and English, and the custom limits', async () => {
    const { clocks } = (await new Browser(stack).get('/api/catalog')).body;
    expect(clocks.presets.map((p: any) => p.id)).toEqual(['daily', 'standard', 'relaxed', 'none']);
    const standard = clocks.presets.find((p: any) => p.id === 'standard');
    expect(standard).toEqual({
      id: 'standard',
      name: { pl: 'Standardowy', en: 'Standard' },
      terms: { pl: '3 dni + 12 godz. za ruch, najwyżej 5 dni', en: '3 days + 12 h per move, at most 5 days' },
      choice: { preset: 'standard' },
      settings: { kind: 'fischer', initialMs: 3 * DAY, incrementMs: 12 * HOUR, capMs: 5 * DAY, vacation: true },
    });
    expect(clocks.presets.find((p: any) => p.id === 'none').terms.en).toBe('no clock: 21 days per move');
    expect(clocks.custom).toMatchObject({
      id: 'custom',
      choice: { preset: 'custom' },
      limits: { capHours: { max: 2160 } },
    });
    expect(clocks.noVacation.pl).toMatch(/^bez urlopów/);
  });

  it('each offered preset creates a game with exactly that clock; the first move gets its starting time', async () => {
    const red = await player(stack, 'red');
    const { clocks } = (await red.get('/api/catalog')).body;
    for (const p of clocks.presets) {
      const blue = await player(stack, 'blue');
      const created = await create(red, p.choice);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.clock.config).toEqual(p.settings);
      const joined = await blue.post(`/api/games/${created.body.id}/join`, {});
      const start = p.settings.kind === 'fischer' ? p.settings.initialMs : p.settings.perMoveMs;
      expect(joined.body.deadline.at).toBe(new Date(stack.clock.now().getTime() + start).toISOString());
    }
    // the older spelling of a preset (presetAsApiChoice) gives the same clock
    const relaxed = await create(red, presetAsApiChoice('relaxed'));
    expect(relaxed.body.clock.config).toEqual({
      kind: 'fischer',
      initialMs: 3 * DAY,
      incrementMs: 36 * HOUR,
      capMs: 10 * DAY,
      vacation: true,
    });
  });

  it('a custom Fischer clock in hours; bad clocks are refused with the path', async () => {
    const red = await player(stack, 'red');
    const custom = await create(red, { preset: 'custom', initialHours: 48, incrementHours: 6, capHours: 96 });
    expect(custom.body.clock.config).toEqual({
      kind: 'fischer',
      initialMs: 48 * HOUR,
      incrementMs: 6 * HOUR,
      capMs: 96 * HOUR,
      vacation: true,
    });
    for (const bad of [
      { preset: 'custom', initialHours: 48, incrementHours: 6, capHours: 24 },
      { preset: 'blitz' },
      { preset: 'daily', extra: 1 },
      { preset: 'daily', vacation: 'no' },
      { kind: 'none', vacation: 0 },
    ]) {
      const r = await create(red, bad);
      expect([r.status, String(r.body.path).split('.')[0]], JSON.stringify(bad)).toEqual([400, 'clock']);
    }
  });
});

describe('the per-game "no vacation" option (clock.vacation: false)', () => {
  it('is stored with the clock; an explicit vacation pauses the other games but not this one', async () => {
    const red = await player(stack, 'red'),
      blue = await player(stack, 'blue');
    const strict = await startDuel(red, blue, { clock: { preset: 'daily', vacation: false } });
    const relaxed = await startDuel(red, blue, { clock: { preset: 'daily' } });
    expect((await game(red, strict)).clock.config).toEqual({
      kind: 'fischer',
      initialMs: DAY,
      incrementMs: 4 * HOUR,
      capMs: 3 * DAY,
      vacation: false,
    });
    for (const id of [strict, relaxed]) expect((await bid(blue, id, 1, 1)).status).toBe(200);
    stack.clock.advance(2 * HOUR);
    const on = await red.post('/api/me/vacation', { on: true });
    expect(on.status).toBe(200);
    expect(on.body.games).toEqual([relaxed]);
    expect((await game(red, relaxed)).clock.sides.red).toMatchObject({ running: false, remainingMs: 22 * HOUR });
    const s = (await game(red, strict)).clock.sides.red;
    expect(s).toMatchObject({ running: true, away: null, remainingMs: 22 * HOUR });
    expect((await turnsOf(stack, strict)).map((t) => t.kind)).toEqual(['join', 'orders']);
    expect((await red.post('/api/me/vacation', { on: false })).body.games).toEqual([relaxed]);
  });

  it('a game that starts while a player is away keeps that player on the clock', async () => {
    const red = await player(stack, 'red'),
      blue = await player(stack, 'blue');
    expect((await blue.post('/api/me/vacation', { on: true })).status).toBe(200);
    const strict = await startDuel(red, blue, { clock: { preset: 'standard', vacation: false } });
    const relaxed = await startDuel(red, blue, { clock: { preset: 'standard' } });
    expect((await turnsOf(stack, strict)).map((t) => t.kind)).toEqual(['join']);
    expect((await game(blue, strict)).clock.sides.blue).toMatchObject({ running: true, away: null });
    expect((await turnsOf(stack, relaxed)).map((t) => t.kind)).toEqual(['join', 'vacation']);
    expect((await game(blue, relaxed)).clock.sides.blue).toMatchObject({ running: false });
    expect((await blue.post('/api/me/vacation', { on: false })).body.games).toEqual([relaxed]);
  });

  it('when the time runs out the sweeper times the game out instead of drawing on the vacation bank', async () => {
    const red = await player(stack, 'red'),
      blue = await player(stack, 'blue');
    const t0 = stack.clock.now().getTime();
    const strict = await startDuel(red, blue, {
      clock: { kind: 'fischer', initialHours: 24, incrementHours: 4, capHours: 72, vacation: false },
    });
    const relaxed = await startDuel(red, blue, {
      clock: { kind: 'fischer', initialHours: 24, incrementHours: 4, capHours: 72 },
    });
    for (const id of [strict, relaxed]) expect((await bid(blue, id, 1, 1)).status).toBe(200);
    stack.clock.set(t0 + DAY + MINUTE);
    await sweeper(stack).sweep();
    expect((await turnsOf(stack, strict)).at(-1)).toMatchObject({ kind: 'timeout', side: 'red' });
    expect((await turnsOf(stack, relaxed)).at(-1)).toMatchObject({
      kind: 'vacation',
      side: 'red',
      data: { on: true, auto: true },
    });
    expect((await red.get('/api/me/vacation')).body).toMatchObject({ onVacation: true, auto: true });
    // blue may claim the win in the strict game only
    expect((await blue.post(`/api/games/${strict}/claim`)).status).toBe(200);
    expect((await game(blue, strict)).result).toMatchObject({ winner: 'blue' });
    expect((await blue.post(`/api/games/${relaxed}/claim`)).status).toBe(409);
  });
});

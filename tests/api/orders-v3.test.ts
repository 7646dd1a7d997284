/**
 * The v3 contract through the real HTTP stack (dynalite, two signed-in players, the Duel fixture):
 * a halted batch answers 200 with the rest handed back and the turn records only the applied prefix;
 * a sealed bid is replaced by bidding again and never reaches the other side; a private policy stays
 * private.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../functions/play/run-turn.js';
import { catalogOf } from '../../functions/play/catalog.js';
import { duelV3, sealToken, policyToken } from '../fixture/duel.js';
import { bid, Browser, key, startDuel, startStack, type Stack } from './helpers/harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ log: () => {}, games: catalogOf([duelV3]) });
});
afterAll(() => stack.close());

/** a player whose every answer is kept, to look for the other side's secrets afterwards */
class Player extends Browser {
  readonly seen: string[] = [];
  override async request<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
    const a = await super.request<T>(method, path, body, headers);
    this.seen.push(JSON.stringify(a.body));
    return a;
  }
}
const players = async (tag: string, options?: Record<string, unknown>) => {
  const red = new Player(stack),
    blue = new Player(stack);
  await red.signIn(`${tag}-red@example.org`);
  await blue.signIn(`${tag}-blue@example.org`);
  return { red, blue, id: await startDuel(red, blue, options ? { options } : {}) };
};
const stored = async (id: string) => (await stack.server.svc.games.load(id))!;
const post = (p: Browser, id: string, expectedVersion: number, orders: unknown[]) =>
  p.post(`/api/games/${id}/orders`, { expectedVersion, idempotencyKey: key(), batch: { orders } });

describe('halts (v3): a legal batch that reaches an interrupt', () => {
  it('3: asked with Prefer: return=minimal, the answer still carries the halt and the rest (no view)', async () => {
    const { red, blue, id } = await players('halt-minimal');
    expect((await bid(red, id, 1, 2)).status).toBe(200);
    const rest = [{ type: 'bid', value: 1 }];
    const a = await blue.request(
      'POST',
      `/api/games/${id}/orders`,
      { expectedVersion: 2, idempotencyKey: key(), batch: { orders: [{ type: 'bid', value: 3 }, ...rest] } },
      { prefer: 'return=minimal' },
    );
    expect(a.status).toBe(200);
    expect(a.headers.get('preference-applied')).toBe('return=minimal');
    expect(a.body.game).toBeUndefined();
    expect(a.body.halted).toMatchObject({ at: 1, rule: '3', rest });
    expect(a.body.events.map((e: { type: string }) => e.type)).toEqual(['bid-made', 'round']);
  });

  it('3: 200 with halted {at, reason, rest}; the turn holds only the applied prefix; replay equals the stored game', async () => {
    const { red, blue, id } = await players('halt');
    expect((await bid(red, id, 1, 2)).status).toBe(200);
    const rest = [
      { type: 'standing', key: 'auto-regroup', value: 'never' },
      { type: 'bid', value: 1 },
    ];
    const a = await post(blue, id, 2, [{ type: 'bid', value: 3 }, ...rest]);
    expect(a.status).toBe(200);
    expect(a.body.halted).toMatchObject({ at: 1, rule: '3', reason: { en: expect.stringMatching(/resolved/) }, rest });
    expect(a.body.events.map((e: { type: string }) => e.type)).toEqual(['bid-made', 'round']);
    const turns = await stack.server.svc.games.turns(id);
    const last = turns.at(-1)!;
    expect(last.batch).toEqual({ orders: [{ type: 'bid', value: 3 }] });
    expect(last.halted).toMatchObject({ at: 1 });
    const g = await stored(id);
    expect(g.record.state).toMatchObject({ round: 2, standing: { blue: 'ask' } }); // the rest was not applied
    expect(replay(g.record.setup, turns, g.module, g.seed)).toEqual(g.record);
    // a retry with the same key is answered from the turn, with the same halt and rest
    const k = key();
    const h = await red.get(`/api/games/${id}`);
    if (h.body.status.phase === 'bid') {
      const body = {
        expectedVersion: h.body.version,
        idempotencyKey: k,
        batch: { orders: [{ type: 'bid', value: 1 }] },
      };
      expect((await red.post(`/api/games/${id}/orders`, body)).body.halted).toBeUndefined();
    }
  });
});

describe('sealed simultaneous parts (v3)', () => {
  it('3: red replaces its sealed bid before blue bids; blue never sees either; the replaced bid counts', async () => {
    const { red, blue, id } = await players('sealed', { replace: true });
    expect((await bid(red, id, 1, 1)).status).toBe(200);
    const again = await bid(red, id, 2, 3);
    expect(again.status).toBe(200);
    expect(again.body.events.map((e: { type: string }) => e.type)).toEqual(['bid-replaced']);
    expect(again.body.game.status).toMatchObject({ waitingFor: ['blue'], replaceable: ['red'] });
    const b = await bid(blue, id, 3, 1);
    expect(b.status).toBe(200);
    expect(b.body.events.find((e: { type: string }) => e.type === 'round').data.bids).toEqual({ red: 3, blue: 1 });
    // a side that is neither awaited nor holding a replaceable part is still refused
    const g = (await red.get(`/api/games/${id}`)).body;
    if (g.status.phase === 'regroup') {
      const idle = g.status.waitingFor.includes('red') ? blue : red;
      expect((await bid(idle, id, g.version, 2)).status).toBe(409);
    }
    await red.get(`/api/games/${id}/log`);
    await blue.get(`/api/games/${id}/log`);
    for (const t of [sealToken('red', 1, 1), sealToken('red', 1, 3)]) {
      expect(
        blue.seen.some((s) => s.includes(t)),
        `blue saw ${t}`,
      ).toBe(false);
      expect(
        red.seen.some((s) => s.includes(t)),
        `red never saw ${t}`,
      ).toBe(true);
    }
  });

  it('4: a private policy set by blue never reaches red', async () => {
    const { red, blue, id } = await players('policy');
    const set = await post(blue, id, 1, [{ type: 'standing', key: 'auto-regroup', value: 'never' }]);
    expect(set.status).toBe(200);
    expect(set.body.game.view.options.standing[0]).toMatchObject({ policy: true, current: 'never' });
    await red.get(`/api/games/${id}`);
    await red.get(`/api/games/${id}/log`);
    expect(red.seen.some((s) => s.includes(policyToken('blue', 'never')))).toBe(false);
    expect(blue.seen.some((s) => s.includes(policyToken('blue', 'never')))).toBe(true);
  });
});

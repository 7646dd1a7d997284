/** Random play through the API: a seeded generator, the view's open choices, one random order submitted. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { awaitedPlayer, type Player } from './players.js';

/** A small seeded generator (an LCG): a failing run replays the same random orders. */
export const rng = (seed: number) => () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;

/** The view's choices that can be submitted: an order, or targets that carry one. */
export const openChoices = (g: any): any[] =>
  g.view.options.choices.filter((c: any) => c.order !== undefined || c.targets?.length);

/**
 * Up to 12 random picks from `pool` (a choice's order, or one of its targets' orders), each submitted
 * alone at the view's version until one is accepted: whether one was. Only a rule's refusal (422) may
 * come back.
 */
export const submitRandomOrder = async (me: Player, id: string, g: any, pool: any[], rand: () => number) => {
  const send = async (order: unknown) => {
    const r = await me.api.post(`/api/games/${id}/orders`, {
      expectedVersion: g.version,
      idempotencyKey: randomUUID(),
      batch: { orders: [order] },
    });
    if (r.status !== 200) expect(r.status, JSON.stringify(r.body)).toBe(422);
    return r.status === 200;
  };
  for (let attempt = 0; attempt < 12; attempt++) {
    const c = pool[Math.floor(rand() * pool.length)];
    if (await send(c.targets?.length ? c.targets[Math.floor(rand() * c.targets.length)].order : c.order)) return true;
  }
  // twelve refusals in a row (a phase where most single orders leave an obligation unmet): each choice once, in order
  for (const c of pool) if (await send(c.targets?.length ? c.targets[0].order : c.order)) return true;
  return false;
};

/**
 * Random legal single orders through the API, each by the awaited player, until that player's view
 * passes `until` (within `limit` submissions, else the test fails naming `what`): that view and player.
 * `pool` narrows the view's open choices a pick is drawn from (all of them by default).
 */
export const playUntil = async (
  players: Player[],
  id: string,
  rand: () => number,
  until: (g: any) => boolean,
  what: string,
  limit: number,
  pool: (open: any[]) => any[] = (open) => open,
): Promise<{ g: any; me: Player }> => {
  for (let n = 0; ; n++) {
    expect(n, `${what} within ${limit} submissions`).toBeLessThan(limit);
    const { g, me } = await awaitedPlayer(players, id);
    if (until(g)) return { g, me };
    expect(await submitRandomOrder(me, id, g, pool(openChoices(g)), rand), 'a legal single order').toBe(true);
  }
};

/** What the Manoeuvre browser tests share: the Guard's position and orders sent through the API. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { apiOf, Player } from './players.js';
import { playUntil, rng } from './random-orders.js';

type Api = ReturnType<typeof apiOf>;

/** one batch of `orders` by the player of `api`, at the game's current version; it must be accepted */
export const send = async (api: Api, id: string, orders: unknown[]) => {
  const g = await api.get(`/api/games/${id}`);
  const r = await api.post(`/api/games/${id}/orders`, {
    expectedVersion: g.version,
    idempotencyKey: randomUUID(),
    batch: { orders },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};

/** the Guard on d3 two squares south of the 42nd on d5; the rest on their back ranks; Blue to play */
export const guardPosition = (phase: 'discard' | 'movement') => {
  const rank = (r: string) => [...'abcdefgh'].map((f) => f + r);
  const frUnits = ['fr.4e', 'fr.18e', 'fr.legere', 'fr.artillerie', 'fr.cuirassiers', 'fr.hussards', 'fr.chasseurs'];
  const gbUnits = ['gb.coldstream', 'gb.27th', 'gb.95th', 'gb.rha', 'gb.kgl', 'gb.greys', 'gb.10th'];
  return {
    armies: { blue: 'fr', red: 'gb' },
    first: 'blue',
    edges: { blue: 'S', red: 'N' },
    phase,
    units: [
      { unit: 'fr.garde', square: 'd3' },
      { unit: 'gb.42nd', square: 'd5' },
      ...frUnits.map((unit, i) => ({ unit, square: rank('1')[i] })),
      ...gbUnits.map((unit, i) => ({ unit, square: rank('8')[i] })),
    ],
    // fr-01: the Guard's A 2d8; the 4e's cards cannot join this Assault; the 42nd holds D 3, 2, 4
    hands: { blue: ['fr-01', 'fr-06', 'fr-07', 'fr-08'], red: ['gb-06', 'gb-07', 'gb-09'] },
    decks: {
      blue: ['fr-11', 'fr-12', 'fr-13', 'fr-14', 'fr-16', 'fr-17'],
      red: ['gb-11', 'gb-12', 'gb-13', 'gb-14', 'gb-16', 'gb-17'],
    },
  };
};

/**
 * Random legal single orders through the API until the awaited side must make its basic move with two
 * units able to, and no Supply card (its Supply move would keep the second unit selectable): that
 * player, the game as they see it, the two units' move choices and the cells they stand on.
 */
export const twoUnitsToMove = async (players: Player[], id: string, seed: number) => {
  const { g, me } = await playUntil(
    players,
    id,
    rng(seed),
    (g) => {
      const choices = g.view.options.choices;
      return (
        choices.filter((c: any) => c.id.startsWith('move-')).length >= 2 &&
        !choices.some((c: any) => c.id.startsWith('supply-'))
      );
    },
    'a movement phase',
    400,
  );
  const [ma, mb] = g.view.options.choices.filter((c: any) => c.id.startsWith('move-'));
  const cellOf = (piece: string) => g.view.board.pieces.find((p: any) => p.id === piece).cell;
  return { g, me, ma, mb, cellA: cellOf(ma.piece) as string, cellB: cellOf(mb.piece) as string };
};

import type { GameSetup } from '../../../functions/play/types.js';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { clockConfig } from '../../../functions/clock/game-clock.js';
import { toItem } from '../../../functions/store/codec.js';
import type { Db } from '../../../functions/store/db.js';
import { keys } from '../../../functions/store/keys.js';

/** A duel set up by `red`, with blue's seat open (or invited). */
export const duelSetup = (id: string, over: Partial<GameSetup> = {}): GameSetup => ({
  id,
  game: 'duel',
  scenario: 'first-to-3',
  options: {},
  createdAt: '2026-01-05T12:00:00.000Z',
  createdBy: 'u-red',
  seats: { red: { userId: 'u-red', name: 'Red' }, blue: null },
  invite: null,
  clock: clockConfig({ kind: 'fischer', initialHours: 72, incrementHours: 24, capHours: 240 }),
  ...over,
});

/** The snapshot item of game `id` at version `v` as stored (undefined: none), read consistently. */
export const storedSnapshot = async (db: Db, id: string, v: number) =>
  (
    await db.client.send(
      new GetItemCommand({ TableName: db.table, Key: toItem(keys.snapshot(id, v)), ConsistentRead: true }),
    )
  ).Item;

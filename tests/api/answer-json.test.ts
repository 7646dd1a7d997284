/**
 * Answers about a game are written without serialising a view twice (functions/play/present.ts
 * `gameJson`, functions/store/game-items.ts `storedGameOf`): the text is byte for byte what
 * `JSON.stringify` made before, for every catalog game, whether the view's JSON is made now or
 * remembered; a game item read again is parsed again only when its text changed, and one this
 * process has just written is not parsed at all.
 */
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { defaultCatalog } from '../../functions/play/catalog.js';
import { gameJson, presentGame } from '../../functions/play/present.js';
import { genesis, runTurn } from '../../functions/play/run-turn.js';
import type { GameRecord } from '../../functions/play/types.js';
import { toItem } from '../../functions/store/codec.js';
import { storedGameOf } from '../../functions/store/game-items.js';
import { keys } from '../../functions/store/keys.js';
import { scenarioSides } from '../../rules/core/contract.js';
import { SeededDice } from '../../rules/core/dice.js';
import { duelSetup } from './helpers/games.js';
import { bid, duelOf, stackPerFile } from './helpers/harness.js';

const SEED = 'ab'.repeat(32);
const ctx = { publicUrl: 'https://rozkaz.example', now: new Date('2026-01-06T12:00:00.000Z') };

/** a game of `id` a few random batches in, every seat taken */
const played = async (id: string, batches: number): Promise<GameRecord[]> => {
  const module = (await defaultCatalog.get(id))!;
  const scenario = module.scenarios[0].id;
  const sides = scenarioSides(module, scenario);
  const seats = Object.fromEntries(sides.map((s) => [s, { userId: `u-${s}`, name: s }]));
  let record = genesis(duelSetup(`json-${id}`, { game: id, scenario, seats }), module, SEED);
  const out = [record];
  const dice = new SeededDice(5);
  for (let n = 0; n < batches && record.lifecycle === 'active' && record.status.waitingFor.length; n++) {
    const side = record.status.waitingFor[0];
    const batch = module.randomBatch(record.state, side, dice);
    const r = runTurn(record, { kind: 'orders', side, batch, at: ctx.now.toISOString() }, module, SEED);
    if (!r.ok) break;
    out.push((record = r.record));
  }
  return out;
};

describe('the JSON of a game answer', () => {
  it.each(defaultCatalog.ids())(
    '%s: gameJson writes what JSON.stringify writes, the view made or remembered',
    async (id) => {
      const module = (await defaultCatalog.get(id))!;
      const records = await played(id, 12);
      expect(records.length).toBeGreaterThan(2);
      for (const record of records)
        for (const side of [...Object.keys(record.seats), null]) {
          const shown = presentGame(module, record, side, ctx);
          const first = gameJson(shown);
          expect(first).toBe(JSON.stringify(shown));
          // the same version again: the view is the remembered one, and so is its JSON
          const again = presentGame(module, record, side, ctx);
          expect(again.view).toBe(shown.view);
          expect(gameJson(again)).toBe(first);
        }
    },
  );
});

describe('a game item read again', () => {
  const item = (record: GameRecord, state: unknown = record.state) =>
    toItem({
      ...keys.game(record.setup.id),
      version: record.version,
      record: JSON.stringify({ ...record, state: undefined }),
      state: JSON.stringify(state),
      seed: SEED,
    });

  it('the same text: the record parsed the first time; changed text: parsed again', async () => {
    const [v0, v1] = await played('manoeuvre', 1);
    const first = storedGameOf<GameRecord>(item(v0));
    expect(first.record.version).toBe(0);
    expect(first.record.state).toEqual(v0.state);
    expect(storedGameOf<GameRecord>(item(v0))).toBe(first);
    // the game moved on: the new text is parsed
    const next = storedGameOf<GameRecord>(item(v1));
    expect(next).not.toBe(first);
    expect(next.record.version).toBe(1);
    expect(next.record.state).toEqual(v1.state);
    // the same version with a different state (a repair) is parsed too, never taken for the one before
    const repaired = storedGameOf<GameRecord>(item(v1, { ...(v1.state as object), mended: true }));
    expect(repaired).not.toBe(next);
    expect(repaired.record.state).toMatchObject({ mended: true });
  });
});

describe('a game item written by this process', () => {
  // no in-process notifier: its read of each new turn would parse the item before the test does
  const stack = stackPerFile({ hooks: false });

  it('is read back as the record the write remembered, equal to what parsing its text gives', async () => {
    const { red, blue, id } = await duelOf(stack, 'remembered');
    const db = stack.server.svc.deps.db;
    const readItem = async () =>
      (
        await db.client.send(
          new GetItemCommand({ TableName: db.table, Key: toItem(keys.game(id)), ConsistentRead: true }),
        )
      ).Item!;
    let version = (await red.get(`/api/games/${id}`)).body.version as number;
    for (const [b, value] of [
      [red, 2],
      [blue, 1],
    ] as const) {
      const r = await bid(b, id, version, value);
      expect(r.status).toBe(200);
      version = r.body.version;
      const item = await readItem();
      // nothing is parsed: the record is the one the writer kept, and it is what the text says
      const parse = vi.spyOn(JSON, 'parse');
      const got = storedGameOf<GameRecord>(item);
      expect(parse).not.toHaveBeenCalled();
      parse.mockRestore();
      expect(got.record.version).toBe(version);
      expect(JSON.parse(JSON.stringify(got.record))).toEqual({
        ...JSON.parse(item.record.S!),
        state: JSON.parse(item.state.S!),
      });
      expect(got.seed).toBe(item.seed.S);
    }
    // a text this process did not write (another instance's update) is parsed afresh
    const item = await readItem();
    const changed = { ...item, state: { S: JSON.stringify({ ...JSON.parse(item.state.S!), other: true }) } };
    const other = storedGameOf<GameRecord>(changed);
    expect(other.record.state).toMatchObject({ other: true });
  });
});

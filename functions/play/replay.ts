/**
 * Replay: a game at any earlier version, from the nearest snapshot and the turns after it, and the
 * snapshots written on the way (a cache derivable from setup + log; docs/platform/storage.md, "Snapshots").
 * `GameStore.replayAt` and the repairs of `GameStore` call this; nothing else writes a snapshot.
 */
import { rulesVersionOf, type GameModule } from '../../rules/core/contract.js';
import type { Snapshots } from '../store/snapshots.js';
import type { LoadedGame } from './games.js';
import { genesis, inputOf, ReplayMismatch, replayFrom, rulesStamp, runTurn } from './run-turn.js';
import type { GameRecord, TurnRecord } from './types.js';

/** what replay reads and writes through: the game store's snapshots and log */
export interface ReplayDeps {
  snapshots: Snapshots<GameRecord>;
  turns(gameId: string, from: number, to: number): Promise<TurnRecord[]>;
  log?: (message: string, error?: unknown) => void;
}

/**
 * A record whose state an older rules version wrote, in this module's shape: the module's `migrate`
 * from the version that wrote it. Behaviour is not touched (the game's own version is in its state).
 */
export const upgradeRecord = (record: GameRecord, module: GameModule<any, any>): GameRecord => {
  const from = record.stateRules?.version ?? 1;
  if (from >= rulesVersionOf(module) || !module.migrate) return record;
  return { ...record, state: module.migrate(record.state, from), stateRules: rulesStamp(module) };
};

/**
 * Version `n` of a loaded game, exactly as replaying setup + log gives it, but re-running only
 * the turns after the nearest snapshot. A snapshot that is missing, damaged or does not lead
 * into the log is passed over (replay starts at setup) and written again on the way.
 */
export const replayAt = async (d: ReplayDeps, game: LoadedGame, n: number): Promise<GameRecord> => {
  const id = game.record.setup.id;
  if (!Number.isInteger(n) || n < 0 || n > game.record.version) throw new RangeError(`game ${id} has no version ${n}`);
  if (n === game.record.version) return game.record;
  const slot = d.snapshots.slot(n);
  // the usual case costs two reads in parallel: the snapshot at the slot, and the turns after it
  const [snap, tail] = await Promise.all([
    slot > 0 ? d.snapshots.nearest(id, n, game.record.dice.seedHash) : Promise.resolve({ found: 'none' as const }),
    d.turns(id, slot + 1, n),
  ]);
  const fromSetup = () => genesis(game.record.setup, game.module, game.seed);
  // snapshots re-written on the way: from the one found wanting (or the first, when none was found)
  let mendFrom = snap.found === 'damaged' ? snap.version : 1;
  const passed: GameRecord[] = [];
  const keep = (r: GameRecord) => {
    if (d.snapshots.due(r.version) && r.version >= mendFrom) passed.push(r);
  };
  if (snap.found === 'damaged') d.log?.(`snapshot ${snap.version} of game ${id} ignored: ${snap.why}`);
  const base = snap.found === 'ok' ? upgradeRecord(snap.record, game.module) : fromSetup();
  const gap = base.version < slot ? await d.turns(id, base.version + 1, slot) : [];
  let record: GameRecord;
  try {
    record = replayFrom(base, [...gap, ...tail], game.module, game.seed, n, keep);
  } catch (e) {
    // a game whose log no longer reproduces under the current rules replays from its snapshots
    if (e instanceof ReplayMismatch && game.record.diverged) return replayDiverged(d, game, n);
    if (!(e instanceof ReplayMismatch) || base.version === 0) throw e;
    d.log?.(
      `snapshot ${base.version} of game ${id} ignored: it does not lead into the log (${e.message}); replaying from setup`,
    );
    passed.length = 0;
    mendFrom = base.version;
    const head = await d.turns(id, 1, slot);
    record = replayFrom(fromSetup(), [...head, ...tail], game.module, game.seed, n, keep);
  }
  await putDueSnapshots(d, passed);
  return record;
};

/**
 * Version `n` of a flagged game (its log no longer reproduces under the current rules): the
 * nearest snapshot at or below n that the current code reads, and the turns after it re-run as far
 * as they still apply (a turn the rules now refuse ends the replay there: the answer says which
 * version it shows). Nothing is written: these records are not what setup + log give today.
 */
const replayDiverged = async (d: ReplayDeps, game: LoadedGame, n: number): Promise<GameRecord> => {
  const id = game.record.setup.id;
  const snap = await d.snapshots.nearest(id, n, game.record.dice.seedHash);
  let record =
    snap.found === 'ok' ? upgradeRecord(snap.record, game.module) : genesis(game.record.setup, game.module, game.seed);
  for (const turn of await d.turns(id, record.version + 1, n)) {
    const r = runTurn(record, inputOf(turn), game.module, game.seed);
    if (!r.ok) break;
    record = r.record;
  }
  return record;
};

/** The records among `records` due a snapshot, written. Best effort: one not written is only a longer replay later. */
export const putDueSnapshots = async (d: ReplayDeps, records: GameRecord[]): Promise<void> => {
  const due = records.filter((r) => d.snapshots.due(r.version));
  if (!due.length) return;
  try {
    await Promise.all(due.map((r) => d.snapshots.put(r)));
  } catch (e) {
    d.log?.(`snapshot of game ${due[0].setup.id} not written`, e);
  }
};

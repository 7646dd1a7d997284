/**
 * Games as the platform sees them: the one loader (load-and-repair) and the one committer of a
 * turn, over the persistence of functions/store/game-items.ts.
 *
 * Every change is a turn, written log first: (1) put TURN#<v+1> if it does not exist — only one
 * writer can claim the number; (2) update STATE if its version is still v. A process dying between
 * the two leaves the log ahead of the state; `load` — the one way every reader gets a game —
 * re-runs such turns (the rules are deterministic) and writes the state it should have had.
 * Deciding a turn and retrying a lost race is `commitTurn` (./turns.ts).
 */
import type { GameModule } from '../../rules/core/contract.js';
import type { GameCatalog } from './catalog.js';
import { PinnedPacks } from './packs.js';
import type { PackBlobs } from '../store/pack-blobs.js';
import { genesis, invitesOf, replayFrom, rulesStamp, runTurn, type RunResult } from './run-turn.js';
import { putDueSnapshots, replayAt, upgradeRecord, type ReplayDeps } from './replay.js';
import type { Divergence, GameRecord, GameSetup, TurnInput, TurnRecord } from './types.js';
import type { Db } from '../store/db.js';
import { GameItems, type StoredGame, type TurnPage as StoredTurnPage } from '../store/game-items.js';
import { QUEUE } from '../store/keys.js';
import type { Membership } from '../store/records.js';
import { SNAPSHOT_EVERY, Snapshots } from '../store/snapshots.js';
import { addTiming, timed, type Timings } from '../timings.js';

export type { Membership } from '../store/records.js';
export { queueKeys } from '../store/game-items.js';

/** DynamoDB's item limit is 400 KB; the state stays under this so the rest of the item fits. */
export const MAX_STATE_BYTES = 350_000;

export interface LoadedGame {
  record: GameRecord;
  seed: string;
  module: GameModule<any, any>;
}

/** Test-only hooks to simulate a crash at the worst moment. */
export interface StoreFaults {
  /** runs after the turn is in the log and before the game item is updated; throw to "crash" */
  afterTurnPut?: (turn: TurnRecord) => void | Promise<void>;
}

export type CommitOutcome =
  | { ok: true; game: LoadedGame; turn: TurnRecord }
  | Extract<RunResult, { ok: false }>
  /** another writer claimed the turn number first */
  | { ok: false; refusedBy: 'race' };

export interface GameStoreOptions {
  faults?: StoreFaults;
  /** called with committed turns (including repaired ones), e.g. the local notifier; errors are logged, not thrown */
  afterCommit?: (turns: TurnRecord[]) => Promise<void>;
  log?: (message: string, error?: unknown) => void;
  /** a snapshot every this many versions (default SNAPSHOT_EVERY); 0: none, replay always starts at setup */
  snapshotEvery?: number;
  /** where club packs' content is kept (store/pack-blobs.ts); default: the environment's, on first use */
  packBlobs?: PackBlobs;
}

export type TurnPage = StoredTurnPage<TurnRecord>;

/**
 * CPU work a committer does while the game update is on the wire (a submission builds its answer's
 * view): called once the turn's put has succeeded, so the version is this turn's whatever becomes
 * of the update (a reader that repairs meanwhile writes the same state). Synchronous; what it throws
 * is dropped (the caller does the work again once the commit is back).
 */
export type WhileUpdating = (game: LoadedGame, turn: TurnRecord) => void;

const byteLength = (s: string): number => Buffer.byteLength(s, 'utf8');

export class GameStore {
  readonly snapshots: Snapshots<GameRecord>;
  /** the game's items in the table: what this class reads and writes through */
  readonly items: GameItems<GameRecord, TurnRecord>;

  constructor(
    db: Db,
    private readonly catalog: GameCatalog,
    private readonly options: GameStoreOptions = {},
  ) {
    this.items = new GameItems(db);
    this.snapshots = new Snapshots(db, options.snapshotEvery ?? SNAPSHOT_EVERY);
    this.packs = new PinnedPacks(db, options.log, options.packBlobs);
    this.replaying = { snapshots: this.snapshots, turns: (id, from, to) => this.turns(id, from, to), log: options.log };
  }
  /** what replay reads and writes through (./replay.ts) */
  private readonly replaying: ReplayDeps;
  /** games keep the pack they started on (play/packs.ts) */
  private readonly packs: PinnedPacks;

  /** Version 0: set up the game and write it, with the creator's (and invitee's) membership. */
  async create(created: GameSetup, seed: string): Promise<LoadedGame> {
    const module = await this.module(created);
    // the game records the rules it starts under: the module's version and its pack's hash, and the
    // pack stays addressable by that hash for as long as the game may be loaded
    const setup: GameSetup = { ...created, rules: created.rules ?? rulesStamp(module) };
    // a club's pack is kept by its club (functions/packs), not in the table's archive of ours
    if (!setup.clubPack) await this.packs.keep(module, new Date(setup.createdAt));
    const record = genesis(setup, module, seed);
    const members: Membership[] = [];
    for (const [side, seat] of Object.entries(setup.seats)) {
      // the computer's seat in a practice game has no account, so no lobby of its own
      if (seat && !seat.computer)
        members.push({
          userId: seat.userId,
          gameId: setup.id,
          side,
          role: 'player',
          game: setup.game,
          since: setup.createdAt,
        });
    }
    for (const invite of invitesOf(setup))
      members.push({
        userId: invite.userId,
        gameId: setup.id,
        side: invite.side,
        role: 'invited',
        game: setup.game,
        since: setup.createdAt,
      });
    // memberships first: if we die before the game item, the lobby skips memberships of missing games
    await Promise.all(members.map((m) => this.items.putMembership(m)));
    if (!(await this.items.create(record, seed))) throw new GameExists(setup.id);
    return { record, seed, module };
  }

  /**
   * The game as stored: one GetItem, no look at the log (the request path). Its state may lag behind
   * the log after a writer died between its two writes: a writer that builds on it finds the next
   * turn present and repairs (`commitTurn`), and the notifier repairs it as the turn comes by (`settle`).
   */
  async read(gameId: string): Promise<LoadedGame | null> {
    const stored = await this.items.readStored(gameId);
    return stored ? this.loaded(stored) : null;
  }

  /** A game item read by any command (e.g. batch-read with the caller's session), as a loaded game. */
  async loaded(stored: StoredGame<GameRecord>): Promise<LoadedGame> {
    // the game is played on the pack it started with (play/packs.ts)
    const module = await this.module(stored.record.setup);
    return { record: upgradeRecord(stored.record, module), seed: stored.seed, module };
  }

  /**
   * Load-and-repair: the state item and the last turn number in parallel, and the turns logged beyond
   * the state re-run and written. Writers that lost a race, the notifier, the sweeper and audits read
   * this way; the request path does not (`read`).
   */
  async load(gameId: string): Promise<LoadedGame | null> {
    const stored = await this.items.read(gameId);
    if (!stored) return null;
    const game = await this.loaded(stored);
    if (stored.lastTurn <= game.record.version) return game;
    return this.repair(game);
  }

  /**
   * What follows a turn off the request path (the notifier calls it for every turn the stream
   * delivers): the game loaded with repair — so a state left behind by a writer that died is mended
   * within a stream delivery — and the turn's snapshot when its version is due one (written here, not
   * by the writer, so a submission costs its three calls). A game that has moved on since gets the
   * snapshot from replay (`replayAt` reads it, or writes the snapshots it passes).
   */
  async settle(turn: { gameId: string; version: number }): Promise<LoadedGame | null> {
    const game = await this.load(turn.gameId);
    if (!game || !this.snapshots.due(turn.version) || game.record.version < turn.version) return game;
    if (game.record.version === turn.version) await this.putSnapshots([game.record]);
    else await this.replayAt(game, turn.version); // finds the snapshot there, or writes it
    return game;
  }

  /** Re-runs turns logged beyond the state, writes the repaired state, and hands them to afterCommit. */
  private async repair(game: LoadedGame): Promise<LoadedGame> {
    const stale = game.record.version;
    const ahead = await this.turns(game.record.setup.id, stale + 1);
    const passed: GameRecord[] = [];
    const record = replayFrom(game.record, ahead, game.module, game.seed, Infinity, (r) => passed.push(r));
    this.options.log?.(`repaired game ${record.setup.id}: version ${stale} → ${record.version}`);
    // losing this race means another reader wrote the same repair
    await this.items.putGame(record, stale, undefined, game.seed);
    await this.putSnapshots(passed);
    for (const turn of ahead) await this.turnSideEffects(record, turn);
    await this.notify(ahead);
    return { ...game, record };
  }

  /** Turns `from`..`to` (inclusive) of a game's log, in order. */
  turns(gameId: string, from = 1, to = 999_999): Promise<TurnRecord[]> {
    return this.items.turns(gameId, from, to);
  }

  /**
   * One page of the log up to version `upTo`: `limit` turns before version `before` (default: the
   * newest), or after version `after`. One range Query with Limit — never the whole log.
   */
  turnPage(
    gameId: string,
    upTo: number,
    cursor: { before?: number; after?: number },
    limit: number,
  ): Promise<TurnPage> {
    return this.items.turnPage(gameId, upTo, cursor, limit);
  }

  /**
   * Version `n` of a loaded game, exactly as replaying setup + log gives it, but re-running only
   * the turns after the nearest snapshot (./replay.ts).
   */
  replayAt(game: LoadedGame, n: number): Promise<GameRecord> {
    return replayAt(this.replaying, game, n);
  }

  /**
   * Runs the turn and writes it, log first. 'race' means another writer took the number: the
   * caller reloads and decides again (`commitTurn` does).
   */
  async commit(
    game: LoadedGame,
    input: TurnInput,
    timings?: Timings,
    whileUpdating?: WhileUpdating,
  ): Promise<CommitOutcome> {
    const run = timed(timings, 'rules', () => runTurn(game.record, input, game.module, game.seed));
    if (!run.ok) return run;
    const written = performance.now();
    const stateJson = JSON.stringify(run.record.state);
    const stateBytes = byteLength(stateJson);
    if (stateBytes > MAX_STATE_BYTES)
      throw new Error(`game ${game.record.setup.id}: state of ${stateBytes} bytes exceeds ${MAX_STATE_BYTES}`);
    if (!(await this.items.putTurn(run.turn))) return { ok: false, refusedBy: 'race' };
    const next = { ...game, record: run.record };
    try {
      await this.options.faults?.afterTurnPut?.(run.turn);
      // losing this one means a reader repaired the game from our turn meanwhile: the same state
      const update = this.items.putGame(run.record, game.record.version, stateJson, game.seed);
      let meanwhile = 0;
      if (whileUpdating) {
        // handled below; a failure that comes while the caller works must not count as unhandled
        update.catch(() => {});
        // the SDK's middleware runs in microtasks: after this turn of the loop the update is on the wire
        await new Promise<void>((r) => setImmediate(r));
        const t = performance.now();
        try {
          whileUpdating(next, run.turn);
        } catch {
          // the caller's own work, which it does again once the commit is back (and meets the error then)
        }
        meanwhile = performance.now() - t;
      }
      await update;
      // the turn put and the game update, with their JSON (not what the caller did meanwhile)
      addTiming(timings, 'write', performance.now() - written - meanwhile);
      await this.turnSideEffects(run.record, run.turn);
    } finally {
      // the turn is in the log: like the table's stream in AWS, the notifier gets it whatever became
      // of this writer (it repairs a state the writer did not get to write, and writes due snapshots)
      await this.notify([run.turn]);
    }
    return { ok: true, game: next, turn: run.turn };
  }

  /**
   * Flags (or clears the flag of) a game whose log no longer reproduces under the current rules:
   * written on the game item at its version (a turn committed meanwhile wins; the next check flags
   * again). Nothing else changes: the game goes on from its stored state.
   */
  async setDivergence(game: LoadedGame, diverged: Divergence | null): Promise<boolean> {
    const { diverged: _old, ...rest } = game.record;
    return this.items.putGame(diverged ? { ...rest, diverged } : rest, game.record.version, undefined, game.seed);
  }

  /** Games the user plays or is invited to, with their records (state left out: the lobby needs none). */
  async lobby(userId: string): Promise<{ membership: Membership; record: GameRecord }[]> {
    const members = await this.items.memberships(userId);
    const records = await this.summaries(members.map((m) => m.gameId));
    return members
      .filter((m) => records.has(m.gameId))
      .map((membership) => ({ membership, record: records.get(membership.gameId)! }));
  }

  /** Games with an open seat, oldest first. */
  async openGames(limit = 50): Promise<GameRecord[]> {
    const ids = await this.items.queue(QUEUE.open, undefined, limit);
    const records = await this.summaries(ids);
    return ids.map((id) => records.get(id)).filter((r): r is GameRecord => !!r && r.lifecycle === 'open');
  }

  /** Ids of games whose deadline is at or before `before`, earliest first (the sweeper's queue). */
  async dueGames(before: Date, limit = 100): Promise<string[]> {
    return this.items.queue(QUEUE.due, `${before.toISOString()}#\uffff`, limit);
  }

  putMembership(m: Membership): Promise<void> {
    return this.items.putMembership(m);
  }

  /**
   * Game records without their state, by id, as load-and-repair would give them (the lobby, open
   * seats, league tables): a game whose log is ahead of its state (a crash between the two writes)
   * is loaded — and so repaired — before it is listed. Two round trips whatever the number of
   * games; the repair costs only where one is needed.
   */
  async summaries(ids: string[]): Promise<Map<string, GameRecord>> {
    const { records, ahead } = await this.items.summaries(ids);
    for (const id of ahead) {
      const repaired = await this.load(id);
      if (repaired) records.set(id, { ...repaired.record, state: null });
    }
    return records;
  }

  /** the module a game of `setup` is played with: its club pack's, its pinned pack's, or the current one */
  async module(setup: Pick<GameSetup, 'game' | 'clubPack' | 'rules'>): Promise<GameModule<any, any>> {
    const m = await this.catalog.get(setup.game);
    if (!m) throw new Error(`game module ${setup.game} is not in the catalog`);
    // a club's pack is never served by another: no fallback to the current module
    if (setup.clubPack) return this.packs.clubModule(setup.game, setup.clubPack.hash);
    return this.packs.moduleFor(m, setup.rules?.packHash);
  }

  private async turnSideEffects(record: GameRecord, turn: TurnRecord): Promise<void> {
    // memberships are derived from join turns; re-putting one is harmless, so repair may repeat it
    if (turn.kind === 'join' && turn.userId)
      await this.putMembership({
        userId: turn.userId,
        gameId: record.setup.id,
        side: turn.side,
        role: 'player',
        game: record.setup.game,
        since: turn.at,
      });
  }

  private putSnapshots(records: GameRecord[]): Promise<void> {
    return putDueSnapshots(this.replaying, records);
  }

  private async notify(turns: TurnRecord[]): Promise<void> {
    if (!this.options.afterCommit || !turns.length) return;
    try {
      await this.options.afterCommit(turns);
    } catch (e) {
      this.options.log?.('afterCommit failed', e);
    }
  }
}

/** A game id was taken (ids are random: never expected). */
export class GameExists extends Error {
  constructor(id: string) {
    super(`game ${id} exists`);
  }
}

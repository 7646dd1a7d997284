/**
 * Vacation across a player's games, log-first. A change (a start or an end) is written to the bank
 * on the profile conditionally (two requests cannot both spend it) together with a `pending`
 * marker naming it; then every game of the player that allows vacation gets its vacation turn;
 * only then is the marker cleared. A queue item on gsi1, put just before the bank write, lets the
 * sweeper find a change a crash left half done; any later reader of the bank (the vacation routes,
 * the next change, the sweeper) finishes it first. Each turn carries the change's real instant
 * (`asOf`) and number (`seq`): a game reached late is paused or restarted as of the moment the
 * player asked, and a late or repeated writer of an overtaken change writes nothing.
 */
import type { Side } from '../../rules/core/contract.js';
import type { GameStore } from '../play/games.js';
import type { GameRecord } from '../play/types.js';
import type { Db } from '../store/db.js';
import type { Clock } from '../time/clock.js';
import { ClockItems } from '../store/clock-items.js';
import type { LoadedGame } from '../play/games.js';
import { commitSystemTurn } from '../play/turns.js';
import type { VacationTurnData } from './game-clock.js';
import {
  currentBank,
  endVacation,
  startVacation,
  vacationRunsOutAt,
  VacationError,
  type VacationBank,
  type VacationPending,
} from './vacation-bank.js';

/** tests only: throw to "crash" the process at that point */
export interface VacationFaults {
  /** after the bank holds the change and its pending marker, before any game is reached */
  afterBankWrite?: (userId: string, pending: VacationPending) => void | Promise<void>;
  /** after one game got its vacation turn */
  afterVacationTurn?: (userId: string, gameId: string, pending: VacationPending) => void | Promise<void>;
}

/**
 * A change's queue item falls due this long after the change: the request that made it normally
 * finishes within it, so the sweeper only picks up what a crash left behind (both at once would
 * still be safe, only wasted work).
 */
export const PENDING_GRACE_MS = 60_000;

/** what a vacation change needs: the table (the bank), the games (their turns) and the time */
export interface VacationDeps {
  db: Db;
  games: GameStore;
  clock: Clock;
}

const seatOf = (record: GameRecord, userId: string): Side | null =>
  Object.entries(record.seats).find(([, s]) => s?.userId === userId)?.[0] ?? null;

const activeGamesOf = async (d: VacationDeps, userId: string) =>
  (await d.games.lobby(userId))
    .map((r) => r.record)
    .filter((r) => r.lifecycle === 'active' && seatOf(r, userId) !== null && r.setup.clock.vacation !== false);

export interface VacationChange {
  bank: VacationBank;
  /** games where the player's clock was paused or restarted by this call */
  games: string[];
}

const withoutPending = (bank: VacationBank): VacationBank => {
  const { pending: _p, ...rest } = bank;
  return rest;
};

/** the vacation turn change `p` needs in `game`, or null when the game has it (or a later change) */
const turnFor = (game: LoadedGame, side: Side, userId: string, p: VacationPending) => {
  const clock = game.record.clock;
  if (game.record.lifecycle !== 'active') return null;
  const seen = clock.vacationSeq?.[side] ?? 0;
  const away = clock.away?.[side];
  // a start applies once, and not after a later change reached this game; an end only to a pause not newer than it
  if (p.on ? away || seen >= p.seq : !away || seen > p.seq) return null;
  const data: VacationTurnData = p.on
    ? { on: true, until: p.until!, auto: p.auto === true, asOf: p.at, seq: p.seq }
    : { on: false, asOf: p.at, seq: p.seq, ...(p.ranOut ? { ranOut: true } : {}) };
  // the log's times only grow (commitSystemTurn stamps it no earlier than the game's last turn); `asOf` keeps the real instant
  return { kind: 'vacation' as const, side, userId, data, at: p.at };
};

/**
 * Carries the bank's pending change (if any) into every game of the player, then clears it.
 * Safe to run any number of times, at once: each game's turn is decided on the freshly loaded
 * game and committed conditionally. Returns the bank as left, and the games this call changed.
 */
export const finishPendingVacation = async (
  d: VacationDeps,
  userId: string,
  faults?: VacationFaults,
): Promise<VacationChange | null> => {
  const items = new ClockItems(d.db);
  const extras = await items.extras(userId);
  if (!extras) return null;
  const p = extras.bank?.pending;
  if (!p) return { bank: currentBank(extras.bank, d.clock.now()), games: [] };
  const games: string[] = [];
  for (const record of await activeGamesOf(d, userId)) {
    const side = seatOf(record, userId)!;
    const out = await commitSystemTurn(d, record.setup.id, (g) => turnFor(g, side, userId, p));
    if (out.done) {
      games.push(record.setup.id);
      await faults?.afterVacationTurn?.(userId, record.setup.id, p);
    }
  }
  // clear the marker only if it is still this change (another finisher may have cleared it already)
  let bank = extras.bank!;
  let json = extras.bankJson;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (bank.pending?.seq !== p.seq) break;
    if (await items.putBank(userId, withoutPending(bank), json)) {
      bank = withoutPending(bank);
      break;
    }
    const again = await items.extras(userId);
    if (!again?.bank) break;
    ({ bank, bankJson: json } = { bank: again.bank, bankJson: again.bankJson });
  }
  await items.deletePendingHint(userId, p.seq);
  return { bank: currentBank(bank, d.clock.now()), games };
};

/**
 * Writes one change to the bank with its pending marker (the queue item first), after finishing
 * any earlier change. `change` returns null when there is nothing to do.
 */
const writeChange = async (
  d: VacationDeps,
  userId: string,
  change: (bank: VacationBank | undefined) => { bank: VacationBank; pending: Omit<VacationPending, 'seq'> } | null,
): Promise<{ bank: VacationBank; pending: VacationPending } | null> => {
  const items = new ClockItems(d.db);
  for (let attempt = 0; attempt < 5; attempt++) {
    const extras = await items.extras(userId);
    if (!extras) throw new VacationError('not-away', 'no such user');
    if (extras.bank?.pending) {
      // an earlier change is not in every game yet: it goes first
      await finishPendingVacation(d, userId);
      continue;
    }
    const next = change(extras.bank);
    if (!next) return null;
    const seq = (extras.bank?.seq ?? 0) + 1;
    const pending: VacationPending = { ...next.pending, seq };
    const bank: VacationBank = { ...next.bank, seq, pending };
    await items.putPendingHint(userId, seq, new Date(d.clock.now().getTime() + PENDING_GRACE_MS));
    if (await items.putBank(userId, bank, extras.bankJson)) return { bank, pending };
    // someone else changed the bank first. The queue item is left: a racing writer's change may
    // have the same number and so the same item; the sweeper drops it if it names no pending change.
  }
  throw new Error('the vacation bank keeps changing; try again');
};

export const startVacationEverywhere = async (
  d: VacationDeps,
  userId: string,
  o: { auto: boolean; at?: Date; faults?: VacationFaults },
): Promise<VacationChange> => {
  const at = o.at ?? d.clock.now();
  const written = await writeChange(d, userId, (bank) => {
    const next = startVacation(currentBank(bank, at), at, o.auto);
    return {
      bank: next,
      pending: { on: true, at: next.since!, until: vacationRunsOutAt(next)!.toISOString(), auto: o.auto },
    };
  });
  await o.faults?.afterBankWrite?.(userId, written!.pending);
  const done = await finishPendingVacation(d, userId, o.faults);
  return { bank: done?.bank ?? withoutPending(written!.bank), games: done?.games ?? [] };
};

/**
 * Ends the running vacation at `at` (or when the bank ran out, if earlier) and restarts the
 * player's clocks. Without a running vacation it changes nothing and returns null.
 */
export const endVacationEverywhere = async (
  d: VacationDeps,
  userId: string,
  o: { at?: Date; reason: 'asked' | 'played' | 'ran-out'; faults?: VacationFaults },
): Promise<VacationChange | null> => {
  const at = o.at ?? d.clock.now();
  const written = await writeChange(d, userId, (bank) => {
    if (!bank?.since) return null;
    const e = endVacation(bank, at);
    return {
      bank: e.bank,
      pending: { on: false, at: e.endedAt.toISOString(), ...(o.reason === 'ran-out' ? { ranOut: true } : {}) },
    };
  });
  if (!written) return null;
  await o.faults?.afterBankWrite?.(userId, written.pending);
  const done = await finishPendingVacation(d, userId, o.faults);
  return { bank: done?.bank ?? withoutPending(written.bank), games: done?.games ?? [] };
};

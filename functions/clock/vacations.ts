/**
 * Vacation across a player's games: the bank on the profile is changed first (conditionally, so
 * two requests cannot both spend it), then every game of theirs that allows vacation gets a
 * vacation turn, which pauses (or restarts) that player's clock there.
 */
import type { Side } from '../../rules/core/contract.js';
import type { NotifyDeps } from '../notify/deps.js';
import type { GameRecord } from '../play/types.js';
import { ClockItems } from '../store/clock-items.js';
import { commitSystemTurn } from '../sweep/system-turn.js';
import type { VacationTurnData } from './game-clock.js';
import { currentBank, endVacation, startVacation, vacationRunsOutAt, VacationError, type VacationBank } from './vacation-bank.js';

const seatOf = (record: GameRecord, userId: string): Side | null => Object.entries(record.seats).find(([, s]) => s?.userId === userId)?.[0] ?? null;

const activeGamesOf = async (d: NotifyDeps, userId: string) =>
  (await d.games.lobby(userId)).map((r) => r.record).filter((r) => r.lifecycle === 'active' && seatOf(r, userId) !== null);

export interface VacationChange {
  bank: VacationBank;
  /** games where the player's clock was paused or restarted */
  games: string[];
}

export const startVacationEverywhere = async (d: NotifyDeps, userId: string, o: { auto: boolean; at?: Date }): Promise<VacationChange> => {
  const items = new ClockItems(d.db);
  const at = o.at ?? d.clock.now();
  let bank: VacationBank | undefined;
  for (let attempt = 0; !bank; attempt++) {
    if (attempt >= 5) throw new Error('the vacation bank keeps changing; try again');
    const extras = await items.extras(userId);
    if (!extras) throw new VacationError('not-away', 'no such user');
    const next = startVacation(currentBank(extras.bank, at), at, o.auto);
    if (await items.putBank(userId, next, extras.bankJson)) bank = next;
  }
  const until = vacationRunsOutAt(bank)!.toISOString();
  const games: string[] = [];
  for (const record of await activeGamesOf(d, userId)) {
    if (record.setup.clock.vacation === false) continue;
    const side = seatOf(record, userId)!;
    const data: VacationTurnData = { on: true, until, auto: o.auto };
    const out = await commitSystemTurn(d, record.setup.id, (g) =>
      g.record.lifecycle === 'active' && !g.record.clock.away?.[side] ? { kind: 'vacation', side, userId, data, at: at.toISOString() } : null,
    );
    if (out.done) games.push(record.setup.id);
  }
  return { bank, games };
};

/**
 * Ends the running vacation at `at` (or when the bank ran out, if earlier) and restarts the
 * player's clocks. Without a running vacation it changes nothing and returns null.
 */
export const endVacationEverywhere = async (d: NotifyDeps, userId: string, o: { at?: Date; reason: 'asked' | 'played' | 'ran-out' }): Promise<VacationChange | null> => {
  const items = new ClockItems(d.db);
  const at = o.at ?? d.clock.now();
  let ended: { bank: VacationBank; endedAt: Date } | undefined;
  for (let attempt = 0; !ended; attempt++) {
    if (attempt >= 5) throw new Error('the vacation bank keeps changing; try again');
    const extras = await items.extras(userId);
    if (!extras?.bank?.since) return null;
    const e = endVacation(extras.bank, at);
    if (await items.putBank(userId, e.bank, extras.bankJson)) ended = e;
  }
  const games: string[] = [];
  for (const record of await activeGamesOf(d, userId)) {
    const side = seatOf(record, userId)!;
    if (!record.clock.away?.[side]) continue;
    const data: VacationTurnData = { on: false, ...(o.reason === 'ran-out' ? { ranOut: true } : {}) };
    const out = await commitSystemTurn(d, record.setup.id, (g) =>
      g.record.clock.away?.[side] ? { kind: 'vacation', side, userId, data, at: ended!.endedAt.toISOString() } : null,
    );
    if (out.done) games.push(record.setup.id);
  }
  return { bank: ended.bank, games };
};

/**
 * The deadline sweeper: a timer locally, an EventBridge schedule in AWS. One pass first finishes
 * the vacation changes a crash left half done (the VACATION-PENDING queue, clock/vacations.ts),
 * then reads the DUE queue and settles each game whose deadline has passed — a vacation whose bank ran out ends, a
 * mid-turn answer gets the module's default answer, a whole turn first draws on the player's
 * vacation bank and otherwise times out (the opponent may claim; a day later it is adjudicated) —
 * then sends the mail that has come due (held by quiet hours, warnings, digests).
 * Every change is a turn written with the store's conditional log-first commit and every message
 * is claimed before it is sent, so two sweepers running at once do nothing twice.
 */
import type { Side } from '../../rules/core/contract.js';
import { bankLeftMs, vacationRunsOutAt } from '../clock/vacation-bank.js';
import {
  endVacationEverywhere,
  finishPendingVacation,
  startVacationEverywhere,
  type VacationFaults,
} from '../clock/vacations.js';
import { VacationError } from '../clock/vacation-bank.js';
import type { NotifyDeps } from '../notify/deps.js';
import { Postman } from '../notify/postman.js';
import { preparerFor } from '../notify/writers.js';
import type { GameRecord } from '../play/types.js';
import { ClockItems } from '../store/clock-items.js';
import type { LoadedGame } from '../play/games.js';
import { commitSystemTurn } from '../play/turns.js';

/** `vacation-finished`: a game reached by a vacation change that a crash had left half done */
export type SweepAction =
  | 'vacation-ran-out'
  | 'adjudicated'
  | 'default-answer'
  | 'auto-vacation'
  | 'timeout'
  | 'vacation-finished';

export interface SweepReport {
  games: number;
  actions: Partial<Record<SweepAction, number>>;
  mail: Partial<Record<'sent' | 'rescheduled' | 'cancelled' | 'not-claimed', number>>;
  errors: number;
}

const MAX_STEPS_PER_GAME = 6;

const isDue = (r: GameRecord, now: Date): boolean =>
  r.lifecycle === 'active' && r.deadline !== null && Date.parse(r.deadline.at) <= now.getTime();
const userOf = (r: GameRecord, side: Side): string | undefined => r.seats[side]?.userId;

export class Sweeper {
  readonly postman: Postman;
  private readonly clockItems: ClockItems;
  /** `faults`: tests only, crashes inside the vacation changes this sweeper makes */
  constructor(
    private readonly d: NotifyDeps,
    private readonly opts: { faults?: VacationFaults } = {},
  ) {
    this.postman = new Postman(d);
    this.clockItems = new ClockItems(d.db);
  }

  async sweep(limit = 100): Promise<SweepReport> {
    const report: SweepReport = { games: 0, actions: {}, mail: {}, errors: 0 };
    const now = this.d.clock.now();
    // first the half-done vacation changes, so no deadline below is judged on a clock that should stand still
    for (const hint of await this.clockItems.pendingHints(now, limit)) {
      try {
        const out = await finishPendingVacation(this.d, hint.userId, this.opts.faults);
        // a change already finished (or never written: a crash before the bank write) leaves only its queue item
        if (!out || out.bank.pending?.seq !== hint.seq) await this.clockItems.deletePendingHint(hint.userId, hint.seq);
        if (out?.games.length)
          report.actions['vacation-finished'] = (report.actions['vacation-finished'] ?? 0) + out.games.length;
      } catch (e) {
        report.errors++;
        this.d.log?.(`sweep: vacation change ${hint.seq} of ${hint.userId} failed`, e);
      }
    }
    for (const id of await this.d.games.dueGames(now, limit)) {
      report.games++;
      try {
        await this.sweepGame(id, report);
      } catch (e) {
        report.errors++;
        this.d.log?.(`sweep: game ${id} failed`, e);
      }
    }
    for (const id of await this.postman.mails.due(now, limit * 2)) {
      try {
        const out = await this.postman.sendDue(id, (item) => preparerFor(this.d, this.postman, item));
        report.mail[out] = (report.mail[out] ?? 0) + 1;
      } catch (e) {
        report.errors++;
        this.d.log?.(`sweep: mail ${id} failed`, e);
      }
    }
    return report;
  }

  /** settles one game now (the claim route uses this when the sweeper has not been by yet) */
  async settleGame(id: string): Promise<SweepReport> {
    const report: SweepReport = { games: 1, actions: {}, mail: {}, errors: 0 };
    await this.sweepGame(id, report);
    return report;
  }

  private async sweepGame(id: string, report: SweepReport): Promise<void> {
    for (let step = 0; step < MAX_STEPS_PER_GAME; step++) {
      const game = await this.d.games.load(id);
      if (!game || !isDue(game.record, this.d.clock.now())) return;
      const action = await this.settle(game);
      if (!action) return;
      report.actions[action] = (report.actions[action] ?? 0) + 1;
    }
  }

  /** one step towards a game without a passed deadline; null when another sweeper did it first */
  private async settle(game: LoadedGame): Promise<SweepAction | null> {
    const now = this.d.clock.now();
    const r = game.record;
    const side = r.deadline!.side;
    const userId = userOf(r, side);
    const away = r.clock.away?.[side];
    const stillDue = (g: LoadedGame) => isDue(g.record, this.d.clock.now()) && g.record.deadline!.side === side;

    // the player's bank, where vacation can pause this clock (read once per step)
    const extras = userId && r.setup.clock.vacation !== false ? await this.postman.extras.extras(userId) : null;
    if (userId && extras?.bank) {
      // a vacation change a crash left half done comes first (it may pause or restart this clock)
      if (extras.bank.pending) {
        const out = await finishPendingVacation(this.d, userId, this.opts.faults);
        if (out?.games.includes(r.setup.id)) return 'vacation-finished';
        if (!out || out.bank.pending) return null; // still unfinished: its queue item brings it back
        // the change did not concern this clock: settle the game as it now is
        const fresh = await this.d.games.load(r.setup.id);
        return fresh && isDue(fresh.record, this.d.clock.now()) ? this.settle(fresh) : null;
      }
    }

    if (away && Date.parse(away.until) <= now.getTime()) {
      // the bank ran out while away: the vacation ends everywhere at that moment, then the clock runs on.
      // The bank's vacation ends only if it is the one that ran out: a pause left over from an older
      // vacation (a crash before changes were finished log-first) must not end a newer one.
      const runsOut = extras?.bank?.since ? vacationRunsOutAt(extras.bank) : null;
      const ended =
        runsOut && runsOut.getTime() <= now.getTime()
          ? await endVacationEverywhere(this.d, userId!, { at: runsOut, reason: 'ran-out', faults: this.opts.faults })
          : null;
      if (ended?.games.includes(r.setup.id)) return 'vacation-ran-out';
      const out = await commitSystemTurn(this.d, r.setup.id, (g) =>
        g.record.clock.away?.[side]
          ? { kind: 'vacation', side, data: { on: false, ranOut: true, asOf: away.until }, at: away.until }
          : null,
      );
      return out.done || ended ? 'vacation-ran-out' : null;
    }

    if (r.clock.flagged?.side === side) {
      // the grace day is over and nobody claimed: the system claims for the opponent
      const other = Object.keys(r.seats).find((s) => s !== side)!;
      const out = await commitSystemTurn(this.d, r.setup.id, (g) =>
        stillDue(g) && g.record.clock.flagged?.side === side
          ? { kind: 'claim', side: other, data: { adjudicated: true }, at: now.toISOString() }
          : null,
      );
      return out.done ? 'adjudicated' : null;
    }

    if (r.status.midTurn && game.module.defaultAnswer(r.state, side)) {
      const out = await commitSystemTurn(this.d, r.setup.id, (g) =>
        stillDue(g) && g.record.status.midTurn ? { kind: 'default-answer', side, at: now.toISOString() } : null,
      );
      return out.done ? 'default-answer' : null;
    }

    if (userId && !away && r.setup.clock.vacation !== false) {
      const runsOut = extras?.bank?.since ? vacationRunsOutAt(extras.bank) : null;
      if (runsOut && runsOut.getTime() > now.getTime()) {
        // already away (this game began after the vacation did): pause this clock too
        const out = await commitSystemTurn(this.d, r.setup.id, (g) =>
          stillDue(g) && !g.record.clock.away?.[side]
            ? {
                kind: 'vacation',
                side,
                userId,
                data: {
                  on: true,
                  until: runsOut.toISOString(),
                  auto: extras!.bank!.auto === true,
                  asOf: extras!.bank!.since!,
                  ...(extras!.bank!.seq ? { seq: extras!.bank!.seq } : {}),
                },
                at: now.toISOString(),
              }
            : null,
        );
        if (out.done) return 'auto-vacation';
      } else if (extras && !extras.bank?.since && bankLeftMs(extras.bank, now) > 0) {
        try {
          const change = await startVacationEverywhere(this.d, userId, {
            auto: true,
            at: now,
            faults: this.opts.faults,
          });
          if (change.games.includes(r.setup.id)) return 'auto-vacation';
        } catch (e) {
          if (!(e instanceof VacationError)) throw e;
          return null; // another sweeper started it
        }
      }
    }

    const out = await commitSystemTurn(this.d, r.setup.id, (g) =>
      stillDue(g) && !g.record.clock.flagged && !g.record.clock.away?.[side]
        ? { kind: 'timeout', side, at: now.toISOString() }
        : null,
    );
    return out.done ? 'timeout' : null;
  }
}

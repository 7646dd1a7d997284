/**
 * The turn notifier. Fed committed turns — in-process by the store's afterCommit hook locally, by
 * the table's stream in AWS — it emails a player when a turn hands them the prompt (not on every
 * batch), schedules that move's one deadline warning, and tells both players when a game ends.
 * Every message has a deterministic id, so a turn seen twice (a stream retry, a repair) sends nothing twice.
 * It also settles each turn's game (`GameStore.settle`): repairs a state left behind its log, writes
 * the snapshot due at that version — the work taken off the request path.
 */
import type { Side } from '../../rules/core/contract.js';
import { onVacation, vacationRunsOutAt } from '../clock/vacation-bank.js';
import { commitSystemTurn } from '../play/turns.js';
import { warningAt } from '../clock/warning.js';
import { sideDeadline } from '../clock/game-clock.js';
import type { TurnRecord } from '../play/types.js';
import type { LoadedGame } from '../play/games.js';
import type { Profile } from '../store/users.js';
import { endVacationEverywhere } from '../clock/vacations.js';
import type { NotifyDeps } from './deps.js';
import { mailIds } from './mail-id.js';
import { Postman } from './postman.js';
import { gameOverMessage, scheduleDigest, yourTurnMessage } from './writers.js';

export interface NotifyReport {
  yourTurn: number;
  gameOver: number;
  warningsScheduled: number;
  duplicates: number;
}

export class Notifier {
  readonly postman: Postman;
  constructor(private readonly d: NotifyDeps) {
    this.postman = new Postman(d);
  }

  async onTurns(turns: readonly TurnRecord[]): Promise<NotifyReport> {
    const report: NotifyReport = { yourTurn: 0, gameOver: 0, warningsScheduled: 0, duplicates: 0 };
    const ordered = [...turns].sort((a, b) => a.gameId.localeCompare(b.gameId) || a.version - b.version);
    for (const turn of ordered) await this.onTurn(turn, report);
    return report;
  }

  private async onTurn(turn: TurnRecord, report: NotifyReport): Promise<void> {
    const prev =
      turn.version > 1 ? (await this.d.games.turns(turn.gameId, turn.version - 1, turn.version - 1))[0] : undefined;
    const before = new Set(prev?.awaited ?? []);
    const handedTo = turn.awaited.filter((s) => !before.has(s));
    const ended = turn.lifecycle === 'over' && prev?.lifecycle !== 'over';
    const started = turn.kind === 'join' && turn.lifecycle === 'active';
    const played = turn.kind === 'orders' && !!turn.userId && before.has(turn.side);
    // every turn settles its game: a state its writer did not get to write is repaired here, and a
    // snapshot due at this version is written (functions/play/games.ts `settle`)
    const game = await this.d.games.settle(turn);
    // most turns hand nothing over (a side still deciding, standing orders): nothing to send
    if (!game || (!handedTo.length && !ended && !started && !played)) return;
    const profiles = new Map<string, Profile | null>();
    const profileOf = async (side: Side): Promise<Profile | null> => {
      const userId = game.record.seats[side]?.userId;
      if (!userId) return null;
      if (!profiles.has(userId)) profiles.set(userId, await this.d.users.profile(userId));
      return profiles.get(userId)!;
    };

    for (const side of handedTo) {
      const profile = await profileOf(side);
      if (!profile) continue;
      const moveSince = turn.at;
      const out = await this.postman.post({
        id: mailIds.yourTurn(turn.gameId, turn.version, profile.userId),
        kind: 'your-turn',
        profile,
        message: await yourTurnMessage(this.d, this.postman, game, turn, side, profile),
        about: { gameId: turn.gameId, side, turn: turn.version, moveSince },
        onDigest: () => scheduleDigest(this.d, this.postman, profile),
      });
      if (out === 'duplicate') report.duplicates++;
      else if (out !== 'unwanted') report.yourTurn++;
      if (await this.scheduleWarning(game, turn, side, profile)) report.warningsScheduled++;
      await scheduleDigest(this.d, this.postman, profile);
    }

    if (ended) {
      for (const side of Object.keys(game.record.seats)) {
        const profile = await profileOf(side);
        if (!profile) continue;
        const out = await this.postman.post({
          id: mailIds.gameOver(turn.gameId, profile.userId),
          kind: 'game-over',
          profile,
          message: gameOverMessage(this.postman, game, turn, side, profile),
          about: { gameId: turn.gameId, side, turn: turn.version },
        });
        if (out === 'duplicate') report.duplicates++;
        else if (out !== 'unwanted') report.gameOver++;
      }
    }

    // a game that starts while a player is away pauses that player's clock too
    if (started && game.record.setup.clock.vacation !== false) {
      for (const [side, seat] of Object.entries(game.record.seats)) {
        if (!seat) continue;
        const extras = await this.postman.extras.extras(seat.userId);
        const until = extras?.bank?.since ? vacationRunsOutAt(extras.bank) : null;
        if (!until || until.getTime() <= this.d.clock.now().getTime()) continue;
        await commitSystemTurn(this.d, turn.gameId, (g) =>
          g.record.lifecycle === 'active' && !g.record.clock.away?.[side]
            ? {
                kind: 'vacation',
                side,
                userId: seat.userId,
                data: { on: true, until: until.toISOString(), auto: extras!.bank!.auto === true },
                at: this.d.clock.now().toISOString(),
              }
            : null,
        );
      }
    }

    // an automatic vacation lasts until the player plays again
    if (played) {
      const extras = await this.postman.extras.extras(turn.userId!);
      if (extras?.bank && onVacation(extras.bank) && extras.bank.auto)
        await endVacationEverywhere(this.d, turn.userId!, { reason: 'played' });
    }
  }

  /** the move's one warning, as a MAIL item waiting for its time (the sweeper sends it) */
  private async scheduleWarning(game: LoadedGame, turn: TurnRecord, side: Side, profile: Profile): Promise<boolean> {
    const clock = game.record.clock;
    // the game may have moved on since this turn; warn only about the move this turn began
    if (game.record.lifecycle !== 'active' || clock.moveSince?.[side] !== turn.at) return false;
    const deadline = sideDeadline(clock, side);
    if (deadline === null) return false;
    const at = warningAt(new Date(deadline), clock.allottedMs?.[side] ?? clock.remainingMs[side]);
    return this.postman.schedule({
      id: mailIds.deadlineWarning(turn.gameId, turn.version, profile.userId),
      kind: 'deadline-warning',
      profile,
      sendAt: at,
      about: { gameId: turn.gameId, side, turn: turn.version, moveSince: turn.at },
    });
  }
}

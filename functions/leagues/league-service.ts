/**
 * Leagues on the platform: start, open rounds (creating ordinary games through the store's one
 * creation path), withdraw, react to a game's end (ratings, the next round, the end of the league),
 * and the weekly digest. Every step may run twice (a stream retry, the sweeper and a reader at the
 * same time): round opening is claimed by a conditional write on the league (`rev`), game ids are
 * deterministic so a game is never created twice, and mail ids are deterministic so nothing is sent twice.
 */
import { scenarioSides, type GameModule } from '../../rules/core/contract.js';
import type { NotifyDeps } from '../notify/deps.js';
import { mailId } from '../notify/mail-id.js';
import { Postman, type PostOutcome } from '../notify/postman.js';
import { gameUrl } from '../play/present.js';
import type { GameRecord, GameSetup, TurnRecord } from '../play/types.js';
import { ClubStore } from '../store/club-items.js';
import { DigestBookings, type DigestBooking } from '../store/digest-items.js';
import { commitTurn } from '../play/turns.js';
import { GameExists } from '../play/games.js';
import {
  LeagueDigests,
  leagueGameId,
  LeagueStore,
  type League,
  type LeagueEntry,
  type LeaguePairing,
} from '../store/league-items.js';
import { RatingStore } from '../store/rating-items.js';
import { leagueStartMail, roundOpensMail, type MailGame } from './league-mail.js';
import { bookDigests, sendDigest, sendDueDigests } from './league-digests.js';
import { endedByWithdrawal, planRounds, roundDone, swissInput, type RecordSummary } from './league-table.js';
import { rateFinishedGame } from './rate-game.js';
import { pairSwiss } from './swiss.js';

export interface LeagueDeps extends NotifyDeps {
  newSeed: () => string;
}

export interface LeagueSnapshot {
  league: League;
  entries: LeagueEntry[];
  pairings: LeaguePairing[];
  records: Map<string, RecordSummary>;
}

export class LeagueService {
  readonly store: LeagueStore;
  readonly clubs: ClubStore;
  readonly ratings: RatingStore;
  /** before weekly digests were per recipient: one `DIGEST` booking per league (drained by `tick`) */
  readonly legacyDigests: LeagueDigests;
  readonly digests: DigestBookings;
  readonly postman: Postman;
  constructor(readonly d: LeagueDeps) {
    this.store = new LeagueStore(d.db);
    this.clubs = new ClubStore(d.db);
    this.ratings = new RatingStore(d.db);
    this.legacyDigests = new LeagueDigests(d.db);
    this.digests = new DigestBookings(d.db);
    this.postman = new Postman(d);
  }

  async module(game: string): Promise<GameModule<any, any>> {
    const m = await this.d.catalog.get(game);
    if (!m) throw new Error(`game module ${game} is not in the catalog`);
    return m;
  }

  async snapshot(leagueId: string): Promise<LeagueSnapshot | null> {
    const league = await this.store.league(leagueId);
    if (!league) return null;
    const { entries, pairings } = await this.store.contents(leagueId);
    // through the one loader's summaries: a game whose log is ahead of its state is repaired first
    const records: Map<string, RecordSummary> = await this.d.games.summaries(pairings.map((p) => p.gameId));
    return { league, entries, pairings, records };
  }

  /** Seeds the players, plans the rounds and opens what is due. false: someone else changed the league first. */
  async start(league: League, entries: LeagueEntry[]): Promise<boolean> {
    const now = this.d.clock.now();
    const rated = new Map(
      (
        await this.ratings.ofUsers(
          entries.map((e) => e.userId),
          league.game,
        )
      ).map((r) => [r.userId, r.rating]),
    );
    const bySeed = [...entries].sort(
      (x, y) =>
        (rated.get(y.userId) ?? 0) - (rated.get(x.userId) ?? 0) ||
        x.enteredAt.localeCompare(y.enteredAt) ||
        x.userId.localeCompare(y.userId),
    );
    const seededEntries = bySeed.map((e, i) => ({ ...e, seed: i + 1 }));
    const plan = planRounds(
      league.format,
      seededEntries.map((e) => e.userId),
      now,
    );
    const pairings: LeaguePairing[] = plan.schedule.flatMap((r) =>
      r.games.map((g, i) => ({
        leagueId: league.leagueId,
        round: r.round,
        board: i + 1,
        a: g.a,
        b: g.b,
        gameId: leagueGameId(league.leagueId, r.round, i + 1),
      })),
    );
    const byes = plan.schedule.filter((r) => r.bye).map((r) => ({ round: r.round, player: r.bye! }));
    for (const e of seededEntries) await this.store.putEntry(e);
    await this.store.putPairings(pairings);
    const saved = await this.store.save(
      {
        ...league,
        status: 'running',
        startedAt: now.toISOString(),
        totalRounds: plan.totalRounds,
        roundOpens: plan.roundOpens,
        openedRounds: 0,
        byes,
      },
      league.rev,
    );
    if (!saved) return false;
    await this.advance(league.leagueId);
    return true;
  }

  /**
   * Brings a running league up to date: creates any missing game of an open round, opens every
   * round that is due (a date reached, or the previous round decided), and finishes the league.
   */
  async advance(leagueId: string): Promise<LeagueSnapshot | null> {
    for (let step = 0; step < 64; step++) {
      const snap = await this.snapshot(leagueId);
      if (!snap || snap.league.status !== 'running') return snap;
      const { league, entries, pairings, records } = snap;
      await this.createMissingGames(
        league,
        entries,
        pairings.filter((p) => p.round <= league.openedRounds),
        records,
      );
      const next = league.openedRounds + 1;
      const now = this.d.clock.now();
      if (next > league.totalRounds) {
        const all = Array.from({ length: league.totalRounds }, (_, i) => i + 1);
        if (all.every((r) => roundDone(r, pairings, records, entries))) {
          const done = await this.store.save(
            { ...league, status: 'finished', finishedAt: now.toISOString() },
            league.rev,
          );
          if (!done) continue;
          return { ...snap, league: done };
        }
        return snap;
      }
      const opens = league.roundOpens[next - 1];
      const due = opens
        ? Date.parse(opens) <= now.getTime()
        : next > 1 && roundDone(next - 1, pairings, records, entries);
      if (!due) return snap;

      const module = await this.module(league.game);
      let roundPairings = pairings.filter((p) => p.round === next);
      let byes = league.byes;
      if (league.format.kind === 'swiss') {
        const paired = pairSwiss(
          swissInput(league, entries, pairings, records, scenarioSides(module, league.scenario), next),
        );
        roundPairings = paired.games.map((g, i) => ({
          leagueId,
          round: next,
          board: i + 1,
          a: g.a,
          b: g.b,
          gameId: leagueGameId(leagueId, next, i + 1),
        }));
        // written before the claim: a loser of the race wrote the same deterministic items
        await this.store.putPairings(roundPairings);
        byes = [
          ...league.byes.filter((b) => b.round !== next),
          ...(paired.bye ? [{ round: next, player: paired.bye }] : []),
        ];
      }
      const claimed = await this.store.save({ ...league, openedRounds: next, byes }, league.rev);
      if (!claimed) continue;
      await this.createMissingGames(claimed, entries, roundPairings, records);
      await this.roundMails(claimed, entries, roundPairings, next, module);
    }
    throw new Error(`league ${leagueId}: too many steps while advancing`);
  }

  private async createMissingGames(
    league: League,
    entries: LeagueEntry[],
    pairings: LeaguePairing[],
    records: Map<string, RecordSummary>,
  ): Promise<void> {
    const withdrawn = new Set(entries.filter((e) => e.withdrawnAt).map((e) => e.userId));
    const names = new Map(entries.map((e) => [e.userId, e.name]));
    const missing = pairings.filter((p) => !records.has(p.gameId) && !withdrawn.has(p.a) && !withdrawn.has(p.b));
    if (!missing.length) return;
    const module = await this.module(league.game);
    const now = this.d.clock.now().toISOString();
    for (const p of missing) {
      const setup: GameSetup = {
        id: p.gameId,
        game: league.game,
        scenario: league.scenario,
        options: league.options,
        createdAt: now,
        createdBy: league.createdBy,
        seats: {
          [scenarioSides(module, league.scenario)[0]]: { userId: p.a, name: names.get(p.a) ?? '' },
          [scenarioSides(module, league.scenario)[1]]: { userId: p.b, name: names.get(p.b) ?? '' },
        },
        invite: null,
        // the director's vacation policy is the clock's per-game "no vacation" option
        clock: league.vacation === 'not-allowed' ? { ...league.clock, vacation: false } : league.clock,
        rated: league.rated,
        league: { id: league.leagueId, clubId: league.clubId, round: p.round, board: p.board },
        // a league on a club pack plays every game on the version it was made with
        ...(league.pack ? { clubPack: league.pack } : {}),
      };
      try {
        // the API's own creation path: version 0, memberships, the clock running for whoever moves first
        await this.d.games.create(setup, this.d.newSeed());
      } catch (e) {
        if (!(e instanceof GameExists)) throw e; // created by an earlier attempt
      }
    }
  }

  private async roundMails(
    league: League,
    entries: LeagueEntry[],
    pairings: LeaguePairing[],
    round: number,
    module: GameModule<any, any>,
  ): Promise<void> {
    const club = await this.clubs.club(league.clubId);
    for (const e of entries) {
      if (e.withdrawnAt) continue;
      const profile = await this.d.users.profile(e.userId);
      if (!profile) continue;
      const games: MailGame[] = pairings
        .filter((p) => p.a === e.userId || p.b === e.userId)
        .map((p) => {
          const mine = p.a === e.userId ? 0 : 1;
          const opp = entries.find((x) => x.userId === (mine === 0 ? p.b : p.a));
          return {
            round: p.round,
            opponent: opp?.name ?? '?',
            side: scenarioSides(module, league.scenario)[mine],
            url: gameUrl(this.d.publicUrl, p.gameId),
          };
        });
      const bye = league.byes.some((b) => b.player === e.userId && (round === 1 ? true : b.round === round));
      const env = this.postman.envelope(profile, 'league');
      const message =
        round === 1
          ? leagueStartMail(env, { league: league.name, club: club?.name ?? '', leagueId: league.leagueId, games, bye })
          : roundOpensMail(env, { league: league.name, leagueId: league.leagueId, round, games, bye });
      await this.postman.post({
        id: mailId('league', league.leagueId, round === 1 ? 'start' : `round-${round}`, e.userId),
        kind: 'league',
        profile,
        message,
      });
    }
  }

  /** A player leaves a league: before the start the entry goes; after it their running games are resigned and scored by the policy. */
  async withdraw(league: League, entry: LeagueEntry, pairings: LeaguePairing[]): Promise<void> {
    const now = this.d.clock.now().toISOString();
    if (league.status === 'entry') return this.store.dropEntry(league.leagueId, entry.userId);
    await this.store.putEntry({ ...entry, withdrawnAt: now });
    for (const p of pairings.filter((x) => x.a === entry.userId || x.b === entry.userId)) {
      await commitTurn(this.d.games, p.gameId, (game) => {
        if (game.record.lifecycle !== 'active') return { stop: 'over' };
        const side = Object.entries(game.record.seats).find(([, s]) => s?.userId === entry.userId)?.[0];
        if (!side) return { stop: 'not seated' };
        return {
          write: { kind: 'resign', side, userId: entry.userId, at: now, data: { withdrawal: league.leagueId } },
        };
      });
    }
    await this.advance(league.leagueId);
  }

  /** The game-end hook: rate it if rated, then move its league on. Safe to call twice for one end. */
  async onGameOver(record: RecordSummary): Promise<void> {
    const { setup } = record;
    const leagueId = setup.league?.id;
    let voided = false;
    if (leagueId) {
      const { entries } = await this.store.contents(leagueId);
      voided = endedByWithdrawal(record, new Map(entries.map((e) => [e.userId, e.withdrawnAt])));
    }
    if (setup.rated && !voided) {
      const module = await this.module(setup.game);
      await rateFinishedGame(this.ratings, record, scenarioSides(module, setup.scenario));
    }
    if (leagueId) {
      await this.advance(leagueId);
      await this.bookDigests(leagueId, new Date(record.updatedAt));
    }
  }

  /** Committed turns in: the ones that ended a game go to `onGameOver`. */
  async onTurns(turns: readonly TurnRecord[]): Promise<number> {
    let ended = 0;
    for (const t of turns) {
      if (t.lifecycle !== 'over') continue;
      const game = await this.d.games.load(t.gameId);
      if (!game || game.record.lifecycle !== 'over') continue;
      if (!game.record.setup.rated && !game.record.setup.league) continue;
      await this.onGameOver(game.record);
      ended++;
    }
    return ended;
  }

  /** A game of the league ended at `endedAt`: its players' weekly digests booked (./league-digests.ts). */
  bookDigests(leagueId: string, endedAt: Date, only?: string): Promise<number> {
    return bookDigests(this, leagueId, endedAt, only);
  }

  /** The sweeper's part: rounds whose date has come, and weekly digests that are due. */
  async tick(): Promise<{ leagues: number; digests: number }> {
    const now = this.d.clock.now();
    const due = await this.store.dueLeagues(now);
    for (const id of due) await this.advance(id);
    return { leagues: due.length, digests: await sendDueDigests(this, now) };
  }

  /** One recipient's weekly digest (./league-digests.ts). */
  sendDigest(snap: LeagueSnapshot, b: DigestBooking): Promise<PostOutcome | 'nothing'> {
    return sendDigest(this, snap, b);
  }
}

export { presentLeagueGame, type LeagueGameView } from './present-league-game.js';
export type { GameRecord };

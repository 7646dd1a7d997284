/** A league as a member sees it: the answer of `GET /api/leagues/:id` and of every change (routes/leagues.ts). */
import { scenarioSides } from '../../rules/core/contract.js';
import { atLeast } from '../clubs/access.js';
import type { LeagueSnapshot } from '../leagues/league-service.js';
import { leagueResults, seeded } from '../leagues/league-table.js';
import { presentLeagueGame } from '../leagues/present-league-game.js';
import { publicOptions } from '../play/present.js';
import type { Club, ClubRole } from '../store/club-items.js';
import type { Services } from './deps.js';

/** what a director may still change once the league has started (the games already carry the rest) */
export const EDITABLE_STARTED = ['name'] as const;
export const EDITABLE_ENTRY = [
  'name',
  'scenario',
  'options',
  'clock',
  'rated',
  'vacation',
  'format',
  'withdrawal',
  'entryDeadline',
] as const;

/** A league as a member sees it (GET /api/leagues/:id and every change's answer). */
export const leaguePage = async (svc: Services, snap: LeagueSnapshot, club: Club, userId: string, role: ClubRole) => {
  const { deps } = svc;
  const { league, entries, pairings, records } = snap;
  const module = await svc.catalog.get(league.game);
  const sides = module ? scenarioSides(module, league.scenario) : ['a', 'b'];
  const names = new Map(entries.map((e) => [e.userId, e.name]));
  const results = leagueResults(league, entries, pairings, records, sides);
  const mine = entries.find((e) => e.userId === userId);
  const now = deps.clock.now();
  const publicUrl = deps.config.publicUrl;
  const director = atLeast(role, 'director');
  const entryOpen = league.status === 'entry' && Date.parse(league.entryDeadline) > now.getTime();
  return {
    leagueId: league.leagueId,
    name: league.name,
    club: { clubId: club.clubId, name: club.name },
    game: league.game,
    gameTitle: module?.title ?? { pl: league.game, en: league.game },
    scenario: league.scenario,
    scenarioTitle: module?.scenarios.find((s) => s.id === league.scenario)?.title ?? {
      pl: league.scenario,
      en: league.scenario,
    },
    sides,
    // a custom start position may hold hands and deck order: only the directors' edit form sees it
    options: director ? league.options : publicOptions(league.options),
    clock: league.clock,
    rated: league.rated,
    pack: league.pack ? { name: league.pack.name, version: league.pack.version } : null,
    vacation: league.vacation,
    format: league.format,
    withdrawal: league.withdrawal,
    entryDeadline: league.entryDeadline,
    status: league.status,
    createdAt: league.createdAt,
    startedAt: league.startedAt,
    finishedAt: league.finishedAt,
    totalRounds: league.totalRounds,
    openedRounds: league.openedRounds,
    rounds: league.roundOpens.map((at, i) => ({ round: i + 1, opensAt: at, open: i < league.openedRounds })),
    byes: league.byes.map((b) => ({ ...b, name: names.get(b.player) ?? '?' })),
    me: {
      role,
      entered: !!mine && !mine.withdrawnAt,
      withdrawn: !!mine?.withdrawnAt,
      canEnter: entryOpen && !mine,
      canWithdraw: !!mine && !mine.withdrawnAt && league.status !== 'finished',
      canManage: director,
      canStart: director && league.status === 'entry' && entries.length >= 2,
      /** the fields PUT accepts from this caller now (empty: no edit form) */
      editable: director ? (league.status === 'entry' ? EDITABLE_ENTRY : EDITABLE_STARTED) : [],
    },
    /** the version an edit sends back (`PUT {rev}`) */
    rev: league.rev,
    entries: seeded(entries).map((e) => ({
      userId: e.userId,
      name: e.name,
      seed: e.seed ?? null,
      enteredAt: e.enteredAt,
      withdrawn: !!e.withdrawnAt,
    })),
    standings: results.standings.rows.map((r) => ({ ...r, name: names.get(r.player) ?? '?' })),
    crosstable: {
      players: results.standings.crosstable.players.map((p) => ({ userId: p, name: names.get(p) ?? '?' })),
      cells: results.standings.crosstable.cells,
    },
    games: pairings.map((p) => ({
      ...presentLeagueGame(p, records.get(p.gameId), names, sides, publicUrl),
      counted: results.games.find((g) => g.gameId === p.gameId)?.result ?? null,
    })),
  };
};
export type LeaguePage = Awaited<ReturnType<typeof leaguePage>>;

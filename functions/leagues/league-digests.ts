/**
 * A league's weekly digest: booked per player when a game of the league ends (for their own Monday
 * 08:00), sent by the sweeper's `tick` when due, and never sent twice (deterministic mail ids;
 * bookings retired only after the send). docs/platform/leagues.md says how a retried step stays safe.
 */
import { scenarioSides } from '../../rules/core/contract.js';
import { mailId } from '../notify/mail-id.js';
import type { PostOutcome } from '../notify/postman.js';
import type { DigestBooking } from '../store/digest-items.js';
import { weeklyDigestMail } from './league-mail.js';
import type { LeagueService, LeagueSnapshot } from './league-service.js';
import { leagueResults } from './league-table.js';
import { nextWeeklyDigest, previousWeeklyDigest } from './weekly-digest.js';

/**
 * A game of the league ended at `endedAt`: every player still in gets the digest of the week it
 * ended in, at their own Monday 08:00. One Query of the pending bookings, then a conditional put
 * only where none is booked or a later one is (a retried hook writes nothing).
 */
export const bookDigests = async (
  svc: LeagueService,
  leagueId: string,
  endedAt: Date,
  only?: string,
): Promise<number> => {
  const { entries } = await svc.store.contents(leagueId);
  const pending = await svc.digests.ofLeague(leagueId);
  let booked = 0;
  for (const e of entries) {
    if (e.withdrawnAt || (only && e.userId !== only)) continue;
    const profile = await svc.d.users.profile(e.userId);
    if (!profile) continue;
    const sendAt = nextWeeklyDigest(endedAt, profile.timeZone).toISOString();
    const had = pending.get(e.userId);
    if (had && had.sendAt <= sendAt) continue;
    if (await svc.digests.book({ leagueId, userId: e.userId, sendAt, timeZone: profile.timeZone })) booked++;
  }
  return booked;
};

/** The digests due at `now`, sent league by league; how many bookings were due. */
export const sendDueDigests = async (svc: LeagueService, now: Date): Promise<number> => {
  // bookings made before digests were per recipient: rebooked per recipient for the week they were for
  for (const old of await svc.legacyDigests.due(now)) {
    await bookDigests(svc, old.leagueId, new Date(Date.parse(old.sendAt) - 7 * 86_400_000));
    await svc.legacyDigests.done(old.leagueId, old.sendAt);
  }
  const bookings = await svc.digests.due(now);
  const byLeague = new Map<string, DigestBooking[]>();
  for (const b of bookings) byLeague.set(b.leagueId, [...(byLeague.get(b.leagueId) ?? []), b]);
  for (const [leagueId, list] of byLeague) await sendDigests(svc, leagueId, list);
  return bookings.length;
};

/**
 * Sends the due digests of one league, then retires their bookings. Steps in this order so a
 * crash or a second runner anywhere repeats nothing and loses nothing: send (the mail id makes a
 * repeat a duplicate); remove the booking only if it still holds this instant; then re-read the
 * games, and if one ended at or after the instant (its own hook may have found this booking and
 * written nothing) book that recipient's next week.
 */
const sendDigests = async (svc: LeagueService, leagueId: string, due: DigestBooking[]): Promise<void> => {
  const snap = await svc.snapshot(leagueId);
  if (snap) for (const b of due) await sendDigest(svc, snap, b);
  for (const b of due) await svc.digests.done(b);
  const after = await svc.snapshot(leagueId);
  if (!after) return;
  for (const b of due) {
    const entry = after.entries.find((e) => e.userId === b.userId);
    if (!entry || entry.withdrawnAt) continue;
    const later = [...after.records.values()]
      .filter((r) => r.lifecycle === 'over' && r.updatedAt >= b.sendAt)
      .map((r) => r.updatedAt)
      .sort();
    if (later.length) await bookDigests(svc, leagueId, new Date(later[0]), b.userId);
  }
};

/**
 * One recipient's weekly digest: the league's games that ended in their week (local Monday 08:00
 * to Monday 08:00) and the top of the table. Nothing for a withdrawn player, nor for a quiet week.
 */
export const sendDigest = async (
  svc: LeagueService,
  snap: LeagueSnapshot,
  b: DigestBooking,
): Promise<PostOutcome | 'nothing'> => {
  const { league, entries, pairings, records } = snap;
  const entry = entries.find((e) => e.userId === b.userId);
  if (!entry || entry.withdrawnAt) return 'nothing';
  const profile = await svc.d.users.profile(b.userId);
  if (!profile) return 'nothing';
  const module = await svc.module(league.game);
  const from = previousWeeklyDigest(new Date(b.sendAt), b.timeZone).toISOString();
  const names = new Map(entries.map((e) => [e.userId, e.name]));
  const table = leagueResults(league, entries, pairings, records, scenarioSides(module, league.scenario));
  const endedAt = (g: { gameId: string }) => records.get(g.gameId)?.updatedAt ?? '';
  const week = table.games.filter((g) => g.result && endedAt(g) >= from && endedAt(g) < b.sendAt);
  if (!week.length) return 'nothing';
  const results = week.map((g) => ({
    a: names.get(g.a) ?? '?',
    b: names.get(g.b) ?? '?',
    score: g.result === 'a' ? '1–0' : g.result === 'b' ? '0–1' : '½–½',
    reason: g.reason ?? '',
  }));
  const top = table.standings.rows
    .slice(0, 5)
    .map((r) => ({ place: r.place, name: names.get(r.player) ?? '?', score: r.score }));
  const message = weeklyDigestMail(svc.postman.envelope(profile, 'league'), {
    league: league.name,
    leagueId: league.leagueId,
    results,
    top,
  });
  return svc.postman.post({
    id: mailId('league', league.leagueId, 'week', b.sendAt, b.userId),
    kind: 'league',
    profile,
    message,
  });
};

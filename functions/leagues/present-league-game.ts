/** A league's game as its page lists it (`GET /api/leagues/:id`). */
import { gameUrl } from '../play/present.js';
import type { LeaguePairing } from '../store/league-items.js';
import type { RecordSummary } from './league-table.js';

/** What the page shows for each game: its players, status (whose turn, the deadline) and link. */
export const presentLeagueGame = (
  p: LeaguePairing,
  record: RecordSummary | undefined,
  names: Map<string, string>,
  sides: readonly string[],
  publicUrl: string,
) => {
  const awaitingSides = record && record.lifecycle === 'active' ? record.status.waitingFor : [];
  const userOf = (side: string) => (side === sides[0] ? p.a : side === sides[1] ? p.b : null);
  return {
    round: p.round,
    board: p.board,
    gameId: p.gameId,
    url: gameUrl(publicUrl, p.gameId),
    a: { userId: p.a, name: names.get(p.a) ?? '?', side: sides[0] },
    b: { userId: p.b, name: names.get(p.b) ?? '?', side: sides[1] },
    lifecycle: record?.lifecycle ?? 'scheduled',
    awaiting: awaitingSides.map((s) => userOf(s)).filter((u): u is string => !!u),
    deadline: record?.lifecycle === 'active' ? (record.deadline?.at ?? null) : null,
    result: record?.lifecycle === 'over' ? (record.result ?? null) : null,
    turn: record?.status.turn ?? null,
  };
};
export type LeagueGameView = ReturnType<typeof presentLeagueGame>;

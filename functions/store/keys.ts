/**
 * Key builders for every item of the one table (see docs/architecture.md, "Data").
 * Nothing else spells a pk/sk by hand, so a key format lives in exactly one place.
 */
export const TURN_DIGITS = 6;

export const keys = {
  game: (gameId: string) => ({ pk: `GAME#${gameId}`, sk: 'STATE' }),
  turn: (gameId: string, version: number) => ({ pk: `GAME#${gameId}`, sk: turnSk(version) }),
  /** a cached copy of the game at `version`, derivable from setup + log (functions/store/snapshots.ts) */
  snapshot: (gameId: string, version: number) => ({ pk: `GAME#${gameId}`, sk: snapSk(version) }),
  chat: (gameId: string, atIso: string, messageId: string) => ({
    pk: `GAME#${gameId}`,
    sk: `${PREFIX.chat}${atIso}#${messageId}`,
  }),
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  email: (address: string) => ({ pk: `EMAIL#${normaliseEmail(address)}`, sk: 'USER' }),
  /** an address never to be mailed again: it bounced, complained or asked for no mail at all */
  suppressed: (address: string) => ({ pk: `EMAIL#${normaliseEmail(address)}`, sk: 'SUPPRESSED' }),
  membership: (userId: string, gameId: string) => ({ pk: `USER#${userId}`, sk: `GAME#${gameId}` }),
  token: (sha256Hex: string) => ({ pk: `TOKEN#${sha256Hex}`, sk: 'TOKEN' }),
  session: (sessionId: string) => ({ pk: `SESSION#${sessionId}`, sk: 'SESSION' }),
  rate: (key: string, window: number) => ({ pk: `RATE#${key}#${window}`, sk: 'RATE' }),
  mail: (messageId: string) => ({ pk: `MAIL#${messageId}`, sk: 'MAIL' }),
  /** read (never written) by the health route's table check (functions/store/health.ts) */
  health: () => ({ pk: 'HEALTH', sk: 'HEALTH' }),
  /** a vacation change that may still have games to reach (functions/store/clock-items.ts) */
  vacationPending: (userId: string, seq: number) => ({
    pk: `USER#${userId}`,
    sk: `${QUEUES.vacationPending}#${String(seq).padStart(6, '0')}`,
  }),
} as const;

/** Clubs (functions/store/club-items.ts). */
export const clubKeys = {
  profile: (clubId: string) => ({ pk: `CLUB#${clubId}`, sk: 'PROFILE' }),
  member: (clubId: string, userId: string) => ({ pk: `CLUB#${clubId}`, sk: `MEMBER#${userId}` }),
  mine: (userId: string, clubId: string) => ({ pk: `USER#${userId}`, sk: `CLUB#${clubId}` }),
  invite: (clubId: string, email: string) => ({ pk: `CLUB#${clubId}`, sk: `INVITE#${normaliseEmail(email)}` }),
  league: (clubId: string, leagueId: string) => ({ pk: `CLUB#${clubId}`, sk: `LEAGUE#${leagueId}` }),
  /** a club's own data pack (club-pack-items.ts); its content is in pack-blobs.ts by hash */
  pack: (clubId: string, packId: string) => ({ pk: `CLUB#${clubId}`, sk: `PACK#${packId}` }),
} as const;

const pad3 = (n: number) => String(n).padStart(3, '0');

/** Leagues and their weekly digests (functions/store/league-items.ts, digest-items.ts). */
export const leagueKeys = {
  profile: (leagueId: string) => ({ pk: `LEAGUE#${leagueId}`, sk: 'PROFILE' }),
  entry: (leagueId: string, userId: string) => ({ pk: `LEAGUE#${leagueId}`, sk: `ENTRY#${userId}` }),
  pairing: (leagueId: string, round: number, board: number) => ({
    pk: `LEAGUE#${leagueId}`,
    sk: `PAIRING#${pad3(round)}#${pad3(board)}`,
  }),
  /** the old per-league booking, drained by the digest's tick */
  digest: (leagueId: string) => ({ pk: `LEAGUE#${leagueId}`, sk: 'DIGEST' }),
  /** one recipient's booking of the weekly results */
  digestBooking: (leagueId: string, userId: string) => ({ pk: `LEAGUE#${leagueId}`, sk: `DIGEST#${userId}` }),
} as const;

/** Ratings (functions/store/rating-items.ts). */
export const ratingKeys = {
  current: (userId: string, game: string) => ({ pk: `USER#${userId}`, sk: `RATING#${game}` }),
  history: (userId: string, game: string, endedAt: string, gameId: string) => ({
    pk: `USER#${userId}`,
    sk: `RHIST#${game}#${endedAt}#${gameId}`,
  }),
} as const;
export const ratingListPk = (game: string) => `RATINGS#${game}`;
/** sorts as text in rating order (ratings stay within 0..9999999 by construction) */
export const ratingListSk = (rating: number, userId: string) =>
  `${Math.max(0, rating).toFixed(2).padStart(10, '0')}#${userId}`;

/** Sort-key prefixes for the queries that read one kind of item under a partition. */
export const PREFIX = {
  chat: 'CHAT#',
  rating: 'RATING#',
  ratingHistory: (game: string) => `RHIST#${game}#`,
  clubMember: 'MEMBER#',
  myClub: 'CLUB#',
  clubInvite: 'INVITE#',
  clubLeague: 'LEAGUE#',
  clubPack: 'PACK#',
  leagueEntry: 'ENTRY#',
  leaguePairing: 'PAIRING#',
  digestBooking: 'DIGEST#',
} as const;

/** The id in a partition key (`GAME#<id>` → id), by the key's kind. */
export const idOfPk = {
  game: (pk: string) => pk.slice('GAME#'.length),
  user: (pk: string) => pk.slice('USER#'.length),
  mail: (pk: string) => pk.slice('MAIL#'.length),
  league: (pk: string) => pk.slice('LEAGUE#'.length),
} as const;

export const turnSk = (version: number): string => {
  if (!Number.isInteger(version) || version < 1)
    throw new Error(`turn number must be a positive integer, got ${version}`);
  return `TURN#${String(version).padStart(TURN_DIGITS, '0')}`;
};
export const TURN_PREFIX = 'TURN#';
export const SNAP_PREFIX = 'SNAP#';
export const snapSk = (version: number): string => SNAP_PREFIX + turnSk(version).slice(TURN_PREFIX.length);
export const versionOfSnapSk = (sk: string): number => Number(sk.slice(SNAP_PREFIX.length));
export const MEMBERSHIP_PREFIX = 'GAME#';
export const versionOfTurnSk = (sk: string): number => Number(sk.slice(TURN_PREFIX.length));
export const gameIdOfPk = idOfPk.game;
/** whether a key is a game's turn item (the stream consumer reads only those) */
export const isTurnKey = (pk: string | undefined, sk: string | undefined): boolean =>
  !!pk?.startsWith('GAME#') && !!sk?.startsWith(TURN_PREFIX);

/** Index queues on game items (gsi1, see table.ts): deadlines and open seats. */
export const QUEUE = { due: 'DUE', open: 'OPEN' } as const;

/** The time queues on gsi1 (store/queue.ts): each sort key starts with an ISO instant and `#`. */
export const QUEUES = {
  mail: 'MAIL',
  vacationPending: 'VACATION-PENDING',
  leagueDue: 'LEAGUE-DUE',
  leagueDigest: 'LEAGUE-DIGEST',
  leagueDigestUser: 'LEAGUE-DIGEST-USER',
} as const;
/** a time queue's sort key: the instant, then the parts that name the item */
export const timeSk = (atIso: string, ...parts: (string | number)[]): string => [atIso, ...parts].join('#');
export const dueSk = (deadlineIso: string, gameId: string) => `${deadlineIso}#${gameId}`;
export const openSk = (createdIso: string, gameId: string) => `${createdIso}#${gameId}`;

/** One address, one account: trimmed and lower-cased (we do not guess at provider-specific dots or tags). */
export const normaliseEmail = (address: string): string => address.trim().toLowerCase();

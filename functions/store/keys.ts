/**
 * Key builders for every item of the one table (see ARCHITECTURE.md, "Data").
 * Nothing else spells a pk/sk by hand, so a key format lives in exactly one place.
 */
export const TURN_DIGITS = 6;

export const keys = {
  game: (gameId: string) => ({ pk: `GAME#${gameId}`, sk: 'STATE' }),
  turn: (gameId: string, version: number) => ({ pk: `GAME#${gameId}`, sk: turnSk(version) }),
  /** a cached copy of the game at `version`, derivable from setup + log (functions/store/snapshots.ts) */
  snapshot: (gameId: string, version: number) => ({ pk: `GAME#${gameId}`, sk: snapSk(version) }),
  chat: (gameId: string, atIso: string, messageId: string) => ({ pk: `GAME#${gameId}`, sk: `CHAT#${atIso}#${messageId}` }),
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  email: (address: string) => ({ pk: `EMAIL#${normaliseEmail(address)}`, sk: 'USER' }),
  membership: (userId: string, gameId: string) => ({ pk: `USER#${userId}`, sk: `GAME#${gameId}` }),
  token: (sha256Hex: string) => ({ pk: `TOKEN#${sha256Hex}`, sk: 'TOKEN' }),
  session: (sessionId: string) => ({ pk: `SESSION#${sessionId}`, sk: 'SESSION' }),
  rate: (key: string, window: number) => ({ pk: `RATE#${key}#${window}`, sk: 'RATE' }),
  mail: (messageId: string) => ({ pk: `MAIL#${messageId}`, sk: 'MAIL' }),
} as const;

export const turnSk = (version: number): string => {
  if (!Number.isInteger(version) || version < 1) throw new Error(`turn number must be a positive integer, got ${version}`);
  return `TURN#${String(version).padStart(TURN_DIGITS, '0')}`;
};
export const TURN_PREFIX = 'TURN#';
export const SNAP_PREFIX = 'SNAP#';
export const snapSk = (version: number): string => SNAP_PREFIX + turnSk(version).slice(TURN_PREFIX.length);
export const versionOfSnapSk = (sk: string): number => Number(sk.slice(SNAP_PREFIX.length));
export const MEMBERSHIP_PREFIX = 'GAME#';
export const versionOfTurnSk = (sk: string): number => Number(sk.slice(TURN_PREFIX.length));
export const gameIdOfPk = (pk: string): string => pk.slice('GAME#'.length);

/** Index queues on game items (gsi1, see table.ts): deadlines and open seats. */
export const QUEUE = { due: 'DUE', open: 'OPEN' } as const;
export const dueSk = (deadlineIso: string, gameId: string) => `${deadlineIso}#${gameId}`;
export const openSk = (createdIso: string, gameId: string) => `${createdIso}#${gameId}`;

/** One address, one account: trimmed and lower-cased (we do not guess at provider-specific dots or tags). */
export const normaliseEmail = (address: string): string => address.trim().toLowerCase();

import type {
  CatalogEntry,
  ChatLine,
  GameAnswer,
  GameSummary as LobbyGame,
  LogTurn,
  MeAnswer,
  OpenGamesAnswer,
} from '../functions/api/answers.js';
import type { GameView, RuleError } from '../rules/core/contract.js';
import { unpackView, type PackedView } from '../rules/core/wire.js';
import { t } from './i18n.js';
import { badInputText } from './issue.js';

/** the words of an error answer, wherever the server put them */
const messageOf = (b: { message?: unknown; error?: unknown } | null): string | undefined => {
  if (typeof b?.message === 'string') return b.message;
  if (typeof b?.error === 'string') return b.error;
  const m = (b?.error as { message?: unknown } | null | undefined)?.message;
  return typeof m === 'string' ? m : undefined;
};

/** The HTTP API as the page uses it (docs/architecture.md, "HTTP API"). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: unknown,
  ) {
    // a 400 names its issue in numbers (functions/api/validate.ts): said in the reader's language
    super(
      (status === 400 && badInputText(body as Parameters<typeof badInputText>[0])) ||
        (messageOf(body as { message?: unknown; error?: unknown } | null) ?? `HTTP ${status}`),
    );
  }
  /** the field a 400 names (functions/api/validate.ts), e.g. "options.position" */
  get path(): string | undefined {
    const p = (this.body as { path?: unknown } | null)?.path;
    return typeof p === 'string' ? p : undefined;
  }
  /** the issue of a 400 in numbers (functions/api/validate.ts) */
  get issue(): NonNullable<Parameters<typeof badInputText>[0]>['issue'] {
    return (this.body as { issue?: NonNullable<Parameters<typeof badInputText>[0]>['issue'] } | null)?.issue;
  }
  /** the error's code, e.g. 'stale' */
  get code(): string | undefined {
    const c = (this.body as { code?: unknown } | null)?.code;
    return typeof c === 'string' ? c : undefined;
  }
  /** the rule error of a 422, wherever the server put it */
  get ruleError(): RuleError | null {
    const b = this.body as { error?: unknown } | null;
    const e = (b?.error && typeof b.error === 'object' ? b.error : b) as Partial<RuleError> | null;
    return e && typeof e.code === 'string' ? (e as RuleError) : null;
  }
}

/**
 * The name the server gives a deleted account's seats, chat lines and table rows
 * (functions/store/account-items.ts `DELETED_NAME`); the page words it in the reader's language.
 */
export const DELETED_PLAYER = 'deleted-player';
/** every `name: DELETED_PLAYER` of an answer, in words (looked for only when the text holds the mark) */
const deletedInWords = (_key: string, value: unknown): unknown =>
  _key === 'name' && value === DELETED_PLAYER ? t('player.deleted') : value;

/** `T` names the route's answer (functions/api/answers.ts); there is no default, so every call says what it reads. */
export const api = async <T>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> => {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      ...(body === undefined
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' }),
      ...extraHeaders,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text, text.includes(DELETED_PLAYER) ? deletedInWords : undefined) : null;
  } catch {
    data = { message: text };
  }
  if (!res.ok) throw new ApiError(res.status, data);
  return data as T;
};

/** The answers the page reads, named by the server (functions/api/answers.ts; types only, nothing bundled). */
export type {
  CatalogAnswer,
  ChatAnswer,
  ClubAnswer,
  ClubListAnswer,
  ClubPackAnswer,
  ClubPacksAnswer,
  GameAnswer,
  LeaguePage,
  LinkAnswer,
  LobbyAnswer,
  LogPage,
  MeAnswer,
  OpenGamesAnswer,
  ReplayAnswer,
  SubmitAnswer,
  SubmitMinimalAnswer,
  VacationAnswer,
  VerifyAnswer,
  WatchedGameAnswer,
} from '../functions/api/answers.js';

export type Me = MeAnswer;
export type CatalogGame = CatalogEntry;
/** a lobby row: one of the caller's games, or a game with a free seat */
export type GameSummary = LobbyGame | OpenGamesAnswer['games'][number];
/** a game answer as the page keeps it: its options unpacked (rules/core/wire.ts), its board named by `boardKey` */
export type GameDetail = Omit<GameAnswer, 'view'> & { view: GameView };
export const unpackGame = <G extends { view: PackedView }>(g: G): Omit<G, 'view'> & { view: GameView } => ({
  ...g,
  view: unpackView(g.view),
});
export type LogEntry = LogTurn;
export type ChatMessage = ChatLine;

/** what a lobby row and the game page have in common, all the helpers below read */
type AnyGame = GameSummary | GameDetail;

export interface PlayerInfo {
  side: string;
  name: string | null;
}

/** The seats as a list: each side with its player's name (null: free; the computer in a practice game). */
export const playerList = (g: AnyGame): PlayerInfo[] =>
  Object.entries(g.seats).map(([side, seat]) => ({
    side,
    name: seat?.computer ? t('game.computer') : (seat?.name ?? null),
  }));

export const deadlineOf = (g: AnyGame): { at: string; side: string } | null => g.deadline;

export const resultOf = (g: AnyGame): GameDetail['result'] => g.result;

export const isOver = (g: AnyGame): boolean => g.lifecycle === 'over' || g.lifecycle === 'cancelled' || !!g.result;

export const awaitsMe = (g: AnyGame): boolean => g.awaitingMe;

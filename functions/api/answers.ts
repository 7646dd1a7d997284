/**
 * What each route the page calls answers, as types only. The web imports them with `import type`
 * (so no server code reaches its bundle) and names the answer it expects, `api<GameAnswer>(…)`.
 * Each type comes from the code that builds the answer: a presenter's return type where there is one,
 * and an interface the route checks its inline answer against with `satisfies` where there is not. A
 * field renamed on the server therefore breaks the type check of the page that reads it.
 */
import type { GameModule, Halt, OptionField, Order, Status } from '../../rules/core/contract.js';
import type { GameGuide } from '../../rules/core/guide.js';
import type { PackedView } from '../../rules/core/wire.js';
import type { StaticBoard } from '../../rules/core/board.js';
import type { PackPart, PackProblem } from '../../rules/core/pack-kit.js';
import type { clockOffer } from '../clock/presets.js';
import type { clubPage } from '../clubs/club-page.js';
import type { GamePresentation, GameSummary, presentEvents, presentTurn } from '../play/present.js';
import type { GameRecord } from '../play/types.js';
import type { ChatMessage } from '../store/chat-items.js';
import type { ClubPack } from '../store/club-pack-items.js';
import type { TurnPage } from '../play/games.js';
import type { Profile } from '../store/users.js';
import type { LeaguePage } from './league-page.js';
import type { presentMe } from './routes/me.js';
import type { presentVacation } from './routes/vacation.js';

export type { DraftAnswer } from './routes/draft.js';
export type { GameSummary, LeaguePage };

/** GET /api/games/:id, POST /api/games, join, decline, claim: the game as the caller's side sees it */
export type GameAnswer = GamePresentation;

/** GET /api/games: the caller's games */
export interface LobbyAnswer {
  games: GameSummary[];
}

/** GET /api/games/open: games with a free seat */
export interface OpenGamesAnswer {
  games: (GameSummary & { freeSides: string[]; mine: boolean })[];
}

/** one turn in the log, as far as the caller may see it */
export type LogTurn = ReturnType<typeof presentTurn>;

/** GET /api/games/:id/log */
export interface LogPage extends Pick<TurnPage, 'older' | 'newer'> {
  version: number;
  limit: number;
  turns: LogTurn[];
}

/** GET /api/games/:id/replay/:n: the position after turn n */
export interface ReplayAnswer {
  version: number;
  lifecycle: GameRecord['lifecycle'];
  status: Status;
  result: GameRecord['result'];
  /** the static board: GET /api/boards/:game/:boardKey */
  boardKey: string;
  /** options packed for the wire (rules/core/wire.ts) */
  view: PackedView;
}

/** POST /api/games/:id/orders, when applied */
export interface SubmitAnswer {
  version: number;
  events: ReturnType<typeof presentEvents>;
  game: GameAnswer;
  /** a halt: the orders before `at` were applied and recorded; `rest` goes back to the composer */
  halted?: Halt & { rest: Order[] };
}

/**
 * POST /api/games/:id/orders asked with `Prefer: return=minimal` (RFC 7240; the answer then says
 * `Preference-Applied: return=minimal`): the same answer without the game's view, for a client that
 * reads the game again anyway (the play page does). `lifecycle` and `awaiting` are the game's after
 * the submission (a practice game: after the computer's reply), as `game` would have said them.
 */
export interface SubmitMinimalAnswer extends Omit<SubmitAnswer, 'game'> {
  lifecycle: GameAnswer['lifecycle'];
  awaiting: GameAnswer['awaiting'];
}

/** a chat line as the players read it (the writer's account id stays on the server) */
export type ChatLine = Omit<ChatMessage, 'userId'>;

/** GET /api/games/:id/chat */
export interface ChatAnswer {
  messages: ChatLine[];
}

/** one game of GET /api/catalog */
export type CatalogEntry = Pick<GameModule, 'id' | 'title' | 'sides' | 'sideNames' | 'scenarios'> & {
  optionFields: readonly OptionField[];
  /** the game has a bot of its own for practice games (GET /api/catalog always says); without one the computer plays at random */
  bot?: boolean;
};

/** GET /api/catalog/:game/guide (public): the how-to-play page's data */
export interface GuideAnswer {
  id: string;
  guide: GameGuide;
}

/** GET /api/catalog (public) */
export interface CatalogAnswer {
  games: CatalogEntry[];
  clocks: ReturnType<typeof clockOffer>;
}

/** GET and PUT /api/me */
export type MeAnswer = ReturnType<typeof presentMe>;

/** POST /api/auth/link: the same answer whether or not the address has an account */
export interface LinkAnswer {
  sent: true;
}

/** POST /api/auth/verify */
export interface VerifyAnswer {
  me: Profile;
}

/** GET /api/me/vacation */
export type VacationAnswer = ReturnType<typeof presentVacation>;

/** GET /api/clubs/:id and every change to a club */
export type ClubAnswer = Awaited<ReturnType<typeof clubPage>>;

/** GET /api/clubs: the caller's clubs */
export interface ClubListAnswer {
  clubs: { clubId: string; name: string; since: string; owner: boolean }[];
}

/** GET /api/clubs/:id/packs: the club's packs (no content), and the games a club may play on its own pack */
export interface ClubPacksAnswer {
  packs: ClubPack[];
  games: string[];
}

/** GET /api/clubs/:id/packs/:packId: a pack, its current version's content and the parts its editor shows as grids (POST and PUT: the pack only) */
/** POST /api/clubs/:id/packs/:packId/check: the schema's problems of an edited pack, by path (none: it passes the schema) */
export interface PackCheckAnswer {
  errors: PackProblem[];
}
export interface ClubPackAnswer {
  pack: ClubPack;
  content: unknown;
  parts: readonly PackPart[];
  /** the board the map editor paints on (a game with a map part; null otherwise) */
  board?: StaticBoard | null;
  /** each map part's board (its scenario's), by the part's path */
  boards?: Record<string, StaticBoard>;
}

/** GET /api/leagues/:leagueId/games/:gameId: a league game watched by a member who does not play in it */
export type WatchedGameAnswer = GameAnswer & { league: { leagueId: string; name: string; round: number | null } };

/** `GET /api/health` */
export interface HealthAnswer {
  status: 'ok' | 'unavailable';
  version: string;
  table: { ok: true; ms: number } | { ok: false };
}

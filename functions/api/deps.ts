import type { Context } from 'hono';
import type { VacationFaults } from '../clock/vacations.js';
import type { AppConfig } from '../config.js';
import type { Mailer } from '../mail/mailer.js';
import type { Logger } from '../log.js';
import type { GameCatalog } from '../play/catalog.js';
import type { TurnRecord } from '../play/types.js';
import type { Db } from '../store/db.js';
import type { PackBlobs } from '../store/pack-blobs.js';
import type { ClubPacks } from '../packs/club-packs.js';
import type { GameStore, LoadedGame, StoreFaults } from '../play/games.js';
import type { Profile, Session, UserStore } from '../store/users.js';
import type { Clock } from '../time/clock.js';
import type { Timings } from '../timings.js';

/** Everything the API needs from the outside world; the Lambda entry and the local server each build one. */
export interface AppDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  config: AppConfig;
  /** id → module; default: rules/catalog.ts */
  games?: GameCatalog;
  /** a fresh dice seed per game (64 hex digits); default: 32 random bytes */
  newSeed?: () => string;
  /** the turn notifier's hook: in AWS the table's stream does this, so the Lambda passes none */
  afterCommit?: (turns: TurnRecord[]) => Promise<void>;
  /** the caller's address for rate limits; default: the last X-Forwarded-For hop */
  clientIp?: (c: Context) => string;
  /** sign-in request limits; default RATE in routes/auth.ts */
  signInLimits?: SignInLimits;
  /** how much a draft check may judge before leaving the rest `unchecked`; default DRAFT_BUDGET in routes/draft.ts */
  draftBudget?: { applies: number; ms: number };
  /** tests only: crash between the two writes of a turn, or inside a vacation change (clock/vacations.ts) */
  faults?: StoreFaults & VacationFaults;
  log?: (message: string, error?: unknown) => void;
  /**
   * Structured logs (functions/log.ts): a line per request with its ids, and errors. Default: errors
   * only, to stdout (the Lambda and `npm start` pass one at `info`).
   */
  logger?: Logger;
  /** where club packs' content is kept (store/pack-blobs.ts); default: the environment's */
  packBlobs?: PackBlobs;
  /** answer with a Server-Timing header (api/server-timing.ts): `npm run bench -- api`; off by default */
  serverTiming?: boolean;
}

export interface SignInLimits {
  perEmail: { limit: number; windowMs: number };
  perClient: { limit: number; windowMs: number };
}

/** Built once per app from the deps. */
export interface Services {
  deps: AppDeps;
  games: GameStore;
  catalog: GameCatalog;
  users: UserStore;
  newSeed: () => string;
  /** clubs' own data packs (functions/packs) */
  packs: ClubPacks;
}

export interface AuthVars {
  user: Profile;
  session: Session;
  /** the game `:id`, read with the session by `requireUserAndGame` (null: no such game) */
  game: LoadedGame | null;
}

export type Env = { Variables: Partial<AuthVars & { requestId: string; timings: Timings }> };

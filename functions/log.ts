/**
 * Structured logs: one JSON object per line, the same shape from every function (API, notifier,
 * sweeper, digests, check-games), so CloudWatch Logs Insights can filter any of them by `requestId`,
 * `gameId` or `userId`.
 *
 * What may be logged is typed: ids, route, status, timings and counts. Names, addresses, tokens and
 * session ids have no field. Free text (a message, an error's message and stack) can still carry one
 * by accident — an SES error quoting the recipient, a JWT in a library's message — so every string is
 * scrubbed of anything shaped like an address or a bearer token before it is written.
 */
export type FunctionName = 'api' | 'notifier' | 'sweeper' | 'digests' | 'check-games' | 'bounces';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogFields {
  requestId?: string;
  gameId?: string;
  userId?: string;
  leagueId?: string;
  method?: string;
  /** the request path: ids only (the input policy admits nothing else in a segment); never the query */
  path?: string;
  status?: number;
  ms?: number;
  version?: number;
  kind?: string;
  /** a report's figures: counts and flags only */
  counts?: Record<string, number | boolean>;
}

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
  /** the same logger with these fields on every line (a request's id, a game's) */
  with(fields: LogFields): Logger;
  /** the services' older hook `(message, error?)`, writing an error line */
  readonly hook: (message: string, error?: unknown) => void;
}

export interface LoggerOptions {
  /** lines below it are dropped; default `info` */
  level?: LogLevel;
  /** where a line goes; default stdout (Lambda sends it to CloudWatch Logs) */
  sink?: (line: string) => void;
  now?: () => Date;
}

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

const ADDRESS = /[^\s@"'<>(),;:[\]\\]+@[^\s@"'<>(),;:[\]\\]+\.[A-Za-z]{2,}/g;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/g;
/** a sign-in token is 43 base64url characters; our ids are UUIDs, a league game's with `-<round>-<board>` */
const LONG_RUN = /[\w-]{43,}/g;
const OUR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-\d+)*$/;

/** Free text with addresses and token-shaped runs replaced. */
export const scrub = (text: string): string =>
  text
    .replace(ADDRESS, '<address>')
    .replace(JWT, '<token>')
    .replace(LONG_RUN, (run) => (OUR_ID.test(run) ? run : '<token>'));

const scrubFields = (fields: LogFields): LogFields => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    out[k] = typeof v === 'string' ? scrub(v) : v;
  }
  return out as LogFields;
};

const errorFields = (e: unknown) => {
  if (e === undefined) return {};
  if (e instanceof Error)
    return { error: { name: e.name, message: scrub(e.message), ...(e.stack ? { stack: scrub(e.stack) } : {}) } };
  return { error: { message: scrub(String(e)) } };
};

export const createLogger = (fn: FunctionName, options: LoggerOptions = {}, base: LogFields = {}): Logger => {
  const min = RANK[options.level ?? 'info'];
  const sink = options.sink ?? ((line: string) => process.stdout.write(`${line}\n`));
  const now = options.now ?? (() => new Date());
  const write = (level: LogLevel, message: string, fields: LogFields | undefined, error?: unknown) => {
    if (RANK[level] < min) return;
    sink(
      JSON.stringify({
        at: now().toISOString(),
        level,
        fn,
        message: scrub(message),
        ...scrubFields({ ...base, ...fields }),
        ...errorFields(error),
      }),
    );
  };
  const logger: Logger = {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, e, f) => write('error', m, f, e),
    with: (fields) => createLogger(fn, options, { ...base, ...fields }),
    hook: (m, e) => write('error', m, undefined, e),
  };
  return logger;
};

/** LOG_LEVEL from the environment (the Lambdas and `npm start`), `info` when unset or unknown */
export const levelFromEnv = (value = process.env.LOG_LEVEL): LogLevel =>
  value && value in RANK ? (value as LogLevel) : 'info';

/** A report's numbers and flags, nested records flattened (`{mail: {sent: 2}}` → `mail.sent: 2`); strings dropped. */
export const countsOf = (report: object, prefix = ''): Record<string, number | boolean> => {
  const out: Record<string, number | boolean> = {};
  for (const [k, v] of Object.entries(report)) {
    if (typeof v === 'number' || typeof v === 'boolean') out[prefix + k] = v;
    else if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(out, countsOf(v, `${prefix}${k}.`));
    else if (Array.isArray(v)) out[`${prefix}${k}`] = v.length;
  }
  return out;
};

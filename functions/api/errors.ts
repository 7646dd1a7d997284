/**
 * The error table of docs/architecture.md as types. Routes throw these; the app's one `onError`
 * turns them into responses. Bodies are always `{ code, message, ...details }`.
 */
import type { RuleError } from '../../rules/core/contract.js';
import { formatPath } from '../../rules/core/zod-path.js';

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 501,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
  body(): Record<string, unknown> {
    return { code: this.code, message: this.message, ...this.details };
  }
}

/**
 * What a schema found wrong, in numbers rather than words, so the page can say it in the reader's
 * language: zod's issue code and the limits it names (`{ code: 'too_big', maximum: 29, type: 'number' }`).
 */
export interface InputIssue {
  code: string;
  minimum?: number;
  maximum?: number;
  inclusive?: boolean;
  /** for too_big / too_small: what was measured (number, string length, array size, date) */
  type?: string;
  /** for invalid_type */
  expected?: string;
  received?: string;
  /** for invalid_enum_value / invalid_literal */
  options?: string[];
  /** for invalid_string: email, url, regex… */
  validation?: string;
  /** for unrecognized_keys: the fields the schema does not know */
  keys?: string[];
}

/** 400: the input does not have the right shape; `path` says where ('batch.orders[2].value'). */
export const badInput = (message: string, path: string, code = 'bad-input', issue?: InputIssue) =>
  new ApiError(400, code, message, issue ? { path, issue } : { path });
/** 401: no (valid) session, or a bad sign-in token */
export const unauthorized = (message = 'sign in first', code = 'unauthorized') => new ApiError(401, code, message);
/** 403: not your game or seat; or a cross-site request */
export const forbidden = (message = 'not your game', code = 'forbidden') => new ApiError(403, code, message);
export const notFound = (message = 'not found', code = 'not-found') => new ApiError(404, code, message);
/** 409: stale or not your turn; carries the current view so the client can redraw at once */
export const conflict = (code: string, message: string, game?: unknown) =>
  new ApiError(409, code, message, game === undefined ? {} : { game });
/** 422: the rules refuse; exactly the module's RuleError */
export const ruleRefused = (error: RuleError) =>
  new ApiError(422, error.code, error.message, {
    ...(error.rule ? { rule: error.rule } : {}),
    ...(error.at ? { at: error.at } : {}),
    // the values the client words a reason in another language with (web/game/reasons.ts)
    ...(error.params ? { params: error.params } : {}),
  });
export const tooMany = (message = 'too many requests; try again later', code = 'rate-limited') =>
  new ApiError(429, code, message);
/** a mail limit's verdict (notify/mail-limits.ts) as a 429 with its code */
export const refuseOver = (v: { ok: true } | { ok: false; code: string; message: string }): void => {
  if (!v.ok) throw tooMany(v.message, v.code);
};
export const notYet = (what: string) => new ApiError(501, 'not-implemented', `${what} is not available yet`);

/** zod's issue path as one string: ['batch','orders',2,'value'] → 'batch.orders[2].value' */
export const pathString = (path: readonly (string | number)[]): string => formatPath(path);

import type { ApplyResult, RuleError } from './contract.js';

/** A refusal: the rule, a code, the English words, where in the batch, and the values the words name (optional). */
const ruleError = (
  rule: string | undefined,
  code: string,
  message: string,
  at?: string,
  params?: RuleError['params'],
): RuleError => ({ code, message, ...(rule ? { rule } : {}), ...(at ? { at } : {}), ...(params ? { params } : {}) });

/** Rejection with the rule as the spec numbers it and where in the batch. */
export const reject = <S>(
  rule: string | undefined,
  code: string,
  message: string,
  at?: string,
  params?: RuleError['params'],
): ApplyResult<S> => ({
  ok: false,
  error: ruleError(rule, code, message, at, params),
});

/** V8's `Error.stackTraceLimit` is not in the ES library the rules compile against */
const v8Error = Error as unknown as { stackTraceLimit?: number };

/**
 * For the `super(…)` call of an error thrown as control flow (a refusal, a halt): sets
 * `Error.stackTraceLimit` to 0 and returns the old limit, which the constructor puts back. Capturing
 * a stack walks the whole call stack (≈25 µs each at a game's depth, docs/platform/speed-submission.md), and a view
 * that tries moves meets many refusals it catches; what such an error says is its payload (the rule
 * and the place in the batch), never where the code was.
 */
export const noStack = (): number | undefined => {
  const limit = v8Error.stackTraceLimit;
  v8Error.stackTraceLimit = 0;
  return limit;
};
/** puts back the limit `noStack` returned */
export const restoreStack = (limit: number | undefined): void => {
  v8Error.stackTraceLimit = limit;
};

/** Thrown inside a module's procedures to abort the whole batch; caught by the module's apply. */
export class RuleViolation extends Error {
  readonly error: RuleError;
  constructor(error: RuleError) {
    const limit = noStack();
    super(error.message);
    restoreStack(limit);
    this.error = error;
  }
}
export const violate = (
  rule: string | undefined,
  code: string,
  message: string,
  at?: string,
  params?: RuleError['params'],
): never => {
  throw new RuleViolation(ruleError(rule, code, message, at, params));
};

/**
 * Refuse the whole batch, naming the rule and the place (`at`, e.g. 'orders[2].path[3]'). A function
 * declaration, so TypeScript narrows after a call. The batch runner (runner.ts) turns it into the
 * rejection.
 */
export function fail(
  rule: string | undefined,
  code: string,
  message: string,
  at?: string,
  params?: RuleError['params'],
): never {
  throw new RuleViolation(ruleError(rule, code, message, at, params));
}

import type { ApplyResult, RuleError } from './contract.js';

/** Rejection with the rule as the spec numbers it and where in the batch. */
export const reject = <S>(rule: string | undefined, code: string, message: string, at?: string): ApplyResult<S> => ({
  ok: false,
  error: { code, message, ...(rule ? { rule } : {}), ...(at ? { at } : {}) },
});

/** Thrown inside a module's procedures to abort the whole batch; caught by the module's apply. */
export class RuleViolation extends Error {
  constructor(public readonly error: RuleError) {
    super(error.message);
  }
}
export const violate = (rule: string | undefined, code: string, message: string, at?: string): never => {
  throw new RuleViolation({ code, message, ...(rule ? { rule } : {}), ...(at ? { at } : {}) });
};

/**
 * Refuse the whole batch, naming the rule and the place (`at`, e.g. 'orders[2].path[3]'). A function
 * declaration, so TypeScript narrows after a call. The batch runner (runner.ts) turns it into the
 * rejection.
 */
export function fail(rule: string | undefined, code: string, message: string, at?: string): never {
  throw new RuleViolation({ code, message, ...(rule ? { rule } : {}), ...(at ? { at } : {}) });
}

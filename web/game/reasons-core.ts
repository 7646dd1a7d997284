import type { Said } from './reasons-said.js';

/** the refusals of the game skeleton (rules/core/runner.ts), the same in every game */
export const CORE_SAID: readonly Said[] = [
  // zod's own English words name the field; the page shows the rule and the place beside them
  ['schema', '{…}', 'rozkaz ma niewłaściwą postać (brak pola albo zła wartość)'],
  ['wrong-order', 'a {…} order is not expected now (expected: {…})', 'ten rozkaz nie jest teraz oczekiwany'],
];

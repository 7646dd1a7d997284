/**
 * What every game does with its pack, once: check it against the game's zod schema (every problem
 * with its path, by core's one formatter), stop the module at load when the pack it ships is broken,
 * and list the pack's scenarios in the contract's terms.
 */
import type { GameModule, ScenarioInfo, Side } from './contract.js';
import type { Text } from './text.js';
import { formatPath } from './zod-path.js';

export interface PackProblem {
  /** where in the pack, e.g. "map.hexes[12].terrain" */
  path: string;
  message: string;
}
export type PackResult<P> = { ok: true; pack: P } | { ok: false; errors: PackProblem[] };

/** What parsePackWith needs of a zod schema (structural, so a schema whose input differs from its output fits). */
export interface PackSchema<P> {
  safeParse(raw: unknown): { success: true; data: P } | { success: false; error: { issues: PackIssue[] } };
}

/** what parsePackWith reads of a zod issue: an unknown enum value also names what it got and what it takes */
interface PackIssue {
  path: PropertyKey[];
  message: string;
  code?: string;
  received?: unknown;
  options?: readonly unknown[];
}

/**
 * An issue in the words a club director needs: an unknown value names the field, the value and the
 * choices (`unknown terrain 'swamp', expected one of clear, forest, …`); anything else as zod says it.
 */
const packMessage = (i: PackIssue): string => {
  if (i.code !== 'invalid_enum_value' || !i.options) return i.message;
  const field = [...i.path].reverse().find((p) => typeof p === 'string') ?? 'value';
  return `unknown ${String(field)} '${String(i.received)}', expected one of ${i.options.join(', ')}`;
};

/** A raw pack checked against `schema`: the parsed pack, or every problem by path. */
export const parsePackWith = <P>(schema: PackSchema<P>, raw: unknown): PackResult<P> => {
  const r = schema.safeParse(raw);
  if (r.success) return { ok: true, pack: r.data };
  return { ok: false, errors: r.error.issues.map((i) => ({ path: formatPath(i.path), message: packMessage(i) })) };
};

/** The pack a module ships, validated when it loads: a broken one stops the module, naming every problem. */
export const shippedPack = <P>(game: string, r: PackResult<P>): P => {
  if (!r.ok) throw new Error(`${game} pack invalid: ${r.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
  return r.pack;
};

/** The contract's scenario list from a pack's scenarios, each seating `sides` and lasting `length(scenario)`. */
export const scenarioInfos = <S extends { id: string; title: Text; description: Text }>(
  scenarios: readonly S[],
  sides: readonly Side[],
  length: (scenario: S) => Text,
): ScenarioInfo[] =>
  scenarios.map((sc) => ({ id: sc.id, title: sc.title, description: sc.description, length: length(sc), sides }));

/**
 * What a game declares so a club can play it on its own pack (issue 20): how a raw pack is checked
 * (schema and cross-checks, every problem by path), the module built from a checked pack, our own
 * pack as the documented example, and the scenario whose random game proves a pack playable (the
 * shortest one). The platform has no game-specific code beyond this.
 */
export interface PackKit<P = unknown> {
  game: string;
  parse(raw: unknown): PackResult<P>;
  create(pack: P): GameModule<any, any>;
  /** our shipped pack, as parsed */
  shipped(): P;
  /** the scenario a random game of a new pack is played in before the pack is accepted */
  shortest: string;
}

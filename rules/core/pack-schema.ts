/**
 * The pack schema of a game whose pack is an id and named sections (tables, map, forces, scenarios):
 * one strict object, so an unknown section is refused, then the game's cross-reference checks over
 * the whole. The sections are checked in the order the game lists them, which is the order its
 * problems are reported in.
 */
import { z } from 'zod';
import { type PackResult, parsePackWith } from './pack-kit.js';
import { textSchema } from './text.js';

/** the object of `id` and the game's sections, before the cross-checks (its type is the game's Pack) */
export const sectionedPack = <S extends z.ZodRawShape>(sections: S) =>
  z.object({ id: z.string(), ...sections }).strict();

/** the pack's schema with the game's cross-checks, and the parser that reports every problem by path */
export const checkedPack = <P>(
  shape: z.ZodType<P, z.ZodTypeDef, unknown>,
  crossCheck: (pack: P, ctx: z.RefinementCtx) => void,
) => {
  const packSchema = shape.superRefine((p, ctx) => crossCheck(p, ctx));
  return { packSchema, parsePack: (raw: unknown): PackResult<P> => parsePackWith<P>(packSchema, raw) };
};

/** what a scenario in such a pack opens with: an id of lower-case words (it names the scenario in game records), its title and description */
export const scenarioHead = {
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: textSchema,
  description: textSchema,
};

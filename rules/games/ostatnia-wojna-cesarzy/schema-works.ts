import { z } from 'zod';
import type { NATIONS, Pack } from './schema.js';

/** The scenario data of rules 24–27 (fortress strengths, bridgeheads, the corps' divisions) and their checks by path. */

type Scenario = Pack['scenarios'][number];
type Ctx = z.RefinementCtx;

/** called by schema.ts with its hex id and nations (a function: the two modules import each other) */
export const worksFields = (hexId: z.ZodString, nations: typeof NATIONS) => ({
  /** 25: each fortress's printed strength (its garrison's SP; absent: 1) */
  fortresses: z.array(z.object({ hex: hexId, strength: z.number().int().min(1).max(4) }).strict()).optional(),
  /** 26: bridgeheads: owner nation, strength, and the neighbours across its fortified face (the front) */
  bridgeheads: z
    .array(
      z
        .object({
          hex: hexId,
          nat: z.enum(nations),
          strength: z.number().int().min(1).max(4),
          front: z.array(hexId).min(1).max(5),
        })
        .strict(),
    )
    .optional(),
  /** 27 (C.5): the divisions each corps breaks down into (a substitution is just another list); `split`: starts broken down */
  corps: z
    .array(
      z
        .object({ corps: z.string(), divisions: z.array(z.string()).min(1).max(4), split: z.boolean().optional() })
        .strict(),
    )
    .optional(),
});

/** every fortress a fortress town of the map, bridgehead hexes on it, corps and divisions in the forces and of one nation */
export const worksProblems = (
  p: Pick<Pack, 'map' | 'forces'>,
  s: Pick<Scenario, 'fortresses' | 'bridgeheads' | 'corps'>,
  at: (string | number)[],
  ctx: Ctx,
  hex: (id: string, path: (string | number)[]) => void,
): void => {
  (s.fortresses ?? []).forEach((f, i) => {
    if (!p.map.towns.some((t) => t.hex === f.hex && t.fortress))
      ctx.addIssue({ code: 'custom', path: [...at, 'fortresses', i, 'hex'], message: `no fortress in ${f.hex}` });
  });
  (s.bridgeheads ?? []).forEach((bh, i) => {
    hex(bh.hex, [...at, 'bridgeheads', i, 'hex']);
    bh.front.forEach((h, j) => hex(h, [...at, 'bridgeheads', i, 'front', j]));
  });
  const defs = new Map(p.forces.units.map((u) => [u.id, u]));
  (s.corps ?? []).forEach((c, i) => {
    const corps = defs.get(c.corps);
    if (corps?.size !== 'corps')
      ctx.addIssue({ code: 'custom', path: [...at, 'corps', i, 'corps'], message: `no corps ${c.corps}` });
    c.divisions.forEach((d, j) => {
      const div = defs.get(d);
      if (!div || div.size === 'corps' || div.size === 'hq' || div.size === 'patrol')
        ctx.addIssue({ code: 'custom', path: [...at, 'corps', i, 'divisions', j], message: `no division ${d}` });
      else if (corps && (div.nat !== corps.nat || div.side !== corps.side))
        ctx.addIssue({
          code: 'custom',
          path: [...at, 'corps', i, 'divisions', j],
          message: `${d} is not of ${c.corps}'s nation`,
        });
    });
  });
};

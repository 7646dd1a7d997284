import { z } from 'zod';
import { formatPath } from '../../core/zod-path.js';
import type { PackIndex } from './pack.js';
import { BOXES, DEFAULT_POLICIES, LEVELS, POLICY_KEYS, POLICY_VALUES, type Position, type SideId } from './state.js';

/**
 * The position form (README "Positions"): any position of a scenario's rules, for unrated games and
 * bug reports. Units and leaders not listed are not in play, except the scenario's reinforcements,
 * which still arrive in their stage. Every error names its path (`units[2].hex`).
 */
const side = z.enum(['pl', 'ru']);
const policies = z
  .object(Object.fromEntries(POLICY_KEYS.map((k) => [k, z.enum(POLICY_VALUES[k] as [string, ...string[]]).optional()])))
  .strict();
export const positionSchema = z
  .object({
    stage: z.number().int().min(1).default(1),
    /** who holds the initiative in the first stage played (later stages roll for it, R 2.2) */
    initiative: side.optional(),
    units: z.array(
      z
        .object({
          id: z.string(),
          /** a hex label or a box: routed, eliminated */
          hex: z.string(),
          facing: z.number().int().min(0).max(5).default(0),
          level: z.enum(LEVELS).default('full'),
          losses: z.number().int().min(0).max(9).default(0),
          square: z.boolean().optional(),
        })
        .strict(),
    ),
    leaders: z
      .array(
        z
          .object({
            id: z.string(),
            hex: z.string(),
            deputy: z.union([z.null(), z.literal('dead'), z.number().int().min(1)]).default(null),
          })
          .strict(),
      )
      .default([]),
    /** the last side to hold each objective hex (default: the scenario's holders) */
    holders: z.record(z.string(), side).optional(),
    policies: z.object({ pl: policies.optional(), ru: policies.optional() }).strict().optional(),
  })
  .strict();
export type PositionForm = z.infer<typeof positionSchema>;

const bad = (path: string, why: string): never => {
  throw new Error(`position: ${path}: ${why}`);
};

/** the position a form describes on a scenario's rules, with its initiative, holders and policies */
export const positionFrom = (
  P: PackIndex,
  scenarioId: string,
  input: unknown,
): {
  pos: Position;
  initiative?: SideId;
  holders?: Record<string, SideId>;
  policies: Record<SideId, typeof DEFAULT_POLICIES>;
} => {
  const r = positionSchema.safeParse(input);
  if (!r.success) return bad(formatPath(r.error.issues[0].path), r.error.issues[0].message);
  const f = r.data;
  const sc = P.pack.scenarios.find((s) => s.id === scenarioId)!;
  const pos: Position = { stage: f.stage, lastStage: sc.stages, units: {}, leaders: {} };
  const place = (hex: string, at: string) =>
    P.grid.has(hex) || (BOXES as readonly string[]).includes(hex) || bad(at, `${hex} is neither a hex nor a box`);
  const held = new Map<string, SideId>();
  f.units.forEach((u, i) => {
    const at = `units[${i}]`;
    const d = [...P.pack.forces.units].find((x) => x.id === u.id) ?? bad(`${at}.id`, `no unit ${u.id}`);
    if (pos.units[u.id]) bad(`${at}.id`, `${u.id} is listed twice`);
    place(u.hex, `${at}.hex`);
    if (held.has(u.hex) && held.get(u.hex) !== d.side) bad(`${at}.hex`, `${u.hex} holds the other side`);
    held.set(u.hex, d.side as SideId);
    pos.units[u.id] = {
      id: u.id,
      at: u.hex,
      facing: u.facing,
      level: u.level,
      losses: u.losses,
      order: i,
      flags: {},
      ...(u.square ? { square: true } : {}),
    };
  });
  for (const a of sc.arrivals)
    for (const u of a.units)
      if (a.stage > f.stage && !pos.units[u])
        pos.units[u] = { id: u, at: 'offmap', facing: a.facing, level: 'full', losses: 0, order: 0, flags: {} };
  f.leaders.forEach((l, i) => {
    if (!P.pack.forces.leaders.some((x) => x.id === l.id)) bad(`leaders[${i}].id`, `no leader ${l.id}`);
    if (!P.grid.has(l.hex) && l.hex !== 'routed') bad(`leaders[${i}].hex`, `${l.hex} is not a hex`);
    pos.leaders[l.id] = { id: l.id, at: l.hex, deputy: l.deputy, activated: false };
  });
  for (const a of sc.arrivals)
    for (const l of a.leaders)
      if (a.stage > f.stage && !pos.leaders[l])
        pos.leaders[l] = { id: l, at: 'offmap', deputy: null, activated: false };
  return {
    pos,
    ...(f.initiative ? { initiative: f.initiative } : {}),
    ...(f.holders ? { holders: f.holders } : {}),
    policies: {
      pl: { ...DEFAULT_POLICIES, ...f.policies?.pl } as typeof DEFAULT_POLICIES,
      ru: { ...DEFAULT_POLICIES, ...f.policies?.ru } as typeof DEFAULT_POLICIES,
    },
  };
};

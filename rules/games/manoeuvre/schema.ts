/**
 * The data pack schema (spec section 6): terrain chart, map sections, armies with their units and
 * 60-card decks. The rulebook fixes some terrain properties (spec 2.4) and some deck facts (spec 2.6);
 * those are checked here so a pack cannot contradict the rules.
 */
import { z } from 'zod';
import { textSchema as text } from '../../core/text.js';

export const TERRAINS = ['open', 'field', 'marsh', 'hills', 'town', 'woods', 'lake'] as const;
export type TerrainId = (typeof TERRAINS)[number];

export const HQ_TYPES = [
  'leader',
  'ambush',
  'committed',
  'forced-march',
  'guerrilla',
  'redoubt',
  'regroup',
  'sappers',
  'skirmish',
  'scout',
  'supply',
  'withdraw',
] as const;
export type HqType = (typeof HQ_TYPES)[number];

/** the last tie-breaker's nation order (spec 4.2.3): earlier wins */
export const NATION_ORDER = ['us', 'ot', 'es', 'at', 'pr', 'ru', 'gb', 'fr'] as const;
export type NationId = (typeof NATION_ORDER)[number];

const benefit = z
  .object({
    assault: z.number().int().min(0).max(6),
    bombardment: z.number().int().min(0).max(6),
    volley: z.number().int().min(0).max(6),
  })
  .strict();

/** "2d8": N dice of 6, 8 or 10 faces (spec 1.2) */
export const diceExpr = z.string().regex(/^[1-4]d(6|8|10)$/, 'dice are written NdX with X 6, 8 or 10');
/** a d6 range 1–N, stored as N (spec AMB-11) */
const d6max = z.number().int().min(1).max(6);

export const terrainSchema = z
  .object({
    id: z.enum(TERRAINS),
    code: z.string().length(1),
    name: text,
    enterable: z.boolean(),
    blocksLineOfFire: z.boolean(),
    assaultFrom: z.boolean(),
    forcedMarchFrom: z.boolean(),
    /** a cavalry unit entering this square ends its move there (spec 4.5.1, AMB-7) */
    cavalryStops: z.boolean(),
    defense: benefit,
    attack: benefit,
    fill: z.string(),
    pattern: z.string().optional(),
    note: text.optional(),
  })
  .strict();
export type Terrain = z.infer<typeof terrainSchema>;

/** properties the rulebook fixes (spec 2.4); the rest is the pack's */
const FIXED: Partial<Record<TerrainId, Partial<Terrain>>> = {
  marsh: { assaultFrom: false, forcedMarchFrom: false, blocksLineOfFire: false, enterable: true },
  field: { forcedMarchFrom: false, blocksLineOfFire: false, enterable: true },
  hills: { blocksLineOfFire: true, enterable: true },
  town: { blocksLineOfFire: true, enterable: true },
  woods: { blocksLineOfFire: true, enterable: true },
  lake: { enterable: false, blocksLineOfFire: false },
};

export const chartSchema = z.array(terrainSchema).superRefine((chart, ctx) => {
  for (const id of TERRAINS)
    if (!chart.some((t) => t.id === id)) ctx.addIssue({ code: 'custom', message: `terrain ${id} missing` });
  chart.forEach((t, i) => {
    if (chart.findIndex((u) => u.id === t.id || u.code === t.code) !== i)
      ctx.addIssue({ code: 'custom', path: [i], message: `terrain ${t.id} or code ${t.code} twice` });
    for (const [k, v] of Object.entries(FIXED[t.id] ?? {}))
      if ((t as Record<string, unknown>)[k] !== v)
        ctx.addIssue({ code: 'custom', path: [i, k], message: `spec 2.4: ${t.id}.${k} must be ${v}` });
  });
});

export const sectionSchema = z
  .object({
    id: z.number().int().min(1).max(24),
    name: text,
    /** four rows of four terrain codes, north row first */
    rows: z.array(z.string().length(4)).length(4),
  })
  .strict();
export type Section = z.infer<typeof sectionSchema>;

export const unitSchema = z
  .object({
    id: z.string().regex(/^[a-z]{2}\.[a-z0-9-]+$/),
    /** printed on the counter */
    name: z.string().min(1),
    /** printed on its cards when it differs (e.g. Garde Imperial / Imperial Guard, spec 2.5) */
    cardName: z.string().optional(),
    short: z.string().min(1).max(8),
    type: z.enum(['inf', 'cav']),
    /**
     * the arm its counter shows when not its type's (display only: the rules know foot and horse, spec
     * 2.5; a gun's Bombard is on its cards, which any unit may hold). Optional, so packs without it keep
     * their content and hash.
     */
    arm: z.enum(['artillery']).optional(),
    full: z.number().int().min(1).max(9),
    reduced: z.number().int().min(1).max(9),
  })
  .strict()
  .refine((u) => u.reduced < u.full, { message: 'reduced strength must be lower than full (spec 2.5)' });
export type UnitDef = z.infer<typeof unitSchema>;

export const unitCardSchema = z
  .object({
    unit: z.string(),
    attack: diceExpr.optional(),
    defense: z.number().int().min(1).max(9).optional(),
    bombard: diceExpr.optional(),
    range: z.number().int().min(1).max(2).optional(),
    volley: diceExpr.optional(),
    pursuit: d6max.optional(),
    withdraw: d6max.optional(),
    nra: z.boolean().optional(),
  })
  .strict();
export type UnitCardDef = z.infer<typeof unitCardSchema>;

export const hqSchema = z
  .object({
    type: z.enum(HQ_TYPES),
    count: z.number().int().min(1).max(20),
    name: z.string().optional(),
    command: z.number().int().min(1).max(4).optional(),
    combat: z.number().int().min(0).max(9).optional(),
    rally: d6max.optional(),
    pursuitMod: z.number().int().min(-3).max(0).optional(),
    grandBattery: z.boolean().optional(),
    /** the Ambush card's dice (spec M7) */
    attack: diceExpr.optional(),
  })
  .strict()
  .superRefine((h, ctx) => {
    const leader = h.type === 'leader';
    if (leader && (h.name === undefined || h.command === undefined || h.combat === undefined || h.rally === undefined))
      ctx.addIssue({ code: 'custom', message: 'a leader has name, command, combat and rally (spec 2.6.2)' });
    if (
      !leader &&
      (h.command !== undefined ||
        h.combat !== undefined ||
        h.rally !== undefined ||
        h.pursuitMod !== undefined ||
        h.grandBattery)
    )
      ctx.addIssue({ code: 'custom', message: 'only leaders carry command, combat, rally, pursuit' });
    if (h.type === 'ambush' && !h.attack) ctx.addIssue({ code: 'custom', message: 'an Ambush card carries its dice' });
    if (h.type !== 'ambush' && h.attack) ctx.addIssue({ code: 'custom', message: 'only Ambush carries dice' });
  });
export type HqDef = z.infer<typeof hqSchema>;

export const armySchema = z
  .object({
    id: z.enum(NATION_ORDER),
    name: text,
    character: text,
    /** only the United States' unit cards carry Withdraw values (spec 2.6) */
    unitWithdraw: z.boolean(),
    units: z.array(unitSchema).length(8),
    unitCards: z.array(unitCardSchema).length(40),
    hq: z.array(hqSchema),
  })
  .strict()
  .superRefine((a, ctx) => {
    const ids = new Set(a.units.map((u) => u.id));
    if (ids.size !== 8) ctx.addIssue({ code: 'custom', path: ['units'], message: 'unit ids must differ' });
    a.units.forEach((u, i) => {
      if (!u.id.startsWith(`${a.id}.`))
        ctx.addIssue({ code: 'custom', path: ['units', i, 'id'], message: `unit ids start with ${a.id}.` });
      const n = a.unitCards.filter((c) => c.unit === u.id).length;
      if (n !== 5)
        ctx.addIssue({
          code: 'custom',
          path: ['units', i],
          message: `spec 1.4: 5 unit cards per unit, ${u.id} has ${n}`,
        });
    });
    a.unitCards.forEach((c, i) => {
      const p = ['unitCards', i];
      const u = a.units.find((x) => x.id === c.unit);
      if (!u) return ctx.addIssue({ code: 'custom', path: [...p, 'unit'], message: `no unit ${c.unit}` });
      const values = [c.attack, c.defense, c.bombard, c.range, c.volley, c.pursuit, c.withdraw].filter(
        (v) => v !== undefined,
      ).length;
      if (values < 2 || values > 4)
        ctx.addIssue({ code: 'custom', path: p, message: 'spec 2.6.1: a unit card carries 2 to 4 values' });
      if (c.bombard && c.attack)
        ctx.addIssue({ code: 'custom', path: p, message: 'spec 2.6.1: a cannon card has no attack value' });
      if ((c.bombard || c.volley) && c.range === undefined)
        ctx.addIssue({ code: 'custom', path: p, message: 'bombard and volley cards carry a range' });
      if (c.bombard && c.volley) ctx.addIssue({ code: 'custom', path: p, message: 'one fire value per card' });
      if (c.pursuit !== undefined && u.type !== 'cav')
        ctx.addIssue({ code: 'custom', path: p, message: 'spec 2.6.1: pursuit only on cavalry cards' });
      if (c.withdraw !== undefined && !a.unitWithdraw)
        ctx.addIssue({ code: 'custom', path: p, message: 'spec 2.6: withdraw values only on United States cards' });
    });
    const total = a.hq.reduce((s, h) => s + h.count, 0);
    if (total !== 20) ctx.addIssue({ code: 'custom', path: ['hq'], message: `spec 1.4: 20 HQ cards, found ${total}` });
    const types = new Set(a.hq.map((h) => h.type));
    if (!types.has('leader'))
      ctx.addIssue({ code: 'custom', path: ['hq'], message: 'spec 1.4: every army has leaders' });
    if (!types.has('withdraw'))
      ctx.addIssue({ code: 'custom', path: ['hq'], message: 'spec 6.1 s3: every army has Withdraw cards' });
    const others = [...types].filter((t) => t !== 'leader').length;
    if (others < 3 || others > 8)
      ctx.addIssue({ code: 'custom', path: ['hq'], message: `spec 1.4: 3 to 8 other HQ types, found ${others}` });
    a.hq.forEach((h, i) => {
      if (h.grandBattery && a.id !== 'fr')
        ctx.addIssue({ code: 'custom', path: ['hq', i], message: 'spec 9.1: only Napoleon has Grand Battery' });
    });
  });
export type ArmyDef = z.infer<typeof armySchema>;

export const packSchema = z
  .object({
    id: z.string(),
    title: text,
    notice: text,
    chart: chartSchema,
    sections: z.array(sectionSchema).length(24),
    armies: z.array(armySchema).length(8),
  })
  .strict()
  .superRefine((p, ctx) => {
    const codes = new Set(p.chart.map((t) => t.code));
    const used = new Set<string>();
    p.sections.forEach((s, i) => {
      if (p.sections.findIndex((x) => x.id === s.id) !== i)
        ctx.addIssue({ code: 'custom', path: ['sections', i, 'id'], message: `section ${s.id} twice` });
      s.rows.forEach((r, j) =>
        [...r].forEach((c) =>
          codes.has(c)
            ? used.add(c)
            : ctx.addIssue({ code: 'custom', path: ['sections', i, 'rows', j], message: `unknown terrain code ${c}` }),
        ),
      );
    });
    for (const t of p.chart)
      if (!used.has(t.code))
        ctx.addIssue({ code: 'custom', path: ['sections'], message: `terrain ${t.id} is on no section` });
    const armies = new Set(p.armies.map((a) => a.id));
    if (armies.size !== 8) ctx.addIssue({ code: 'custom', path: ['armies'], message: 'eight different armies' });
  });
export type Pack = z.infer<typeof packSchema>;

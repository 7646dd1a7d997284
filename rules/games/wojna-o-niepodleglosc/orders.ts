import { z } from 'zod';

/**
 * The orders of a batch, cells as printed labels ("0705"). A batch is `{orders: [...]}`.
 * - `move`: one unit or HQ along a path of adjacent hexes, its hex first (13.7)
 * - `attack`: a combat (14.7) with its supporting artillery and the attacker's morale unit;
 *   `pursue` lists the conditional pursuit paths, each starting with the vacated hex (14.32)
 * - `hq-pursuit`: after all pursuits, a WJ HQ whose units pursued follows along a path, its hex first (14.38)
 * - `rebuild`: an eliminated counter whose turn-track space has come returns on a hex (5.1–13)
 * - `replace`: a REPLACEMENT marker on a unit (5.15)
 * - `air`: the air plan (3.2, ch. 17): an aviation unit's recon on an enemy WJ HQ (`target`), delay over a hex
 *   (`hex`), escort of an own mission placed in the same batch or interception of an enemy one (`target`)
 * - `defend`: the defender's live answer to an attack its policy asks about: morale unit, aviation, retreat path,
 *   artillery in support and the order of losses (the last two: rules version 4)
 * - `standing`: sets one of the side's standing policies (either side, any time; policies.ts)
 * - `load`, `unload` (rules version 5): at the start of an activation, pieces onto a transport (an echelon at
 *   the station `hex`), or all of a transport's pieces off it (ch. 18)
 * - `react` (rules version 5): the live answer of a stack's owner asked about a reaction (13.9–16)
 * - `overstack` (rules version 15): the live answer of the side asked to displace an overstacked stack's excess (12.5)
 * - `displace` (rules version 11): the live answer of a side asked about a contact's path (9.23, 13.17)
 * - `fighters` (rules version 10): the attacker's live fighter reaction to the defender's support aviation
 *   (spec 5.3 C3, 17.12–13); the defender's is the `intercept` field of its `defend` answer
 * - `end`: ends the window (the movement segment, or the activation in the combat segment)
 */
const hex = z.string().regex(/^\d{4}$/, 'a hex is four digits, column then row');
const id = z.string().min(1).max(40);
export const moveOrder = z
  .object({
    type: z.literal('move'),
    piece: id,
    path: z.array(hex).min(2).max(40),
    /** 11.1, 11.6 (rules version 3): leave a garrison on, or absorb a friendly one from, a hex of the path */
    dropGarrisonAt: hex.optional(),
    absorbGarrisonAt: hex.optional(),
  })
  .strict();
export const attackOrder = z
  .object({
    type: z.literal('attack'),
    target: hex,
    attackers: z.array(id).min(1).max(60), // six neighbours, each a full stack (12.2)
    artillery: z.array(id).max(6).optional(),
    morale: id.optional(),
    /** 17.10 (rules version 3): aviation in support, each over a hex of own units of the combat */
    air: z
      .array(z.object({ unit: id, hex }).strict())
      .max(6)
      .optional(),
    pursue: z
      .array(z.object({ unit: id, path: z.array(hex).min(1).max(12) }).strict())
      .max(6)
      .optional(),
    /** 14.42 (rules version 5): the attackers that take the second, third… loss, within the levelling rule */
    losses: z.array(id).max(12).optional(),
    /** 14.22 (rules version 5): an attacking hex's retreat path beyond it, should the attacker have to retreat */
    retreat: z
      .array(z.object({ from: hex, path: z.array(hex).min(1).max(3) }).strict())
      .max(6)
      .optional(),
  })
  .strict();
/** 14.38: after all pursuits, a WJ HQ whose units pursued follows them */
export const hqPursuitOrder = z
  .object({ type: z.literal('hq-pursuit'), hq: id, path: z.array(hex).min(2).max(12) })
  .strict();
/** 5.1–13: an eliminated counter due on the turn track returns on a hex */
export const rebuildOrder = z.object({ type: z.literal('rebuild'), piece: id, hex }).strict();
export const replaceOrder = z.object({ type: z.literal('replace'), unit: id }).strict();
export const airOrder = z
  .object({
    type: z.literal('air'),
    unit: id,
    mission: z.enum(['recon', 'delay', 'escort', 'intercept']),
    target: id.optional(),
    hex: hex.optional(),
  })
  .strict();
/** spec 5.3 C3, 17.12 (rules version 10): own free fighters, each meeting one enemy support unit of the combat */
const intercept = z.array(z.object({ unit: id, target: id }).strict()).max(6);
/** rules version 3: the defender's live answer to an attack (policy `ask`); absent fields take the policies */
export const defendOrder = z
  .object({
    type: z.literal('defend'),
    morale: id.optional(),
    air: z
      .array(z.object({ unit: id, hex }).strict())
      .max(6)
      .optional(),
    retreat: z.array(hex).min(1).max(3).optional(),
    /** 14.14 (rules version 4): the own artillery in range that supports the defence ([]: none) */
    artillery: z.array(id).max(12).optional(),
    /** 14.42 (rules version 4): the units that take the second, third… loss, within the levelling rule */
    losses: z.array(id).max(12).optional(),
    /** 14.22 (rules version 4): defenders that retreat apart from the rest, each group along its own path */
    split: z
      .array(z.object({ units: z.array(id).min(1).max(6), path: z.array(hex).min(1).max(3) }).strict())
      .max(5)
      .optional(),
    /** C3 (rules version 10): the defender's fighter reaction to the attacker's support ([]: none) */
    intercept: intercept.optional(),
  })
  .strict();
/** C3 (rules version 10): the attacker's fighter reaction, asked live (policy `ask`); absent or []: none */
export const fightersOrder = z.object({ type: z.literal('fighters'), intercept: intercept.optional() }).strict();
/** rules version 3: a standing policy (policies.ts), accepted from either side at any time */
export const standingOrder = z
  .object({ type: z.literal('standing'), key: z.string().max(40), value: z.string().max(40) })
  .strict();
/** 18.2–7 (rules version 5): pieces onto a transport at the start of the activation; an echelon's station */
export const loadOrder = z
  .object({ type: z.literal('load'), transport: id, pieces: z.array(id).min(1).max(3), hex: hex.optional() })
  .strict();
/** 18.11–13 (rules version 5): a transport's pieces get off at the start of their activation */
export const unloadOrder = z.object({ type: z.literal('unload'), transport: id }).strict();
/** 13.9–16 (rules version 5): the asked owner's reaction: the stack retreats along `path` (1..max hexes, AMB-47), or not at all */
export const reactOrder = z.object({ type: z.literal('react'), path: z.array(hex).min(1).max(6).optional() }).strict();
/** 9.23, 13.17 (rules version 11): the asked side's path for a contact's displacement or withdrawal; absent: the engine's */
export const displaceOrder = z
  .object({ type: z.literal('displace'), path: z.array(hex).min(1).max(6).optional() })
  .strict();
/** 12.5 (rules version 15): the asked side displaces `unit` of the overstacked hex to `to`; absent: the engine's choice for the rest */
export const overstackOrder = z
  .object({ type: z.literal('overstack'), unit: id.optional(), to: hex.optional() })
  .strict();
export const endOrder = z.object({ type: z.literal('end') }).strict();
export const orderSchema = z.discriminatedUnion('type', [
  moveOrder,
  attackOrder,
  hqPursuitOrder,
  rebuildOrder,
  replaceOrder,
  airOrder,
  defendOrder,
  standingOrder,
  loadOrder,
  unloadOrder,
  reactOrder,
  fightersOrder,
  displaceOrder,
  overstackOrder,
  endOrder,
]);
export type WojnaOrder = z.infer<typeof orderSchema>;
export const batchSchema = z.object({ orders: z.array(orderSchema).min(1).max(200) }).strict();
export type WojnaBatch = z.infer<typeof batchSchema>;

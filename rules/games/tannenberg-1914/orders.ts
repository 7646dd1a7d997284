import { z } from 'zod';
import { CARDS } from './combat.js';

/** Every batch is {orders: [...]}; hexes are printed labels ("A37B42"), pieces the pack's ids. */
const id = z.string().min(1).max(40);
const hex = z.string().regex(/^A\d{1,2}B\d{1,2}$/, 'a hex is written A<column>B<row>');
export const orderSchema = z.discriminatedUnion('type', [
  /** ends the side's movement phase (3.1), its reserve designation (4.5.1) or, for the initiative player, the combat phase (9.1.9) */
  z.object({ type: z.literal('end') }).strict(),
  /** one continuous move of pieces starting in one hex (4.2, 4.2.6) */
  z.object({ type: z.literal('move'), pieces: z.array(id).min(1).max(12), path: z.array(hex).min(2).max(40) }).strict(),
  /** entrenchments built by units that have not moved, with their three effective edges (12.1.2, 12.1.8) */
  z.object({ type: z.literal('entrench'), hex, edges: z.array(z.number().int().min(0).max(5)).length(3) }).strict(),
  /** an attempt to blow a Vistula bridge by its id (6.0) */
  z.object({ type: z.literal('blow-bridge'), bridge: id }).strict(),
  /** self-command checks for uncommanded units (13.3.2) */
  z.object({ type: z.literal('self-command'), units: z.array(id).min(1).max(200) }).strict(),
  /**
   * a RESERVE marker with its trigger: move to `to` when an enemy piece with a ZOC enters one of `on` (4.5),
   * or (rules version 4) `ask: true` and no trigger: asked live whenever it could react
   */
  z
    .object({
      type: z.literal('reserve'),
      unit: id,
      to: hex.optional(),
      on: z.array(hex).min(1).max(6).optional(),
      ask: z.literal(true).optional(),
    })
    .strict(),
  /** the answer to a paused move (rules version 4, 4.5.6): this reserve unit steps to `to`; `end` lets the mover go on */
  z.object({ type: z.literal('reserve-move'), unit: id, to: hex }).strict(),
  /**
   * the initiative player designates a combat (9.1.7); from rules version 5 `own` may be artillery alone
   * (a bombardment, 11.4) and `triple` names own artillery firing triple (11.1.9)
   */
  z
    .object({
      type: z.literal('combat'),
      own: z.array(id).min(1).max(24),
      enemy: z.array(id).min(1).max(24),
      triple: z.array(id).min(1).max(24).optional(),
    })
    .strict(),
  /** rail (5): load or unload with the whole MA, ride up to 60 rail MP (leaving by an edge hex), come back, cut, repair */
  z.object({ type: z.literal('rail-load'), unit: id }).strict(),
  z.object({ type: z.literal('rail-unload'), unit: id }).strict(),
  z
    .object({ type: z.literal('rail-move'), unit: id, path: z.array(hex).min(1).max(61), exit: z.boolean().optional() })
    .strict(),
  z.object({ type: z.literal('rail-enter'), unit: id, hex }).strict(),
  /** 5.2.5: an army HQ loads, rides up to 40 rail MP and unloads in one turn (rules version 3) */
  z.object({ type: z.literal('hq-rail'), hq: id, path: z.array(hex).min(2).max(61) }).strict(),
  z.object({ type: z.literal('cut-track'), unit: id }).strict(),
  z.object({ type: z.literal('repair-track'), unit: id }).strict(),
  /** phase 1: units of one hex outside enemy ZOC go under a masking marker from the card (16.1.2, 16.2.2); a hex may hold more than a stack's 6 before the end-of-movement check (7.1.2), so the list is bounded loosely */
  z.object({ type: z.literal('mask'), marker: id, units: z.array(id).min(1).max(24) }).strict(),
  /** phase 1: an empty masking marker on a hex holding own units or HQs (16.2.3) */
  z.object({ type: z.literal('empty-marker'), marker: id, hex }).strict(),
  /** phase 1: a marker lifted by its owner, its units back on the map (AMB-55) */
  z.object({ type: z.literal('unmask'), marker: id }).strict(),
  /** phase 3: a cavalry unit reconnoitres one hex within 2 (16.3) */
  z.object({ type: z.literal('recon'), unit: id, hex }).strict(),
  /**
   * rules version 8, a standing order any side may set at any time (core's `standing`): `escape:<gun>` the path
   * (hexes joined by '-') an own gun escapes along when the enemy's move comes next to it alone (11.1.8),
   * `displace:<hq>` the hex an own HQ goes to when displaced (13.1.5); `auto` clears it
   */
  z.object({ type: z.literal('standing'), key: z.string().min(1).max(60), value: z.string().min(1).max(80) }).strict(),
  /** a combat card, sealed until both are in (9.3) */
  /** from rules version 5, with DEFEND, `flee`: the hexes the side flees if the result costs it EP (9.5) */
  /**
   * from rules version 7, with DEFEND and `flee`, `paths`: the side's own flight path from each of its hexes (the flight
   * takes its first hexes, 9.5.4; the guns left there escape along it, 11.1.8); with any card, `count`: the units it
   * would have count across straits (9.7.7); from rules version 13, with RETREAT, `paths`: the side's retreat path from
   * each of its hexes (9.3.2, phases/retreat-move.ts)
   */
  /** from rules version 6, the non-initiative player's `support`: its artillery in this combat, `triple` of them firing ×3 (11.3, 11.1.9) */
  z
    .object({
      type: z.literal('card'),
      card: z.enum(CARDS),
      flee: z.number().int().min(1).max(5).optional(),
      support: z.array(id).min(1).max(24).optional(),
      triple: z.array(id).min(1).max(24).optional(),
      paths: z.record(hex, z.array(hex).min(1).max(6)).optional(),
      count: z.array(id).min(1).max(24).optional(),
    })
    .strict(),
]);
export type TbOrder = z.infer<typeof orderSchema>;
export const batchSchema = z.object({ orders: z.array(orderSchema).min(1).max(80) }).strict();
export type TbBatch = z.infer<typeof batchSchema>;

import { z } from 'zod';
import { STANDING } from './state.js';

/**
 * a unit's id: never a name every plain object answers to (`__proto__`, `constructor`), which `s.units[id]`
 * would find. A regex of Object.prototype's own names (what `x in Object.prototype` asks, since it has no
 * prototype itself) rather than a refine: the same refusal, 'not an id', at a third of the parse's cost.
 */
const inherited = Object.getOwnPropertyNames(Object.prototype).join('|');
const id = z
  .string()
  .min(1)
  .max(40)
  .regex(new RegExp(`^(?!(?:${inherited})$)`), 'not an id');
const hex = z.string().min(1).max(8);
const path = z.array(hex).max(12);
const sup = z.number().int().min(0).max(24);
const perFront = z.object({ G: sup.optional(), P: sup.optional(), E: sup.optional() }).strict();
const character = z.enum(['limited', 'offensive']);
export const orderSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('standing'),
      key: z.enum(Object.keys(STANDING) as [keyof typeof STANDING, ...(keyof typeof STANDING)[]]),
      value: z.string().max(20),
    })
    .strict(),
  /** 21.6 (rules version 7): the unit the ally's HQs command for the rest of the stage; in any batch of the Allies */
  z.object({ type: z.literal('allied-command'), unit: id }).strict(),
  /** 22 (DP-1): the supply plan: SuP added now and hidden per front (22.6), operations paid in advance (22.2) */
  z
    .object({
      type: z.literal('supply'),
      open: perFront.optional(),
      secret: perFront.optional(),
      prepay: z
        .object({ G: character.optional(), P: character.optional(), E: character.optional() })
        .strict()
        .optional(),
      /** 29 (campaign): the Allies' trade: SuP more (or fewer, negative) this phase for VP */
      trade: z.number().int().min(-4).max(4).optional(),
    })
    .strict(),
  // campaign (28–33), in the phasing player's supply batch with the plan (campaign/play.ts)
  /** 28.1: rebuild an eliminated unit in this town */
  z.object({ type: z.literal('rebuild'), unit: id, hex }).strict(),
  /** 28.2, 28.3: disband a division (+2 SuP), or absorb it into a broken corps in its hex */
  z.object({ type: z.literal('disband'), unit: id, into: id.optional() }).strict(),
  /** 31: form a landsturm unit or Army HQ of the Campaign card in this town */
  z.object({ type: z.literal('form'), unit: id, hex }).strict(),
  /** 32: roll for the next Legion brigade, to be placed in this town */
  z.object({ type: z.literal('legion'), hex }).strict(),
  /** 34: the Russians bring a scheduled arrival forward, or hold back one due now (income changes this phase) */
  z
    .object({
      type: z.literal('adjust'),
      unit: id,
      kind: z.enum(['accelerate', 'delay']),
      stages: z.number().int().min(1).max(20),
    })
    .strict(),
  /** 38: a German unit sails from its Baltic port to another (normal movement phase, all its MP) */
  z.object({ type: z.literal('sail'), unit: id, to: hex }).strict(),
  /** 33: call western reinforcements (secret), entering by secret concentration at this town next Allied turn */
  z.object({ type: z.literal('call'), units: z.array(id).min(1).max(6), hex }).strict(),
  /** C.2: set up a screen unit, or a patrol from the box, on a screen hex (before play) */
  z.object({ type: z.literal('screen'), unit: id, hex }).strict(),
  /** 8.8: units that try to rally (several rally orders add up) */
  z.object({ type: z.literal('rally'), units: z.array(id).max(60) }).strict(),
  /** decline a reserve-movement window, or end a phase or pursuit with nothing (more) to do */
  z.object({ type: z.literal('pass') }).strict(),
  /** 4: take the reserve movement phase in this window; the batch's move orders are its marches */
  z.object({ type: z.literal('reserve') }).strict(),
  z.object({ type: z.literal('move'), unit: id, path }).strict(),
  z
    .object({
      type: z.literal('attack'),
      target: hex,
      units: z.array(id).min(1).max(24),
      /** 23.1 artillery support (Allies) */
      artillery: z.boolean().optional(),
      /** 23.2 desperate (Russians) or 23.3 determined (Allies) */
      special: z.enum(['desperate', 'determined']).optional(),
      /** 23.3: the R-10/11 attackers broken by a determined attack */
      breaks: z.array(id).max(12).optional(),
    })
    .strict(),
  z.object({ type: z.literal('end-phase') }).strict(),
  /** 12.1: the defender's answer to a delaying-action offer */
  z.object({ type: z.literal('delay'), accept: z.boolean() }).strict(),
  /** 9.6–9.8: one of the offered retreat paths ("off" = off the map, 13) */
  z.object({ type: z.literal('retreat'), unit: id, path }).strict(),
  z.object({ type: z.literal('pursue'), unit: id, path }).strict(),
  /** 16.1: reconnoitre one adjacent hex with this unit (supply phase) */
  z.object({ type: z.literal('recon'), unit: id, hex }).strict(),
  /** 16: turn these units face down at the end of the movement phase */
  z.object({ type: z.literal('conceal'), units: z.array(id).min(1).max(60) }).strict(),
  /** 17.2: place a patrol from the box on this hex at the end of the movement phase */
  z.object({ type: z.literal('place-patrol'), hex }).strict(),
  /** 16.2, 17.1: turn own units face up (own movement phase) */
  z.object({ type: z.literal('reveal'), units: z.array(id).min(1).max(60) }).strict(),
  /** 18: rail this unit (which does not march this phase) to a town; the engine picks the route */
  z.object({ type: z.literal('rail'), unit: id, to: hex }).strict(),
  /** 20 (rules version 8): send this unit to the Secret Concentration box, for this town (secret) */
  z.object({ type: z.literal('secret-rail'), unit: id, to: hex }).strict(),
  /** 20.5 (rules version 10): a patrol from the box joins a secret concentration for this town (secret), 1 Transport */
  z.object({ type: z.literal('secret-patrol'), to: hex }).strict(),
  /** 18.4.1, 18.4.2: double this phase's Transports (no rail in the next movement phase, AMB-40) */
  z.object({ type: z.literal('double') }).strict(),
  /** 24, 24.3: in the supply batch: these infantry corps (one, or two Russian ones for free) trench their hex facing `facing` */
  z.object({ type: z.literal('trench'), units: z.array(id).min(1).max(2), facing: hex }).strict(),
  /** 24.2: in the supply batch: this infantry corps destroys the trenches in its hex */
  z.object({ type: z.literal('untrench'), unit: id }).strict(),
  /** 27: in the supply batch: break this corps down into its divisions */
  z.object({ type: z.literal('split'), unit: id }).strict(),
  /** 27: in the supply batch: recombine these divisions (one may stand in for a missing one of equal SP, R, nation) into the corps */
  z.object({ type: z.literal('merge'), corps: id, units: z.array(id).min(1).max(4) }).strict(),
  /** 25.5 (DP-12, rules version 2): in the supply batch: this unit takes the siege's check of its besieged fortress */
  z.object({ type: z.literal('roller'), hex, unit: id }).strict(),
  /** C.3: in the movement batch of the stage before: the town a secret arrival concentrates at */
  z.object({ type: z.literal('concentrate'), unit: id, hex }).strict(),
  /** A.2.1: the owner's pick among equally near arrival towns, in the batch of the first movement phase */
  z.object({ type: z.literal('arrive'), unit: id, hex }).strict(),
  /** 19 (rules version 9): hold this arrival back this turn (in the batch of the first movement phase) */
  z.object({ type: z.literal('delay-arrival'), unit: id }).strict(),
]);
export type OwcOrder = z.infer<typeof orderSchema>;
export const batchSchema = z.object({ orders: z.array(orderSchema).min(1).max(80) }).strict();
export type OwcBatch = z.infer<typeof batchSchema>;

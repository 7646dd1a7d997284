import { z } from 'zod';

/**
 * Every batch is {orders: [...]}, cells as printed labels (CCRR). A step of the activation ends with
 * an `end` order, so a batch halted by a reaction leaves its step open for the rest.
 */
const hex = z.string().regex(/^\d{4}$/);
const facing = z.number().int().min(0).max(5);
const step = z.discriminatedUnion('type', [
  z.object({ type: z.literal('turn'), facing }).strict(),
  z.object({ type: z.literal('move'), to: hex }).strict(),
  z.object({ type: z.literal('rear'), to: hex }).strict(),
  z.object({ type: z.literal('formSquare') }).strict(),
  z.object({ type: z.literal('leaveSquare'), facing }).strict(),
]);

export const orderSchema = z.discriminatedUnion('type', [
  /** R 2.3.1: the initiative holder's first activation */
  z.object({ type: z.literal('pick'), marker: z.string() }).strict(),
  /** R 2.3.3, 2.3.4: a C-in-C or corps commander activates a division, or none */
  z.object({ type: z.literal('command'), division: z.string().nullable() }).strict(),
  /** R 11: one salvo */
  z.object({ type: z.literal('fire'), battery: z.string(), target: hex }).strict(),
  /** R 7: one unit or stack */
  z
    .object({
      type: z.literal('move'),
      units: z.array(z.string()).min(1),
      steps: z.array(step).max(12),
      forcedMarch: z.boolean().optional(),
      /** R 10.2.2: cavalry declares its charge target at the start of the move */
      charge: hex.optional(),
      /** R 10.3.4: infantry counter-charged (the test passed) tries to form square, answered ahead */
      squareIfCounterCharged: z.boolean().optional(),
      turnInPlace: facing.optional(),
    })
    .strict(),
  /** R 2.3.3–2.3.5, 3.3: a leader's move, hex by hex (8 MP, 1 each) */
  z.object({ type: z.literal('leader'), leader: z.string(), path: z.array(hex).min(1).max(8) }).strict(),
  /** R 10.2.4: cavalry in contact charges at once (or withdraws, when `ifPassed` says so) */
  z
    .object({
      type: z.literal('contactCharge'),
      unit: z.string(),
      target: hex,
      ifPassed: z.enum(['charge', 'withdraw']).optional(),
    })
    .strict(),
  /**
   * R 9.11: one combat; `retreat` (R 9.13.4, 12.2, AMB-28) names, per hex the attackers stand in,
   * the path they take should they lose (absent: the safest)
   */
  z
    .object({
      type: z.literal('attack'),
      attackers: z.array(z.string()).min(1),
      hex,
      moraleUnit: z.string(),
      retreat: z.record(hex, z.array(hex).min(1).max(2)).optional(),
      /** R 12.3.2 (rules version 5): the other attackers that join the morale unit's pursuit, should he win */
      pursuers: z.array(z.string()).min(1).optional(),
      /** R 9.13.6 (rules version 5): the facing the pursuing units take after the pursuit (absent: as they were) */
      pursuitFacing: facing.optional(),
    })
    .strict(),
  /** R 5.5: the non-active side's live answer to a move (policy ask): one reaction of one unit */
  z
    .object({
      type: z.literal('react'),
      unit: z.string(),
      kind: z.enum(['square', 'counterCharge', 'withdraw', 'changeFront', 'counterWithdraw']),
      facing: facing.optional(),
    })
    .strict(),
  /**
   * N8–N10, N1: the defender's answer to a held combat or salvo (phase reaction), each field only
   * where asked: his morale unit, his units in the order they take the points after the first, the
   * retreat path (hexes entered) should he retreat
   */
  z
    .object({
      type: z.literal('defend'),
      moraleUnit: z.string().optional(),
      losses: z.array(z.string()).min(1).optional(),
      retreat: z.array(hex).min(1).max(3).optional(),
    })
    .strict(),
  /** R 6.5 (N12): a stack put in a new order, top first; free at any moment of the side's turn */
  z.object({ type: z.literal('reorder'), hex, units: z.array(z.string()).min(2) }).strict(),
  /** the end of the current step (in a reaction: no more reactions) */
  z.object({ type: z.literal('end') }).strict(),
  /** a private standing policy (spec 5.3) */
  z.object({ type: z.literal('standing'), key: z.string(), value: z.string() }).strict(),
]);
export type OlszynkaOrder = z.infer<typeof orderSchema>;
export const batchSchema = z.object({ orders: z.array(orderSchema).min(1).max(60) }).strict();
export type OlszynkaBatch = z.infer<typeof batchSchema>;

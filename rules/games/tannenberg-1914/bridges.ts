/**
 * Rule 6: only Vistula bridges can be blown. In its own movement phase a player whose army HQ or a
 * corps HQ has either hex of the bridge in range (AMB-18) may try once a turn; a 6 destroys it
 * for good.
 */
export const blowRoll = (roll: number): boolean => roll === 6;
export const mayTryBridge = (
  attemptsThisTurn: number,
  inRange: boolean,
): { ok: true } | { ok: false; rule: string; reason: string } => {
  if (attemptsThisTurn > 0) return { ok: false, rule: '6.0', reason: 'one attempt per player per turn' };
  if (!inRange) return { ok: false, rule: '6.0', reason: "the bridge is out of every HQ's command range" };
  return { ok: true };
};

import { armOf, withPieces, type Ctx } from './ctx.js';
import { checkMove, moveClassOf, terrainStepHp, type MoveCheck } from './movement.js';
import { hp } from './rounding.js';
import { checkRiverMove, flotillasSail } from './flotillas.js';
import { carried } from './transport.js';

/**
 * Ch. 14 E: pursuit. The allowance comes from the hexes the defender had to retreat (r. 33):
 * armoured cars and trains 2x, cavalry 1.5x rounded up, river units x (AMB-24), others x,
 * artillery never (r. 36). The first hex is the one the enemy left and can always be entered
 * (r. 32, 34); after that the normal movement rules apply with the allowance as the starting
 * MPs for ZOC fractions (r. 31, AMB-23).
 */
export const pursuitAllowanceHp = (c: Ctx, id: string, x: number): number | null => {
  const arm = armOf(c, id);
  if (arm === 'artillery' || arm === 'garrison') return null;
  if (arm === 'armoured-car' || arm === 'armoured-train') return hp(2 * x);
  if (arm === 'cavalry') return hp(Math.ceil(1.5 * x));
  return hp(x);
};

export const checkPursuit = (c: Ctx, id: string, path: string[], vacated: string, x: number): MoveCheck => {
  const allowance = pursuitAllowanceHp(c, id, x);
  if (allowance === null)
    return { ok: false, spentHp: 0, stopped: false, rule: '14.36', reason: 'artillery does not pursue', at: 0 };
  if (path[1] !== vacated)
    return {
      ok: false,
      spentHp: 0,
      stopped: false,
      rule: '14.32',
      reason: 'the first hex of a pursuit is the hex the enemy left',
      at: 1,
    };
  if (armOf(c, id) === 'river-unit' && carried(c, id).length)
    return {
      ok: false,
      spentHp: 0,
      stopped: false,
      rule: '18.9',
      reason: 'a ship with pieces aboard does not pursue',
      at: 1,
    };
  if (armOf(c, id) === 'river-unit' && flotillasSail(c)) {
    // 16.5 (rules version 6, AMB-24): along the river, x hexes
    const r = checkRiverMove(c, id, path, allowance);
    return r.ok
      ? { ok: true, spentHp: r.spentHp, stopped: r.spentHp >= allowance }
      : { ok: false, spentHp: 0, stopped: false, rule: r.rule, reason: r.reason, at: Number(r.at.replace(/\D/g, '')) };
  }
  const first = terrainStepHp(c, moveClassOf(c, id), path[0], vacated);
  if (first === null)
    return { ok: false, spentHp: 0, stopped: false, rule: '14.31', reason: `${vacated} is closed to this unit`, at: 1 };
  const spent = Math.min(first, allowance);
  if (path.length === 2) return { ok: true, spentHp: spent, stopped: spent >= allowance };
  const on = withPieces(c, { [id]: { hex: vacated } });
  const rest = checkMove(on, id, path.slice(1), { spentHp: spent, allowanceHp: allowance });
  return rest.ok ? rest : { ...rest, at: (rest.at ?? 0) + 1 };
};

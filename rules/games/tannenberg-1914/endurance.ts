/**
 * Rule 2.3: endurance and steps. A unit carries L, the endurance points lost on its current face
 * (0–4). Excess loss carries over: the fifth point flips a two-step unit with L = 1 (the worked
 * example of 2.3.5, AMB-8); a unit with no face left is eliminated.
 */
export type Face = 'front' | 'back';
export interface Endurance {
  face: Face;
  loss: number;
}
export interface LossResult extends Endurance {
  eliminated: boolean;
  /** steps lost by this loss (flips, plus the last step when eliminated) — 18.1.2 counts them */
  steps: number;
}

/** 2.3.5–2.3.6: take d EP. `twoStep`: the unit has a back face. */
export const takeLoss = (u: Endurance, d: number, twoStep: boolean): LossResult => {
  let { face, loss } = u;
  loss += Math.max(0, d);
  let steps = 0;
  while (loss > 4) {
    if (face === 'front' && twoStep) {
      face = 'back';
      loss -= 4;
      steps++;
    } else return { face, loss: 4, eliminated: true, steps: steps + 1 };
  }
  return { face, loss, eliminated: false, steps };
};

/** 2.3.7 / 15.4.2: moving unsupplied costs 1 EP that never flips or eliminates. */
export const supplyLoss = (u: Endurance): Endurance => ({ face: u.face, loss: Math.min(4, u.loss + 1) });

export interface RestCheck {
  moved: boolean;
  entrenched: boolean;
  fought: boolean;
  inEnemyZoc: boolean;
}
/** 2.3.8: rest regains one EP on the current face, never across a step (a back face at L = 0 stays). */
export const rest = (u: Endurance, c: RestCheck): Endurance =>
  c.moved || c.entrenched || c.fought || c.inEnemyZoc || u.loss === 0 ? u : { face: u.face, loss: u.loss - 1 };

export interface ReorganiseCheck {
  supplied: boolean;
  commanded: boolean;
  /** hex distance to the nearest enemy piece, masking markers included (AMB-65) */
  enemyDistance: number;
  moved: boolean;
  fought: boolean;
}
/** 2.3.9: who may try. */
export const mayReorganise = (u: Endurance, c: ReorganiseCheck): boolean =>
  u.face === 'back' && u.loss === 0 && c.supplied && c.commanded && c.enemyDistance >= 3 && !c.moved && !c.fought;
/** 2.3.9: success on 1–2 (Russian) or 1–3 (German); the front face returns with L = 4. */
export const reorganise = (u: Endurance, side: 'de' | 'ru', roll: number): Endurance =>
  roll <= (side === 'ru' ? 2 : 3) ? { face: 'front', loss: 4 } : u;

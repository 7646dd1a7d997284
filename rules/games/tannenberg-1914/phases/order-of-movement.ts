import { versionOf, type TbState } from '../state.js';
import { markerOf, staffOf } from './masking.js';

/**
 * Rule 4.1's order of movement (rules version 14): in a movement phase the side moves first the units
 * commanded through an HQ (1), then the units commanded by a self-command check (2, 13.3.2), then its HQs
 * (3), then its supply trains (4), and last its railway work (5: loading, rides, unloading, leaving and
 * coming back, 5.1.1). A stage once begun closes the ones before it: `s.stage` is the highest begun this
 * phase. Orders of no stage ("at any moment"): reinforcements, cutting and repairing track (5.4), blowing
 * a bridge (6.0), entrenching (12.1.2). A self-command check is rolled while stage 2 is still open; only
 * the move of a unit commanded by it begins stage 2 (the rulebook lists what moves, and the bot and the
 * player may learn who is commanded before moving the others). An empty masking marker needs no command
 * (AMB-35): it moves in stage 1 or 2 and begins neither, so its moves read as a real marker's would.
 */
export const orderOfMovementOn = (s: TbState): boolean => versionOf(s) >= 14;

export const STAGE = { commanded: 1, selfCommanded: 2, hq: 3, train: 4, rail: 5 } as const;

/** the stage a piece moves in (0: an empty marker, any stage up to 2) */
export const stageOf = (s: TbState, id: string): number => {
  if (s.hqs[id]) return STAGE.hq;
  if (s.trains[id]) return STAGE.train;
  const m = markerOf(s, id);
  const units = m?.contents ?? [id];
  let k = 0;
  // rules version 17 (16.2.8): a marker hiding an HQ or a train moves in their stage
  for (const x of m ? staffOf(s, m) : []) k = Math.max(k, s.hqs[x] ? STAGE.hq : STAGE.train);
  for (const u of units) k = Math.max(k, s.selfChecked.includes(u) ? STAGE.selfCommanded : STAGE.commanded);
  return k;
};

const CLOSED_BY: Record<number, string> = {
  2: 'units commanded by a self-command check have moved',
  3: 'HQs have moved',
  4: 'supply trains have moved',
  5: 'the railways have been used',
};

/** why a piece or order of stage `k` may not come now (4.1), or null */
export const outOfOrder = (s: TbState, k: number): string | null => {
  if (!orderOfMovementOn(s)) return null;
  const now = s.stage ?? 0;
  if (k === 0 ? now <= STAGE.selfCommanded : k >= now) return null;
  return `${CLOSED_BY[now]}: the order of movement is units, self-commanded units, HQs, trains, railways (4.1)`;
};

/** stage `k` begun (nothing in older rules versions, whose states never carry `stage`) */
export const enterStage = (s: TbState, k: number): void => {
  if (orderOfMovementOn(s) && k > (s.stage ?? 0)) s.stage = k;
};

import type { GameEvent } from '../../core/contract.js';
import { boardOf, sideOf } from './ctx.js';
import { encircled } from './geo.js';
import { vpTo } from './phases/checks.js';
import type { OwcState } from './state.js';

/**
 * Stage-end VP beyond objectives and regions (C.7, scored every stage end as the others, AMB-20):
 * per unit of a side on a nation's soil (`soilVp`: Russians on German territory), and while a
 * hex is encircled for its holder (`encircledVp`: Przemyśl). Both are scenario data.
 */
export const extraStageVp = (s: OwcState, out: GameEvent[]): void => {
  const b = boardOf(s);
  for (const r of s.soilVp ?? []) {
    const n = Object.values(s.units).filter(
      (u) => u.where === 'map' && sideOf(s, u.id) === r.side && b.m.nat(u.hex!) === r.nat,
    ).length;
    if (n) vpTo(s, r.side, n * r.vp, `soil:${r.nat}`, out);
  }
  for (const e of s.encircledVp ?? [])
    if (encircled(b, e.hex, e.holder)) vpTo(s, e.side, e.vp, `encircled:${e.hex}`, out);
};

/** C.7: no VP for a single break nor for a failed attack */
export const scoresInC = (why: string): boolean => why !== 'break' && why !== 'failed-attack';

import { defOf, has, sideOf, unitsAt, type Board } from './ctx.js';
import { strength } from './combat.js';
import type { OwcState } from './state.js';

/**
 * Rule 16.1 (reconnaissance) and 16.4 (surprise), rule group `concealment`.
 * 16.1: in his supply phase, after rallying, each unbroken unit of the phasing player with control
 * lines, and each unbroken cavalry unit, may reveal the concealed enemy units of ONE adjacent hex,
 * never across sea, lake or a high ridge. (From scenario C the character of operations caps the
 * hexes per front, 22.1: with rule 22.)
 */
export const mayReconnoitre = (s: OwcState, id: string): boolean => {
  const u = s.units[id];
  const d = defOf(s, id);
  return (
    has(s, 'concealment') &&
    u.where === 'map' &&
    !!u.hex &&
    !u.broken &&
    d.size !== 'patrol' &&
    d.size !== 'hq' &&
    (d.cl || d.arm === 'cavalry')
  );
};

/** 16.1: the adjacent hexes holding concealed enemy units this unit could reconnoitre */
export const reconTargets = (b: Board, id: string): string[] => {
  if (!mayReconnoitre(b.s, id)) return [];
  const h = b.s.units[id].hex!;
  const side = sideOf(b.s, id);
  return b.m.grid
    .neighbours(h)
    .filter(
      (n) => !b.m.impassable(h, n) && unitsAt(b, n).some((x) => sideOf(b.s, x) !== side && b.s.units[x].concealed),
    );
};

/** 16.4: more than half the attacking SP from units concealed when the attack began: the defenders check at R − 1 */
export const surprise = (s: OwcState, attackers: readonly string[], concealedAtStart: ReadonlySet<string>): boolean => {
  const total = attackers.reduce((t, u) => t + strength(s, u), 0);
  const hidden = attackers.filter((u) => concealedAtStart.has(u)).reduce((t, u) => t + strength(s, u), 0);
  return has(s, 'concealment') && 2 * hidden > total;
};

/**
 * 16.4: concealed defenders revealed by an attack whose chance then falls to 0 or less: every attacker
 * is broken at once (an already broken one is eliminated, AMB-38) and none takes the 8.5 check.
 */
export const surpriseBackfires = (chanceAfterReveal: number, defendersWereConcealed: boolean): boolean =>
  defendersWereConcealed && chanceAfterReveal <= 0;

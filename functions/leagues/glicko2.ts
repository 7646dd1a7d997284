/**
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2012): rating, rating deviation (RD)
 * and volatility. Pure functions; the caller stores ratings and decides what a rating period is.
 *
 * Rozkaz plays at correspondence pace, so a rated game that ends is rated at once as a period of
 * its own for both players (`rateGame`); a player's RD grows for the periods they sit idle
 * (`idle`), a period being `PERIOD_DAYS` long — the caller counts whole periods since the last game.
 */
import type { Rating } from '../store/rating-items.js';

export type { Rating } from '../store/rating-items.js';
/** a result from the player's point of view: 1 win, 0.5 draw, 0 loss (timeouts and resignations are losses) */
export interface RatedResult {
  opponent: Rating;
  score: 0 | 0.5 | 1;
}
export interface GlickoOptions {
  /** the system constant τ: how fast volatility may change (Glickman suggests 0.3–1.2) */
  tau?: number;
  /** convergence tolerance of the volatility iteration */
  epsilon?: number;
  /** RD never grows beyond this (that of a new player) */
  maxRd?: number;
}

export const DEFAULT_RATING: Rating = { rating: 1500, rd: 350, volatility: 0.06 };
export const DEFAULT_TAU = 0.5;
export const PROVISIONAL_RD = 110;
export const PERIOD_DAYS = 30;
const SCALE = 173.7178;

/** Shown as provisional ("?") while the deviation is above 110. */
export const isProvisional = (r: Rating): boolean => r.rd > PROVISIONAL_RD;

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const E = (mu: number, muj: number, phij: number): number => 1 / (1 + Math.exp(-g(phij) * (mu - muj)));

/** The expected score of a against b (0..1). */
export const expectedScore = (a: Rating, b: Rating): number => {
  const phi = Math.hypot(a.rd, b.rd) / SCALE;
  return E((a.rating - 1500) / SCALE, (b.rating - 1500) / SCALE, phi);
};

/** One rating period for one player against the period's results (Glickman's steps 2–8). */
export const updateRating = (player: Rating, results: readonly RatedResult[], opts: GlickoOptions = {}): Rating => {
  const tau = opts.tau ?? DEFAULT_TAU;
  const eps = opts.epsilon ?? 1e-6;
  const maxRd = opts.maxRd ?? DEFAULT_RATING.rd;
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.volatility;
  if (!results.length) {
    // step 6 only: the deviation grows, rating and volatility stay
    return {
      rating: player.rating,
      rd: Math.min(Math.sqrt(phi * phi + sigma * sigma) * SCALE, maxRd),
      volatility: sigma,
    };
  }
  let vInv = 0,
    sum = 0;
  for (const { opponent, score } of results) {
    const muj = (opponent.rating - 1500) / SCALE,
      phij = opponent.rd / SCALE;
    const gj = g(phij),
      ej = E(mu, muj, phij);
    vInv += gj * gj * ej * (1 - ej);
    sum += gj * (score - ej);
  }
  const v = 1 / vInv;
  const delta = v * sum;
  // step 5: the new volatility by the Illinois algorithm
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau);
  };
  let A = a,
    B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A),
    fB = f(B);
  for (let i = 0; Math.abs(B - A) > eps && i < 200; i++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  const sigmaNew = Math.exp(A / 2);
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, rd: Math.min(phiNew * SCALE, maxRd), volatility: sigmaNew };
};

/** RD growth for `periods` rating periods without a game. */
export const idle = (r: Rating, periods: number, opts: GlickoOptions = {}): Rating => {
  let out = r;
  for (let i = 0; i < periods; i++) out = updateRating(out, [], opts);
  return out;
};

/** A finished rated game as its own period for both players; both use the other's rating from before the game. */
export const rateGame = (
  a: Rating,
  b: Rating,
  scoreA: 0 | 0.5 | 1,
  opts: GlickoOptions = {},
): { a: Rating; b: Rating } => ({
  a: updateRating(a, [{ opponent: b, score: scoreA }], opts),
  b: updateRating(b, [{ opponent: a, score: (1 - scoreA) as 0 | 0.5 | 1 }], opts),
});

/** Rounded for display and storage: rating and RD to 2 decimals, volatility to 6. */
export const roundRating = (r: Rating): Rating => ({
  rating: Math.round(r.rating * 100) / 100,
  rd: Math.round(r.rd * 100) / 100,
  volatility: Math.round(r.volatility * 1e6) / 1e6,
});

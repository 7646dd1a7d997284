/**
 * Round-robin schedules by the circle method (Berger tables).
 *
 * With m = n (or n + 1 for an odd count, the extra seat being the bye) the last player stays put
 * and the others rotate; round r pairs the fixed player with player r and, for k = 1 … m/2 − 1,
 * player (r + k) with player (r − k) (mod m − 1). Seats: the fixed player alternates A/B by round;
 * in the other pairs the (r + k) player takes seat A when k is odd. This gives every player seat A
 * and seat B as equally as possible — a difference of at most 1 in a single cycle (exactly 0 for an
 * odd count, where everyone plays an even number of games) and never three same seats in a row.
 * A double round robin repeats the cycle with seats swapped, so every pair meets once on each seat.
 * Seat A is the module's first side.
 */
export interface Pairing {
  /** seat A: the game's first side */
  a: string;
  /** seat B: the second side */
  b: string;
}
export interface ScheduledRound {
  /** 1-based */
  round: number;
  games: Pairing[];
  /** the player sitting this round out (odd counts), or null */
  bye: string | null;
}
export interface RoundRobinOptions {
  /** two cycles, seats swapped in the second */
  double?: boolean;
}

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 20;

/** The schedule for players in seeding order. */
export const roundRobin = (players: readonly string[], opts: RoundRobinOptions = {}): ScheduledRound[] => {
  const n = players.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS)
    throw new RangeError(`round robin: ${n} players (allowed ${MIN_PLAYERS}–${MAX_PLAYERS})`);
  if (new Set(players).size !== n) throw new Error('round robin: a player is listed twice');
  const seats: (string | null)[] = n % 2 ? [...players, null] : [...players];
  const m = seats.length;
  const rot = m - 1;
  const fixed = seats[m - 1];
  const cycle: ScheduledRound[] = [];
  for (let r = 0; r < rot; r++) {
    const pairs: [string | null, string | null][] = [r % 2 === 0 ? [seats[r], fixed] : [fixed, seats[r]]];
    for (let k = 1; k < m / 2; k++) {
      const x = seats[(r + k) % rot],
        y = seats[(r - k + rot) % rot];
      pairs.push(k % 2 === 1 ? [x, y] : [y, x]);
    }
    let bye: string | null = null;
    const games: Pairing[] = [];
    for (const [a, b] of pairs) {
      if (a === null) bye = b;
      else if (b === null) bye = a;
      else games.push({ a, b });
    }
    cycle.push({ round: r + 1, games, bye });
  }
  if (!opts.double) return cycle;
  return [
    ...cycle,
    ...cycle.map((c) => ({ round: c.round + rot, games: c.games.map((g) => ({ a: g.b, b: g.a })), bye: c.bye })),
  ];
};

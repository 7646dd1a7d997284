import type { Tables } from './schema.js';
import type { MapIndex } from './terrain.js';

/**
 * Rule 13: command. A command line runs at most `range` hexes from the HQ, never through enemy
 * units, enemy ZOC (unless a friendly unit stands there), lakes or sea (13.2.2–13.2.3); the
 * target's own hex is always allowed. Orders by the independence table (13.3.1); HQs displaced
 * or eliminated when left alone next to the enemy (13.1.5) and returning later (13.1.7).
 */
export interface LineCtx {
  enemyOccupied: ReadonlySet<string>;
  enemyZoc: ReadonlySet<string>;
  friendly: ReadonlySet<string>;
}
/** the hexes an HQ reaches with a legal command line (the target hex itself is checked by the caller with `inRange`) */
export const commandReach = (mi: MapIndex, ctx: LineCtx, hq: string, range: number): Map<string, number> =>
  // a line may end in a blocked hex (the target's own hex) but never pass on through it
  mi.flood(
    [hq],
    range,
    () => true,
    (h) => ctx.enemyOccupied.has(h) || (ctx.enemyZoc.has(h) && !ctx.friendly.has(h)),
  );
export const inRange = (mi: MapIndex, ctx: LineCtx, hq: string, range: number, target: string): boolean =>
  commandReach(mi, ctx, hq, range).has(target);

/** 13.3.1: the order a corps HQ out of its army HQ's range gets; −1 after MARCH, +1 after STOP (none on turn 1) */
export const independence = (
  t: Tables,
  activity: 'A' | 'N' | 'B',
  roll: number,
  previous: 'march' | 'stop' | null,
): 'march' | 'stop' => {
  const i = t.independence;
  const r = Math.max(i.minRoll, Math.min(i.maxRoll, roll + (previous === 'march' ? -1 : previous === 'stop' ? 1 : 0)));
  return r <= i.marchUpTo[activity] ? 'march' : 'stop';
};

/** 13.1.5 (TC-53): a lone HQ next to the enemy escapes on Russian 5–6, German 4–6, else it is eliminated */
export const displacement = (side: 'de' | 'ru', roll: number): 'moved' | 'eliminated' =>
  roll >= (side === 'ru' ? 5 : 4) ? 'moved' : 'eliminated';
/** 13.1.7: the turn an eliminated HQ comes back: the turn of elimination + d6 (+1 for the Russian) */
export const returnTurn = (side: 'de' | 'ru', turn: number, roll: number): number =>
  turn + roll + (side === 'ru' ? 1 : 0);

/** 13.2.8–13.2.9 (AMB-32): a Russian army HQ's range — 5 front, 2 after moving; doubled for corps HQs while its hex is in Russia */
export const armyRange = (
  range: readonly [number, number],
  flipped: boolean,
  side: 'de' | 'ru',
  hexInRussia: boolean,
  forCorpsHq: boolean,
): number => {
  const r = flipped ? range[1] : range[0];
  return side === 'ru' && hexInRussia && forCorpsHq ? r * 2 : r;
};
/** 13.3.2: a self-command check succeeds on a roll not above EFF */
export const selfCommand = (roll: number, eff: number): boolean => roll <= eff;

/**
 * 13.2.5 (rules version 14): each corps HQ commands up to `slots` units of no corps in its range. The owner
 * would seat as many as the slots allow, so they are seated by a maximum matching (augmenting paths); the
 * units are taken in the order given, so among equal seatings the earlier keep their place.
 */
export const assignSlots = (units: readonly { id: string; hqs: readonly string[] }[], slots = 2): Set<string> => {
  const seat = new Map<string, string[]>(); // HQ → units seated with it
  const tryPlace = (i: number, seen: Set<string>): boolean => {
    for (const hq of units[i].hqs) {
      if (seen.has(hq)) continue;
      seen.add(hq);
      const held = seat.get(hq) ?? [];
      if (held.length < slots) {
        seat.set(hq, [...held, units[i].id]);
        return true;
      }
      for (const [k, other] of held.entries()) {
        const j = units.findIndex((u) => u.id === other);
        if (tryPlace(j, seen)) {
          seat.set(
            hq,
            held.map((x, m) => (m === k ? units[i].id : x)),
          );
          return true;
        }
      }
    }
    return false;
  };
  for (let i = 0; i < units.length; i++) tryPlace(i, new Set());
  return new Set([...seat.values()].flat());
};

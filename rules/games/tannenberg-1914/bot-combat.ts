import { scenarioIn, unitDef } from './ctx.js';
import { crtColumn, crtResult, ratioColumn } from './combat.js';
import { markerOf } from './phases/masking.js';
import { packOf } from './pack-of.js';
import type { SideId } from './schema.js';
import type { TbState } from './state.js';

/**
 * The bot's ATTACK or ASSAULT (9.3.5) by the CRT's expected outcome (9.4), as the attacker against a DEFEND: ASSAULT
 * moves two columns right but doubles each of its units' losses, so a stack of many weak units (cavalry, a worn
 * brigade) pays more than it wins. Each outcome is scored in VP (19.3: a Russian unit eliminated is worth the
 * German's `german.unit`, a German one the Russian's `russian.unit`) plus a tenth of a unit's worth for each EP lost
 * short of elimination. Only what the side's view shows: an enemy's face and losses; under a masking marker
 * (16.2.1) it guesses a fresh unit.
 */
/** a masking marker counts as an average brigade whoever owns it: the bot does not look under markers (16.2.1) */
export const MARKER_GUESS = 3;
export const strength = (s: TbState, id: string): number => {
  if (markerOf(s, id)) return MARKER_GUESS;
  const d = unitDef(s, id);
  if (d.type === 'art') return 0;
  const f = s.units[id].face === 'front' ? d.front : d.back!;
  return f.str ?? 0;
};
export const strengthOf = (s: TbState, ids: readonly string[]): number => ids.reduce((t, id) => t + strength(s, id), 0);
/** EP a unit can lose before it is eliminated: 5 a face (2.3.5–2.3.6), less those already lost */
export const epLeft = (s: TbState, id: string): number => {
  const u = s.units[id];
  if (!u || markerOf(s, id)) return 5;
  return 5 - u.loss + (u.face === 'front' && unitDef(s, id).back ? 5 : 0);
};
/**
 * 9.3.5: the card of an attack the odds allow: ASSAULT or ATTACK, whichever the CRT scores better for `side`, or
 * DEFEND when both are expected to lose VP (a hopeless attack refused: DEFEND against DEFEND is no combat, 9.3.1)
 */
export const byCrt = (
  s: TbState,
  side: SideId,
  mine: readonly string[],
  theirs: readonly string[],
): 'assault' | 'attack' | 'defend' => {
  const a = strengthOf(s, mine),
    d = strengthOf(s, theirs);
  const assault = attackValue(s, side, mine, theirs, a, d, true),
    attack = attackValue(s, side, mine, theirs, a, d, false);
  if (Math.max(assault, attack) < 0) return 'defend';
  return assault > attack ? 'assault' : 'attack';
};
const worth = (s: TbState, side: SideId): number => {
  const vp = scenarioIn(s).vp;
  return side === 'de' ? vp.german.unit : vp.russian.unit;
};
/** the expected VP of one CRT roll for `side` attacking with `mine` (strength `a`) against `theirs` (strength `d`) */
export const attackValue = (
  s: TbState,
  side: SideId,
  mine: readonly string[],
  theirs: readonly string[],
  a: number,
  d: number,
  assault: boolean,
): number => {
  const t = packOf(s).tables;
  const col = crtColumn(t, ratioColumn(a, d), assault ? 2 : 0);
  const enemy: SideId = side === 'de' ? 'ru' : 'de';
  const gain = worth(s, side),
    cost = worth(s, enemy);
  const hit = (ids: readonly string[], ep: number, each: number) =>
    ids.reduce((v, id) => {
      if (s.units[id] && unitDef(s, id).type === 'art') return v;
      return v + (ep >= epLeft(s, id) ? each : (ep * each) / 10);
    }, 0);
  let total = 0;
  for (let roll = 1; roll <= 6; roll++) {
    const r = crtResult(t, col, roll, { attacker: assault, defender: false });
    total += hit(theirs, r.d, gain) - hit(mine, r.a, cost);
  }
  return total / 6;
};

import type { CampaignSide } from './card.js';
import { type CampaignOptions, optionOf } from './options.js';
import { type Problem, problem, turnSide } from './time.js';

/** Rule 28: elimination, rebuilding (28.1), disbanding (28.2), absorbing (28.3), march units (28.4). */

/** what the rules read of a unit here */
export interface UnitFacts {
  size: 'corps' | 'division' | 'brigade' | 'hq' | 'patrol';
  nat: 'AH' | 'DE' | 'PL' | 'RU';
  sp: number;
  r: number;
  cr?: number;
}
export type Loss = 'second-break' | 'second-break-encircled' | 'capitulation';
/** the sparse record of an eliminated unit in the campaign state */
export interface Dead {
  /** the player-turn of the loss (time.ts) */
  turn: number;
  rebuildable: boolean;
}

/** 28: a unit's worth — its SP, an HQ its command range */
export const worth = (d: UnitFacts): number => (d.size === 'hq' ? (d.cr ?? 0) : d.sp);

/** 28: a second break in the open can be rebuilt and scores the unit's worth; capitulation or a break while encircled is final and scores double */
export const eliminate = (d: UnitFacts, loss: Loss, turn: number): { vp: number; dead: Dead } => {
  const rebuildable = loss === 'second-break';
  return { vp: (rebuildable ? 1 : 2) * worth(d), dead: { turn, rebuildable } };
};

/**
 * 28.1 (AMB-33): the first player-turn in whose supply phase the owner may rebuild a unit lost in
 * player-turn `turn`: its second own turn after the loss (option next-own: its first).
 */
export const rebuildFrom = (turn: number, owner: CampaignSide, opts?: Partial<CampaignOptions>): number => {
  const want = optionOf(opts, 'rebuildDelay') === 'second-own' ? 2 : 1;
  let t = turn;
  for (let seen = 0; seen < want; ) {
    t += 1;
    if (turnSide(t) === owner) seen += 1;
  }
  return t;
};

/** 28.1: rebuilding costs twice the unit's worth, on the front of its town */
export const rebuildCost = (d: UnitFacts): number => 2 * worth(d);
export const REBUILD_DISTANCE = 3;

/** 28.1: may `owner` rebuild this unit now, in a town of `nat` at `enemyDistance` hexes from the nearest enemy unit, on a front at `level`? */
export const rebuildProblem = (x: {
  d: UnitFacts;
  dead: Dead | undefined;
  owner: CampaignSide;
  turn: number;
  town: { isTown: boolean; nat: string; enemyDistance: number };
  ownTerritory: readonly string[];
  level: number;
  opts?: Partial<CampaignOptions>;
}): Problem | null => {
  if (!x.dead) return problem('28.1', 'not-dead', 'the unit is not eliminated');
  if (!x.dead.rebuildable) return problem('28', 'lost', 'a unit that capitulated or fell encircled is gone for good');
  if (turnSide(x.turn) !== x.owner) return problem('28.1', 'not-own', 'rebuilt only in the owner’s supply phase');
  const from = rebuildFrom(x.dead.turn, x.owner, x.opts);
  if (x.turn < from) return problem('28.1', 'too-early', `rebuilt from player-turn ${from}, now ${x.turn}`);
  if (!x.town.isTown) return problem('28.1', 'town', 'a unit is rebuilt in a town');
  if (!x.ownTerritory.includes(x.town.nat))
    return problem('28.1', 'territory', 'the town is not on the owner’s territory');
  if (x.town.enemyDistance < REBUILD_DISTANCE)
    return problem(
      '28.1',
      'enemy-near',
      `an enemy unit ${x.town.enemyDistance} hexes away (at least ${REBUILD_DISTANCE})`,
    );
  const cost = rebuildCost(x.d);
  if (cost > x.level) return problem('28.1', 'supply', `rebuilding costs ${cost} SuP, the front has ${x.level}`);
  return null;
};

/** 28.2: divisions of R 7 or 5 may be disbanded (broken or not) for +2 SuP on their front; no offensive there this turn */
export const DISBAND_SUP = 2;
export const mayDisband = (d: UnitFacts): boolean => d.size === 'division' && (d.r === 7 || d.r === 5);

/** 28.3: absorbing the disbanded division into a broken corps of the same nationality in its hex rallies the corps free */
export const absorbProblem = (x: {
  division: UnitFacts;
  corps: UnitFacts;
  sameHex: boolean;
  corpsBroken: boolean;
  corpsTriedRally: boolean;
}): Problem | null => {
  if (!mayDisband(x.division)) return problem('28.2', 'not-disbandable', 'only divisions of R 7 or 5 are disbanded');
  if (x.corps.size !== 'corps') return problem('28.3', 'not-corps', 'a division is absorbed into a corps');
  if (x.corps.nat !== x.division.nat) return problem('28.3', 'nation', 'the corps is of another nationality');
  if (!x.sameHex) return problem('28.3', 'hex', 'the corps is not in the division’s hex');
  if (!x.corpsBroken) return problem('28.3', 'not-broken', 'only a broken corps absorbs a division');
  if (x.corpsTriedRally) return problem('28.3', 'rallied', 'the corps already tried to rally this turn');
  return null;
};

/** 28.4: Austro-Hungarian march units (R 5) never rally */
export const mayEverRally = (d: UnitFacts): boolean => !(d.nat === 'AH' && d.r === 5);

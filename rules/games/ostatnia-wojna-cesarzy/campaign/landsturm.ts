import type { CampaignCard } from './card.js';
import { type Problem, problem, reached } from './time.js';

/** Rule 31: forming one landsturm unit or Army HQ from the Campaign card per Allied supply phase. */

/** what the rule asks of the map around a town */
export interface TownFacts {
  isTown: boolean;
  terrain: string;
  nat: string;
  inRegion: (region: string) => boolean;
  adjacentEnemy: boolean;
}

/** 31: the towns a card entry may be formed in */
export const mayFormAt = (entry: CampaignCard['landsturm'][number], hex: string, t: TownFacts): boolean => {
  if (!t.isTown || t.adjacentEnemy) return false;
  const p = entry.place;
  if (p.kind === 'town') return p.hex === hex;
  // "Nizina Węgierska": a town on clear terrain south of the Carpathians
  if (p.kind === 'region') return t.inRegion(p.region) && t.terrain === 'clear';
  return t.nat === p.nat;
};

/**
 * 31: may the Allies form `unit` in `hex` now (from landsturmFrom, one a supply phase, its worth in SuP
 * on that front)? F.4 (three players) gives the German player first choice; that is the seat's order.
 */
export const formProblem = (
  card: CampaignCard,
  calendar: readonly string[],
  x: {
    date: string;
    unit: string;
    hex: string;
    town: TownFacts;
    formedThisPhase: boolean;
    formed: readonly string[];
    cost: number;
    level: number;
  },
): Problem | null => {
  if (!reached(calendar, x.date, card.landsturmFrom))
    return problem('31', 'too-early', `landsturm is formed from ${card.landsturmFrom}`);
  const entry = card.landsturm.find((l) => l.unit === x.unit);
  if (!entry) return problem('31', 'not-on-card', `${x.unit} is not on the Campaign card's landsturm list`);
  if (x.formed.includes(x.unit)) return problem('31', 'formed', `${x.unit} was formed already`);
  if (x.formedThisPhase) return problem('31', 'one', 'one landsturm unit or Army HQ a supply phase');
  if (!mayFormAt(entry, x.hex, x.town)) return problem('31', 'town', `${x.unit} may not be formed in ${x.hex}`);
  if (x.cost > x.level) return problem('31', 'supply', `forming costs ${x.cost} SuP, the front has ${x.level}`);
  return null;
};

/**
 * Local wiring the clocks-and-email issue fills in: in AWS the table's stream runs the notifier
 * and an EventBridge schedule runs the sweeper; on one machine the server calls these itself.
 */
import type { Services } from '../api/deps.js';
import { leagueServiceOf } from '../leagues/league-deps.js';
import { notifyDepsOf } from '../notify/deps.js';
import { Notifier } from '../notify/notifier.js';
import type { TurnRecord } from '../play/types.js';
import { Sweeper } from '../sweep/sweeper.js';

const notifiers = new WeakMap<Services, Notifier>();
const sweepers = new WeakMap<Services, Sweeper>();
const once = <T>(map: WeakMap<Services, T>, svc: Services, make: () => T): T => {
  if (!map.has(svc)) map.set(svc, make());
  return map.get(svc)!;
};

export interface LocalHooks {
  /** after every committed turn (the notifier) */
  afterCommit?: (svc: Services, turns: TurnRecord[]) => Promise<void>;
  /** on a timer (the deadline sweeper) */
  sweep?: (svc: Services) => Promise<void>;
  sweepEveryMs: number;
}

export const localHooks: LocalHooks = {
  afterCommit: async (svc, turns) => {
    await once(notifiers, svc, () => new Notifier(notifyDepsOf(svc))).onTurns(turns);
    // a rated or league game that ended: ratings, standings, the next round (functions/leagues)
    await leagueServiceOf(svc).onTurns(turns);
  },
  sweep: async (svc) => {
    await once(sweepers, svc, () => new Sweeper(notifyDepsOf(svc))).sweep();
    // league rounds that open on a date, weekly league digests
    await leagueServiceOf(svc).tick();
  },
  sweepEveryMs: 60_000,
};

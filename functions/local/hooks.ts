/**
 * Local wiring the clocks-and-email issue fills in: in AWS the table's stream runs the notifier
 * and an EventBridge schedule runs the sweeper; on one machine the server calls these itself.
 */
import type { Services } from '../api/deps.js';
import type { TurnRecord } from '../play/types.js';

export interface LocalHooks {
  /** after every committed turn (the notifier) */
  afterCommit?: (svc: Services, turns: TurnRecord[]) => Promise<void>;
  /** on a timer (the deadline sweeper) */
  sweep?: (svc: Services) => Promise<void>;
  sweepEveryMs: number;
}

export const localHooks: LocalHooks = {
  // TODO(clocks): afterCommit: (svc, turns) => notify(...)
  // TODO(clocks): sweep: (svc) => sweepDue(...)
  sweepEveryMs: 60_000,
};

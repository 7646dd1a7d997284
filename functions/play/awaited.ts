import { isStandingBatch, type Batch, type Side } from '../../rules/core/contract.js';
import type { GameRecord } from './types.js';

/** The one "is this side awaited" rule: the game is being played and its status waits for the side. */
export const isAwaited = (record: Pick<GameRecord, 'lifecycle' | 'status'>, side: Side): boolean =>
  record.lifecycle === 'active' && record.status.waitingFor.includes(side);

/**
 * Whether `side` may send `batch` now: when awaited; when it handed in a sealed part that it may
 * still replace until every part is in (v3); or — out of turn — a batch of standing orders only (an
 * empty or absent batch is not a standing one).
 */
export const mayOrder = (
  record: Pick<GameRecord, 'lifecycle' | 'status'>,
  side: Side,
  batch: Batch | undefined,
): boolean =>
  isAwaited(record, side) ||
  (record.lifecycle === 'active' && !!record.status.replaceable?.includes(side)) ||
  (!!batch && isStandingBatch(batch));

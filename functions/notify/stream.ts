/**
 * DynamoDB Streams → turns. Only inserts of TURN# items matter (a turn is written once and never
 * changed); everything else on the table's stream is ignored. The turn travels whole as JSON in
 * the item's `turn` attribute.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { TurnRecord } from '../play/types.js';
import type { Notifier, NotifyReport } from './notifier.js';
import { isTurnKey } from '../store/keys.js';

/** the parts of a stream record we read; both the Lambda event and the Streams API give this shape */
export interface TurnStreamRecord {
  eventName?: string;
  dynamodb?: { NewImage?: Record<string, unknown> };
}

export const turnsFromStream = (records: readonly TurnStreamRecord[]): TurnRecord[] => {
  const turns: TurnRecord[] = [];
  for (const r of records) {
    if (r.eventName !== 'INSERT' || !r.dynamodb?.NewImage) continue;
    const item = unmarshall(r.dynamodb.NewImage as Record<string, AttributeValue>) as {
      pk?: string;
      sk?: string;
      turn?: string;
    };
    if (!isTurnKey(item.pk, item.sk) || typeof item.turn !== 'string') continue;
    turns.push(JSON.parse(item.turn) as TurnRecord);
  }
  return turns;
};

/** the notifier Lambda's work, apart from building its dependencies: turns out of a stream batch, messages out of turns */
export const handleStreamRecords = async (
  records: readonly TurnStreamRecord[],
  notifier: Pick<Notifier, 'onTurns'>,
): Promise<{ turns: number } & Partial<NotifyReport>> => {
  const turns = turnsFromStream(records);
  if (!turns.length) return { turns: 0 };
  return { turns: turns.length, ...(await notifier.onTurns(turns)) };
};

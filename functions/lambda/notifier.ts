/**
 * The turn notifier on Lambda, fed by the table's stream (inserts of TURN# items, NEW_IMAGE).
 * A failure throws so the batch is retried; mail ids make the retry send nothing twice.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { awsNotifyDeps } from '../notify/aws-deps.js';
import { Notifier } from '../notify/notifier.js';
import { turnsFromStream, type TurnStreamRecord } from '../notify/stream.js';

const notifier = awsNotifyDeps().then((d) => new Notifier(d));

export const handler = async (event: DynamoDBStreamEvent) => {
  const turns = turnsFromStream(event.Records as TurnStreamRecord[]);
  if (!turns.length) return { turns: 0 };
  const report = await (await notifier).onTurns(turns);
  return { turns: turns.length, ...report };
};

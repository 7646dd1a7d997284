/**
 * The turn notifier on Lambda, fed by the table's stream (inserts of TURN# items, NEW_IMAGE).
 * A failure throws so the batch is retried; mail ids make the retry send nothing twice.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { awsNotifyDeps } from '../notify/aws-deps.js';
import { Notifier } from '../notify/notifier.js';
import { handleStreamRecords, type TurnStreamRecord } from '../notify/stream.js';

const notifier = awsNotifyDeps().then((d) => new Notifier(d));

export const handler = async (event: DynamoDBStreamEvent) => handleStreamRecords(event.Records as TurnStreamRecord[], await notifier);

/**
 * The turn notifier on Lambda, fed by the table's stream (inserts of TURN# items, NEW_IMAGE).
 * A failure throws so the batch is retried; mail ids make the retry send nothing twice.
 */
// first: stack traces of everything below map back to our sources
import './stacks.js';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { leagueServiceFor } from '../leagues/league-deps.js';
import { awsNotifyDeps } from '../notify/aws-deps.js';
import { Notifier } from '../notify/notifier.js';
import { handleStreamRecords, turnsFromStream, type TurnStreamRecord } from '../notify/stream.js';

const deps = awsNotifyDeps();
const notifier = deps.then((d) => new Notifier(d));

export const handler = async (event: DynamoDBStreamEvent) => {
  const report = await handleStreamRecords(event.Records as TurnStreamRecord[], await notifier);
  // a rated or league game that ended: ratings, standings, the next round (functions/leagues)
  const gamesEnded = await leagueServiceFor(await deps).onTurns(turnsFromStream(event.Records as TurnStreamRecord[]));
  return { ...report, gamesEnded };
};

/**
 * The turn notifier on Lambda, fed by the table's stream (inserts of TURN# items, NEW_IMAGE).
 * A failure throws so the batch is retried; mail ids make the retry send nothing twice.
 */
// first: stack traces of everything below map back to our sources
import './stacks.js';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { leagueServiceFor } from '../leagues/league-deps.js';
import { countsOf, createLogger, levelFromEnv } from '../log.js';
import { awsNotifyDeps } from '../notify/aws-deps.js';
import { Notifier } from '../notify/notifier.js';
import { handleStreamRecords, turnsFromStream, type TurnStreamRecord } from '../notify/stream.js';

const logger = createLogger('notifier', { level: levelFromEnv() });
const deps = awsNotifyDeps(logger);
const notifier = deps.then((d) => new Notifier(d));

export const handler = async (event: DynamoDBStreamEvent, context?: { awsRequestId?: string }) => {
  const requestId = context?.awsRequestId;
  const records = event.Records as TurnStreamRecord[];
  for (const t of turnsFromStream(records))
    logger.info('turn', { requestId, gameId: t.gameId, version: t.version, kind: t.kind, userId: t.userId });
  const report = await handleStreamRecords(records, await notifier);
  // a rated or league game that ended: ratings, standings, the next round (functions/leagues)
  const gamesEnded = await leagueServiceFor(await deps).onTurns(turnsFromStream(records));
  logger.info('batch', { requestId, counts: countsOf({ ...report, gamesEnded }) });
  return { ...report, gamesEnded };
};

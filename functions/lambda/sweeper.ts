/** The deadline sweeper on Lambda, run by an EventBridge schedule (see infra/constructs/functions.ts). */
// first: stack traces of everything below map back to our sources
import './stacks.js';
import { leagueServiceFor } from '../leagues/league-deps.js';
import { countsOf, createLogger, levelFromEnv } from '../log.js';
import { awsNotifyDeps } from '../notify/aws-deps.js';
import { Sweeper } from '../sweep/sweeper.js';

const logger = createLogger('sweeper', { level: levelFromEnv() });
// league rounds that open on a date and the weekly league digests run in the same schedule, logged as their own function
const digests = createLogger('digests', { level: levelFromEnv() });
const deps = awsNotifyDeps(logger);
const sweeper = deps.then((d) => new Sweeper(d));
const digestDeps = deps.then((d) => ({ ...d, log: digests.hook }));

export const handler = async (_event?: unknown, context?: { awsRequestId?: string }) => {
  const requestId = context?.awsRequestId;
  const report = await (await sweeper).sweep();
  logger.info('sweep', { requestId, counts: countsOf(report) });
  const leagues = await leagueServiceFor(await digestDeps).tick();
  digests.info('league tick', { requestId, counts: countsOf(leagues) });
  if (report.errors) throw new Error(`sweep finished with ${report.errors} errors`);
  return report;
};

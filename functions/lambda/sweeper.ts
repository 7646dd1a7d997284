/** The deadline sweeper on Lambda, run by an EventBridge schedule (see infra/constructs/functions.ts). */
// first: stack traces of everything below map back to our sources
import './stacks.js';
import { leagueServiceFor } from '../leagues/league-deps.js';
import { awsNotifyDeps } from '../notify/aws-deps.js';
import { Sweeper } from '../sweep/sweeper.js';

const deps = awsNotifyDeps();
const sweeper = deps.then((d) => new Sweeper(d));

export const handler = async () => {
  const report = await (await sweeper).sweep();
  // league rounds that open on a date, weekly league digests
  const leagues = await leagueServiceFor(await deps).tick();
  console.log(JSON.stringify({ sweep: report, leagues }));
  if (report.errors) throw new Error(`sweep finished with ${report.errors} errors`);
  return report;
};

/** The deadline sweeper on Lambda, run by an EventBridge schedule (see infra/constructs/functions.ts). */
import { awsNotifyDeps } from '../notify/aws-deps.js';
import { Sweeper } from '../sweep/sweeper.js';

const sweeper = awsNotifyDeps().then((d) => new Sweeper(d));

export const handler = async () => {
  const report = await (await sweeper).sweep();
  console.log(JSON.stringify({ sweep: report }));
  if (report.errors) throw new Error(`sweep finished with ${report.errors} errors`);
  return report;
};

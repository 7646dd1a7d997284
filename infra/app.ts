/** CDK entry (`cdk.json` runs it with tsx): one stack, settings from context (see DEPLOY.md). */
import { App, Annotations } from 'aws-cdk-lib';
import { PLACEHOLDER_IDENTITY, readConfig } from './config.js';
import { RozkazStack } from './stack.js';

const app = new App();
const config = readConfig(app.node);
const stack = new RozkazStack(app, String(app.node.tryGetContext('stackName') ?? 'Rozkaz'), {
  config,
  description: 'Rozkaz: play-by-web wargames (CloudFront, S3, HTTP API, Lambda, DynamoDB, SES)',
  // Without credentials these are undefined and the template stays environment-agnostic,
  // so synth works offline; `cdk deploy` fills them from the profile in use.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  // -c values arrive as strings: only true or "true" turns it on
  terminationProtection: String(app.node.tryGetContext('terminationProtection') ?? false) === 'true',
});
if (config.emailIdentity === PLACEHOLDER_IDENTITY) {
  Annotations.of(stack).addWarningV2(
    'rozkaz:placeholder-email',
    `emailIdentity is the placeholder ${PLACEHOLDER_IDENTITY}: set -c emailIdentity=... and -c mailFrom=... before deploying (DEPLOY.md)`,
  );
}
app.synth();

/** The Rozkaz production stack: data, secrets, email, functions, and the one public origin. */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { ROOT, type EntryName } from './bundling.js';
import type { RozkazConfig } from './config.js';
import { Alarms } from './constructs/alarms.js';
import { Data } from './constructs/data.js';
import { Email } from './constructs/email.js';
import { Functions } from './constructs/functions.js';
import { Secrets } from './constructs/secret.js';
import { WebAndApi } from './constructs/web-and-api.js';

export interface RozkazStackProps extends StackProps {
  config: RozkazConfig;
  /** the built web page; default dist/web (written by `npm run build`) */
  webAssetPath?: string;
  /** Lambda entry files; default functions/lambda/*.ts */
  entries?: Partial<Record<EntryName, string>>;
}

export class RozkazStack extends Stack {
  readonly data: Data;
  readonly secrets: Secrets;
  readonly email: Email;
  readonly functions: Functions;
  readonly web: WebAndApi;
  readonly alarms?: Alarms;

  constructor(scope: Construct, id: string, props: RozkazStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.data = new Data(this, 'Data');
    this.secrets = new Secrets(this, 'Secrets');
    this.email = new Email(this, 'Email', {
      identity: config.emailIdentity,
      sandboxRecipients: config.sandboxRecipients,
    });
    this.functions = new Functions(this, 'Functions', {
      table: this.data.table,
      packs: this.data.packs,
      jwtSigningKey: this.secrets.jwtSigningKey,
      email: this.email,
      mailFrom: config.mailFrom,
      logRetention: config.logRetention,
      entries: props.entries,
    });
    this.web = new WebAndApi(this, 'Web', {
      api: this.functions.api,
      originToken: this.secrets.originToken,
      webAssetPath: props.webAssetPath ?? join(ROOT, 'dist/web'),
      domain:
        config.domainName && config.certificateArn
          ? { name: config.domainName, certificateArn: config.certificateArn }
          : undefined,
      logRetention: config.logRetention,
      originTokenVersion: config.originTokenVersion,
    });
    this.functions.setPublicUrl(this.web.publicUrl);
    if (config.alarmEmail) {
      this.alarms = new Alarms(this, 'Alarms', {
        email: config.alarmEmail,
        api: this.functions.api,
        notifier: this.functions.notifier,
        sweeper: this.functions.sweeper,
        notifierDeadLetters: this.functions.notifierDeadLetters,
        functions: [
          this.functions.api,
          this.functions.notifier,
          this.functions.sweeper,
          this.functions.checkGames,
          this.functions.bounces,
        ],
        httpApi: this.web.httpApi,
        table: this.data.table,
      });
    }

    new CfnOutput(this, 'PublicUrl', { value: this.web.publicUrl, description: 'the site (and the API under /api)' });
    new CfnOutput(this, 'DistributionDomain', {
      value: this.web.distribution.distributionDomainName,
      description: 'point the custom domain here (CNAME, or a Route 53 alias)',
    });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'NotifierDeadLetterQueue', { value: this.functions.notifierDeadLetters.queueUrl });
    new CfnOutput(this, 'JwtSecretArn', { value: this.secrets.jwtSigningKey.secretArn });
  }
}

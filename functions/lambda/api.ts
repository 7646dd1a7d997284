/**
 * The API on Lambda: the same createApp as `npm start`, with AWS adapters — DynamoDB by TABLE_NAME,
 * SES for mail, the signing key from Secrets Manager (read once per container), and no
 * afterCommit: the table's stream drives the notifier. Nothing local-only is imported here.
 */
// first: stack traces of everything below map back to our sources
import './stacks.js';
import { handle } from 'hono/aws-lambda';
import type { LambdaEvent } from 'hono/aws-lambda';
import { createApp } from '../api/app.js';
import { createLogger, levelFromEnv } from '../log.js';
import { parseLambdaEnv, readSigningKey } from '../config.js';
import { SesMailer } from '../mail/ses.js';
import { createDb } from '../store/db.js';
import { lambdaClientIp } from './client-ip.js';
import { systemClock } from '../time/clock.js';

const env = parseLambdaEnv();

const build = async () => {
  const signingKey = await readSigningKey(env.JWT_SECRET_ARN);
  return handle(
    createApp({
      db: createDb({ table: env.TABLE_NAME, region: env.AWS_REGION }),
      mailer: new SesMailer({ from: env.MAIL_FROM }),
      clock: systemClock,
      config: { publicUrl: env.PUBLIC_URL, signingKey, local: false, sessionDays: 30 },
      clientIp: lambdaClientIp,
      logger: createLogger('api', { level: levelFromEnv() }),
    }),
  );
};

// built once per container; a failed start (e.g. Secrets Manager unreachable) is retried by the next request
let app: ReturnType<typeof build> | undefined;
const ready = () =>
  (app ??= build().catch((e) => {
    app = undefined;
    throw e;
  }));

export const handler = async (event: LambdaEvent, context?: Parameters<Awaited<ReturnType<typeof build>>>[1]) =>
  (await ready())(event, context);

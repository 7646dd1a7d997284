/**
 * The API on Lambda: the same createApp as `npm start`, with AWS adapters — DynamoDB by TABLE_NAME,
 * SES for mail, the signing key from Secrets Manager (read once per container), and no
 * afterCommit: the table's stream drives the notifier. Nothing local-only is imported here.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Context } from 'hono';
import { handle } from 'hono/aws-lambda';
import type { LambdaEvent } from 'hono/aws-lambda';
import { createApp } from '../api/app.js';
import { parseLambdaEnv } from '../config.js';
import { SesMailer } from '../mail/ses.js';
import { createDb } from '../store/db.js';
import { systemClock } from '../time/clock.js';

const env = parseLambdaEnv();

const readSigningKey = async (): Promise<Uint8Array> => {
  const r = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: env.JWT_SECRET_ARN }));
  if (!r.SecretString) throw new Error('the JWT signing secret is empty');
  return new TextEncoder().encode(r.SecretString);
};

/**
 * The viewer's address: CloudFront's CloudFront-Viewer-Address header ("ip:port") when the origin
 * request policy forwards it, else the address API Gateway saw.
 */
const clientIp = (c: Context): string => {
  const viewer = c.req.header('cloudfront-viewer-address');
  if (viewer) return viewer.replace(/:\d+$/, '');
  const event = (c.env as { event?: { requestContext?: { http?: { sourceIp?: string } } } } | undefined)?.event;
  return event?.requestContext?.http?.sourceIp ?? 'unknown';
};

const app = readSigningKey().then((signingKey) =>
  handle(
    createApp({
      db: createDb({ table: env.TABLE_NAME, region: env.AWS_REGION }),
      mailer: new SesMailer({ from: env.MAIL_FROM }),
      clock: systemClock,
      config: { publicUrl: env.PUBLIC_URL, signingKey, local: false, sessionDays: 30 },
      clientIp,
    }),
  ),
);

export const handler = async (event: LambdaEvent, context: Parameters<Awaited<typeof app>>[1]) => (await app)(event, context);

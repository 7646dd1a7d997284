/**
 * SES bounces and complaints on Lambda, fed by the SNS topic SES publishes them to (the email
 * construct's configuration set): each permanently bounced or complaining address is suppressed.
 * A failure throws, so SNS retries; suppressing twice is harmless.
 */
// first: stack traces of everything below map back to our sources
import './stacks.js';
import type { SNSEvent } from 'aws-lambda';
import { createLogger, levelFromEnv } from '../log.js';
import { handleSesMessages } from '../notify/bounces.js';
import { createDb } from '../store/db.js';
import { UserStore } from '../store/users.js';

const logger = createLogger('bounces', { level: levelFromEnv() });
let users: UserStore | undefined;

export const handler = async (event: SNSEvent, context?: { awsRequestId?: string }) => {
  const table = process.env.TABLE_NAME;
  if (!table) throw new Error('TABLE_NAME is not set');
  users ??= new UserStore(createDb({ table }));
  const counts = await handleSesMessages(
    event.Records.map((r) => r.Sns.Message),
    users,
    new Date(),
  );
  logger.info('ses events', { requestId: context?.awsRequestId, counts });
  return counts;
};

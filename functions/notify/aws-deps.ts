/**
 * NotifyDeps for the AWS entry points (notifier, sweeper): DynamoDB by TABLE_NAME, SES, the signing
 * key from Secrets Manager (read once per container). Nothing local-only is imported here.
 */
import { parseLambdaEnv, readSigningKey } from '../config.js';
import type { Logger } from '../log.js';
import { SesMailer } from '../mail/ses.js';
import { defaultCatalog } from '../play/catalog.js';
import { createDb } from '../store/db.js';
import { GameStore } from '../play/games.js';
import { UserStore } from '../store/users.js';
import { systemClock } from '../time/clock.js';
import type { NotifyDeps } from './deps.js';

export const awsNotifyDeps = async (logger: Logger): Promise<NotifyDeps> => {
  const env = parseLambdaEnv();
  const signingKey = await readSigningKey(env.JWT_SECRET_ARN);
  const db = createDb({ table: env.TABLE_NAME, region: env.AWS_REGION });
  const log = logger.hook;
  return {
    db,
    // turns written here (timeouts, vacations) reach the notifier through the stream, like the API's
    games: new GameStore(db, defaultCatalog, { log }),
    users: new UserStore(db),
    catalog: defaultCatalog,
    mailer: new SesMailer({ from: env.MAIL_FROM }),
    clock: systemClock,
    publicUrl: env.PUBLIC_URL,
    // the same bytes the API signs sessions with (functions/lambda/api.ts)
    signingKey,
    log,
  };
};

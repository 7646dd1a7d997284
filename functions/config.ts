/**
 * Configuration from the environment, parsed in one place. Locally the server fills what the
 * environment does not; in AWS every value comes from the stack.
 */
import { z } from 'zod';

export interface AppConfig {
  /** where people reach the service, e.g. https://rozkaz.example.org (origin checks, links in mail) */
  publicUrl: string;
  /** HS256 key for session cookies */
  signingKey: Uint8Array;
  /** local mode: the /dev routes exist and cookies may be sent over plain http on localhost */
  local: boolean;
  /** session lifetime */
  sessionDays: number;
}

const lambdaEnv = z.object({
  TABLE_NAME: z.string().min(1),
  PUBLIC_URL: z.string().url(),
  MAIL_FROM: z.string().min(3),
  JWT_SECRET_ARN: z.string().min(1),
  /** club packs' bucket (functions/store/pack-blobs.ts reads it from the environment) */
  PACK_BUCKET: z.string().min(1).optional(),
  AWS_REGION: z.string().min(1).optional(),
});
export type LambdaEnv = z.infer<typeof lambdaEnv>;

export const parseLambdaEnv = (env: NodeJS.ProcessEnv = process.env): LambdaEnv => {
  const r = lambdaEnv.safeParse(env);
  if (!r.success)
    throw new Error(
      `bad Lambda environment: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return r.data;
};

export interface LocalEnv {
  port: number;
  dataDir: string;
  publicUrl: string;
  host: string;
  devMail: boolean;
}

export const parseLocalEnv = (env: NodeJS.ProcessEnv = process.env): LocalEnv => {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`bad PORT: ${env.PORT}`);
  return {
    port,
    dataDir: env.DATA_DIR ?? '.data',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    // loopback unless HOST says otherwise; the mailbox beyond loopback only with DEV_MAIL=1
    host: env.HOST || '127.0.0.1',
    devMail: env.DEV_MAIL === '1',
  };
};

/** Cookies are Secure everywhere but on localhost, where browsers would refuse them over http. */
export const isLocalhost = (publicUrl: string): boolean =>
  ['localhost', '127.0.0.1', '[::1]'].includes(new URL(publicUrl).hostname);

/**
 * The session signing key from Secrets Manager (the stack generates it). The SDK client is imported
 * here, on first use, not at module load: esbuild keeps it in the one bundle as a lazy module init,
 * so a Lambda's import does not evaluate it before the first request needs the key.
 */
export const readSigningKey = async (secretArn: string): Promise<Uint8Array> => {
  const { GetSecretValueCommand, SecretsManagerClient } = await import('./lambda/secrets-sdk.js');
  const r = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  if (!r.SecretString) throw new Error('the JWT signing secret is empty');
  return new TextEncoder().encode(r.SecretString);
};

/**
 * Starts AWS's DynamoDB Local (the jar shipped in amplify-dynamodb-simulator) in memory on a free
 * port, for the tests that need what dynalite lacks: streams. No Java means a loud failure, never
 * a skip.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';

const require = createRequire(import.meta.url);

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
export const localClientConfig = (endpoint: string) => ({ endpoint, region: 'eu-central-1', credentials });

const waitReady = async (
  endpoint: string,
  proc: ChildProcess,
  deadlineMs: number,
  log: () => string,
): Promise<void> => {
  const client = new DynamoDBClient({ ...localClientConfig(endpoint), maxAttempts: 1 });
  try {
    const until = Date.now() + deadlineMs;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`DynamoDB Local exited with ${proc.exitCode}:\n${log()}`);
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch {
        if (Date.now() > until) throw new Error(`DynamoDB Local did not answer within ${deadlineMs} ms:\n${log()}`);
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  } finally {
    client.destroy();
  }
};

export const startDynamoDbLocal = async (): Promise<DynamoDbLocal> => {
  const dir = join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    let out = '';
    const proc = spawn(
      'java',
      ['-Djava.library.path=./DynamoDBLocal_lib', '-jar', 'DynamoDBLocal.jar', '-inMemory', '-port', String(port)],
      { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const spawned = new Promise<void>((resolve, reject) => {
      proc.once('spawn', resolve);
      proc.once('error', (e) =>
        reject(new Error(`cannot start java for DynamoDB Local (is Java 17 installed?): ${e.message}`)),
      );
    });
    proc.stdout!.on('data', (c) => (out += c));
    proc.stderr!.on('data', (c) => (out += c));
    await spawned; // a missing java throws here: the test fails loudly
    const endpoint = `http://127.0.0.1:${port}`;
    try {
      await waitReady(endpoint, proc, 30_000, () => out);
      return {
        endpoint,
        stop: () =>
          new Promise<void>((resolve) => {
            if (proc.exitCode !== null) return resolve();
            proc.once('exit', () => resolve());
            proc.kill('SIGTERM');
          }),
      };
    } catch (e) {
      lastError = e;
      proc.kill('SIGKILL');
      if (!/Address already in use|BindException/.test(out)) throw e;
    }
  }
  throw lastError;
};

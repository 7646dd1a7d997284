/**
 * The API Lambda's bundle loads the SES and Secrets Manager clients lazily: bundled with the stack's
 * own esbuild options (one file, no splitting), their dynamic imports become `__esm` module inits
 * that run on first use, and only the client and the one command of each are in the file.
 * (`npm run bench -- infra` measures what the cold import costs.)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRIES, esbuildOptions, IMPORT_ENV } from '../../infra/bundling.js';

const dir = mkdtempSync(join(tmpdir(), 'rozkaz-api-bundle-'));
let text = '';
let inputs: string[] = [];
beforeAll(async () => {
  // readable output (not minified) so the module inits keep their names; otherwise the stack's options
  const r = await build({
    ...esbuildOptions(ENTRIES.api, join(dir, 'plain', 'index.mjs')),
    minify: false,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  text = r.outputFiles.find((f) => f.path.endsWith('.mjs'))!.text;
  inputs = Object.keys(r.metafile.inputs);
  await build({ ...esbuildOptions(ENTRIES.api, join(dir, 'min', 'index.mjs')), logLevel: 'silent' });
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** every place `init_<name>()` is called, with the text around it */
const callsOf = (name: string) =>
  [...text.matchAll(new RegExp(`init_${name}\\(\\)`, 'g'))].map((m) =>
    text.slice(Math.max(0, m.index - 60), m.index + 80),
  );

describe('the API bundle (functions/lambda/api.ts)', () => {
  it.each([
    ['ses_sdk', 'SESv2Client', 'client-sesv2', 'SendEmailCommand'],
    ['secrets_sdk', 'SecretsManagerClient', 'client-secrets-manager', 'GetSecretValueCommand'],
  ])(
    '%s: a lazy module init, run only by its dynamic import; the client and one command bundled',
    (shim, client, pkg, command) => {
      expect(text).toContain(`var init_${shim} = __esm(`);
      const shimCalls = callsOf(shim);
      expect(shimCalls.length).toBeGreaterThan(0);
      for (const call of shimCalls)
        expect(call).toMatch(
          new RegExp(`Promise\\.resolve\\(\\)\\.then\\(\\(\\) => \\(init_${shim}\\(\\), ${shim}_exports\\)\\)`),
        );
      // the client module is initialised from the shim's init only
      const clientCalls = callsOf(client);
      expect(clientCalls).toHaveLength(1);
      const shimBody = text.slice(
        text.indexOf(`var init_${shim} = __esm(`),
        text.indexOf(`var init_${shim} = __esm(`) + 400,
      );
      expect(shimBody).toContain(`init_${client}();`);
      const commands = inputs.filter((i) => i.includes(`@aws-sdk/${pkg}/dist-es/commands/`));
      expect(commands.map((i) => i.split('/').pop())).toEqual([`${command}.js`]);
      expect(inputs.some((i) => i.endsWith(`@aws-sdk/${pkg}/dist-es/index.js`))).toBe(false);
    },
  );

  it('holds no local-only code: no development mailbox, no local server, no dynalite', () => {
    const local = inputs.filter((i) =>
      /functions\/local\/|mail\/local-mailbox|store\/local-engine|node_modules\/dynalite\//.test(i),
    );
    expect(local).toEqual([]);
    expect(text).not.toContain('/dev/mail');
    expect(text).not.toContain('Local mailbox');
  });

  it('the minified bundle imports in a fresh node process with the Lambda environment and exports the handler', () => {
    const r = spawnSync(
      process.execPath,
      [
        '--enable-source-maps',
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(join(dir, 'min', 'index.mjs'))}); process.stdout.write(typeof m.handler); process.exit(0);`,
      ],
      {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, ...IMPORT_ENV },
      },
    );
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('function');
  });
});

/**
 * The CDK CLI in node_modules must read the cloud assembly that aws-cdk-lib writes (their schema
 * versions move separately; `aws-cdk@3.0.0` on npm is an old build that cannot). `cdk ls` against
 * an already synthesised assembly checks exactly that, offline.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../../infra/bundling.js';
import { synth } from './synth.js';

it('the installed cdk CLI reads the synthesised assembly (offline, no credentials)', () => {
  const { outdir } = synth({}, { bundle: false });
  const r = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/aws-cdk/bin/cdk'), 'ls', '--app', outdir, '--no-notices'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        AWS_EC2_METADATA_DISABLED: 'true',
        CDK_DISABLE_VERSION_CHECK: '1',
      },
      timeout: 60_000,
    },
  );
  expect(r.stderr).not.toMatch(/schema version mismatch|not compatible/i);
  expect(r.status, r.stderr).toBe(0);
  expect(r.stdout.trim().split('\n')).toEqual(['Rozkaz']);
});

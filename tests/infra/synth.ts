/**
 * Synthesises the real stack for the infra tests: cdk.json's context (the feature flags a deploy
 * uses), a stand-in web build, and local esbuild bundling (no Docker).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll } from 'vitest';
import { ENTRIES, type EntryName } from '../../infra/bundling.js';
import { readConfig } from '../../infra/config.js';
import { RozkazStack } from '../../infra/stack.js';
import cdkJson from '../../cdk.json' with { type: 'json' };

const here = fileURLToPath(new URL('.', import.meta.url));
export const WEB_FIXTURE = join(here, 'fixtures/web');

/** the real Lambda entries (functions/lambda/), as the stack uses them by default */
export const entries: Record<EntryName, string> = { ...ENTRIES };

export interface Synth {
  stack: RozkazStack;
  template: Template;
  outdir: string;
}

const outdirs: string[] = [];
// each synthesis writes a cloud assembly (bundles included) to its own temporary folder
afterAll(() => {
  for (const d of outdirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

export function synth(context: Record<string, unknown> = {}, opts: { bundle?: boolean } = {}): Synth {
  const outdir = mkdtempSync(join(tmpdir(), 'rozkaz-cdk-'));
  outdirs.push(outdir);
  const app = new App({
    outdir,
    context: {
      ...cdkJson.context,
      // bundling is slow-ish; variants that only look at the template skip it
      ...(opts.bundle === false ? { 'aws:cdk:bundling-stacks': [] } : {}),
      ...context,
    },
  });
  const stack = new RozkazStack(app, 'Rozkaz', { config: readConfig(app.node), webAssetPath: WEB_FIXTURE, entries });
  const template = Template.fromStack(stack);
  return { stack, template, outdir };
}

let main: Synth | undefined;
/** the default stack (no domain), bundled for real; built once per test file */
export const mainStack = (): Synth => (main ??= synth({ emailIdentity: 'rozkaz.example.org' }));

type Resources = Record<
  string,
  {
    Type: string;
    Properties?: Record<string, any>;
    Metadata?: Record<string, any>;
    DeletionPolicy?: string;
    UpdateReplacePolicy?: string;
  }
>;
export const resources = (t: Template, type?: string): Resources =>
  Object.fromEntries(Object.entries(t.toJSON().Resources as Resources).filter(([, r]) => !type || r.Type === type));

/** the one resource of a type whose logical id starts with `prefix` */
export const one = (t: Template, type: string, prefix = '') => {
  const found = Object.entries(resources(t, type)).filter(([id]) => id.startsWith(prefix));
  if (found.length !== 1)
    throw new Error(`expected one ${type} ${prefix}*, found ${found.map(([id]) => id).join(', ') || 'none'}`);
  return { id: found[0]![0], ...found[0]![1] };
};

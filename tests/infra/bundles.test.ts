/**
 * No local-only code reaches AWS: each Lambda entry is bundled with the stack's own esbuild options
 * and its metafile inputs are inspected; the bundles CDK actually built are checked through their
 * source maps (which list every input file even without sources content).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  ENTRIES,
  LOCAL_ONLY_INPUTS,
  LOCAL_ONLY_TEXT,
  ORIGIN_VERIFY_ENTRY,
  ROOT,
  SPLIT_ENTRIES,
  bundleOptions,
  esbuildOptions,
} from '../../infra/bundling.js';
import { entries, mainStack, resources } from './synth.js';

const all = { ...entries, originVerify: ORIGIN_VERIFY_ENTRY };
const localOnly = (input: string) => LOCAL_ONLY_INPUTS.some((re) => re.test(input));
/** every file under dir, relative to it */
const files = (dir: string, sub = ''): string[] =>
  readdirSync(join(dir, sub), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(dir, join(sub, d.name)) : [join(sub, d.name)],
  );

describe('bundles (esbuild, the stack options)', () => {
  it('the stack bundles the five real entries in functions/lambda/', () => {
    const { stack } = mainStack();
    expect(entries).toEqual(ENTRIES);
    expect(Object.values(ENTRIES).map((p) => relative(ROOT, p))).toEqual([
      'functions/lambda/api.ts',
      'functions/lambda/notifier.ts',
      'functions/lambda/sweeper.ts',
      'functions/lambda/check-games.ts',
      'functions/lambda/bounces.ts',
    ]);
    expect(stack.functions.api.node.id).toBe('Api');
  });

  it('the guard itself: a local-only module is recognised', () => {
    expect(localOnly('node_modules/dynalite/index.js')).toBe(true);
    expect(localOnly('node_modules/@hono/node-server/dist/index.mjs')).toBe(true);
    expect(localOnly('functions/local/server.ts')).toBe(true);
    expect(localOnly('node_modules/amplify-dynamodb-simulator/index.js')).toBe(true);
    expect(localOnly('functions/lambda/api.ts')).toBe(false);
    expect(localOnly('node_modules/hono/dist/adapter/aws-lambda/index.js')).toBe(false);
  });

  it('the guard catches an entry that pulls in dynalite, the node server and /dev/mail', async () => {
    const r = await build({
      ...esbuildOptions(join(ROOT, 'tests/infra/fixtures/leaky.ts'), join(ROOT, 'cdk.out/bundle-check/index.mjs')),
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const bad = Object.keys(r.metafile.inputs).filter(localOnly);
    expect(bad.some((i) => i.includes('node_modules/dynalite/'))).toBe(true);
    expect(bad.some((i) => i.includes('node_modules/@hono/node-server/'))).toBe(true);
    expect(r.outputFiles.find((f) => f.path.endsWith('.mjs'))!.text).toContain(LOCAL_ONLY_TEXT[0]);
  });

  it.each(Object.entries(all))(
    '%s: no dynalite, node server, functions/local or /dev routes in any chunk',
    async (name, entry) => {
      const r = await build({
        ...bundleOptions(name, entry, join(ROOT, 'cdk.out/bundle-check')),
        write: false,
        metafile: true,
        logLevel: 'silent',
      });
      const inputs = Object.keys(r.metafile.inputs);
      expect(inputs.length).toBeGreaterThan(0);
      expect(inputs.filter(localOnly)).toEqual([]);
      const chunks = r.outputFiles.filter((f) => f.path.endsWith('.mjs'));
      // split entries: the entry plus lazily loaded chunks (game packs, SDK shims)
      expect(chunks.length > 1).toBe(SPLIT_ENTRIES.includes(name));
      for (const chunk of chunks)
        for (const text of LOCAL_ONLY_TEXT) expect(chunk.text.includes(text), `${chunk.path}: ${text}`).toBe(false);
    },
  );

  it('the API splits the game packs off its entry chunk: none is parsed at cold start', async () => {
    const r = await build({
      ...bundleOptions('api', ENTRIES.api, join(ROOT, 'cdk.out/bundle-check')),
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const outputs = r.metafile.outputs;
    expect(outputs['cdk.out/bundle-check/index.mjs']!.entryPoint).toBe('functions/lambda/api.ts');
    // what cold start reads: the entry chunk and every chunk it imports statically, transitively
    const atStart = new Set<string>();
    const visit = (out: string) => {
      if (atStart.has(out)) return;
      atStart.add(out);
      for (const i of outputs[out]!.imports) if (i.kind === 'import-statement' && outputs[i.path]) visit(i.path);
    };
    visit('cdk.out/bundle-check/index.mjs');
    const inputsAtStart = [...atStart].flatMap((o) => Object.keys(outputs[o]!.inputs));
    expect(inputsAtStart).toContain('functions/lambda/api.ts');
    const packs = Object.keys(r.metafile.inputs).filter((i) => /^rules\/games\//.test(i));
    expect(packs.length).toBeGreaterThan(0);
    expect(inputsAtStart.filter((i) => packs.includes(i))).toEqual([]);
    // nor the SES and Secrets Manager clients, loaded on first use
    expect(inputsAtStart.filter((i) => /node_modules\/@aws-sdk\/client-(sesv2|secrets-manager)\//.test(i))).toEqual([]);
    // the banner's `require` is declared once per chunk, each an ES module of its own
    for (const o of r.outputFiles.filter((f) => f.path.endsWith('.mjs')))
      expect(o.text.startsWith('import{createRequire as __cr}'), o.path).toBe(true);
  });

  it('the bundles CDK built for the stack hold no local-only input either', () => {
    const { stack, outdir, template } = mainStack();
    const lambdas = resources(template, 'AWS::Lambda::Function');
    const fns = [
      ['api', stack.functions.api, entries.api],
      ['notifier', stack.functions.notifier, entries.notifier],
      ['sweeper', stack.functions.sweeper, entries.sweeper],
      ['checkGames', stack.functions.checkGames, entries.checkGames],
      ['bounces', stack.functions.bounces, entries.bounces],
      ['originVerify', stack.web.originVerify, ORIGIN_VERIFY_ENTRY],
    ] as const;
    for (const [name, fn, entry] of fns) {
      const key: string = lambdas[stack.getLogicalId(fn.node.defaultChild as any)]!.Properties!.Code.S3Key;
      const dir = join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
      expect(existsSync(join(dir, 'index.mjs')), dir).toBe(true);
      const code = files(dir).filter((f) => f.endsWith('.mjs'));
      expect(
        code.some((f) => f.startsWith('chunks/')),
        name,
      ).toBe(SPLIT_ENTRIES.includes(name));
      // every chunk has its source map (stack traces through lazily loaded chunks map too)
      expect(
        files(dir)
          .filter((f) => f.endsWith('.mjs.map'))
          .sort(),
      ).toEqual(code.map((f) => `${f}.map`).sort());
      const sources = code.flatMap((f) => {
        const map = JSON.parse(readFileSync(join(dir, `${f}.map`), 'utf8')) as { sources: string[] };
        return map.sources.map((s) => relative(ROOT, join(dir, f, '..', s)));
      });
      // the paths resolve against the repository (else the check below would see nothing)
      expect(sources).toContain(relative(ROOT, entry));
      expect(sources.filter(localOnly)).toEqual([]);
      for (const f of code) {
        const js = readFileSync(join(dir, f), 'utf8');
        for (const text of LOCAL_ONLY_TEXT) expect(js.includes(text), `${f}: ${text}`).toBe(false);
      }
    }
  });
});

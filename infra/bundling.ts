/**
 * One set of bundling options for every Lambda, shared by the stack (NodejsFunction for single-file
 * bundles, splitCode for split ones) and by the test and bench that re-bundle each entry with
 * esbuild to inspect what goes in.
 */
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { Charset, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { buildSync, type BuildOptions } from 'esbuild';

/** the repository root (where package.json and package-lock.json live) */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const LOCKFILE = join(ROOT, 'package-lock.json');

/** Lambda's Node.js version; esbuild targets the same */
export const NODE_TARGET = 'node22';

/**
 * ESM keeps `import.meta` and top-level await working as in the repo; CommonJS dependencies that
 * `require()` Node built-ins need a real `require`, hence the banner.
 */
const REQUIRE_SHIM = "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);";

export const LAMBDA_BUNDLING = {
  format: OutputFormat.ESM,
  target: NODE_TARGET,
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: true,
  // stack traces map back to files and lines; the sources themselves would only add weight
  sourcesContent: false,
  // Polish text stays UTF-8 instead of \u escapes
  charset: Charset.UTF8,
  // Bundle the AWS SDK too: the versions in the lockfile are the ones tested, and a tree-shaken
  // SDK in the bundle loads faster than the runtime's copy from node_modules.
  externalModules: [],
  bundleAwsSDK: true,
  banner: REQUIRE_SHIM,
  define: { 'process.env.NODE_ENV': '"production"' },
  // esbuild from node_modules; no Docker needed to synth or test
  forceDockerBundling: false,
} as const satisfies BundlingOptions;

/** the esbuild options CDK passes for LAMBDA_BUNDLING (see aws-lambda-nodejs bundling.js) */
export const esbuildOptions = (entry: string, outfile: string): BuildOptions => ({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  target: LAMBDA_BUNDLING.target,
  format: LAMBDA_BUNDLING.format,
  mainFields: [...LAMBDA_BUNDLING.mainFields],
  minify: LAMBDA_BUNDLING.minify,
  sourcemap: LAMBDA_BUNDLING.sourceMap,
  sourcesContent: LAMBDA_BUNDLING.sourcesContent,
  charset: 'utf8',
  external: [...LAMBDA_BUNDLING.externalModules],
  banner: { js: LAMBDA_BUNDLING.banner },
  define: { ...LAMBDA_BUNDLING.define },
  absWorkingDir: ROOT,
});

/**
 * Code splitting (one `index.mjs` plus `chunks/*.mjs`): what an entry loads by dynamic import (the
 * game packs through rules/catalog.ts, the SES and Secrets Manager shims) becomes separate chunks
 * that are not read or parsed at cold start. NodejsFunction passes `--outfile`, which rules out
 * splitting; these entries are bundled by splitCode below, with the same options otherwise.
 */
export const splitOptions = (entry: string, outdir: string): BuildOptions => {
  const { outfile: _single, ...common } = esbuildOptions(entry, join(outdir, 'index.mjs'));
  return {
    ...common,
    entryPoints: { index: entry },
    outdir,
    splitting: true,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
  };
};

/** the entries bundled with code splitting (the others: one file, by NodejsFunction) */
export const SPLIT_ENTRIES: readonly string[] = ['api', 'notifier', 'sweeper', 'checkGames'];

/** the esbuild options for a named bundle written to `outdir` (entry file `outdir/index.mjs`) */
export const bundleOptions = (name: string, entry: string, outdir: string): BuildOptions =>
  SPLIT_ENTRIES.includes(name) ? splitOptions(entry, outdir) : esbuildOptions(entry, join(outdir, 'index.mjs'));

/** the AWS entry points (functions/lambda/) */
export const ENTRIES = {
  api: join(ROOT, 'functions/lambda/api.ts'),
  notifier: join(ROOT, 'functions/lambda/notifier.ts'),
  sweeper: join(ROOT, 'functions/lambda/sweeper.ts'),
  /** invoked by hand before and after a deploy (DEPLOY.md): replays every running game */
  checkGames: join(ROOT, 'functions/lambda/check-games.ts'),
  /** SES bounces and complaints from SNS: suppresses those addresses */
  bounces: join(ROOT, 'functions/lambda/bounces.ts'),
} as const;
export type EntryName = keyof typeof ENTRIES;

/**
 * What a function's config needs at import (functions/config.ts), made up: the environment a bundle is
 * imported under outside Lambda, by the bundle test and the infra bench. Nothing at import may need more.
 */
export const IMPORT_ENV = {
  NODE_NO_WARNINGS: '1',
  TABLE_NAME: 'rozkaz',
  PUBLIC_URL: 'https://example.org',
  MAIL_FROM: 'x@example.org',
  JWT_SECRET_ARN: 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:x',
  AWS_REGION: 'eu-central-1',
} as const;

/** infra's own Lambda: the check that a request to the HTTP API came through CloudFront */
export const ORIGIN_VERIFY_ENTRY = join(ROOT, 'infra/edge/origin-verify.ts');

/**
 * What must never reach a Lambda bundle: local engines and servers, the local-only folder, and
 * the local mailbox routes. Paths are matched against esbuild metafile inputs (relative to ROOT).
 */
export const LOCAL_ONLY_INPUTS = [
  /(^|\/)node_modules\/dynalite\//,
  /(^|\/)node_modules\/amplify-dynamodb-simulator\//,
  /(^|\/)node_modules\/@hono\/node-server\//,
  /(^|\/)node_modules\/(leveldown|memdown|levelup|abstract-leveldown)\//,
  /^functions\/local\//,
] as const;
/** strings that only the local `/dev/*` routes carry */
export const LOCAL_ONLY_TEXT = ['/dev/mail'] as const;

/**
 * A Lambda asset holding a split bundle of `entry` (handler `index.handler`), built by esbuild
 * from node_modules at synth time, as NodejsFunction does for single files. The asset hash is
 * that of the output; the image is never used (local bundling either succeeds or throws, so a
 * synth never reaches for Docker or the network).
 */
export const splitCode = (entry: string, split = true): Code =>
  Code.fromAsset(ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('dummy'),
      // the callback is invisible to CDK's asset cache key (JSON of these options); the entry
      // named here keeps each function's asset apart
      environment: { ROZKAZ_ENTRY: relative(ROOT, entry) },
      local: {
        tryBundle(outputDir: string) {
          buildSync({
            ...(split ? splitOptions(entry, outputDir) : esbuildOptions(entry, join(outputDir, 'index.mjs'))),
            logLevel: 'error',
          });
          return true;
        },
      },
    },
  });

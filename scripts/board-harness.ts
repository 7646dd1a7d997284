/**
 * The board renderer alone in Chromium (web/bench/harness.tsx, which puts `window.renderBoard` on the
 * page): bundled by esbuild, served from a folder on a free loopback port. The web bench times it and
 * the board-labels e2e test measures its boxes.
 */
import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildMapWorker } from './build-web.js';

const root = join(import.meta.dirname, '..');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

/** Debian's Chromium (or $CHROMIUM), headless, with nothing running in the background. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

/** The harness bundled into `outdir` (harness.js, harness.css) and served with `html` at /. */
export const serveHarness = async (
  outdir: string,
  html: string,
  opts: { minify?: boolean } = {},
): Promise<{ url: string; server: Server }> => {
  const worker = await buildMapWorker(outdir, { minify: opts.minify ?? false, hashed: false });
  await build({
    absWorkingDir: root,
    entryPoints: { harness: 'web/bench/harness.tsx' },
    define: { __MAP_WORKER__: JSON.stringify(worker.url) },
    outdir,
    bundle: true,
    format: 'esm',
    minify: opts.minify ?? false,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    logLevel: 'warning',
  });
  const server = createServer((req, res) => {
    if (req.url === '/') {
      res.setHeader('content-type', 'text/html');
      return res.end(html);
    }
    const p = join(outdir, req.url!.split('?')[0]);
    if (!existsSync(p)) return res.writeHead(404).end();
    res.setHeader('content-type', TYPES[extname(p)] ?? 'application/octet-stream');
    res.end(readFileSync(p));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
};

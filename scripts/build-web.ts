/**
 * `npm run build`: bundles web/main.tsx (Preact) into dist/web with esbuild — ESM, code-split
 * (the game page and its board renderer are their own chunk), minified, hashed names — and writes
 * index.html pointing at the hashed entry and stylesheet. The local server and S3 serve the folder.
 */
import { build, type Metafile } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface WebBuild {
  outdir: string;
  /** the entry script and stylesheet, relative to outdir */
  entry: string;
  css: string | null;
  metafile: Metafile;
}

const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpolygon points='6,2 18,2 24,12 18,22 6,22 0,12' fill='%23c8a24a'/%3E%3Cpath d='M7 12h10M12 7v10' stroke='%232a2216' stroke-width='2.4'/%3E%3C/svg%3E";

/**
 * The board's resample worker (web/board/resample-worker.ts) as a script of its own in `outdir` (a
 * worker must be a file the page's `script-src 'self'` allows); its address, for the page's build to
 * define as `__MAP_WORKER__`.
 */
export const buildMapWorker = async (outdir: string, opts: { minify?: boolean; hashed?: boolean } = {}) => {
  const r = await build({
    absWorkingDir: root,
    entryPoints: { 'map-worker': 'web/board/resample-worker.ts' },
    outdir,
    bundle: true,
    format: 'iife',
    minify: opts.minify ?? true,
    target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
    entryNames: opts.hashed === false ? '[name]' : '[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const out = Object.keys(r.metafile.outputs).find((k) => k.endsWith('.js'));
  if (!out) throw new Error('no map worker output');
  return { url: `/${relative(outdir, join(root, out)).split('\\').join('/')}`, metafile: r.metafile };
};

export const buildWeb = async (
  outdir = join(root, 'dist', 'web'),
  opts: { entry?: string; html?: boolean } = {},
): Promise<WebBuild> => {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const worker = await buildMapWorker(outdir);
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: opts.entry ?? 'web/main.tsx' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    sourcemap: false,
    target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
    jsx: 'automatic',
    jsxImportSource: 'preact',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"', __MAP_WORKER__: JSON.stringify(worker.url) },
    logLevel: 'warning',
  });
  const outputs = result.metafile.outputs;
  const rel = (p: string) => relative(outdir, join(root, p)).split('\\').join('/');
  const entryOut = Object.entries(outputs).find(([, o]) => o.entryPoint?.endsWith('main.tsx'));
  if (!entryOut) throw new Error('no entry output');
  const entry = rel(entryOut[0]);
  const css = entryOut[1].cssBundle ? rel(entryOut[1].cssBundle) : null;
  if (opts.html !== false) {
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#23211c">
<meta name="description" content="Rozkaz — play-by-web for historical wargames / gry wojenne korespondencyjnie">
<title>Rozkaz</title>
<link rel="icon" href="${FAVICON}">
${css ? `<link rel="stylesheet" href="/${css}">\n` : ''}<script type="module" src="/${entry}"></script>
</head>
<body>
<div id="app"></div>
<noscript>Rozkaz needs JavaScript. / Rozkaz wymaga JavaScriptu.</noscript>
</body>
</html>
`;
    writeFileSync(join(outdir, 'index.html'), html);
  }
  // the worker's output counted with the page's (it is loaded once a map's master picture is drawn)
  const metafile: Metafile = {
    inputs: { ...result.metafile.inputs, ...worker.metafile.inputs },
    outputs: { ...result.metafile.outputs, ...worker.metafile.outputs },
  };
  return { outdir, entry, css, metafile };
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const t0 = Date.now();
  const r = await buildWeb();
  const files = Object.entries(r.metafile.outputs).map(
    ([f, o]) => `${relative(r.outdir, join(root, f))} ${(o.bytes / 1024).toFixed(1)} KB`,
  );
  console.log(`web built in ${Date.now() - t0} ms → ${relative(root, r.outdir)}/\n  ${files.join('\n  ')}`);
}

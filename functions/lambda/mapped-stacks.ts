/**
 * Stack traces through the minified Lambda bundles, mapped back to our files and lines when a stack
 * is first formatted rather than at start. Node's `--enable-source-maps` reads and parses the map of
 * every chunk while importing it, which costs about an eighth of the API's cold start
 * (`npm run bench -- infra`); errors are rare, so here a bundle's map is read the first time a stack
 * passes through it, and kept.
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

const maps = new Map<string, SourceMap | null>();

/** the map beside a bundle file (`index.mjs` → `index.mjs.map`); null for Node's own frames and unmapped files */
const mapOf = (file: string): SourceMap | null => {
  let map = maps.get(file);
  if (map === undefined) {
    try {
      const path = file.startsWith('file:') ? fileURLToPath(file) : file;
      map = path.startsWith('/') ? new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8'))) : null;
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  return map;
};

/** a source as the repository names it: the build directory's relative prefix dropped */
const repoPath = (source: string): string =>
  source.replace(/^file:\/\//, '').replace(/^.*?(?=\b(?:functions|rules|infra|tests|node_modules)\/)/, '');

/** one frame, `fn (functions/api/app.ts:61:11)` where the bundle has a map, as V8 prints it otherwise */
export const mapFrame = (frame: NodeJS.CallSite): string => {
  const file = frame.getFileName();
  const line = frame.getLineNumber();
  const column = frame.getColumnNumber();
  const map = file && line && column && !frame.isNative() ? mapOf(file) : null;
  const entry = map?.findEntry(line! - 1, column! - 1);
  if (!entry || !('originalSource' in entry) || !entry.originalSource) return frame.toString();
  const where = `${repoPath(entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  const name = frame.getFunctionName();
  return `${frame.isAsync() ? 'async ' : ''}${name ? `${name} (${where})` : where}`;
};

const header = (error: unknown): string => {
  try {
    return Error.prototype.toString.call(error);
  } catch {
    return 'Error';
  }
};

/** Every stack formatted from now on is mapped; a no-op where Node already maps them. */
export const installMappedStacks = (): void => {
  if ([...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((a) => a.includes('--enable-source-maps'))) return;
  Error.prepareStackTrace = (error, frames) =>
    `${header(error)}${frames.map((f) => `\n    at ${mapFrame(f)}`).join('')}`;
};

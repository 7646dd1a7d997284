import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { serveHarness } from '../../scripts/board-harness.js';
import { launch } from './stack.js';

/** the harness page: the board filling the window, as the game page lays it out */
const PAGE =
  '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/harness.css"><style>html,body,#app,.app-game,.game-page,.board-area{height:100%;margin:0}</style></head><body><div id="app"></div><script type="module" src="/harness.js"></script></body></html>';

/**
 * The board harness (the real renderer on a page of its own, scripts/board-harness.ts) served from a
 * temporary folder named `prefix…`, and Chromium, for one test file: set up before its tests, closed
 * and removed after them.
 */
export const harnessStack = (prefix: string): { readonly browser: Browser; readonly url: string } => {
  const stack = { url: '' } as { browser: Browser; url: string };
  let server: Server | undefined;
  let out = '';
  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), prefix));
    ({ url: stack.url, server } = await serveHarness(out, PAGE));
    stack.browser = await launch();
  });
  afterAll(async () => {
    await stack.browser?.close();
    server?.close();
    if (out) rmSync(out, { recursive: true, force: true });
  });
  return stack;
};

import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { mergeBoard, type BoardView } from '../../rules/core/board.js';
import type { GameModule } from '../../rules/core/contract.js';
import { SeededDice } from '../../rules/core/dice.js';
import { serveHarness } from '../../scripts/board-harness.js';
import { SIZES } from './page-checks.js';
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

/** a board as the game page gets it: the static map merged with a side's view, the game's sides, that side's options */
export interface ShownBoard {
  board: BoardView;
  sides: string[];
  options?: unknown;
}

/** `state` as the page shows it to the side it awaits (the first, or no side when none is awaited) */
export const boardOf = (m: GameModule<any, any>, state: unknown): ShownBoard => {
  const v = m.view(state, m.status(state).waitingFor[0] ?? null);
  return { board: mergeBoard(m.staticBoard(state), v.board), sides: [...m.sides], options: v.options };
};

/** the set-up of `scenario` (dice seeded with `seed`) as the page shows it */
export const openingOf = (m: GameModule<any, any>, scenario: string, seed: number): ShownBoard =>
  boardOf(m, m.setup(scenario, {}, new SeededDice(seed)));

/**
 * A new page of the harness with `shown` drawn by the real renderer, desktop-sized unless `page` says
 * otherwise. With options, the first piece that may act is selected and its targets shown, as a player
 * composing sees the board; without, the board alone.
 */
export const renderOnHarness = async (
  harness: { readonly browser: Browser; readonly url: string },
  shown: ShownBoard,
  page: BrowserContextOptions = { viewport: SIZES.desktop },
): Promise<Page> => {
  const p = await harness.browser.newPage(page);
  await p.goto(harness.url);
  await p.waitForFunction(() => typeof window.renderBoard === 'function');
  await p.evaluate(([b, s, o]) => window.renderBoard(b as never, s as never, o as never), [
    shown.board,
    shown.sides,
    shown.options,
  ] as const);
  return p;
};

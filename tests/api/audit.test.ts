import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { verifyExport, verifyFile } from '../../functions/audit/verify-dice.js';
import { rollAt } from '../../functions/dice/hmac-dice.js';
import { catalogOf } from '../../functions/play/catalog.js';
import type { GameExport } from '../../functions/play/present.js';
import { duel, duelV3 } from '../fixture/duel.js';
import { type Answer, type Browser, signedIn, startDuel, startStack, submit, type Stack } from './helpers/harness.js';

/** The choice a player picks at step `guard`: they take turns through the offered choices. */
const choiceAt = (v: any, guard: number) => v.view.options.choices[guard % v.view.options.choices.length];

/** Red and blue play duel `id` to its end, each side submitting `batch(view, step)` whenever it is awaited. */
const playToEnd = async (red: Browser, blue: Browser, id: string, batch: (v: any, guard: number) => unknown[]) => {
  const answers: Answer[] = [];
  for (let guard = 0; guard < 200; guard++) {
    const g = (await red.get(`/api/games/${id}`)).body;
    if (g.lifecycle !== 'active') break;
    for (const [b, side] of [
      [red, 'red'],
      [blue, 'blue'],
    ] as const) {
      const v = (await b.get(`/api/games/${id}`)).body;
      if (!v.awaiting.includes(side)) continue;
      answers.push(await submit(b, id, v.version, batch(v, guard)));
    }
  }
  return answers;
};

let stack: Stack;
let exported: GameExport;
beforeAll(async () => {
  stack = await startStack();
  const [red, blue] = await signedIn(stack, 'audit-red@example.org', 'audit-blue@example.org');
  const id = await startDuel(red, blue, { options: { target: 3 } });
  await playToEnd(red, blue, id, (v, guard) => [choiceAt(v, guard).order]);
  const r = await red.get(`/api/games/${id}/export`);
  expect(r.status).toBe(200);
  exported = r.body;
});
afterAll(() => stack.close());

const clone = (): GameExport => JSON.parse(JSON.stringify(exported));

describe('dice audit: npm run verify-dice re-derives every roll and re-plays the game', () => {
  it('a real export verifies, and every logged die is HMAC(seed, counter) of its turn range', async () => {
    expect(verifyExport(exported, duel)).toMatchObject({ ok: true, turns: exported.turns.length });
    for (const t of exported.turns) {
      const dice = t.events.flatMap((e) => e.dice ?? []);
      expect(dice).toEqual(dice.map((_, i) => rollAt(exported.seed, t.dice.first + i, 6)));
      expect(dice.length).toBe(t.dice.count);
    }
    const dir = mkdtempSync(join(tmpdir(), 'rozkaz-audit-'));
    writeFileSync(join(dir, 'export.json'), JSON.stringify(exported));
    expect(await verifyFile(join(dir, 'export.json'), catalogOf([duel]))).toMatchObject({ ok: true });
  });

  it('a changed die, a wrong seed, a shifted counter or a changed final state is the first mismatch reported', () => {
    const roundTurn = exported.turns.findIndex((t) => t.dice.count > 0);
    const dieChanged = clone();
    const ev = dieChanged.turns[roundTurn].events.find((e) => e.dice)!;
    ev.dice![0] = (ev.dice![0] % 6) + 1;
    expect(verifyExport(dieChanged, duel)).toEqual({
      ok: false,
      at: `turn ${roundTurn + 1}`,
      problem: 'events differ from the log',
    });

    const seed = clone();
    seed.seed = 'ab'.repeat(32);
    expect(verifyExport(seed, duel)).toMatchObject({ ok: false, at: 'seed' });

    const shifted = clone();
    shifted.turns[roundTurn].dice.first += 1;
    expect(verifyExport(shifted, duel)).toMatchObject({ ok: false, at: `turn ${roundTurn + 1}` });

    const final = clone();
    (final.final.state as { round: number }).round += 1;
    expect(verifyExport(final, duel)).toEqual({
      ok: false,
      at: 'final',
      problem: 'the re-played state differs from the exported one',
    });
  });
});

describe('the Lambda entry reaches nothing local-only', () => {
  it('bundling functions/lambda/api.ts pulls in no dynalite, node server, mailbox or /dev routes', async () => {
    const r = await build({
      entryPoints: ['functions/lambda/api.ts'],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
      external: ['@aws-sdk/*'],
    });
    const inputs = Object.keys(r.metafile.inputs);
    expect(inputs).toContain('functions/api/app.ts');
    for (const local of [
      'functions/local/',
      'functions/mail/local-mailbox',
      'functions/store/local-engine',
      'node_modules/dynalite',
      'node_modules/@hono/node-server',
    ])
      expect(
        inputs.filter((i) => i.includes(local)),
        local,
      ).toEqual([]);
  });
});

describe('dice audit of a zero-based die and of halted batches (v3)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ games: catalogOf([duelV3]) });
  });
  afterAll(() => stack?.close());
  it('a d10 read 0–9 is HMAC(seed, counter) of a d10 minus one; the audit re-plays halts from their recorded prefixes', async () => {
    const [red, blue] = await signedIn(stack, 'audit0-red@example.org', 'audit0-blue@example.org');
    const id = await startDuel(red, blue, { scenario: 'first-to-3-d10' });
    const answers = await playToEnd(red, blue, id, (v, guard) => {
      const c = choiceAt(v, guard);
      // the second bidder writes a second bid ahead: the round resolves, the rest halts
      const ahead = v.status.phase === 'bid' && v.awaiting.length === 1 ? [c.order] : [];
      return [c.order, ...ahead];
    });
    for (const r of answers) expect(r.status).toBe(200);
    const halts = answers.filter((r) => r.body.halted).length;
    expect(halts).toBeGreaterThan(0);
    const exp: GameExport = (await red.get(`/api/games/${id}/export`)).body;
    expect(verifyExport(exp, duelV3)).toMatchObject({ ok: true });
    const zero = exp.turns.flatMap((t) => t.events.filter((e) => e.dice).map((e) => ({ e, first: t.dice.first })));
    expect(zero.length).toBeGreaterThan(0);
    for (const { e, first } of zero) {
      expect(e).toMatchObject({ diceFaces: [10, 10], diceZeroBased: true });
      expect(e.dice).toEqual([rollAt(exp.seed, first, 10) - 1, rollAt(exp.seed, first + 1, 10) - 1]);
    }
    // read one-based, the same log no longer verifies
    const oneBased: GameExport = JSON.parse(JSON.stringify(exp));
    const t = oneBased.turns.find((x) => x.events.some((e) => e.dice))!;
    const ev = t.events.find((e) => e.dice)!;
    ev.dice = ev.dice!.map((d) => d + 1);
    expect(verifyExport(oneBased, duelV3)).toMatchObject({ ok: false, problem: 'events differ from the log' });
  });
});

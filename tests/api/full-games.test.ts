/**
 * A complete game of every catalog game through the real HTTP API (dynalite, two signed-in
 * players), random legal batches submitted with expectedVersion, to the result. Then: the log
 * replays (`/replay/:n` equals the view each side was shown at n, and at the end the final view),
 * the export re-derives every roll (verify-dice's function), and no answer during play carried a
 * secret of the other side. `FULL_GAME_BATCHES` caps the submissions per game (default 3000; random
 * games end in a few hundred); `FULL_GAME_SEED` picks other games (the same seed, the same games).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyExport } from '../../functions/audit/verify-dice.js';
import { defaultCatalog } from '../../functions/play/catalog.js';
import type { GameExport } from '../../functions/play/present.js';
import { gameIds } from '../../rules/catalog.js';
import { scenarioSides, type GameModule } from '../../rules/core/contract.js';
import { SeededDice } from '../../rules/core/dice.js';
import { key, RecordingBrowser, seatedGame, startStack, type Stack } from './helpers/harness.js';

const CAP = Number(process.env.FULL_GAME_BATCHES ?? 3000);
/** the games' dice seeds (server side) and the players' choices derive from it: a failure replays */
const SEED = process.env.FULL_GAME_SEED ?? 'rozkaz';

let stack: Stack;
beforeAll(async () => {
  let n = 0;
  stack = await startStack({
    games: defaultCatalog,
    newSeed: () => createHash('sha256').update(`${SEED}:${++n}`).digest('hex'),
  });
});
afterAll(() => stack.close());

/** A player's browser that keeps every answer with the secrets it must not carry at that moment. */
class Player extends RecordingBrowser {
  /** the view shown at each version (GET /api/games/:id) */
  readonly seen = new Map<number, unknown>();
  constructor(
    stack: Stack,
    readonly side: string,
  ) {
    super(stack);
  }
}

const playOut = async (module: GameModule<any, any>, scenario: string) => {
  // the scenario's seats (two, or more): the first creates with every other seat open, the rest join
  const sides = scenarioSides(module, scenario);
  const players: Record<string, Player> = Object.fromEntries(sides.map((s) => [s, new Player(stack, s)]));
  for (const p of Object.values(players)) await p.signIn(`${module.id}-${p.side}@example.org`);
  const id = await seatedGame(
    module.id,
    scenario,
    sides.map((s) => [s, players[s]] as const),
  );

  const { games } = stack.server.svc;
  const dice = new SeededDice(
    parseInt(createHash('sha256').update(`${SEED}:${module.id}`).digest('hex').slice(0, 8), 16),
  );
  let submitted = 0;
  let secretsHeld = 0;
  let ownShown = 0;
  /** version → side → the tokens hidden from that side in the state after that turn */
  const hiddenAt = new Map<number, Record<string, string[]>>();
  const hiddenIn = (state: unknown): Record<string, string[]> =>
    Object.fromEntries(
      sides.map((side) => [
        side,
        module
          .secrets(state)
          .filter((x) => !x.visibleTo.includes(side))
          .map((x) => x.token),
      ]),
    );
  /** load the state as stored, and tell each player which tokens its answers must not carry now */
  const current = async () => {
    const g = (await games.load(id))!;
    const hidden = hiddenIn(g.record.state);
    hiddenAt.set(g.record.version, hidden);
    secretsHeld += module.secrets(g.record.state).length;
    for (const p of Object.values(players)) p.forbidden = hidden[p.side];
    return g;
  };

  for (let g = await current(); g.record.lifecycle === 'active'; g = await current()) {
    expect(submitted, `${module.id} reached no result within ${CAP} batches`).toBeLessThan(CAP);
    const side = g.record.status.waitingFor[0];
    const p = players[side];
    const mine = (await p.get(`/api/games/${id}`)).body;
    expect(mine).toMatchObject({ mySide: side, awaitingMe: true, version: g.record.version });
    p.seen.set(mine.version, mine.view);
    const other = players[sides[(sides.indexOf(side) + 1) % sides.length]];
    // the control: a side's own secrets (what the other may not see) are in its own view, as the same tokens
    const own = hiddenAt.get(mine.version)![other.side];
    ownShown += own.filter((t) => JSON.stringify(mine.view).includes(t)).length;
    if (submitted % 10 === 0) {
      const theirs = (await other.get(`/api/games/${id}`)).body;
      other.seen.set(theirs.version, theirs.view);
      await other.get(`/api/games/${id}/log`);
      await other.get('/api/games');
    }
    const batch = module.randomBatch(g.record.state, side, dice);
    const r = await p.post(`/api/games/${id}/orders`, { expectedVersion: mine.version, idempotencyKey: key(), batch });
    expect(
      r.status,
      `${module.id} v${mine.version} ${side}: ${JSON.stringify(batch)} → ${JSON.stringify(r.body).slice(0, 400)}`,
    ).toBe(200);
    submitted++;
    // the answer shows the state after the batch, which may have revealed what was hidden before
    // (a card played, a Spy): it is judged by the secrets of that state
    p.answers.at(-1)!.forbidden = hiddenIn((await games.load(id))!.record.state)[side];
  }
  return { id, players, submitted, secretsHeld, ownShown, hiddenAt };
};

/**
 * Every game's first scenario, and OWC's 1914 campaign (rules 16–40: its own calendar, income and
 * victory; Issue 16 asks the API to play one to its end). null: the game's first scenario.
 */
const CASES: [gameId: string, scenario: string | null][] = [
  ...gameIds().map((g) => [g, null] as [string, null]),
  ['ostatnia-wojna-cesarzy', 'campaign'],
];

describe.each(CASES)('a whole game of %s (scenario %s: null is the first) through the HTTP API', (gameId, asked) => {
  // a whole random Manoeuvre game is about 250 HTTP submissions: a minute on a loaded machine
  it('random legal batches from both players reach a result; the log replays, the dice verify, the fog holds', {
    timeout: 400_000,
  }, async () => {
    const module = (await defaultCatalog.get(gameId))!;
    const scenario = asked ?? module.scenarios[0].id;
    const { id, players, submitted, secretsHeld, ownShown, hiddenAt } = await playOut(module, scenario);
    expect((await stack.server.svc.games.load(id))!.record.setup.scenario).toBe(scenario);
    const final = (await stack.server.svc.games.load(id))!.record;
    expect(final.lifecycle).toBe('over');
    expect(final.result).toMatchObject({ reason: expect.any(String) });
    expect(final.version).toBeGreaterThanOrEqual(submitted + Object.keys(players).length - 1); // the joins, every batch, and any system turns

    for (const p of Object.values(players)) {
      p.forbidden = []; // the game is over: what was hidden may be revealed now
      const end = (await p.get(`/api/games/${id}`)).body;
      expect(end).toMatchObject({ lifecycle: 'over', result: final.result, version: final.version });
      // the log replays: at the end, and at versions this side was shown during play
      const atEnd = (await p.get(`/api/games/${id}/replay/${final.version}`)).body;
      expect(atEnd).toMatchObject({ version: final.version, lifecycle: 'over', result: final.result });
      expect(atEnd.view).toEqual(end.view);
      const versions = [...p.seen.keys()];
      const sample = versions.filter((_, i) => i % Math.ceil(versions.length / 8) === 0);
      expect(sample.length).toBeGreaterThan(2);
      for (const n of sample)
        expect((await p.get(`/api/games/${id}/replay/${n}`)).body.view, `${p.side} replay ${n}`).toEqual(p.seen.get(n));
      // the log comes in pages (newest first); walked back, they hold every turn once
      const logged: number[] = [];
      for (let before: number | null = null, pages = 0; pages === 0 || before !== null; pages++) {
        const page: any = (await p.get(`/api/games/${id}/log?limit=200${before ? `&before=${before}` : ''}`)).body;
        logged.unshift(...page.turns.map((t: { version: number }) => t.version));
        before = page.older;
      }
      expect(logged).toEqual(Array.from({ length: final.version }, (_, i) => i + 1));
    }

    // the export: verify-dice's function re-plays it from the seed and re-derives every roll
    const exported: GameExport = (await Object.values(players)[0].get(`/api/games/${id}/export`)).body;
    const verdict = verifyExport(exported, module);
    const logged = exported.turns.reduce((n, t) => n + t.events.reduce((m, e) => m + (e.dice?.length ?? 0), 0), 0);
    expect(verdict).toEqual({ ok: true, turns: final.version, rolls: logged + final.dice.setup.count });
    expect(logged).toBeGreaterThan(0);
    let next = final.dice.setup.first + final.dice.setup.count;
    for (const t of exported.turns) {
      expect(t.dice.first, `turn ${t.version}`).toBe(next);
      expect(
        t.events.reduce((m, e) => m + (e.dice?.length ?? 0), 0),
        `turn ${t.version}`,
      ).toBe(t.dice.count);
      next += t.dice.count;
    }
    const tampered: GameExport = JSON.parse(JSON.stringify(exported));
    const rolled = tampered.turns.find((t) => t.events.some((e) => e.dice?.length))!;
    const die = rolled.events.find((e) => e.dice?.length)!;
    die.dice![0] = die.dice![0] === 1 ? 2 : 1;
    expect(verifyExport(tampered, module)).toMatchObject({ ok: false, at: `turn ${rolled.version}` });

    // fog: no answer during play carried a token the other side held secret at that moment. Cards
    // come back (a reshuffled discard pile is drawn again), so a log is judged turn by turn: no turn's
    // events carry what was hidden right after that turn.
    let checked = 0;
    for (const p of Object.values(players)) {
      for (const a of p.answers) {
        const parts: [string, string[]][] =
          a.path.endsWith('/log') && a.forbidden.length
            ? a.body.turns.map((t: { version: number }) => [JSON.stringify(t), hiddenAt.get(t.version)![p.side]])
            : [[a.text, a.forbidden]];
        for (const [text, tokens] of parts) {
          for (const token of tokens) expect(text.includes(token), `${p.side} ${a.path} carries ${token}`).toBe(false);
          checked += tokens.length;
        }
      }
    }
    // a game with hidden information (Manoeuvre's hands) was checked at every answer; one without has nothing to leak
    expect(checked > 0).toBe(secretsHeld > 0);
    expect(ownShown > 0).toBe(secretsHeld > 0);
    if (gameId === 'manoeuvre') expect(secretsHeld).toBeGreaterThan(0);
  });
});

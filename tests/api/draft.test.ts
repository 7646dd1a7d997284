/**
 * Draft checks (POST /api/games/:id/draft) through the real HTTP stack: dynalite, two signed-in
 * players, the duel fixture and the real Manoeuvre and Ostatnia Wojna Cesarzy modules, fixed seeds.
 * A draft is judged like a submission (same rule and `at` as the 422) and narrows the options; the
 * game (state, version, dice counter, log) is untouched; the gates are a submission's; no answer
 * carries a token the caller may not see.
 */
import { describe, expect, it } from 'vitest';
import { DRAFT_RATE } from '../../functions/api/routes/draft.js';
import type { GameModule, OptionsView } from '../../rules/core/contract.js';
import { SeededDice } from '../../rules/core/dice.js';
import { duel } from '../fixture/duel.js';
import {
  bid,
  key,
  realGames,
  RecordingBrowser,
  seatedGame,
  stackPerFile,
  startDuel,
  submit,
} from './helpers/harness.js';

const { manoeuvre, owc, options } = await realGames('draft test');
// the time budget is the server's guard against slow modules; these tests judge every candidate even on a loaded machine
// (at load 30 Manoeuvre's last choices ran past 250 ms and came back `unchecked`)
const stack = stackPerFile({ ...options, draftBudget: { applies: 2000, ms: 60_000 } });

/** A player whose every answer is kept, to look for the other side's secrets afterwards. */
class Player extends RecordingBrowser {
  /** the bodies of its draft answers, as JSON */
  get drafts(): string[] {
    return this.answers.filter((a) => a.path.endsWith('/draft')).map((a) => a.text);
  }
  draft(id: string, expectedVersion: number, orders: unknown[], check?: string[]) {
    return this.post(`/api/games/${id}/draft`, { expectedVersion, orders, ...(check ? { check } : {}) });
  }
}

let emails = 0;
const signedIn = async (name: string) => {
  const p = new Player(stack);
  await p.signIn(`${name}-${++emails}@example.org`);
  return p;
};

/** What must not leak: the stored game as it is, and the tokens hidden from `side` in it. */
const snapshot = async (id: string) => {
  const g = (await stack.server.svc.games.load(id))!;
  return {
    version: g.record.version,
    dice: g.record.dice.next,
    state: JSON.stringify(g.record.state),
    turns: (await stack.server.svc.games.turns(id)).length,
    module: g.module,
    record: g.record,
  };
};
const hiddenFrom = (module: GameModule<any, any>, state: unknown, side: string) =>
  module
    .secrets(state)
    .filter((s) => !s.visibleTo.includes(side))
    .map((s) => s.token);

/** The real submission of `orders` is refused (422) with exactly the draft check's rejection. */
const expectSubmissionRefusedAs = async (
  p: Player,
  id: string,
  version: number,
  orders: unknown[],
  rejection: unknown,
) => {
  const submitted = await submit(p, id, version, orders);
  expect(submitted.status).toBe(422);
  const { code, rule, at, message } = submitted.body;
  expect({ code, rule, at, message }).toEqual(rejection);
};

/** Creates a game of `module` (first side seated by `a`, `b` joins) and plays random legal batches until `until` holds. */
const playUntil = async (
  module: GameModule<any, any>,
  a: Player,
  b: Player,
  until: (state: any, side: string) => boolean,
  batchOf: (state: any, side: string, dice: SeededDice) => unknown,
) => {
  const [first, second] = module.sides;
  const id = await seatedGame(module.id, module.scenarios[0].id, [
    [first, a],
    [second, b],
  ]);
  const players: Record<string, Player> = { [first]: a, [second]: b };
  const dice = new SeededDice(20261122);
  for (let n = 0; ; n++) {
    expect(n, `${module.id}: the wanted position within 300 batches`).toBeLessThan(300);
    const g = (await stack.server.svc.games.load(id))!;
    const side = g.record.status.waitingFor[0];
    if (until(g.record.state, side))
      return {
        id,
        side,
        me: players[side],
        other: players[side === first ? second : first],
        version: g.record.version,
        state: g.record.state,
      };
    const r = await players[side].post(`/api/games/${id}/orders`, {
      expectedVersion: g.record.version,
      idempotencyKey: key(),
      batch: batchOf(g.record.state, side, dice),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
};

describe('draft checks: Manoeuvre', () => {
  it('5 one basic move per Movement phase: after a drafted move no other unit may make it; the conflict is the 422 a submit gets; nothing changes', async () => {
    const a = await signedIn('blue');
    const b = await signedIn('red');
    const { id, side, me, other, version, state } = await playUntil(
      manoeuvre,
      a,
      b,
      (s, _side) => s.phase === 'movement' && !s.turn.basicDone && s.turnNo >= 2,
      (s, side, dice) => manoeuvre.randomBatch(s, side, dice),
    );
    const options: OptionsView = manoeuvre.view(state, side).options;
    const moves = options.choices.filter((c) => c.id.startsWith('move-') && c.targets?.length);
    expect(moves.length).toBeGreaterThan(1);
    const before = await snapshot(id);

    // nothing drafted: every basic move is open
    const empty = await me.draft(id, version, []);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ version, ok: true, usedDice: false, unchecked: [] });
    for (const m of moves) {
      expect(empty.body.legal).toContain(m.id);
      expect(empty.body.targets[m.id]).toEqual(m.targets!.map((_, i) => i));
    }

    // one move drafted: the list shrinks — no other unit's basic move is legal any more (rule 5)
    const [m1, m2] = moves;
    const drafted = [m1.targets![0].order];
    const after = await me.draft(id, version, drafted);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ ok: true, unchecked: [] });
    for (const m of moves) {
      expect(after.body.legal).not.toContain(m.id);
      expect(after.body.targets[m.id]).toEqual([]);
    }
    expect(after.body.legal.length).toBeLessThan(empty.body.legal.length);

    // the conflicting draft is reported exactly as the real submission's 422
    const conflicting = [m1.targets![0].order, m2.targets![0].order];
    const checked = await me.draft(id, version, conflicting);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      ok: false,
      rejection: { rule: '5', code: 'one-basic-move', at: 'orders[1]' },
      legal: [],
    });
    await expectSubmissionRefusedAs(me, id, version, conflicting, checked.body.rejection);
    // with the draft refused at an order, the candidates are left open (unchecked), not judged against a broken draft
    expect(checked.body.unchecked).toEqual(options.choices.map((c) => c.id));

    // state, version, dice counter and log are as they were
    const now = await snapshot(id);
    expect({ ...now, module: null, record: null }).toEqual({ ...before, module: null, record: null });
    // asking for some choices only judges those
    const some = await me.draft(id, version, drafted, [m2.id]);
    expect(some.body).toMatchObject({ legal: [], targets: { [m2.id]: [] }, unchecked: [] });

    // fog: the opponent's hand (Manoeuvre's secrets) appears in no draft answer
    const hidden = hiddenFrom(manoeuvre, now.record.state, side);
    expect(hidden.length).toBeGreaterThan(0);
    for (const text of me.drafts)
      for (const t of hidden) expect(text.includes(t), `a draft answer carries ${t}`).toBe(false);
    // the side not awaited may not check movement orders (a submission would be 409 too)
    const theirs = await other.draft(id, version, drafted);
    expect(theirs.status).toBe(409);
    expect(theirs.body.code).toBe('not-awaited');
    for (const t of hiddenFrom(manoeuvre, now.record.state, side === 'blue' ? 'red' : 'blue'))
      expect(JSON.stringify(theirs.body).includes(t)).toBe(false);
  });
});

describe('draft checks: Ostatnia Wojna Cesarzy', () => {
  it('5 a unit moves at most once per phase: its second march is refused at that order, its choice closes, the others stay open', async () => {
    const a = await signedIn('allies');
    const b = await signedIn('russians');
    const { id, side, me, version, state } = await playUntil(
      owc,
      a,
      b,
      (s) => owc.status(s).phase === 'move.move',
      (s) => ({ orders: [{ type: owc.status(s).phase.startsWith('attack') ? 'end-phase' : 'pass' }] }),
    );
    const options: OptionsView = owc.view(state, side).options;
    const moves = options.choices.filter((c) => c.id.startsWith('move-') && (c.targets?.length ?? 0) > 1);
    expect(moves.length).toBeGreaterThan(1);
    const [x, y] = moves;
    const before = await snapshot(id);

    const one = await me.draft(id, version, [x.targets![0].order], [x.id, y.id]);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ version, ok: true, unchecked: [] });
    expect(one.body.legal).not.toContain(x.id);
    expect(one.body.targets[x.id]).toEqual([]);
    expect(one.body.legal).toContain(y.id);
    expect(one.body.targets[y.id].length).toBeGreaterThan(0);

    const twice = [x.targets![0].order, x.targets![1].order];
    const checked = await me.draft(id, version, twice);
    expect(checked.body).toMatchObject({ ok: false, rejection: { rule: '5', code: 'moved', at: 'orders[1].unit' } });
    await expectSubmissionRefusedAs(me, id, version, twice, checked.body.rejection);

    const now = await snapshot(id);
    expect({ ...now, module: null, record: null }).toEqual({ ...before, module: null, record: null });
    for (const text of me.drafts)
      for (const t of hiddenFrom(owc, now.record.state, side)) expect(text.includes(t)).toBe(false);
  });
});

describe('draft checks: gates and fog (duel fixture)', () => {
  it('2 one decision per batch: a second bid is refused at orders[1] as a submit would; the other bids close', async () => {
    const red = await signedIn('red');
    const blue = await signedIn('blue');
    const id = await startDuel(red, blue);
    const v = (await red.get(`/api/games/${id}`)).body.version;
    const one = await red.draft(id, v, [{ type: 'bid', value: 2 }]);
    expect(one.body).toEqual({ version: v, ok: true, usedDice: false, legal: [], targets: {}, unchecked: [] });
    const none = await red.draft(id, v, []);
    expect(none.body.legal).toEqual(['bid-1', 'bid-2', 'bid-3']);
    const twoBids = [
      { type: 'bid', value: 2 },
      { type: 'bid', value: 3 },
    ];
    const two = await red.draft(id, v, twoBids);
    const sub = await submit(red, id, v, twoBids);
    expect(sub.status).toBe(422);
    expect(two.body.rejection).toEqual({
      code: sub.body.code,
      message: sub.body.message,
      rule: sub.body.rule,
      at: sub.body.at,
    });
    expect(two.body.rejection).toMatchObject({ rule: '2', at: 'orders[1]' });
  });

  it("dice drawn by a draft are made up and flagged; the game's dice counter, version and log do not move; the hidden bid does not leak", async () => {
    const red = await signedIn('red');
    const blue = await signedIn('blue');
    const id = await startDuel(red, blue);
    const v0 = (await red.get(`/api/games/${id}`)).body.version;
    expect((await bid(red, id, v0, 3)).status).toBe(200);
    const before = await snapshot(id);
    // blue's bid completes the round: the module rolls — here with throwaway dice
    const d = await blue.draft(id, before.version, [{ type: 'bid', value: 1 }]);
    expect(d.status).toBe(200);
    expect(d.body).toMatchObject({ ok: true, usedDice: true });
    expect(JSON.stringify(d.body)).not.toMatch(/red-secret|"round"|"bids"/);
    const after = await snapshot(id);
    expect({ ...after, module: null, record: null }).toEqual({ ...before, module: null, record: null });
    const log = (await blue.get(`/api/games/${id}/log`)).body;
    expect(JSON.stringify(log)).not.toContain('"round"');
    for (const t of hiddenFrom(duel, after.record.state, 'blue'))
      for (const text of blue.drafts) expect(text.includes(t)).toBe(false);
    // the real submission then rolls the game's own dice from the counter the draft left alone
    expect((await bid(blue, id, before.version, 1)).status).toBe(200);
    const done = await snapshot(id);
    expect(done.dice).toBe(before.dice + 2);
  });

  it('401 without a session, 403 for a stranger, 404 unknown game, 400 bad body, 409 stale or not awaited, a standing order from the side not awaited is judged', async () => {
    const red = await signedIn('red');
    const blue = await signedIn('blue');
    const stranger = await signedIn('stranger');
    const id = await startDuel(red, blue);
    const v = (await red.get(`/api/games/${id}`)).body.version;
    const anon = new Player(stack);
    expect((await anon.draft(id, v, [])).status).toBe(401);
    expect((await stranger.draft(id, v, [])).status).toBe(403);
    expect((await red.draft('no-such-game', 0, [])).status).toBe(404);
    const bad = await red.post(`/api/games/${id}/draft`, { expectedVersion: v, orders: [{ type: 'bid', value: 'x' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.path).toBe('orders[0].value');
    expect((await red.post(`/api/games/${id}/draft`, { expectedVersion: v, orders: [], extra: 1 })).status).toBe(400);
    const stale = await red.draft(id, v - 1, []);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', game: { version: v } });
    expect((await red.draft(id, v + 1, [])).status).toBe(409);
    expect((await bid(red, id, v, 1)).status).toBe(200);
    const notAwaited = await red.draft(id, v + 1, [{ type: 'bid', value: 2 }]);
    expect(notAwaited.status).toBe(409);
    expect(notAwaited.body.code).toBe('not-awaited');
    const standing = await red.draft(id, v + 1, [{ type: 'standing', key: 'auto-regroup', value: 'never' }]);
    expect(standing.status).toBe(200);
    expect(standing.body).toMatchObject({ ok: true, legal: [] });
    // cross-site requests are refused like every state-changing route
    expect(
      (
        await red.post(
          `/api/games/${id}/draft`,
          { expectedVersion: v + 1, orders: [] },
          { origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403);
  });

  it(`is rate-limited per user: ${DRAFT_RATE.limit} checks a minute, then 429`, async () => {
    const red = await signedIn('red');
    const blue = await signedIn('blue');
    const id = await startDuel(red, blue);
    const v = (await red.get(`/api/games/${id}`)).body.version;
    const statuses: number[] = [];
    for (let i = 0; i < DRAFT_RATE.limit; i++) statuses.push((await red.draft(id, v, [])).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect((await red.draft(id, v, [])).status).toBe(429);
    // another player is not slowed down by it, and the next window opens again
    expect((await blue.draft(id, v, [])).status).toBe(200);
    stack.clock.advance(DRAFT_RATE.windowMs);
    expect((await red.draft(id, v, [])).status).toBe(200);
  });
});

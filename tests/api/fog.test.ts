import { describe, expect, it } from 'vitest';
import { duel } from '../fixture/duel.js';
import { Browser, key, RecordingBrowser, stackPerFile, inviteToDuel } from './helpers/harness.js';

const stack = stackPerFile();

describe("fog of war: no answer to one side carries the other side's secrets, nor the seed before the end", () => {
  it("every route blue can call, all game long, is free of red's secret tokens and of the seed", async () => {
    const red = new Browser(stack);
    const blue = new RecordingBrowser(stack);
    await red.signIn('fog-red@example.org');
    await blue.signIn('fog-blue@example.org');
    const created = await inviteToDuel(red, 'fog-blue@example.org', { options: { target: 3 } });
    const id = created.body.id;
    const { seed } = (await stack.server.svc.games.load(id))!;
    const redSecrets = () =>
      stack.server.svc.games.load(id).then((g) =>
        duel
          .secrets(g!.record.state as never)
          .filter((s) => !s.visibleTo.includes('blue'))
          .map((s) => s.token),
      );
    const secrets = new Set(await redSecrets());
    expect(secrets.size).toBeGreaterThan(0);

    const readEverything = async () => {
      const g = (await blue.get(`/api/games/${id}`)).body;
      await blue.get(`/api/games/${id}/log`);
      for (let n = 0; n <= g.version; n++) await blue.get(`/api/games/${id}/replay/${n}`);
      await blue.get('/api/games');
      await blue.get('/api/games/open');
      await blue.get(`/api/games/${id}/export`);
      // the static board is public (cached for good by anyone): it must hold no secret at all
      expect((await blue.get(`/api/boards/duel/${g.boardKey}`)).status).toBe(200);
      return g;
    };

    await readEverything();
    await blue.post(`/api/games/${id}/join`);
    let g = await readEverything();
    let guard = 0;
    while (g.lifecycle === 'active' && guard++ < 60) {
      for (const s of await redSecrets()) secrets.add(s);
      const r = (await red.get(`/api/games/${id}`)).body;
      if (r.awaitingMe) {
        const choice = r.view.options.choices[guard % r.view.options.choices.length];
        await red.post(`/api/games/${id}/orders`, {
          expectedVersion: r.version,
          idempotencyKey: key(),
          batch: { orders: [choice.order] },
        });
        // red's bid is in but blue's is not: the round is half done, red's bid must stay hidden
        await readEverything();
      }
      g = await readEverything();
      if (g.awaitingMe) {
        // the wrong things first: a stale version, a rule refusal, a schema error — their answers count too
        await blue.post(`/api/games/${id}/orders`, {
          expectedVersion: g.version - 1,
          idempotencyKey: key(),
          batch: { orders: [g.view.options.choices[0].order] },
        });
        await blue.post(`/api/games/${id}/orders`, {
          expectedVersion: g.version,
          idempotencyKey: key(),
          batch: { orders: [{ type: g.status.phase === 'bid' ? 'regroup' : 'bid', yes: true, value: 1 }] },
        });
        await blue.post(`/api/games/${id}/orders`, {
          expectedVersion: g.version,
          idempotencyKey: key(),
          batch: { orders: [{ type: 'bid', value: 'x' }] },
        });
        await blue.post(`/api/games/${id}/orders`, {
          expectedVersion: g.version,
          idempotencyKey: key(),
          batch: { orders: [g.view.options.choices[0].order] },
        });
      } else {
        await blue.post(`/api/games/${id}/orders`, {
          expectedVersion: g.version,
          idempotencyKey: key(),
          batch: { orders: [{ type: 'bid', value: 1 }] },
        });
      }
      g = await readEverything();
    }
    expect(g.lifecycle).toBe('over');

    // The export of a finished game is the one deliberate exception: it carries the seed and the final
    // state, and the seed alone lets anyone re-derive every hidden thing, so it exists only after the end.
    const exports = blue.answers.filter((a) => a.path.endsWith('/export'));
    const firstOk = exports.findIndex((a) => a.status === 200);
    expect(firstOk).toBeGreaterThan(0);
    expect(exports.map((a) => a.status)).toEqual(exports.map((_, i) => (i < firstOk ? 409 : 200)));
    const firstExport = blue.answers.findIndex((a) => a.path.endsWith('/export') && a.status === 200);
    // what blue received: each answer's body and headers
    const seen = blue.answers.map((a) => ({ path: a.path, status: a.status, text: a.text + a.headers }));
    for (const a of seen.filter((x) => !(x.path.endsWith('/export') && x.status === 200)))
      for (const token of secrets) expect(a.text.includes(token), `${a.path} carries ${token}`).toBe(false);
    const seedSeen = seen.findIndex((a) => a.text.includes(seed));
    expect(seedSeen, 'the seed appears only once the game is over').toBeGreaterThan(0);
    expect(seen[seedSeen].text).toContain('"lifecycle":"over"');
    expect(seedSeen).toBeLessThan(firstExport);
    // red's hidden bids never reached blue as events
    for (const a of seen) expect(a.text).not.toMatch(/"type":"bid-made","data":\{"side":"red"/);
    expect(blue.answers.length).toBeGreaterThan(50);
    // and after the end the seed is there for blue too
    expect((await blue.get(`/api/games/${id}`)).body.dice.seed).toBe(seed);
  }, 180_000);
});

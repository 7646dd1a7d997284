import { describe, expect, it } from 'vitest';
import { catalogOf } from '../../functions/play/catalog.js';
import { SeededDice } from '../../rules/core/dice.js';
import owc from '../../rules/games/ostatnia-wojna-cesarzy/index.js';
import type { OwcState } from '../../rules/games/ostatnia-wojna-cesarzy/state.js';
import { clickDecision, ordersOf, pickOf, type Seat, type SeatPlayer } from './owc-scenario-f-clicks.js';
import { signInByApi } from './players.js';
import { inProcessStack } from './stack.js';

/**
 * Ostatnia Wojna Cesarzy, scenario F (three players: the Russian against the German and the
 * Austro-Hungarian, issue 16) in three Chromium pages: the Russian creates the game inviting one player
 * per Allied seat, each accepts from the lobby; random legal batches through the API bring the game to
 * the start of a stage (from stage 3, when the fronts meet) in which the test's picks attack, tried first
 * on the rules module; then every decision of that whole stage is composed by clicks on the awaited
 * seat's game page (plans and attacks on the panel, marches on the map) and sent with its button. Each
 * attack's result (7.4.6: the d12 roll against the chance) is read on the other two seats' pages; the
 * Allies' secrets (the German's secret SuP, 22.6, and western call, 33) and their chat channel reach
 * both Allied seats and never the Russian. Then the API plays the campaign's stages to the
 * end of the game (F plays the campaign's set-up and calendar, 16.VIII–26.XII). The app runs in-process
 * (the built page, the same API) so the test reads the stored state to draw the random batches.
 */
const n = { seed: 0 };
const live = inProcessStack({ games: catalogOf([owc]), newSeed: () => `owc-f-e2e-${++n.seed}` });

const SEATS: Seat[] = ['russians', 'germans', 'austro-hungarians'];
/** the stage played by clicks: the first from stage 3 (the fronts meet) in which the test's picks attack */
const FIRST_STAGE = 3;
const LAST_STAGE = 12;

describe('OWC scenario F in three browsers', () => {
  it('F: seats from the lobby, one full stage by clicks with attacks seen by all, alliance secrets kept, the API plays the campaign to its end', async () => {
    const { url, svc } = live.server;
    const players = Object.fromEntries(
      await Promise.all(
        SEATS.map(
          async (s) =>
            [s, { seat: s, ...(await signInByApi(live.browser, url, `owc-f-${s}@example.org`, 'en')) }] as const,
        ),
      ),
    ) as Record<Seat, SeatPlayer>;
    const created = await players.russians.api.post('/api/games', {
      game: owc.id,
      scenario: 'F',
      seat: 'russians',
      seats: {
        germans: { email: 'owc-f-germans@example.org' },
        'austro-hungarians': { email: 'owc-f-austro-hungarians@example.org' },
      },
      clock: { preset: 'none' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id: string = created.body.id;
    expect(created.body.alliances).toEqual({ allies: ['germans', 'austro-hungarians'] });

    // each Allied player accepts his own seat from the lobby
    for (const p of [players.germans, players['austro-hungarians']]) {
      await p.page.goto(`${url}/`);
      await p.page.locator('section[aria-labelledby="h-inv"] button').first().click();
      await p.page.waitForURL(new RegExp(`/g/${id}`));
    }
    const joined = await players.russians.api.get(`/api/games/${id}`);
    expect(joined.lifecycle).toBe('active');
    expect(Object.keys(joined.seats).sort()).toEqual([...SEATS].sort());

    const load = async () => (await svc.games.load(id))!;
    const dice = new SeededDice(20261127);
    /** one random legal batch by the awaited seat through the API */
    const apiTurn = async () => {
      const { module, record } = await load();
      const seat = record.status.waitingFor[0] as Seat;
      const batch = module.randomBatch(record.state, seat, dice);
      const r = await players[seat].api.post(`/api/games/${id}/orders`, {
        expectedVersion: record.version,
        idempotencyKey: crypto.randomUUID(),
        batch,
      });
      expect(r.status, `${seat} v${record.version}: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(200);
    };

    // through the API to the start of a stage (the German's supply batch) in which the picks the test
    // clicks meet an attack: the stage is tried first on the rules module, from the stored state
    const attackAhead = (start: OwcState) => {
      const tryDice = new SeededDice(1);
      let s = start;
      const attacked = new Set<string>();
      while (s.stage === start.stage) {
        const seat = owc.status(s).waitingFor[0] as Seat;
        const at = `${seat}.${s.phasing}.${s.phase}`;
        const { pick, fallback } = pickOf(owc.view(s, seat) as never, s.await?.kind ?? s.phase, attacked.has(at));
        const tried = pick && owc.apply(s, seat, { orders: ordersOf(pick) } as never, tryDice);
        if (pick?.kind === 'attack' && tried?.ok) return true;
        const r = tried?.ok ? tried : owc.apply(s, seat, { orders: [fallback!.order!] } as never, tryDice);
        if (!r.ok) return false;
        s = r.state;
      }
      return false;
    };
    for (let k = 0; ; k++) {
      expect(k, `a stage with an attack by stage ${LAST_STAGE}`).toBeLessThan(400);
      const s = (await load()).record.state as OwcState;
      if (
        s.stage >= FIRST_STAGE &&
        s.phasing === 'allies' &&
        s.phase === 'supply' &&
        owc.status(s).waitingFor[0] === 'germans'
      ) {
        expect(s.stage, `a stage with an attack by stage ${LAST_STAGE}`).toBeLessThanOrEqual(LAST_STAGE);
        if (attackAhead(s)) break;
      }
      await apiTurn();
    }

    /**
     * alliance-only: the Allies' secrets (the German's secret SuP, 22.6, and western call, 33, both
     * clicked in his plan) are shown on both Allied seats' pages (the game panel's rows: the stockpile,
     * the called corps among the arrivals) and are nowhere in the Russian's answer or page
     */
    const alliedSecretsKept = async () => {
      const state = (await load()).record.state as OwcState;
      const secrets = owc.secrets(state).filter((x) => !x.visibleTo.includes('russians'));
      console.log(`[owc-f] the Allies' secrets: ${secrets.map((x) => x.what).join('; ')}`);
      expect(secrets.length, 'the Allies hold a secret (a western call, a stockpile)').toBeGreaterThan(0);
      type Row = { label: { en: string }; value: unknown; side?: string };
      const rowsOf = (view: { panel: { sections: { rows: Row[] }[] } }) =>
        view.panel.sections.flatMap((x) => x.rows).map((r) => r.label.en);
      const seen = {} as Record<Seat, { view: string; rows: string[]; info: string; page: string }>;
      for (const s of SEATS) {
        const { view } = await players[s].api.get(`/api/games/${id}`);
        const page = players[s].page;
        await page.goto(`${url}/g/${id}`);
        await page.click('#tab-info');
        await page.waitForSelector('#tp-info :text("Stage")');
        seen[s] = {
          view: JSON.stringify(view),
          rows: rowsOf(view),
          info: await page.locator('#tp-info').innerText(),
          page: await page.content(),
        };
      }
      for (const x of secrets) {
        expect(seen.russians.view, `the Russian's answer: ${x.what}`).not.toContain(x.token);
        expect(seen.russians.page, `the Russian's page: ${x.what}`).not.toContain(x.token.replace(/^"|"$/g, ''));
      }
      // the rows only the Allies have: their stockpile and the called corps' arrival
      const alliedOnly = seen.germans.rows.filter((r) => !seen.russians.rows.includes(r));
      console.log(`[owc-f] rows only the Allies see: ${alliedOnly.join('; ')}`);
      expect(alliedOnly).toContain('Secret stockpile: Allies');
      expect(alliedOnly.length, 'the stockpile and the called corps').toBeGreaterThanOrEqual(2);
      expect(seen['austro-hungarians'].rows).toEqual(seen.germans.rows);
      for (const r of alliedOnly) {
        expect(seen.germans.info, `the German's page: ${r}`).toContain(r);
        expect(seen['austro-hungarians'].info, `the Austro-Hungarian's page: ${r}`).toContain(r);
        expect(seen.russians.info, `the Russian's page: ${r}`).not.toContain(r);
        expect(seen.russians.page, `the Russian's page: ${r}`).not.toContain(r);
      }
      return alliedOnly.length;
    };

    // that whole stage, every decision by clicks on the awaited seat's page
    const attacks: { seat: Seat; at: string; target: string; lines: string[] }[] = [];
    let secretsHeld = 0;
    /** the Allied seat that must answer next, after a Russian attack on its unit */
    let answerBy: Seat | null = null;
    /** one whole stage by clicks: each decision as `seat:phasing.phase:what was clicked` */
    const clickStage = async (stage: number) => {
      const order: string[] = [];
      for (let k = 0; ; k++) {
        expect(k, `stage ${stage} played within 60 decisions`).toBeLessThan(60);
        const { record } = await load();
        const s = record.state as OwcState;
        if (s.stage !== stage || record.lifecycle !== 'active') return order;
        const seat = record.status.waitingFor[0] as Seat;
        const at = `${stage}.${s.phasing}.${s.phase}`;
        // F: the question after a Russian attack (a delaying action, a retreat) goes to the seat whose unit it is about
        if (answerBy && seat !== 'russians') expect(seat, "the defender's seat answers").toBe(answerBy);
        answerBy = null;
        const done = await clickDecision(
          players[seat],
          url,
          id,
          s,
          attacks.some((x) => x.seat === seat && x.at === at),
        );
        order.push(`${seat}:${s.phasing}.${s.phase}:${done.kind}`);
        // both Allied plans in: the Allies' secrets checked on every seat's answer and page
        if (order.length === 2) secretsHeld = await alliedSecretsKept();
        if (done.kind !== 'attack') continue;
        // an attack's result: the other two seats read it on their pages ("since your last move")
        const log = await players[seat].api.get(`/api/games/${id}/log?lang=en&limit=1`);
        const events = log.turns[0].events as {
          type: string;
          text?: string;
          data: { target?: string; defenders?: string[]; chance?: number; roll?: number | null; success?: boolean };
        }[];
        const attack = events.find((e) => e.type === 'attack');
        const result = events.find((e) => e.type === 'attack-result');
        expect(attack?.data.target, 'the attack on the hex clicked').toBe(done.target);
        expect(result?.text, 'the attack result worded in the log').toBeTruthy();
        // 7.4.6: a d12 roll at most the chance succeeds (no roll: an automatic result)
        const { roll, chance, success } = result!.data;
        if (typeof roll === 'number') {
          expect(roll).toBeGreaterThanOrEqual(1);
          expect(roll).toBeLessThanOrEqual(12);
          expect(success, `roll ${roll} against chance ${chance}`).toBe(roll <= chance!);
          expect(result!.text).toContain(`Roll ${roll} against chance ${chance}`);
        }
        for (const other of SEATS.filter((x) => x !== seat)) {
          const page = players[other].page;
          await page.goto(`${url}/g/${id}`);
          await page.waitForSelector('.since-box li');
          await expect
            .poll(() => page.locator('.since-box ul').innerText(), { message: `${other} reads ${seat}'s attack` })
            .toContain(result!.text!);
          // the attack is drawn on the other seat's board too
          expect(await page.locator('svg.board .since *').count(), `${other}: the attack drawn`).toBeGreaterThan(0);
        }
        attacks.push({ seat, at, target: done.target!, lines: [attack!.text ?? '', result!.text!] });
        const defender = attack!.data.defenders?.[0] ?? '';
        if (seat === 'russians' && /^(de|ah)-/.test(defender))
          answerBy = defender.startsWith('de-') ? 'germans' : 'austro-hungarians';
      }
    };
    const stage = ((await load()).record.state as OwcState).stage;
    const order = await clickStage(stage);
    console.log(`[owc-f] stage ${stage} by clicks: ${order.join(' ')}`);
    // the sequence of play: the German's part before the Austro-Hungarian's, the Allies before the Russian
    expect(order[0]).toMatch(/^germans:allies\.supply/);
    expect(order[1]).toMatch(/^austro-hungarians:allies\.supply/);
    const lastAllied = order.map((o) => o.includes(':allies.')).lastIndexOf(true);
    expect(order.findIndex((o) => o.startsWith('russians'))).toBeGreaterThan(lastAllied);
    expect(((await load()).record.state as OwcState).stage, 'the whole stage played').toBe(stage + 1);
    expect(attacks.length, `an attack clicked in stage ${stage}`).toBeGreaterThan(0);
    expect(secretsHeld, 'the Allied secrets checked').toBeGreaterThan(0);
    console.log(`[owc-f] attacks: ${attacks.map((x) => `${x.at} ${x.seat} → ${x.target}: ${x.lines[1]}`).join(' | ')}`);
    // the alliance's channel: the German writes, the Austro-Hungarian reads, the Russian has no such channel
    const de = players.germans.page;
    await de.goto(`${url}/g/${id}`);
    await de.click('#tab-chat');
    await de.locator('.chat-channels button').nth(1).click();
    await de.fill('#chat-text', 'allied plan: hold Krakow');
    await de.click('.chat-form button');
    await de.waitForSelector('.chat-list li:has-text("allied plan")');
    const ah = players['austro-hungarians'].page;
    await ah.goto(`${url}/g/${id}`);
    await ah.click('#tab-chat');
    await ah.locator('.chat-channels button').nth(1).click();
    await ah.waitForSelector('.chat-list li:has-text("allied plan")');
    const ru = players.russians.page;
    await ru.goto(`${url}/g/${id}`);
    await ru.click('#tab-chat');
    await ru.waitForSelector('#chat-text');
    expect(await ru.locator('.chat-channels').count()).toBe(0);
    expect(await ru.content()).not.toContain('allied plan');

    // the API plays the campaign's remaining stages to the end of the game
    for (let k = 0; (await load()).record.lifecycle === 'active'; k++) {
      expect(k, 'the campaign ends within 1500 batches').toBeLessThan(1500);
      await apiTurn();
    }
    const end = await players.russians.api.get(`/api/games/${id}`);
    const last = (await load()).record.state as OwcState;
    console.log(`[owc-f] end: stage ${last.stage}, vp ${last.vp}, ${JSON.stringify(end.result)}`);
    expect(end.lifecycle).toBe('over');
    // the Allies win, draw or lose together (F); the game ends by the calendar's 23rd stage at the latest (40)
    expect(last.stage).toBeLessThanOrEqual(23);
    const winners: string[] = end.result.winners ?? (end.result.winner ? [end.result.winner] : []);
    expect(['', 'russians', 'austro-hungarians,germans']).toContain([...winners].sort().join());
    for (const p of Object.values(players)) await p.ctx.close();
  });
});

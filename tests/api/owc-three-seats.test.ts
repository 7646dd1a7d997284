/**
 * Ostatnia Wojna Cesarzy, scenario F (three players) through HTTP: the Russian creates the game and
 * invites the German and the Austro-Hungarian; the seats join; in each Allied phase the German hands
 * in his part first, then the Austro-Hungarian (F, README "Scenario F"); every move goes through the
 * awaited seat's browser, the other seats are refused, and no seat's view or log shows another
 * side's secret. The Allies' secrets are both Allied seats'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogOf } from '../../functions/play/catalog.js';
import type { Dice } from '../../rules/core/contract.js';
import { SeededDice } from '../../rules/core/dice.js';
import owc from '../../rules/games/ostatnia-wojna-cesarzy/index.js';
import type { OwcState } from '../../rules/games/ostatnia-wojna-cesarzy/state.js';
import { Browser, key, startStack, type Stack } from './helpers/harness.js';

let stack: Stack;
const seatOf = new Map<string, Browser>();
const SEATS = ['russians', 'germans', 'austro-hungarians'] as const;

beforeAll(async () => {
  stack = await startStack({ games: catalogOf([owc]) });
  for (const seat of SEATS) {
    const b = new Browser(stack);
    await b.signIn(`${seat}@example.org`);
    seatOf.set(seat, b);
  }
});
afterAll(() => stack.close());

const load = async (id: string) => (await stack.server.svc.games.load(id))!;

describe('OWC scenario F through three seats', () => {
  let id = '';

  it('creates F with the Russian seat and the two Allied seats invited; the Allies are not a seat of F', async () => {
    const russian = seatOf.get('russians')!;
    const wrong = await russian.post('/api/games', {
      game: 'ostatnia-wojna-cesarzy',
      scenario: 'F',
      seat: 'allies',
      seats: { germans: { email: 'germans@example.org' } },
    });
    expect(wrong.status).toBe(400);
    const created = await russian.post('/api/games', {
      game: 'ostatnia-wojna-cesarzy',
      scenario: 'F',
      seat: 'russians',
      seats: {
        germans: { email: 'germans@example.org' },
        'austro-hungarians': { email: 'austro-hungarians@example.org' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    id = created.body.id;
    expect(created.body.alliances).toEqual({ allies: ['germans', 'austro-hungarians'] });
    await seatOf.get('germans')!.post(`/api/games/${id}/join`, {});
    const last = await seatOf.get('austro-hungarians')!.post(`/api/games/${id}/join`, {});
    expect(last.body).toMatchObject({ mySide: 'austro-hungarians', lifecycle: 'active', awaiting: ['germans'] });
    expect(Object.keys(last.body.seats).sort()).toEqual([...SEATS].sort());
  });

  it('plays F moves: the German, then the Austro-Hungarian, then the Russian; out-of-turn seats are refused; fog per seat', async () => {
    const dice: Dice = new SeededDice(16);
    let version = (await seatOf.get('germans')!.get(`/api/games/${id}`)).body.version;
    const movers: string[] = [];
    for (let moves = 0; moves < 40; moves++) {
      const g = (await seatOf.get('russians')!.get(`/api/games/${id}`)).body;
      if (g.lifecycle !== 'active') break;
      const seat: string = g.awaiting[0];
      // a seat not awaited is refused
      const other = SEATS.find((x) => x !== seat && x !== 'russians') ?? 'germans';
      if (other !== seat) {
        const out = await seatOf.get(other)!.post(`/api/games/${id}/orders`, {
          expectedVersion: version,
          idempotencyKey: key(),
          batch: { orders: [{ type: 'pass' }] },
        });
        expect(out.status, `${other} out of turn`).not.toBe(200);
      }
      const { module, record } = await load(id);
      const batch = module.randomBatch(record.state as OwcState, seat, dice);
      const sent = await seatOf.get(seat)!.post(`/api/games/${id}/orders`, {
        expectedVersion: version,
        idempotencyKey: key(),
        batch,
      });
      expect(sent.status, `${seat}: ${JSON.stringify(sent.body)}`).toBe(200);
      version = sent.body.version;
      movers.push(seat);
      // fog per seat: no seat's game view, nor the log of the move just made (the log is history: a unit
      // seen in an attack and concealed since was seen then), holds a secret it may not see now
      const secrets = module.secrets((await load(id)).record.state);
      for (const [s, b] of seatOf) {
        const hidden = secrets.filter((x) => !x.visibleTo.includes(s)).map((x) => x.token);
        const view = JSON.stringify((await b.get(`/api/games/${id}`)).body);
        const turns = (await b.get(`/api/games/${id}/log`)).body.turns as { version: number }[];
        const latest = JSON.stringify(turns.filter((t) => t.version === version));
        expect(latest.length).toBeGreaterThan(2);
        for (const t of hidden) {
          expect(view, `${s} sees ${t}`).not.toContain(t);
          expect(latest, `${s}'s log shows ${t}`).not.toContain(t);
        }
      }
    }
    // the Allied supply phase: the German's part, then the Austro-Hungarian's; the Russians play later
    expect(movers.slice(0, 2)).toEqual(['germans', 'austro-hungarians']);
    expect(movers).toContain('russians');
    const s = (await load(id)).record.state as OwcState;
    // rules version 3: F plays the campaign's set-up and board (the state names the board, `scenario`)
    expect(s.stage >= 1 && s.rules.includes('F') && s.scenario === 'campaign').toBe(true);
  }, 240_000);
});

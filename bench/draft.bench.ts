/**
 * Draft checks (POST /api/games/:id/draft, functions/api/routes/draft.ts): the time to judge a draft
 * and every candidate that may follow it, without the HTTP and DynamoDB round trip (a load, and a
 * rate-limit counter). Realistic positions: Manoeuvre's movement phase after one drafted move (all
 * eight units' choices), Ostatnia Wojna Cesarzy's first Allied movement phase of scenario A after
 * a few drafted marches (every unit's every reachable hex). Prints the candidates, how many were
 * judged within the route's budget (DRAFT_BUDGET) and ms per check and per candidate.
 */
import { firstAlliedMovement } from '../rules/games/ostatnia-wojna-cesarzy/testkit.js';
import { httpClient, median, timeMedian } from './support.js';
import { judgeDraft, DRAFT_BUDGET } from '../functions/api/routes/draft.js';
import type { GameModule, OptionsView, Side } from '../rules/core/contract.js';
import { SeededDice } from '../rules/core/dice.js';
import manoeuvre from '../rules/games/manoeuvre/index.js';
import type { MState } from '../rules/games/manoeuvre/state.js';
import owc from '../rules/games/ostatnia-wojna-cesarzy/index.js';
import type { OwcState } from '../rules/games/ostatnia-wojna-cesarzy/state.js';

const time = (n: number, f: () => void): number => timeMedian(n, f);
const unlimited = { applies: 1e9, ms: 1e9 };

const report = (name: string, module: GameModule<any, any>, state: unknown, side: Side, orders: unknown[]) => {
  const options = module.view(state, side).options as OptionsView;
  const candidates = options.choices.reduce((n, c) => n + (c.targets?.length ?? (c.order !== undefined ? 1 : 0)), 0);
  const all = judgeDraft(module, state, side, orders, options, undefined, unlimited);
  const tAll = time(7, () => judgeDraft(module, state, side, orders, options, undefined, unlimited));
  const capped = judgeDraft(module, state, side, orders, options);
  const tCapped = time(7, () => judgeDraft(module, state, side, orders, options));
  const legalTargets = Object.values(all.targets).reduce((n, x) => n + x.length, 0);
  console.log(
    `${name}: draft of ${orders.length} order(s) ${all.ok ? 'accepted' : `refused (${all.rejection?.rule} ${all.rejection?.code})`}; ` +
      `${options.choices.length} choices, ${candidates} candidates, ${all.legal.length} choices / ${legalTargets} targets still legal`,
  );
  console.log(
    `  every candidate: median ${tAll.toFixed(1)} ms per check, ${(tAll / Math.max(1, candidates)).toFixed(3)} ms per candidate`,
  );
  console.log(
    `  within the budget (${DRAFT_BUDGET.applies} applies, ${DRAFT_BUDGET.ms} ms): median ${tCapped.toFixed(1)} ms, ${options.choices.length - capped.unchecked.length}/${options.choices.length} choices judged`,
  );
};

// Manoeuvre: play set-up and opening turns with random legal batches until a side's movement phase
{
  const dice = new SeededDice(7);
  let s: MState = manoeuvre.setup('standard', {}, dice);
  for (let n = 0; !(s.phase === 'movement' && !s.turn.basicDone && s.turnNo >= 3); n++) {
    if (n > 2000 || manoeuvre.status(s).result) throw new Error('bench: no Manoeuvre movement phase reached');
    const side = manoeuvre.status(s).waitingFor[0];
    const r = manoeuvre.apply(s, side, manoeuvre.randomBatch(s, side, dice), dice);
    if (!r.ok) throw new Error(`bench: ${JSON.stringify(r.error)}`);
    s = r.state;
  }
  const side = manoeuvre.status(s).waitingFor[0];
  const first = (manoeuvre.view(s, side).options as OptionsView).choices.find(
    (c) => c.id.startsWith('move-') && c.targets?.length,
  )!;
  report('Manoeuvre movement, one move drafted', manoeuvre, s, side, [first.targets![0].order]);
  report('Manoeuvre movement, empty draft', manoeuvre, s, side, []);
}

// Ostatnia Wojna Cesarzy: scenario A, the first Allied movement phase
{
  const s: OwcState = firstAlliedMovement();
  const options = owc.view(s, 'allies').options as OptionsView;
  // three marches drafted, each to the first target that still fits
  const orders: unknown[] = [];
  for (const c of options.choices) {
    if (orders.length >= 3 || !c.targets?.length) continue;
    const t = c.targets.find((x) => {
      const r = owc.apply(s, 'allies', { orders: [...orders, x.order] as never }, new SeededDice(1));
      return r.ok || !/^orders\[/.test(r.error.at ?? '');
    });
    if (t) orders.push(t.order);
  }
  report('OWC scenario A, Allied movement, three marches drafted', owc, s, 'allies', orders);
}

// Through the API (in-process dynalite and HTTP, as bench/api.bench.ts): the same checks as a page
// sends them — session, rate-limit counter, load, judge — median of 40 (the limit is 120 a minute)
{
  const { apiServer } = await import('./api-server.js');
  const server = await apiServer([manoeuvre, owc]);
  const { session, post } = httpClient(server);
  const timed = async (
    name: string,
    module: GameModule<any, any>,
    until: (s: any) => boolean,
    batch: (s: any, side: string, dice: SeededDice) => unknown,
    draft: (s: any, side: string) => unknown[],
  ) => {
    const cookies = [
      await session(`draft-a-${module.id}@example.org`),
      await session(`draft-b-${module.id}@example.org`),
    ];
    const c = await post(cookies[0], '/api/games', {
      game: module.id,
      scenario: module.scenarios[0].id,
      seat: module.sides[0],
      opponent: { open: true },
      clock: { preset: 'none' },
    });
    await post(cookies[1], `/api/games/${c.body.id}/join`, {});
    const id = c.body.id as string;
    const dice = new SeededDice(11);
    for (let n = 0; ; n++) {
      const g = (await server.svc.games.load(id))!;
      const side = g.record.status.waitingFor[0];
      const cookie = cookies[module.sides.indexOf(side)];
      if (until(g.record.state)) {
        const orders = draft(g.record.state, side);
        const options = module.view(g.record.state, side).options as OptionsView;
        const ms: number[] = [];
        let last: any;
        for (let i = 0; i < 40; i++) {
          const t0 = performance.now();
          last = await post(cookie, `/api/games/${id}/draft`, {
            expectedVersion: g.record.version,
            orders,
            check: options.choices.map((x) => x.id),
          });
          ms.push(performance.now() - t0);
        }
        if (last.status !== 200) throw new Error(`bench: draft ${last.status} ${JSON.stringify(last.body)}`);
        console.log(
          `${name} through the API: median ${median(ms).toFixed(1)} ms per draft check (${options.choices.length} choices, ${last.body.unchecked.length} unchecked)`,
        );
        return;
      }
      if (n > 2000) throw new Error(`bench: ${name} not reached`);
      const r = await post(cookie, `/api/games/${id}/orders`, {
        expectedVersion: g.record.version,
        idempotencyKey: `b-${n}-${Math.random()}`,
        batch: batch(g.record.state, side, dice),
      });
      if (r.status !== 200) throw new Error(`bench: ${r.status} ${JSON.stringify(r.body)}`);
    }
  };
  const firstMove = (module: GameModule<any, any>) => (s: any, side: string) => {
    const m = (module.view(s, side).options as OptionsView).choices.find(
      (c) => c.id.startsWith('move-') && c.targets?.length,
    )!;
    return [m.targets![0].order];
  };
  await timed(
    'Manoeuvre movement, one move drafted',
    manoeuvre,
    (s) => s.phase === 'movement' && !s.turn.basicDone && s.turnNo >= 3,
    (s, side, dice) => manoeuvre.randomBatch(s, side, dice),
    firstMove(manoeuvre),
  );
  await timed(
    'OWC scenario A, Allied movement, one march drafted',
    owc,
    (s) => owc.status(s).phase === 'move.move',
    (s) => ({ orders: [{ type: owc.status(s).phase.startsWith('attack') ? 'end-phase' : 'pass' }] }),
    firstMove(owc),
  );
  await server.close();
}

/**
 * OWC's campaign-rules scenarios as their conformance files play them (conformance-d/e/f/campaign.test.ts):
 * CPU per plain and per checked game, and one digest of every game's batches and final state, so a
 * speed change can show it plays the very same games. `npx tsx bench/owc-conformance.ts [plain] [checked] [scenarios…]`
 * (default 3 plain, 1 checked; D E F campaign). With OWC_BENCH_VIEWS=1 the digest also covers every view,
 * apply result and random batch the run makes (slower: each is written as JSON), so a change to the views'
 * code can show they are the very same too.
 */
import { createHash } from 'node:crypto';
import { runScenario } from '../rules/core/conformance-run.js';
import owcModule from '../rules/games/ostatnia-wojna-cesarzy/index.js';

const [plainArg, checkedArg, ...ids] = process.argv.slice(2);
const plain = Number(plainArg ?? 3);
const checked = Number(checkedArg ?? 1);
const scenarios = ids.length ? ids : ['D', 'E', 'F', 'campaign'];
const base = { malformed: 0, maxBatches: 3000, setupOptions: {}, maxStateBytes: 350_000, runSeed: 'owc-bench' };

/** the module, or with OWC_BENCH_VIEWS=1 the module writing each view, apply result and random batch into `seen` */
const seen = createHash('sha256');
const owc: typeof owcModule =
  process.env.OWC_BENCH_VIEWS === '1'
    ? {
        ...owcModule,
        view: (s, v) => {
          const r = owcModule.view(s, v);
          seen.update(JSON.stringify(r));
          return r;
        },
        apply: (s, side, b, d) => {
          const r = owcModule.apply(s, side, b, d);
          seen.update(JSON.stringify(r));
          return r;
        },
        randomBatch: (s, side, d) => {
          const r = owcModule.randomBatch(s, side, d);
          seen.update(JSON.stringify(r));
          return r;
        },
      }
    : owcModule;

const cpu = <T>(f: () => T): [T, number] => {
  const t0 = process.cpuUsage();
  const r = f();
  const d = process.cpuUsage(t0);
  return [r, (d.user + d.system) / 1000];
};

for (const id of scenarios) {
  const digest = createHash('sha256');
  const row: string[] = [id.padEnd(9)];
  for (const [tier, n] of [
    ['plain', plain],
    ['checked', checked],
  ] as const) {
    if (!n) continue;
    const [r, ms] = cpu(() =>
      runScenario(owc, id, { ...base, plain: tier === 'plain' ? n : 0, checked: tier === 'checked' ? n : 0 }),
    );
    const failed = Object.keys(r.failures);
    for (const g of r.games) digest.update(JSON.stringify([g.seed, g.turns, g.final]));
    row.push(
      `${tier} ${(ms / n / 1000).toFixed(2)} s/game (${r.counts.batches} batches)${failed.length ? ` FAILED ${failed.join(', ')}` : ''}`,
    );
  }
  row.push(`digest ${digest.digest('hex').slice(0, 16)}`);
  console.log(row.join('  '));
}
if (process.env.OWC_BENCH_VIEWS === '1')
  console.log(`views, apply results and random batches: digest ${seen.digest('hex').slice(0, 16)}`);

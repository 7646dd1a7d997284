/**
 * Tannenberg 1914: how often random play fights. Plays the random games the conformance suite plays
 * for a run seed (BENCH_TB_CONTACT_SEED, default `local`) at a scale (BENCH_TB_CONTACT_SCALE, default
 * 0.3; 1 is CI's 330 `gumbinnen-1914` and 55 `tannenberg-1914` games): the same game seeds, options and
 * dice, without the suite's checks and its odd standing orders from the side not awaited. Prints each
 * event type's count, the batches and the CPU time. The coverage check needs the events of contact
 * (artillery-escape, town, flight, pursuit, …) to come up. `npx tsx bench/tannenberg-contact.ts`.
 */
import { countsFor, gameSeed, type Tier } from '../rules/core/conformance-counts.js';
import { optionsFor } from '../rules/core/conformance-run.js';
import { SeededDice } from '../rules/core/dice.js';
import tb from '../rules/games/tannenberg-1914/index.js';
import { cpuMs } from './support.js';

const RUN = process.env.BENCH_TB_CONTACT_SEED ?? 'local';
const SCALE = Number(process.env.BENCH_TB_CONTACT_SCALE ?? 0.3);
const WATCH = ['combat', 'crt', 'artillery-escape', 'town', 'flight', 'pursuit', 'retreat-attempt', 'withdraw'];

const play = (scenario: string, length: 'short' | 'medium', base: Record<string, unknown>): Map<string, number> => {
  const counts = new Map<string, number>();
  const c = countsFor(length, SCALE);
  let batches = 0;
  const c0 = cpuMs();
  const seeds = (['checked', 'plain'] as Tier[]).flatMap((tier) =>
    Array.from({ length: c[tier] }, (_, i) => gameSeed(RUN, scenario, tier, i)),
  );
  for (const seed of seeds) {
    const chooser = new SeededDice(seed * 7919 + 1);
    const dice = new SeededDice(seed * 104729 + 17);
    let s = tb.setup(scenario, optionsFor(tb, base, seed), new SeededDice(seed));
    for (let n = 0; n < 4000 && !tb.status(s).result; n++) {
      const side = tb.status(s).waitingFor[0];
      const r = tb.apply(s, side, tb.randomBatch(s, side, chooser), dice);
      if (!r.ok) throw new Error(`${scenario} seed ${seed}: ${JSON.stringify(r.error)}`);
      for (const e of r.events) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
      s = r.state;
      batches++;
    }
  }
  const cpu = cpuMs() - c0;
  console.log(
    `${scenario} (run seed ${RUN}): ${seeds.length} games, ${batches} batches, ${(cpu / 1000).toFixed(1)} s CPU (${(cpu / seeds.length).toFixed(0)} ms a game)`,
  );
  console.log(`  watched: ${WATCH.map((t) => `${t} ${counts.get(t) ?? 0}`).join(', ')}`);
  const never = (tb.eventTypes ?? []).filter((t) => !counts.has(t));
  console.log(`  never: ${never.join(', ') || '(none)'}`);
  console.log(
    `  all: ${[...counts]
      .sort()
      .map(([t, n]) => `${t} ${n}`)
      .join(', ')}`,
  );
  return counts;
};

console.log(`load ${(await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').trim()}`);
const both = [
  play('gumbinnen-1914', 'short', {}),
  play('tannenberg-1914', 'medium', { guards: 'on', corpsCommander: 'on', pappritz: 'on' }),
];
const none = (tb.eventTypes ?? []).filter((t) => both.every((m) => !m.has(t)));
console.log(`both scenarios: never ${none.join(', ') || '(none)'}`);

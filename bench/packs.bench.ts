/**
 * `npm run bench -- packs`: the median time to apply a batch on our pack and on a club pack (a copy
 * of ours under another name, so only the pack's identity differs), per game, and the rules check of
 * a pack. Each state goes through JSON between batches, as the turn service stores it. Target: a club
 * pack applies within 1.5× of ours. Also the schema check the editor asks for as a director types
 * (POST …/packs/:packId/check: the pack through JSON, as the request carries it, then the game's parse),
 * median of 20; it runs 300 ms after the last keystroke, so it should stay well under that.
 */
import { SeededDice } from '../rules/core/dice.js';
import type { GameModule } from '../rules/core/contract.js';
import { packKits } from '../rules/pack-kits.js';
import { checkPlayable } from '../functions/packs/pack-check.js';
import { median } from './support.js';

const BATCHES = Number(process.env.BENCH_BATCHES ?? 300);
const games = process.argv.slice(2).length ? process.argv.slice(2) : ['manoeuvre', 'ostatnia-wojna-cesarzy'];

/** median ms of module.apply over random games of `scenario`, states through JSON */
const applyMedian = (m: GameModule<any, any>, scenario: string): number => {
  const dice = new SeededDice(11);
  const times: number[] = [];
  let s = JSON.parse(JSON.stringify(m.setup(scenario, {}, dice)));
  while (times.length < BATCHES) {
    if (m.status(s).result) s = JSON.parse(JSON.stringify(m.setup(scenario, {}, dice)));
    const side = m.status(s).waitingFor[0];
    const batch = m.randomBatch(s, side, dice);
    const t = performance.now();
    const r = m.apply(s, side, batch, dice);
    times.push(performance.now() - t);
    if (!r.ok) throw new Error(`${r.error.rule} ${r.error.message}`);
    s = JSON.parse(JSON.stringify(r.state));
  }
  return median(times);
};

for (const game of games) {
  const kit = await packKits[game]();
  const ours = kit.shipped();
  const club = kit.parse({ ...JSON.parse(JSON.stringify(ours)), id: 'bench-club' });
  if (!club.ok) throw new Error(`${game}: ${JSON.stringify(club.errors.slice(0, 3))}`);
  const a = applyMedian(kit.create(ours), kit.shortest);
  const b = applyMedian(kit.create(club.pack), kit.shortest);
  const t0 = performance.now();
  const problems = await checkPlayable(kit, club.pack);
  const check = performance.now() - t0;
  const typed: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    kit.parse(JSON.parse(JSON.stringify(ours)));
    typed.push(performance.now() - t);
  }
  console.log(
    `${game}/${kit.shortest}: apply median, ${BATCHES} batches: our pack ${a.toFixed(3)} ms, club pack ${b.toFixed(3)} ms (${(b / a).toFixed(2)}×; target ≤ 1.5× ${b / a <= 1.5 ? 'OK' : 'OVER'}); pack check ${check.toFixed(0)} ms; schema check as typed ${median(typed).toFixed(1)} ms${problems.length ? ` REFUSED ${problems[0].message}` : ''}`,
  );
}

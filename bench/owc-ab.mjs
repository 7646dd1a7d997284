/**
 * OWC apply, old against new, interleaved batch by batch (so the load of a shared machine falls on both
 * alike): random games are played once with build A, then each build replays them with its own apply
 * (its own states, frozen as it returns them) and every batch is applied by A and B in turn, timed in
 * CPU. Prints both means, B/A, and whether every result is identical. Builds are esbuild bundles of
 * bench/owc-ab-entry.ts from two checkouts:
 *   npx esbuild bench/owc-ab-entry.ts --bundle --platform=node --format=esm --packages=external --outfile=/tmp/a.mjs
 *   (the same from the other checkout to /tmp/b.mjs; the bundles need node_modules beside them)
 *   node bench/owc-ab.mjs /tmp/a.mjs /tmp/b.mjs [scenario] [games] [reps]   (campaign 4 3)
 * OWC_STORED=1: each batch applied to a fresh parse of its stored state (the server's way), not the state object.
 */
const [aPath, bPath, id = 'campaign', games = '4', reps = '3'] = process.argv.slice(2);
const A = await import(aPath),
  B = await import(bPath);
const steps = [];
const starts = [];
for (let g = 0; g < Number(games); g++) {
  const d = new A.SeededDice(7001 + g * 104729);
  let s = A.owc.setup(id, {}, d);
  starts.push({ g, at: steps.length, setup: JSON.stringify(s) });
  for (let n = 0; n < 3000 && !A.owc.status(s).result; n++) {
    const side = A.owc.status(s).waitingFor[0];
    const b = A.owc.randomBatch(s, side, d);
    const rec = new A.RecordingDice(d);
    const r = A.owc.apply(s, side, b, rec);
    steps.push({ before: s, side, batch: b, rolls: rec.rolls.map((x) => x.value) });
    s = r.state;
  }
}
// each build gets its own copy of the states (JSON), so caches keyed by objects do not cross
// each build replays the games with its own apply from the same set-up, so its states are its own (frozen as it returns them)
const mine = (M) => {
  const out = [];
  for (const [k, st0] of starts.entries()) {
    let s = JSON.parse(st0.setup);
    const end = starts[k + 1]?.at ?? steps.length;
    for (let i = st0.at; i < end; i++) {
      const st = steps[i];
      out.push({ ...st, before: s });
      s = M.owc.apply(s, st.side, st.batch, new M.FixedDice(st.rolls)).state;
    }
  }
  return out;
};
const sa = mine(A),
  sb = mine(B);
const stored = !!process.env.OWC_STORED;
if (stored) for (const st of [...sa, ...sb]) st.text = JSON.stringify(st.before);
let ta = 0,
  tb = 0,
  same = true;
for (let r = 0; r < Number(reps); r++)
  for (let i = 0; i < steps.length; i++) {
    const first = (i + r) % 2 === 0;
    for (const which of first ? ['a', 'b'] : ['b', 'a']) {
      const M = which === 'a' ? A : B,
        st = which === 'a' ? sa[i] : sb[i];
      // OWC_STORED=1: as the server meets it, each batch applied to a fresh parse of the stored state
      const before = stored ? JSON.parse(st.text) : st.before;
      const c0 = process.cpuUsage();
      const res = M.owc.apply(before, st.side, st.batch, new M.FixedDice(st.rolls));
      const c1 = process.cpuUsage(c0);
      const dt = (c1.user + c1.system) / 1000;
      if (which === 'a') ta += dt;
      else tb += dt;
      if (r === 0) {
        if (st.res === undefined) st.res = JSON.stringify(res);
      }
    }
  }
for (let i = 0; i < steps.length; i++) if (sa[i].res !== sb[i].res) same = false;
const n = steps.length * Number(reps);
console.log(
  `${id}: ${steps.length} batches x ${reps}: A CPU mean ${(ta / n).toFixed(3)} ms, B CPU mean ${(tb / n).toFixed(3)} ms, B/A ${(tb / ta).toFixed(3)}; results ${same ? 'identical' : 'DIFFER'}`,
);

/**
 * OWC views, old against new, interleaved state by state (so a shared machine's load falls on both
 * alike): random games are played with build A; at every state, each build makes the awaited side's view
 * (and the other side's) from a fresh parse of the stored state, as the server does, timed in CPU. Prints
 * both means, B/A, and whether every view is identical. Builds as in bench/owc-ab.mjs:
 *   node bench/owc-ab-views.mjs /tmp/a.mjs /tmp/b.mjs [scenario] [games] [reps]   (campaign 2 2)
 */
const [aPath, bPath, id = 'campaign', games = '2', reps = '2'] = process.argv.slice(2);
const A = await import(aPath),
  B = await import(bPath);
const states = [];
for (let g = 0; g < Number(games); g++) {
  const d = new A.SeededDice(7001 + g * 104729);
  let s = A.owc.setup(id, {}, d);
  for (let n = 0; n < 3000 && !A.owc.status(s).result; n++) {
    const side = A.owc.status(s).waitingFor[0];
    states.push({ text: JSON.stringify(s), sides: A.owc.sides.filter((x) => x in s.standing) });
    s = A.owc.apply(s, side, A.owc.randomBatch(s, side, d), d).state;
  }
}
let ta = 0,
  tb = 0,
  same = true;
for (let r = 0; r < Number(reps); r++)
  for (const [i, st] of states.entries())
    for (const which of (i + r) % 2 ? ['a', 'b'] : ['b', 'a']) {
      const M = which === 'a' ? A : B;
      const s = JSON.parse(st.text);
      const c0 = process.cpuUsage();
      const views = st.sides.map((side) => M.owc.view(s, side));
      const c1 = process.cpuUsage(c0);
      const dt = (c1.user + c1.system) / 1000;
      if (which === 'a') ta += dt;
      else tb += dt;
      if (r === 0) {
        const j = JSON.stringify(views);
        if (st.v === undefined) st.v = j;
        else if (st.v !== j) same = false;
      }
    }
const n = states.length * Number(reps);
console.log(
  `${id}: ${states.length} states x ${reps}, every side's view: A CPU mean ${(ta / n).toFixed(3)} ms, B CPU mean ${(tb / n).toFixed(3)} ms, B/A ${(tb / ta).toFixed(3)}; views ${same ? 'identical' : 'DIFFER'}`,
);

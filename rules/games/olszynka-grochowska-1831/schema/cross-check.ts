import type { z } from 'zod';
import { scenarioAt } from '../scenario-at.js';
import type { Pack } from '../schema.js';

type Path = (string | number)[];
/** References between the parts: ids declared once, every hex on the map, every unit known and placed once. */
export const crossCheck = (p: Pack, ctx: z.RefinementCtx): void => {
  const issue = (path: Path, message: string): void => ctx.addIssue({ code: 'custom', path, message });
  const dup = <T extends { id: string }>(list: T[], path: Path, what: string): Set<string> => {
    const seen = new Set<string>();
    list.forEach((x, i) => {
      if (seen.has(x.id)) issue([...path, i, 'id'], `${what} ${x.id} declared twice`);
      seen.add(x.id);
    });
    return seen;
  };
  // tables
  const terrains = dup(p.tables.terrain, ['tables', 'terrain'], 'terrain');
  const sideKinds = dup(p.tables.hexsides, ['tables', 'hexsides'], 'hexside type');
  if (!p.tables.terrain.some((t) => t.mp.cavalry === 1))
    issue(['tables', 'terrain'], 'R 10.2.2: some terrain must cost cavalry 1 MP, or no charge is ever valid');
  p.tables.melee.rows.forEach((row, d) => {
    if (row.length !== p.tables.melee.columns.length)
      issue(
        ['tables', 'melee', 'rows', d],
        `row ${d} has ${row.length} cells for ${p.tables.melee.columns.length} columns`,
      );
  });
  p.tables.melee.columns.forEach((c, i) => {
    if (i > 0 && c.min <= p.tables.melee.columns[i - 1].min)
      issue(['tables', 'melee', 'columns', i, 'min'], 'columns must grow');
  });
  const fireCols = p.tables.fire.rows[0]?.length ?? 0;
  p.tables.fire.rows.forEach((row, d) => {
    if (row.length !== fireCols)
      issue(['tables', 'fire', 'rows', d], `row ${d} has ${row.length} cells, row 0 has ${fireCols}`);
  });
  p.tables.engaged.forEach((b, i) => {
    const prev = p.tables.engaged[i - 1];
    if (i === 0 && b.min !== 1) issue(['tables', 'engaged', i, 'min'], 'the track starts at 1');
    if (prev && prev.max !== b.min - 1)
      issue(['tables', 'engaged', i, 'min'], `band starts at ${b.min}, the previous ends at ${prev.max}`);
    if (i === p.tables.engaged.length - 1 ? b.max !== null : b.max === null)
      issue(['tables', 'engaged', i, 'max'], 'only the last band is open-ended');
  });
  // map
  const hexes = dup(p.map.hexes, ['map', 'hexes'], 'hex');
  const hex = (id: string, path: Path): void => {
    if (!hexes.has(id)) issue(path, `hex ${id} is not on the map`);
  };
  p.map.hexes.forEach((h, i) => {
    if (!terrains.has(h.terrain)) issue(['map', 'hexes', i, 'terrain'], `no terrain ${h.terrain} in the terrain table`);
  });
  p.map.hexsides.forEach((s, i) => {
    hex(s.a, ['map', 'hexsides', i, 'a']);
    hex(s.b, ['map', 'hexsides', i, 'b']);
    if (!sideKinds.has(s.kind)) issue(['map', 'hexsides', i, 'kind'], `no hexside type ${s.kind}`);
  });
  p.map.roads.forEach((r, i) => r.hexes.forEach((h, j) => hex(h, ['map', 'roads', i, 'hexes', j])));
  p.map.places.forEach((pl, i) => hex(pl.hex, ['map', 'places', i, 'hex']));
  for (const [k, list] of Object.entries(p.map.regions)) list.forEach((h, j) => hex(h, ['map', 'regions', k, j]));
  // forces
  const formations = dup(p.forces.formations, ['forces', 'formations'], 'formation');
  const leaders = dup(p.forces.leaders, ['forces', 'leaders'], 'leader');
  const units = dup(p.forces.units, ['forces', 'units'], 'unit');
  // R 3.1: a division's corps is a corps of its side (the stacking and command rules look it up)
  p.forces.formations.forEach((f, i) => {
    if (f.corps === undefined) return;
    const corps = p.forces.formations.find((x) => x.id === f.corps);
    if (corps?.kind !== 'corps' || corps.side !== f.side)
      issue(['forces', 'formations', i, 'corps'], `no corps ${f.corps} of side ${f.side}`);
  });
  p.forces.units.forEach((u, i) => {
    const at = ['forces', 'units', i];
    if (u.division && !formations.has(u.division)) issue([...at, 'division'], `no formation ${u.division}`);
    if (u.corps && !formations.has(u.corps)) issue([...at, 'corps'], `no formation ${u.corps}`);
    if (u.arm === 'artillery' && u.strength !== 1) issue([...at, 'strength'], 'R 11.1: artillery has strength 1');
    if ((u.arm === 'artillery') !== (u.artillery !== undefined))
      issue([...at, 'artillery'], 'artillery, and only artillery, has an artillery class');
    if (u.heavy && u.arm !== 'cavalry') issue([...at, 'heavy'], 'R 7.2: only cavalry is heavy');
  });
  p.forces.leaders.forEach((l, i) => {
    if (l.division && !formations.has(l.division))
      issue(['forces', 'leaders', i, 'division'], `no formation ${l.division}`);
    if (l.corps && !formations.has(l.corps)) issue(['forces', 'leaders', i, 'corps'], `no formation ${l.corps}`);
    if (l.rank === 'division' && !l.division)
      issue(['forces', 'leaders', i, 'division'], 'a division commander names his division');
  });
  // scenarios
  // each scenario as every rules version reads it (scenario-at.ts), a revision's errors under its path
  const readings = p.scenarios.flatMap((s, si) => [
    { s, at: ['scenarios', si] as Path },
    ...(s.revisions ?? []).map((r, ri) => ({
      s: scenarioAt(s, r.rulesVersion),
      at: ['scenarios', si, 'revisions', ri],
    })),
  ]);
  readings.forEach(({ s, at }) => {
    const placed = new Set<string>();
    const place = (u: string, path: Path): void => {
      if (!units.has(u)) issue(path, `no unit ${u}`);
      else if (placed.has(u)) issue(path, `unit ${u} placed twice`);
      placed.add(u);
    };
    s.setup.forEach((e, i) => {
      place(e.unit, [...at, 'setup', i, 'unit']);
      hex(e.hex, [...at, 'setup', i, 'hex']);
    });
    s.leaders.forEach((e, i) => {
      if (!leaders.has(e.leader)) issue([...at, 'leaders', i, 'leader'], `no leader ${e.leader}`);
      hex(e.hex, [...at, 'leaders', i, 'hex']);
    });
    const marker = (m: string, path: Path): void => {
      if (!formations.has(m) && !leaders.has(m)) issue(path, `marker ${m} is neither a formation nor a leader`);
    };
    s.markers.forEach((m, i) => marker(m, [...at, 'markers', i]));
    s.arrivals.forEach((a, ai) => {
      const aat = [...at, 'arrivals', ai];
      if (a.stage > s.stages) issue([...aat, 'stage'], `stage ${a.stage} is after the last stage ${s.stages}`);
      if (!p.map.regions[a.region]) issue([...aat, 'region'], `no region ${a.region}`);
      a.units.forEach((u, i) => place(u, [...aat, 'units', i]));
      a.leaders.forEach((l, i) => {
        if (!leaders.has(l)) issue([...aat, 'leaders', i], `no leader ${l}`);
      });
      a.markers.forEach((m, i) => marker(m, [...aat, 'markers', i]));
    });
    s.victory.objectives.forEach((o, i) => hex(o.hex, [...at, 'victory', 'objectives', i, 'hex']));
    s.victory.automatic.forEach((a, i) => {
      if (a.kind === 'hold-all') a.hexes.forEach((h, j) => hex(h, [...at, 'victory', 'automatic', i, 'hexes', j]));
    });
  });
};

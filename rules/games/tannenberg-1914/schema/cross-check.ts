import type { z } from 'zod';
import { hexDist, parseHex } from '../geometry.js';
import type { Pack } from '../schema.js';
import type { SideId, Terrain } from './base.js';
import { roadHexes } from './map.js';

type Path = (string | number)[];
/** References between the parts: every hex on the map, every piece known and placed once, links adjacent. */
export const crossCheck = (p: Pack, ctx: z.RefinementCtx): void => {
  const issue = (path: Path, message: string): void => ctx.addIssue({ code: 'custom', path, message });
  const hexes = new Map<string, Terrain>();
  p.map.hexes.forEach((h, i) => {
    if (hexes.has(h.id)) issue(['map', 'hexes', i, 'id'], `hex ${h.id} declared twice`);
    hexes.set(h.id, h.t);
  });
  const on = (h: string, path: Path): void => {
    if (!hexes.has(h)) issue(path, `hex ${h} is not on the map`);
  };
  const land = (h: string, path: Path): void => {
    on(h, path);
    const t = hexes.get(h);
    if (t === 'lake' || t === 'sea') issue(path, `hex ${h} is ${t}`);
  };
  // a club's pack may hold anything: a word that is no "A..B.." label is reported, never measured
  const adjacentPair = (a: string, b: string, path: Path): void => {
    const bad = [a, b].filter((h) => !parseHex(h));
    if (bad.length) issue(path, `${bad.join(', ')}: not a hex label like A37B42`);
    else if (hexDist(a, b) !== 1) issue(path, `${a} and ${b} are not adjacent`);
  };
  p.map.hexsides.forEach((s, i) => {
    on(s.a, ['map', 'hexsides', i, 'a']);
    on(s.b, ['map', 'hexsides', i, 'b']);
    adjacentPair(s.a, s.b, ['map', 'hexsides', i]);
  });
  const chain = (hs: string[], path: Path): void =>
    hs.forEach((h, j) => {
      land(h, [...path, j]);
      if (j > 0) adjacentPair(hs[j - 1], h, [...path, j]);
    });
  p.map.roads.forEach((r, i) =>
    chain(roadHexes(r), Array.isArray(r) ? ['map', 'roads', i] : ['map', 'roads', i, 'hexes']),
  );
  p.map.railways.forEach((r, i) => chain(r.hexes, ['map', 'railways', i, 'hexes']));
  p.map.vistulaBridges.forEach((b, i) => adjacentPair(b.a, b.b, ['map', 'vistulaBridges', i]));
  p.map.towns.forEach((t, i) => land(t.hex, ['map', 'towns', i, 'hex']));
  p.map.forts.forEach((f, i) => {
    land(f.hex, ['map', 'forts', i, 'hex']);
    f.fortified.forEach((n, j) => adjacentPair(f.hex, n, ['map', 'forts', i, 'fortified', j]));
  });
  p.map.supplyBases.forEach((s, i) => land(s.hex, ['map', 'supplyBases', i, 'hex']));
  for (const [k, list] of Object.entries(p.map.regions)) list.forEach((h, j) => on(h, ['map', 'regions', k, j]));

  const pieces = new Map<string, SideId>();
  const add = (pid: string, side: SideId, path: Path): void => {
    if (pieces.has(pid)) issue(path, `piece ${pid} declared twice`);
    pieces.set(pid, side);
  };
  p.forces.units.forEach((u, i) => add(u.id, u.side, ['forces', 'units', i, 'id']));
  p.forces.hqs.forEach((h, i) => {
    add(h.id, h.side, ['forces', 'hqs', i, 'id']);
    if (h.kind === 'corps' && !h.corps) issue(['forces', 'hqs', i, 'corps'], 'a corps HQ names its corps');
    if (h.kind === 'corps' && !h.activity)
      issue(['forces', 'hqs', i, 'activity'], 'a corps HQ has an activity A/N/B (13.3.1)');
  });
  p.forces.trains.forEach((t, i) => add(t.id, t.side, ['forces', 'trains', i, 'id']));

  p.scenarios.forEach((s, si) => {
    const at: Path = ['scenarios', si];
    if (s.area && !p.map.regions[s.area]) issue([...at, 'area'], `no region ${s.area}`);
    const placed = new Set<string>();
    const place = (pid: string, path: Path): void => {
      if (!pieces.has(pid)) issue(path, `no piece ${pid}`);
      if (placed.has(pid)) issue(path, `piece ${pid} is placed twice`);
      placed.add(pid);
    };
    s.setup.forEach((e, i) => {
      place(e.piece, [...at, 'setup', i, 'piece']);
      land(e.hex, [...at, 'setup', i, 'hex']);
    });
    s.reinforcements.forEach((r, i) => {
      if (r.turn > s.turns)
        issue([...at, 'reinforcements', i, 'turn'], `turn ${r.turn} is after the last turn ${s.turns}`);
      land(r.hex, [...at, 'reinforcements', i, 'hex']);
      r.pieces.forEach((pid, j) => place(pid, [...at, 'reinforcements', i, 'pieces', j]));
    });
    s.vp.towns.forEach((t, i) => land(t.hex, [...at, 'vp', 'towns', i, 'hex']));
    (s.bases ?? []).forEach((b, i) => {
      land(b.hex, [...at, 'bases', i, 'hex']);
      if (s.area && !p.map.regions[s.area]?.includes(b.hex))
        issue([...at, 'bases', i, 'hex'], `base ${b.hex} is outside the scenario's area`);
    });
    const sp = s.special;
    const known = (pid: string, path: Path): void => {
      if (!pieces.has(pid)) issue(path, `no piece ${pid}`);
    };
    const arrive = (pid: string, path: Path): void => {
      known(pid, path);
      if (placed.has(pid)) issue(path, `piece ${pid} is already placed or scheduled`);
      placed.add(pid);
    };
    if (sp.hindenburg) {
      known(sp.hindenburg.from, [...at, 'special', 'hindenburg', 'from']);
      arrive(sp.hindenburg.to, [...at, 'special', 'hindenburg', 'to']);
    }
    sp.westFront?.pieces.forEach((pid, j) => arrive(pid, [...at, 'special', 'westFront', 'pieces', j]));
    sp.narew?.pieces.forEach((pid, j) => arrive(pid, [...at, 'special', 'narew', 'pieces', j]));
    if (sp.narew && !p.map.regions[sp.narew.region])
      issue([...at, 'special', 'narew', 'region'], `no region ${sp.narew.region}`);
    sp.guards?.pieces.forEach((pid, j) => known(pid, [...at, 'special', 'guards', 'pieces', j]));
    if (sp.corpsCommander) {
      known(sp.corpsCommander.from, [...at, 'special', 'corpsCommander', 'from']);
      arrive(sp.corpsCommander.to, [...at, 'special', 'corpsCommander', 'to']);
    }
  });
};

import { type PackProblem, type PackResult as PackResultOf, parsePackWith } from '../../core/pack-kit.js';
import { HexGrid } from '../../core/hex.js';
import { formatPath } from '../../core/zod-path.js';
import { packSchema, type Pack } from './schema.js';

/**
 * `parsePack`: the schema, then every cross reference (hexes on the map, chains of adjacent hexes,
 * formations and superiors, placements, table order), each error with its path.
 */
export type PackError = PackProblem;
export type PackResult = PackResultOf<Pack>;

export const parsePack = (raw: unknown): PackResult => {
  const r = parsePackWith<Pack>(packSchema, raw);
  if (!r.ok) return r;
  const errors = crossCheck(r.pack);
  return errors.length ? { ok: false, errors } : r;
};

const crossCheck = (p: Pack): PackError[] => {
  const errors: PackError[] = [];
  const err = (path: (string | number)[], message: string): void =>
    void errors.push({ path: formatPath(path), message });

  // tables: combat rows ascending and contiguous, open only at both ends; weather bands up to 9
  p.tables.combat.forEach((row, i) => {
    const at = ['tables', 'combat', i];
    if (row.min === null && i !== 0) err([...at, 'min'], 'only the first row is open below');
    if (row.max === null && i !== p.tables.combat.length - 1) err([...at, 'max'], 'only the last row is open above');
    if (row.min !== null && row.max !== null && row.min > row.max) err(at, `min ${row.min} is above max ${row.max}`);
    const prev = p.tables.combat[i - 1];
    if (prev && prev.max !== null && row.min !== null && row.min !== prev.max + 1)
      err([...at, 'min'], `rows must be contiguous: ${prev.max} then ${row.min}`);
  });
  let last = -1;
  p.tables.weather.forEach((b, i) => {
    if (b.max <= last) err(['tables', 'weather', i, 'max'], 'bands must ascend');
    last = b.max;
  });
  if (last !== 9) err(['tables', 'weather'], 'the last band must end at 9');

  const grids = new Map<string, HexGrid>();
  p.maps.forEach((m, mi) => {
    const at = ['maps', mi];
    let g: HexGrid;
    try {
      g = new HexGrid(m.grid);
    } catch (e) {
      err([...at, 'grid'], (e as Error).message);
      return;
    }
    grids.set(m.id, g);
    const hex = (h: string, path: (string | number)[]): boolean => {
      if (g.has(h)) return true;
      err(path, `hex ${h} is not on the map`);
      return false;
    };
    const side = (a: string, b: string, path: (string | number)[]): void => {
      if (hex(a, [...path, 'a']) && hex(b, [...path, 'b']) && !g.adjacent(a, b))
        err(path, `${a} and ${b} are not adjacent`);
    };
    for (const h of Object.keys(m.terrain)) hex(h, [...at, 'terrain', h]);
    m.hexsides.forEach((s, i) => side(s.a, s.b, [...at, 'hexsides', i]));
    const chain = (hexes: string[], path: (string | number)[]): void =>
      hexes.forEach((h, j) => {
        if (hex(h, [...path, j]) && j > 0 && g.has(hexes[j - 1]) && !g.adjacent(hexes[j - 1], h))
          err([...path, j], `${hexes[j - 1]} and ${h} are not adjacent`);
      });
    m.roads.forEach((r, i) => chain(r.hexes, [...at, 'roads', i, 'hexes']));
    m.railways.forEach((r, i) => chain(r.hexes, [...at, 'railways', i, 'hexes']));
    const rail = new Set(m.railways.flatMap((r) => r.hexes));
    m.stations.forEach((s, i) => {
      if (hex(s, [...at, 'stations', i]) && !rail.has(s))
        err([...at, 'stations', i], `station ${s} is not on a railway`);
    });
    for (const [sd, list] of Object.entries(m.supplyBases))
      list.forEach((h, i) => hex(h, [...at, 'supplyBases', sd, i]));
    const places = new Set<string>();
    m.localities.forEach((l, i) => {
      hex(l.hex, [...at, 'localities', i, 'hex']);
      if (places.has(l.hex)) err([...at, 'localities', i, 'hex'], `two localities on ${l.hex}`);
      places.add(l.hex);
    });
    const rivers = new Set(
      m.hexsides.filter((s) => s.kind === 'river' || s.kind === 'large-river').map((s) => [s.a, s.b].sort().join('|')),
    );
    m.navigable.forEach((n, i) =>
      n.hexsides.forEach((s, j) => {
        side(s.a, s.b, [...at, 'navigable', i, 'hexsides', j]);
        if (!rivers.has([s.a, s.b].sort().join('|')))
          err([...at, 'navigable', i, 'hexsides', j], `${s.a}|${s.b} is not a river hexside`);
      }),
    );
  });

  for (const [fid, f] of Object.entries(p.forces)) {
    const at = ['forces', fid];
    const ids = new Map<string, string>();
    const seen = (pid: string, path: (string | number)[], side: string): void => {
      if (ids.has(pid)) err(path, `piece ${pid} declared twice`);
      ids.set(pid, side);
    };
    f.units.forEach((u, i) => seen(u.id, [...at, 'units', i, 'id'], u.side));
    f.hqs.forEach((h, i) => seen(h.id, [...at, 'hqs', i, 'id'], h.side));
    f.aviation.forEach((a, i) => seen(a.id, [...at, 'aviation', i, 'id'], a.side));
    f.transports.forEach((t, i) => seen(t.id, [...at, 'transports', i, 'id'], t.side));
    const hqs = new Map(f.hqs.map((h) => [h.id, h]));
    f.units.forEach((u, i) => {
      const path = [...at, 'units', i];
      if (u.formation) {
        const h = hqs.get(u.formation);
        if (!h) err([...path, 'formation'], `no HQ ${u.formation}`);
        else if (h.side !== u.side) err([...path, 'formation'], `HQ ${u.formation} is on the other side`);
        else if (h.tier !== 'division' && h.tier !== 'brigade')
          err([...path, 'formation'], `HQ ${u.formation} is not a division or brigade HQ`);
        if (['armoured-car', 'tank', 'armoured-train', 'river-unit'].includes(u.arm))
          err([...path, 'formation'], `${u.arm} units are always independent (1.9)`);
      }
      if (u.arm === 'artillery' && u.range === undefined) err([...path, 'range'], 'artillery needs a range (14.14)');
      u.levels.forEach((l, k) => {
        if (k > 0 && l.strength > u.levels[k - 1].strength)
          err([...path, 'levels', k, 'strength'], 'a weaker level cannot be stronger');
      });
    });
    f.hqs.forEach((h, i) => {
      const path = [...at, 'hqs', i];
      if (h.tier === 'army' && h.superior) err([...path, 'superior'], 'an army HQ has no superior');
      if (h.tier !== 'army') {
        const s = h.superior ? hqs.get(h.superior) : undefined;
        if (!s)
          err([...path, 'superior'], h.superior ? `no HQ ${h.superior}` : 'a lower HQ needs its army or group HQ');
        else if (s.side !== h.side) err([...path, 'superior'], `HQ ${h.superior} is on the other side`);
      }
    });
  }

  p.scenarios.forEach((s, si) => {
    const at = ['scenarios', si];
    const g = grids.get(s.map);
    const f = p.forces[s.forces];
    if (!g) err([...at, 'map'], `no map ${s.map}`);
    if (!f) err([...at, 'forces'], `no forces ${s.forces}`);
    if (!g || !f) return;
    const pieces = new Set([...f.units, ...f.hqs, ...f.aviation, ...f.transports].map((x) => x.id));
    const hex = (h: string, path: (string | number)[]): void => {
      if (!g.has(h)) err(path, `hex ${h} is not on the map`);
    };
    const place = placer(p, s, g, err);
    place(s.setup, [...at, 'setup']);
    s.reinforcements.forEach((r, i) => {
      if (!pieces.has(r.piece)) err([...at, 'reinforcements', i, 'piece'], `no piece ${r.piece}`);
      if (s.setup.some((e) => e.piece === r.piece))
        err([...at, 'reinforcements', i, 'piece'], `${r.piece} is also in the setup`);
      if (r.turn > s.initiative.length)
        err([...at, 'reinforcements', i, 'turn'], `turn ${r.turn} is after the last turn`);
      hex(r.hex, [...at, 'reinforcements', i, 'hex']);
    });
    s.victory.hexes.forEach((v, i) => hex(v.hex, [...at, 'victory', 'hexes', i, 'hex']));
    s.victory.automatic.forEach((a, i) =>
      a.hexes.forEach((h, j) => hex(h, [...at, 'victory', 'automatic', i, 'hexes', j])),
    );
    s.positions.forEach((pos, i) => {
      place(pos.pieces, [...at, 'positions', i, 'pieces']);
      pos.trackTurn.forEach((t, j) => {
        if (!pieces.has(t.piece)) err([...at, 'positions', i, 'trackTurn', j, 'piece'], `no piece ${t.piece}`);
      });
    });
  });
  return errors;
};

type Scenario = Pack['scenarios'][number];
type Placement = { piece: string; hex: string; level?: number }[];

/**
 * The checks of a list of placements (a setup or a position) on a scenario's map and forces: known pieces
 * placed once, hexes on the map, river units on a navigable river (16.1), levels the counter has, and one side
 * a hex (12.1: a hex holding both sides' pieces is refused, naming both).
 */
const placer =
  (p: Pack, s: Scenario, g: HexGrid, err: (path: (string | number)[], message: string) => void) =>
  (list: Placement, path: (string | number)[]): void => {
    const f = p.forces[s.forces];
    const sides = new Map<string, string>(
      [...f.units, ...f.hqs, ...f.aviation, ...f.transports].map((x) => [x.id, x.side]),
    );
    const units = new Map(f.units.map((u) => [u.id, u]));
    // 16.1: a river unit stands on a bank of a navigable river
    const banks = new Set(
      (p.maps.find((m) => m.id === s.map)?.navigable ?? []).flatMap((n) => n.hexsides.flatMap((x) => [x.a, x.b])),
    );
    const placed = new Set<string>();
    const holders = new Map<string, string>(); // hex → the first piece placed on it
    list.forEach((e, i) => {
      const side = sides.get(e.piece);
      if (side === undefined) err([...path, i, 'piece'], `no piece ${e.piece}`);
      if (placed.has(e.piece)) err([...path, i, 'piece'], `piece ${e.piece} placed twice`);
      placed.add(e.piece);
      if (!g.has(e.hex)) err([...path, i, 'hex'], `hex ${e.hex} is not on the map`);
      const first = holders.get(e.hex);
      if (first === undefined) holders.set(e.hex, e.piece);
      else if (side !== undefined && sides.get(first) !== side)
        err([...path, i, 'hex'], `${e.hex} already holds ${first} of the other side (12.1: one side a hex)`);
      const u = units.get(e.piece);
      if (u?.arm === 'river-unit' && !banks.has(e.hex))
        err([...path, i, 'hex'], `${e.piece} is a river unit: ${e.hex} is not on a navigable river (16.1)`);
      if (e.level !== undefined && (!u || e.level > u.levels.length))
        err([...path, i, 'level'], `${e.piece} has no level ${e.level}`);
    });
  };

/** a position typed by a player (README "Positions") checked as a pack's positions are: every error, with its path */
export const positionErrors = (
  p: Pack,
  scenarioId: string,
  pos: { pieces: Placement; trackTurn?: { piece: string }[] },
): PackError[] => {
  const errors: PackError[] = [];
  const err = (path: (string | number)[], message: string): void =>
    void errors.push({ path: formatPath(path), message });
  const s = p.scenarios.find((x) => x.id === scenarioId);
  const m = s && p.maps.find((x) => x.id === s.map);
  if (!s || !m || !p.forces[s.forces]) return [{ path: '', message: `no scenario ${scenarioId}` }];
  placer(p, s, new HexGrid(m.grid), err)(pos.pieces, ['pieces']);
  const f = p.forces[s.forces];
  const known = new Set([...f.units, ...f.hqs].map((x) => x.id));
  (pos.trackTurn ?? []).forEach((t, j) => {
    if (!known.has(t.piece)) err(['trackTurn', j, 'piece'], `no piece ${t.piece}`);
  });
  return errors;
};

import type { MapData, Pack, ScenarioData } from './schema.js';

/**
 * A scenario's board: the theatre map cut to one of its regions (A.1, B.1, C.1: each scenario is
 * played, and shown, on its own part of the map). Hexsides with both hexes on the board, the towns
 * on it, each railway cut into its runs on the board, the regions intersected with it. Built once
 * per map and region; the state never holds it (ctx.ts `mapOf`).
 */
const CACHE = new WeakMap<MapData, Map<string, MapData>>();
export const boardMap = (map: MapData, region: string | undefined): MapData => {
  if (!region) return map;
  let per = CACHE.get(map);
  if (!per) CACHE.set(map, (per = new Map()));
  let b = per.get(region);
  if (b) return b;
  const on = new Set(map.regions[region]);
  if (!on.size) throw new Error(`no board region ${region}`);
  const railways: MapData['railways'] = [];
  for (const r of map.railways) {
    let run: string[] = [];
    for (const h of [...r.hexes, '']) {
      if (on.has(h)) run.push(h);
      else {
        if (run.length >= 2) railways.push({ kind: r.kind, hexes: run });
        run = [];
      }
    }
  }
  b = {
    ...map,
    hexes: map.hexes.filter((h) => on.has(h.id)),
    hexsides: map.hexsides.filter((s) => on.has(s.a) && on.has(s.b)),
    towns: map.towns.filter((t) => on.has(t.hex)),
    railways,
    regions: Object.fromEntries(
      Object.entries(map.regions)
        .map(([k, v]) => [k, v.filter((h) => on.has(h))])
        .filter(([, v]) => v.length),
    ),
    ...(map.romanianEdge ? { romanianEdge: map.romanianEdge.filter((h) => on.has(h)) } : {}),
  };
  per.set(region, b);
  return b;
};

/** towns turned into fortified areas of the given strengths: no longer fortresses (C.6, 25.3) */
const fortify = (b: MapData, at: Map<string, number>): MapData => ({
  ...b,
  towns: b.towns.map((t) => {
    const n = at.get(t.hex);
    if (n === undefined) return t;
    const { fortress: _, ...rest } = t;
    return { ...rest, fortified: n };
  }),
});

/** C.6: towns the scenario turns into fortified areas (captured bridgeheads) */
const FORTIFIED = new WeakMap<ScenarioData, MapData>();
const withFortified = (b: MapData, sc: ScenarioData): MapData => {
  let m = FORTIFIED.get(sc);
  if (!m) FORTIFIED.set(sc, (m = fortify(b, new Map((sc.fortified ?? []).map((f) => [f.hex, f.strength])))));
  return m;
};

/** 25.3: fortresses and bridgeheads captured in play are fortified areas of their strength (cached per board and list) */
const CAPTURED = new WeakMap<MapData, Map<string, MapData>>();
export const withCaptured = (b: MapData, captured: string[], strength: Record<string, number>): MapData => {
  if (!captured.length) return b;
  let per = CAPTURED.get(b);
  if (!per) CAPTURED.set(b, (per = new Map()));
  const key = captured.map((h) => `${h}:${strength[h] ?? 1}`).join();
  let m = per.get(key);
  if (!m) per.set(key, (m = fortify(b, new Map(captured.map((h) => [h, strength[h] ?? 1])))));
  return m;
};

/** The board of a scenario of a pack (the whole map when the scenario names none). */
export const scenarioBoard = (pack: Pack, scenarioId: string): MapData => {
  const sc = pack.scenarios.find((s) => s.id === scenarioId);
  const b = boardMap(pack.map, sc?.board);
  return sc?.fortified?.length ? withFortified(b, sc) : b;
};

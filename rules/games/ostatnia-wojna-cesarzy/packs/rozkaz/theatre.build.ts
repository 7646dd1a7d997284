/**
 * Builds the whole theatre map around scenario A's rectangle: A's hexes, hexsides, towns and lines
 * are taken over unchanged (A's recorded games replay on them); every hexside touching a hex outside
 * the rectangle is drawn from A's polylines and the theatre's together (theatre.source.ts).
 */
import { centreOf, hexGrid, hexNumber } from '../../mapindex.js';
import type { HexsideKind, MapData } from '../../schema.js';
import {
  type P,
  THEATRE_BRIDGES,
  THEATRE_COLS,
  THEATRE_LAKE_SIDES,
  THEATRE_MAJOR,
  THEATRE_MINOR,
  THEATRE_RAIL,
  THEATRE_ROWS,
  THEATRE_TOWNS,
  onTheatre,
  theatreNat,
  theatreTerrain,
} from './theatre.source.js';

interface ALines {
  MAJOR: [string, P[]][];
  MINOR: [string, P[]][];
  RIDGES: P[][];
  HIGH_RIDGES: P[][];
}
const key = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
const RANK: HexsideKind[] = ['minor-river', 'ridge', 'major-river', 'lake', 'high-ridge'];

export const buildTheatre = (a: MapData, lines: ALines, cross: (a: P, b: P, c: P, d: P) => boolean): MapData => {
  const labels: string[] = [];
  for (let r = THEATRE_ROWS[0]; r <= THEATRE_ROWS[1]; r++)
    for (let c = THEATRE_COLS[0]; c <= THEATRE_COLS[1]; c++) if (onTheatre(r, c)) labels.push(hexNumber(r, c));
  const grid = hexGrid(labels);
  const inA = new Set(a.hexes.map((h) => h.id));
  for (const h of inA) if (!grid.has(h)) throw new Error(`theatre lacks A's hex ${h}`);
  const centre = (l: string): P => {
    const c = centreOf(grid.offsetOf(l));
    return [c.y, c.x];
  };
  const crosses = (line: P[], x: string, y: string): boolean => {
    const pa = centre(x),
      pb = centre(y);
    for (let i = 1; i < line.length; i++) if (cross(pa, pb, line[i - 1], line[i])) return true;
    return false;
  };

  // hexes: A's as they were, the rest drawn here; fronts (14): Galician = Austro-Hungarian soil,
  // East Prussian = rows up to 19, Polish = the rest
  const aHex = new Map(a.hexes.map((h) => [h.id, h]));
  const hexes: MapData['hexes'] = labels.map((id) => {
    const old = aHex.get(id);
    if (old) return old;
    const [y, x] = centre(id);
    const nat = theatreNat(y, x);
    const row = parseInt(id.slice(0, 2), 10);
    return { id, terrain: theatreTerrain(id, y, x), nat, front: nat === 'AH' ? 'G' : row <= 19 ? 'E' : 'P' };
  });

  // towns and railways: A's first, in A's order
  const towns: MapData['towns'] = [...a.towns, ...THEATRE_TOWNS];
  const byName = new Map(towns.map((t) => [t.name, t.hex]));
  for (const t of THEATRE_TOWNS) {
    if (!grid.has(t.hex)) throw new Error(`town ${t.name} ${t.hex} is not on the theatre`);
    if (inA.has(t.hex)) throw new Error(`town ${t.name} ${t.hex} lies in A's rectangle (A's map must not change)`);
  }
  const extra: MapData['railways'] = THEATRE_RAIL.map(([kind, names]) => {
    const hs: string[] = [];
    for (let i = 1; i < names.length; i++) {
      const via = (n: string): string | undefined => byName.get(n) ?? (/^\d{4}$/.test(n) ? n : undefined);
      const [f, t] = [via(names[i - 1]), via(names[i])];
      if (!f || !t) throw new Error(`railway: no town ${f ? names[i] : names[i - 1]}`);
      for (const l of grid.line(f, t)) {
        if (!grid.has(l)) throw new Error(`railway ${names[i - 1]}–${names[i]} leaves the map at ${l}`);
        if (hs[hs.length - 1] !== l) hs.push(l);
      }
    }
    return { kind, hexes: hs };
  });
  const railways = [...a.railways, ...extra];

  // hexsides: A's between two of A's hexes; every other from all polylines
  const kindAt = new Map<string, { kind: HexsideKind; name?: string }>();
  const put = (x: string, y: string, kind: HexsideKind, name?: string): void => {
    const k = key(x, y);
    const old = kindAt.get(k);
    if (!old || RANK.indexOf(kind) > RANK.indexOf(old.kind)) kindAt.set(k, { kind, name });
  };
  const major = [...lines.MAJOR, ...THEATRE_MAJOR],
    minor = [...lines.MINOR, ...THEATRE_MINOR];
  for (const x of labels)
    for (const y of grid.neighbours(x)) {
      if (x > y || (inA.has(x) && inA.has(y))) continue;
      for (const [name, line] of minor) if (crosses(line, x, y)) put(x, y, 'minor-river', name);
      for (const line of lines.RIDGES) if (crosses(line, x, y)) put(x, y, 'ridge');
      for (const [name, line] of major) if (crosses(line, x, y)) put(x, y, 'major-river', name);
      for (const line of lines.HIGH_RIDGES) if (crosses(line, x, y)) put(x, y, 'high-ridge');
    }
  for (const [x, y] of THEATRE_LAKE_SIDES) {
    if (!grid.adjacent(x, y)) throw new Error(`lake side ${x}–${y}: not adjacent`);
    put(x, y, 'lake');
  }
  const bridges = new Set(THEATRE_BRIDGES.map(([x, y]) => key(x, y)));
  for (const r of extra) for (let i = 1; i < r.hexes.length; i++) bridges.add(key(r.hexes[i - 1], r.hexes[i]));
  const fresh: MapData['hexsides'] = [...kindAt.entries()].map(([k, v]) => {
    const [x, y] = k.split('|');
    return {
      a: x,
      b: y,
      kind: v.kind,
      ...(v.kind === 'major-river' && bridges.has(k) ? { bridge: true } : {}),
      ...(v.name ? { name: v.name } : {}),
    };
  });
  const hexsides = [...a.hexsides, ...fresh].sort((p, q) => (key(p.a, p.b) < key(q.a, q.b) ? -1 : 1));

  // regions: A's, the scenario areas and boards (a board = the area and two hexes around it, so
  // units pushed out of the area stay on the board, A.1/B.1), and the regions rules 39 and B.5.2 name
  const front = (f: string): string[] => hexes.filter((h) => f.includes(h.front)).map((h) => h.id);
  const ring = (area: string[], r: number): string[] => {
    const s = new Set(area);
    for (const h of area) for (const n of grid.within(h, r)) if (grid.has(n)) s.add(n);
    return labels.filter((l) => s.has(l));
  };
  const sideKeys = (name: string): Set<string> =>
    new Set(hexsides.filter((s) => s.name === name).map((s) => key(s.a, s.b)));
  const flood = (seed: string, blocked: Set<string>): string[] => {
    const seen = new Set([seed]);
    const todo = [seed];
    while (todo.length) {
      const h = todo.pop()!;
      for (const n of grid.neighbours(h))
        if (!seen.has(n) && !blocked.has(key(h, n))) {
          seen.add(n);
          todo.push(n);
        }
    }
    return labels.filter((l) => seen.has(l));
  };
  const B = front('P'),
    C = front('PG');
  const regions: MapData['regions'] = {
    ...a.regions,
    'board-A': a.hexes.map((h) => h.id),
    B,
    'board-B': ring(B, 2),
    C,
    'board-C': ring(C, 2),
    'west-edge': labels.filter((l) => l.endsWith(String(THEATRE_COLS[0]).padStart(2, '0'))),
    'east-edge': labels.filter((l) => parseInt(l.slice(2), 10) >= THEATRE_COLS[1] - 1),
    'north-of-dzwina': flood(hexNumber(1, 24), sideKeys('Dźwina')),
    'south-of-danube': flood(hexNumber(47, 1), sideKeys('Dunaj')),
    'hungarian-plain': hexes
      .filter((h) => h.nat === 'AH' && h.terrain === 'clear' && parseInt(h.id.slice(0, 2), 10) >= 44)
      .map((h) => h.id),
  };
  return {
    id: 'rozkaz-wschod-1914',
    title: { pl: 'Front wschodni 1914 (mapa Rozkazu)', en: 'The Eastern Front 1914 (Rozkaz map)' },
    ours: true,
    note: {
      pl: 'Mapa własna Rozkazu, nie kopia planszy NOVINA 1997. Numeracja heksów jak w instrukcji (wiersz, kolumna); geografia przybliżona. Prostokąt scenariusza A (wiersze 21–43, kolumny 07–24) bez zmian.',
      en: "Rozkaz's own map, not a copy of the NOVINA 1997 board. Hex numbers as in the rulebook (row, column); geography approximate. Scenario A's rectangle (rows 21–43, columns 07–24) unchanged.",
    },
    grid: a.grid,
    hexes,
    hexsides,
    towns,
    railways,
    regions,
    ...(a.romanianEdge ? { romanianEdge: a.romanianEdge } : {}),
  };
};

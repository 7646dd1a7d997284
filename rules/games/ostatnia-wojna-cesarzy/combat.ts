import { defOf, has, sideOf, unitsAt, withMoved, enemyAt, type Board } from './ctx.js';
import { clCrossing, enemyFortress, freeOf, type FreeTest } from './geo.js';
import { commanded, commandersOf, mayUseTowardHq, towardHq } from './command.js';
import { ARMY_RETREAT, versionOf } from './version.js';
import { other } from './mapindex.js';
import { PACK } from './pack.js';
import { packOf } from './pack-of.js';
import type { AttackTable, SideId } from './schema.js';
import type { OwcState, RetreatOption } from './state.js';
import { bridgedAsMajor, STACK } from './movement.js';
import { variant } from './variants.js';
import { hexNeighbour } from '../../core/hex.js';
import { crisisMods } from './supply.js';
import { fortressAttack } from './fortresses.js';
import { bridgeheadFace } from './bridgeheads.js';
import { worksMod } from './trenches.js';
import { allBySea, inPortPocket, unitEncircled } from './campaign/port-pocket.js';

/** 26.1: a bridgehead attacked across its front and its rear adds its strength under the normal procedure */
const bothFaces = (b: Board, target: string, attackers: string[], dside: SideId): number => {
  const f = bridgeheadFace(b, target, attackers, dside);
  return f?.face === 'both' ? f.strength : 0;
};

export interface Mod {
  rule: string;
  value: number;
  what: string;
}

/** The table cell for absolute SP totals (7.3, 11; MISS-1: our table). */
export const tableCell = (t: AttackTable, a: number, d: number): { chance: number; rmod: number } => {
  if (t.kind === 'grid') {
    const row = Math.min(Math.max(d, 1), t.chance.length) - 1;
    const col = Math.min(Math.max(a, 1), t.chance[row].length) - 1;
    return { chance: t.chance[row][col], rmod: t.rmod[row]?.[col] ?? 0 };
  }
  for (const b of t.bands) if (a * b.min[1] >= b.min[0] * d) return { chance: b.chance, rmod: b.rmod };
  const last = t.bands[t.bands.length - 1];
  return { chance: last.chance, rmod: last.rmod };
};
export const tables = (s?: OwcState): { normal: AttackTable; repeat: AttackTable } =>
  s?.tables ?? (s ? packOf(s) : PACK).tables;

/** 8.1.1–8.1.2: broken 1-SP units are "weak"; an HQ always fights as one (21.2). */
export const weak = (s: OwcState, id: string): boolean =>
  (s.units[id].broken || defOf(s, id).size === 'hq') && defOf(s, id).sp <= 1;
export const strength = (s: OwcState, id: string): number =>
  defOf(s, id).size === 'hq' || defOf(s, id).size === 'patrol'
    ? 0
    : s.units[id].broken
      ? defOf(s, id).sp >= 2
        ? 1
        : 0
      : defOf(s, id).sp;

export const defenderSp = (s: OwcState, ids: string[]): { sp: number; onlyWeak: boolean } => {
  const onlyWeak = ids.length > 0 && ids.every((u) => weak(s, u));
  if (onlyWeak) return { sp: 1, onlyWeak }; // 8.1.2: they count 1 in total
  return { sp: ids.reduce((t, u) => t + strength(s, u), 0), onlyWeak };
};

export interface AttackEval {
  a: number;
  d: number;
  base: number;
  rmod: number;
  mods: Mod[];
  chance: number;
  /** 7.4.6: ≥ 12 always succeeds, ≤ 0 always fails; no die is rolled */
  auto: 'success' | 'fail' | null;
  /** 25.2, 26: an attack on a fortress (or a bridgehead across its front): one check, no retreat */
  fortress?: { kind: 'fortress' | 'bridgehead'; strength: number };
}

/** Positional modifiers of one attacking unit (7.4.1, A.5), combined by the half-SP rule (7.4.3–7.4.4). */
const unitMods = (b: Board, id: string, target: string, free: FreeTest): Mod[] => {
  const h = b.s.units[id].hex!;
  const out: Mod[] = [];
  const side = b.m.side(h, target);
  if (side?.kind === 'minor-river') out.push({ rule: '7.4.1', value: -1, what: 'minor-river' });
  if (side?.kind === 'major-river') out.push({ rule: '7.4.2', value: -2, what: 'major-river' });
  if (side?.kind === 'ridge') out.push({ rule: '7.4.1', value: -2, what: 'ridge' });
  if (b.m.cls(h) === 'very') out.push({ rule: '7.4.1', value: -1, what: 'attacker-very-difficult' });
  if (has(b.s, 'A.5') && !free.has(h)) out.push({ rule: 'A.5', value: -2, what: 'attacker-encircled' });
  if (has(b.s, 'command') && !commanded(b, id)) out.push({ rule: '21.1.1', value: -2, what: 'uncommanded' }); // half-SP rule too (AMB-12)
  if (inPortPocket(b, id)) out.push({ rule: '38.1', value: -1, what: 'port-pocket' }); // per unit, as 24's
  return out;
};

export const evalAttack = (b: Board, target: string, attackers: string[], repeat: boolean): AttackEval => {
  const s = b.s;
  const defenders = unitsAt(b, target);
  // 25: an empty fortress defends with its garrison
  const dside = defenders.length ? sideOf(s, defenders[0]) : other(sideOf(s, attackers[0]));
  const a = attackers.reduce((t, u) => t + strength(s, u), 0);
  const fortress = fortressAttack(b, target, attackers, dside);
  const held = defenders.length ? defenderSp(s, defenders) : { sp: 0, onlyWeak: false };
  // 25.2: the fortress's strength joins the defence; 26.1: so does a bridgehead's attacked front and rear
  const d = held.sp + (fortress?.strength ?? bothFaces(b, target, attackers, dside));
  const onlyWeak = held.onlyWeak && !fortress;
  const cell = tableCell(repeat ? tables(s).repeat : tables(s).normal, a, d);
  if (fortress) {
    // 25.2.1 (AMB-43): the table's chance, artillery the only modifier (withSpecial)
    const auto = cell.chance >= 12 ? 'success' : cell.chance <= 0 ? 'fail' : null;
    return { a, d, base: cell.chance, rmod: cell.rmod, mods: [], chance: cell.chance, auto, fortress };
  }
  const mods: Mod[] = [];
  const cls = b.m.cls(target);
  if (cls === 'difficult') mods.push({ rule: '7.4.1', value: -1, what: 'target-difficult' });
  if (cls === 'very') mods.push({ rule: '7.4.1', value: -2, what: 'target-very-difficult' });
  const freeD = freeOf(b, dside);
  if (!freeD.has(target)) {
    // 38.1: German defenders supplied by sea are not encircled, +1 instead (a stack with others in it stays encircled)
    if (allBySea(b, target, dside, defenders)) mods.push({ rule: '38.1', value: 1, what: 'port-pocket' });
    else mods.push({ rule: '7.4.5', value: 2, what: 'defender-encircled' });
  }
  if (onlyWeak) mods.push({ rule: '8.1.2', value: 2, what: 'only-broken-weak' });
  if (defenders.every((u) => defOf(s, u).arm === 'cavalry')) mods.push({ rule: '12', value: 1, what: 'only-cavalry' });
  if (has(s, 'A.3') && b.m.fortress(target) === dside) mods.push({ rule: 'A.3', value: -4, what: 'fortress' });
  else if (has(s, 'trenches')) {
    const w = worksMod(b, target, attackers); // 24, 24.1
    if (w) mods.push(w);
  } else if (has(s, 'A.3') && b.m.fortified(target) > 0) mods.push({ rule: 'A.3', value: -2, what: 'fortified-area' });
  mods.push(...crisisMods(s, target, other(dside))); // 22.5
  // 7.4.3/7.4.4: the least favourable per-unit modifier that covers at least half the attacking SP
  const freeA = freeOf(b, other(dside));
  const per = attackers.map((u) => ({ u, sp: strength(s, u), mods: unitMods(b, u, target, freeA) }));
  per.sort((x, y) => sum(x.mods) - sum(y.mods));
  let acc = 0;
  for (const p of per) {
    acc += p.sp;
    if (2 * acc >= a) {
      const v = sum(p.mods);
      if (v !== 0)
        mods.push({ rule: '7.4.3', value: v, what: 'attackers-position:' + p.mods.map((m) => m.what).join('+') });
      break;
    }
  }
  const chance = cell.chance + mods.reduce((t, m) => t + m.value, 0);
  return {
    a,
    d,
    base: cell.chance,
    rmod: cell.rmod,
    mods,
    chance,
    // 21.2: an attack on a lone broken HQ always succeeds
    auto: loneBrokenHq(s, defenders) || chance >= 12 ? 'success' : chance <= 0 ? 'fail' : null,
  };
};
const loneBrokenHq = (s: OwcState, ids: string[]): boolean =>
  ids.length === 1 && defOf(s, ids[0]).size === 'hq' && s.units[ids[0]].broken;
const sum = (ms: Mod[]): number => ms.reduce((t, m) => t + m.value, 0);

/** 8.2–8.4: resilience modifiers that come from the attack itself. */
export const attackCheckMods = (
  s: OwcState,
  attackers: string[],
  defenders: string[],
  rmod: number,
): { rule: string; value: number }[] => {
  const out: { rule: string; value: number }[] = [];
  if (rmod) out.push({ rule: '8.2', value: rmod });
  const maxD = Math.max(...defenders.map((u) => defOf(s, u).r));
  if (attackers.some((u) => !s.units[u].broken && defOf(s, u).r > maxD)) out.push({ rule: '8.3', value: -1 });
  if (attackers.some((u) => [5, 7].includes(defOf(s, u).r))) out.push({ rule: '8.4', value: 1 });
  return out;
};

/** 9.2 / A.4: is the step a→c in the proper direction for `side`? */
export const properStep = (b: Board, side: SideId, a: string, c: string | null, offDx = 0): boolean => {
  if (c === null) return side === 'allies' ? offDx < 0 : offDx > 0;
  const dx = b.m.x(c) - b.m.x(a);
  if (side === 'allies' ? dx < 0 : dx > 0) return true;
  if (has(b.s, 'A.4'))
    for (const f of b.s.retreatFortresses[side] ?? [])
      if (b.m.has(f) && b.m.grid.distance(c, f) === b.m.grid.distance(a, f) - 1) return true;
  return false;
};

/** The six directions of a flat-topped hex (N, NE, SE, S, SW, NW) and their east–west step. */
const OFF_DX = [0, 1, 1, 0, -1, -1];
/** Directions in which a hex has no neighbour on the map (its off-map sides). */
const offDirs = (b: Board, h: string): number[] => {
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    if (b.m.grid.labelAt(hexNeighbour(b.m.grid.toAxial(h), d, 'flat')) === undefined) out.push(d);
  }
  return out;
};

export const OFF = 'off';
/** 13 with 9.2: does a step off the board from `a` go in the proper direction? */
const offProper = (b: Board, side: SideId, a: string): boolean =>
  Math.max(...offDirs(b, a).map((d) => (side === 'allies' ? -OFF_DX[d] : OFF_DX[d]))) > 0;

interface StepEval {
  ok: boolean;
  parts: { rule: string; value: number }[];
}
/**
 * One retreat step (9.2–9.4), with 9.4.2 (own uninvolved units in the hex entered cancel the CL). `hq`:
 * 21.5 lets the step 9.4.1 forbids be made toward this HQ (the caller names it, or null).
 */
const retreatStep = (
  b: Board,
  side: SideId,
  a: string,
  c: string,
  involved: Set<string>,
  hq?: (a: string, c: string) => string | null,
): StepEval & { hq?: string } => {
  const m = b.m;
  if (c === OFF) {
    const owner = m.edgeOwner(a);
    if (owner !== side) return { ok: false, parts: [] }; // 13: enemy edge blocks; Romanian border never crossed
    return { ok: true, parts: offProper(b, side, a) ? [] : [{ rule: '9.2', value: -1 }] };
  }
  if (m.impassable(a, c) || enemyAt(b, c, side) || enemyFortress(b, c, side)) return { ok: false, parts: [] };
  const parts: { rule: string; value: number }[] = [];
  if (!properStep(b, side, a, c)) parts.push({ rule: '9.2', value: -1 });
  const major = m.majorUnbridged(a, c) || bridgedAsMajor(b.s, m, a, c),
    ridge = m.ridge(a, c),
    very = m.cls(c) === 'very';
  if (major || ridge || very) parts.push({ rule: '9.3', value: -((major ? 1 : 0) + (ridge ? 1 : 0) + (very ? 1 : 0)) });
  const cancelled = unitsAt(b, c).some((u) => sideOf(b.s, u) === side && !involved.has(u));
  if (!cancelled) {
    const cl = clCrossing(b, side, a, c);
    if (cl.units > 0) {
      const toHq = major || ridge || very ? hq?.(a, c) : undefined;
      if ((major || ridge || very) && !toHq) return { ok: false, parts }; // 9.4.1
      // AMB-10: enemy CL units on the hexside, or (game option retreatClCount = hex) enemy hexes
      const n = variant(b.s, 'retreatClCount') === 'hex' ? cl.hexes.length : cl.units;
      parts.push({ rule: '9.4', value: -2 - (n - 1) });
      if (toHq) return { ok: true, parts, hq: toHq }; // 21.5
    }
  }
  return { ok: true, parts };
};

/**
 * Every legal retreat of `unit` from its hex (9.1–9.5.1, 13), scored. Empty: it cannot retreat (9.5.2).
 * `involved`: units of this combat (they do not cancel CLs under 9.4.2).
 */
export const retreatOptions = (b: Board, unit: string, length: 1 | 2, involved: Set<string>): RetreatOption[] => {
  const s = b.s;
  const side = sideOf(s, unit);
  const start = s.units[unit].hex!;
  const gone = withMoved(b, unit, start, null);
  const startEnc = unitEncircled(b, unit, start); // 6.3, 38.1
  // 21.1.2: an uncommanded unit retreats as if encircled (−1 at the start, −1 at the end); never both (AMB-13)
  const cmd = has(s, 'command');
  const startUncommanded = cmd && !startEnc && !commanded(b, unit);
  const nexts = (h: string): string[] => [...b.m.grid.neighbourCells(h), ...(b.m.edgeOwner(h) === side ? [OFF] : [])];
  const raw: { path: string[]; parts: { rule: string; value: number }[] }[] = [];
  const ones: typeof raw = [];
  // 21.5 (rules version 7): the paths with one step toward an own HQ 9.4.1 forbids, by path (our reading:
  // only where no other retreat exists, since the unit is broken by it, the worst a check can do)
  const viaHq = new Map<string, string>();
  const paths = (hq?: (a: string, c: string) => string | null) => {
    for (const h1 of nexts(start)) {
      const e1 = retreatStep(gone, side, start, h1, involved, hq);
      if (!e1.ok) continue;
      const one = { path: [h1], parts: e1.parts };
      ones.push(one);
      if (e1.hq) viaHq.set(h1, e1.hq);
      if (length === 1 || h1 === OFF) {
        raw.push(one);
        continue;
      }
      for (const h2 of nexts(h1)) {
        if (h2 === start || (h2 !== OFF && b.m.grid.adjacent(h2, start))) continue; // 9.1
        const e2 = retreatStep(gone, side, h1, h2, involved, e1.hq ? undefined : hq); // one a retreat
        if (!e2.ok) continue;
        raw.push({ path: [h1, h2], parts: [...e1.parts, ...e2.parts] });
        if (e1.hq || e2.hq) viaHq.set(`${h1},${h2}`, (e1.hq ?? e2.hq)!);
      }
    }
  };
  paths();
  // the range is judged with the unit where the step starts (its own presence counts against encirclement, 6.2.4)
  if (!ones.length && cmd && mayUseTowardHq(s, unit))
    paths((a, c) => towardHq(a === start ? b : withMoved(b, unit, start, a), unit, a, c));
  let list = raw;
  let short = false;
  if (length === 2 && !raw.some((r) => r.path.length === 2 || r.path[0] === OFF)) {
    short = true; // 9.5.1: only one hex possible
    list = ones;
  } else if (length === 2) list = raw.filter((r) => r.path.length === 2 || r.path[0] === OFF);
  if (versionOf(s) >= ARMY_RETREAT && cmd && defOf(s, unit).size !== 'hq') list = armyRetreat(b, unit, start, list);
  const moved = new Map<string, Board>(); // the board after the retreat, by end hex
  const out: RetreatOption[] = list.map((r) => {
    const end = r.path[r.path.length - 1];
    const parts = [...r.parts];
    if (short) parts.push({ rule: '9.5.1', value: -3 });
    if (startEnc) parts.push({ rule: '9.5', value: -1 });
    if (startUncommanded) parts.push({ rule: '21.1.2', value: -1 });
    let endEnc = false;
    let adj = false;
    if (end !== OFF) {
      let after = moved.get(end);
      if (!after) moved.set(end, (after = withMoved(b, unit, start, end)));
      endEnc = unitEncircled(after, unit, end);
      if (endEnc) parts.push({ rule: '9.5', value: -1 });
      else if (cmd && !commanded(after, unit, end)) parts.push({ rule: '21.1.2', value: -1 });
      adj = b.m.grid.neighbourCells(end).some((n) => enemyAt(gone, n, side));
    }
    const xs = [start, ...r.path].map((h) => (h === OFF ? null : b.m.x(h)));
    const lastX = xs[xs.length - 1] ?? xs[xs.length - 2]! + (side === 'allies' ? -1 : 1);
    const progress = side === 'allies' ? xs[0]! - lastX : lastX - xs[0]!;
    const hq = viaHq.get(r.path.join());
    return {
      path: r.path,
      mod: parts.reduce((t, p) => t + p.value, 0),
      parts,
      endEncircled: endEnc,
      endAdjacentEnemy: adj,
      progress,
      ...(hq ? { towardHq: hq } : {}),
    };
  });
  // 5.3 / 9.6: a path ending on a full hex only if it is strictly the least costly
  const full = (o: RetreatOption): boolean =>
    o.path[o.path.length - 1] !== OFF && unitsAt(b, o.path[o.path.length - 1]).length >= STACK;
  const bestOk = Math.max(-Infinity, ...out.filter((o) => !full(o)).map((o) => o.mod));
  return out.filter((o) => !full(o) || o.mod > bestOk);
};

/**
 * 21.4 army retreat: a step toward an own HQ whose command range holds the unit at the step's start
 * (the distance to it falls) counts as proper, as a geographic one does. Each path is scored with one
 * direction for all its steps (geographic, or toward one HQ), the better of the two; a path may mix
 * them only when mixing scores strictly better than every path scored without mixing (so among equal
 * scores nobody mixes: TC-35's XIX Corps goes on onto its HQ's hex). A step off the board is geographic.
 */
type RawPath = { path: string[]; parts: { rule: string; value: number }[] };
const armyRetreat = (b: Board, unit: string, start: string, list: RawPath[]): RawPath[] => {
  const side = sideOf(b.s, unit);
  const hqs = new Map<string, { hq: string; at: string }[]>(); // step start → HQs in range there
  const inRange = (a: string) => {
    let l = hqs.get(a);
    if (!l) hqs.set(a, (l = commandersOf(b, unit, a).map(({ hq }) => ({ hq, at: b.s.units[hq].hex! }))));
    return l;
  };
  const scored = list.map((r) => {
    const steps = r.path.map((c, k) => ({ a: k ? r.path[k - 1] : start, c }));
    const geo = steps.map(({ a, c }) => (c === OFF ? offProper(b, side, a) : properStep(b, side, a, c)));
    const toward = steps.map(({ a, c }) =>
      c === OFF
        ? []
        : inRange(a)
            .filter((h) => b.m.grid.distance(c, h.at) < b.m.grid.distance(a, h.at))
            .map((h) => h.hq),
    );
    const wrongGeo = geo.filter((g) => !g).length;
    const everyHq = new Set(toward.flat());
    const wrongHq = Math.min(wrongGeo, ...[...everyHq].map((hq) => toward.filter((l) => !l.includes(hq)).length));
    const wrongMixed = steps.filter((_, k) => !geo[k] && !toward[k].length).length;
    const other = r.parts.filter((p) => p.rule !== '9.2').reduce((n, p) => n + p.value, 0);
    return { r, other, pure: Math.min(wrongGeo, wrongHq), mixed: wrongMixed };
  });
  const bestPure = Math.max(...scored.map((x) => x.other - x.pure));
  return scored.map(({ r, other, pure, mixed }) => {
    const wrong = other - mixed > bestPure ? mixed : pure;
    const parts = r.parts.filter((p) => p.rule !== '9.2');
    for (let k = 0; k < wrong; k++) parts.unshift({ rule: '9.2', value: -1 });
    return { path: r.path, parts };
  });
};

/**
 * 9.6–9.8: what the engine must take, and what the owner may choose among.
 * `forced`: the paths the rules allow (ties after 9.8); `escapes`: 9.7 alternatives.
 */
export const chooseRetreat = (opts: RetreatOption[]): { forced: RetreatOption[]; escapes: RetreatOption[] } => {
  if (!opts.length) return { forced: [], escapes: [] };
  const best = Math.max(...opts.map((o) => o.mod));
  let min = opts.filter((o) => o.mod === best);
  if (min.some((o) => !o.endAdjacentEnemy)) min = min.filter((o) => !o.endAdjacentEnemy);
  const bestProg = Math.max(...min.map((o) => o.progress));
  min = min.filter((o) => o.progress === bestProg);
  const escapes = min.every((o) => o.endEncircled) ? opts.filter((o) => !o.endEncircled) : [];
  const key = (o: RetreatOption): string => o.path.join('-');
  min.sort((x, y) => (key(x) < key(y) ? -1 : 1));
  escapes.sort((x, y) => y.mod - x.mod || (key(x) < key(y) ? -1 : 1));
  // two equal paths to the same hex are the same choice: offer one per end hex
  const uniq = (l: RetreatOption[]): RetreatOption[] => {
    const seen = new Set<string>();
    return l.filter((o) => {
      const e = o.path[o.path.length - 1];
      if (seen.has(e)) return false;
      seen.add(e);
      return true;
    });
  };
  return { forced: uniq(min), escapes: uniq(escapes) };
};

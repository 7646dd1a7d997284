/** Component lookups: the pack (validated once) or a position's own components. */
import { rozkazPack } from './packs/rozkaz/index.js';
import {
  armySchema,
  chartSchema,
  packSchema,
  type ArmyDef,
  type HqType,
  type Pack,
  type Section,
  type Terrain,
  type TerrainId,
  type UnitDef,
} from './schema.js';
import type { Custom, MState, MSide } from './state.js';
import { formatPath } from '../../core/zod-path.js';
import { packRegistry, type PackRegistry } from '../../core/pack-registry.js';

export interface UnitCard {
  id: string;
  kind: 'unit';
  army: string;
  unit: string;
  attack?: string;
  defense?: number;
  bombard?: string;
  range?: number;
  volley?: string;
  pursuit?: number;
  withdraw?: number;
  nra?: boolean;
}
export interface HqCard {
  id: string;
  kind: HqType;
  army: string;
  name?: string;
  command?: number;
  combat?: number;
  rally?: number;
  pursuitMod?: number;
  grandBattery?: boolean;
  attack?: string;
}
export type Card = UnitCard | HqCard;
export type Unit = UnitDef & { army: string };

export interface Defs {
  pack: Pack;
  chart: Record<TerrainId, Terrain>;
  byCode: Record<string, TerrainId>;
  sections: Section[];
  armies: Record<string, ArmyDef>;
  cards: Record<string, Card>;
  units: Record<string, Unit>;
  /** an army's deck in printed order */
  decks: Record<string, string[]>;
}

const pad = (n: number) => String(n).padStart(2, '0');

const build = (pack: Pack, custom?: Custom): Defs => {
  const chartList = custom?.chart ?? pack.chart;
  const chart = Object.fromEntries(chartList.map((t) => [t.id, t])) as Record<TerrainId, Terrain>;
  const byCode = Object.fromEntries(chartList.map((t) => [t.code, t.id]));
  const armies: Record<string, ArmyDef> = {};
  for (const a of pack.armies) armies[a.id] = a;
  for (const a of custom?.armies ?? []) armies[a.id] = a;
  const cards: Record<string, Card> = {};
  const units: Record<string, Unit> = {};
  const decks: Record<string, string[]> = {};
  for (const a of Object.values(armies)) {
    const deck: string[] = [];
    let n = 0;
    for (const u of a.units) units[u.id] = { ...u, army: a.id };
    for (const c of a.unitCards) {
      const id = `${a.id}-${pad(++n)}`;
      cards[id] = { id, kind: 'unit', army: a.id, ...c };
      deck.push(id);
    }
    for (const h of a.hq)
      for (let k = 0; k < h.count; k++) {
        const id = `${a.id}-${pad(++n)}`;
        const { type, count: _count, ...rest } = h;
        cards[id] = { id, kind: type, army: a.id, ...rest };
        deck.push(id);
      }
    decks[a.id] = deck;
  }
  return { pack, chart, byCode, sections: pack.sections, armies, cards, units, decks };
};

let packDefs: Defs | null = null;
export const packDefsOf = (): Defs => {
  if (!packDefs) {
    const r = packSchema.safeParse(rozkazPack);
    if (!r.success)
      throw new Error(
        `rozkaz pack invalid: ${r.error.issues.map((i) => `${formatPath(i.path)}: ${i.message}`).join('; ')}`,
      );
    packDefs = build(r.data);
  }
  return packDefs;
};

/**
 * Club packs by content hash (core/pack-registry.ts): createManoeuvre(pack) registers its pack, and a
 * game on it names the hash in its state (`packHash`). Lookups are kept per hash, so a state read back
 * from storage (a new object every time) finds them built.
 */
let registry: PackRegistry<Pack> | null = null;
const packs = (): PackRegistry<Pack> => (registry ??= packRegistry('manoeuvre', 'createManoeuvre', packDefsOf().pack));
/** registers a pack other than ours; its content hash (undefined for ours) */
export const registerPack = (pack: Pack): string | undefined => packs().register(pack);

/** a new game's state names the club pack it plays on, by hash (ours: nothing, so its states stay as they were) */
export const namePack = (s: MState, pack: Pack | undefined): void => {
  const hash = pack && registerPack(pack);
  if (!pack || !hash) return;
  s.pack = pack.id;
  s.packHash = hash;
};

const byHash = new Map<string, Defs>();
const defsByHash = (hash: string): Defs => {
  let d = byHash.get(hash);
  if (!d) byHash.set(hash, (d = build(packs().of({ pack: hash }))));
  return d;
};

/** The lookups of a pack passed in (createManoeuvre(pack)); our shipped pack's are `packDefsOf()`. */
export const packDefsFor = (pack: Pack): Defs => {
  const hash = registerPack(pack);
  return hash === undefined ? packDefsOf() : defsByHash(hash);
};

const customDefs = new WeakMap<Custom, Defs>();
export const defs = (s: MState): Defs => {
  // a game on a club pack names it by hash; states from before the hash carry the pack itself (packData)
  const base = s.packHash ? defsByHash(s.packHash) : s.packData ? packDefsFor(s.packData) : packDefsOf();
  if (!s.custom) return base;
  let d = customDefs.get(s.custom);
  if (!d) {
    d = build(base.pack, s.custom);
    customDefs.set(s.custom, d);
  }
  return d;
};

export const validateCustom = (c: Custom): string[] => {
  const errs: string[] = [];
  c.armies?.forEach((a, i) => {
    const r = armySchema.safeParse(a);
    if (!r.success) errs.push(...r.error.issues.map((x) => `${formatPath(x.path, `armies[${i}]`)}: ${x.message}`));
  });
  if (c.chart) {
    const r = chartSchema.safeParse(c.chart);
    if (!r.success) errs.push(...r.error.issues.map((x) => `${formatPath(x.path, 'chart')}: ${x.message}`));
  }
  return errs;
};

export const card = (s: MState, id: string): Card => defs(s).cards[id];
export const unitDef = (s: MState, id: string): Unit => defs(s).units[id];
export const terrainAt = (s: MState, sq: string): Terrain => {
  const i = sq.charCodeAt(0) - 97 + 8 * (Number(sq.slice(1)) - 1);
  return defs(s).chart[(s.terrain?.[i] ?? 'open') as TerrainId];
};
export const strength = (s: MState, unit: string): number => {
  const u = unitDef(s, unit),
    st = s.units[unit];
  return st.status === 'full' ? u.full : st.status === 'reduced' ? u.reduced : 0;
};
export const armyOf = (s: MState, side: MSide): ArmyDef => defs(s).armies[s.players[side].army!];
export const armyHas = (s: MState, side: MSide, kind: HqType): boolean =>
  armyOf(s, side)?.hq.some((h) => h.type === kind) ?? false;
export const unitAt = (s: MState, sq: string): string | null => {
  for (const [id, u] of Object.entries(s.units)) if (u.sq === sq) return id;
  return null;
};
export const isUnitCard = (c: Card | undefined): c is UnitCard => c?.kind === 'unit';

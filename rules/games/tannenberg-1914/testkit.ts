import { hexLabel } from './geometry.js';
import { PACK } from './pack.js';
import type { MapData, Terrain } from './schema.js';
import { MapIndex } from './terrain.js';

/**
 * A small made-up map for procedure tests: columns A28–A36, rows B26–B36, all clear and German
 * unless told otherwise, with the pack's tables. Tests name the features they need.
 */
export interface MiniMap {
  terrain?: Record<string, Terrain>;
  hills?: string[];
  russian?: string[];
  sides?: MapData['hexsides'];
  roads?: string[][];
  rails?: MapData['railways'];
  forts?: MapData['forts'];
  bases?: MapData['supplyBases'];
  bridges?: MapData['vistulaBridges'];
}
export const miniMap = (m: MiniMap = {}): MapIndex => {
  const hexes: MapData['hexes'] = [];
  for (let a = 28; a <= 36; a++)
    for (let b = 26; b <= 36; b++) {
      const id = hexLabel(a, b);
      hexes.push({
        id,
        t: m.terrain?.[id] ?? 'clear',
        ...(m.hills?.includes(id) ? { hill: true as const } : {}),
        c: m.russian?.includes(id) ? 'ru' : 'de',
      });
    }
  const map: MapData = {
    id: 'test',
    title: { pl: 't', en: 't' },
    ours: true,
    note: { pl: 't', en: 't' },
    hexes,
    hexsides: m.sides ?? [],
    roads: m.roads ?? [],
    railways: m.rails ?? [],
    vistulaBridges: m.bridges ?? [],
    towns: [],
    forts: m.forts ?? [],
    supplyBases: m.bases ?? [],
    regions: {},
  };
  return new MapIndex(map, PACK.tables);
};

/**
 * A Gumbinnen position with only the named pieces on the map, nothing on the track, at the start
 * of turn 1's orders phase; `start` runs the automatic steps with the given dice, both sides
 * naming no reserve in phase 4.
 */
import { FixedDice } from '../../core/dice.js';
import { setupScenario } from './setup.js';
import { RULES_VERSION, type TbState } from './state.js';
import { advance } from './phases/turn.js';
import type { Turn } from '../../core/runner.js';
import tannenberg from './index.js';
import { startCombat } from './phases/combat.js';
export const fixture = (pieces: Record<string, string>, scenario = 'gumbinnen-1914'): TbState => {
  const s = setupScenario(scenario);
  s.rulesVersion = RULES_VERSION;
  for (const u of Object.values(s.units)) u.hex = null;
  for (const h of Object.values(s.hqs)) h.hex = null;
  for (const t of Object.values(s.trains)) t.hex = null;
  s.arrivals = [];
  for (const [id, hex] of Object.entries(pieces)) {
    if (s.units[id]) s.units[id].hex = hex;
    else if (s.hqs[id]) s.hqs[id].hex = hex;
    else throw new Error(`fixture: no piece ${id}`);
  }
  return s;
};
/** the sealed windows of `kinds` with nothing named pass (16.1 masking, 16.3 recon, 4.5.1 reserves) */
export const passWindows = (t: Turn<TbState>, kinds: readonly string[]): TbState => {
  while (t.s.await && kinds.includes(t.s.await.kind)) {
    t.s.await.sides = [];
    advance(t);
  }
  return t.s;
};
/**
 * Turn 1 of Gumbinnen with François at A38B41 (a roll of 1: MARCH), 1/1 I at A41B39 and Rennenkampf
 * at A48B40 besides `pieces`, run with `dice` up to the first window not in `pass`
 */
export const gumbinnenAt = (pieces: Record<string, string>, dice: number[], pass: readonly string[]): TbState => {
  const s = fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-rennenkampf': 'A48B40', ...pieces });
  const t = { s, side: '', dice: new FixedDice(dice), events: [] };
  advance(t);
  return passWindows(t, pass);
};
/** a `rail-move` order (5.2.4), leaving the map at its end with `exit` (5.1.8) */
export const ride = (unit: string, path: string[], exit?: boolean) => ({
  type: 'rail-move',
  unit,
  path,
  ...(exit ? { exit } : {}),
});
/** a batch of orders applied with these dice, and the state of a batch that must pass */
export const play = (s: TbState, side: string, orders: unknown[], dice: number[] = []) =>
  tannenberg.apply(s, side, { orders } as never, new FixedDice(dice));
export const ok = <S>(r: { ok: boolean; state?: S; error?: unknown }): S => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.state!;
};
export const start = (s: TbState, dice: number[]): TbState => {
  const t = { s, side: '', dice: new FixedDice(dice), events: [] };
  advance(t);
  return passWindows(t, ['mask', 'recon', 'reserve']);
};
/**
 * phase 8 of turn 1 with the German holding the initiative, every corps HQ on the map under MARCH (13.5:
 * it gives its shift) and these pieces on the map; `version` an older rules version
 */
export const atCombatPhase = (
  pieces: Record<string, string>,
  scenario = 'gumbinnen-1914',
  version?: number,
): TbState => {
  const s = fixture(pieces, scenario);
  if (version) s.rulesVersion = version;
  for (const h of Object.values(s.hqs)) if (h.hex) h.order = 'march';
  s.phase = 'combat';
  s.initiative = 'de';
  startCombat(s);
  s.await = { kind: 'combat', sides: ['de'] };
  return s;
};
/** 9.7.7: 1/1 I, 2/1 I and 1/1 R (6, 6, 5) at A35B26 face 1/29/XX, 2/29/XX and 1/28/XX across the strait to A36B26 */
export const acrossStrait = {
  'de-1-1-i': 'A35B26',
  'de-2-1-i': 'A35B26',
  'de-1-1r-ir': 'A35B26',
  'ru-1-29-xx': 'A36B26',
  'ru-2-29-xx': 'A36B26',
  'ru-1-28-xx': 'A36B26',
};

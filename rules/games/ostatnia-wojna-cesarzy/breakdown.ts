import type { GameEvent } from '../../core/contract.js';
import { unitW } from './cow.js';
import { boardOf, defOf, has, sideOf, unitsAt } from './ctx.js';
import { ev, evFor, fail } from './events.js';
import { STACK } from './movement.js';
import type { ScenarioData } from './schema.js';
import type { OwcState, UnitState } from './state.js';
import { versionOf } from './version.js';

/**
 * 27: corps break-down. A corps (scenario data: the divisions it holds, C.5's substitutions being
 * just other lists) becomes its divisions in its hex, and the divisions recombine into it, in the
 * owner's supply phase. Broken corps do not break down, broken divisions do not recombine; one
 * division may be stood in for by another unit of equal SP, R and nation, which then belongs to the
 * corps. A face-down corps's divisions stay face down (and the other side learns nothing).
 * From rules version 2 a corps also breaks down or recombines at the start of the owner's (normal)
 * movement phase, the first orders of its movement batch (`atMovementStart`), and what the corps or
 * its divisions did this player-turn (dug, attacked, placed, 6.2.2's exception) passes to what they become.
 */

export const breakdownOn = (s: OwcState): s is OwcState & { corps: Record<string, string[]> } =>
  has(s, 'breakdown') && !!s.corps;

/** setup: every corps of the scenario holds its divisions; one that starts broken down stands as them */
export const setupCorps = (s: OwcState, sc: ScenarioData): void => {
  if (!sc.rules.includes('breakdown') || !sc.corps) return;
  s.corps = {};
  for (const c of sc.corps) {
    const corps = s.units[c.corps];
    if (!corps) continue;
    s.corps[c.corps] = [...c.divisions];
    for (const d of c.divisions) s.units[d] = { id: d, where: 'split', hex: null, broken: false };
    if (c.split && corps.where === 'map') {
      for (const d of c.divisions) Object.assign(unitW(s, d), { where: 'map', hex: corps.hex });
      Object.assign(unitW(s, c.corps), { where: 'split', hex: null });
    }
  }
};

/** the own corps that may break down now: on the map, unbroken, room in the hex for their divisions */
export const splittable = (s: OwcState): string[] =>
  !breakdownOn(s)
    ? []
    : Object.keys(s.corps).filter((c) => {
        const u = s.units[c]; // a position may leave a corps of the scenario out
        return (
          u?.where === 'map' &&
          !u.broken &&
          sideOf(s, c) === s.phasing &&
          s.corps[c].every((d) => s.units[d]?.where === 'split') &&
          unitsAt(boardOf(s), u.hex!).length - 1 + s.corps[c].length <= STACK
        );
      });

/** the own broken-down corps whose divisions stand together unbroken now: corps → divisions */
export const mergeable = (s: OwcState): [string, string[]][] =>
  !breakdownOn(s)
    ? []
    : Object.entries(s.corps).filter(([c, ds]) => {
        if (s.units[c]?.where !== 'split' || sideOf(s, c) !== s.phasing) return false;
        const h = s.units[ds[0]]?.hex;
        return !!h && ds.every((d) => s.units[d]?.where === 'map' && s.units[d].hex === h && !s.units[d].broken);
      });

/** the flags of this player-turn that bar moving or attacking: a unit made of others keeps theirs (v2) */
const TURN_FLAGS = ['dug', 'attacked', 'attackedNormal', 'noAttack', 'placed', 'moved'] as const;
const inherit = (to: UnitState, from: UnitState[]): void => {
  for (const k of TURN_FLAGS) if (from.some((u) => u[k])) to[k] = true;
};

/**
 * 27 (v2): at the start of the owner's movement phase: the batch's `split` and `merge` orders, applied
 * before its marches wherever they stand in it, each as in the supply phase
 */
export const atMovementStart = (
  s: OwcState,
  orders: { o: { type: string; unit?: string; corps?: string; units?: string[] }; at: string }[],
  out: GameEvent[],
): void => {
  for (const { o, at } of orders) {
    if (o.type !== 'split' && o.type !== 'merge') continue;
    if (versionOf(s) < 2 || s.phase !== 'move')
      fail('27', 'supply-phase', 'corps break down or recombine in the supply phase', `${at}.type`);
    if (o.type === 'split') splitCorps(s, o.unit!, at, out);
    else mergeCorps(s, o.corps!, o.units!, at, out);
  }
};

const say = (s: OwcState, u: UnitState, type: string, data: Record<string, unknown>): GameEvent =>
  u.concealed ? evFor(type, data, sideOf(s, u.id), '27') : ev(type, data, '27');

/** 27: break a corps down into its divisions in its hex */
export const splitCorps = (s: OwcState, unit: string, at: string, out: GameEvent[]): void => {
  if (!splittable(s).includes(unit))
    fail('27', 'not-splittable', `${unit} is not an own unbroken corps that may break down here`, `${at}.unit`);
  const corps = unitW(s, unit);
  const hex = corps.hex!;
  for (const d of s.corps![unit])
    Object.assign(unitW(s, d), { where: 'map', hex, broken: false }, corps.concealed ? { concealed: true } : {});
  if (versionOf(s) >= 2) for (const d of s.corps![unit]) inherit(unitW(s, d), [corps]);
  out.push(say(s, corps, 'corps-split', { corps: unit, hex, divisions: s.corps![unit] }));
  Object.assign(corps, { where: 'split', hex: null });
  delete corps.concealed;
};

/** 27: recombine divisions (one may stand in for a missing one of equal SP, R and nation) into their corps */
export const mergeCorps = (s: OwcState, corps: string, units: string[], at: string, out: GameEvent[]): void => {
  const list = breakdownOn(s) ? s.corps[corps] : undefined;
  if (!list || s.units[corps].where !== 'split' || sideOf(s, corps) !== s.phasing)
    fail('27', 'not-broken-down', `${corps} is not an own broken-down corps`, `${at}.corps`);
  if (units.length !== list!.length || new Set(units).size !== units.length)
    fail('27', 'divisions', `${corps} recombines from ${list!.length} divisions`, `${at}.units`);
  const hex = s.units[units[0]]?.hex;
  units.forEach((id, j) => {
    const u = s.units[id];
    if (u?.where !== 'map' || u.hex !== hex || sideOf(s, id) !== s.phasing)
      fail('27', 'not-together', `${id} is not an own unit in ${hex}`, `${at}.units[${j}]`);
    if (u.broken) fail('27', 'broken', `${id} is broken and cannot recombine`, `${at}.units[${j}]`);
  });
  const stand = units.filter((u) => !list!.includes(u));
  const missing = list!.filter((d) => !units.includes(d));
  if (stand.length > 1) fail('27', 'substitutes', 'at most one unit stands in for a division', `${at}.units`);
  if (stand.length === 1) {
    const [x, m] = [defOf(s, stand[0]), defOf(s, missing[0])];
    if (x.sp !== m.sp || x.r !== m.r || x.nat !== m.nat || x.size === 'corps' || x.size === 'hq')
      fail('27', 'substitute', `${stand[0]} differs from ${missing[0]} in SP, R or nation`, `${at}.units`);
    s.corps![corps] = list!.map((d) => (d === missing[0] ? stand[0] : d));
  }
  const c = unitW(s, corps);
  const concealed = units.every((u) => s.units[u].concealed);
  Object.assign(c, { where: 'map', hex, broken: false }, concealed ? { concealed: true } : {});
  if (versionOf(s) >= 2)
    inherit(
      c,
      units.map((u) => s.units[u]),
    );
  for (const d of units) {
    Object.assign(unitW(s, d), { where: 'split', hex: null });
    delete unitW(s, d).concealed;
  }
  out.push(say(s, c, 'corps-merged', { corps, hex, divisions: units }));
};

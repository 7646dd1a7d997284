import type { GameEvent } from '../../../core/contract.js';
import type { Placed as PlacedOrder, Turn } from '../../../core/runner.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import { mapOf, position, sideOf, unitDef, type Position } from '../ctx.js';
import { emptyMarkersRemoved, reconRange, reconSucceeds } from '../masking.js';
import { enemyOf } from '../pieces.js';
import { packOf } from '../pack-of.js';
import type { SideId } from '../schema.js';
import { V17, versionOf, type MarkerState, type SealedOrder, type TbState } from '../state.js';
import type { TbOrder } from '../orders.js';
import { openBridges } from './movement.js';

/**
 * Rule 16 in the turn. Phase 1 ends with a sealed window: each side puts units of one hex under a
 * numbered masking marker (16.1.2, 16.2.2), places empty markers beside its own pieces (16.2.3) or
 * lifts its markers (AMB-55); nothing of a side's part reaches the other until both are in. A masked
 * unit keeps its hex (the procedures that need its position find it) but leaves the board the other
 * side sees: only the marker, with an id that says nothing, shows. Phase 3 removes empty markers in
 * enemy ZOC (16.2.7) and opens the sealed recon window (16.3); a marker is revealed by recon, by a
 * combat that comes to a die roll (AMB-36) or by its owner.
 * Games created under rules version 1 play without masking (`maskingOn`).
 */
type T = Turn<TbState>;

export const maskingOn = (s: TbState): boolean => (s.rulesVersion ?? 1) >= 2;
export const markerIds = (s: TbState, side: SideId): string[] =>
  Array.from({ length: packOf(s).forces.markers.masking }, (_, i) => `${side}-m${i + 1}`);
export const markerOf = (s: TbState, id: string): MarkerState | undefined => s.markers.find((m) => m.id === id);
const freeMarkers = (s: TbState, side: SideId): string[] => markerIds(s, side).filter((id) => !markerOf(s, id));

/** rules version 17: HQs and supply trains go under markers too (16.2.8), in the marker's `staff` */
export const staffOn = (s: TbState): boolean => versionOf(s) >= V17;
/** the marker hiding this piece (unit, HQ or train), if any */
export const maskOf = (s: TbState, id: string): string | undefined =>
  (s.units[id] ?? s.hqs[id] ?? s.trains[id])?.masked;
/** the HQs and trains still in a marker's box (16.2.8; rules version 17, none before) */
export const staffOf = (s: TbState, m: MarkerState): string[] =>
  (m.staff ?? []).filter((id) => (s.hqs[id] ?? s.trains[id])?.masked === m.id);
/** a marker hiding nothing: no unit and no HQ or train in its box (16.2.7) */
export const isEmptyMarker = (s: TbState, m: MarkerState): boolean =>
  !m.contents.some((u) => s.units[u]?.masked === m.id) && !staffOf(s, m).length;
/**
 * 16.2.8: a marker hiding no infantry or cavalry but something that reacts to contact: artillery (rules version
 * 3), or from rules version 17 an HQ or a train; an enemy unit entering its ZOC reveals it
 */
export const hidesLoneStaff = (s: TbState, m: MarkerState): boolean =>
  m.contents.every((u) => unitDef(s, u).type === 'art') && (m.contents.length > 0 || staffOf(s, m).length > 0);
/** a piece leaves its marker's box for good (eliminated, captured): the marker stays, maybe empty (16.2.7) */
export const leaveBox = (s: TbState, id: string): void => {
  const p = s.units[id] ?? s.hqs[id] ?? s.trains[id];
  const m = p?.masked ? s.markers.find((x) => x.id === p.masked) : undefined;
  if (m) {
    m.contents = m.contents.filter((x) => x !== id);
    if (m.staff) m.staff = m.staff.filter((x) => x !== id);
  }
  if (p) delete p.masked;
};

/** an event naming these pieces is for their owner's eyes only while any of them is masked (16.2.1) */
export const fogFor = (s: TbState, ids: readonly string[]): { visibleTo?: SideId[] } => {
  const m = ids.find((id) => maskOf(s, id));
  return m ? { visibleTo: [sideOf(s, m)] } : {};
};

/** 16.2.2: the units of `side` (from rules version 17 its HQs and trains too) that may go under a marker: on the map, unmasked, not on rail, not in enemy ZOC */
export const maskCandidates = (s: TbState, side: SideId, p: Position = position(s)): string[] => [
  ...Object.keys(s.units).filter((id) => {
    const u = s.units[id];
    return u.hex && !u.masked && !u.rail && unitDef(s, id).side === side && !p.zoc[enemyOf(side)].has(u.hex);
  }),
  // rules version 17 (16.2.8): HQs and supply trains on the map, unmasked, not loaded, outside enemy ZOC too
  ...(staffOn(s)
    ? [...Object.entries(s.hqs), ...Object.entries(s.trains)]
        .filter(
          ([id, h]) => h.hex && !h.masked && !h.rail && sideOf(s, id) === side && !p.zoc[enemyOf(side)].has(h.hex),
        )
        .map(([id]) => id)
    : []),
];
/** the hex of a piece that may go under a marker (a unit, or from rules version 17 an HQ or a train) */
export const pieceHex = (s: TbState, id: string): string | null | undefined =>
  (s.units[id] ?? s.hqs[id] ?? s.trains[id])?.hex;
/** 16.2.3: the hexes holding pieces of `side` (an empty marker goes only there) */
const ownHexes = (s: TbState, side: SideId): Set<string> =>
  new Set([
    ...Object.entries(s.units)
      .filter(([id, u]) => u.hex && unitDef(s, id).side === side)
      .map(([, u]) => u.hex!),
    ...Object.entries(s.hqs)
      .filter(([id, h]) => h.hex && sideOf(s, id) === side)
      .map(([, h]) => h.hex!),
  ]);

const openSealed = (s: TbState, kind: 'mask' | 'recon', sides: SideId[]): boolean => {
  if (!sides.length) return false;
  s.sealed = [];
  s.await = { kind, sides };
  return true;
};
/** phase 1: the masking window for the sides with something to mask or lift; true when one opens */
export const openMasking = (s: TbState): boolean => {
  const p = position(s);
  return openSealed(
    s,
    'mask',
    (['de', 'ru'] as SideId[]).filter(
      (side) =>
        s.markers.some((m) => m.side === side) ||
        (freeMarkers(s, side).length > 0 && maskCandidates(s, side, p).length > 0),
    ),
  );
};

/** a side's sealed orders of the masking window, checked against its own earlier ones */
export const playMasking = (t: T, orders: readonly PlacedOrder<TbOrder>[]): void => {
  const s = t.s,
    side = t.side as SideId;
  const candidates = new Set(maskCandidates(s, side));
  const free = new Set(freeMarkers(s, side));
  const own = ownHexes(s, side);
  const lifted = new Set<string>();
  const part: SealedOrder[] = [];
  const take = (marker: string, at: string): void => {
    if (!free.has(marker))
      fail('16.1.2', 'no-marker', `${marker} is not one of your markers on the masking card`, `${at}.marker`);
    free.delete(marker);
  };
  for (const { o, at } of orders) {
    if (o.type === 'mask') {
      take(o.marker, at);
      const hex = pieceHex(s, o.units[0]);
      o.units.forEach((id, j) => {
        if (!candidates.has(id))
          fail(
            '16.2.2',
            'not-maskable',
            `${id}: not a ${staffOn(s) ? 'unit, HQ or train' : 'unit'} of yours on the map outside enemy ZOC`,
            `${at}.units[${j}]`,
          );
        if (pieceHex(s, id) !== hex)
          fail('16.2.2', 'one-hex', 'one marker hides units of one hex', `${at}.units[${j}]`);
        candidates.delete(id);
      });
      part.push({ type: 'mask', marker: o.marker, units: [...o.units] });
    } else if (o.type === 'empty-marker') {
      take(o.marker, at);
      if (!own.has(o.hex)) fail('16.2.3', 'no-own-piece', `${o.hex} holds no piece of yours`, `${at}.hex`);
      part.push({ type: 'empty-marker', marker: o.marker, hex: o.hex });
    } else if (o.type === 'unmask') {
      const m = markerOf(s, o.marker);
      if (!m || m.side !== side || lifted.has(o.marker))
        fail('16.1.2', 'not-on-map', `${o.marker} is not one of your markers on the map`, `${at}.marker`);
      lifted.add(o.marker);
      part.push({ type: 'unmask', marker: o.marker });
    } else if (at !== `orders[${orders.length - 1}]`)
      fail('3.1', 'end-last', 'end is the last order of a batch', `${at}.type`);
  }
  s.sealed!.push({ side, orders: part });
  s.await = { kind: 'mask', sides: s.await!.sides.filter((x) => x !== side) };
};

/** a marker comes off: its units stand on its hex for all to see (16.2.9, 16.3.1, AMB-55) */
export const revealMarker = (s: TbState, id: string, rule: string, events: GameEvent[]): string[] => {
  const m = markerOf(s, id)!;
  s.markers = s.markers.filter((x) => x.id !== id);
  const units = m.contents.filter((u) => s.units[u]?.masked === id);
  const staff = staffOf(s, m);
  for (const u of units) delete s.units[u].masked;
  for (const x of staff) delete (s.hqs[x] ?? s.trains[x]).masked;
  // rules version 17: the HQs and trains it hid stand in the open too (a marker of an older version has none)
  events.push(
    event('revealed', { marker: id, side: m.side, hex: m.hex, units, ...(staff.length ? { staff } : {}) }, { rule }),
  );
  return units;
};

/**
 * 16.2.8 (rules version 3): the markers of `side` hiding only artillery, from rules version 17 also those hiding
 * HQs or trains with no infantry or cavalry (`hidesLoneStaff`), whose ZOC a path entered are revealed; 11.1.8,
 * 13.1.5 or 15.3.6 follows at contact
 */
export const revealHiddenGuns = (t: T, side: SideId, path: readonly string[]): void => {
  const s = t.s;
  for (const m of s.markers.filter((x) => x.side === side && hidesLoneStaff(s, x))) {
    const zoc = mapOf(s).zocCells(m.hex);
    if (!path.slice(1).some((h) => zoc.includes(h))) continue;
    // rules version 17: only a lone one (AMB-21): no infantry or cavalry of its side, open or masked, with it
    if (versionOf(s) >= V17 && sharedWithTroops(s, m)) continue;
    revealMarker(s, m.id, '16.2.8', t.events);
  }
};
/** infantry or cavalry of the marker's side, in the open or under another marker, share its hex (AMB-21: not lone) */
export const sharedWithTroops = (s: TbState, m: MarkerState): boolean =>
  position(s).pieces.some(
    (x) =>
      x.hex === m.hex &&
      x.side === m.side &&
      x.id !== m.id &&
      (x.kind === 'inf' ||
        x.kind === 'cav' ||
        (x.kind === 'marker' &&
          (markerOf(s, x.id)?.contents ?? []).some(
            (u) => s.units[u]?.masked === x.id && unitDef(s, u).type !== 'art',
          ))),
  );

/** both sides are in: the markers go on the map; the opponent learns where, never what (16.2.1) */
export const closeMasking = (t: T): void => {
  const s = t.s;
  for (const { side, orders } of s.sealed ?? [])
    for (const o of orders) {
      if (o.type === 'unmask') revealMarker(s, o.marker, 'AMB-55', t.events);
      else if (o.type === 'mask' || o.type === 'empty-marker') {
        const all = o.type === 'mask' ? o.units : [];
        const hex = o.type === 'mask' ? pieceHex(s, o.units[0])! : o.hex;
        // rules version 17 (16.2.8): the HQs and trains named go into the box too, as the marker's staff
        const units = all.filter((id) => s.units[id]);
        const staff = all.filter((id) => !s.units[id]);
        s.markers.push({ id: o.marker, side, hex, contents: [...units], ...(staff.length ? { staff } : {}) });
        for (const u of all) (s.units[u] ?? s.hqs[u] ?? s.trains[u]).masked = o.marker;
        t.events.push(event('masked', { marker: o.marker, side, hex }, { rule: '16.2.2' }));
        if (all.length)
          t.events.push(event('masked-units', { marker: o.marker, units: all }, { rule: '16.1.2', visibleTo: [side] }));
      }
    }
  delete s.sealed;
};

/** 16.3.2: the hexes holding enemy markers that this cavalry unit may reconnoitre */
export const reconTargets = (s: TbState, unit: string): string[] => {
  const mi = mapOf(s),
    side = sideOf(s, unit),
    from = s.units[unit].hex!;
  const bridges = openBridges(s);
  const hexes = new Set(s.markers.filter((m) => m.side !== side).map((m) => m.hex));
  return [...hexes].filter((h) => reconRange(mi, from, h, bridges)).sort();
};
/**
 * the cavalry of `side` that may reconnoitre: on the map, not loaded; masked cavalry too from rules
 * version 3 (AMB-37: the opponent learns only the target and the result), unmasked only before
 */
export const scouts = (s: TbState, side: SideId): string[] => {
  const masked = (s.rulesVersion ?? 1) >= 3;
  return Object.keys(s.units).filter((id) => {
    const u = s.units[id];
    return u.hex && (masked || !u.masked) && !u.rail && unitDef(s, id).side === side && unitDef(s, id).type === 'cav';
  });
};

/** phase 3 begins: empty markers in enemy ZOC go back to the card (16.2.7), then the recon window opens */
export const openRecon = (t: T): boolean => {
  const s = t.s;
  const p = position(s);
  for (const side of ['de', 'ru'] as SideId[]) {
    const gone = emptyMarkersRemoved(
      s.markers.filter((m) => m.side === side).map((m) => ({ id: m.id, hex: m.hex, empty: isEmptyMarker(s, m) })),
      p.zoc[enemyOf(side)],
    );
    for (const id of gone) revealMarker(s, id, '16.2.7', t.events);
  }
  if (!s.markers.length) return false;
  return openSealed(
    s,
    'recon',
    (['de', 'ru'] as SideId[]).filter((side) => scouts(s, side).some((u) => reconTargets(s, u).length)),
  );
};

export const playRecon = (t: T, orders: readonly PlacedOrder<TbOrder>[]): void => {
  const s = t.s,
    side = t.side as SideId;
  const able = new Set(scouts(s, side));
  const part: SealedOrder[] = [];
  for (const { o, at } of orders) {
    if (o.type !== 'recon') {
      if (at !== `orders[${orders.length - 1}]`)
        fail('3.1', 'end-last', 'end is the last order of a batch', `${at}.type`);
      continue;
    }
    if (!able.has(o.unit))
      fail('16.3.3', 'not-a-scout', `${o.unit}: not a cavalry unit of yours that has not scouted`, `${at}.unit`);
    able.delete(o.unit);
    if (!reconTargets(s, o.unit).includes(o.hex))
      fail('16.3.2', 'out-of-range', `${o.hex}: no enemy marker within reach of ${o.unit}`, `${at}.hex`);
    part.push({ type: 'recon', unit: o.unit, hex: o.hex });
  }
  s.sealed!.push({ side, orders: part });
  s.await = { kind: 'recon', sides: s.await!.sides.filter((x) => x !== side) };
};

/** both sides are in: every attempt rolls; a roll not above the scout's EFF reveals every marker in the hex (16.3.4) */
export const closeRecon = (t: T): void => {
  const s = t.s;
  for (const { side, orders } of s.sealed ?? [])
    for (const o of orders) {
      if (o.type !== 'recon') continue;
      const roll = t.dice.roll(6);
      const u = s.units[o.unit];
      const eff = (u.face === 'front' ? unitDef(s, o.unit).front : unitDef(s, o.unit).back!).eff;
      const ok = reconSucceeds(roll, eff);
      // AMB-37: a masked scout stays unnamed (its owner knows it from the order it sealed)
      const scout = u.masked ? {} : { unit: o.unit };
      t.events.push(event('recon', { ...scout, hex: o.hex, ok }, { rule: '16.3.4', dice: [roll] }));
      if (ok)
        for (const m of s.markers.filter((x) => x.hex === o.hex && x.side !== side))
          revealMarker(s, m.id, '16.3.1', t.events);
    }
  delete s.sealed;
};

/** how a sealed order reads in its owner's panel, and the token the fog check looks for elsewhere */
export const sealedToken = (o: SealedOrder): string =>
  o.type === 'mask'
    ? `${o.marker} ⇐ ${o.units.join('+')}`
    : o.type === 'empty-marker'
      ? `${o.marker} ⇐ ∅ ${o.hex}`
      : o.type === 'unmask'
        ? `${o.marker} ⇒`
        : `${o.unit} ⌕ ${o.hex}`;

import type { Placed as PlacedOrder, Turn } from '../../../core/runner.js';
import { fail } from '../../../core/errors.js';
import { hqDef, mapOf, position, sideOf, unitDef, type Position } from '../ctx.js';
import { checkFlight } from '../flight.js';
import type { TbOrder } from '../orders.js';
import type { SideId } from '../schema.js';
import { versionOf, type Standing, type TbState } from '../state.js';
import { flightCtx } from './own-choices.js';

/**
 * Rules version 8: the owner's own choices when the enemy's move comes next to his lone guns and HQs, filed
 * ahead as standing orders (the spec lets the owner choose and lets a policy answer in his stead, 5.6; a
 * pause in the middle of the enemy's move would cost a hand-off each time): the path a gun escapes along
 * (11.1.8, by the flight geometry) and the hex an HQ goes to among the nearest ones it may go to (13.1.5,
 * AMB-61: the owner breaks ties). They are core's standing orders, set at any time, awaited or not (the
 * view's `standing`); each is checked when it comes in against the position then, stands, secret, while the
 * piece stays in the hex it was set from, and is taken at a contact in the enemy's movement when it is
 * still allowed there; otherwise the automatic choice stands (the allowed path with the least ZOC loss;
 * the first nearest hex).
 */
type T = Turn<TbState>;
export const standingOn = (s: TbState): boolean => versionOf(s) >= 8;
/**
 * rules version 9: the standing choices count too for an HQ or gun a fleeing stack leaves behind in
 * phase 8 (11.5.3, AMB-70), where the HQ may also be told to go to the hex its stack fled to (`stack`)
 */
export const leftBehindOn = (s: TbState): boolean => versionOf(s) >= 9;
/** the displacement value (rules version 9) naming the hex the HQ's fleeing stack went to */
export const STACK = 'stack';
/** 11.1.8: an escape is 4 hexes, whatever the roll */
export const ESCAPE_HEXES = 4;

/**
 * 13.1.5 (AMB-61): the hexes an HQ displaced from `from` may go to: the nearest holding a unit of its corps
 * (an army HQ: any unit of its side), other than its own from rules version 8, in label order (the first
 * is the automatic choice)
 */
export const displacementHexes = (s: TbState, hq: string, from: string, p: Position): string[] => {
  const mi = mapOf(s),
    d = hqDef(s, hq);
  const hexes = new Set<string>();
  for (const x of p.pieces)
    if (
      x.side === d.side &&
      (x.kind === 'inf' || x.kind === 'cav' || x.kind === 'art') &&
      (d.kind === 'army' || unitDef(s, x.id).corps === d.corps)
    )
      hexes.add(x.hex);
  // rules version 8: a gun in the HQ's own hex gives it nowhere to go (before, it 'went' where it stood)
  if (standingOn(s)) hexes.delete(from);
  const near = Math.min(...[...hexes].map((h) => mi.board.distance(from, h)));
  return [...hexes].filter((h) => mi.board.distance(from, h) === near).sort();
};

/** the owner's standing choices for a contact, when he filed any (rules version 8) */
export interface ContactChoice {
  /** the path the gun escapes along */
  gun: (id: string) => readonly string[] | undefined;
  /** the hex the HQ goes to */
  hq: (id: string) => string | undefined;
}
export const standingChoice = (s: TbState, owner: SideId): ContactChoice | undefined => {
  if (!standingOn(s) || !s.standing?.length) return undefined;
  const mine = (id: string, hex: string | null | undefined) =>
    s.standing?.find((x) => x.piece === id && x.side === owner && x.from === hex)?.path;
  return { gun: (id) => mine(id, s.units[id]?.hex), hq: (id) => mine(id, s.hqs[id]?.hex)?.[0] };
};

/**
 * rules version 9: the owner's standing choices for the HQs and guns his stack leaves behind in `from`
 * when it flees to `to` (null: it was eliminated); `stack` names `to`
 */
export const leftBehindChoice = (s: TbState, owner: SideId, to: string | null): ContactChoice | undefined => {
  const c = leftBehindOn(s) ? standingChoice(s, owner) : undefined;
  if (!c) return undefined;
  return {
    gun: c.gun,
    hq: (id) => {
      const v = c.hq(id);
      return v === STACK ? (to ?? undefined) : v;
    },
  };
};

/** the value that clears a standing choice: the automatic one stands */
export const AUTO = 'auto';
/** a gun's path as a standing value: its hexes joined by '-' */
export const pathValue = (path: readonly string[]): string => path.join('-');

/**
 * the choice already set for the piece, sent again where it would be refused now: kept as it is. The view lists
 * a choice set earlier as the current value even when it no longer applies where the piece stands (it may apply
 * again by the contact), so choosing the current value is never refused; where it is still allowed it is set
 * again as any value is (anchored where the piece stands), as before
 */
const isCurrent = (s: TbState, side: SideId, id: string, value: string): boolean =>
  value !== AUTO && !!s.standing?.some((x) => x.side === side && x.piece === id && pathValue(x.path) === value);

/**
 * a standing order: `escape:<gun>` with a path or `displace:<hq>` with a hex, checked against the position now
 * and kept for the piece where it stands, replacing its earlier one; `auto` clears it
 */
export const playStanding = (t: T, { o, at }: PlacedOrder<TbOrder>): void => {
  if (o.type !== 'standing') return;
  const s = t.s,
    side = t.side as SideId;
  const [kind, id] = [o.key.slice(0, o.key.indexOf(':')), o.key.slice(o.key.indexOf(':') + 1)];
  if (kind !== 'escape' && kind !== 'displace')
    fail('11.1.8', 'standing-key', `no standing order ${o.key} (escape:<gun> or displace:<hq>)`, `${at}.key`, {
      why: 'standing-key',
    });
  const rule = kind === 'escape' ? '11.1.8' : '13.1.5';
  let keep: Standing | undefined;
  if (kind === 'escape') {
    const u = s.units[id];
    if (!u?.hex || u.rail || unitDef(s, id).type !== 'art' || sideOf(s, id) !== side)
      fail(rule, 'not-own-gun', `${id} is none of your guns on the map`, `${at}.key`, { why: 'not-own-gun', id });
    const current = isCurrent(s, side, id, o.value);
    if (o.value !== AUTO) {
      const path = o.value.split('-');
      const off = path.findIndex((h) => !mapOf(s).has(h));
      if (off >= 0) {
        if (current) return;
        fail('9.5.8', 'escape-path', `${id}: ${path[off]} is no hex of the map`, `${at}.value`, {
          why: 'escape-path',
          id,
          step: off,
        });
      }
      const r = checkFlight(mapOf(s), flightCtx(s, side), u.hex, path, ['art'], ESCAPE_HEXES);
      if (path.length !== ESCAPE_HEXES || !r.ok) {
        if (current) return;
        fail(
          r.ok ? rule : r.rule,
          'escape-path',
          `${id}: ${r.ok ? `an escape is ${ESCAPE_HEXES} hexes` : r.reason}`,
          `${at}.value`,
          {
            why: 'escape-path',
            id,
            step: r.ok ? 0 : (r.at ?? 0),
          },
        );
      }
      keep = { side, piece: id, from: u.hex, path };
    }
  } else {
    const h = s.hqs[id];
    if (!h?.hex || h.rail || sideOf(s, id) !== side)
      fail(rule, 'not-own-hq', `${id} is none of your HQs on the map`, `${at}.key`, { why: 'not-own-hq', id });
    const current = isCurrent(s, side, id, o.value);
    if (o.value === STACK && leftBehindOn(s)) {
      // rules version 9: with its stack, if it flees; the HQ must stand with troops of its side now
      if (!position(s).troops[side].has(h.hex)) {
        if (current) return;
        fail(rule, 'displace-stack', `${id} stands with none of your troops to flee with`, `${at}.value`, {
          why: 'displace-stack',
          id,
        });
      }
      keep = { side, piece: id, from: h.hex, path: [STACK] };
    } else if (o.value !== AUTO) {
      if (!displacementHexes(s, id, h.hex, position(s)).includes(o.value)) {
        if (current) return;
        fail(rule, 'displace-hex', `${o.value} is not among the nearest hexes ${id} may go to`, `${at}.value`, {
          why: 'displace-hex',
          id,
          hex: o.value,
        });
      }
      keep = { side, piece: id, from: h.hex, path: [o.value] };
    }
  }
  const rest = (s.standing ?? []).filter((x) => x.piece !== id);
  if (keep) rest.push(keep);
  if (rest.length) s.standing = rest;
  else delete s.standing;
};

/** the end of a movement phase: a standing choice whose piece left its hex has lapsed */
export const pruneStanding = (s: TbState): void => {
  if (!s.standing) return;
  s.standing = s.standing.filter((x) => (s.units[x.piece] ?? s.hqs[x.piece])?.hex === x.from);
  if (!s.standing.length) delete s.standing;
};

/** how a standing choice reads in its owner's panel, and the token the fog check looks for elsewhere */
export const standingToken = (x: Standing): string => `${x.piece} ⇢ ${x.path.join('–')}`;

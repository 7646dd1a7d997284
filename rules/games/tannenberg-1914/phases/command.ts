import type { Dice, GameEvent } from '../../../core/contract.js';
import { event } from '../../../core/events.js';
import { armyRange, assignSlots, commandReach, independence, type LineCtx } from '../command.js';
import { hqDef, mapOf, position, unitDef, type Position } from '../ctx.js';
import { packOf } from '../pack-of.js';
import { enemyOf } from '../pieces.js';
import type { SideId } from '../schema.js';
import { versionOf, type TbState } from '../state.js';
import { fogFor } from './masking.js';

/**
 * Phase 1 (13.3.1): every corps HQ in its army HQ's range marches; the others roll on the
 * command independence table, −1 after MARCH and +1 after STOP. And who is commanded (13.2.4–13.2.6).
 */
const lineCtx = (p: Position, side: SideId): LineCtx => ({
  enemyOccupied: p.occupied[enemyOf(side)],
  enemyZoc: p.zoc[enemyOf(side)],
  friendly: p.units[side],
});

/** an HQ's command range now, in hexes (13.2): a command line never reaches farther */
export const rangeOf = (s: TbState, hqId: string, forCorps: boolean): number => {
  const h = s.hqs[hqId],
    d = hqDef(s, hqId);
  return d.kind === 'army'
    ? armyRange(d.range, !!h.flipped, d.side, mapOf(s).country(h.hex!) === 'ru', forCorps)
    : d.range[0];
};
/**
 * the hexes an HQ's command lines reach (commandReach), kept per position by side, hex and range: the line
 * reads nothing else, and a position is shared by the states of one placement. Callers only read it.
 */
export const reachOf = (s: TbState, p: Position, hqId: string, forCorps: boolean): ReadonlyMap<string, number> => {
  const side = hqDef(s, hqId).side,
    hex = s.hqs[hqId].hex!,
    range = rangeOf(s, hqId, forCorps);
  let kept = REACHES.get(p);
  if (!kept) REACHES.set(p, (kept = new Map()));
  const key = `${side} ${hex} ${range}`;
  let r = kept.get(key);
  if (!r) kept.set(key, (r = commandReach(mapOf(s), lineCtx(p, side), hex, range)));
  return r;
};
const REACHES = new WeakMap<Position, Map<string, ReadonlyMap<string, number>>>();
const armyHqsOf = (s: TbState, side: SideId): string[] =>
  Object.keys(s.hqs).filter(
    (id) => s.hqs[id].hex && !s.hqs[id].rail && hqDef(s, id).kind === 'army' && hqDef(s, id).side === side,
  );

/**
 * 13.2.7: whether corps HQ `hq` stands in one of its army HQs' range (as giveOrders reads it for MARCH;
 * 5.1.3 asks it for loading, rules version 14), kept per position and HQ; `undefined` when no army HQ of
 * its army is on the map (Gumbinnen has none for the German, or it was eliminated)
 */
export const corpsHqInArmyRange = (s: TbState, hq: string, p: Position = position(s)): boolean | undefined => {
  let kept = IN_ARMY_RANGE.get(p);
  if (!kept) IN_ARMY_RANGE.set(p, (kept = new Map()));
  let yes = kept.get(hq);
  if (yes === undefined) {
    const h = s.hqs[hq],
      d = hqDef(s, hq);
    const armies = armyHqsOf(s, d.side).filter((a) => hqDef(s, a).army === d.army);
    yes = !armies.length ? null : !!h.hex && armies.some((a) => reachOf(s, p, a, true).has(h.hex!));
    kept.set(hq, yes);
  }
  return yes ?? undefined;
};
const IN_ARMY_RANGE = new WeakMap<Position, Map<string, boolean | null>>();

export const giveOrders = (s: TbState, dice: Dice, events: GameEvent[]): void => {
  const p = position(s);
  const reaches = new Map<string, ReadonlyMap<string, number>>();
  const armyReach = (a: string): ReadonlyMap<string, number> => {
    let r = reaches.get(a);
    if (!r) reaches.set(a, (r = reachOf(s, p, a, true)));
    return r;
  };
  for (const id of Object.keys(s.hqs)) {
    const h = s.hqs[id],
      d = hqDef(s, id);
    if (d.kind !== 'corps') continue;
    if (!h.hex) {
      h.order = null;
      continue;
    }
    const armies = armyHqsOf(s, d.side).filter((a) => hqDef(s, a).army === d.army);
    const inRange = armies.some((a) => armyReach(a).has(h.hex!));
    let order: 'march' | 'stop';
    if (inRange) order = 'march';
    else {
      const roll = dice.roll(6);
      order = independence(packOf(s).tables, d.activity!, roll, h.previous);
      events.push(
        event(
          'independence',
          { hq: id, roll, previous: h.previous, order },
          // rules version 17: a masked HQ's roll is its owner's (16.2.8)
          { rule: '13.3.1', dice: [roll], ...fogFor(s, [id]) },
        ),
      );
    }
    h.previous = order;
    h.order = order;
  }
};

/** 13.2.4–13.2.7 / AMB-31 / AMB-30: the units of `side` commanded now */
export const commandedNow = (s: TbState, side: SideId, p: Position = position(s)): Set<string> => {
  const out = new Set<string>();
  const armyReach = armyHqsOf(s, side).map((a) => reachOf(s, p, a, false));
  const corpsHqs = Object.keys(s.hqs).filter(
    (id) =>
      s.hqs[id].hex &&
      !s.hqs[id].rail &&
      hqDef(s, id).kind === 'corps' &&
      hqDef(s, id).side === side &&
      s.hqs[id].order === 'march',
  );
  const corpsReach = new Map(corpsHqs.map((id) => [id, reachOf(s, p, id, false)]));
  const stopped = new Set(
    Object.keys(s.hqs)
      .filter((id) => hqDef(s, id).side === side && s.hqs[id].order === 'stop')
      .map((id) => hqDef(s, id).corps),
  );
  const slots = new Map(corpsHqs.map((id) => [id, 2]));
  const overrides = s.options.stopCorps === 'army-overrides';
  // rules version 14: the units of no corps are seated in the corps HQs' two places each by a maximum matching
  const matched = versionOf(s) >= 14;
  const loose: { id: string; hqs: string[] }[] = [];
  for (const [id, u] of Object.entries(s.units)) {
    if (!u.hex || u.eliminated) continue;
    const d = unitDef(s, id);
    if (d.side !== side) continue;
    // AMB-31: a STOP corps' units are uncommanded even in the army HQ's range, unless the option lets the army's range count
    if (d.corps && stopped.has(d.corps)) {
      if (overrides && armyReach.some((r) => r.has(u.hex!))) out.add(id);
      continue;
    }
    if (armyReach.some((r) => r.has(u.hex!))) out.add(id);
    else if (d.corps && corpsHqs.some((h) => hqDef(s, h).corps === d.corps && corpsReach.get(h)!.has(u.hex!)))
      out.add(id);
    else if (
      d.type === 'cav' &&
      corpsHqs.some((h) => hqDef(s, h).special === 'all-cavalry' && corpsReach.get(h)!.has(u.hex!))
    )
      out.add(id);
    else if (!d.corps && matched) loose.push({ id, hqs: corpsHqs.filter((c) => corpsReach.get(c)!.has(u.hex!)) });
    else if (!d.corps) {
      const h = corpsHqs.find((c) => (slots.get(c) ?? 0) > 0 && corpsReach.get(c)!.has(u.hex!));
      if (h) {
        slots.set(h, slots.get(h)! - 1);
        out.add(id);
      }
    }
  }
  if (loose.length) for (const id of assignSlots(loose.sort((a, b) => (a.id < b.id ? -1 : 1)))) out.add(id);
  return out;
};

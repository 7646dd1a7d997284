import type { Dice, OrderChoice } from '../../core/contract.js';
import { hqDef, keptPosition, mapOf, unitDef, scenarioIn } from './ctx.js';
import type { TbBatch } from './orders.js';
import { enemyOf } from './pieces.js';
import type { SideId } from './schema.js';
import type { TbState } from './state.js';
import { choices, moveChoices } from './view.js';
import { markerOf } from './phases/masking.js';
import { hexOf } from './phases/movement.js';
import { supplyCtx } from './phases/supply.js';
import { selfCommandCandidates } from './phases/self-command.js';
import { nearNetwork, supplySources, trainReach } from './supply.js';

/**
 * A sensible player for practice games and the bench, always choosing among the view's legal
 * choices, one order a batch. Movement: each unit heads for its goal (for the Russian the nearest
 * scored town it does not hold, for the German the nearest town the Russian holds, else the nearest
 * enemy unit), HQs keep near their units; it ends the phase when no move gains ground. Combat: it
 * designates the stack fights with the best odds (at 1:1 or better, or any it is obliged to fight)
 * and plays ASSAULT at 3:2, ATTACK at 1:1, DEFEND below. Reserves: one asked live a turn near the
 * enemy, stepping in when strong enough (askReserve, answerAsk). Masking and recon: none. Supply
 * (rules version 13 scores 4 for each unsupplied German at the end, 19.3): the German's units out of
 * supply head back into it first, and the others keep within reach of it (supplyZones). Uncommanded
 * units take their self-command checks (13.3.2) before anything moves.
 */
type O = TbBatch['orders'][number];
/** a masking marker counts as an average brigade whoever owns it: the bot does not look under markers (16.2.1) */
const MARKER_GUESS = 3;
const strength = (s: TbState, id: string): number => {
  if (markerOf(s, id)) return MARKER_GUESS;
  const d = unitDef(s, id);
  if (d.type === 'art') return 0;
  const f = s.units[id].face === 'front' ? d.front : d.back!;
  return f.str ?? 0;
};
const sum = (s: TbState, ids: readonly string[]): number => ids.reduce((t, id) => t + strength(s, id), 0);

const goals = (s: TbState, side: SideId): string[] => {
  const towns = scenarioIn(s).vp.towns.map((t) => t.hex);
  const held = (h: string) => (s.control[h] ?? 'de') === 'ru';
  const wanted = towns.filter((h) => (side === 'ru' ? !held(h) : held(h)));
  if (wanted.length) return wanted;
  return [
    ...Object.entries(s.units)
      .filter(([id, u]) => u.hex && !u.masked && unitDef(s, id).side === enemyOf(side))
      .map(([, u]) => u.hex!),
    ...s.markers.filter((m) => m.side !== side).map((m) => m.hex),
  ];
};

const moveScore = (s: TbState, side: SideId, c: OrderChoice, cell: string, targets: readonly string[]): number => {
  const mi = mapOf(s);
  const id = c.piece!;
  const from = hexOf(s, id)!;
  const near = (h: string, to: readonly string[]) => Math.min(99, ...to.map((x) => mi.board.distance(h, x)));
  if (s.hqs[id]) {
    // an HQ keeps within 2 hexes of its corps' units (army HQs: of any unit of theirs)
    const d = hqDef(s, id);
    const own = Object.entries(s.units)
      .filter(
        ([u, st]) => st.hex && unitDef(s, u).side === side && (d.kind === 'army' || unitDef(s, u).corps === d.corps),
      )
      .map(([, st]) => st.hex!);
    return own.length && near(from, own) > 2 ? near(from, own) - near(cell, own) : -1;
  }
  if (s.trains[id]) return -1;
  return near(from, targets) - near(cell, targets) + (targets.includes(cell) ? 2 : 0);
};

/**
 * 15.2, 15.4, 19.3: where the German's units keep their supply (each unsupplied German at the end
 * scores 4 for the Russian, and moving unsupplied costs EP): `strict`, within 2 line hexes of the
 * supplied network, and `wide`, EXTRA hexes further, where the first turns may go for the enemy. The
 * last ZONE_TURNS turns keep to `strict`. The Russian, whose trains follow, goes where its goals are.
 */
const ZONE_TURNS = 1,
  EXTRA = 3;
interface Zones {
  strict: ReadonlySet<string>;
  /** where a unit in supply may move now */
  wide: ReadonlySet<string>;
}
const supplyZones = (s: TbState, side: SideId): Zones | undefined => {
  if (side !== 'de') return undefined;
  const mi = mapOf(s),
    c = supplyCtx(s, side, keptPosition(s));
  const net = trainReach(mi, c, supplySources(mi, c));
  const strict = new Set(nearNetwork(mi, c, net).keys());
  if (!strict.size) return undefined;
  const late = s.turn > scenarioIn(s).turns - ZONE_TURNS;
  return { strict, wide: late ? strict : new Set(nearNetwork(mi, c, net, 2 + EXTRA).keys()) };
};

export const botBatch = (s: TbState, side: SideId, dice: Dice): TbBatch => {
  const kind = s.await?.kind;
  if (kind === 'move') {
    // 13.3.2: the uncommanded units' self-command checks first, so that those passing may move this phase
    const check = selfCommandCandidates(s, side, keptPosition(s).zoc[enemyOf(side)]);
    if (check.length) return { orders: [{ type: 'self-command', units: check }] };
    const zones = supplyZones(s, side);
    const targets = goals(s, side).filter((h) => !zones || zones.wide.has(h));
    const home = zones ? [...zones.strict] : [];
    let best: { order: unknown; v: number } | undefined;
    for (const c of moveChoices(s, side, undefined, keptPosition(s)))
      for (const t of c.targets ?? []) {
        const unit = !!zones && !!s.units[c.piece!];
        // a unit out of supply heads back into it first; the others keep where they stay supplied
        const out = unit && !zones!.strict.has(hexOf(s, c.piece!)!);
        if (unit && !out && !zones!.wide.has(t.cell)) continue;
        const v =
          (out ? moveScore(s, side, c, t.cell, home) + 1 : moveScore(s, side, c, t.cell, targets)) +
          dice.roll(10) / 100;
        if (v >= 1 && (!best || v > best.v)) best = { order: t.order, v };
      }
    return { orders: [(best?.order as O) ?? { type: 'end' }] };
  }
  const ch = choices(s, side);
  if (kind === 'combat') {
    let best: { order: O; v: number } | undefined;
    for (const c of ch) {
      const o = c.order as O;
      if (o.type !== 'combat') continue;
      const v = sum(s, o.own) / Math.max(1, sum(s, o.enemy));
      if (!best || v > best.v) best = { order: o, v };
    }
    const mayEnd = ch.some((c) => (c.order as O).type === 'end');
    if (best && (best.v >= 1 || !mayEnd)) return { orders: [best.order] };
    return { orders: [{ type: 'end' }] };
  }
  if (kind === 'card' && s.combat) {
    const mine = s.initiative === side ? s.combat.own : s.combat.enemy;
    const theirs = s.initiative === side ? s.combat.enemy : s.combat.own;
    const odds = sum(s, mine) / Math.max(1, sum(s, theirs));
    const want = odds >= 1.5 ? 'assault' : odds >= 1 ? 'attack' : 'defend';
    // rules version 6: with its guns when it may name them (11.3)
    const card =
      ch.find((c) => c.id === `card:${want}:fire`) ??
      ch.find((c) => c.id === `card:${want}`) ??
      ch.find((c) => c.id === 'card:defend') ??
      ch[0];
    return { orders: [card.order as O] };
  }
  if (kind === 'reserve') return { orders: [...askReserve(s, side, ch), { type: 'end' }] };
  if (kind === 'reserve-ask') return { orders: [answerAsk(s, ch)] };
  return { orders: [{ type: 'end' }] };
};

/** the pieces of the other side on the map, markers included */
const enemyHexes = (s: TbState, side: SideId): string[] => [
  ...Object.entries(s.units)
    .filter(([id, u]) => u.hex && !u.masked && unitDef(s, id).side === enemyOf(side))
    .map(([, u]) => u.hex!),
  ...s.markers.filter((m) => m.side !== side).map((m) => m.hex),
];
/**
 * 4.5 (rules version 4): one reserve a turn, asked live — the candidate nearest the enemy when an enemy
 * piece is within 4 hexes (a mover must come within 2 for the question); a unit in reserve does not
 * march (4.5.7), so one is enough to keep the advance going
 */
const askReserve = (s: TbState, side: SideId, ch: OrderChoice[]): O[] => {
  const mi = mapOf(s);
  const enemy = enemyHexes(s, side);
  const near = (id: string) => Math.min(99, ...enemy.map((h) => mi.board.distance(s.units[id].hex!, h)));
  const best = ch
    .filter((c) => c.id.startsWith('reserve-ask:') && c.piece && near(c.piece) <= 4)
    .sort((a, b) => near(a.piece!) - near(b.piece!) || (a.piece! < b.piece! ? -1 : 1))[0];
  return best ? [best.order as O] : [];
};
/**
 * 4.5.6: the answer to a paused move — the strongest reserve steps in when it has at least half the
 * movers' strength, onto the offered hex best for defence (the lowest combat shift); else the move goes on
 */
const answerAsk = (s: TbState, ch: OrderChoice[]): O => {
  const mi = mapOf(s);
  const movers = sum(s, s.paused?.pieces ?? []);
  const best = ch
    .filter((c) => c.id.startsWith('reserve-move:') && c.targets?.length && strength(s, c.piece!) * 2 >= movers)
    .sort((a, b) => strength(s, b.piece!) - strength(s, a.piece!))[0];
  if (!best) return { type: 'end' };
  const t = [...best.targets!].sort((a, b) => mi.hexCombat(a.cell) - mi.hexCombat(b.cell))[0];
  return t.order as O;
};

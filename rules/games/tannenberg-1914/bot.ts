import type { Dice, OrderChoice } from '../../core/contract.js';
import { hqDef, keptPosition, mapOf, unitDef, scenarioIn } from './ctx.js';
import type { TbBatch } from './orders.js';
import { enemyOf } from './pieces.js';
import type { SideId } from './schema.js';
import type { TbState } from './state.js';
import { choices, moveChoices } from './view.js';
import { hexOf } from './phases/movement.js';
import { selfCommandCandidates } from './phases/self-command.js';
import { stageOf } from './phases/order-of-movement.js';
import { retreatCard } from './bot-cards.js';
import { byCrt, strength, strengthOf as sum } from './bot-combat.js';
import {
  allIn,
  stepsHome,
  type Leash,
  lastTurnPursuit,
  leashed,
  leashOf,
  loneHqs,
  railOrder,
  relayGain,
} from './bot-supply.js';

/**
 * A sensible player for practice games and the bench, always choosing among the view's legal
 * choices, one order a batch. Movement: each unit heads for its goal (for the Russian the nearest
 * scored town it does not hold; for the German the towns the Russian holds and the Russian's units),
 * HQs keep near their units; it ends the phase when no move gains ground. Combat: it designates the
 * stack fights with the best odds (from the side's FIGHT ratio, or any it is obliged to fight) and
 * plays ASSAULT, ATTACK or DEFEND by the ratio. Reserves: one asked live a turn near the enemy,
 * stepping in when strong enough (askReserve, answerAsk). Masking and recon: none. Uncommanded units
 * take their self-command checks (13.3.2) before anything moves.
 * The German plays to win on points (19.3, bot-supply.ts): his units go out for the Russian no farther
 * than the turns left bring them home supplied, and on the last turn end where they are supplied, on
 * the network itself when they can (4 VP each otherwise); the XVII Corps rides the railway to the
 * front (5); any unit next to a lone Russian HQ makes it roll for displacement, which fails on 1–4
 * (13.1.5: 8 VP for a corps HQ, 10 for an army's); and he fights only at 2:1 or better (each German
 * unit lost scores 5).
 */
type O = TbBatch['orders'][number];
/**
 * The strength ratios (own : enemy) at which each side designates a combat and plays ASSAULT or ATTACK. The CRT gives
 * the attacker as many EP lost as the defender at 2:1 and fewer only beyond (9.4), and each unit pays them: the German,
 * whose every loss scores 5 and who must come home supplied, fights at 2:1 and assaults (+2 columns, its losses
 * doubled) at 3:1; the Russian bot keeps the bolder ratios that beat random play.
 */
const FIGHT = { ru: 1, de: 2 } as const;
const ASSAULT = { ru: 1.5, de: 3 } as const;
const ATTACK = { ru: 1, de: 2 } as const;
/** the German's ratios on the last turn with no lead (allIn): fight and attack at even odds, assault at 2:1 */
const ALL_IN = { fight: 1, attack: 1, assault: 2 } as const;
const bar = (s: TbState, side: SideId) =>
  allIn(s, side) ? ALL_IN : { fight: FIGHT[side], attack: ATTACK[side], assault: ASSAULT[side] };

const goals = (s: TbState, side: SideId): string[] => {
  const towns = scenarioIn(s).vp.towns.map((t) => t.hex);
  const held = (h: string) => (s.control[h] ?? 'de') === 'ru';
  const wanted = towns.filter((h) => (side === 'ru' ? !held(h) : held(h)));
  // the German retakes the towns the Russian scores and goes for his units besides (19.3: 6 VP each)
  if (wanted.length && side === 'ru') return wanted;
  return [
    ...wanted,
    ...Object.entries(s.units)
      .filter(([id, u]) => u.hex && !u.masked && unitDef(s, id).side === enemyOf(side))
      .map(([, u]) => u.hex!),
    ...s.markers.filter((m) => m.side !== side).map((m) => m.hex),
  ];
};

const moveScore = (
  s: TbState,
  side: SideId,
  c: OrderChoice,
  cell: string,
  targets: readonly string[],
  leash: Leash | undefined,
): number => {
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
    const relay = leash && relayGain(s, leash, id, cell);
    if (relay !== undefined) return relay * 10;
    if (side === 'de' && d.kind === 'corps' && own.length) {
      // the German corps HQ keeps its farthest unit within its command range (13.2), so that its units may move
      const far = (h: string) => Math.max(...own.map((x) => mi.board.distance(h, x)));
      return far(from) > d.range[0] - 1 ? far(from) - far(cell) : -1;
    }
    return own.length && near(from, own) > 2 ? near(from, own) - near(cell, own) : -1;
  }
  if (s.trains[id]) return -1;
  return near(from, targets) - near(cell, targets) + (targets.includes(cell) ? 2 : 0);
};

export const botBatch = (s: TbState, side: SideId, dice: Dice): TbBatch => {
  const kind = s.await?.kind;
  if (kind === 'move') {
    // 13.3.2: the uncommanded units' self-command checks first, so that those passing may move this phase
    const check = selfCommandCandidates(s, side, keptPosition(s).zoc[enemyOf(side)]);
    if (check.length) return { orders: [{ type: 'self-command', units: check }] };
    const leash = leashOf(s, side);
    const raid = leash ? loneHqs(s, side) : [];
    const targets = [...raid, ...goals(s, side)];
    const strike = leash && allIn(s, side) ? strikeHexes(s, side, leash) : undefined;
    // 4.1 (rules version 14): a stage begun closes the ones before it, so the bot moves by stages, the commanded
    // units, then the self-commanded, then the HQs (trains stay), and uses the railway last (5.1.1)
    const best: ({ order: O; v: number } | undefined)[] = [];
    for (const c of moveChoices(s, side, undefined, keptPosition(s)))
      for (const t of c.targets ?? []) {
        let v = moveScore(s, side, c, t.cell, targets, leash);
        if (leash && s.units[c.piece!] && strike?.(t.cell)) v += STRIKE;
        else if (leash && s.units[c.piece!]) {
          const w = leashed(s, leash, raid, c.piece!, t.cell, v);
          if (w === null) continue;
          v = w;
        }
        v += dice.roll(10) / 100;
        const k = stageOf(s, c.piece!);
        if (v >= 1 && (!best[k] || v > best[k].v)) best[k] = { order: t.order as O, v };
      }
    const first = best.find((b) => b);
    if (first) return { orders: [first.order] };
    const rail = leash && railOrder(s, side, leash, targets);
    return { orders: [rail || { type: 'end' }] };
  }
  const ch = choices(s, side);
  if (kind === 'combat') {
    let best: { order: O; v: number } | undefined;
    const safe = lastTurnPursuit(s, side);
    for (const c of ch) {
      const o = c.order as O;
      if (o.type !== 'combat') continue;
      // one that is not safe only when a combat is owed (9.1.2) and nothing safer is offered
      const v = sum(s, o.own) / Math.max(1, sum(s, o.enemy)) - (safe && !safe(o.own, o.enemy) ? 100 : 0);
      if (!best || v > best.v) best = { order: o, v };
    }
    const mayEnd = ch.some((c) => (c.order as O).type === 'end');
    if (best && (best.v >= bar(s, side).fight || !mayEnd)) return { orders: [best.order] };
    return { orders: [{ type: 'end' }] };
  }
  if (kind === 'card' && s.combat) {
    const mine = s.initiative === side ? s.combat.own : s.combat.enemy;
    const theirs = s.initiative === side ? s.combat.enemy : s.combat.own;
    const odds = sum(s, mine) / Math.max(1, sum(s, theirs));
    // on the last turn the German attacks only where his pursuit (9.6.4, every eligible unit) keeps him supplied
    const safe = lastTurnPursuit(s, side);
    const ok = !safe || safe(mine, theirs);
    const th = bar(s, side);
    let want: string = !ok ? 'defend' : odds >= th.assault ? 'assault' : odds >= th.attack ? 'attack' : 'defend';
    // the Russian: ATTACK or ASSAULT by the CRT's expected VP (bot-combat.ts), none when both lose (its DEFEND)
    if (want !== 'defend' && side === 'ru') want = byCrt(s, side, mine, theirs);
    // rules version 6: with its guns when it may name them (11.3)
    const retreat = want === 'defend' ? retreatCard(s, side, ch, odds, mine, enemyHexes(s, side)) : undefined;
    if (retreat) return { orders: [retreat] };
    const card =
      ch.find((c) => c.id === `card:${want}:fire`) ??
      ch.find((c) => c.id === `card:${want}`) ??
      ch.find((c) => c.id === 'card:defend') ??
      ch[0];
    return { orders: [card.order as O] };
  }
  if (kind === 'reserve') return { orders: [...askReserve(s, side, ch), { type: 'end' }] };
  if (kind === 'reserve-ask') return { orders: [answerAsk(s, side, ch)] };
  return { orders: [{ type: 'end' }] };
};

/**
 * 19.3 on the last turn with no lead (allIn: a draw is no win): a German unit may leave its leash for a hex next to a
 * Russian piece at most STRIKE_OUT steps from home, so that it can fight there at even odds; a step out, its pursuit
 * and retreat mostly end back in supply (100 German games: 37 won, 5 drawn, 8 lost, against 34/7/9 with the leash
 * kept, and 37/0/13 going out any distance: every unit left out of supply scores 4 for the Russian)
 */
export const STRIKE_OUT = 1;
const STRIKE = 3;
const strikeHexes = (s: TbState, side: SideId, leash: Leash) => {
  const foes = enemyHexes(s, side);
  const mi = mapOf(s);
  return (h: string): boolean => stepsHome(leash, h) <= STRIKE_OUT && foes.some((f) => mi.board.adjacent(f, h));
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
 * movers' strength, onto the offered hex best for defence (the lowest combat shift); else the move goes on.
 * The German's, on the last two turns, only onto a hex where it stays supplied (19.3: 4 VP a unit out of it).
 */
const answerAsk = (s: TbState, side: SideId, ch: OrderChoice[]): O => {
  const mi = mapOf(s);
  const movers = sum(s, s.paused?.pieces ?? []);
  const leash = leashOf(s, side);
  const ok = (id: string, cell: string) => !leash || leash.slack > 0 || leash.fed(id, cell);
  const best = ch
    .filter(
      (c) =>
        c.id.startsWith('reserve-move:') &&
        c.targets?.some((t) => ok(c.piece!, t.cell)) &&
        strength(s, c.piece!) * 2 >= movers,
    )
    .sort((a, b) => strength(s, b.piece!) - strength(s, a.piece!))[0];
  if (!best) return { type: 'end' };
  const t = best
    .targets!.filter((x) => ok(best.piece!, x.cell))
    .sort((a, b) => mi.hexCombat(a.cell) - mi.hexCombat(b.cell))[0];
  return t.order as O;
};

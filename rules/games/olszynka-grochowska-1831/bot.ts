/**
 * A simple sensible player for practice games, for either side: always one of the view's legal
 * choices. It advances on the nearest objective it does not hold (or the nearest enemy once it holds
 * them all), choosing among each mover's targets by distance plus exposure: a hex some enemy battalion
 * could attack next activation (bot-threat.ts) counts extra in the open, less in a wood (its melee
 * modifier, R 9.11), so it stages out of reach or under cover. It comes next to an enemy hex only in
 * strength: the friends next to it, the movers still to move that could join and the mover have 3:2
 * of the enemy's points, more against cover (an attack that follows contact is owed, R 9.3). Close
 * to the loss that gives the enemy an automatic victory it stops going in (its reserve), except in
 * the last stage, when it goes for the objectives whatever the cost. It fires every battery it can,
 * makes every attack it owes with every unit that may join, and answers an asked reaction by taking
 * it (never a withdrawal). The random player is random.ts.
 */
import type { Dice, OrderChoice } from '../../core/contract.js';
import { SeededDice } from '../../core/dice.js';
import { applyWith } from './apply.js';
import type { OlszynkaBatch, OlszynkaOrder } from './orders.js';
import { PACK, type PackIndex } from './pack.js';
import { onMap, type GameState, type SideId } from './state.js';
import { isArtillery, strengthOf } from './units.js';
import { threatsAgainst } from './bot-threat.js';
import { joinProblem } from './stacking.js';
import { scenarioOfGame } from './scenario-at.js';
import { ctxOf, pointsLost } from './phases/turn.js';
import { awaited } from './status.js';
import { choicesFor, movers } from './view-choices.js';
import { contactChoiceOf, moveChoiceOf } from './view-moves.js';

const orderOf = (ch: OrderChoice): OlszynkaOrder => (ch.order ?? ch.targets![0].order) as OlszynkaOrder;

/** where a side's units head for: the objectives it does not hold, else the enemy */
const goals = (P: PackIndex, s: GameState, side: SideId): string[] => {
  const sc = scenarioOfGame(P.pack.scenarios, s);
  const open = sc.victory.objectives.map((o) => o.hex).filter((h) => (s.holders[h] ?? '') !== side);
  if (open.length) return open;
  return Object.values(s.pos.units)
    .filter((u) => onMap(u.at) && P.unit(u.id).side !== side)
    .map((u) => u.at);
};

/** the points of each side standing in each hex */
const pointsByHex = (P: PackIndex, s: GameState): Map<string, Record<SideId, number>> => {
  const out = new Map<string, Record<SideId, number>>();
  for (const u of Object.values(s.pos.units)) {
    if (!onMap(u.at)) continue;
    const d = P.unit(u.id);
    const m = out.get(u.at) ?? { pl: 0, ru: 0 };
    m[d.side] += strengthOf(d, u);
    out.set(u.at, m);
  }
  return out;
};

/**
 * The weights, tuned on the bench (alder-wood-1831 against random play): the points to go in with,
 * per enemy point (3:2), and half a point more for each point the enemy hex's terrain takes off an
 * attack (R 9.11: the alder wood's -2 asks 5:2); the hexes of distance a hex in the enemy's reach
 * counts extra (2 in the open, 1 in a forest, none in the alder wood: its melee modifier added); the
 * points of room under the enemy's automatic victory below which the side stops going in.
 */
const RATIO = 1.5;
const TERR = 0.5;
const EXPOSED = 2;
const COVER = 1;
const MARGIN = 6;
/** the hexes of distance an open objective entered now is worth */
const TAKE = 4;

const END: OlszynkaOrder = { type: 'end' };

/**
 * R 6.7 with the reactions of chapter 5: a reaction stops the mover in the hex it entered, so a
 * path through a friendly stack it may pass but not end in (the limit of 18) is refused when one
 * comes (the batch refused on the die): only paths whose every hex would be a legal stop
 */
const safePass = (P: PackIndex, s: GameState, id: string, path: string[] | undefined): boolean => {
  if (!path || path.length < 3) return true;
  const c = ctxOf(P, s);
  return path.slice(1, -1).every((h) => !friendIn(P, s, P.unit(id).side, h) || !joinProblem(c, h, [id], true));
};

const friendIn = (P: PackIndex, s: GameState, side: SideId, hex: string): boolean =>
  Object.values(s.pos.units).some((u) => u.at === hex && P.unit(u.id).side === side);

/**
 * the mover may end in `cell`: every enemy hex next to it is matched by the friends next to that
 * hex, the movers pledged to it (unmoved, able to reach a hex next to it) and the mover
 */
const strongEnough = (
  P: PackIndex,
  s: GameState,
  id: string,
  cell: string,
  pledged: (hex: string, except: string) => number,
): boolean => {
  const side = P.unit(id).side;
  const foe: SideId = side === 'pl' ? 'ru' : 'pl';
  const pts = pointsByHex(P, s);
  const mine = strengthOf(P.unit(id), s.pos.units[id]);
  return P.grid.neighbours(cell).every((h) => {
    const enemy = pts.get(h)?.[foe] ?? 0;
    if (!enemy) return true;
    const friends = P.grid
      .neighbours(h)
      .filter((n) => n !== s.pos.units[id].at)
      .reduce((n, x) => n + (pts.get(x)?.[side] ?? 0), 0);
    return friends + mine + pledged(h, id) >= (RATIO - TERR * P.terrainOf(h).melee) * enemy;
  });
};

/** the points the side may still lose before the enemy wins at once (R 2.6, the scenario's automatic victory) */
const lossRoom = (P: PackIndex, s: GameState, side: SideId): number => {
  const sc = scenarioOfGame(P.pack.scenarios, s);
  const limit = sc.victory.automatic.find((a) => a.kind === 'enemy-losses' && a.side !== side);
  return limit && 'points' in limit ? limit.points - pointsLost(ctxOf(P, s), side) : 999;
};

const nextToEnemy = (P: PackIndex, s: GameState, side: SideId, hex: string): boolean => {
  const near = new Set(P.grid.neighbourCells(hex));
  return Object.values(s.pos.units).some((u) => near.has(u.at) && P.unit(u.id).side !== side);
};

export const botBatchWith = (P: PackIndex) => {
  const apply = applyWith(P);
  const near = (h: string, to: string[]) => Math.min(99, ...to.map((g) => P.grid.distance(h, g)));
  return (s: GameState, side: SideId, dice: Dice): OlszynkaBatch => {
    if (!awaited(s).includes(side))
      return { orders: [{ type: 'standing', key: 'square', value: s.policies[side].square }] };
    if (s.phase === 'move') {
      const orders: OlszynkaOrder[] = [];
      let state = s;
      const to = goals(P, s, side);
      const fear = threatsAgainst(P, s, side);
      const final = s.pos.stage >= s.pos.lastStage;
      // where each mover could go, to pledge it to an attack the others start
      const reach = new Map(movers(s).map((id) => [id, moveChoiceOf(P, s, id)?.targets?.map((t) => t.cell) ?? []]));
      const pledged = (hex: string, except: string): number =>
        [...reach].reduce((n, [id, cells]) => {
          const u = state.pos.units[id];
          const d = P.unit(id);
          if (id === except || u.flags.moved || isArtillery(d) || !cells.some((c) => P.grid.distance(c, hex) === 1))
            return n;
          return n + strengthOf(d, u);
        }, 0);
      // out of the enemy's reach, unless it goes in (next to the enemy, in strength) or the game ends now
      const bold = final || lossRoom(P, s, side) > MARGIN;
      // a hex in the enemy's reach costs more in the open than under cover (R 9.11: the terrain's melee modifier)
      const exposure = (t: string) =>
        final || !fear.get(t) || (bold && nextToEnemy(P, state, side, t)) ? 0 : EXPOSED + COVER * P.terrainOf(t).melee;
      const objectives = new Set(to.filter((h) => (s.holders[h] ?? side) !== side));
      // the movers nearest an open objective first, so they take it and the rest head for the others
      let early = false;
      const order = movers(s).sort((a, b) => near(s.pos.units[a].at, to) - near(s.pos.units[b].at, to));
      for (const id of order) {
        const contact = contactChoiceOf(P, state, id);
        const ch = moveChoiceOf(P, state, id);
        const here = state.pos.units[id].at;
        // an objective a friend already stands in is taken at the end of the activation: head for another
        const free = to.filter((h) => !friendIn(P, state, side, h));
        const goal = free.length ? free : to;
        const cost = (t: string) =>
          near(t, goal) + exposure(t) - (objectives.has(t) && !friendIn(P, state, side, t) ? TAKE : 0);
        let o: OlszynkaOrder | undefined = contact ? orderOf(contact) : undefined;
        if (!o && ch) {
          const fit = ch.targets!.filter(
            (t) =>
              safePass(P, state, id, t.path) &&
              (final ||
                ((bold || !nextToEnemy(P, state, side, t.cell)) && strongEnough(P, state, id, t.cell, pledged))),
          );
          const best = fit.length ? fit.reduce((a, b) => (cost(b.cell) < cost(a.cell) ? b : a)) : null;
          if (best && cost(best.cell) < cost(here)) o = best.order as OlszynkaOrder;
        }
        if (!o) continue;
        const r = apply(state, side, { orders: [o] }, new SeededDice(dice.roll(1000)));
        if (!r.ok || r.halted) continue;
        orders.push(o);
        state = r.state;
        // a die drawn or a reaction may go otherwise for real: the rest waits for the next batch, so
        // the step is not ended (an ended step left every unit after a ZOC-exit test or a forced
        // march standing)
        if (state.phase !== 'move' || r.events.some((e) => e.dice?.length || e.type === 'asked')) {
          early = true;
          break;
        }
      }
      // the batch whole, as the server will judge it: an order refused there (seen once: a stack limit
      // passed one order at a time but not in the batch) goes, with the orders after it
      for (;;) {
        const batch: OlszynkaBatch = { orders: [...orders, ...(early && orders.length ? [] : [END])] };
        const r = apply(s, side, batch, new SeededDice(dice.roll(1000)));
        const at = r.ok ? -1 : Number(/^orders\[(\d+)\]/.exec(r.error.at ?? '')?.[1] ?? orders.length);
        if (r.ok || at >= orders.length) return batch;
        orders.length = at;
      }
    }
    const choices = choicesFor(P, s, side);
    const end = choices.find((c) => c.id === 'end');
    if (s.phase === 'reaction') {
      const take = choices.find((c) => c.id.startsWith('react:') && !c.id.endsWith(':withdraw'));
      return { orders: [orderOf(take ?? end!)] };
    }
    const pick =
      choices.find((c) => c.id.startsWith('fire:') || c.id.startsWith('attack:')) ??
      choices.find((c) => c.id.startsWith('command:') && c.id !== 'command:none') ??
      choices.find((c) => c.id.startsWith('pick:')) ??
      end ??
      choices[0];
    return { orders: [orderOf(pick)] };
  };
};

/** the bot on our pack */
export const botBatch = botBatchWith(PACK());

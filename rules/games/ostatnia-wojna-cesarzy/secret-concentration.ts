import type { Dice } from '../../core/contract.js';
import type { Board } from './ctx.js';
import { type MapIndex, sideOfNation } from './mapindex.js';
import { railNet } from './rail-transfers.js';
import type { SideId } from './schema.js';

/**
 * Rule 20, secret concentration (rule group `secret-concentration`): a rail transfer whose
 * destination is written down secretly; the units wait in the side's box and come out at the
 * destination in the first movement phase of the side's next turn.
 */

/** 20.1: a town joined by rail to a board edge on own or allied territory (the rail net's own-soil part) */
export const railToOwnEdge = (m: MapIndex, side: SideId, town: string): boolean => {
  // asked for every town in the movement view: the map's answers are kept
  let memo = EDGE_TOWNS.get(m);
  if (!memo) EDGE_TOWNS.set(m, (memo = new Map()));
  const key = `${side}|${town}`;
  let r = memo.get(key);
  if (r === undefined) memo.set(key, (r = reachesOwnEdge(m, side, town)));
  return r;
};
const EDGE_TOWNS = new WeakMap<MapIndex, Map<string, boolean>>();
const reachesOwnEdge = (m: MapIndex, side: SideId, town: string): boolean => {
  const net = railNet(m);
  if (!net.next.has(town)) return false;
  const own = (h: string): boolean => sideOfNation(m.nat(h)) === side;
  if (!own(town)) return false;
  const seen = new Set([town]);
  const todo = [town];
  while (todo.length) {
    const h = todo.pop()!;
    if (m.isEdge(h) && m.edgeOwner(h) === side) return true;
    for (const n of net.next.get(h)!.keys())
      if (!seen.has(n) && own(n)) {
        seen.add(n);
        todo.push(n);
      }
  }
  return false;
};

/** 20.1: Transports of a concentration: 2 per unit from the map, 1 per arrival (and per patrol from the box, 20.5) */
export const concentrationCost = (fromMap: number, arrivals: number): number => 2 * fromMap + arrivals;

/** 20.1: both ends must reach an own board edge by rail; a refusal reason, or null */
export const concentrationProblem = (b: Board, side: SideId, from: string | null, to: string): string | null => {
  if (!railToOwnEdge(b.m, side, to)) return `${to} is not joined by rail to an own board edge (20.1)`;
  if (from !== null && !railToOwnEdge(b.m, side, from))
    return `${from} is not joined by rail to an own board edge (20.1)`;
  return null;
};

/** 20.4: the intelligence roll at the end of the concentrating side's turn: Allies 11–12, Russians 10–12 reveal it */
export const INTELLIGENCE: Record<SideId, number> = { allies: 11, russians: 10 };
export const intelligenceRoll = (side: SideId, dice: Dice): { roll: number; revealed: boolean } => {
  const roll = dice.roll(12);
  return { roll, revealed: roll >= INTELLIGENCE[side] };
};

import { strength } from './combat.js';
import { boardOf, defOf, sideOf, unitsAt } from './ctx.js';
import type { OwcOrder } from './orders.js';
import { concealable, reconOptions } from './phases/conceal.js';
import type { Mine } from './phases/duty.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';
import { frontOf, reconLeft } from './supply.js';
import { scoringHexes } from './bot-worth.js';
import { cardOf } from './campaign/shipped.js';

/**
 * The bot's concealment and reconnaissance (16, 16.1), on what its side sees (bot-sight.ts).
 *
 * Concealment, at the end of its movement phase: every unit the rules let it turn face down (unbroken,
 * out of contact, no Russian HQ) that stands at least CONCEAL_FROM hexes from every enemy counter it
 * sees, but for cavalry (face down it has 3 MP, not 4, 16.3, and it is the best scout) and HQs (kept
 * as they are). Out of contact it cannot be reconnoitred in the enemy's next supply phase (16.1 needs
 * an adjacent unit); so far back its control lines (lost face down, 16.3) block no enemy march that
 * matters; and face down it is always a Reserve (16.3, for the reserve movement phase) and may
 * surprise (16.4) when it attacks. In the campaign's scenarios a unit within AIM_RANGE hexes (a march) of a War
 * Aim its side does not hold stays face up: face down it could not take it (36).
 *
 * Reconnaissance, in its supply phase: every face-down enemy hex next to its units that it could
 * attack (RECON_SP of its own SP beside it) or that scores, most SP beside first, as far as 22.1's
 * allowance per front lasts; each by the unit that gives least away: a face-up one before a face-down
 * one (reconnoitring turns the scout face up, 16.2), cavalry before infantry, the weakest first.
 */
const CONCEAL_FROM = 3;
const RECON_SP = 3;
const AIM_RANGE = 3;

const enemyHexes = (s: OwcState, side: SideId): string[] => {
  const out: string[] = [];
  for (const [h, ids] of boardOf(s).occ) if (ids.length && sideOf(s, ids[0]) !== side) out.push(h);
  return out;
};

/** 16: the units the bot turns face down at the end of its movement phase (on the state after its marches) */
export const toConceal = (s: OwcState, side: SideId, mine: Mine): string[] => {
  const ids = concealable(s, side).filter(mine);
  if (!ids.length) return [];
  const m = boardOf(s).m;
  const enemies = enemyHexes(s, side);
  // 36: a face-down unit cannot take a War Aim: those within a march of one stay face up
  const aims = s.campaign
    ? cardOf(s)
        .warAims.map((w) => w.hex)
        .filter((h) => m.has(h) && s.control[h] !== side)
    : [];
  return ids.filter((id) => {
    const d = defOf(s, id);
    if (d.arm === 'cavalry' || d.size === 'hq') return false;
    const h = s.units[id].hex!;
    return (
      enemies.every((e) => m.grid.distance(h, e) >= CONCEAL_FROM) &&
      aims.every((a) => m.grid.distance(h, a) > AIM_RANGE)
    );
  });
};

/**
 * 16.2: the face-down units it turns face up by choice at the end of its movement phase (on the state
 * after its marches): those with control lines (6.1) standing beside an enemy stack in a hex of its own
 * at least as strong (its SP) as the strongest enemy stack beside it. Face down they project none (16.3),
 * so the enemy beside them marches and retreats as if they were not there; a stack that strong invites
 * no attack once seen. A weaker one keeps its bluff (and 16.4's risk for whoever attacks it); patrols
 * are never revealed (they would leave the map, 17.1).
 */
export const toReveal = (s: OwcState, side: SideId, mine: Mine): string[] => {
  const b = boardOf(s);
  const enemies = enemyHexes(s, side);
  const out: string[] = [];
  for (const [h, ids] of b.occ) {
    if (!ids.length || sideOf(s, ids[0]) !== side) continue;
    const down = ids.filter((u) => s.units[u].concealed && mine(u) && defOf(s, u).cl && defOf(s, u).size !== 'patrol');
    if (!down.length) continue;
    let threat = 0;
    for (const e of enemies)
      if (b.m.grid.adjacent(h, e) && !b.m.impassable(h, e))
        threat = Math.max(
          threat,
          unitsAt(b, e).reduce((t, u) => t + strength(s, u), 0),
        );
    const own = ids.reduce((t, u) => t + strength(s, u), 0);
    if (threat > 0 && own >= threat) out.push(...down);
  }
  return out.sort();
};

/** 16.1: the reconnaissance orders of the supply phase (the phase's closing pass included) */
export const reconOrders = (s: OwcState, mine: Mine): OwcOrder[] => {
  const side = s.phasing;
  const b = boardOf(s);
  const scoring = scoringHexes(s);
  const byHex = new Map<string, string[]>();
  for (const [u, hexes] of reconOptions(s))
    if (mine(u)) for (const h of hexes) byHex.set(h, [...(byHex.get(h) ?? []), u]);
  // the own SP beside each face-down enemy hex: what an attack from there could bring
  const beside = (h: string) => {
    let sp = 0;
    for (const n of b.m.grid.neighbourCells(h))
      for (const u of unitsAt(b, n)) if (sideOf(s, u) === side && !s.units[u].broken) sp += strength(s, u);
    return sp;
  };
  const targets = [...byHex.keys()]
    .map((h) => ({ h, sp: beside(h), scores: scoring.has(h) }))
    .filter((t) => t.sp >= RECON_SP || t.scores)
    .sort((x, y) => Number(y.scores) - Number(x.scores) || y.sp - x.sp || (x.h < y.h ? -1 : 1));
  const used = new Set<string>();
  const spent = new Map<string, number>();
  const out: OwcOrder[] = [];
  for (const { h } of targets) {
    const f = frontOf(s, h);
    if (reconLeft(s, h) - (spent.get(f) ?? 0) <= 0) continue; // 22.1
    const scout = byHex
      .get(h)!
      .filter((u) => !used.has(u))
      .sort(
        (x, y) =>
          Number(!!s.units[x].concealed) - Number(!!s.units[y].concealed) ||
          Number(defOf(s, y).arm === 'cavalry') - Number(defOf(s, x).arm === 'cavalry') ||
          strength(s, x) - strength(s, y) ||
          (x < y ? -1 : 1),
      )[0];
    if (!scout) continue;
    used.add(scout);
    spent.set(f, (spent.get(f) ?? 0) + 1);
    out.push({ type: 'recon', unit: scout, hex: h });
  }
  out.push({ type: 'pass' });
  return out;
};

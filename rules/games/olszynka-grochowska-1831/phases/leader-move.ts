import type { GameEvent } from '../../../core/contract.js';
import { fail } from '../../../core/errors.js';
import { event } from '../../../core/events.js';
import { findPaths } from '../../../core/path.js';
import type { Placed } from '../../../core/runner.js';
import { enemyOf, leaderDef, occupant, type Ctx } from '../ctx.js';
import { divisionCommander, divisionLeaderEndOk } from '../leaders.js';
import type { OlszynkaOrder } from '../orders.js';
import { still } from '../occupancy.js';
import { onMap, type GameState } from '../state.js';

/**
 * Leaders' moves (R 2.3.3–2.3.5, 3.3, 7.2): 8 MP, every hex 1 MP; leaders ignore enemy ZOC, never
 * enter an enemy-held hex and may end alone (AMB-53). The C-in-C or a corps commander moves when his
 * own marker is drawn, before he names a division (the `command` step); a division commander moves
 * after his units, so no unit of his moves after him, and ends on a unit of his formation (R 3.3).
 */
export const LEADER_MP = 8;

/** a hex no foot may enter (R 7.5: the Vistula) is closed to leaders too */
const closed = (c: Ctx, h: string): boolean => c.P.terrainOf(h).mp.infantry === null;

/** the leader who may move now, if any */
export const movingLeader = (c: Ctx, s: GameState): string | undefined => {
  const a = s.active;
  if (!a || a.leaderMoved) return undefined;
  const id =
    s.phase === 'command'
      ? a.marker
      : s.phase === 'move' && a.formation
        ? divisionCommander(c, a.formation)
        : undefined;
  return id && s.pos.leaders[id] && onMap(s.pos.leaders[id].at) ? id : undefined;
};

/** every hex the leader may end on, with its path (start first) */
export const leaderReach = (c: Ctx, id: string): { to: string; path: string[] }[] =>
  still(c.pos.units, () => reachOf(c, id));

const reachOf = (c: Ctx, id: string): { to: string; path: string[] }[] => {
  const from = c.pos.leaders[id].at;
  const foe = enemyOf(leaderDef(c, id).side);
  const r = findPaths({
    start: from,
    neighbours: (h) => c.P.grid.neighbourCells(h),
    cost: (_a, b) => (occupant(c, b) === foe || closed(c, b) ? null : 1),
    budget: LEADER_MP,
  });
  return [...r.cells.keys()]
    .filter((h) => h !== from && divisionLeaderEndOk(c, id, h))
    .map((to) => ({ to, path: r.pathTo(to)! }));
};

export const playLeaderMove = (
  c: Ctx,
  s: GameState,
  p: Placed<OlszynkaOrder & { type: 'leader' }>,
  events: GameEvent[],
): void => {
  const o = p.o;
  const who = movingLeader(c, s);
  if (who !== o.leader)
    fail(
      s.phase === 'command' ? '2.3.3' : '2.3.5',
      'NOT_THIS_LEADER',
      `${o.leader} may not move now`,
      `${p.at}.leader`,
    );
  const from = c.pos.leaders[who].at;
  const foe = enemyOf(leaderDef(c, who).side);
  let at = from;
  o.path.forEach((h, i) => {
    const here = `${p.at}.path[${i}]`;
    if (!c.P.grid.has(h) || !c.P.grid.adjacent(at, h))
      fail('7.3', 'NOT_ADJACENT', `${h} is not next to ${at}`, here, { to: h, hex: at });
    if (closed(c, h)) fail('7.5', 'CLOSED', `${h} may not be entered`, here);
    if (occupant(c, h) === foe) fail('7.6', 'ENEMY_HEX', `${h} holds the enemy`, here);
    at = h;
  });
  if (!divisionLeaderEndOk(c, who, at))
    fail(
      '3.3',
      'LEADER_END',
      'a division commander ends on a unit of his formation',
      `${p.at}.path[${o.path.length - 1}]`,
    );
  c.pos.leaders[who].at = at;
  s.active!.leaderMoved = true;
  events.push(
    event('leaderMoved', { leader: who, from, path: o.path }, { rule: s.phase === 'command' ? '2.3.3' : '3.3' }),
  );
};

/**
 * What 1831's events draw on the board for "since your last move": moves, retreats, withdrawals and
 * pursuits as paths (a path names the hexes entered, so the hex left goes first), salvoes and melees
 * as attacks with their outcome, every unit that lost strength or a level as a loss in its hex.
 */
import type { EventMark, GameEvent } from '../../core/contract.js';

type D = Record<string, unknown>;
const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);
const list = (x: unknown): string[] => (Array.isArray(x) ? x.filter((y): y is string => typeof y === 'string') : []);
const keys = (x: unknown): string[] => (x && typeof x === 'object' ? Object.keys(x) : []);

/** a retreat ({units, path}) from `from`; none when it went nowhere */
const retreatPath = (from: unknown, r: unknown): EventMark[] => {
  const x = (r ?? {}) as D;
  const path = list(x.path);
  return str(from) && path.length ? [{ kind: 'path', cells: [from as string, ...path], piece: list(x.units)[0] }] : [];
};

const losses = (ids: string[], cellOf: (id: string) => string | undefined, gone: string[]): EventMark[] =>
  [...new Set(ids)].map((id) => ({
    kind: 'loss',
    cell: cellOf(id),
    piece: id,
    ...(gone.includes(id) ? { eliminated: true } : {}),
  }));

export const eventMarks = (e: GameEvent): EventMark[] => {
  const x = (e.data ?? {}) as D;
  switch (e.type) {
    case 'moved': {
      const path = list(x.path);
      return path.length ? [{ kind: 'path', cells: [...list([x.from]), ...path], piece: list(x.units)[0] }] : [];
    }
    case 'fired': {
      const target = str(x.target);
      const hit = [...keys(x.losses), ...list([x.hit])];
      const r = (x.retreat ?? undefined) as D | undefined;
      return [
        { kind: 'attack', fromPieces: list([x.battery]), to: target },
        { kind: 'result', success: hit.length > 0 || !!r },
        ...losses([...hit, ...keys(r?.losses)], () => target, list(x.eliminated)),
        ...retreatPath(target, r),
      ];
    }
    case 'combat': {
      const at = (x.attackerAt ?? {}) as Record<string, string>;
      const hex = str(x.hex);
      const winner = (x.result as { winner?: string } | undefined)?.winner;
      return [
        {
          kind: 'attack',
          from: [...new Set(Object.values(at))],
          fromPieces: list(x.attackers),
          to: hex,
          toPiece: list(x.defenders)[0],
        },
        { kind: 'result', success: winner === 'attacker' },
        ...losses([...keys(x.levels), ...keys(x.losses)], (id) => at[id] ?? hex, list(x.eliminated)),
      ];
    }
    case 'afterCombat': {
      const hex = str(x.hex);
      const out: EventMark[] = losses(list(x.artilleryLost), () => hex, list(x.artilleryLost));
      out.push(...retreatPath(hex, x.defenderRetreat));
      for (const k of Object.keys(x))
        if (k.startsWith('attackerRetreat:')) out.push(...retreatPath(k.slice('attackerRetreat:'.length), x[k]));
      if (str(x.pursuitFrom) && hex)
        out.push({ kind: 'path', cells: [x.pursuitFrom as string, hex], piece: str(x.pursuit) });
      // R 12.3.2: each other pursuer's step, from its own hex
      const from = (x.pursuersFrom ?? {}) as Record<string, unknown>;
      for (const id of list(x.pursuers))
        if (str(from[id]) && hex) out.push({ kind: 'path', cells: [from[id] as string, hex], piece: id });
      return out;
    }
    case 'leaderMoved':
      return retreatPath(x.from, { path: x.path, units: [x.leader] });
    case 'contactCharge':
      return retreatPath(x.from, x.retreat);
    case 'reaction':
      return x.kind === 'withdraw' ? retreatPath(x.from, (x.result as D | undefined)?.retreat) : [];
    default:
      return [];
  }
};

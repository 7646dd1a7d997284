/** Victory (spec 4.2): attrition at once, or control of the enemy half at nightfall with tie-breakers. */
import { emit, type Ctx } from './engine.js';
import { inHalf, neighbours, SQUARES } from './geometry.js';
import { NATION_ORDER, type NationId } from './schema.js';
import { other, SIDES, type MSide, type MState } from './state.js';

export const losses = (s: MState, side: MSide): number =>
  Object.values(s.units).filter((u) => u.side === side && u.status === 'eliminated').length;

/** 2.2: squares of the opponent's half occupied, or next to an own unit with no enemy on or next to it */
export const controlled = (s: MState, side: MSide): string[] => {
  const enemyEdge = s.players[other(side)].edge!;
  const occ = new Map<string, MSide>();
  for (const u of Object.values(s.units)) if (u.sq) occ.set(u.sq, u.side);
  return SQUARES.filter((sq) => {
    if (!inHalf(sq, enemyEdge)) return false;
    const on = occ.get(sq);
    if (on) return on === side;
    const nb = neighbours(sq).map((n) => occ.get(n));
    return nb.includes(side) && !nb.includes(other(side));
  });
};

const finish = (
  c: Ctx,
  winner: MSide,
  reason: 'attrition' | 'nightfall',
  detail: string,
  control?: Record<MSide, number>,
): void => {
  c.s.result = { winner, reason, detail, ...(control ? { control } : {}) };
  c.s.phase = 'over';
  c.s.combat = null;
  c.s.window = null;
  emit(
    c,
    'game-over',
    { winner, reason, detail, ...(control ? { control } : {}), decks: SIDES.map((x) => c.s.players[x].deck.length) },
    { rule: reason === 'attrition' ? '2.1' : '2.2' },
  );
};

/**
 * 2.1 after a combat: 5 enemy units eliminated wins at once, unless the same combat cost the
 * active player his own 5th unit: then the defender wins (AMB-1; V3 narrows it to Committed Attack).
 */
export const checkAttrition = (c: Ctx, lostByCommitted = false): boolean => {
  const a = c.s.active,
    d = other(a);
  const aWins = losses(c.s, d) >= 5,
    dWins = losses(c.s, a) >= 5;
  if (aWins && dWins) {
    const exception = c.s.options.attrition === 'any' || lostByCommitted;
    finish(c, exception ? d : a, 'attrition', exception ? 'both-fifth-defender-wins' : 'fifth-elimination');
  } else if (aWins) finish(c, a, 'attrition', 'fifth-elimination');
  else if (dWins) finish(c, d, 'attrition', 'fifth-elimination');
  return c.s.phase === 'over';
};

/** 2.2 nightfall: control, then eliminations, then fewer reduced units, then the nation order */
export const nightfallWinner = (s: MState): { winner: MSide; detail: string; control: Record<MSide, number> } => {
  const control = { blue: controlled(s, 'blue').length, red: controlled(s, 'red').length };
  const elim = { blue: losses(s, 'red'), red: losses(s, 'blue') };
  const reduced = (x: MSide) =>
    Object.values(s.units).filter((u) => u.side === x && u.sq && u.status === 'reduced').length;
  if (control.blue !== control.red)
    return { winner: control.blue > control.red ? 'blue' : 'red', detail: 'control', control };
  if (elim.blue !== elim.red) return { winner: elim.blue > elim.red ? 'blue' : 'red', detail: 'eliminations', control };
  const rb = reduced('blue'),
    rr = reduced('red');
  if (rb !== rr) return { winner: rb < rr ? 'blue' : 'red', detail: 'fewer-reduced', control };
  const ob = NATION_ORDER.indexOf(s.players.blue.army as NationId),
    or = NATION_ORDER.indexOf(s.players.red.army as NationId);
  return { winner: ob < or ? 'blue' : 'red', detail: 'nation-order', control };
};

export const nightfall = (c: Ctx): void => {
  const r = nightfallWinner(c.s);
  finish(c, r.winner, 'nightfall', r.detail, r.control);
};

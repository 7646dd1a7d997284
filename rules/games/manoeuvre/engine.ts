/** The batch context shared by every procedure: the state being built, its events, the dice. */
import type { Dice, GameEvent } from '../../core/contract.js';
import { card, type Card } from './pack.js';
import { other, type MSide, type MState } from './state.js';

export interface Ctx {
  s: MState;
  ev: GameEvent[];
  dice: Dice;
  /** the order being applied, for errors: 'orders[2]' */
  at: string;
  side: MSide;
}

export const emit = (
  c: Ctx,
  type: string,
  data: Record<string, unknown>,
  o: { rule?: string; dice?: number[]; to?: MSide[]; revealAtEnd?: boolean } = {},
): void => {
  const e: GameEvent = { type, visibleTo: o.to ?? 'all', data };
  if (o.rule) e.rule = o.rule;
  if (o.dice) e.dice = o.dice;
  if (o.revealAtEnd) e.revealAtEnd = true;
  c.ev.push(e);
};

/** roll a dice expression "2d8" (spec 1.2) */
export const rollExpr = (c: Ctx, expr: string | undefined, into: number[]): number => {
  if (!expr) return 0;
  const [n, f] = expr.split('d').map(Number);
  let t = 0;
  for (let i = 0; i < n; i++) {
    const r = c.dice.roll(f);
    into.push(r);
    t += r;
  }
  return t;
};

export const fail = (rule: string, code: string, message: string, field?: string, params?: FailAt['params']): never => {
  throw new FailAt(rule, code, message, field, params);
};
/** a rule failure whose `at` is filled in by apply from the order index */
export class FailAt extends Error {
  constructor(
    public rule: string,
    public code: string,
    message: string,
    public field?: string,
    /** the values the message names, for a client's own wording (RuleError.params) */
    public params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

/** a card from the side's hand, removed from it; refuses cards not in hand */
export const takeCard = (c: Ctx, side: MSide, id: string, rule: string, field = 'card'): Card => {
  const p = c.s.players[side];
  const i = p.hand.indexOf(id);
  if (i < 0) fail(rule, 'not-in-hand', `card ${id} is not in ${side}'s hand`, field);
  p.hand.splice(i, 1);
  return card(c.s, id);
};
export const handCard = (c: Ctx, side: MSide, id: string, rule: string, field = 'card'): Card => {
  if (!c.s.players[side].hand.includes(id)) fail(rule, 'not-in-hand', `card ${id} is not in ${side}'s hand`, field);
  return card(c.s, id);
};
export const discard = (s: MState, side: MSide, ids: (string | null | undefined)[]): void => {
  for (const id of ids) if (id) s.players[side].discard.push(id);
};
export const opponent = (c: Ctx): MSide => other(c.s.active);

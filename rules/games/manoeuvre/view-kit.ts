/**
 * What every phase's menu of choices is built from (view-choices.ts): the hand by kind, the units on
 * the map, and the short names the labels use.
 */
import type { OrderChoice, TargetOption } from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import { card, defs, unitDef } from './pack.js';
import { cardName, cardValues } from './describe.js';
import type { MSide, MState } from './state.js';

export const T = text;
export const uname = (s: MState, u: string) => unitDef(s, u).short;
export const cname = (s: MState, id: string): Text => {
  const n = cardName(defs(s), id);
  const v = cardValues(card(s, id)).join(' ');
  return v ? T(`${n.pl} (${v})`, `${n.en} (${v})`) : n;
};
export const handOf = (s: MState, side: MSide) => s.players[side].hand.map((id) => card(s, id));
export const ofKind = (s: MState, side: MSide, kind: string) => handOf(s, side).filter((c) => c.kind === kind);
export const ownUnits = (s: MState, side: MSide) =>
  Object.keys(s.units).filter((u) => s.units[u].side === side && s.units[u].sq);

/** one phase's choices for the awaited side, pushed onto `out` */
export type PhaseChoices = (s: MState, side: MSide, out: OrderChoice[]) => void;

export const choice = (id: string, label: Text, o: Partial<OrderChoice>): OrderChoice => ({ id, label, ...o });

export const target = (cell: string, order: unknown, extra: Partial<TargetOption> = {}): TargetOption => ({
  cell,
  order,
  ...extra,
});

/** the Scout/Spy card may be played in the Discard, Movement, Combat and Restoration phases */
export const scoutChoices: PhaseChoices = (s, side, out) =>
  ofKind(s, side, 'scout').forEach((k) =>
    out.push(
      choice(`scout-${k.id}`, T('Zwiadowca', 'Scout/Spy'), { card: k.id, order: { type: 'scout', card: k.id } }),
    ),
  );

import type { Halt, OptionsView, OrderChoice, TargetOption, Order, RuleError } from '../../rules/core/contract.js';
import type { DraftAnswer } from '../../functions/api/routes/draft.js';
import type { Text } from '../../rules/core/text.js';
import type { BoardView, PieceView } from '../../rules/core/board.js';

/** The batch being composed: pure functions over the view's options, no round trip per click. */
export interface DraftOrder {
  choiceId: string;
  order: Order;
  label: Text;
  piece?: string;
  card?: string;
  /** the clicked target, for highlighting on the board */
  cell?: string;
  path?: string[];
  group?: string;
}

export type Draft = DraftOrder[];

/** Choices still open: not yet used in the draft, and no other choice of the same group taken. */
export const openChoices = (options: OptionsView, draft: Draft): OrderChoice[] => {
  if (draft.length >= options.maxOrders) return [];
  const used = new Set(draft.map((d) => d.choiceId));
  const groups = new Set(draft.map((d) => d.group).filter((g): g is string => !!g));
  // a piece acts once per batch unless a later choice of the same piece is a different group
  return options.choices.filter((c) => !used.has(c.id) && !(c.group && groups.has(c.group)));
};

/** Pieces the viewer can select to act, in the order of the options. */
export const actingPieces = (options: OptionsView, draft: Draft): Set<string> =>
  new Set(openChoices(options, draft).flatMap((c) => (c.piece ? [c.piece] : [])));

export const choicesForPiece = (options: OptionsView, draft: Draft, piece: string): OrderChoice[] =>
  openChoices(options, draft).filter((c) => c.piece === piece);

/** Choices shown as plain buttons: neither a piece's nor a card's. */
export const buttonChoices = (options: OptionsView, draft: Draft): OrderChoice[] =>
  openChoices(options, draft).filter((c) => !c.piece && !c.card);

/** Playable cards: hand card id → its choices. */
export const cardChoices = (options: OptionsView, draft: Draft): Map<string, OrderChoice[]> => {
  const out = new Map<string, OrderChoice[]>();
  for (const c of openChoices(options, draft)) if (c.card) out.set(c.card, [...(out.get(c.card) ?? []), c]);
  return out;
};

/** Target cells of a set of choices: cell → the (choice, target) pairs landing there. */
export const targetsByCell = (choices: OrderChoice[]): Map<string, { choice: OrderChoice; target: TargetOption }[]> => {
  const out = new Map<string, { choice: OrderChoice; target: TargetOption }[]>();
  for (const choice of choices)
    for (const target of choice.targets ?? [])
      out.set(target.cell, [...(out.get(target.cell) ?? []), { choice, target }]);
  return out;
};

export const fromChoice = (choice: OrderChoice): DraftOrder => ({
  choiceId: choice.id,
  order: choice.order as Order,
  label: choice.label,
  ...(choice.piece ? { piece: choice.piece } : {}),
  ...(choice.card ? { card: choice.card } : {}),
  ...(choice.group ? { group: choice.group } : {}),
});

export const fromTarget = (choice: OrderChoice, target: TargetOption): DraftOrder => ({
  ...fromChoice(choice),
  order: target.order as Order,
  label: target.label ?? choice.label,
  cell: target.cell,
  ...(target.path ? { path: target.path } : {}),
});

export const canAdd = (options: OptionsView, draft: Draft): boolean => draft.length < options.maxOrders;
export const canSubmit = (options: OptionsView, draft: Draft): boolean =>
  draft.length >= Math.max(1, options.minOrders) && draft.length <= options.maxOrders;

export const removeAt = (draft: Draft, i: number): Draft => draft.filter((_, j) => j !== i);

/**
 * A halted submission applied the orders before `halted.at`; the rest stay in the composer (to be
 * re-checked against the new view by `rebase`, since the halt changed the situation).
 */
export const afterHalt = (draft: Draft, halted: Pick<Halt, 'at'> | undefined): Draft =>
  halted ? draft.slice(halted.at) : [];

/** Index of the order a rule error points at: 'orders[2].path[3]' → 2. */
export const orderIndexOf = (at: string | undefined): number | null => {
  const m = at ? /^orders\[(\d+)\]/.exec(at) : null;
  return m ? Number(m[1]) : null;
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(canon(a)) === JSON.stringify(canon(b));
const canon = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(canon);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canon((v as Record<string, unknown>)[k])]),
    );
  return v;
};

/**
 * After a 409 the view is new: keep each drafted order the new options still offer (the same order
 * object under some choice), in turn, respecting groups and maxOrders.
 */
export const rebase = (draft: Draft, options: OptionsView): Draft => {
  const out: Draft = [];
  for (const d of draft) {
    const open = openChoices(options, out);
    let found: DraftOrder | null = null;
    for (const c of open) {
      if (c.order !== undefined && same(c.order, d.order)) found = fromChoice(c);
      else for (const t of c.targets ?? []) if (same(t.order, d.order)) found = fromTarget(c, t);
      if (found) break;
    }
    if (found) out.push(found);
  }
  return out;
};

/** A fresh idempotency key per submission attempt (kept when the same draft is retried after a network error). */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The server's answer to a draft check (POST /api/games/:id/draft): the route's own type. */
export type DraftCheck = DraftAnswer;

/** A check with what it was asked: only choices in `asked` and not `unchecked` were judged. */
export interface CheckedDraft {
  key: string;
  asked: string[];
  answer: DraftCheck;
}

/** Identifies "this draft on this version": an answer for another draft or version is ignored. */
export const draftKey = (version: number, draft: Draft): string =>
  `${version}:${JSON.stringify(draft.map((d) => d.order))}`;

const judged = (checked: CheckedDraft): Set<string> => {
  const unchecked = new Set(checked.answer.unchecked);
  return new Set(checked.asked.filter((id) => !unchecked.has(id)));
};

/**
 * The options as the check leaves them: judged choices the rules refuse after the draft are dropped,
 * and so are the refused targets of the others; choices not judged (budget, no answer) stay as they are.
 */
export const narrow = (options: OptionsView, checked: CheckedDraft | null): OptionsView => {
  if (!checked) return options;
  const seen = judged(checked);
  const legal = new Set(checked.answer.legal);
  const choices: OrderChoice[] = [];
  for (const c of options.choices) {
    if (!seen.has(c.id)) choices.push(c);
    else if (c.targets?.length) {
      const ok = new Set(checked.answer.targets[c.id] ?? []);
      const targets = c.targets.filter((_, i) => ok.has(i));
      if (targets.length) choices.push({ ...c, targets });
    } else if (legal.has(c.id)) choices.push(c);
  }
  return { ...options, choices };
};

/** Ids of the choices the check refused (shown greyed out rather than hidden where they are buttons). */
export const refusedChoices = (options: OptionsView, checked: CheckedDraft | null): Set<string> => {
  if (!checked) return new Set();
  const kept = new Set(narrow(options, checked).choices.map((c) => c.id));
  return new Set(options.choices.filter((c) => !kept.has(c.id)).map((c) => c.id));
};

/** The draft's refusal: at which drafted order (null: the batch as a whole is not complete yet). */
export const draftProblem = (checked: CheckedDraft | null): { index: number | null; error: RuleError } | null =>
  checked?.answer.rejection
    ? { index: orderIndexOf(checked.answer.rejection.at), error: checked.answer.rejection }
    : null;

/** The cells the drafted choices lay on the board (a map section): cell → legend key. */
export const paintOf = (options: OptionsView, draft: Draft): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const d of draft) Object.assign(out, options.choices.find((c) => c.id === d.choiceId)?.paint);
  return out;
};

/** The board with the draft laid on it: painted cells and the pieces it places (drawn as the viewer's). */
export const draftedBoard = (
  board: BoardView,
  paint: Record<string, string>,
  placed: Draft,
  side: string | null,
  name: (d: DraftOrder) => string,
): BoardView => {
  if (!placed.length && !Object.keys(paint).length) return board;
  const cells = board.cells.map((c) => (c.label in paint ? { ...c, terrain: paint[c.label] } : c));
  const pieces = [
    ...board.pieces,
    ...placed.map((d): PieceView => ({ id: d.piece!, cell: d.cell!, side, label: name(d), symbol: 'unknown' })),
  ];
  return { ...board, cells, pieces };
};

/** `probe` with its "$cell" / "$piece" placeholders filled in; null when it needs a piece and none is there. */
export const fillProbe = (probe: unknown, cell: string, piece: string | undefined): Order | null => {
  let missing = false;
  const fill = (v: unknown): unknown => {
    if (v === '$cell') return cell;
    if (v === '$piece') {
      if (!piece) missing = true;
      return piece;
    }
    if (Array.isArray(v)) return v.map(fill);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, fill(x)]));
    return v;
  };
  const order = fill(probe) as Order;
  return missing ? null : order;
};

/**
 * The order to ask the rules about when a cell that is no target is clicked: the first of `choices`
 * whose probe aims at a piece when one stands there, else the first that aims at the cell.
 */
export const probeFor = (choices: OrderChoice[], cell: string, piece: string | undefined): Order | null => {
  const aims = (c: OrderChoice, what: string) => c.probe !== undefined && JSON.stringify(c.probe).includes(what);
  const c = (piece && choices.find((x) => aims(x, '"$piece"'))) || choices.find((x) => aims(x, '"$cell"'));
  return c ? fillProbe(c.probe, cell, piece) : null;
};

import type { ZodType } from 'zod';
import type { BoardView } from './board.js';
import type { Text } from './text.js';

/** A module's seats, e.g. 'allies' | 'russia'. */
export type Side = string;

/** The only source of chance a rules module may use. Synchronous; returns 1..faces. */
export interface Dice {
  roll(faces: number): number;
}

export interface GameResult {
  /** null: a draw */
  winner: Side | null;
  reason: string;
}

export interface Status {
  /** who must act now; both sides: a simultaneous answer; empty only when the game is over */
  waitingFor: Side[];
  /** machine key of the phase/decision, e.g. 'movement', 'assault.withdraw' */
  phase: string;
  /** human description of what is awaited */
  prompt?: Text;
  /** true when the awaited decision is an answer inside the other side's turn (clocks: defaultAnswer applies) */
  midTurn?: boolean;
  turn?: number;
  result?: GameResult;
}

export interface GameEvent {
  type: string;
  /** 'all', or the sides that may see it at the time */
  visibleTo: 'all' | Side[];
  /** if true, every side sees it once the game has ended (e.g. a shuffle's order) */
  revealAtEnd?: boolean;
  /** the rule as the spec writes it: "6.1 s3", "7.4.1", "A.3" */
  rule?: string;
  /** every die drawn appears in exactly one event's `dice`, in draw order */
  dice?: number[];
  /** the faces of each die in `dice` (6 for a d6, 10 for a d10), same length; lets the page draw the right die */
  diceFaces?: number[];
  data: unknown;
}

export interface RuleError {
  code: string;
  message: string;
  rule?: string;
  /** where in the batch, zero-based: 'orders[2].path[3]' */
  at?: string;
}

export type ApplyResult<State> =
  | { ok: true; state: State; events: GameEvent[] }
  | { ok: false; error: RuleError };

export interface ScenarioInfo {
  id: string;
  title: Text;
  description: Text;
  /** e.g. "2 days", "8 turns" */
  length: Text;
  sides: readonly Side[];
}

/** Game options chosen at creation; validated by the module's optionsSchema. */
export interface SetupOptions {
  /** a custom start position (unrated games only), in the module's documented JSON form */
  position?: unknown;
  [key: string]: unknown;
}

/** A value a game option may take: JSON scalars only, so a form can offer them as choices. */
export type OptionValue = string | number | boolean;

/**
 * One game option (variant) as the create forms offer it: a labelled choice among fixed values,
 * each explained. Data only; the module's optionsSchema stays the judge of what is valid.
 */
export interface OptionField {
  /** the key in SetupOptions */
  key: string;
  label: Text;
  /** what the option is about, e.g. the rule it changes */
  help?: Text;
  values: readonly { value: OptionValue; label: Text; help?: Text }[];
  /** what setup does when the key is absent; forms send only values that differ from it */
  default: OptionValue;
}

/** A secret the module holds right now: a distinctive string only `visibleTo` may see. */
export interface Secret {
  visibleTo: Side[];
  token: string;
  what: string;
}

/**
 * What the viewer may do now, in one shape the web client composes orders from with no
 * game-specific code. Every batch of every game is `{ orders: Order[] }`; each option carries
 * the exact order object the client appends to `orders`.
 */
export interface OptionsView {
  prompt: Text;
  /** the choices; empty when the viewer has nothing to decide */
  choices: OrderChoice[];
  /** how many orders a batch may hold (e.g. 1 for an answer, n for a movement phase) */
  minOrders: number;
  maxOrders: number;
  /** standing orders this side may set at any time; submitted as {type:'standing', key, value} */
  standing?: StandingOption[];
}

export interface OrderChoice {
  /** unique key within this view */
  id: string;
  label: Text;
  /** choices sharing a group are mutually exclusive within one batch */
  group?: string;
  /** the acting piece, selected by clicking it */
  piece?: string;
  /** a hand card this choice plays */
  card?: string;
  /**
   * Either a complete order (a button), or targets: the client highlights each target cell and
   * clicking one appends that target's order.
   */
  order?: unknown;
  targets?: TargetOption[];
}

export interface TargetOption {
  cell: string;
  /** movement or other cost, shown on the highlighted cell */
  cost?: number;
  /** cells passed through, for drawing the path preview */
  path?: string[];
  label?: Text;
  order: unknown;
}

export interface StandingOption {
  key: string;
  label: Text;
  values: { value: string; label: Text }[];
  current: string;
}

export interface CardView {
  id: string;
  name: Text;
  kind: string;
  values?: string[];
  text?: Text;
  side?: Side;
}

/** Game-specific facts for the side panel, in a generic shape. */
export interface PanelView {
  sections: { title: Text; rows: { label: Text; value: string; side?: Side }[] }[];
  /** the viewer's own hand */
  hand?: CardView[];
  /** public card areas (discard tops, cards in play) */
  cardAreas?: { title: Text; side?: Side; cards: CardView[]; count?: number }[];
}

export interface GameView {
  board: BoardView;
  options: OptionsView;
  panel: PanelView;
}

export interface Order {
  type: string;
  [key: string]: unknown;
}
export interface Batch {
  orders: Order[];
}

export interface GameModule<State = unknown, B extends Batch = Batch> {
  id: string;
  title: Text;
  sides: readonly Side[];
  /** each side's name as players read it */
  sideNames: Record<Side, Text>;
  scenarios: readonly ScenarioInfo[];
  batchSchema: ZodType<B>;
  /** game options (variants); `position` is accepted only for unrated games */
  optionsSchema: ZodType<SetupOptions>;
  /**
   * the options of optionsSchema as labelled choices, one field per key except `position` (which
   * stays an advanced JSON field); the conformance suite checks they agree with the schema and setup
   */
  optionFields?: readonly OptionField[];
  setup(scenarioId: string, options: SetupOptions, dice: Dice): State;
  status(state: State): Status;
  apply(state: State, side: Side, batch: B, dice: Dice): ApplyResult<State>;
  view(state: State, viewer: Side | null): GameView;
  /** what stands in when a mid-turn answer times out; null for whole turns */
  defaultAnswer(state: State, side: Side): B | null;
  describe(event: GameEvent, lang: 'pl' | 'en'): string;
  /**
   * every event type apply may return; the conformance suite fails on an undeclared one and, at
   * full scale, on a declared one its random games never fire
   */
  eventTypes?: readonly string[];
  /** the secrets held in this state, for the fog checks of the conformance suite and the API tests */
  secrets(state: State): Secret[];
  /** a random legal batch for `side`, built from its view's options; test and bench support */
  randomBatch(state: State, side: Side, dice: Dice): B;
}

/** A batch made only of standing orders may be submitted by a side that is not awaited. */
export const isStandingBatch = (batch: Batch): boolean =>
  batch.orders.length > 0 && batch.orders.every((o) => o.type === 'standing');

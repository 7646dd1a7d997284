import type { ZodType } from 'zod';
import type { BoardLayer, StaticBoard } from './board.js';
import type { Text } from './text.js';
import type { GameGuide } from './guide.js';

/** A module's seats, e.g. 'allies' | 'russia'. */
export type Side = string;

/** How a die is read. `zeroBased`: a d10 read as 0–9 (faces-1 is the top); default 1..faces. */
export interface DieOptions {
  zeroBased?: boolean;
}

/**
 * The only source of chance a rules module may use. Synchronous; returns 1..faces, or
 * 0..faces-1 with `{ zeroBased: true }` (the same draw, read one lower).
 */
export interface Dice {
  roll(faces: number, options?: DieOptions): number;
}

export interface GameResult {
  /** null: a draw, or a team result (read `winners`) */
  winner: Side | null;
  /** v3: every side that won (a team result has several; a draw none). Old records lack it: read it with `winnersOf`. */
  winners?: Side[];
  reason: string;
}

/** The winning sides of a result, old (winner only) or new (winners). */
export const winnersOf = (r: Pick<GameResult, 'winner' | 'winners'>): Side[] =>
  r.winners ?? (r.winner ? [r.winner] : []);

/** A result from its winning sides: `winner` stays filled for a single winner, so old readers keep working. */
export const resultOf = (winners: readonly Side[], reason: string): GameResult => ({
  winner: winners.length === 1 ? winners[0] : null,
  winners: [...winners],
  reason,
});

export interface Status {
  /** who must act now; both sides: a simultaneous answer; empty only when the game is over */
  waitingFor: Side[];
  /** machine key of the phase/decision, e.g. 'movement', 'assault.withdraw' */
  phase: string;
  /** v3: the phase as players read it ("Ruch aliantów" / "Allied movement"), for logs and replay */
  phaseLabel?: Text;
  /**
   * v3, sealed simultaneous parts: sides that have handed in their sealed part of a simultaneous
   * window and may still replace it (resubmission replaces) until every part is in.
   */
  replaceable?: Side[];
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
  /** v3: the dice in `dice` were read zero-based (a d10 as 0–9); the page and the dice audit read them so */
  diceZeroBased?: boolean;
  data: unknown;
}

/**
 * What an event drew on the board, for "since your last move" (issue 19): a path moved, an attack
 * (from cells or pieces to a cell or piece, with its result once known), a loss. Worked out from the
 * event alone when the log is shown, so stored events stay as they were; cells are those of the
 * board, pieces the view's piece ids (the page finds their cells).
 */
export type EventMark =
  | { kind: 'path'; cells: string[]; piece?: string }
  | { kind: 'attack'; from?: string[]; fromPieces?: string[]; to?: string; toPiece?: string; success?: boolean }
  /** the outcome of the attack marked last: true when the attacker won */
  | { kind: 'result'; success: boolean }
  | { kind: 'loss'; cell?: string; piece?: string; eliminated?: boolean };

export interface RuleError {
  code: string;
  /** the refusal in English; a client words it in its own language from `code` and `params` (or from this text's shape) */
  message: string;
  rule?: string;
  /** where in the batch, zero-based: 'orders[2].path[3]' */
  at?: string;
  /** the values the message names (a hex, a unit, a number), by name, so a client can word the refusal in another language */
  params?: Record<string, string | number>;
}

/**
 * v3: a legal batch that reached an interrupt (the other side must decide, or a die changed what the
 * mover would do next). Orders before `at` were applied; `orders[at]` and after were not and go back
 * to the composer. The turn records only the applied prefix, so replay never sees the rest.
 */
export interface Halt {
  /** index of the first order not applied (1 ≤ at < orders.length) */
  at: number;
  reason: Text;
  rule?: string;
}

export type ApplyResult<State> =
  | { ok: true; state: State; events: GameEvent[]; halted?: Halt }
  | { ok: false; error: RuleError };

/** The part of a batch a (possibly halted) apply used, and the rest the composer gets back. */
export const splitAtHalt = <B extends Batch>(batch: B, halted: Halt | undefined): { applied: B; rest: B['orders'] } =>
  halted
    ? { applied: { ...batch, orders: batch.orders.slice(0, halted.at) }, rest: batch.orders.slice(halted.at) }
    : { applied: batch, rest: [] };

export interface ScenarioInfo {
  id: string;
  title: Text;
  description: Text;
  /** e.g. "2 days", "8 turns" */
  length: Text;
  /** the sides this scenario seats (v3: games and seats are created from these, not module.sides) */
  sides: readonly Side[];
  /**
   * alliances among the seats, by id (e.g. `{ entente: ['russia', 'serbia'] }`): their members share
   * an alliance chat channel; fog stays per seat (allies' hidden information may differ)
   */
  alliances?: Readonly<Record<string, readonly Side[]>>;
}

/** The alliances a scenario declares (none: every seat plays for itself). */
export const scenarioAlliances = (
  module: Pick<GameModule, 'scenarios'>,
  scenarioId: string,
): Readonly<Record<string, readonly Side[]>> => module.scenarios.find((s) => s.id === scenarioId)?.alliances ?? {};

/** The sides a scenario seats; an unknown scenario falls back to the module's sides. */
export const scenarioSides = (module: Pick<GameModule, 'sides' | 'scenarios'>, scenarioId: string): readonly Side[] =>
  module.scenarios.find((s) => s.id === scenarioId)?.sides ?? module.sides;

/** What the platform tells `setup` beyond the scenario and options. */
export interface SetupContext {
  /**
   * the rules version the game was created under (absent: the module's current one). A module that
   * changes behaviour keeps it in its state and keeps the old behaviour for games below the change.
   */
  rulesVersion?: number;
}

/** A module's rules version (1 when it declares none). */
export const rulesVersionOf = (module: Pick<GameModule, 'rulesVersion'>): number => module.rulesVersion ?? 1;

/** v3: a module built from a pack passed in (a game pinned to a pack by its content hash). */
export type ModuleFactory<Pack, State = unknown, B extends Batch = Batch> = (pack: Pack) => GameModule<State, B>;

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
  /**
   * v4: the cells this choice lays on the board (cell label → legend key), e.g. a map section: the
   * page draws them as the choice's picture, and on the board as soon as the choice is drafted
   */
  paint?: Record<string, string>;
  /** v4: choices sharing a `picture` are one picture in turns (a section's four rotations) */
  picture?: string;
  /**
   * v4: this choice's order for any cell, with the string "$cell" (the cell's label) or "$piece" (the
   * id of the piece on it) where the target goes: a click on a cell that is not a target is filled in
   * and put to the draft check, whose refusal tells the player why (with the rule)
   */
  probe?: unknown;
  /** v3: a button's breakdown, as a target's (e.g. an attack's odds and modifiers before it is sent) */
  modifiers?: TargetModifier[];
}

/** v3: one line of a target's breakdown: "forest −1 (7.4.1)". */
export interface TargetModifier {
  label: Text;
  value: number;
  rule?: string;
}

export interface TargetOption {
  cell: string;
  /** movement or other cost, shown on the highlighted cell */
  cost?: number;
  /** v3: what the target's chance or strength is made of, line by line (e.g. an attack's modifiers) */
  modifiers?: TargetModifier[];
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
  /**
   * v3: a private standing policy answering an interrupt ahead of time; its value is never in
   * another side's view or events. The value `ask` (POLICY_ASK) falls back to a live question.
   */
  policy?: boolean;
}

/** v3: the policy value that answers nothing ahead: the side is asked live (a mid-turn status). */
export const POLICY_ASK = 'ask';

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
  /** a row's value is plain (a number, a hex) or worded in both languages (a phase, a side) */
  sections: { title: Text; rows: { label: Text; value: string | Text; side?: Side }[] }[];
  /** the viewer's own hand */
  hand?: CardView[];
  /** public card areas (discard tops, cards in play) */
  cardAreas?: { title: Text; side?: Side; cards: CardView[]; count?: number }[];
}

export interface GameView {
  /** the pieces and overlays; the static board comes from `staticBoard` (served once per `boardKey`) */
  board: BoardLayer;
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
  /** v3: the content hash (packHash) of the pack this module was built from; pin it in a game record */
  packHash?: string;
  /** the pack itself (plain JSON), so the platform can keep it addressable by its hash after it changes */
  pack?: unknown;
  /**
   * The same rules built from another pack of this game (one this module's code once shipped): a game
   * pinned to an older `packHash` is served by `fromPack(that pack)` (functions/play/packs.ts).
   */
  fromPack?: (pack: unknown) => GameModule<State, B>;
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
  /**
   * the rules version (a positive integer, 1 when absent): raised whenever a change makes an old log
   * replay differently or changes the state's shape. The platform records it on every game and
   * snapshot and passes a game's version to `setup`, so old games keep their old behaviour.
   */
  rulesVersion?: number;
  /**
   * a stored state written by an older rules version (its shape), brought to this version's shape;
   * behaviour stays that of the game's own version (`SetupContext.rulesVersion`, kept in the state)
   */
  migrate?(state: unknown, fromVersion: number): State;
  setup(scenarioId: string, options: SetupOptions, dice: Dice, context?: SetupContext): State;
  status(state: State): Status;
  apply(state: State, side: Side, batch: B, dice: Dice): ApplyResult<State>;
  view(state: State, viewer: Side | null): GameView;
  /**
   * the board's static part (grid, cells, terrain, hexsides, lines, places): fixed by the pack, the
   * scenario and setup, the same for every viewer, never secret; it may change only while the game
   * sets up its map (Manoeuvre lays its sections in its first phase), and its `boardKey` with it
   */
  staticBoard(state: State): StaticBoard;
  /** what stands in when a mid-turn answer times out; null for whole turns */
  defaultAnswer(state: State, side: Side): B | null;
  describe(event: GameEvent, lang: 'pl' | 'en'): string;
  /**
   * every event type apply may return; the conformance suite fails on an undeclared one and, at
   * full scale, on a declared one its random games never fire
   */
  eventTypes?: readonly string[];
  /** what an event shows on the board (paths, attacks, losses); pure, from the event's data alone */
  eventMarks?(event: GameEvent): EventMark[];
  /** the secrets held in this state, for the fog checks of the conformance suite and the API tests */
  secrets(state: State): Secret[];
  /** a random legal batch for `side`, built from its view's options; test and bench support */
  randomBatch(state: State, side: Side, dice: Dice): B;
  /**
   * the computer's batch for `side` in a practice game (the game's bot); optional: the server falls
   * back to `randomBatch` for a game that has none yet. Like every batch it must be legal for the
   * state; the server logs it, so replay never calls the bot again and the bot may change freely
   */
  botBatch?(state: State, side: Side, dice: Dice): B;
  /** v5: the how-to-play page's data (core/guide.ts): the turn step by step, mid-turn questions, the pack's notes */
  guide?: GameGuide;
}

/** A batch made only of standing orders may be submitted by a side that is not awaited. */
export const isStandingBatch = (batch: Batch): boolean =>
  batch.orders.length > 0 && batch.orders.every((o) => o.type === 'standing');

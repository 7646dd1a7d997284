/**
 * What a player is shown: their view of a game, the log entries their side may see, lobby rows
 * and the export. Fog of war is applied here and only here: every answer about a game is built
 * from these functions, never by spreading a stored item.
 */
import {
  scenarioAlliances,
  type EventMark,
  type GameEvent,
  type GameModule,
  type Side,
} from '../../rules/core/contract.js';
import type { Lang } from '../../rules/core/text.js';
import { clockView } from '../clock/game-clock.js';
import { packView } from '../../rules/core/wire.js';
import { staticBoardOf } from './boards.js';
import { awaitedSides, invitesOf } from './run-turn.js';
import type { GameRecord, TurnRecord } from './types.js';
import { timed, type Timings } from '../timings.js';

export const gameUrl = (publicUrl: string, gameId: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/g/${encodeURIComponent(gameId)}`;

export const isFinished = (record: Pick<GameRecord, 'lifecycle'>): boolean =>
  record.lifecycle === 'over' || record.lifecycle === 'cancelled';

/** The side this user plays, or the side they are invited to while the invitation stands. */
export const sideOf = (record: GameRecord, userId: string): Side | null => {
  for (const [side, seat] of Object.entries(record.seats)) if (seat?.userId === userId) return side;
  if (record.lifecycle !== 'invited' && record.lifecycle !== 'open') return null;
  return invitesOf(record.setup).find((i) => i.userId === userId && !record.seats[i.side])?.side ?? null;
};

export const isVisibleTo = (event: GameEvent, side: Side | null, finished: boolean): boolean =>
  event.visibleTo === 'all' ||
  (side !== null && event.visibleTo.includes(side)) ||
  (finished && event.revealAtEnd === true);

/** the platform's own events, with each side by its name in the game (never its id) */
const PLATFORM_TEXT: Record<string, (d: Record<string, unknown>, lang: Lang, side: string) => string> = {
  'platform.joined': (d, l, side) =>
    l === 'pl' ? `${d.name || side} zajmuje miejsce: ${side}` : `${d.name || side} takes the seat of ${side}`,
  'platform.declined': (_, l, side) =>
    l === 'pl' ? `Zaproszenie odrzucone (${side})` : `Invitation declined (${side})`,
  'platform.cancelled': (_, l, side) => (l === 'pl' ? `Partia odwołana (${side})` : `Game cancelled (${side})`),
  'platform.resigned': (_, l, side) => (l === 'pl' ? `${side} poddaje partię` : `${side} resigns`),
  'platform.timeout': (_, l, side) => (l === 'pl' ? `${side}: czas minął` : `${side}: time ran out`),
  'platform.claimed': (_, l, side) => (l === 'pl' ? `${side} wygrywa na czas` : `${side} wins on time`),
  'platform.vacation-start': (_, l, side) => (l === 'pl' ? `${side}: początek urlopu` : `${side} goes on vacation`),
  'platform.vacation-end': (_, l, side) => (l === 'pl' ? `${side}: koniec urlopu` : `${side} is back from vacation`),
};

export const describeEvent = (module: GameModule<any, any>, event: GameEvent, lang: Lang): string => {
  const platform = PLATFORM_TEXT[event.type];
  if (!platform) return module.describe(event, lang);
  const d = (event.data ?? {}) as Record<string, unknown>;
  const id = String(d.side ?? '');
  return platform(d, lang, module.sideNames[id]?.[lang] ?? id);
};

export const presentEvents = (
  module: GameModule<any, any>,
  events: readonly GameEvent[],
  side: Side | null,
  finished: boolean,
  lang: Lang,
) =>
  events
    .filter((e) => isVisibleTo(e, side, finished))
    .map((e) => ({
      type: e.type,
      ...(e.rule ? { rule: e.rule } : {}),
      ...(e.dice ? { dice: e.dice } : {}),
      ...(e.diceFaces ? { diceFaces: e.diceFaces } : {}),
      ...(e.diceZeroBased ? { diceZeroBased: true } : {}),
      data: e.data,
      text: describeEvent(module, e, lang),
      /** what it draws on the board ("since your last move"), worked out now: stored events stay as written */
      ...marksOf(module, e),
    }));

const marksOf = (module: GameModule<any, any>, e: GameEvent): { marks?: EventMark[] } => {
  const marks = e.type.startsWith('platform.') ? [] : (module.eventMarks?.(e) ?? []);
  return marks.length ? { marks } : {};
};

/** One log entry per turn; whose turn it was is public, what happened in it only as far as visible. */
export const presentTurn = (
  module: GameModule<any, any>,
  turn: TurnRecord,
  side: Side | null,
  finished: boolean,
  lang: Lang,
) => ({
  version: turn.version,
  kind: turn.kind,
  side: turn.side,
  at: turn.at,
  /** the game turn and phase it was played in (public, as the status is); absent for old turns */
  ...(turn.during ? { during: turn.during } : {}),
  events: presentEvents(module, turn.events, side, finished, lang),
});

export interface ViewContext {
  publicUrl: string;
  now: Date;
  /** the seed, passed only when the game has ended; never read from anywhere else */
  seed?: string;
  /** the request's timings, when it is timed: the module's own view is added as `rules-view` */
  timings?: Timings;
}

/**
 * The game's options as anyone who may see the game or its open seat is shown them: the variants
 * as chosen; a custom start position only as `true` (it may hold both hands and the decks' order).
 */
export const publicOptions = (options: Record<string, unknown> | undefined): Record<string, unknown> => {
  const { position, ...rest } = options ?? {};
  return position === undefined ? rest : { ...rest, position: true };
};

/** A game as `side` sees it (null: a spectator — no route offers that yet). */
export const presentGame = (module: GameModule<any, any>, record: GameRecord, side: Side | null, ctx: ViewContext) => {
  const finished = isFinished(record);
  const awaited = awaitedSides(record);
  return {
    id: record.setup.id,
    url: gameUrl(ctx.publicUrl, record.setup.id),
    game: record.setup.game,
    title: module.title,
    scenario: record.setup.scenario,
    options: publicOptions(record.setup.options),
    createdAt: record.setup.createdAt,
    updatedAt: record.updatedAt,
    lifecycle: record.lifecycle,
    version: record.version,
    mySide: side,
    seats: presentSeats(record),
    /** a practice game: `randomBot` when this game has no bot yet and the computer plays at random */
    practice: record.setup.practice ? { randomBot: !module.botBatch } : null,
    /** the club pack the game is played on ("club pack 'Nasza' v3"), or null for ours */
    clubPack: record.setup.clubPack
      ? {
          name: record.setup.clubPack.name,
          version: record.setup.clubPack.version,
          clubId: record.setup.clubPack.clubId,
        }
      : null,
    invitedSide: record.lifecycle === 'invited' ? (record.setup.invite?.side ?? null) : null,
    /** every seat still reserved for an invitee (games of three or more may have several) */
    invitedSides:
      record.lifecycle === 'invited' || record.lifecycle === 'open'
        ? invitesOf(record.setup)
            .filter((i) => !record.seats[i.side])
            .map((i) => i.side)
        : [],
    /** the scenario's alliances (each has an alliance chat channel for its members) */
    alliances: scenarioAlliances(module, record.setup.scenario),
    /** the rules this game was created under, and whether its log still reproduces (npm run check-games) */
    rules: {
      version: record.setup.rules?.version ?? 1,
      ...(record.setup.rules?.packHash ? { packHash: record.setup.rules.packHash } : {}),
    },
    diverged: record.diverged ?? null,
    status: record.status,
    awaiting: awaited,
    awaitingMe: side !== null && awaited.includes(side),
    result: record.result,
    flagged: record.flagged,
    clock: clockView(record.clock, ctx.now),
    deadline: record.deadline,
    dice: { seedHash: record.dice.seedHash, ...(finished && ctx.seed ? { seed: ctx.seed } : {}) },
    ...sideView(module, record, side, ctx.timings),
  };
};

/**
 * The static board's key (`GET /api/boards/:game/:boardKey`, cached for good; the view carries pieces
 * and overlays) and the options packed for the wire (rules/core/wire.ts, the page unpacks them): the
 * last two fields of a presented game, in that order.
 */
const sideView = (module: GameModule<any, any>, record: GameRecord, side: Side | null, timings?: Timings) => {
  const { boardKey, view } = packedView(module, record, side, timings);
  return { boardKey, view };
};

/**
 * A side's packed view of one version of a game, with the key of its static board, remembered: the
 * state of a version never changes (the log is the truth), so a page that reloads, polls or comes
 * back answers from memory instead of running the module's view again (OWC's in deployment takes tens
 * of milliseconds), and without asking the module for its static board again (the boards route
 * rebuilds a board it no longer holds from a game, play/boards.ts). Per module object, so a rules
 * change deployed in the same process (tests do) never meets an older module's views.
 */
const VIEWS_KEPT = 256;
interface KeptView {
  boardKey: string;
  view: ReturnType<typeof packView>;
}
const views = new WeakMap<GameModule<any, any>, Map<string, KeptView>>();
const packedView = (module: GameModule<any, any>, record: GameRecord, side: Side | null, timings?: Timings) => {
  let kept = views.get(module);
  if (!kept) views.set(module, (kept = new Map()));
  const key = `${record.setup.id}\u0000${record.version}\u0000${side ?? ''}`;
  let entry = kept.get(key);
  if (entry) {
    kept.delete(key); // the most recent at the end: the first in the map is the one to drop
  } else {
    const made = timed(timings, 'rules-view', () => module.view(record.state, side));
    entry = { boardKey: staticBoardOf(module, record.state).key, view: packView(made) };
    if (kept.size >= VIEWS_KEPT) kept.delete(kept.keys().next().value!);
  }
  kept.set(key, entry);
  return entry;
};
export type GamePresentation = ReturnType<typeof presentGame>;

/**
 * `JSON.stringify(game)`, byte for byte, with the view's part written once per packed view: the view
 * of a version is remembered (`packedView`), so a page polling an unchanged game, or reloading it, is
 * answered without serialising its view again — the view is most of the answer (OWC: ~20 of ~23 KB).
 * `view` is the presentation's last field, so its JSON goes last.
 */
export const gameJson = (game: GamePresentation): string => {
  const { view, ...rest } = game;
  let json = viewJsons.get(view);
  if (json === undefined) viewJsons.set(view, (json = JSON.stringify(view)));
  return `${JSON.stringify(rest).slice(0, -1)},"view":${json}}`;
};
/** each remembered packed view's JSON, for as long as the view itself is kept */
const viewJsons = new WeakMap<object, string>();

/** Each seat's player name (no ids); the computer's seat in a practice game says so. */
const presentSeats = (record: GameRecord): Record<Side, { name: string; computer?: true } | null> =>
  Object.fromEntries(
    Object.entries(record.seats).map(([s, seat]) => [
      s,
      seat ? { name: seat.name, ...(seat.computer ? { computer: true as const } : {}) } : null,
    ]),
  );

/** A lobby row: no state, no view — just enough to list and sort. */
export const presentSummary = (record: GameRecord, side: Side | null, role: string, publicUrl: string) => {
  const awaited = awaitedSides(record);
  return {
    id: record.setup.id,
    url: gameUrl(publicUrl, record.setup.id),
    game: record.setup.game,
    scenario: record.setup.scenario,
    options: publicOptions(record.setup.options),
    lifecycle: record.lifecycle,
    role,
    mySide: side,
    seats: presentSeats(record),
    /** a practice game against the computer (unrated), marked as one in the lobby */
    practice: record.setup.practice === true,
    version: record.version,
    phase: record.status.phase,
    /** the phase in words, for the row ("Turn 4: movement") */
    phaseLabel: record.status.phaseLabel ?? null,
    turn: record.status.turn ?? null,
    /** a league game is marked as one in the lobby */
    league: record.setup.league ? { id: record.setup.league.id, round: record.setup.league.round } : null,
    awaiting: awaited,
    awaitingMe: side !== null && awaited.includes(side),
    deadline: record.deadline,
    result: record.result,
    diverged: record.diverged ?? null,
    createdAt: record.setup.createdAt,
    updatedAt: record.updatedAt,
    clock: record.setup.clock,
  };
};
export type GameSummary = ReturnType<typeof presentSummary>;

/** Awaiting me first (soonest deadline first), then invitations, then running games, then finished ones (latest first). */
export const lobbyOrder = (a: GameSummary, b: GameSummary): number => {
  const rank = (g: GameSummary) =>
    g.awaitingMe
      ? 0
      : g.role === 'invited' && g.lifecycle === 'invited'
        ? 1
        : g.lifecycle === 'active' || g.lifecycle === 'open'
          ? 2
          : 3;
  const ra = rank(a),
    rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 0) return (a.deadline?.at ?? '~').localeCompare(b.deadline?.at ?? '~');
  return b.updatedAt.localeCompare(a.updatedAt);
};

export const EXPORT_FORMAT = 'rozkaz-export/1';

export interface GameExport {
  format: typeof EXPORT_FORMAT;
  id: string;
  game: string;
  setup: GameRecord['setup'];
  seed: string;
  seedHash: string;
  turns: TurnRecord[];
  final: { version: number; state: unknown; result: GameRecord['result'] };
}

/** Everything needed to re-play a finished game and check every roll. */
export const exportGame = (record: GameRecord, turns: TurnRecord[], seed: string): GameExport => ({
  format: EXPORT_FORMAT,
  id: record.setup.id,
  game: record.setup.game,
  setup: record.setup,
  seed,
  seedHash: record.dice.seedHash,
  turns,
  final: { version: record.version, state: record.state, result: record.result },
});

/**
 * The one place a game changes. `genesis` builds version 0 from the creation parameters;
 * `runTurn` derives version n+1 from version n and a turn input. Both are pure and deterministic
 * (dice come from the seed and the game's dice counter), so the same code serves a live
 * submission, the repair of a log that ran ahead of the state, replay, and the dice audit.
 */
import {
  resultOf,
  rulesVersionOf,
  scenarioSides,
  splitAtHalt,
  type Batch,
  type GameEvent,
  type GameModule,
  type Halt,
  type RuleError,
  type Side,
  type Status,
} from '../../rules/core/contract.js';
import { deadlineOf, handOff, startClock } from '../clock/game-clock.js';
import { ServerDice, seedHash } from '../dice/hmac-dice.js';
import { isAwaited, mayOrder } from './awaited.js';
import type {
  GameRecord,
  GameSetup,
  Invite,
  Lifecycle,
  RulesStamp,
  Seat,
  TurnInput,
  TurnPhase,
  TurnRecord,
} from './types.js';

/** Every invitation of a game (older games have at most the one `invite`). */
export const invitesOf = (setup: Pick<GameSetup, 'invite' | 'invites'>): Invite[] =>
  setup.invites ?? (setup.invite ? [setup.invite] : []);

/** The rules version a game was created under (games from before rules versions: 1). */
export const gameRulesVersion = (setup: Pick<GameSetup, 'rules'>): number => setup.rules?.version ?? 1;

/** What the module's code stamps on the states it writes. */
export const rulesStamp = (module: GameModule<any, any>): RulesStamp => ({
  version: rulesVersionOf(module),
  ...(module.packHash ? { packHash: module.packHash } : {}),
});

/** Before every seat is taken: 'open' while a free seat is not reserved for an invitee, else 'invited'. */
const waitingLifecycle = (
  sides: readonly Side[],
  seats: Record<Side, Seat | null>,
  invites: readonly Invite[],
): Lifecycle =>
  sides.every((s) => seats[s])
    ? 'active'
    : sides.some((s) => !seats[s] && !invites.some((i) => i.side === s))
      ? 'open'
      : 'invited';

export const genesis = (setup: GameSetup, module: GameModule<any, any>, seedHex: string): GameRecord => {
  const dice = new ServerDice(seedHex, 0);
  // setup runs under the rules version the game was created with, so a replay sets up what it set up
  const state = module.setup(setup.scenario, setup.options, dice, { rulesVersion: gameRulesVersion(setup) });
  // the scenario's sides are the game's seats (v3: module.sides is the union over scenarios)
  const sides = scenarioSides(module, setup.scenario);
  const seats = Object.fromEntries(sides.map((s) => [s, setup.seats[s] ?? null]));
  const status = module.status(state);
  // every seat taken at creation (not something the API offers, but a consistent start)
  const lifecycle = waitingLifecycle(sides, seats, invitesOf(setup));
  const clock = handOff(startClock(setup.clock, sides), awaitedSides({ lifecycle, status }), setup.createdAt);
  return {
    setup,
    version: 0,
    lifecycle,
    seats,
    state,
    status,
    result: null,
    clock,
    deadline: lifecycle === 'active' ? deadlineOf(clock) : null,
    dice: { seedHash: seedHash(seedHex), next: dice.count, setup: dice.range },
    flagged: null,
    stateRules: rulesStamp(module),
    vacation: Object.fromEntries(sides.map((s) => [s, null])),
    updatedAt: setup.createdAt,
  };
};

export type RunResult =
  | { ok: true; record: GameRecord; turn: TurnRecord }
  /** refusedBy 'platform': the game is not in a state that allows it (409); 'rules': the module refused (422) */
  | { ok: false; refusedBy: 'platform' | 'rules'; error: RuleError };

const platformRefusal = (code: string, message: string): RunResult => ({
  ok: false,
  refusedBy: 'platform',
  error: { code, message },
});

const platformEvent = (type: string, data: Record<string, unknown>): GameEvent => ({
  type: `platform.${type}`,
  visibleTo: 'all',
  data,
});

/** Sides awaited by the platform: the rules' waitingFor while the game is active, nobody otherwise. */
export const awaitedSides = (record: Pick<GameRecord, 'lifecycle' | 'status'>): Side[] =>
  record.lifecycle === 'active' ? record.status.waitingFor : [];

export const runTurn = (
  record: GameRecord,
  input: TurnInput,
  module: GameModule<any, any>,
  seedHex: string,
): RunResult => {
  const dice = new ServerDice(seedHex, record.dice.next);
  const seats = { ...record.seats };
  const vacation = { ...record.vacation };
  let lifecycle: Lifecycle = record.lifecycle;
  let state = record.state;
  let result = record.result;
  let flagged = record.flagged;
  let batch: Batch | undefined = input.batch;
  let events: GameEvent[] = [];
  let halted: Halt | undefined;
  const side = input.side;
  const sides = scenarioSides(module, record.setup.scenario);
  if (!sides.includes(side))
    return platformRefusal('no-such-side', `${module.id} has no side ${side} in ${record.setup.scenario}`);
  const others = sides.filter((s) => s !== side);

  switch (input.kind) {
    case 'orders':
    case 'default-answer': {
      if (lifecycle !== 'active') return platformRefusal('not-active', 'the game is not being played');
      if (input.kind === 'default-answer') batch ??= module.defaultAnswer(state, side) ?? undefined;
      if (!batch) return platformRefusal('no-batch', 'nothing to apply');
      if (!(input.kind === 'orders' ? mayOrder(record, side, batch) : isAwaited(record, side)))
        return platformRefusal('not-awaited', `${side} is not awaited`);
      const applied = module.apply(state, side, batch, dice);
      if (!applied.ok) return { ok: false, refusedBy: 'rules', error: applied.error };
      state = applied.state;
      events = applied.events;
      // a halt: the turn records only the applied prefix (so replay sees exactly it); the rest goes back
      if (applied.halted) {
        halted = applied.halted;
        batch = splitAtHalt(batch, halted).applied;
      }
      break;
    }
    case 'join': {
      if (lifecycle !== 'open' && lifecycle !== 'invited')
        return platformRefusal('not-joinable', 'no seat is open in this game');
      if (seats[side]) return platformRefusal('seat-taken', `the ${side} seat is taken`);
      if (!input.userId) return platformRefusal('no-player', 'a join names its player');
      if (Object.values(seats).some((s) => s?.userId === input.userId))
        return platformRefusal('already-seated', 'you already have a seat in this game');
      const reserved = invitesOf(record.setup).find((i) => i.side === side);
      if (reserved && reserved.userId !== input.userId)
        return platformRefusal('seat-reserved', `the ${side} seat is reserved for an invited player`);
      seats[side] = { userId: input.userId, name: input.name ?? '' };
      events = [platformEvent('joined', { side, name: input.name ?? '' })];
      lifecycle = waitingLifecycle(sides, seats, invitesOf(record.setup));
      break;
    }
    case 'decline': {
      const invited = invitesOf(record.setup).some((i) => i.side === side) && !seats[side];
      if (!(lifecycle === 'invited' || lifecycle === 'open') || !invited)
        return platformRefusal('not-invited', 'there is no invitation to decline');
      lifecycle = 'cancelled';
      events = [platformEvent('declined', { side })];
      break;
    }
    case 'resign': {
      if (lifecycle === 'open' || lifecycle === 'invited') {
        lifecycle = 'cancelled';
        events = [platformEvent('cancelled', { side })];
      } else if (lifecycle === 'active') {
        lifecycle = 'over';
        // the others win together (a team result when there are several); one winner keeps the old shape
        result = others.length === 1 ? { winner: others[0], reason: 'resignation' } : resultOf(others, 'resignation');
        events = [
          platformEvent('resigned', { side, winner: result.winner, ...(others.length > 1 ? { winners: others } : {}) }),
        ];
      } else return platformRefusal('not-active', 'the game is over');
      break;
    }
    case 'timeout': {
      if (lifecycle !== 'active') return platformRefusal('not-active', 'the game is not being played');
      flagged = side;
      events = [platformEvent('timeout', { side })];
      break;
    }
    case 'claim': {
      if (lifecycle !== 'active') return platformRefusal('not-active', 'the game is not being played');
      if (!flagged || flagged === side) return platformRefusal('no-timeout', "the opponent's time has not run out");
      lifecycle = 'over';
      // among three or more, everyone but the side out of time wins together (a team result)
      result =
        sides.length > 2
          ? resultOf(
              sides.filter((s) => s !== flagged),
              'timeout',
            )
          : { winner: side, reason: 'timeout' };
      events = [platformEvent('claimed', { side, winner: side })];
      break;
    }
    case 'vacation': {
      const on = Boolean((input.data as { on?: unknown } | undefined)?.on);
      vacation[side] = on ? input.at : null;
      events = [platformEvent(on ? 'vacation-start' : 'vacation-end', { side })];
      break;
    }
  }

  const status = module.status(state);
  if (lifecycle === 'active' && status.result) {
    lifecycle = 'over';
    result = status.result;
  }
  const awaited = awaitedSides({ lifecycle, status });
  // the clock sees the turn itself: vacations pause it, a timeout flags, a late move unflags
  const clock = handOff(record.clock, awaited, input.at, input);
  const deadline = lifecycle === 'active' ? deadlineOf(clock) : null;
  if (lifecycle === 'active') flagged = clock.flagged?.side ?? null;
  for (const s of Object.keys(vacation)) if (vacation[s] && clock.away && !clock.away[s]) vacation[s] = null;
  const next: GameRecord = {
    ...record,
    version: record.version + 1,
    lifecycle,
    seats,
    state,
    status,
    result,
    clock,
    deadline,
    dice: { ...record.dice, next: dice.first + dice.count },
    flagged,
    // this code wrote the state (a migrated one included)
    stateRules: rulesStamp(module),
    vacation,
    updatedAt: input.at,
  };
  const turn: TurnRecord = {
    ...input,
    ...(batch ? { batch } : {}),
    ...(halted ? { halted } : {}),
    gameId: record.setup.id,
    version: next.version,
    dice: dice.range,
    events,
    awaited,
    awaitedUsers: awaited.map((s) => seats[s]?.userId).filter((u): u is string => !!u),
    deadline,
    lifecycle,
    during: turnPhase(record.status),
  };
  return { ok: true, record: next, turn };
};

/** the turn and phase a status names, for the log ("Turn 4 · Allied movement") */
export const turnPhase = (status: Status | undefined): TurnPhase => ({
  ...(status?.turn !== undefined ? { turn: status.turn } : {}),
  ...(status?.phaseLabel ? { phaseLabel: status.phaseLabel } : {}),
});

/** The input a stored turn was made from, for re-running it. */
export const inputOf = (turn: TurnRecord): TurnInput => ({
  kind: turn.kind,
  side: turn.side,
  at: turn.at,
  ...(turn.userId !== undefined ? { userId: turn.userId } : {}),
  ...(turn.batch !== undefined ? { batch: turn.batch } : {}),
  ...(turn.name !== undefined ? { name: turn.name } : {}),
  ...(turn.data !== undefined ? { data: turn.data } : {}),
  ...(turn.idempotencyKey !== undefined ? { idempotencyKey: turn.idempotencyKey } : {}),
});

export class ReplayMismatch extends Error {
  constructor(
    readonly version: number,
    readonly detail: string,
  ) {
    super(`turn ${version}: ${detail}`);
  }
}

/** Re-runs a stored turn on the record before it; throws if it does not reproduce what was stored. */
export const rerunTurn = (
  record: GameRecord,
  turn: TurnRecord,
  module: GameModule<any, any>,
  seedHex: string,
): GameRecord => {
  if (turn.version !== record.version + 1)
    throw new ReplayMismatch(turn.version, `expected turn ${record.version + 1}`);
  if (turn.dice.first !== record.dice.next)
    throw new ReplayMismatch(
      turn.version,
      `dice start at ${turn.dice.first}, the game's counter is ${record.dice.next}`,
    );
  const r = runTurn(record, inputOf(turn), module, seedHex);
  if (!r.ok) throw new ReplayMismatch(turn.version, `refused on replay: ${r.error.code} ${r.error.message}`);
  if (r.turn.halted)
    throw new ReplayMismatch(turn.version, 'the recorded prefix of a halted batch halts again on replay');
  if (r.turn.dice.count !== turn.dice.count)
    throw new ReplayMismatch(turn.version, `drew ${r.turn.dice.count} dice, the log says ${turn.dice.count}`);
  if (JSON.stringify(r.turn.events) !== JSON.stringify(turn.events))
    throw new ReplayMismatch(turn.version, 'events differ from the log');
  return r.record;
};

/** Version `upTo` (default: the last) of a game, rebuilt from its setup and log. */
export const replay = (
  setup: GameSetup,
  turns: readonly TurnRecord[],
  module: GameModule<any, any>,
  seedHex: string,
  upTo = Infinity,
): GameRecord => replayFrom(genesis(setup, module, seedHex), turns, module, seedHex, upTo);

/**
 * Version `upTo` rebuilt from an earlier version of the game (a snapshot) and the turns after it;
 * turns at or before `base` are skipped. `onVersion` sees every record passed through, so a caller
 * can keep the ones it caches.
 */
export const replayFrom = (
  base: GameRecord,
  turns: readonly TurnRecord[],
  module: GameModule<any, any>,
  seedHex: string,
  upTo = Infinity,
  onVersion?: (record: GameRecord) => void,
): GameRecord => {
  let record = base;
  for (const t of turns) {
    if (t.version <= base.version) continue;
    if (t.version > upTo) break;
    record = rerunTurn(record, t, module, seedHex);
    onVersion?.(record);
  }
  return record;
};

/**
 * The conformance suite every game module passes (test support: registers vitest tests).
 *
 * For each scenario it plays `games` random games (seeds 1..games; env FUZZ_GAMES overrides)
 * with `module.randomBatch` for every awaited side, and at every step checks:
 *   determinism  the same state (after a JSON round trip, as the store keeps it), batch and dice give a deep-equal result
 *   purity       apply/view/status/secrets/randomBatch leave their input unchanged; states are plain JSON under 350 KB
 *   replay       setup + the applied batches with their recorded dice rebuild the final state exactly
 *   no dead ends every random legal batch is accepted and the game reaches status().result within maxBatches
 *   rejection    garbage, mutated and illegal batches (env FUZZ_BATCHES of them): schema-invalid ones fail
 *                batchSchema, the rest never throw, leave the input unchanged, and when refused name a rule;
 *                a non-awaited side's turn batch and an unknown side are always refused
 *   fog          no secrets() token of another side appears in a side's view or in the events (and their
 *                log lines) that side may see; a spectator (null) sees none at all; the static board
 *                holds no secrets() token of any side, and its boardKey survives a JSON round trip
 *   dice         every die drawn is in the events' `dice`, in draw order
 *   describe     every event has a non-empty line in pl and en
 *   options      a side that is not awaited has no choices (standing options aside); an awaited side has
 *                something to submit; a mid-turn answer's defaultAnswer is valid and accepted; options
 *                survive packing for the wire (wire.ts); every piece stands on a cell of the static board
 * and once per module:
 *   option fields the labelled game options agree with optionsSchema and setup (conformance-options.ts)
 *
 * Setup's own dice are not reported in events (setup returns no events); replay re-draws them from the record.
 */
import { describe, it } from 'vitest';
import type { Batch, Dice, GameEvent, GameModule, SetupOptions, Side } from './contract.js';
import { isStandingBatch, splitAtHalt } from './contract.js';
import { FixedDice, RecordingDice, SeededDice } from './dice.js';
import { optionFieldProblems } from './conformance-options.js';
import { boardKey } from './board.js';
import { packOptions, unpackOptions } from './wire.js';

export interface ConformanceOptions {
  /** a random game must reach a result within this many applied batches */
  maxBatches: number;
  /** random games per scenario (seeds 1..games); env FUZZ_GAMES overrides; default 3 */
  games?: number;
  /** garbage/mutated/illegal batches per scenario; env FUZZ_BATCHES overrides; default 40 */
  batches?: number;
  /** only these scenarios (default: all) */
  scenarios?: string[];
  /** setup options per scenario (default {}) */
  setupOptions?: (scenarioId: string) => SetupOptions;
  maxStateBytes?: number;
  /** per-test timeout; default 30 minutes (the full CI counts are large) */
  timeoutMs?: number;
  /** where FUZZ_GAMES / FUZZ_BATCHES are read; default the process environment when there is one */
  env?: Record<string, string | undefined>;
}

export const CHECKS = ['determinism', 'purity', 'replay', 'no dead ends', 'rejection', 'fog', 'dice', 'describe', 'options'] as const;
export type Check = (typeof CHECKS)[number];

export interface LoggedTurn {
  side: Side;
  batch: Batch;
  dice: { faces: number; value: number }[];
}
export interface GameRecord {
  seed: number;
  setupDice: { faces: number; value: number }[];
  turns: LoggedTurn[];
  final: unknown;
  result?: { winner: Side | null; reason: string };
}
export interface ScenarioReport {
  games: GameRecord[];
  failures: Partial<Record<Check, string>>;
  counts: { batches: number; rejections: number; fuzzed: number; states: number; halts: number };
}

const processEnv = (): Record<string, string | undefined> =>
  (globalThis as unknown as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};

const intFrom = (v: string | undefined): number | undefined => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};

/** UTF-8 byte length without TextEncoder (rules has no DOM/Node types). */
export const utf8Length = (s: string): number => {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
};

/** First place where a value is not plain JSON data, or undefined. */
export const jsonProblem = (v: unknown, path = '$'): string | undefined => {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return undefined;
  if (typeof v === 'number') return Number.isFinite(v) ? undefined : `${path} is ${v}`;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      if (v[i] === undefined) return `${path}[${i}] is undefined`;
      const p = jsonProblem(v[i], `${path}[${i}]`);
      if (p) return p;
    }
    return undefined;
  }
  if (typeof v === 'object') {
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return `${path} is a ${proto?.constructor?.name ?? 'class instance'}, not a plain object`;
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (x === undefined) continue; // dropped by JSON, as the store would
      const p = jsonProblem(x, `${path}.${k}`);
      if (p) return p;
    }
    return undefined;
  }
  return `${path} is a ${typeof v}`;
};

/** First path where two JSON-ish values differ (undefined properties count as absent), or undefined. */
export const firstDifference = (a: unknown, b: unknown, path = '$'): string | undefined => {
  if (a === b) return undefined;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return `${path}: ${short(a)} ≠ ${short(b)}`;
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return `${path}: length ${a.length} ≠ ${bb.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], bb[i], `${path}[${i}]`);
      if (d) return d;
    }
    return undefined;
  }
  const ao = a as Record<string, unknown>, bo = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ao).filter((k) => ao[k] !== undefined), ...Object.keys(bo).filter((k) => bo[k] !== undefined)]);
  for (const k of keys) {
    const d = firstDifference(ao[k], bo[k], `${path}.${k}`);
    if (d) return d;
  }
  return undefined;
};
const short = (v: unknown): string => {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

const visibleToSide = (e: GameEvent, viewer: Side | null): boolean =>
  e.visibleTo === 'all' || (viewer !== null && e.visibleTo.includes(viewer));

const pick = <T>(xs: readonly T[], d: Dice): T => xs[d.roll(xs.length) - 1];

/** A structural mutation of a JSON value at a random place. */
const mutate = (batch: unknown, d: Dice, labels: readonly string[]): unknown => {
  const copy = JSON.parse(JSON.stringify(batch)) as unknown;
  // collect every container slot
  const slots: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach((x, i) => (slots.push({ parent: v, key: i }), walk(x)));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) slots.push({ parent: v as Record<string, unknown>, key: k }), walk(x);
  };
  walk(copy);
  if (!slots.length) return copy;
  const { parent, key } = pick(slots, d);
  const cur = (parent as Record<string | number, unknown>)[key];
  const set = (x: unknown) => ((parent as Record<string | number, unknown>)[key] = x);
  const drop = () => (Array.isArray(parent) ? parent.splice(key as number, 1) : delete (parent as Record<string, unknown>)[key as string]);
  switch (typeof cur) {
    case 'string':
      set(pick(['ZZ99', '', 'x'.repeat(300), cur + cur, labels.length ? pick(labels, d) : 'a1', '__proto__'], d));
      break;
    case 'number':
      set(pick([cur + 1, cur - 1, 0, -1, 999, 0.5, 1e9, -cur], d));
      break;
    case 'boolean':
      set(!cur);
      break;
    default:
      if (Array.isArray(cur)) {
        const op = d.roll(4);
        if (op === 1) set([]);
        else if (op === 2 && cur.length) cur.push(JSON.parse(JSON.stringify(cur[d.roll(cur.length) - 1])));
        else if (op === 3 && cur.length) cur.splice(d.roll(cur.length) - 1, 1);
        else set(cur.slice().reverse());
      } else if (cur && typeof cur === 'object') {
        const keys = Object.keys(cur);
        if (keys.length && d.roll(2) === 1) delete (cur as Record<string, unknown>)[pick(keys, d)];
        else (cur as Record<string, unknown>).zz = pick([1, 'ZZ99', null, true], d);
      } else set(pick([0, 'ZZ99', false], d));
  }
  if (d.roll(8) === 1) drop();
  return copy;
};

const GARBAGE: unknown[] = [
  null, 42, 'orders', [], {}, { orders: null }, { orders: 'x' }, { orders: [null] }, { orders: [{}] },
  { orders: [{ type: 42 }] }, { orders: [{ type: 'no-such-order-type-xyz' }] }, { orders: [[]] },
];

/** Plays and checks one scenario; pure function of the module and the counts (memoised by `conformance`). */
export const runScenario = (
  module: GameModule<any, any>,
  scenarioId: string,
  o: { games: number; batches: number; maxBatches: number; setupOptions: SetupOptions; maxStateBytes: number },
): ScenarioReport => {
  const failures: Partial<Record<Check, string>> = {};
  const counts = { batches: 0, rejections: 0, fuzzed: 0, states: 0, halts: 0 };
  const fail = (c: Check, msg: string): void => {
    if (!failures[c]) failures[c] = msg;
  };
  const games: GameRecord[] = [];
  const fuzzStates: { state: unknown; side: Side; batch: Batch; awaited: Side[]; ctx: string }[] = [];
  const FUZZ_STATE_CAP = 300;

  const checkState = (state: unknown, ctx: string): void => {
    counts.states++;
    const problem = jsonProblem(state);
    if (problem) fail('purity', `${ctx}: state is not plain JSON: ${problem}`);
    const json = JSON.stringify(state);
    const bytes = utf8Length(json);
    if (bytes >= o.maxStateBytes) fail('purity', `${ctx}: state JSON is ${bytes} bytes (limit ${o.maxStateBytes})`);
    const back = firstDifference(JSON.parse(json), state);
    if (back) fail('purity', `${ctx}: state does not survive a JSON round trip: ${back}`);
  };

  const cellsOf = new Map<string, Set<string>>();
  const checkViews = (state: unknown, events: GameEvent[], ctx: string): void => {
    const before = JSON.stringify(state);
    const status = module.status(state);
    const secrets = module.secrets(state);
    let cells: Set<string> | undefined;
    try {
      const board = module.staticBoard(state);
      const key = boardKey(board);
      const again = boardKey(module.staticBoard(JSON.parse(before)));
      if (again !== key) fail('determinism', `${ctx}: staticBoard differs after a JSON round trip of the state (${key} vs ${again})`);
      cells = cellsOf.get(key);
      if (!cells) {
        const json = JSON.stringify(board);
        // the static board is served to anyone with its key, so it may hold no secret of any side
        for (const s of secrets) if (json.includes(s.token)) fail('fog', `${ctx}: the static board shows ${s.what} ("${s.token}")`);
        cellsOf.set(key, (cells = new Set(board.cells.map((c) => c.label))));
      }
    } catch (e) {
      fail('determinism', `${ctx}: staticBoard threw ${(e as Error).message}`);
    }
    for (const viewer of [...module.sides, null] as (Side | null)[]) {
      const who = viewer ?? 'spectator';
      let viewJson: string;
      let view;
      try {
        view = module.view(state, viewer);
        viewJson = JSON.stringify(view);
      } catch (e) {
        fail('fog', `${ctx}: view(${who}) threw ${(e as Error).message}`);
        continue;
      }
      const forbidden = secrets.filter((s) => viewer === null || !s.visibleTo.includes(viewer));
      for (const s of forbidden)
        if (viewJson.includes(s.token)) fail('fog', `${ctx}: ${who}'s view shows ${s.what} ("${s.token}")`);
      for (const p of view.board.pieces)
        if (cells && !cells.has(p.cell)) fail('options', `${ctx}: ${who}'s view has piece ${p.id} on ${p.cell}, which is not a cell of the static board`);
      for (const [i, e] of events.entries()) {
        if (!visibleToSide(e, viewer)) continue;
        const ej = JSON.stringify(e);
        let lines = '';
        try {
          lines = module.describe(e, 'pl') + '\n' + module.describe(e, 'en');
        } catch {
          /* reported by the describe check */
        }
        for (const s of forbidden)
          if (ej.includes(s.token) || lines.includes(s.token)) fail('fog', `${ctx}: event ${i} (${e.type}) visible to ${who} reveals ${s.what} ("${s.token}")`);
      }
      // options consistent with status, and the same after their trip over the wire
      const opts = view.options;
      const wired = firstDifference(unpackOptions(JSON.parse(JSON.stringify(packOptions(opts)))), JSON.parse(JSON.stringify(opts)));
      if (wired) fail('options', `${ctx}: ${who}'s options change when packed for the wire: ${wired}`);
      const awaited = viewer !== null && status.waitingFor.includes(viewer);
      // a side holding a sealed part it may still replace is offered the choices to replace it
      const replacing = viewer !== null && !!status.replaceable?.includes(viewer);
      if (!awaited && !replacing && opts.choices.length > 0)
        fail('options', `${ctx}: ${who} is not awaited (phase ${status.phase}) but its view offers ${opts.choices.length} choices`);
      if (awaited && opts.choices.length === 0 && opts.minOrders > 0)
        fail('options', `${ctx}: ${who} is awaited (phase ${status.phase}) but its view offers nothing to submit`);
    }
    if (status.result && status.waitingFor.length) fail('options', `${ctx}: the game has a result but still awaits ${status.waitingFor}`);
    if (!status.result && !status.waitingFor.length) fail('no dead ends', `${ctx}: nobody is awaited and there is no result`);
    for (const s of status.waitingFor) if (!module.sides.includes(s)) fail('options', `${ctx}: status awaits unknown side ${s}`);
    if (JSON.stringify(state) !== before) fail('purity', `${ctx}: status/view/secrets mutated the state`);
  };

  const checkEvents = (events: GameEvent[], rolls: { faces: number; value: number; zeroBased?: boolean }[], ctx: string): void => {
    const reported = events.flatMap((e) => e.dice ?? []);
    const drawn = rolls.map((r) => r.value);
    if (JSON.stringify(reported) !== JSON.stringify(drawn))
      fail('dice', `${ctx}: drew [${drawn}] but the events report [${reported}]`);
    // diceFaces, where given, names the die each value came from (the page draws a d6 as pips, others by number)
    let k = 0;
    for (const e of events) {
      const n = e.dice?.length ?? 0;
      if (e.diceFaces !== undefined) {
        const recorded = rolls.slice(k, k + n).map((r) => r.faces);
        if (JSON.stringify(e.diceFaces) !== JSON.stringify(recorded))
          fail('dice', `${ctx}: ${e.type} reports diceFaces [${e.diceFaces}] but its dice were drawn as d[${recorded}]`);
      }
      // a zero-based die (d10 read 0–9) says so, or the page and the audit would read it one high
      const zero = rolls.slice(k, k + n).some((r) => r.zeroBased);
      if (n && zero !== !!e.diceZeroBased)
        fail('dice', `${ctx}: ${e.type} ${zero ? 'drew zero-based dice without' : 'claims'} diceZeroBased${zero ? '' : ' for dice read from 1'}`);
      k += n;
    }
    for (const e of events)
      for (const lang of ['pl', 'en'] as const) {
        let line: unknown;
        try {
          line = module.describe(e, lang);
        } catch (err) {
          fail('describe', `${ctx}: describe(${e.type}, ${lang}) threw ${(err as Error).message}`);
          continue;
        }
        if (typeof line !== 'string' || !line.trim()) fail('describe', `${ctx}: describe(${e.type}, ${lang}) is empty`);
      }
  };

  for (let seed = 1; seed <= o.games; seed++) {
    const chooser = new SeededDice(seed * 7919 + 1);
    const applyDice = new SeededDice(seed * 104729 + 17);
    const setupDice = new RecordingDice(new SeededDice(seed));
    const g = `${module.id}/${scenarioId} seed ${seed}`;
    let state: unknown;
    try {
      state = module.setup(scenarioId, o.setupOptions, setupDice);
    } catch (e) {
      fail('no dead ends', `${g}: setup threw ${(e as Error).message}`);
      continue;
    }
    const again = module.setup(scenarioId, o.setupOptions, new FixedDice(setupDice.rolls.map((r) => r.value)));
    const sd = firstDifference(again, state);
    if (sd) fail('determinism', `${g}: setup with the same dice differs: ${sd}`);
    checkState(state, `${g} after setup`);
    checkViews(state, [], `${g} after setup`);
    const record: GameRecord = { seed, setupDice: setupDice.rolls.slice(), turns: [], final: undefined };
    let applied = 0;
    let stuck = false;
    while (!stuck) {
      const status = module.status(state);
      if (status.result) break;
      if (applied >= o.maxBatches) {
        fail('no dead ends', `${g}: no result after ${applied} batches (phase ${status.phase})`);
        break;
      }
      // now and then a non-awaited side sets a standing order from its view
      const submitters: { side: Side; batch: Batch }[] = [];
      for (const side of module.sides) {
        if (status.waitingFor.includes(side) || chooser.roll(10) !== 1) continue;
        const standing = module.view(state, side).options.standing;
        if (standing?.length) {
          const opt = pick(standing, chooser);
          submitters.push({ side, batch: { orders: [{ type: 'standing', key: opt.key, value: pick(opt.values, chooser).value }] } });
        }
      }
      for (const side of status.waitingFor) submitters.push({ side, batch: undefined as unknown as Batch });
      // a side that may replace its sealed part now and then does (resubmission replaces)
      for (const side of status.replaceable ?? []) if (chooser.roll(3) === 1) submitters.unshift({ side, batch: undefined as unknown as Batch });
      for (const sub of submitters) {
        const ctx = `${g} batch #${applied + 1} (${sub.side}, phase ${module.status(state).phase})`;
        const isTurn = sub.batch === undefined;
        const nowStatus = module.status(state);
        if (isTurn && !nowStatus.waitingFor.includes(sub.side) && !nowStatus.replaceable?.includes(sub.side)) continue; // answered by an earlier submitter's batch
        const before = JSON.stringify(state);
        const st0 = module.status(state);
        let raw: Batch;
        try {
          raw = isTurn ? module.randomBatch(state, sub.side, chooser) : sub.batch;
        } catch (e) {
          fail('no dead ends', `${ctx}: randomBatch threw ${(e as Error).message}`);
          stuck = true;
          break;
        }
        const parsed = module.batchSchema.safeParse(JSON.parse(JSON.stringify(raw)));
        if (!parsed.success) {
          fail('no dead ends', `${ctx}: randomBatch gave a schema-invalid batch ${short(raw)}: ${parsed.error.issues[0]?.message}`);
          stuck = true;
          break;
        }
        const batch = parsed.data as Batch;
        const rec = new RecordingDice(applyDice);
        let res;
        try {
          res = module.apply(state, sub.side, batch, rec);
        } catch (e) {
          fail('no dead ends', `${ctx}: apply threw on a legal batch ${short(batch)}: ${(e as Error).message}`);
          stuck = true;
          break;
        }
        if (JSON.stringify(state) !== before) fail('purity', `${ctx}: apply mutated its input state`);
        if (!res.ok) {
          fail('no dead ends', `${ctx}: a random legal batch ${short(batch)} was refused: ${res.error.rule ?? ''} ${res.error.message}`);
          stuck = true;
          break;
        }
        // determinism on the stored (JSON round-tripped) form with the same dice
        try {
          const again = module.apply(JSON.parse(before), sub.side, batch, new FixedDice(rec.rolls.map((r) => r.value)));
          const d = again.ok ? firstDifference({ state: again.state, events: again.events }, { state: res.state, events: res.events }) : `refused: ${again.error.message}`;
          if (d) fail('determinism', `${ctx}: applying again gives a different result: ${d}`);
        } catch (e) {
          fail('determinism', `${ctx}: applying again with the same dice threw ${(e as Error).message}`);
        }
        // a halt applies a prefix: it is what the log records, and applying it alone gives the same result
        let logged = batch;
        if (res.halted) {
          const at = res.halted.at;
          if (!Number.isInteger(at) || at < 1 || at >= batch.orders.length)
            fail('replay', `${ctx}: halted at ${at}, outside 1..${batch.orders.length - 1} (a halt applies a non-empty prefix and hands back the rest)`);
          else {
            logged = splitAtHalt(batch, res.halted).applied;
            const prefix = module.apply(JSON.parse(before), sub.side, logged, new FixedDice(rec.rolls.map((r) => r.value)));
            const d = prefix.ok ? (prefix.halted ? 'halted again' : firstDifference({ state: prefix.state, events: prefix.events }, { state: res.state, events: res.events })) : `refused: ${prefix.error.message}`;
            if (d) fail('replay', `${ctx}: the applied prefix of a halted batch does not reproduce it: ${d}`);
          }
          counts.halts++;
        }
        if (isTurn && fuzzStates.length < FUZZ_STATE_CAP)
          fuzzStates.push({ state, side: sub.side, batch: logged, awaited: [...st0.waitingFor, ...(st0.replaceable ?? [])], ctx });
        // default answers for mid-turn questions stand in on timeouts: they must be accepted
        const st = module.status(state);
        if (isTurn && st.midTurn) {
          const da = module.defaultAnswer(state, sub.side);
          if (!da) fail('options', `${ctx}: mid-turn answer awaited but defaultAnswer is null`);
          else if (!module.batchSchema.safeParse(da).success) fail('options', `${ctx}: defaultAnswer is schema-invalid: ${short(da)}`);
          else {
            const r = module.apply(state, sub.side, da, new SeededDice(seed + applied));
            if (!r.ok) fail('options', `${ctx}: defaultAnswer refused: ${r.error.message}`);
          }
        }
        checkEvents(res.events, rec.rolls, ctx);
        state = res.state;
        applied++;
        counts.batches++;
        record.turns.push({ side: sub.side, batch: logged, dice: rec.rolls.slice() });
        checkState(state, ctx);
        checkViews(state, res.events, ctx);
      }
    }
    record.final = state;
    record.result = module.status(state).result;
    games.push(record);

    // replay: setup + log with the recorded dice
    try {
      let s = module.setup(scenarioId, o.setupOptions, new FixedDice(record.setupDice.map((r) => r.value)));
      for (const [i, t] of record.turns.entries()) {
        const r = module.apply(s, t.side, t.batch, new FixedDice(t.dice.map((x) => x.value)));
        if (!r.ok) {
          fail('replay', `${g}: replayed batch #${i + 1} refused: ${r.error.message}`);
          break;
        }
        s = r.state;
      }
      if (JSON.stringify(s) !== JSON.stringify(state))
        fail('replay', `${g}: replay of ${record.turns.length} batches differs from the played state: ${firstDifference(s, state) ?? 'key order'}`);
    } catch (e) {
      fail('replay', `${g}: replay threw ${(e as Error).message}`);
    }
  }

  // rejection: garbage, mutations and certainly-illegal batches at states seen in play
  const fuzz = new SeededDice(424242);
  for (let k = 0; k < o.batches && fuzzStates.length; k++) {
    const f = fuzzStates[(k * 7) % fuzzStates.length];
    const labels = (() => {
      try {
        return module.staticBoard(f.state).cells.map((c) => c.label);
      } catch {
        return [];
      }
    })();
    const kind = k % 5;
    let side = f.side;
    let candidate: unknown;
    let mustRefuse = false;
    if (kind === 0) candidate = GARBAGE[(k / 5) % GARBAGE.length | 0];
    else if (kind === 1) {
      // an unknown side, or a turn batch from a side that is not awaited
      const others = module.sides.filter((s) => !f.awaited.includes(s));
      candidate = f.batch;
      if (isStandingBatch(f.batch)) continue;
      if (others.length && fuzz.roll(2) === 1) side = pick(others, fuzz);
      else side = 'nobody-xyz';
      mustRefuse = true;
    } else candidate = mutate(f.batch, fuzz, labels);
    counts.fuzzed++;
    const parsed = module.batchSchema.safeParse(candidate);
    if (!parsed.success) {
      if (mustRefuse) fail('rejection', `${f.ctx}: the legal batch failed its own schema`);
      continue;
    }
    const before = JSON.stringify(f.state);
    const ctx = `${f.ctx}: fuzz #${k} as ${side} ${short(parsed.data)}`;
    try {
      const r = module.apply(f.state, side, parsed.data as Batch, new SeededDice(k + 1));
      if (JSON.stringify(f.state) !== before) fail('rejection', `${ctx}: apply changed its input`);
      if (r.ok) {
        if (mustRefuse) fail('rejection', `${ctx}: accepted from a side that may not act now`);
      } else {
        counts.rejections++;
        const e = r.error;
        if (!e.rule || typeof e.rule !== 'string') fail('rejection', `${ctx}: refused without naming a rule (${e.code}: ${e.message})`);
        if (!e.code || !e.message) fail('rejection', `${ctx}: refusal lacks code or message`);
      }
    } catch (e) {
      fail('rejection', `${ctx}: apply threw ${(e as Error).message} on a schema-valid batch`);
    }
  }
  return { games, failures, counts };
};

/** Registers the conformance tests for one module. */
export const conformance = (module: GameModule<any, any>, opts: ConformanceOptions): void => {
  const env = opts.env ?? processEnv();
  const games = intFrom(env.FUZZ_GAMES) ?? opts.games ?? 3;
  const batches = intFrom(env.FUZZ_BATCHES) ?? opts.batches ?? 40;
  const timeout = opts.timeoutMs ?? 30 * 60_000;
  const scenarios = module.scenarios.filter((s) => !opts.scenarios || opts.scenarios.includes(s.id));
  describe(`conformance: ${module.id}`, () => {
    it('has sides, scenarios and titles', () => {
      if (!module.sides.length || !module.scenarios.length) throw new Error('a module needs sides and scenarios');
      if (!module.title.pl || !module.title.en) throw new Error('a module needs a title in pl and en');
    });
    it('option fields: every option but position has a labelled field whose values the schema accepts and whose default setup agrees with', () => {
      const problems = optionFieldProblems(module);
      if (problems.length) throw new Error(problems.join('\n'));
    });
    for (const sc of scenarios) {
      let report: ScenarioReport | undefined;
      const run = (): ScenarioReport =>
        (report ??= runScenario(module, sc.id, {
          games,
          batches,
          maxBatches: opts.maxBatches,
          setupOptions: opts.setupOptions?.(sc.id) ?? {},
          maxStateBytes: opts.maxStateBytes ?? 350_000,
        }));
      describe(`scenario ${sc.id} (${games} games, ${batches} fuzzed batches)`, () => {
        for (const check of CHECKS)
          it(check, { timeout }, () => {
            const r = run();
            const f = r.failures[check];
            if (f) throw new Error(`${check}: ${f}`);
            if (check === 'no dead ends' && r.games.length !== games) throw new Error(`only ${r.games.length} of ${games} games ran`);
          });
      });
    }
  });
};

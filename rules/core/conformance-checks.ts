/**
 * The per-step checks of the conformance suite. Checked games run all of them after every batch;
 * plain games run `fog` at each hand-off (over the events since the last one, and the static board).
 */
import type { GameEvent, GameModule, Secret, Side } from './contract.js';
import { boardKey } from './board.js';
import { packOptions, unpackOptions } from './wire.js';
import { firstDifference, jsonProblem, utf8Length } from './conformance-json.js';
import { tokenSearch, type Found } from './conformance-tokens.js';

export const CHECKS = [
  'determinism',
  'purity',
  'replay',
  'no dead ends',
  'rejection',
  'fog',
  'dice',
  'describe',
  'options',
  'events',
] as const;
export type Check = (typeof CHECKS)[number];
export type Fail = (c: Check, msg: string) => void;

const visibleToSide = (e: GameEvent, viewer: Side | null): boolean =>
  e.visibleTo === 'all' || (viewer !== null && e.visibleTo.includes(viewer));

/** a search for the tokens of these secrets (conformance-tokens.ts) */
const secretSearch = (secrets: readonly Secret[]): ((text: string) => Found) =>
  tokenSearch(secrets.map((x) => x.token));

/** what the fog check reads of one event: its JSON and its lines (pl, en), and the tokens it plays openly */
interface EventText {
  inJson: Found;
  inLines: Found;
  open: readonly string[];
}

/** `sides`: the scenario's seats (a module's sides are the union over its scenarios) */
export const checker = (
  module: GameModule<any, any>,
  fail: Fail,
  maxStateBytes: number,
  sides: readonly Side[] = module.sides,
  playedOpenly: (e: GameEvent) => readonly string[] = () => [],
) => {
  const declared = module.eventTypes ? new Set(module.eventTypes) : undefined;

  // The last state's secrets and views, kept for the other checks and the random players at that same
  // state (a plain game's batch fog and hand-off, the standing orders chosen next): a state is never
  // changed once made (apply never mutates its input), so they are what computing them again gives.
  interface AtState {
    s: unknown;
    secrets: Secret[];
    views: Map<Side | null, ReturnType<typeof module.view>>;
  }
  let last: AtState | undefined;
  const at = (s: unknown): AtState => {
    if (!last || last.s !== s) last = { s, secrets: module.secrets(s), views: new Map() };
    return last;
  };
  const secretsOf = (s: unknown): Secret[] => at(s).secrets;
  /** `viewer`'s view of `s`, computed once per state */
  const viewOf = (s: unknown, viewer: Side | null): ReturnType<typeof module.view> => {
    const views = at(s).views;
    let v = views.get(viewer);
    if (!v) views.set(viewer, (v = module.view(s, viewer)));
    return v;
  };

  /** plain JSON under the size limit that survives a JSON round trip; returns the state's JSON */
  const state = (s: unknown, ctx: string): string => {
    const problem = jsonProblem(s);
    if (problem) fail('purity', `${ctx}: state is not plain JSON: ${problem}`);
    const json = JSON.stringify(s);
    const bytes = utf8Length(json);
    if (bytes >= maxStateBytes) fail('purity', `${ctx}: state JSON is ${bytes} bytes (limit ${maxStateBytes})`);
    const back = firstDifference(JSON.parse(json), s);
    if (back) fail('purity', `${ctx}: state does not survive a JSON round trip: ${back}`);
    return json;
  };

  /** the static boards met so far, by boardKey: their cell labels (each is searched for secrets once) */
  const cellsOf = new Map<string, Set<string>>();

  /**
   * The static board is served to anyone with its key, so it may hold no secret of any side (fog);
   * with `full`, its key must also survive a JSON round trip of the state (determinism). Returns its
   * cell labels.
   */
  const staticBoard = (
    s: unknown,
    stored: string,
    secrets: readonly Secret[],
    search: (text: string) => Found,
    ctx: string,
    full: boolean,
  ): Set<string> | undefined => {
    try {
      const board = module.staticBoard(s);
      const key = boardKey(board);
      if (full) {
        const again = boardKey(module.staticBoard(JSON.parse(stored)));
        if (again !== key)
          fail('determinism', `${ctx}: staticBoard differs after a JSON round trip of the state (${key} vs ${again})`);
      }
      let cells = cellsOf.get(key);
      if (!cells) {
        const found = search(JSON.stringify(board));
        for (const x of secrets)
          if (found.has(x.token)) fail('fog', `${ctx}: the static board shows ${x.what} ("${x.token}")`);
        cellsOf.set(key, (cells = new Set(board.cells.map((c) => c.label))));
      }
      return cells;
    } catch (e) {
      fail('determinism', `${ctx}: staticBoard threw ${(e as Error).message}`);
      return undefined;
    }
  };

  /**
   * Each event's text for the fog check, made when first asked and kept for the other viewers: its
   * JSON and lines are searched for all of `search`'s tokens.
   */
  const eventTexts = (events: readonly GameEvent[], search: (text: string) => Found): ((i: number) => EventText) => {
    const made: EventText[] = [];
    return (i) => {
      let t = made[i];
      if (!t) {
        const e = events[i];
        const ej = JSON.stringify(e);
        let lines = '';
        try {
          lines = module.describe(e, 'pl') + '\n' + module.describe(e, 'en');
        } catch {
          /* reported by the describe check */
        }
        made[i] = t = { inJson: search(ej), inLines: search(lines), open: playedOpenly(e) };
      }
      return t;
    };
  };

  /** fog in the events: none a viewer may see (nor its lines) carries a secret that viewer may not see */
  const eventLeaks = (
    events: readonly GameEvent[],
    texts: (i: number) => EventText,
    forbidden: Secret[],
    viewer: Side | null,
    ctx: string,
  ): void => {
    if (!forbidden.length) return;
    const who = viewer ?? 'spectator';
    for (const [i, e] of events.entries()) {
      if (!visibleToSide(e, viewer)) continue;
      const t = texts(i);
      if (!t.inJson.size && !t.inLines.size) continue;
      for (const x of forbidden)
        if (!t.open.includes(x.token) && (t.inJson.has(x.token) || t.inLines.has(x.token)))
          fail('fog', `${ctx}: event ${i} (${e.type}) visible to ${who} reveals ${x.what} ("${x.token}")`);
    }
  };

  /**
   * fog in a batch's events against the secrets of the state that batch made: an event is history, true
   * when it was written (a card played, then drawn again after a reshuffle, is no leak at a later hand-off)
   */
  const batchFog = (s: unknown, events: readonly GameEvent[], ctx: string): void => {
    const secrets = secretsOf(s);
    if (!secrets.length || !events.length) return;
    const texts = eventTexts(events, secretSearch(secrets));
    for (const viewer of [...sides, null] as (Side | null)[])
      eventLeaks(
        events,
        texts,
        secrets.filter((x) => viewer === null || !x.visibleTo.includes(viewer)),
        viewer,
        ctx,
      );
  };

  /**
   * fog: no secret in the static board, and none of another side in a viewer's view or in the events
   * (and their lines) it may see; with `options`, also that the offered choices agree with status(),
   * survive the wire, put every piece on a cell of the static board, and nothing is mutated.
   * `stored`: the state's JSON when the caller has just made it (check.state's)
   */
  const views = (s: unknown, events: readonly GameEvent[], ctx: string, options = true, stored?: string): void => {
    const secrets = secretsOf(s);
    // without options (a plain game's hand-off) only the secrets matter: no secret, nothing to leak
    if (!options && !secrets.length) return;
    const before = options ? (stored ?? JSON.stringify(s)) : '';
    const status = module.status(s);
    // every view and event is searched once for all the secrets; each viewer asks about those it may not see
    const search = secretSearch(secrets);
    const texts = eventTexts(events, search);
    const cells = staticBoard(s, before, secrets, search, ctx, options);
    for (const viewer of [...sides, null] as (Side | null)[]) {
      const who = viewer ?? 'spectator';
      let view: ReturnType<typeof module.view>;
      let viewJson: string;
      try {
        view = viewOf(s, viewer);
        viewJson = JSON.stringify(view);
      } catch (e) {
        fail('fog', `${ctx}: view(${who}) threw ${(e as Error).message}`);
        continue;
      }
      const forbidden = secrets.filter((x) => viewer === null || !x.visibleTo.includes(viewer));
      const inView = forbidden.length ? search(viewJson) : undefined;
      if (inView?.size)
        for (const x of forbidden)
          if (inView.has(x.token)) fail('fog', `${ctx}: ${who}'s view shows ${x.what} ("${x.token}")`);
      eventLeaks(events, texts, forbidden, viewer, ctx);
      if (!options) continue;
      for (const p of view.board.pieces)
        if (cells && !cells.has(p.cell))
          fail(
            'options',
            `${ctx}: ${who}'s view has piece ${p.id} on ${p.cell}, which is not a cell of the static board`,
          );
      // options consistent with status, and the same after their trip over the wire
      const opts = view.options;
      const wire = unpackOptions(JSON.parse(JSON.stringify(packOptions(opts))));
      // options that are plain JSON compare as their JSON round trip would (firstDifference reads both
      // alike), without making it
      const wired = firstDifference(wire, jsonProblem(opts) ? JSON.parse(JSON.stringify(opts)) : opts);
      if (wired) fail('options', `${ctx}: ${who}'s options change when packed for the wire: ${wired}`);
      const awaited = viewer !== null && status.waitingFor.includes(viewer);
      // a side holding a sealed part it may still replace is offered the choices to replace it
      const replacing = viewer !== null && !!status.replaceable?.includes(viewer);
      if (!awaited && !replacing && opts.choices.length > 0)
        fail(
          'options',
          `${ctx}: ${who} is not awaited (phase ${status.phase}) but its view offers ${opts.choices.length} choices`,
        );
      if (awaited && opts.choices.length === 0 && opts.minOrders > 0)
        fail('options', `${ctx}: ${who} is awaited (phase ${status.phase}) but its view offers nothing to submit`);
    }
    if (!options) return;
    if (status.result && status.waitingFor.length)
      fail('options', `${ctx}: the game has a result but still awaits ${status.waitingFor}`);
    if (!status.result && !status.waitingFor.length)
      fail('no dead ends', `${ctx}: nobody is awaited and there is no result`);
    for (const x of status.waitingFor)
      if (!sides.includes(x)) fail('options', `${ctx}: status awaits unknown side ${x}`);
    if (JSON.stringify(s) !== before) fail('purity', `${ctx}: status/view/secrets mutated the state`);
  };

  /**
   * every die drawn is reported in the events, in order, with its faces and whether it is read from
   * zero; every event is worded in pl and en
   */
  const events = (
    evs: readonly GameEvent[],
    rolls: readonly { faces: number; value: number; zeroBased?: boolean }[],
    ctx: string,
  ): void => {
    const reported = evs.flatMap((e) => e.dice ?? []);
    const drawn = rolls.map((r) => r.value);
    if (JSON.stringify(reported) !== JSON.stringify(drawn))
      fail('dice', `${ctx}: drew [${drawn}] but the events report [${reported}]`);
    // diceFaces, where given, names the die each value came from (the page draws a d6 as pips, others by number)
    let k = 0;
    for (const e of evs) {
      const n = e.dice?.length ?? 0;
      if (e.diceFaces !== undefined) {
        const recorded = rolls.slice(k, k + n).map((r) => r.faces);
        if (JSON.stringify(e.diceFaces) !== JSON.stringify(recorded))
          fail(
            'dice',
            `${ctx}: ${e.type} reports diceFaces [${e.diceFaces}] but its dice were drawn as d[${recorded}]`,
          );
      }
      // a zero-based die (d10 read 0–9) says so, or the page and the audit would read it one high
      const zero = rolls.slice(k, k + n).some((r) => r.zeroBased);
      if (n && zero !== !!e.diceZeroBased)
        fail(
          'dice',
          `${ctx}: ${e.type} ${zero ? 'drew zero-based dice without' : 'claims'} diceZeroBased${zero ? '' : ' for dice read from 1'}`,
        );
      k += n;
    }
    for (const e of evs)
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

  /** every fired event type is one the module declares (both tiers: it costs nothing) */
  const fired = (evs: readonly GameEvent[], seen: Set<string>, ctx: string): void => {
    for (const e of evs) {
      if (declared && !declared.has(e.type))
        fail('events', `${ctx}: event type "${e.type}" is not in the module's eventTypes`);
      seen.add(e.type);
    }
  };

  return { state, views, batchFog, events, fired, view: viewOf };
};

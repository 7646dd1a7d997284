/**
 * The per-step checks of the conformance suite. Checked games run all of them after every batch;
 * plain games run `fog` at each hand-off (over the events since the last one).
 */
import type { GameEvent, GameModule, Side } from './contract.js';
import { firstDifference, jsonProblem, utf8Length } from './conformance-json.js';

export const CHECKS = ['determinism', 'purity', 'replay', 'no dead ends', 'rejection', 'fog', 'dice', 'describe', 'options', 'events'] as const;
export type Check = (typeof CHECKS)[number];
export type Fail = (c: Check, msg: string) => void;

const visibleToSide = (e: GameEvent, viewer: Side | null): boolean =>
  e.visibleTo === 'all' || (viewer !== null && e.visibleTo.includes(viewer));

export const checker = (module: GameModule<any, any>, fail: Fail, maxStateBytes: number) => {
  const declared = module.eventTypes ? new Set(module.eventTypes) : undefined;

  /** plain JSON under the size limit that survives a JSON round trip */
  const state = (s: unknown, ctx: string): void => {
    const problem = jsonProblem(s);
    if (problem) fail('purity', `${ctx}: state is not plain JSON: ${problem}`);
    const json = JSON.stringify(s);
    const bytes = utf8Length(json);
    if (bytes >= maxStateBytes) fail('purity', `${ctx}: state JSON is ${bytes} bytes (limit ${maxStateBytes})`);
    const back = firstDifference(JSON.parse(json), s);
    if (back) fail('purity', `${ctx}: state does not survive a JSON round trip: ${back}`);
  };

  /**
   * fog: no secret of another side in a viewer's view or in the events (and their lines) it may see;
   * with `options`, also that the offered choices agree with status() and nothing is mutated
   */
  const views = (s: unknown, events: readonly GameEvent[], ctx: string, options = true): void => {
    const secrets = module.secrets(s);
    // without options (a plain game's hand-off) only the secrets matter: no secret, nothing to leak
    if (!options && !secrets.length) return;
    const before = options ? JSON.stringify(s) : '';
    const status = module.status(s);
    for (const viewer of [...module.sides, null] as (Side | null)[]) {
      const who = viewer ?? 'spectator';
      let view;
      let viewJson: string;
      try {
        view = module.view(s, viewer);
        viewJson = JSON.stringify(view);
      } catch (e) {
        fail('fog', `${ctx}: view(${who}) threw ${(e as Error).message}`);
        continue;
      }
      const forbidden = secrets.filter((x) => viewer === null || !x.visibleTo.includes(viewer));
      for (const x of forbidden) if (viewJson.includes(x.token)) fail('fog', `${ctx}: ${who}'s view shows ${x.what} ("${x.token}")`);
      if (forbidden.length)
        for (const [i, e] of events.entries()) {
          if (!visibleToSide(e, viewer)) continue;
          const ej = JSON.stringify(e);
          let lines = '';
          try {
            lines = module.describe(e, 'pl') + '\n' + module.describe(e, 'en');
          } catch {
            /* reported by the describe check */
          }
          for (const x of forbidden)
            if (ej.includes(x.token) || lines.includes(x.token)) fail('fog', `${ctx}: event ${i} (${e.type}) visible to ${who} reveals ${x.what} ("${x.token}")`);
        }
      if (!options) continue;
      const opts = view.options;
      const awaited = viewer !== null && status.waitingFor.includes(viewer);
      if (!awaited && opts.choices.length > 0)
        fail('options', `${ctx}: ${who} is not awaited (phase ${status.phase}) but its view offers ${opts.choices.length} choices`);
      if (awaited && opts.choices.length === 0 && opts.minOrders > 0)
        fail('options', `${ctx}: ${who} is awaited (phase ${status.phase}) but its view offers nothing to submit`);
    }
    if (!options) return;
    if (status.result && status.waitingFor.length) fail('options', `${ctx}: the game has a result but still awaits ${status.waitingFor}`);
    if (!status.result && !status.waitingFor.length) fail('no dead ends', `${ctx}: nobody is awaited and there is no result`);
    for (const x of status.waitingFor) if (!module.sides.includes(x)) fail('options', `${ctx}: status awaits unknown side ${x}`);
    if (JSON.stringify(s) !== before) fail('purity', `${ctx}: status/view/secrets mutated the state`);
  };

  /** every die drawn is reported in the events, in order and with its faces; every event is worded in pl and en */
  const events = (evs: readonly GameEvent[], rolls: readonly { faces: number; value: number }[], ctx: string): void => {
    const reported = evs.flatMap((e) => e.dice ?? []);
    const drawn = rolls.map((r) => r.value);
    if (JSON.stringify(reported) !== JSON.stringify(drawn)) fail('dice', `${ctx}: drew [${drawn}] but the events report [${reported}]`);
    // diceFaces, where given, names the die each value came from (the page draws a d6 as pips, others by number)
    let k = 0;
    for (const e of evs) {
      const n = e.dice?.length ?? 0;
      if (e.diceFaces !== undefined) {
        const recorded = rolls.slice(k, k + n).map((r) => r.faces);
        if (JSON.stringify(e.diceFaces) !== JSON.stringify(recorded))
          fail('dice', `${ctx}: ${e.type} reports diceFaces [${e.diceFaces}] but its dice were drawn as d[${recorded}]`);
      }
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
      if (declared && !declared.has(e.type)) fail('events', `${ctx}: event type "${e.type}" is not in the module's eventTypes`);
      seen.add(e.type);
    }
  };

  return { state, views, events, fired };
};

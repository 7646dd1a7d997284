/**
 * One random game of the conformance suite, in either tier:
 *   checked  after every batch: determinism (apply again on the stored form), purity, fog, options,
 *            dice, describe, the default answer of a mid-turn question, a halted batch's prefix
 *            applied alone; replay at the end
 *   plain    random play with only what is nearly free (a legal batch is accepted, declared event
 *            types, a halt's `at` in range), fog at each hand-off over the events since the last
 *            one, replay at the end
 * Both record the game (setup dice, batches with their dice; of a halted batch only the applied
 * prefix, as the log does) so a failure can be replayed alone. In both, a side that may replace its
 * sealed part (status.replaceable) now and then does.
 */
import type { Batch, GameModule, SetupOptions, Side } from './contract.js';
import { scenarioSides, splitAtHalt } from './contract.js';
import { FixedDice, RecordingDice, SeededDice } from './dice.js';
import { firstDifference, short } from './conformance-json.js';
import { pick, type Tier } from './conformance-counts.js';
import type { checker, Fail } from './conformance-checks.js';

export interface LoggedTurn {
  side: Side;
  /** the orders apply applied: a halted batch's prefix */
  batch: Batch;
  dice: { faces: number; value: number; zeroBased?: boolean }[];
}
export interface GameRecord {
  /** the scenario it was set up in */
  scenario: string;
  seed: number;
  tier: Tier;
  /** the game options it was set up with */
  options: SetupOptions;
  setupDice: { faces: number; value: number }[];
  turns: LoggedTurn[];
  /** batches that halted (applied a prefix and handed the rest back) */
  halts: number;
  final: unknown;
  result?: { winner: Side | null; reason: string };
}
/** a state met in play, kept for the malformed batches */
export interface FuzzState {
  state: unknown;
  side: Side;
  batch: Batch;
  /** the sides that may submit a turn batch here: awaited, or replacing a sealed part */
  awaited: Side[];
  ctx: string;
}

export interface PlayOptions {
  maxBatches: number;
  setupOptions: SetupOptions;
}

/** Plays one game; failures go to `fail` with the game's name in the message. */
export const playGame = (
  module: GameModule<any, any>,
  scenarioId: string,
  seed: number,
  tier: Tier,
  o: PlayOptions,
  fail: Fail,
  check: ReturnType<typeof checker>,
  seen: Set<string>,
  keep: (f: FuzzState) => void,
): GameRecord | undefined => {
  const checked = tier === 'checked';
  const chooser = new SeededDice(seed * 7919 + 1);
  const applyDice = new SeededDice(seed * 104729 + 17);
  const setupDice = new RecordingDice(new SeededDice(seed));
  const g = `${module.id}/${scenarioId} ${tier} seed ${seed}`;
  let state: unknown;
  try {
    state = module.setup(scenarioId, o.setupOptions, setupDice);
  } catch (e) {
    fail('no dead ends', `${g}: setup threw ${(e as Error).message}`);
    return undefined;
  }
  if (checked) {
    const again = module.setup(scenarioId, o.setupOptions, new FixedDice(setupDice.rolls.map((r) => r.value)));
    const sd = firstDifference(again, state);
    if (sd) fail('determinism', `${g}: setup with the same dice differs: ${sd}`);
    const json = check.state(state, `${g} after setup`);
    check.views(state, [], `${g} after setup`, true, json);
  } else check.views(state, [], `${g} after setup`, false);
  const record: GameRecord = {
    scenario: scenarioId,
    seed,
    tier,
    options: o.setupOptions,
    setupDice: setupDice.rolls.slice(),
    turns: [],
    halts: 0,
    final: undefined,
  };
  let applied = 0;
  let stuck = false;
  let awaitedKey = JSON.stringify(module.status(state).waitingFor);
  while (!stuck) {
    const status = module.status(state);
    if (status.result) break;
    if (applied >= o.maxBatches) {
      fail('no dead ends', `${g}: no result after ${applied} batches (phase ${status.phase})`);
      break;
    }
    // now and then a non-awaited side sets a standing order from its view
    const submitters: { side: Side; batch?: Batch }[] = [];
    for (const side of scenarioSides(module, scenarioId)) {
      if (status.waitingFor.includes(side) || chooser.roll(10) !== 1) continue;
      const standing = check.view(state, side).options.standing;
      if (standing?.length) {
        const opt = pick(standing, chooser);
        submitters.push({
          side,
          batch: { orders: [{ type: 'standing', key: opt.key, value: pick(opt.values, chooser).value }] },
        });
      }
    }
    for (const side of status.waitingFor) submitters.push({ side });
    for (let k = 0; k < submitters.length; k++) {
      const sub = submitters[k];
      const isTurn = sub.batch === undefined;
      const st0 = module.status(state);
      if (isTurn && !st0.waitingFor.includes(sub.side) && !st0.replaceable?.includes(sub.side)) continue; // answered by an earlier submitter's batch
      const ctx = `${g} batch #${applied + 1} (${sub.side}, phase ${st0.phase})`;
      const before = checked ? JSON.stringify(state) : '';
      let raw: Batch;
      try {
        raw = sub.batch ?? module.randomBatch(state, sub.side, chooser);
      } catch (e) {
        fail('no dead ends', `${ctx}: randomBatch threw ${(e as Error).message}`);
        stuck = true;
        break;
      }
      const parsed = module.batchSchema.safeParse(JSON.parse(JSON.stringify(raw)));
      if (!parsed.success) {
        fail(
          'no dead ends',
          `${ctx}: randomBatch gave a schema-invalid batch ${short(raw)}: ${parsed.error.issues[0]?.message}`,
        );
        stuck = true;
        break;
      }
      const batch = parsed.data as Batch;
      const rec = new RecordingDice(applyDice);
      let res: ReturnType<typeof module.apply>;
      try {
        res = module.apply(state, sub.side, batch, rec);
      } catch (e) {
        fail('no dead ends', `${ctx}: apply threw on a legal batch ${short(batch)}: ${(e as Error).message}`);
        stuck = true;
        break;
      }
      if (checked && JSON.stringify(state) !== before) fail('purity', `${ctx}: apply mutated its input state`);
      if (!res.ok) {
        fail(
          'no dead ends',
          `${ctx}: a random legal batch ${short(batch)} was refused: ${res.error.rule ?? ''} ${res.error.message}`,
        );
        stuck = true;
        break;
      }
      if (checked) {
        // determinism on the stored (JSON round-tripped) form with the same dice
        try {
          const again = module.apply(JSON.parse(before), sub.side, batch, new FixedDice(rec.rolls.map((r) => r.value)));
          const d = again.ok
            ? firstDifference({ state: again.state, events: again.events }, { state: res.state, events: res.events })
            : `refused: ${again.error.message}`;
          if (d) fail('determinism', `${ctx}: applying again gives a different result: ${d}`);
        } catch (e) {
          fail('determinism', `${ctx}: applying again with the same dice threw ${(e as Error).message}`);
        }
        // default answers for mid-turn questions stand in on timeouts: they must be accepted
        if (isTurn && st0.midTurn) {
          const da = module.defaultAnswer(state, sub.side);
          if (!da) fail('options', `${ctx}: mid-turn answer awaited but defaultAnswer is null`);
          else if (!module.batchSchema.safeParse(da).success)
            fail('options', `${ctx}: defaultAnswer is schema-invalid: ${short(da)}`);
          else {
            const r = module.apply(state, sub.side, da, new SeededDice(seed + applied));
            if (!r.ok) fail('options', `${ctx}: defaultAnswer refused: ${r.error.message}`);
          }
        }
        check.events(res.events, rec.rolls, ctx);
      }
      // a halt applies a prefix: it is what the log records, and applying it alone gives the same result
      let logged = batch;
      if (res.halted) {
        record.halts++;
        const at = res.halted.at;
        if (!Number.isInteger(at) || at < 1 || at >= batch.orders.length)
          fail(
            'replay',
            `${ctx}: halted at ${at}, outside 1..${batch.orders.length - 1} (a halt applies a non-empty prefix and hands back the rest)`,
          );
        else {
          logged = splitAtHalt(batch, res.halted).applied;
          // plain games leave this to the replay at the end, which applies only the logged prefixes
          if (checked) {
            const prefix = module.apply(
              JSON.parse(before),
              sub.side,
              logged,
              new FixedDice(rec.rolls.map((r) => r.value)),
            );
            const d = prefix.ok
              ? prefix.halted
                ? 'halted again'
                : firstDifference(
                    { state: prefix.state, events: prefix.events },
                    { state: res.state, events: res.events },
                  )
              : `refused: ${prefix.error.message}`;
            if (d) fail('replay', `${ctx}: the applied prefix of a halted batch does not reproduce it: ${d}`);
          }
        }
      }
      if (isTurn)
        keep({ state, side: sub.side, batch: logged, awaited: [...st0.waitingFor, ...(st0.replaceable ?? [])], ctx });
      check.fired(res.events, seen, ctx);
      state = res.state;
      applied++;
      record.turns.push({ side: sub.side, batch: logged, dice: rec.rolls.slice() });
      // a side that may still replace its sealed part now and then does, before the next submitter:
      // a window of simultaneous parts usually closes within one round of submitters
      const after = module.status(state);
      let next = k + 1;
      for (const side of after.replaceable ?? []) if (chooser.roll(3) === 1) submitters.splice(next++, 0, { side });
      if (checked) {
        const json = check.state(state, ctx);
        check.views(state, res.events, ctx, true, json);
      } else {
        // plain: each batch's events against the secrets it left; the views when the turn passes to other
        // hands (what a player would then load)
        check.batchFog(state, res.events, ctx);
        const key = JSON.stringify(after.waitingFor);
        if (key !== awaitedKey) {
          check.views(state, [], `${ctx} (hand-off)`, false);
          awaitedKey = key;
        }
      }
    }
  }
  record.final = state;
  record.result = module.status(state).result;
  replay(module, record, g, fail);
  return record;
};

/** setup + the log with the recorded dice must rebuild the played state exactly */
export const replay = (module: GameModule<any, any>, record: GameRecord, g: string, fail: Fail): void => {
  try {
    let s = module.setup(record.scenario, record.options, new FixedDice(record.setupDice.map((r) => r.value)));
    for (const [i, t] of record.turns.entries()) {
      const r = module.apply(s, t.side, t.batch, new FixedDice(t.dice.map((x) => x.value)));
      if (!r.ok) {
        fail('replay', `${g}: replayed batch #${i + 1} refused: ${r.error.message}`);
        return;
      }
      s = r.state;
    }
    if (JSON.stringify(s) !== JSON.stringify(record.final))
      fail(
        'replay',
        `${g}: replay of ${record.turns.length} batches differs from the played state: ${firstDifference(s, record.final) ?? 'key order'}`,
      );
  } catch (e) {
    fail('replay', `${g}: replay threw ${(e as Error).message}`);
  }
};

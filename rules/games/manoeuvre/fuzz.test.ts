/**
 * Random play (complete games, any armies, maps and variants) and random malformed or illegal
 * batches, each refused with nothing changed; counts scale with FUZZ_SCALE (CI: 100 games, 2,000 batches).
 */
import { describe, expect, it } from 'vitest';
import { RecordingDice, SeededDice, FixedDice } from '../../core/dice.js';
import manoeuvre from './index.js';
import { SIDES, type MState } from './state.js';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
// FUZZ_SCALE as in the conformance suite (1 in CI): 100 games and 2,000 batches there, at least 20 and 300
const SCALE = Number(env.FUZZ_SCALE) > 0 ? Number(env.FUZZ_SCALE) : 0.02;
const GAMES = Math.max(20, Math.round(100 * SCALE));
const BATCHES = Math.max(300, Math.round(2000 * SCALE));
const MAX = 5000;

const VARIANTS = [
  {},
  { endOfDay: 'game-turn' },
  { forcedMarch: 'began-or-ended' },
  { attrition: 'committed' },
  { hands: 'choose' },
] as const;

const playGame = (seed: number) => {
  const dice = new SeededDice(seed);
  const rec = new RecordingDice(dice);
  const scenario = seed % 4 === 0 ? 'intro' : 'standard';
  const options = VARIANTS[seed % VARIANTS.length];
  let s: MState = manoeuvre.setup(scenario, options, rec);
  const log: { side: string; batch: any }[] = [];
  const states: MState[] = [];
  let n = 0;
  while (!manoeuvre.status(s).result) {
    if (++n > MAX) throw new Error(`seed ${seed}: no result after ${MAX} batches (phase ${s.phase})`);
    const w = manoeuvre.status(s).waitingFor;
    if (!w.length) throw new Error(`seed ${seed}: dead end in ${s.phase}`);
    const side = w[dice.roll(w.length) - 1];
    const batch = manoeuvre.randomBatch(s, side, dice);
    const r = manoeuvre.apply(s, side, batch, rec);
    if (!r.ok)
      throw new Error(`seed ${seed}: legal batch refused ${JSON.stringify(batch)}: ${JSON.stringify(r.error)}`);
    log.push({ side, batch });
    if (n % 7 === 0) states.push(s);
    s = r.state;
  }
  return { s, log, rolls: rec.rolls.map((x) => x.value), scenario, options, states };
};

describe('random play (FUZZ_SCALE)', () => {
  it(`${GAMES} complete random games end with a winner by the rules (2.1, 2.2), replay-identical`, {
    timeout: 30 * 60_000,
  }, () => {
    const reasons = new Map<string, number>();
    for (let seed = 1; seed <= GAMES; seed++) {
      const g = playGame(seed);
      const res = manoeuvre.status(g.s).result!;
      expect(SIDES).toContain(res.winner);
      expect(res.reason).toMatch(/^(attrition|nightfall): /);
      reasons.set(res.reason, (reasons.get(res.reason) ?? 0) + 1);
      // replay: setup + the log with the recorded dice rebuilds the same final state
      const fixed = new FixedDice(g.rolls);
      let r: MState = manoeuvre.setup(g.scenario, g.options, fixed);
      for (const t of g.log) {
        const a = manoeuvre.apply(r, t.side, t.batch, fixed);
        if (!a.ok) throw new Error(`replay refused at seed ${seed}`);
        r = a.state;
      }
      expect(JSON.stringify(r)).toBe(JSON.stringify(g.s));
    }
    expect([...reasons.keys()].length).toBeGreaterThan(0);
  });
});

/** malformed or illegal variations of a legal batch */
const mutate = (dice: SeededDice, b: any, s: MState): any => {
  const k = dice.roll(12);
  const o = b.orders[0] ? { ...b.orders[0] } : {};
  const junk = [null, 7, 'x', [], {}, -1, 'z9', 'fr-99', 'zz.top', true, 1.5, 'a0'];
  const j = () => junk[dice.roll(junk.length) - 1];
  switch (k) {
    case 1:
      return j();
    case 2:
      return { orders: [] };
    case 3:
      return { orders: [{ type: 'no-such-order' }] };
    case 4: {
      const key = Object.keys(o).filter((x) => x !== 'type');
      if (key.length) o[key[dice.roll(key.length) - 1]] = j();
      return { orders: [o] };
    }
    case 5:
      return { orders: [{ ...o, extra: 1 }] };
    case 6:
      return { orders: [o, { type: 'end-turn' }, { type: 'end-turn' }] };
    case 7:
      return { orders: [{ type: 'move', unit: Object.keys(s.units)[dice.roll(16) - 1], path: ['a1', 'h8'] }] };
    case 8:
      return {
        orders: [
          {
            type: 'assault',
            unit: Object.keys(s.units)[dice.roll(16) - 1],
            card: `${s.players.blue.army}-0${dice.roll(9)}`,
            target: Object.keys(s.units)[dice.roll(16) - 1],
          },
        ],
      };
    case 9:
      return { orders: [{ type: 'discard', card: s.players.red.hand[0] ?? 'fr-01' }, { type: 'draw' }] };
    case 10:
      return { orders: [{ type: 'restore', card: 'fr-41', unit: 'fr.garde' }] };
    case 11:
      return { orders: [{ type: 'deploy', unit: Object.keys(s.units)[0] ?? 'x.y', square: 'e5' }] };
    default:
      return { orders: [{ type: 'retreat-to', square: 'h8' }] };
  }
};

describe('malformed and illegal batches (FUZZ_SCALE)', () => {
  it(`${BATCHES} random bad batches are refused by the schema or with a rule, and change nothing`, {
    timeout: 30 * 60_000,
  }, () => {
    const pool: MState[] = [];
    for (let seed = 1; pool.length < 60; seed++) pool.push(...playGame(1000 + seed).states);
    const dice = new SeededDice(99);
    let refused = 0;
    for (let i = 0; i < BATCHES; i++) {
      const s = pool[dice.roll(pool.length) - 1];
      const w = manoeuvre.status(s).waitingFor;
      const side = dice.roll(5) === 1 ? (SIDES.find((x) => !w.includes(x)) ?? 'green') : w[0];
      const legal = manoeuvre.randomBatch(s, w[0], dice);
      const bad = mutate(dice, legal, s);
      const before = JSON.stringify(s);
      const schema = manoeuvre.batchSchema.safeParse(bad);
      const r = manoeuvre.apply(s, side, bad, new SeededDice(i));
      expect(JSON.stringify(s)).toBe(before);
      if (r.ok) {
        // a mutation may still be legal (e.g. a changed field that happens to fit): then it must pass the schema
        expect(schema.success).toBe(true);
        continue;
      }
      refused++;
      if (!schema.success) expect(r.error.code).toBe('schema');
      else expect(r.error.rule ?? r.error.code).toBeTruthy();
      expect(r.error.rule || r.error.code === 'schema').toBeTruthy();
    }
    expect(refused).toBeGreaterThan(BATCHES / 2);
  });
});

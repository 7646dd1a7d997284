import { describe, expect, it } from 'vitest';
import { atCombatPhase, fixture, ok, play as playExact, start } from './testkit.js';
import type { TbState } from './state.js';

/** a batch with these dice first, then 1s for whatever follows (the turn's end: orders, isolation) */
const play = (s: TbState, side: string, orders: unknown[], dice: number[] = []) =>
  playExact(s, side, orders, [...dice, ...Array<number>(24).fill(1)]);
const events = (r: ReturnType<typeof play>) => (r.ok ? r.events : []);
const all = (r: ReturnType<typeof play>, type: string) => events(r).filter((e) => e.type === type);
const data = (r: ReturnType<typeof play>, type: string) => all(r, type)[0]?.data;

/** turn 1 of Gumbinnen, the German moving first (François at A38B41, MARCH), `loaded` carrying the rail marker */
const atMove = (pieces: Record<string, string>, loaded: string[], version = 12): TbState => {
  const f = fixture({ 'de-francois': 'A38B41', ...pieces });
  f.rulesVersion = version;
  const s = start(f, [1, 5, 2, 1, 1, 1, 1, 1]);
  for (const id of loaded) s.units[id].rail = true;
  return s;
};
// the line A41B40–A40B40–A39B41–A38B41–A37B42 (Insterburg); A40B39 lies next to A40B40 only, A39B42 next to A39B41 only
const line = ['A41B40', 'A40B40', 'A39B41', 'A38B41', 'A37B42'];
const ride = (s: TbState, unit: string, dice: number[]) =>
  play(s, 'de', [{ type: 'rail-move', unit, path: unit === 'de-1-i-art' ? line.slice(0, 3) : line }], dice);

describe('rules version 12: a rail ride makes contact at every hex it enters (11.1.8 in the movement phase, 13.1.5)', () => {
  it('11.1.8 1/1 I riding A41B40 → A37B42 passes A40B40: 20/XX art. alone in A40B39 rolls 5 above EFF 3, flees 4 hexes to A41B42, −4 EP', () => {
    const r = ride(atMove({ 'de-1-1-i': 'A41B40', 'ru-20-xx-art': 'A40B39' }, ['de-1-1-i']), 'de-1-1-i', [5]);
    expect(all(r, 'artillery-escape')).toEqual([
      expect.objectContaining({
        rule: '11.1.8',
        dice: [5],
        data: { unit: 'ru-20-xx-art', from: 'A40B39', to: 'A41B42', fled: true },
      }),
    ]);
    expect(ok(r).units['ru-20-xx-art']).toMatchObject({ hex: 'A41B42', loss: 4 });
    // the ride goes on to its end (11.1.8: "may go on moving"), still loaded
    expect(ok(r).units['de-1-1-i']).toMatchObject({ hex: 'A37B42', rail: true });
  });
  it('13.1.5 Smirnow alone in A39B42, 1/28/XX of his corps in A41B44: passing A39B41, roll 5 (Russian 5–6) sends him there; roll 4 eliminates him', () => {
    const s = atMove({ 'de-1-1-i': 'A41B40', 'ru-smirnow': 'A39B42', 'ru-1-28-xx': 'A41B44' }, ['de-1-1-i']);
    expect(all(ride(s, 'de-1-1-i', [5]), 'hq-displaced')).toEqual([
      expect.objectContaining({ rule: '13.1.5', dice: [5], data: { hq: 'ru-smirnow', from: 'A39B42', to: 'A41B44' } }),
    ]);
    const caught = ride(s, 'de-1-1-i', [4]);
    expect(data(caught, 'hq-caught')).toEqual({ hq: 'ru-smirnow', at: 'A39B42' });
    expect(ok(caught).hqs['ru-smirnow']).toMatchObject({ hex: null, eliminated: true });
  });
  it('version 11: the same ride leaves 20/XX art. in A40B39 and Smirnow in A39B42', () => {
    const pieces = { 'de-1-1-i': 'A41B40', 'ru-20-xx-art': 'A40B39', 'ru-smirnow': 'A39B42', 'ru-1-28-xx': 'A41B44' };
    const r = ride(atMove(pieces, ['de-1-1-i'], 11), 'de-1-1-i', [5, 5]);
    expect(data(r, 'artillery-escape')).toBeUndefined();
    expect(data(r, 'hq-displaced')).toBeUndefined();
    expect(ok(r).units['ru-20-xx-art'].hex).toBe('A40B39');
    expect(ok(r).hqs['ru-smirnow'].hex).toBe('A39B42');
  });
  it('11.1.8 only infantry or cavalry make contact: 1/I art. riding A41B40–A40B40–A39B41 leaves 20/XX art. in A40B39', () => {
    const r = ride(atMove({ 'de-1-i-art': 'A41B40', 'ru-20-xx-art': 'A40B39' }, ['de-1-i-art']), 'de-1-i-art', [5]);
    expect(data(r, 'artillery-escape')).toBeUndefined();
    expect(ok(r).units['de-1-i-art'].hex).toBe('A39B41');
  });
  it('5.1.8, 11.1.8 1/1 I coming back onto the map at A30B37 (left at A30B46 last turn) makes 20/XX art. alone in A31B37 escape', () => {
    const s = atMove({ 'ru-20-xx-art': 'A31B37' }, []);
    s.rail = { turn: s.turn, acts: [], passed: {}, away: [{ unit: 'de-1-1-i', hex: 'A30B46', turn: s.turn }] };
    const r = play(s, 'de', [{ type: 'rail-enter', unit: 'de-1-1-i', hex: 'A30B37' }], [5]);
    expect(all(r, 'artillery-escape')).toEqual([
      expect.objectContaining({
        rule: '11.1.8',
        dice: [5],
        data: expect.objectContaining({ unit: 'ru-20-xx-art', from: 'A31B37', fled: true }),
      }),
    ]);
    expect(ok(r).units['de-1-1-i'].hex).toBe('A30B37');
    const old = atMove({ 'ru-20-xx-art': 'A31B37' }, [], 11);
    old.rail = { turn: old.turn, acts: [], passed: {}, away: [{ unit: 'de-1-1-i', hex: 'A30B46', turn: old.turn }] };
    expect(
      data(play(old, 'de', [{ type: 'rail-enter', unit: 'de-1-1-i', hex: 'A30B37' }], [5]), 'artillery-escape'),
    ).toBeUndefined();
  });
});

/**
 * phase 8 of turn 1, the German holding the initiative: 1/1 I (A41B39, François MARCH at A38B41) attacks 1/29/XX in
 * Gumbinnen A42B39, which plays DEFEND and flees 3 hexes by A43B39–A44B39–A45B39 (its own path, 9.5.4): CRT roll 2 = 2/3,
 * extra-hex roll 3 (not above EFF 3)
 */
const fled = (pieces: Record<string, string>, dice: number[], version = 12, prep: (s: TbState) => void = () => {}) => {
  const at = atCombatPhase(
    { 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39', ...pieces },
    'gumbinnen-1914',
    version,
  );
  prep(at);
  let s = ok(play(at, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] }]));
  s = ok(play(s, 'de', [{ type: 'card', card: 'attack' }]));
  const flee = { type: 'card', card: 'defend', flee: 3, paths: { A42B39: ['A43B39', 'A44B39', 'A45B39'] } };
  return play(s, 'ru', [flee], [2, 3, ...dice]);
};
// v. Below alone in A44B38 (next to A43B39 and A44B39), 1/1 R of his corps in A46B36; 1/I art. alone in A44B40 (next to
// A44B39 and A45B39); neither is next to A42B39, where the flight starts
const flightPieces = { 'de-below': 'A44B38', 'de-1-1r-ir': 'A46B36', 'de-1-i-art': 'A44B40' };

describe('rules version 12: a flight makes contact at every hex it enters (13.1.5 "in any phase", 8.2.4 with 11.1.8)', () => {
  it('13.1.5, 11.1.8 1/29/XX fleeing by A43B39: v. Below rolls 6 (German 4–6) and goes to 1/1 R in A46B36; at A44B39 1/I art. rolls 4, not above EFF 4: back 4 hexes to A44B44, −1 EP', () => {
    const r = fled(flightPieces, [6, 4]);
    expect(data(r, 'flight')).toEqual({ side: 'ru', from: 'A42B39', path: ['A43B39', 'A44B39', 'A45B39'] });
    expect(all(r, 'hq-displaced')).toEqual([
      expect.objectContaining({ rule: '13.1.5', dice: [6], data: { hq: 'de-below', from: 'A44B38', to: 'A46B36' } }),
    ]);
    expect(all(r, 'artillery-escape')).toEqual([
      expect.objectContaining({
        rule: '11.1.8',
        dice: [4],
        data: { unit: 'de-1-i-art', from: 'A44B40', to: 'A44B44', fled: false },
      }),
    ]);
    expect(ok(r).units['de-1-i-art']).toMatchObject({ hex: 'A44B44', loss: 1 });
    // the flight ends where it was going, and 1/1 I pursues into Gumbinnen (9.6)
    expect(ok(r).units['ru-1-29-xx'].hex).toBe('A45B39');
    expect(data(r, 'pursuit')).toEqual({ units: ['de-1-1-i'], hex: 'A42B39' });
  });
  it('version 11: the same flight leaves v. Below in A44B38 and 1/I art. in A44B40', () => {
    const r = fled(flightPieces, [6, 4], 11);
    expect(data(r, 'hq-displaced')).toBeUndefined();
    expect(data(r, 'artillery-escape')).toBeUndefined();
    expect(ok(r).hqs['de-below'].hex).toBe('A44B38');
    expect(ok(r).units['de-1-i-art'].hex).toBe('A44B40');
  });
});

/**
 * a meeting engagement (9.3.7): 1/1 I (A41B39) against 1/29/XX (A42B39), both ATTACK; who attacks 3 + 4 + 1 against
 * 3 + 3, CRT roll 3 = 2/4 (6 v 5, +2); who gives way 6 + 4 against 1 + 3: 1/29/XX withdraws to A42B40 and 1/1 I enters
 */
const meeting = (
  pieces: Record<string, string>,
  dice: number[],
  version = 12,
  prep: (s: TbState) => void = () => {},
) => {
  const s = atCombatPhase({ 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39', ...pieces }, 'gumbinnen-1914', version);
  prep(s);
  const d = ok(play(s, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] }]));
  const c = ok(play(d, 'de', [{ type: 'card', card: 'attack' }]));
  return play(c, 'ru', [{ type: 'card', card: 'attack' }], dice);
};
const trainIn =
  (hex: string, loaded = false) =>
  (s: TbState) => {
    s.trains['ru-train-1a'].hex = hex;
    if (loaded) s.trains['ru-train-1a'].rail = true;
  };

describe("rules version 12: the meeting loser's withdrawal makes contact where it ends (9.3.7, 8.2.4, 11.1.8)", () => {
  it('9.3.7, 11.1.8 1/29/XX withdrawn to A42B40 makes 1/I art. alone in A43B40 (not next to A42B39) escape: roll 5 above EFF 4, −4 EP, to A43B44', () => {
    const r = meeting({ 'de-1-i-art': 'A43B40' }, [3, 3, 3, 6, 1, 5]);
    expect(data(r, 'withdraw')).toEqual({ side: 'ru', from: 'A42B39', to: 'A42B40' });
    expect(all(r, 'artillery-escape')).toEqual([
      expect.objectContaining({
        rule: '11.1.8',
        dice: [5],
        data: { unit: 'de-1-i-art', from: 'A43B40', to: 'A43B44', fled: true },
      }),
    ]);
    expect(ok(r).units['de-1-i-art']).toMatchObject({ hex: 'A43B44', loss: 4 });
    const old = meeting({ 'de-1-i-art': 'A43B40' }, [3, 3, 3, 6, 1, 5], 11);
    expect(data(old, 'artillery-escape')).toBeUndefined();
    expect(ok(old).units['de-1-i-art'].hex).toBe('A43B40');
  });
  it('15.3.5 (AMB-70) the train ru-train-1a in A42B39 goes back with 1/29/XX to A42B40; version 11 left it in the hex 1/1 I entered', () => {
    const r = meeting({}, [3, 3, 3, 6, 1], 12, trainIn('A42B39'));
    expect(ok(r).trains['ru-train-1a'].hex).toBe('A42B40');
    expect(data(r, 'train-captured')).toBeUndefined();
    const old = meeting({}, [3, 3, 3, 6, 1], 11, trainIn('A42B39'));
    expect(ok(old).trains['ru-train-1a'].hex).toBe('A42B39');
  });
});

describe('rules version 12: a pursuit or the meeting winner entering a hex with an enemy train eliminates it (spec P4, 15.3.6)', () => {
  it('9.6, 15.3.6 1/29/XX flees from Gumbinnen A42B39 (a double-track rail hex), leaving its loaded train behind (15.3.5 takes only unloaded ones): 1/1 I pursues in and the train is eliminated', () => {
    const r = fled({}, [], 12, trainIn('A42B39', true));
    expect(data(r, 'pursuit')).toEqual({ units: ['de-1-1-i'], hex: 'A42B39' });
    expect(all(r, 'train-captured')).toEqual([
      expect.objectContaining({ rule: '15.3.6', data: { train: 'ru-train-1a', hex: 'A42B39' } }),
    ]);
    expect(ok(r).trains['ru-train-1a'].hex).toBeNull();
    const old = fled({}, [], 11, trainIn('A42B39', true));
    expect(data(old, 'train-captured')).toBeUndefined();
    expect(ok(old).trains['ru-train-1a'].hex).toBe('A42B39');
  });
  it('9.6.4, 15.3.6 1/29/XX on its back face at L 3 eliminated by 2/4 (DEFEND, roll 2): 1/1 I pursues into A42B39 and its train there is eliminated', () => {
    const worn = (s: TbState) => {
      trainIn('A42B39')(s);
      Object.assign(s.units['ru-1-29-xx'], { face: 'back', loss: 3 });
    };
    const at = atCombatPhase(
      { 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39' },
      'gumbinnen-1914',
    );
    worn(at);
    let s = ok(play(at, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] }]));
    s = ok(play(s, 'de', [{ type: 'card', card: 'attack' }]));
    const r = play(s, 'ru', [{ type: 'card', card: 'defend' }], [2]);
    expect(data(r, 'crt')).toMatchObject({ result: '2/4' });
    expect(ok(r).units['ru-1-29-xx'].eliminated).toBe(true);
    expect(all(r, 'train-captured').map((e) => [e.rule, e.data])).toEqual([
      ['15.3.6', { train: 'ru-train-1a', hex: 'A42B39' }],
    ]);
  });
  it('9.3.7, 15.3.6 the meeting winner 1/1 I entering A42B39 eliminates the loaded train 1/29/XX left there', () => {
    const r = meeting({}, [3, 3, 3, 6, 1], 12, trainIn('A42B39', true));
    expect(data(r, 'pursuit')).toEqual({ units: ['de-1-1-i'], hex: 'A42B39' });
    expect(data(r, 'train-captured')).toEqual({ train: 'ru-train-1a', hex: 'A42B39' });
    expect(ok(r).trains['ru-train-1a'].hex).toBeNull();
  });
  it('9.3.7, 9.6.4, 15.3.6 1/29/XX eliminated by 1/5 (back face, L 3): 1/1 I enters without a roll and eliminates the train; version 11 does not', () => {
    const worn = (s: TbState) => {
      trainIn('A42B39')(s);
      Object.assign(s.units['ru-1-29-xx'], { face: 'back', loss: 3 });
    };
    const r = meeting({}, [3, 3, 3], 12, worn);
    expect(data(r, 'crt')).toMatchObject({ result: '1/5' });
    expect(data(r, 'train-captured')).toEqual({ train: 'ru-train-1a', hex: 'A42B39' });
    const old = meeting({}, [3, 3, 3], 11, worn);
    expect(data(old, 'train-captured')).toBeUndefined();
    expect(ok(old).trains['ru-train-1a'].hex).toBe('A42B39');
  });
});

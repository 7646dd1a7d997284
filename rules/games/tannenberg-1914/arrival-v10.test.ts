import { describe, expect, it } from 'vitest';
import m from './index.js';
import { atCombatPhase, gumbinnenAt, ok, play as playExact } from './testkit.js';
import type { TbState } from './state.js';

/** a batch with these dice first, then 1s for whatever follows (the turn's end: orders, isolation) */
const play = (s: TbState, side: string, orders: unknown[], dice: number[] = []) =>
  playExact(s, side, orders, [...dice, ...Array<number>(24).fill(1)]);
const events = (r: ReturnType<typeof play>) => (r.ok ? r.events : []);
const data = (r: ReturnType<typeof play>, type: string) => events(r).find((e) => e.type === type)?.data;
const standing = (key: string, value: string) => ({ type: 'standing', key, value });

describe('rules version 10: a pursuit makes contact with the lone guns and HQs next to the hex it enters (9.6, 11.1.8, 13.1.5)', () => {
  // 1/1 I (François ••) attacks `defender` in A42B39: 6 v 5, 1:1, roll 1 = 2/4; the defender flees 4 hexes by
  // A42B40–A42B41–A42B42–A42B43 (extra-hex roll 3) and 1/1 I pursues into A42B39, which lies next to A43B38;
  // before the pursuit nothing German stood next to A43B38
  const attacked = (pieces: Record<string, string>, version = 10, defender = 'ru-1-29-xx'): TbState => {
    const s = atCombatPhase(
      { 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', [defender]: 'A42B39', ...pieces },
      'gumbinnen-1914',
      version,
    );
    const d = ok(play(s, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: [defender] }]));
    return ok(play(d, 'de', [{ type: 'card', card: 'attack' }]));
  };
  const defend = (s: TbState, roll: number) => play(s, 'ru', [{ type: 'card', card: 'defend', flee: 4 }], [1, 3, roll]);

  it('11.1.8 20/XX art. alone in A43B38: roll 5 above EFF 3, it flees 4 hexes to A44B41 and loses 4 EP', () => {
    const r = defend(attacked({ 'ru-20-xx-art': 'A43B38' }), 5);
    expect(data(r, 'pursuit')).toEqual({ units: ['de-1-1-i'], hex: 'A42B39' });
    expect(data(r, 'artillery-escape')).toEqual({ unit: 'ru-20-xx-art', from: 'A43B38', to: 'A44B41', fled: true });
    expect(events(r).find((e) => e.type === 'artillery-escape')).toMatchObject({ rule: '11.1.8', dice: [5] });
    expect(ok(r).units['ru-20-xx-art']).toMatchObject({ hex: 'A44B41', loss: 4 });
    // 11.1.8: a gun that had to move in the combat phase takes part in no other combat that turn
    expect(ok(r).fought).toContain('ru-20-xx-art');
  });
  it('11.1.8 roll 2, not above EFF 3: it falls back 4 hexes and loses 1 EP', () => {
    const r = defend(attacked({ 'ru-20-xx-art': 'A43B38' }), 2);
    expect(data(r, 'artillery-escape')).toMatchObject({ from: 'A43B38', fled: false });
    expect(ok(r).units['ru-20-xx-art'].loss).toBe(1);
  });
  it("11.1.8 by its owner's standing path A44B38–A45B38–A46B38–A47B38, set before the combat, instead of the automatic A44B41", () => {
    const s = ok(
      play(attacked({ 'ru-20-xx-art': 'A43B38' }), 'ru', [
        standing('escape:ru-20-xx-art', 'A44B38-A45B38-A46B38-A47B38'),
      ]),
    );
    expect(data(defend(s, 5), 'artillery-escape')).toMatchObject({ from: 'A43B38', to: 'A47B38' });
  });
  it('version 9: the pursuit into A42B39 leaves 20/XX art. in A43B38 as it was', () => {
    const r = defend(attacked({ 'ru-20-xx-art': 'A43B38' }, 9), 5);
    expect(data(r, 'pursuit')).toEqual({ units: ['de-1-1-i'], hex: 'A42B39' });
    expect(data(r, 'artillery-escape')).toBeUndefined();
    expect(ok(r).units['ru-20-xx-art']).toMatchObject({ hex: 'A43B38', loss: 0 });
  });
  it('11.1.8 a gun next to the pursuers but with troops in its hex (AMB-21) stays', () => {
    const r = defend(attacked({ 'ru-20-xx-art': 'A43B38', 'ru-1-28-xx': 'A43B38' }), 5);
    expect(data(r, 'artillery-escape')).toBeUndefined();
    expect(ok(r).units['ru-20-xx-art'].hex).toBe('A43B38');
  });

  // 1/25/III defends (not of Smirnow's corps); Smirnow (XX Corps) stands alone in A43B38, 1/28/XX and 2/28/XX
  // 2 hexes from him at A45B37 and A45B38
  const smirnow = { 'ru-smirnow': 'A43B38', 'ru-1-28-xx': 'A45B37', 'ru-2-28-xx': 'A45B38' };
  it('13.1.5 Smirnow alone next to A42B39: roll 5 (Russian 5–6), to the nearest hex with a unit of his corps, A45B37 first by label', () => {
    const r = defend(attacked(smirnow, 10, 'ru-1-25-iii'), 5);
    expect(data(r, 'pursuit')).toEqual({ units: ['de-1-1-i'], hex: 'A42B39' });
    expect(data(r, 'hq-displaced')).toEqual({ hq: 'ru-smirnow', from: 'A43B38', to: 'A45B37' });
  });
  it("13.1.5 by his owner's standing choice A45B38, as near; version 9 leaves him in A43B38", () => {
    const s = ok(play(attacked(smirnow, 10, 'ru-1-25-iii'), 'ru', [standing('displace:ru-smirnow', 'A45B38')]));
    expect(data(defend(s, 5), 'hq-displaced')).toMatchObject({ from: 'A43B38', to: 'A45B38' });
    const old = defend(attacked(smirnow, 9, 'ru-1-25-iii'), 5);
    expect(data(old, 'hq-displaced')).toBeUndefined();
    expect(ok(old).hqs['ru-smirnow'].hex).toBe('A43B38');
  });
  it('13.1.5 roll 4 (Russian needs 5–6): Smirnow is caught and eliminated', () => {
    const r = defend(attacked(smirnow, 10, 'ru-1-25-iii'), 4);
    expect(data(r, 'hq-caught')).toEqual({ hq: 'ru-smirnow', at: 'A43B38' });
    expect(ok(r).hqs['ru-smirnow']).toMatchObject({ hex: null, eliminated: true });
  });
});

describe('rules version 10: a reserve move makes contact with the lone guns and HQs next to the hex it steps to (4.5.6, 8.2.4, 11.1.8, 13.1.5)', () => {
  // 1/29/XX in reserve at A44B39 steps to A44B38 when 1/1 I, moving A41B39–A42B38–A43B38–A44B37, enters A43B38
  // (4.5.5); 1/1 I stops there. A45B37 lies next to A44B38 but neither next to A43B38 nor to A44B39.
  const path = ['A41B39', 'A42B38', 'A43B38', 'A44B37'];
  const atMove = (pieces: Record<string, string>, version = 10, ask = false, setup = [1, 5, 2]): TbState => {
    let s = gumbinnenAt({ 'ru-1-29-xx': 'A44B39', ...pieces }, setup, ['mask', 'recon']);
    s.rulesVersion = version;
    const reserve = ask
      ? { type: 'reserve', unit: 'ru-1-29-xx', ask: true }
      : { type: 'reserve', unit: 'ru-1-29-xx', to: 'A44B38', on: ['A43B38'] };
    s = ok(play(s, 'ru', [reserve]));
    if (m.status(s).waitingFor.includes('de')) s = ok(play(s, 'de', [{ type: 'end' }]));
    expect(m.status(s)).toMatchObject({ waitingFor: ['de'], phase: 'move-ip.move' });
    return s;
  };
  const move = (s: TbState, dice: number[]) => play(s, 'de', [{ type: 'move', pieces: ['de-1-1-i'], path }], dice);

  it('11.1.8 1/I art. alone in A45B37: the trigger steps 1/29/XX to A44B38; roll 5 above EFF 4, it flees 4 hexes to A46B40, −4 EP', () => {
    const r = move(atMove({ 'de-1-i-art': 'A45B37' }), [5]);
    expect(data(r, 'reserve-move')).toEqual({ unit: 'ru-1-29-xx', from: 'A44B39', to: 'A44B38', stops: 'A43B38' });
    expect(data(r, 'artillery-escape')).toEqual({ unit: 'de-1-i-art', from: 'A45B37', to: 'A46B40', fled: true });
    expect(ok(r).units['de-1-i-art']).toMatchObject({ hex: 'A46B40', loss: 4 });
    expect(ok(r).units['de-1-1-i'].hex).toBe('A43B38');
  });
  it("11.1.8 by the German's standing path A45B36–A44B36–A43B36–A42B36 instead of the automatic one", () => {
    const s = ok(
      play(atMove({ 'de-1-i-art': 'A45B37' }), 'de', [standing('escape:de-1-i-art', 'A45B36-A44B36-A43B36-A42B36')]),
    );
    expect(data(move(s, [5]), 'artillery-escape')).toMatchObject({ from: 'A45B37', to: 'A42B36', fled: true });
  });
  it('version 9: the same reserve move leaves 1/I art. in A45B37', () => {
    const r = move(atMove({ 'de-1-i-art': 'A45B37' }, 9), [5]);
    expect(data(r, 'reserve-move')).toMatchObject({ to: 'A44B38' });
    expect(data(r, 'artillery-escape')).toBeUndefined();
    expect(ok(r).units['de-1-i-art']).toMatchObject({ hex: 'A45B37', loss: 0 });
  });
  it('11.1.8 a reserve asked live (4.5.6): the Russian steps 1/29/XX to A44B38 in his answer; roll 2, not above EFF 4: back 4 hexes, −1 EP', () => {
    const paused = ok(move(atMove({ 'de-1-i-art': 'A45B37' }, 10, true), []));
    expect(paused.paused).toMatchObject({ at: 2 });
    const r = play(paused, 'ru', [{ type: 'reserve-move', unit: 'ru-1-29-xx', to: 'A44B38' }], [2]);
    expect(data(r, 'artillery-escape')).toMatchObject({ unit: 'de-1-i-art', from: 'A45B37', fled: false });
    expect(ok(r).units['de-1-i-art'].loss).toBe(1);
    expect(ok(r).units['de-1-1-i'].hex).toBe('A43B38');
  });

  // Mackensen (XVII Corps, a roll of 1: MARCH) alone in A45B37; 69/36/XVII and 71/36/XVII 2 hexes from him
  const mackensen = { 'de-mackensen': 'A45B37', 'de-69-36-xvii': 'A47B37', 'de-71-36-xvii': 'A45B35' };
  const withMackensen = (version = 10) => atMove(mackensen, version, false, [1, 1, 5, 2]);
  it('13.1.5 Mackensen alone in A45B37: roll 5 (German 4–6), to A45B35, the first of the two nearest by label', () => {
    const r = move(withMackensen(), [5]);
    expect(data(r, 'hq-displaced')).toEqual({ hq: 'de-mackensen', from: 'A45B37', to: 'A45B35' });
  });
  it("13.1.5 the view offers A45B35 and A47B37; by his owner's A47B37 he goes there", () => {
    const s = withMackensen();
    const offer = m.view(s, 'de').options.standing?.find((o) => o.key === 'displace:de-mackensen');
    expect(offer?.values.map((v) => v.value)).toEqual(['auto', 'A45B35', 'A47B37']);
    const set = ok(play(s, 'de', [standing('displace:de-mackensen', 'A47B37')]));
    expect(data(move(set, [5]), 'hq-displaced')).toMatchObject({ from: 'A45B37', to: 'A47B37' });
  });
  it('13.1.5 roll 3: Mackensen is caught (eliminated, his return rolled); version 9: nothing happens to him', () => {
    const r = move(withMackensen(), [3, 1]);
    expect(data(r, 'hq-caught')).toEqual({ hq: 'de-mackensen', at: 'A45B37' });
    expect(ok(r).hqs['de-mackensen'].eliminated).toBe(true);
    const old = move(withMackensen(9), [3, 1]);
    expect(data(old, 'hq-caught')).toBeUndefined();
    expect(ok(old).hqs['de-mackensen'].hex).toBe('A45B37');
  });
});

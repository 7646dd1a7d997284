import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { atCombatPhase, fixture, ok, play as playExact, start } from './testkit.js';
import type { TbState } from './state.js';
import tannenberg from './index.js';
import { randomBatch } from './random.js';

/** a batch with these dice first, then 1s for whatever the turn's end rolls (orders, isolation: nothing happens) */
const play = (s: TbState, side: string, orders: unknown[], dice: number[] = []) =>
  playExact(s, side, orders, [...dice, ...Array<number>(24).fill(1)]);

// the German moves first (turn 1, initiative); 1/1 I at A41B39, François at A38B41
const atMove = (pieces: Record<string, string>, version: number): TbState => {
  const s = fixture({ 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', ...pieces }, 'gumbinnen-1914');
  s.rulesVersion = version;
  return start(s, [1, 5, 2, 1, 1, 1, 1, 1]);
};

describe('the random player sets standing choices (rules version 8 on), so random play takes them at contacts', () => {
  it("11.1.8, 13.1.5: over 120 draws the Russian's random batches set 20/XX art.'s escape and Smirnow's displacement, each accepted", () => {
    const s = atMove(
      { 'ru-20-xx-art': 'A44B39', 'ru-smirnow': 'A44B39', 'ru-1-28-xx': 'A46B39', 'ru-2-28-xx': 'A44B41' },
      8,
    );
    const keys = new Set<string>();
    for (let seed = 1; seed <= 120; seed++) {
      const b = randomBatch(s, 'ru', new SeededDice(seed));
      if (b.orders[0].type !== 'standing') continue;
      expect(b.orders).toHaveLength(1); // a batch of its own: it changes nothing else
      const o = b.orders[0];
      keys.add(o.key);
      const offer = tannenberg.view(s, 'ru').options.standing!.find((x) => x.key === o.key)!;
      expect(o.value).not.toBe(offer.current);
      const r = ok(play(s, 'ru', b.orders));
      expect(r.await).toEqual(s.await);
    }
    expect([...keys].sort()).toEqual(['displace:ru-smirnow', 'escape:ru-20-xx-art']);
  });
  it('version 7: never a standing order', () => {
    const s = atMove({ 'ru-20-xx-art': 'A44B39' }, 7);
    for (let seed = 1; seed <= 60; seed++)
      expect(randomBatch(s, 'de', new SeededDice(seed)).orders.some((o) => o.type === 'standing')).toBe(false);
  });
});

describe('rules version 9: an HQ left behind by its fleeing stack goes where its owner chose (13.1.5, 11.5.3, AMB-70)', () => {
  // 1/1 I (with François) attacks 1/29/XX and Smirnow (XX Corps HQ) in A42B39: 6 v 5, column 1:2; roll 1 = 2/3,
  // the defender flees 3 hexes by A42B40–A42B41–A42B42 (extra-hex roll 3, not above EFF 3), Smirnow stays behind
  const attacked = (other: string, version = 9): TbState => {
    const s = atCombatPhase(
      {
        'de-francois': 'A38B41',
        'de-1-1-i': 'A41B39',
        'ru-1-29-xx': 'A42B39',
        'ru-smirnow': 'A42B39',
        'ru-1-28-xx': other,
      },
      'gumbinnen-1914',
      version,
    );
    const d = ok(play(s, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] }]));
    return ok(play(d, 'de', [{ type: 'card', card: 'attack' }]));
  };
  const set = (s: TbState, value: string) => play(s, 'ru', [{ type: 'standing', key: 'displace:ru-smirnow', value }]);
  const defend = { type: 'card', card: 'defend', flee: 4 };
  /** the CRT roll 1, the extra-hex roll 3, Smirnow's displacement roll 5 (moved) */
  const displaced = (s: TbState) => {
    const r = play(s, 'ru', [defend], [1, 3, 5]);
    return (r.ok ? r.events : []).find((e) => e.type === 'hq-displaced')?.data;
  };

  it('13.1.5 the view offers Smirnow, standing with troops, `stack` and the nearest hex now (A42B36); version 8 offers nothing', () => {
    const offer = tannenberg
      .view(attacked('A42B36'), 'ru')
      .options.standing?.find((o) => o.key === 'displace:ru-smirnow');
    expect(offer?.values.map((v) => v.value)).toEqual(['auto', 'stack', 'A42B36']);
    expect(tannenberg.view(attacked('A42B36', 8), 'ru').options.standing).toBeUndefined();
  });
  it('13.1.5 `stack`: Smirnow follows 1/29/XX to A42B42, 3 hexes away; automatically he goes to A42B36, as far and first by label', () => {
    const s = attacked('A42B36');
    expect(displaced(ok(set(s, 'stack')))).toEqual({ hq: 'ru-smirnow', from: 'A42B39', to: 'A42B42' });
    expect(displaced(s)).toEqual({ hq: 'ru-smirnow', from: 'A42B39', to: 'A42B36' });
  });
  it("13.1.5 a hex: Smirnow goes to his owner's A45B39 instead of the automatic A42B42 (both 3 hexes away); version 8 took the automatic one in phase 8", () => {
    expect(displaced(ok(set(attacked('A45B39'), 'A45B39')))).toMatchObject({ to: 'A45B39' });
    expect(displaced(attacked('A45B39'))).toMatchObject({ to: 'A42B42' });
    expect(displaced(ok(set(attacked('A45B39', 8), 'A45B39')))).toMatchObject({ to: 'A42B42' });
  });
  it('13.1.5 a hex no longer among the nearest after the flight gives way to the automatic one: A42B45 is 6 away, A42B42 3', () => {
    const s = attacked('A42B45');
    expect(displaced(ok(set(s, 'A42B45')))).toMatchObject({ to: 'A42B42' });
  });
  it('refusals: `stack` for a lone HQ (displace-stack); in version 8 `stack` is no hex (displace-hex)', () => {
    const lone = structuredClone(attacked('A45B39'));
    lone.units['ru-1-29-xx'].hex = 'A43B40';
    expect(set(lone, 'stack')).toMatchObject({
      ok: false,
      error: { rule: '13.1.5', code: 'displace-stack', at: 'orders[0].value', params: { why: 'displace-stack' } },
    });
    expect(set(attacked('A45B39', 8), 'stack')).toMatchObject({ ok: false, error: { code: 'displace-hex' } });
  });
});

describe('rules version 9: a gun left behind by its fleeing stack escapes by its standing path (11.1.8, 11.5.3)', () => {
  // 1/1 I attacks 1/29/XX in A42B39, where 20/XX art. stands too: roll 1 = 2/4, the stack flees 4 hexes by
  // A42B40–A42B41–A42B42–A42B43 (extra-hex roll 3), the gun's escape roll 5 (above EFF 3)
  const attacked = (version: number): TbState => {
    const s = atCombatPhase(
      { 'de-francois': 'A38B41', 'de-1-1-i': 'A41B39', 'ru-1-29-xx': 'A42B39', 'ru-20-xx-art': 'A42B39' },
      'gumbinnen-1914',
      version,
    );
    const d = ok(play(s, 'de', [{ type: 'combat', own: ['de-1-1-i'], enemy: ['ru-1-29-xx'] }]));
    return ok(play(d, 'de', [{ type: 'card', card: 'attack' }]));
  };
  const escapeOf = (s: TbState) => {
    const r = play(s, 'ru', [{ type: 'card', card: 'defend', flee: 4 }], [1, 3, 5]);
    return (r.ok ? r.events : []).find((e) => e.type === 'artillery-escape')?.data;
  };
  const path = 'A43B39-A44B39-A45B39-A46B39';
  const set = (s: TbState) => ok(play(s, 'ru', [{ type: 'standing', key: 'escape:ru-20-xx-art', value: path }]));
  it("11.1.8 to A46B39 by its owner's path, not along the flight to A42B43; version 8 took the automatic one", () => {
    expect(escapeOf(set(attacked(9)))).toEqual({ unit: 'ru-20-xx-art', from: 'A42B39', to: 'A46B39', fled: true });
    expect(escapeOf(attacked(9))).toMatchObject({ to: 'A42B43' });
    expect(escapeOf(set(attacked(8)))).toMatchObject({ to: 'A42B43' });
  });
  it('11.1.8, 11.5.3 the view offers 20/XX art., standing with 1/29/XX, its escapes by end hex; the one ending in A46B39, chosen, is taken; version 8 offers none', () => {
    const offer = tannenberg.view(attacked(9), 'ru').options.standing?.find((o) => o.key === 'escape:ru-20-xx-art');
    expect(offer?.label.en).toBe(
      "Escape of ru-20-xx-art from A42B39 when its stack flees (11.1.8, 11.5.3; a card's path comes first)",
    );
    expect(offer?.current).toBe('auto');
    const values = offer!.values.map((v) => v.value);
    expect(values).toHaveLength(16); // auto and 15 end hexes
    expect(values).toContain(path);
    expect(values).toContain('A42B40-A42B41-A42B42-A42B43'); // along the stack's own flight
    const chosen = ok(play(attacked(9), 'ru', [{ type: 'standing', key: offer!.key, value: path }]));
    expect(tannenberg.view(chosen, 'ru').options.standing?.find((o) => o.key === offer!.key)?.current).toBe(path);
    expect(escapeOf(chosen)).toMatchObject({ from: 'A42B39', to: 'A46B39', fled: true });
    expect(tannenberg.view(attacked(8), 'ru').options.standing).toBeUndefined();
  });
});

describe('a standing choice no longer allowed shows as set, with the reason (the view, rules version 8 on)', () => {
  const east = 'A45B39-A46B39-A47B39-A48B39';
  const set = (s: TbState, key: string, value: string) => ok(play(s, 'ru', [{ type: 'standing', key, value }]));
  const offer = (s: TbState, key: string) => tannenberg.view(s, 'ru').options.standing?.find((o) => o.key === key);

  it("11.1.8 20/XX art.'s path through A45B39 after a German unit stands there: current stays the path, labelled no longer allowed", () => {
    const s = set(atMove({ 'ru-20-xx-art': 'A44B39' }, 8), 'escape:ru-20-xx-art', east);
    const blocked = structuredClone(s);
    blocked.units['de-1-1-i'].hex = 'A46B38';
    const o = offer(blocked, 'escape:ru-20-xx-art')!;
    expect(o.current).toBe(east);
    const v = o.values.find((x) => x.value === east)!;
    expect(v.label.en).toMatch(/^by A45B39–A46B39–A47B39–A48B39: no longer allowed \(9\.5\.\d/);
    expect(v.label.pl).toContain('już niedozwolone');
  });
  it('13.1.5 Smirnow set to A46B39, then 2/28/XX comes to A45B39, 1 hex away: current A46B39, "no longer among the nearest (now A45B39)"', () => {
    const pieces = { 'ru-smirnow': 'A44B39', 'ru-1-28-xx': 'A46B39', 'ru-2-28-xx': 'A44B41' };
    const s = set(atMove(pieces, 8), 'displace:ru-smirnow', 'A46B39');
    const moved = structuredClone(s);
    moved.units['ru-2-28-xx'].hex = 'A45B39';
    const o = offer(moved, 'displace:ru-smirnow')!;
    expect(o.current).toBe('A46B39');
    expect(o.values.map((x) => x.value)).toEqual(['auto', 'A46B39']);
    expect(o.values[1].label.en).toBe(
      'to A46B39: no longer among the nearest (13.1.5; now A45B39), the automatic hex is taken',
    );
  });
  it('a piece that left its hex: its choice shows until the movement phase ends, labelled as lapsing', () => {
    const pieces = { 'ru-smirnow': 'A44B39', 'ru-1-28-xx': 'A46B39', 'ru-2-28-xx': 'A44B41' };
    const s = structuredClone(set(atMove(pieces, 8), 'displace:ru-smirnow', 'A46B39'));
    s.hqs['ru-smirnow'].hex = 'A47B40';
    const o = offer(s, 'displace:ru-smirnow')!;
    expect(o.current).toBe('A46B39');
    expect(o.values.find((x) => x.value === 'A46B39')?.label.en).toContain('set from A44B39, it now stands in A47B40');
  });
  it('13.1.5 a choice shown as current but no longer applying, sent again (a player re-picking the shown value): kept as set, not refused', () => {
    const pieces = { 'ru-smirnow': 'A44B39', 'ru-1-28-xx': 'A46B39', 'ru-2-28-xx': 'A44B41' };
    const s = set(atMove(pieces, 8), 'displace:ru-smirnow', 'A46B39');
    const moved = structuredClone(s);
    moved.units['ru-2-28-xx'].hex = 'A45B39'; // A46B39 no longer among the nearest
    const left = structuredClone(s);
    left.hqs['ru-smirnow'].hex = 'A47B40'; // set from A44B39, the HQ stands elsewhere
    const again = (x: TbState) =>
      ok(play(x, 'ru', [{ type: 'standing', key: 'displace:ru-smirnow', value: 'A46B39' }]));
    expect(again(moved).standing).toEqual(moved.standing);
    // still allowed from where it stands now (A46B39 is 1 hex from A47B40): set again there, as any value is
    expect(again(left).standing).toEqual([{ side: 'ru', piece: 'ru-smirnow', from: 'A47B40', path: ['A46B39'] }]);
    // a different hex not among the nearest is still refused
    const r = play(moved, 'ru', [{ type: 'standing', key: 'displace:ru-smirnow', value: 'A44B41' }]);
    expect(r.ok ? null : r.error.code).toBe('displace-hex');
  });
});

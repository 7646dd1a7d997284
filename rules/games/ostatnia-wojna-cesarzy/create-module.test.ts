import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../core/dice.js';
import { packHash } from '../../core/pack-hash.js';
import { playRandomBatches } from '../../core/random-play.js';
import { expectOwnPackHash, playsOnPack } from '../../core/pack-module-kit.js';
import { scenarioBoard } from './board.js';
import { tables } from './combat.js';
import { defOf, mapOf } from './ctx.js';
import owc, { createOwc } from './index.js';
import { PACK } from './pack.js';
import type { Pack } from './schema.js';
import { clubPack } from './testkit.js';

/** our pack with one unit renamed, the scenario retitled and every normal attack chance lowered by one */
const club = (): Pack =>
  clubPack('club-test', (p) => {
    p.forces.units[0].name = { pl: 'Pułk Klubowy', en: 'Club Regiment' };
    p.scenarios[0].title = { pl: 'Scenariusz klubu', en: 'Club scenario' };
    const t = p.tables.normal;
    if (t.kind === 'ratio-bands') for (const b of t.bands) b.chance = Math.max(0, b.chance - 1);
    else t.chance = t.chance.map((row) => row.map((c) => Math.max(0, c - 1)));
  });

describe('createOwc(pack) (v3): a module built from a pack passed in, addressed by its content hash', () => {
  it('the default export is built from our shipped pack and exposes its hash; its states carry no pack parts', () => {
    expect(owc.packHash).toBe(packHash(PACK));
    const s = owc.setup(owc.scenarios[0].id, {}, new FixedDice([]));
    expect(s.map).toBeUndefined();
    expect(s.defs).toBeUndefined();
    expect(s.tables).toBeUndefined();
    expect(s.pack).toBeUndefined();
  });

  it('another pack: its own hash, scenarios, tables and unit names; the state names the pack by hash', () => {
    const pack = club();
    const m = createOwc(pack);
    expect(m.scenarios[0].title.en).toBe('Club scenario');
    const s = m.setup(m.scenarios[0].id, {}, new FixedDice([]));
    expectOwnPackHash(m, owc, pack, s);
    expect(s.map ?? s.defs ?? s.tables).toBeUndefined();
    expect(defOf(JSON.parse(JSON.stringify(s)), pack.forces.units[0].id).name.en).toBe('Club Regiment');
    expect(tables(s).normal).toEqual(pack.tables.normal);
    expect(tables(s).normal).not.toEqual(PACK.tables.normal);
    expect(
      m.describe(
        { type: 'move', visibleTo: 'all', data: { unit: pack.forces.units[0].id, path: ['0101'], mp: 1 } },
        'en',
      ),
    ).toMatch(/^Club Regiment marches/);
    expect(
      owc.describe(
        { type: 'move', visibleTo: 'all', data: { unit: pack.forces.units[0].id, path: ['0101'], mp: 1 } },
        'en',
      ),
    ).not.toMatch(/Club/);
  });

  it('a game on another pack plays: twenty random batches are accepted and the state survives JSON', () => {
    const m = createOwc(club());
    playsOnPack(m, m.setup(m.scenarios[0].id, {}, new FixedDice([])), new SeededDice(5), 20);
  });

  it('the map index is built once per pack: two copies of a state read back share it', () => {
    const m = createOwc(club());
    const s = m.setup(m.scenarios[0].id, {}, new FixedDice([]));
    expect(mapOf(JSON.parse(JSON.stringify(s)))).toBe(mapOf(JSON.parse(JSON.stringify(s))));
  });

  it('a state from before the hash, carrying the map, forces and tables itself, still plays on them', () => {
    const pack = club();
    const m = createOwc(pack);
    const { pack: _hash, ...old } = m.setup(m.scenarios[0].id, {}, new FixedDice([]));
    const legacy = {
      ...old,
      map: scenarioBoard(pack, old.scenario),
      defs: Object.fromEntries(pack.forces.units.map((u) => [u.id, u])),
      tables: pack.tables,
    };
    expect(defOf(legacy, pack.forces.units[0].id).name.en).toBe('Club Regiment');
    expect(tables(legacy).normal).toEqual(pack.tables.normal);
    expect(playRandomBatches(owc, legacy, new SeededDice(5), 10).defs).toBeDefined();
  });
});

import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../core/dice.js';
import { packHash } from '../../core/pack-hash.js';
import { expectOwnPackHash, playsOnPack } from '../../core/pack-module-kit.js';
import wojna, { createWojna } from './index.js';
import { PACK } from './pack.js';
import { ctxOf } from './state.js';
import { packWith } from './testkit.js';

/** our pack with the Polish 1st Legion Infantry Regiment renamed, exercise-1920 retitled and the terrain's forest cost raised */
const club = () =>
  packWith((raw) => {
    raw.id = 'club-test';
    raw.forces['exercise-1920'].units.find((u: { id: string }) => u.id === 'pl-1pp').name = 'Pułk Klubowy';
    raw.scenarios[0].title = { pl: 'Scenariusz klubu', en: 'Club scenario' };
    raw.tables.terrain.forest.cost.infantry = 2;
  });

describe('createWojna(pack) (v3): a module built from a pack passed in, addressed by its content hash', () => {
  it('the default export is built from our shipped pack and exposes its hash; its states name no pack', () => {
    expect(wojna.packHash).toBe(packHash(PACK));
    const s = wojna.setup('exercise-1920', {}, new FixedDice([4]));
    expect(s.pack).toBeUndefined();
  });

  it('another pack: its own hash, scenario titles, tables and counter names; the state names the pack by hash', () => {
    const pack = club();
    const m = createWojna(pack);
    expect(m.scenarios[0].title.en).toBe('Club scenario');
    const s = m.setup('exercise-1920', {}, new FixedDice([4]));
    expectOwnPackHash(m, wojna, pack, s);
    expect(ctxOf(s).tables.terrain.forest.cost.infantry).toBe(2);
    expect(ctxOf(wojna.setup('exercise-1920', {}, new FixedDice([4]))).tables.terrain.forest.cost.infantry).toBe(1.5);
    const e = { type: 'replacement', visibleTo: 'all' as const, data: { unit: 'pl-1pp' } };
    expect(m.describe(e, 'pl')).toMatch(/Pułk Klubowy/);
    expect(wojna.describe(e, 'pl')).not.toMatch(/Klubowy/);
  });

  it('a game on another pack plays: thirty random batches are accepted and the state survives JSON', () => {
    const m = createWojna(club());
    const s = playsOnPack(m, m.setup('exercise-1920', {}, new SeededDice(5)), new SeededDice(5), 30);
    expect(s.turn).toBeGreaterThan(1);
  });
});

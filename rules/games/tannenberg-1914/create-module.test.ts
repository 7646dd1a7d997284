import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { packHash } from '../../core/pack-hash.js';
import { expectOwnPackHash, playsOnPack } from '../../core/pack-module-kit.js';
import { mapOf } from './ctx.js';
import tannenberg, { createTannenberg } from './index.js';
import { PACK, RAW_PACK } from './pack.js';
import { packOf } from './pack-of.js';
import { type Pack, parsePack } from './schema.js';

/** our pack with Gumbinnen retitled, the 4:1 column's roll-2 cell changed and forest made a -2 in combat */
const club = (): Pack => {
  const raw = JSON.parse(JSON.stringify(RAW_PACK));
  raw.id = 'club-test';
  raw.scenarios[0].title = { pl: 'Scenariusz klubu', en: 'Club scenario' };
  raw.tables.crt.rows[1][raw.tables.crt.columns.indexOf('4:1')] = '2/5';
  raw.tables.terrain.hexes.forest.combat = -2;
  const r = parsePack(raw);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.pack;
};

describe('createTannenberg(pack): a module built from a pack passed in, addressed by its content hash', () => {
  it('the default export is built from our shipped pack and exposes its hash; its states name no pack', () => {
    expect(tannenberg.packHash).toBe(packHash(PACK));
    const s = tannenberg.setup('gumbinnen-1914', {}, new SeededDice(7));
    expect(s.pack).toBeUndefined();
  });

  it('another pack: its own hash and scenario titles; the state names the pack by hash and reads its tables', () => {
    const pack = club();
    const m = createTannenberg(pack);
    expect(m.scenarios[0].title.en).toBe('Club scenario');
    expect(tannenberg.scenarios[0].title.en).not.toBe('Club scenario');
    const s = m.setup('gumbinnen-1914', {}, new SeededDice(7));
    const o = tannenberg.setup('gumbinnen-1914', {}, new SeededDice(7));
    expectOwnPackHash(m, tannenberg, pack, s);
    // 9.3.5: the known cell is 1/6 in ours; the club's pack says 2/5, and each game reads its own
    const col = PACK.tables.crt.columns.indexOf('4:1');
    expect(packOf(s).tables.crt.rows[1][col]).toBe('2/5');
    expect(packOf(o).tables.crt.rows[1][col]).toBe('1/6');
    // the map index of each game is built from its own pack, though both play the same scenario id
    const forest = PACK.map.hexes.find((h) => h.t === 'forest' && !h.hill && mapOf(o).has(h.id))!.id;
    expect(mapOf(s).hexCombat(forest)).toBe(-2);
    expect(mapOf(o).hexCombat(forest)).toBe(-1);
  });

  it('a game on another pack plays: forty random batches are accepted and the state survives JSON', () => {
    const m = createTannenberg(club());
    const s = playsOnPack(m, m.setup('gumbinnen-1914', {}, new SeededDice(5)), new SeededDice(5), 40);
    expect(s.turn).toBeGreaterThan(1);
  });
});

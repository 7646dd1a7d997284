import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { packHash } from '../../core/pack-hash.js';
import { expectOwnPackHash, playsOnPack } from '../../core/pack-module-kit.js';
import { defs, packDefsOf } from './pack.js';
import manoeuvre, { createManoeuvre } from './index.js';
import { packSchema, type Pack } from './schema.js';

/** our pack with its first army renamed */
const club = (): Pack => {
  const p = structuredClone(packDefsOf().pack);
  p.id = 'club-test';
  p.armies[0].name = { pl: 'Armia Klubu', en: 'Club Army' };
  return packSchema.parse(p);
};

describe('createManoeuvre(pack) (v3): a module built from a pack passed in, addressed by its content hash', () => {
  it('the default export is built from our shipped pack and exposes its hash; its states carry no pack', () => {
    expect(manoeuvre.packHash).toBe(packHash(packDefsOf().pack));
    const s = manoeuvre.setup('standard', {}, new SeededDice(1));
    expect(s.packData).toBeUndefined();
    expect(s.packHash).toBeUndefined();
    expect(s.pack).toBe('rozkaz');
  });

  it('another pack: its own hash; a game on it names the pack by hash and reads its armies from it', () => {
    const pack = club();
    const m = createManoeuvre(pack);
    const s = m.setup('standard', {}, new SeededDice(1));
    expectOwnPackHash(m, manoeuvre, pack, s, 'packHash');
    expect(s.pack).toBe('club-test');
    expect(s.packData).toBeUndefined();
    const back = JSON.parse(JSON.stringify(s));
    expect(defs(back).armies[pack.armies[0].id].name).toEqual({ pl: 'Armia Klubu', en: 'Club Army' });
    expect(defs(manoeuvre.setup('standard', {}, new SeededDice(1))).armies[pack.armies[0].id].name.en).not.toBe(
      'Club Army',
    );
  });

  it('a game on another pack plays: forty random batches are accepted', () => {
    const m = createManoeuvre(club());
    playsOnPack(m, m.setup('standard', {}, new SeededDice(2)), new SeededDice(3), 40, 'packHash');
  });

  it('the lookups are built once per pack hash: two copies of a state read back share them', () => {
    const m = createManoeuvre(club());
    const s = m.setup('standard', {}, new SeededDice(1));
    expect(defs(JSON.parse(JSON.stringify(s)))).toBe(defs(JSON.parse(JSON.stringify(s))));
  });

  it('a state from before the hash, carrying the pack itself, still reads its armies from it', () => {
    const pack = club();
    const { packHash: _h, ...old } = createManoeuvre(pack).setup('standard', {}, new SeededDice(1));
    const legacy = JSON.parse(JSON.stringify({ ...old, packData: pack }));
    expect(defs(legacy).armies[pack.armies[0].id].name.en).toBe('Club Army');
  });

  it('a position on another pack plays with its armies: the state names the pack', () => {
    const pack = club();
    const m = createManoeuvre(pack);
    const position = {
      armies: { blue: 'fr', red: pack.armies[0].id },
      first: 'blue',
      edges: { blue: 'S', red: 'N' },
      phase: 'movement',
      units: [
        { unit: 'fr.garde', square: 'd3' },
        { unit: pack.armies[0].units[0].id, square: 'd6' },
      ],
    };
    const s = m.setup('standard', { position }, new SeededDice(1));
    expect(s.packHash).toBe(m.packHash);
    expect(defs(JSON.parse(JSON.stringify(s))).armies[pack.armies[0].id].name.en).toBe('Club Army');
  });
});

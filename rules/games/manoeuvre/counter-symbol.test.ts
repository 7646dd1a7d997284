/**
 * A counter's symbol (issue 19 item 4): a unit the pack marks `arm: 'artillery'` is drawn with the
 * artillery symbol and the key explains it; the mark is display only (no rule reads it, spec 2.5
 * knows foot and horse) and optional. Our pack marks its three guns (which moved its hash: see
 * tests/regression/manoeuvre-guns-pack.test.ts for the games pinned to the pack before).
 */
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { playRandomBatches } from '../../core/random-play.js';
import { unitSymbol } from './counter-key.js';
import manoeuvre, { createManoeuvre } from './index.js';
import { defs, packDefsOf } from './pack.js';
import { packSchema, type Pack } from './schema.js';

/** our pack with each army's first unit marked as artillery */
const gunners = (): Pack => {
  const p = structuredClone(packDefsOf().pack);
  p.id = 'club-guns';
  for (const a of p.armies) a.units[0].arm = 'artillery';
  return packSchema.parse(p);
};

const kinds = (m: typeof manoeuvre, s: unknown) =>
  m.staticBoard(s as never).counterKey?.kinds.map((k) => k.symbols.join());

describe('2.5 a counter shows foot, horse or the arm its pack names', () => {
  it('our pack marks its guns, and only them: the key explains the artillery symbol', () => {
    expect(
      packDefsOf()
        .pack.armies.flatMap((a) => a.units)
        .filter((u) => u.arm)
        .map((u) => `${u.id} ${u.arm}`)
        .sort(),
    ).toEqual(['fr.artillerie artillery', 'gb.rha artillery', 'us.artillery artillery']);
    expect(manoeuvre.guide?.counterKey?.kinds.map((k) => k.symbols.join())).toEqual([
      'infantry',
      'cavalry',
      'artillery',
    ]);
    const { units } = packDefsOf();
    expect(
      ['fr.artillerie', 'gb.rha', 'us.artillery', 'fr.garde', 'fr.hussards'].map((id) => unitSymbol(units[id])),
    ).toEqual(['artillery', 'artillery', 'artillery', 'infantry', 'cavalry']);
  });

  it('a pack marking artillery: those counters carry the artillery symbol, the key explains it', () => {
    const m = createManoeuvre(gunners());
    expect(m.guide?.counterKey?.kinds.map((k) => k.symbols.join())).toEqual(['infantry', 'cavalry', 'artillery']);
    const s = playRandomBatches(m, m.setup('standard', {}, new SeededDice(4)), new SeededDice(5), 40);
    expect(kinds(m, s)).toEqual(['infantry', 'cavalry', 'artillery']);
    const pieces = m.view(s, null).board.pieces;
    const guns = pieces.filter((p) => defs(s).units[p.id].arm === 'artillery');
    expect(guns.length).toBeGreaterThan(0);
    for (const p of pieces) expect(p.symbol).toBe(unitSymbol(defs(s).units[p.id]));
    expect(new Set(guns.map((p) => p.symbol))).toEqual(new Set(['artillery']));
  });

  it('the mark changes no rule: the same seeds play the same game with and without it', () => {
    const plain = structuredClone(gunners());
    for (const a of plain.armies) for (const u of a.units) delete u.arm;
    const play = (p: Pack) => {
      const m = createManoeuvre(p);
      const s = playRandomBatches(m, m.setup('standard', {}, new SeededDice(8)), new SeededDice(9), 60);
      const { pack: _p, packHash: _h, ...rest } = s;
      return rest;
    };
    expect(play(gunners())).toEqual(play(packSchema.parse(plain)));
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { packHash } from '../../rules/core/pack-hash.js';
import manoeuvre from '../../rules/games/manoeuvre/index.js';
import { packSchema, type Pack } from '../../rules/games/manoeuvre/schema.js';

/**
 * Our Manoeuvre pack marked its three guns `arm: 'artillery'` (issue 19, item 4), which moved its
 * content hash (pack-hashes.test.ts). Games created before carry the old hash. The old pack is the new
 * one without those three marks, byte for byte: so the copy the archive kept when such a game was
 * created (functions/play/packs.ts) is addressed by that hash, and the recorded games replay unchanged
 * (final-states.test.ts: `arm` is display only, the rules know foot and horse, spec 2.5).
 */
const BEFORE = {
  packHash: '9f3320da77db79337dd5f79ce2dfc77e14df5eb0190a1263cc703c144d34a16c',
  content: '0fbd77982295e2ed10eadb82cf36ca09689d7d2eb4f15541ec3883217838281e',
};

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const units = (p: Pack) => p.armies.flatMap((a) => a.units);

describe('Manoeuvre: our pack with its guns marked, and the pack before', () => {
  const now = manoeuvre.pack as Pack;

  it('the pack without the marks is the one games created before were pinned to', () => {
    const before: Pack = structuredClone(now);
    for (const u of units(before)) delete u.arm;
    expect(packSchema.safeParse(before).success).toBe(true);
    expect({ packHash: packHash(before), content: sha256(JSON.stringify(before)) }).toEqual(BEFORE);
    expect(manoeuvre.packHash).not.toBe(BEFORE.packHash);
  });
});

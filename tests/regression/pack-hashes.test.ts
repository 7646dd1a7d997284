import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../rules/catalog.js';
import { packHash } from '../../rules/core/pack-hash.js';
import { packKits } from '../../rules/pack-kits.js';

/**
 * Every game pins the content hash of the pack it was created on, so the hash of a shipped pack may
 * change only when its content does. `packHash` is main's value, recorded with the first
 * implementation of rules/core/pack-hash.ts (before the speed-up); `content` is the SHA-256 of the
 * pack's plain JSON.stringify, which tells a changed pack from a changed hashing: if both differ, the
 * pack was edited (games pinned to the old hash are served from the pack archive,
 * functions/play/packs.ts), so record the new pair here.
 */
const PINNED: Record<string, { packHash: string; content: string }> = {
  manoeuvre: {
    packHash: '906967a3665c89c2f2d566a9f9c176b80652ef0879a159cc4747934a9a01cc69',
    content: '194a5abd927099c6f05900f4c1e5e78d84227951ce02e04a2963c93796bc230b',
  },
  'ostatnia-wojna-cesarzy': {
    packHash: '357121ad5bf7226d2c9b606e7efc29a2b81998e88aee3b2f03b014fd313b18c3',
    content: 'c6436ee437c8a6c0c4b1cd90386a3e12eae36ac04305567d2e02220ac3ed1da3',
  },
  'olszynka-grochowska-1831': {
    packHash: 'f6553a5bf76e9329e17ed6ee5f2d483a666cd4a9a6dd50e8122ced13e3018114',
    content: 'e04ee2d1cf4108a4d488de2210ab989504b5a1d15f601296fd0e0a9ab16927c6',
  },
  // the legend became pack data (legend-packs.test.ts holds the hashes before, which old games pin)
  // warsaw-1920's named positions (radzymin, wkra, wieprz) were added: only `positions` changed
  'wojna-o-niepodleglosc': {
    packHash: 'b6deb4fcef690609a82d3ef2c619dc6d449b55bd2ea9f91139ad00c5e0f177cc',
    content: '77629aaef4f9c17ef0b52ca24678c295a6c7b7abbd612ad21cbf8a1524ff8fcf',
  },
  'tannenberg-1914': {
    packHash: '434091a91b4196fce292e72c309aa5a1f802faa7a6e4b9f8bcb01b7e7ef8b794',
    content: 'a32549565121f1f5d55b14f4137d7139eab38e4cf1af7b9fdc31e578eba2de21',
  },
};

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('content hashes of the shipped packs (pinned by every game created on them)', () => {
  it('every catalog game has a pinned pack', () => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(PINNED).sort());
  });
  for (const [id, load] of Object.entries(catalog)) {
    it(`${id}: the module and its pack kit give the hash main's code gave`, async () => {
      const [module, kit] = await Promise.all([load(), packKits[id]!()]);
      const pack = kit.shipped();
      expect({ packHash: module.packHash, content: sha256(JSON.stringify(pack)) }).toEqual(PINNED[id]);
      expect(packHash(pack)).toBe(PINNED[id]!.packHash);
    });
  }
});

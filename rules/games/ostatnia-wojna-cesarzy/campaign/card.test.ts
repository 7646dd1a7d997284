import { describe, expect, it } from 'vitest';
import { PACK } from '../pack.js';
import { parsePack } from '../schema.js';

/** The Campaign card is data (40.1): the pack's schema checks it, and every reference it makes, by path. */
const withCard = (patch: (c: Record<string, any>) => void) => {
  const card = JSON.parse(JSON.stringify(PACK.campaign));
  patch(card);
  return parsePack({ ...PACK, campaign: card });
};

describe('40.1 the Campaign card as data', () => {
  it('40.1: our card parses with the pack, says it is ours, and brings its own counters', () => {
    expect(PACK.campaign?.ours).toBe(true);
    expect(PACK.campaign?.units.map((u) => u.id)).toEqual(
      expect.arrayContaining(['pl-leg-1', 'ah-lst-1', 'de-iii-res']),
    );
  });
  it('40.1: a War Aim off the map, an unknown pool unit, a date off the calendar and a port that is no town are reported by path', () => {
    const r = withCard((c) => {
      c.warAims[0].hex = '9999';
      c.pools[1].units[0] = 'nobody';
      c.track['1.I'] = 2;
      c.ports.push('1312');
    });
    expect(r.ok).toBe(false);
    const paths = r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^campaign\.warAims\[0\]\.hex: hex 9999 is not on the map/),
        expect.stringMatching(/^campaign\.pools\[1\]\.units\[0\]: no unit nobody/),
        expect.stringMatching(/^campaign\.track\.1\.I: 1\.I is not a stage/),
        expect.stringMatching(/^campaign\.ports\[4\]: no town in 1312/),
      ]),
    );
  });
  it('33.1: pools are numbered in order', () => {
    const r = withCard((c) => {
      c.pools[2].n = 9;
    });
    expect(r.ok ? [] : r.errors.map((e) => e.path)).toContain('campaign.pools[2].n');
  });
});

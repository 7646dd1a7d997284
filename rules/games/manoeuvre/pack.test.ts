/** The Rozkaz pack against the schema and the facts the rulebook states (spec 2.4, 2.6, 6). */
import { describe, expect, it } from 'vitest';
import { packDefsOf } from './pack.js';
import { rozkazPack } from './packs/rozkaz/index.js';
import { packSchema, TERRAINS } from './schema.js';

const pack = packDefsOf().pack;
const army = (id: string) => pack.armies.find((a) => a.id === id)!;

describe('the Rozkaz pack (spec 6)', () => {
  it('6 M1–M5 the pack passes its schema and is labelled as ours', () => {
    expect(packSchema.safeParse(rozkazPack).success).toBe(true);
    expect(pack.notice.en).toMatch(/original/i);
  });

  it('1.1 M2 24 sections of 4×4, all seven terrain types used', () => {
    expect(pack.sections.length).toBe(24);
    const codes = new Set(pack.sections.flatMap((s) => s.rows.join('').split('')));
    expect(codes.size).toBe(TERRAINS.length);
  });

  it('1.3 1.4 eight armies, 8 units and 60 cards each (40 unit cards, 5 per unit, 20 HQ)', () => {
    expect(pack.armies.map((a) => a.id).sort()).toEqual(['at', 'es', 'fr', 'gb', 'ot', 'pr', 'ru', 'us']);
    for (const a of pack.armies) {
      expect(a.units.length).toBe(8);
      expect(packDefsOf().decks[a.id].length).toBe(60);
      expect(a.hq.reduce((t, h) => t + h.count, 0)).toBe(20);
      const others = new Set(a.hq.map((h) => h.type).filter((t) => t !== 'leader'));
      expect(others.size).toBeGreaterThanOrEqual(3);
      expect(others.size).toBeLessThanOrEqual(8);
      expect(others.has('withdraw')).toBe(true);
    }
  });

  it('1.3 7 9.1 France: Garde Imperial 8/5 infantry (cards "Imperial Guard"), Soult rally 1–3, Ney 1–5, only Napoleon has Grand Battery', () => {
    const fr = army('fr');
    expect(fr.units.find((u) => u.name === 'Garde Imperial')).toMatchObject({
      type: 'inf',
      full: 8,
      reduced: 5,
      cardName: 'Imperial Guard',
    });
    expect(fr.hq.find((h) => h.name === 'Nicolas Soult')!.rally).toBe(3);
    expect(fr.hq.find((h) => h.name === 'Michel Ney')!.rally).toBe(5);
    const gb = pack.armies.flatMap((a) => a.hq.filter((h) => h.grandBattery).map((h) => `${a.id}:${h.name}`));
    expect(gb).toEqual(['fr:Napoléon']);
  });

  it('9.2 the Ottoman Empire has Regroup and no Supply', () => {
    const types = army('ot').hq.map((h) => h.type);
    expect(types).toContain('regroup');
    expect(types).not.toContain('supply');
  });

  it('8 Withdraw values only on United States unit cards; Pursuit only on cavalry cards', () => {
    for (const a of pack.armies) {
      const w = a.unitCards.filter((c) => c.withdraw !== undefined).length;
      if (a.id === 'us') expect(w).toBeGreaterThan(0);
      else expect(w).toBe(0);
      for (const c of a.unitCards) if (c.pursuit) expect(a.units.find((u) => u.id === c.unit)!.type).toBe('cav');
    }
  });

  it('2.4 the schema refuses a chart that contradicts the rulebook, with the path', () => {
    const bad = structuredClone(rozkazPack) as { chart: { id: string; blocksLineOfFire: boolean }[] };
    bad.chart.find((t) => t.id === 'woods')!.blocksLineOfFire = false;
    const r = packSchema.safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error!.issues.some((i) => i.path.join('.').startsWith('chart.') && i.message.includes('2.4'))).toBe(true);
  });

  it('2.6.1 the schema refuses a unit card with Pursuit on infantry and a deck of 41 unit cards', () => {
    const bad = structuredClone(rozkazPack) as { armies: { unitCards: { unit: string; pursuit?: number }[] }[] };
    bad.armies[0].unitCards[0].pursuit = 3;
    bad.armies[1].unitCards.push({ ...bad.armies[1].unitCards[0] });
    const r = packSchema.safeParse(bad);
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('armies.0.unitCards.0');
    expect(paths.some((p) => p.startsWith('armies.1.unitCards'))).toBe(true);
  });
});

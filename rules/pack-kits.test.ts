import { describe, expect, it } from 'vitest';
import { valueAt, withValueAt } from './core/pack-kit.js';
import { packKits } from './pack-kits.js';

describe('each game declares the grids of its pack', () => {
  it.each(Object.keys(packKits))(
    '%s: every part points at its shipped pack, every cell a number (or none), yes/no or text',
    async (game) => {
      const kit = await packKits[game]();
      for (const part of kit.parts ?? []) {
        const rows = valueAt(kit.shipped(), part.path);
        expect(Array.isArray(rows), part.path).toBe(true);
        for (const [i, row] of (rows as unknown[]).entries()) {
          const cells = part.kind === 'table' ? part.columns.map((c) => valueAt(row, c)) : (row as unknown[]);
          if (part.kind === 'table') expect(valueAt(row, part.rowLabel), `${part.path}[${i}]`).toBeDefined();
          for (const cell of cells)
            expect(['number', 'boolean', 'string', 'null'], `${part.path}[${i}]`).toContain(
              cell === null ? 'null' : typeof cell,
            );
        }
        if (part.kind === 'grid' && part.columnLabels)
          expect((valueAt(kit.shipped(), part.columnLabels) as unknown[]).length).toBe((rows as unknown[][])[0].length);
      }
    },
  );

  it('Manoeuvre, Olszynka, OWC and Tannenberg declare their tables', async () => {
    const paths = async (g: string) => ((await packKits[g]()).parts ?? []).map((p) => p.path);
    expect(await paths('manoeuvre')).toEqual(['chart']);
    expect(await paths('olszynka-grochowska-1831')).toEqual(['tables.terrain', 'tables.melee.rows']);
    expect(await paths('ostatnia-wojna-cesarzy')).toEqual(['tables.normal.bands', 'tables.repeat.bands']);
    expect(await paths('tannenberg-1914')).toEqual(['tables.crt.rows', 'tables.retreat.loss']);
  });
});

describe('paths into a pack', () => {
  const pack = { chart: [{ id: 'hills', defense: { assault: 1 } }], n: 2 };
  it('reads members and array items by a dotted path', () => {
    expect(valueAt(pack, 'chart.0.defense.assault')).toBe(1);
    expect(valueAt(pack, 'chart.3.id')).toBeUndefined();
    expect(valueAt(pack, 'constructor')).toBeUndefined();
  });
  it('writes a copy, sharing what it did not touch, and leaves the original alone', () => {
    const out = withValueAt(pack, 'chart.0.defense.assault', 2);
    expect(out).toEqual({ chart: [{ id: 'hills', defense: { assault: 2 } }], n: 2 });
    expect(pack.chart[0].defense.assault).toBe(1);
    expect(Array.isArray(out.chart)).toBe(true);
  });
});

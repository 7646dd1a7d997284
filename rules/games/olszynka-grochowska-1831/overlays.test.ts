import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import olszynka from './index.js';

/** Skrzynecki's battalion at 2208 facing vertex 1, his light battery at 2210 facing 0, a Russian battalion at 2605 */
const activated = () => {
  const units = [
    { id: 'pl-3d-4p-1', hex: '2208', facing: 1 },
    { id: 'pl-3d-art-1', hex: '2210', facing: 0 },
    { id: 'ru-25d-p1-1', hex: '2605', facing: 3 },
  ];
  const s = olszynka.setup(
    'alder-wood-1831',
    { position: { initiative: 'pl', units, leaders: [{ id: 'pl-skrzynecki', hex: '2208' }] } },
    new SeededDice(1),
  );
  const r = olszynka.apply(s, 'pl', { orders: [{ type: 'pick', marker: 'pl-3div' }] }, new SeededDice(2));
  if (!r.ok) throw new Error(r.error.message);
  const o = olszynka.view(r.state, 'ru').board.overlays ?? [];
  return (kind: string) => o.find((x) => x.kind === kind)?.cells ?? [];
};

describe('board overlays', () => {
  it('5.1, 4.4: a battalion at 2208 facing vertex 1 has the ZOC 2307, 2308 (its two front hexes)', () => {
    expect(activated()('zoc-pl')).toEqual(['2307', '2308']);
  });
  it('4.9, 11.4: the battery’s arc holds 32 hexes within 5, none behind it; the Russians have no battery', () => {
    const cells = activated();
    expect(cells('arc-pl')).toHaveLength(32);
    expect(cells('arc-pl')).not.toContain('2211');
    expect(cells('arc-ru')).toEqual([]);
  });
  it('3.4: Skrzynecki’s range (5) as traced: into the Russian ZOC at 2505, never into the Russian hex 2605', () => {
    const cmd = activated()('command');
    expect(cmd).toContain('2505');
    expect(cmd).not.toContain('2605');
    expect(cmd).toContain('2208');
  });
});

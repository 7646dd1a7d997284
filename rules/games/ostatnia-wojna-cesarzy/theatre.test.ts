import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PACK } from './pack.js';
import { indexMap } from './mapindex.js';
import { boardMap, scenarioBoard } from './board.js';

const m = indexMap(PACK.map);
const town = (name: string) => PACK.map.towns.find((t) => t.name === name)!;
const sha = (o: unknown): string => createHash('sha256').update(JSON.stringify(o)).digest('hex');

describe('the theatre map: the Eastern Front of 1914 (ours)', () => {
  it("scenario A's board is A's map exactly as it was before the theatre (hexes, hexsides, towns, regions, lines)", () => {
    const a = scenarioBoard(PACK, 'A');
    // the digests of A's map.json as generated before the theatre existed
    expect(sha(a.hexes)).toBe('e5db77c8b4aa616303ad259f4713d429a776c364fb7b45b42271afa0d9a3d13a');
    expect(sha(a.hexsides)).toBe('da9bd91de06965043eed483464240559d9019e3303f3fc8ce9ac3eab156f1626');
    expect(sha(a.towns)).toBe('b4ed2da65213dc8a03b71bfec1806f9c4ab141994e4ab3e0f23afeb4ab3f868c');
    expect(sha({ A: a.regions.A, 'west-of-san': a.regions['west-of-san'] })).toBe(
      'd64d8d7bbe6ffe828902d4a0ddca71256e0066f898ea4f5602044bc861c72954',
    );
    expect(sha(a.romanianEdge)).toBe('d24183d574fbff7995de628a7d6bd87d54803a1ca93ddeef607002b5b2792ed9');
    expect(sha(a.railways.slice(0, 13))).toBe('0be4f9aa185d46a7b60b352fdb572d026705d2b81b6484fb1f0a8cdd85c2fc61');
    expect(a.hexes.length).toBe(414);
  });
  it('1.1, 18.4: the places the rulebook numbers are where it puts them', () => {
    expect(['Warszawa', 'Kowno', 'Poznań', 'Kraków', 'Lwów', 'Królewiec'].map((n) => town(n).hex)).toEqual([
      '2411',
      '1117',
      '2301',
      '3409',
      '3518',
      '1210',
    ]);
    expect(town('Kowno').fortress).toBe('RU');
    expect(m.grid.distance('1119', '1117')).toBe(2); // 25.2: the 1st Army HQ at 1119 is within range of Kowno
    for (const n of ['Ryga', 'Budapeszt', 'Wrocław', 'Katowice', 'Gliwice', 'Pilawa', 'Elbląg', 'Toruń', 'Łódź'])
      expect(m.towns.has(town(n).hex)).toBe(true);
    expect(
      [town('Katowice'), town('Gliwice'), town('Poznań'), town('Wrocław'), town('Królewiec')].map((t) => m.nat(t.hex)),
    ).toEqual(['DE', 'DE', 'DE', 'DE', 'DE']);
  });
  it('14: three fronts; Warszawa–Kowno crosses two, Lwów is Galician, Poznań Polish, Królewiec East Prussian', () => {
    expect([
      m.front('2411'),
      m.front('1117'),
      m.front('3518'),
      m.front('2301'),
      m.front('1210'),
      m.front('3409'),
    ]).toEqual(['P', 'E', 'G', 'P', 'E', 'G']);
    const line = PACK.map.railways.find((r) => r.hexes.includes('2301') && r.hexes.includes('3409'))!;
    // Poznań–Kraków: the line reaches the Galician front only at Kraków (18.4 example)
    expect(line.hexes.filter((h) => m.front(h) === 'G')).toEqual(['3409']);
  });
  it('5.1 examples: Inowrocław across a minor river, 2005 across the Vistula from next to it, 2106–2206 bridged, a lake by 2205', () => {
    expect(m.grid.neighbours('2104').some((h) => m.side('2104', h)?.kind === 'minor-river')).toBe(true);
    expect(m.grid.adjacent('2104', '2105')).toBe(true);
    expect(m.side('2105', '2005')).toMatchObject({ kind: 'major-river', bridge: false, name: 'Wisła' });
    expect(m.side('2106', '2206')).toMatchObject({ kind: 'major-river', bridge: true });
    expect(m.side('2205', '2105')?.kind).toBe('lake');
    expect(m.grid.adjacent('2507', town('Łódź').hex)).toBe(true); // 9.4 example: Łódź then 2507
  });
  it('18.5, 38.2: the Szawle–Kiejdany line runs through 0716 and 0817; the port-blockade hexes lie by Królewiec and Elbląg', () => {
    const r = PACK.map.railways.find(
      (x) => x.hexes.includes(town('Szawle').hex) && x.hexes.includes(town('Kiejdany').hex),
    )!;
    expect(r.hexes).toEqual(expect.arrayContaining(['0716', '0817']));
    expect(['1209', '1309'].every((h) => m.grid.adjacent(h, '1210'))).toBe(true);
    expect(['1408', '1308'].every((h) => m.grid.adjacent(h, town('Elbląg').hex))).toBe(true);
    expect(m.grid.adjacent(town('Pilawa').hex, '1209')).toBe(true);
  });
  it('39: the Dźwina and the Danube bound the regions north and south of them; Riga lies on its south bank', () => {
    expect(m.inRegion('north-of-dzwina', town('Ryga').hex)).toBe(false); // Riga lies on the south bank
    expect(PACK.map.regions['north-of-dzwina'].length).toBeGreaterThan(10);
    expect(m.inRegion('south-of-danube', town('Budapeszt').hex)).toBe(false);
    expect(PACK.map.regions['south-of-danube'].length).toBeGreaterThan(10);
    expect(
      PACK.map.hexsides.some((s) => s.name === 'Dźwina') && PACK.map.hexsides.some((s) => s.name === 'Dunaj'),
    ).toBe(true);
  });
  it("B.1: the B board is the Polish front and two hexes around it; B.5.2's west edge is on it", () => {
    const b = indexMap(boardMap(PACK.map, 'board-B'));
    expect(b.has('2411') && b.has('2301') && !b.has('1117') && !b.has('3518')).toBe(true);
    expect([...b.regions.get('B')!].every((h) => m.front(h) === 'P')).toBe(true);
    expect(b.regions.get('west-edge')!.has('2301')).toBe(true);
    // a railway leaving the board is cut into its runs on it
    for (const r of b.data.railways) expect(r.hexes.every((h) => b.has(h))).toBe(true);
  });
});

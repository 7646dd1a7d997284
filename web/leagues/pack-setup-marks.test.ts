/**
 * The map preview's set-up marks (issue 20): which records a scenario sets up on which cell, read from
 * our shipped packs through each game's declared set-up lists, and following a set-up added or removed.
 */
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../rules/core/dice.js';
import { layoutBoard } from '../board/geometry.js';
import { setupSvg } from './usePainterSetup.js';
import type { PackKit, ListPart } from '../../rules/core/pack-kit.js';
import { packKit as olszynka } from '../../rules/games/olszynka-grochowska-1831/pack-kit.js';
import { packKit as tannenberg } from '../../rules/games/tannenberg-1914/pack-kit.js';
import { packKit as wojna } from '../../rules/games/wojna-o-niepodleglosc/pack-kit.js';
import { marksByCell, scenarioOf, setupMarks, setupScenarios } from './pack-setup-marks.js';
import { placeRow, unplace } from './pack-rows.js';

const ours = <P>(kit: PackKit<P>): unknown => JSON.parse(JSON.stringify(kit.shipped()));
const units = (kit: PackKit, path: string) => kit.parts!.find((p) => p.kind === 'list' && p.path === path) as ListPart;

describe('set-up marks on the map preview', () => {
  it('Tannenberg Gumbinnen: 1/1 kaw. (German) stands at A43B41 with 2/1 and 3/1 kaw.; 52 set-up entries', () => {
    const c = ours(tannenberg);
    expect(setupScenarios(c, tannenberg.parts!)).toEqual(['scenarios.0', 'scenarios.1']);
    const marks = setupMarks(c, tannenberg.parts!, 'scenarios.0');
    expect(marks).toHaveLength(52);
    expect(marks.find((m) => m.id === 'de-1-1-kaw')).toEqual({
      id: 'de-1-1-kaw',
      hex: 'A43B41',
      side: 'de',
      list: 'scenarios.0.setup',
    });
    expect(
      marksByCell(marks)
        .get('A43B41')
        ?.map((m) => m.id),
    ).toEqual(['de-1-1-kaw', 'de-2-1-kaw', 'de-3-1-kaw']);
    expect(new Set(marks.map((m) => m.side))).toEqual(new Set(['de', 'ru']));
  });

  it('a unit set up at A40B40 is marked there; taken off, the mark goes', () => {
    const c = ours(tannenberg);
    const part = units(tannenberg, 'forces.units');
    const row = 'forces.units.0';
    const placed = placeRow(c, part, row, 'scenarios.0.setup', 'A40B40');
    const at = marksByCell(setupMarks(placed, tannenberg.parts!, 'scenarios.0')).get('A40B40') ?? [];
    expect(at.map((m) => m.id)).toContain('de-1-1-kaw');
    // the other scenario is not changed by it
    expect(setupMarks(placed, tannenberg.parts!, 'scenarios.1').some((m) => m.hex === 'A40B40')).toBe(false);
    const i = (placed as { scenarios: { setup: unknown[] }[] }).scenarios[0].setup.length - 1;
    const gone = unplace(placed, 'scenarios.0.setup', i);
    expect(marksByCell(setupMarks(gone, tannenberg.parts!, 'scenarios.0')).get('A40B40')).toBeUndefined();
  });

  it("Wojna: Warsaw 1920's set-up (133 entries) is its own, 18th division's 1st at 0607", () => {
    const c = ours(wojna);
    const marks = setupMarks(c, wojna.parts!, 'scenarios.1');
    expect(marks).toHaveLength(133);
    expect(marks[0]).toEqual({ id: 'pl-18dp-1', hex: '0607', side: 'polish', list: 'scenarios.1.setup' });
    expect(new Set(marks.map((m) => m.side))).toEqual(new Set(['polish', 'opposing']));
  });

  it("Olszynka: a scenario's leaders are marked, a later reading's (revisions) are not", () => {
    const c = ours(olszynka);
    const marks = setupMarks(c, olszynka.parts!, 'scenarios.0');
    expect(marks.filter((m) => m.list === 'scenarios.0.leaders').map((m) => [m.id, m.hex])).toEqual([
      ['pl-skrzynecki', '2308'],
      ['ru-rosen', '2813'],
      ['ru-reibnitz', '2909'],
    ]);
    expect(marks.some((m) => m.list.includes('revisions'))).toBe(false);
    expect(scenarioOf('scenarios.0.revisions.0.leaders')).toBe('scenarios.0');
  });
});

describe("a set-up hex holding both sides: the tag's edge split by side, named in its words", () => {
  const c = ours(tannenberg);
  const m = tannenberg.create(tannenberg.shipped());
  const board = m.staticBoard(m.setup('gumbinnen-1914', {}, new SeededDice(1)));
  const layout = layoutBoard(board);
  const part = units(tannenberg, 'forces.units');
  const rows = (c as { forces: { units: { id: string }[] } }).forces.units;
  const russian = `forces.units.${rows.findIndex((u) => u.id.startsWith('ru-'))}`;
  const ru = rows.find((u) => u.id.startsWith('ru-'))!.id;
  const tagOf = (svg: string, hex: string) =>
    svg.match(new RegExp(`<g class="setup-mark" data-setup-cell="${hex}".*?</g>`))?.[0] ?? '';

  it('A43B41 with the three German cavalry alone: one edge in the German colour, no slices', () => {
    const tag = tagOf(setupSvg(setupMarks(c, tannenberg.parts!, 'scenarios.0'), layout, board), 'A43B41');
    expect(tag).toContain(`stroke="${board.sideColors!.de}"`);
    expect(tag).toContain('data-sides="de"');
    expect(tag).not.toContain('setup-edge');
    expect(tag).toContain('aria-label="de-1-1-kaw, de-2-1-kaw, de-3-1-kaw set up at A43B41"');
  });

  it(`a Russian unit set up at A43B41 too: the left half German, the right half Russian, the words by side`, () => {
    const placed = placeRow(c, part, russian, 'scenarios.0.setup', 'A43B41');
    const tag = tagOf(setupSvg(setupMarks(placed, tannenberg.parts!, 'scenarios.0'), layout, board), 'A43B41');
    expect(tag).toContain('data-sides="de ru"');
    // the tag's own edge gives way to the two slices
    expect(tag).toContain('stroke="none"');
    const edges = [
      ...tag.matchAll(
        /<path class="setup-edge" data-side="(\w+)" d="M(-?[\d.]+) -?[\d.]+H(-?[\d.]+)[^"]*" fill="none" stroke="([^"]+)"/g,
      ),
    ];
    expect(edges.map((e) => [e[1], e[4]])).toEqual([
      ['de', board.sideColors!.de],
      ['ru', board.sideColors!.ru],
    ]);
    // the German slice starts at the middle and runs left, the Russian one starts at the middle and runs right
    const [de, rus] = edges.map((e) => [Number(e[2]), Number(e[3])]);
    const mid = layout.centers.get('A43B41')!.x;
    expect(de[0]).toBeCloseTo(mid);
    expect(de[1]).toBeLessThan(mid);
    expect(rus[0]).toBeCloseTo(mid);
    expect(rus[1]).toBeGreaterThan(mid);
    expect(tag).toContain(
      `aria-label="Sides de, ru set up at A43B41: de: de-1-1-kaw, de-2-1-kaw, de-3-1-kaw; ru: ${ru}"`,
    );
    expect(tag).toContain(`>de-1-1-kaw +3<`);
  });
});

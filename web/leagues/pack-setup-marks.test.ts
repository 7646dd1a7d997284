/**
 * The map preview's set-up marks (issue 20): which records a scenario sets up on which cell, read from
 * our shipped packs through each game's declared set-up lists, and following a set-up added or removed.
 */
import { describe, expect, it } from 'vitest';
import type { PackKit, PackPart } from '../../rules/core/pack-kit.js';
import { packKit as olszynka } from '../../rules/games/olszynka-grochowska-1831/pack-kit.js';
import { packKit as tannenberg } from '../../rules/games/tannenberg-1914/pack-kit.js';
import { packKit as wojna } from '../../rules/games/wojna-o-niepodleglosc/pack-kit.js';
import { marksByCell, scenarioOf, setupMarks, setupScenarios } from './pack-setup-marks.js';
import { placeRow, unplace } from './pack-rows.js';

type ListPart = Extract<PackPart, { kind: 'list' }>;
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

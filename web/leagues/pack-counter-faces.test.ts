/**
 * Tannenberg's counters in the pack editor (issue 20: "counters as a list with their faces previewed
 * as the board draws them"): each unit's face as the list previews it from its record is the piece the
 * game's own view draws, front and back, guns with their fire "af-df" (2.2, 11.2); an edited record
 * is drawn so by a game on the edited pack, and the game's pack check reads the edit.
 */
import { describe, expect, it } from 'vitest';
import type { PieceView } from '../../rules/core/board.js';
import { SeededDice } from '../../rules/core/dice.js';
import { faceValues, lookUp, type PackPart, valueAt, withValueAt } from '../../rules/core/pack-kit.js';
import { packKit } from '../../rules/games/tannenberg-1914/pack-kit.js';

type ListPart = Extract<PackPart, { kind: 'list' }>;
const units = packKit.parts!.find((p) => p.kind === 'list' && p.path === 'forces.units') as ListPart;
const face = units.face!;
const shipped = JSON.parse(JSON.stringify(packKit.shipped())) as Record<string, unknown>;
const records = (c: unknown) => valueAt(c, 'forces.units') as { id: string; type: string; back?: unknown }[];
/** every unit piece the campaign's set-up shows its own side, by id */
const piecesOf = (content: unknown): Map<string, PieceView> => {
  const r = packKit.parse(content);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const m = packKit.create(r.pack);
  const s = m.setup('tannenberg-1914', {}, new SeededDice(3));
  const ids = new Set(records(content).map((u) => u.id));
  return new Map(
    (['de', 'ru'] as const).flatMap((side) =>
      (m.view(s, side).board?.pieces ?? []).filter((p) => ids.has(p.id)).map((p) => [p.id, p] as const),
    ),
  );
};

describe("Tannenberg's units as the pack editor's counter list", () => {
  it('every unit set up in the campaign is previewed as the view draws it: name, symbol, size, side and values', () => {
    const pieces = piecesOf(shipped);
    expect(pieces.size).toBeGreaterThan(50);
    const kinds = new Set<string>();
    for (const u of records(shipped)) {
      const p = pieces.get(u.id);
      if (!p) continue;
      kinds.add(u.type);
      expect(
        {
          label: p.label,
          symbol: p.symbol,
          size: p.size,
          side: p.side,
          values: p.values,
        },
        u.id,
      ).toEqual({
        label: valueAt(u, face.label),
        symbol: lookUp(face.symbol, u),
        size: lookUp(face.size, u),
        side: valueAt(u, face.side!),
        values: faceValues(face, u, !!p.reduced),
      });
    }
    expect([...kinds].sort()).toEqual(['art', 'cav', 'inf']);
  });

  it('a gun prints its fire as one value, a one-step unit has no back face to preview', () => {
    const gun = records(shipped).find((u) => u.type === 'art')!;
    expect(faceValues(face, gun)[0]).toMatch(/^\d+-\d+$/);
    expect(faceValues(face, gun)).toHaveLength(3);
    // the 69th Landwehr brigade (de-69e) has one step only
    const single = records(shipped).find((u) => u.id === 'de-69e')!;
    expect(single.back).toBeUndefined();
    expect(faceValues(face, single, true)).toEqual([]);
    const inf = records(shipped).find((u) => u.type === 'inf')!;
    expect(faceValues(face, inf)).toHaveLength(3);
  });

  it("a gun's attack fire edited in the list (front.af 9) is what a game on the edited pack draws; an emptied MA is refused by path", () => {
    const ours = piecesOf(shipped);
    const i = records(shipped).findIndex((u) => u.type === 'art' && ours.has(u.id));
    const id = records(shipped)[i].id;
    const edited = withValueAt(shipped, `forces.units.${i}.front.af`, 9);
    expect(faceValues(face, records(edited)[i])[0]).toMatch(/^9-\d+$/);
    expect(piecesOf(edited).get(id)?.values?.[0]).toBe(faceValues(face, records(edited)[i])[0]);
    expect(ours.get(id)?.values?.[0]).not.toMatch(/^9-/);
    const broken = withValueAt(shipped, `forces.units.${i}.front.ma`, undefined);
    const r = packKit.parse(broken);
    expect(r.ok ? [] : r.errors.map((e) => e.path)).toContain(`forces.units[${i}].front.ma`);
  });
});

/**
 * Tannenberg's counters in the pack editor (issue 20: "counters as a list with their faces previewed
 * as the board draws them"): each unit's face as the list previews it from its record is the piece the
 * game's own view draws, front and back, guns with their fire "af-df" (2.2, 11.2); an edited record
 * is drawn so by a game on the edited pack, and the game's pack check reads the edit.
 */
import { describe, expect, it } from 'vitest';
import type { PieceView } from '../../rules/core/board.js';
import { SeededDice } from '../../rules/core/dice.js';
import { faceValues, lookUp, type ListPart, type PackPart, valueAt, withValueAt } from '../../rules/core/pack-kit.js';
import { packKit as olszynka } from '../../rules/games/olszynka-grochowska-1831/pack-kit.js';
import { packKit } from '../../rules/games/tannenberg-1914/pack-kit.js';
import { packKit as wojna } from '../../rules/games/wojna-o-niepodleglosc/pack-kit.js';

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

/**
 * Olszynka's and Wojna's counters: every unit and leader (HQ) set up in a scenario is previewed by the
 * list as the game's view draws it. Olszynka prints strength, morale and stars; its reverse (R 1.3.1) is
 * worked out from them, not a record's, so the list previews the front. Wojna prints strength (in
 * parentheses when it counts in defence only, 14.10), morale and MA of the level the unit is at: the
 * list previews each level, the first as the front and the others as reduced faces after it.
 */
const viewed = (kit: typeof packKit | typeof olszynka | typeof wojna, scenario: string, sides: readonly string[]) => {
  const m = kit.create(kit.shipped() as never);
  const s = m.setup(scenario, {}, new SeededDice(5));
  const pieces = new Map(sides.flatMap((side) => (m.view(s, side).board?.pieces ?? []).map((p) => [p.id, p] as const)));
  return { s, pieces };
};
const partOf = (kit: { parts?: readonly PackPart[] }, path: string) =>
  kit.parts!.find((p) => p.kind === 'list' && p.path === path) as ListPart;
const drawn = (p: PieceView) => ({ label: p.label, symbol: p.symbol, size: p.size, side: p.side, values: p.values });
const previewed = (f: NonNullable<ListPart['face']>, r: unknown, reduced: boolean | number = false) => ({
  label: valueAt(r, f.label),
  symbol: lookUp(f.symbol, r),
  size: lookUp(f.size, r),
  side: valueAt(r, f.side!),
  values: faceValues(f, r, reduced),
});

describe("Olszynka's and Wojna's counters as the pack editor's lists", () => {
  it('Olszynka (grochow-1831): every unit and leader on the map is previewed as the view draws it', () => {
    const { pieces } = viewed(olszynka, 'grochow-1831', ['pl', 'ru']);
    let n = 0;
    for (const path of ['forces.units', 'forces.leaders']) {
      const f = partOf(olszynka, path).face!;
      for (const r of valueAt(olszynka.shipped(), path) as { id: string }[]) {
        const p = pieces.get(r.id);
        if (!p || p.reduced) continue;
        n++;
        expect(drawn(p), r.id).toEqual(previewed(f, r));
      }
    }
    expect(n).toBeGreaterThan(40);
    const gun = (valueAt(olszynka.shipped(), 'forces.units') as { arm: string }[]).find((u) => u.arm === 'artillery');
    expect(faceValues(partOf(olszynka, 'forces.units').face!, gun)).toHaveLength(3);
  });

  it('Wojna (warsaw-1920): units at their first level previewed by the front, at the second and third by the faces after it; HQs with their size mark', () => {
    const { s, pieces } = viewed(wojna, 'warsaw-1920', ['polish', 'opposing']);
    const level = (id: string) => (s as { pieces: Record<string, { level: number }> }).pieces[id]?.level;
    const faces = new Set<number>();
    for (const path of ['forces.*.units', 'forces.*.hqs']) {
      const f = partOf(wojna, path).face!;
      for (const r of valueAt(wojna.shipped(), path.replace('*', 'warsaw-1920')) as { id: string }[]) {
        const p = pieces.get(r.id);
        const at = level(r.id) ?? 1;
        if (!p) continue;
        faces.add(at);
        expect(drawn(p), r.id).toEqual(previewed(f, r, at - 1));
      }
    }
    expect([...faces]).toContain(1);
    // units brought down to their second and third levels (14.39–41) are drawn as the faces after the front preview them
    const m = wojna.create(wojna.shipped());
    const down = structuredClone(s) as { pieces: Record<string, { level: number }> };
    const units = valueAt(wojna.shipped(), 'forces.warsaw-1920.units') as { id: string; levels: unknown[] }[];
    const three = units.filter((u) => u.levels.length === 3 && pieces.has(u.id)).slice(0, 2);
    three.forEach((u, i) => {
      down.pieces[u.id].level = i + 2;
    });
    const seen = m.view(down, 'polish').board!.pieces;
    const f = partOf(wojna, 'forces.*.units').face!;
    expect(three.map((u) => seen.find((p) => p.id === u.id)?.values)).toEqual(
      three.map((u, i) => faceValues(f, u, i + 1)),
    );
    const l3 = three[1].levels[2] as { strength: number; morale: number; ma: number };
    expect(faceValues(f, three[1], 2)).toEqual([l3.strength, l3.morale, l3.ma].map(String));
    expect(three.map((u) => seen.find((p) => p.id === u.id)?.reduced)).toEqual([true, true]);
    // a strength that counts in defence only is printed in parentheses, as the view prints it (14.10)
    const unit = { levels: [{ strength: 3, defenceOnly: true, morale: 4, ma: 4.5 }] };
    expect(faceValues(partOf(wojna, 'forces.*.units').face!, unit)).toEqual(['(3)', '4', '4.5']);
  });

  it("Wojna's list takes a third level typed into an empty field (the level added at the end of the list)", () => {
    const units = valueAt(wojna.shipped(), 'forces.exercise-1920.units') as { levels: unknown[] }[];
    const i = units.findIndex((u) => u.levels.length === 2);
    let c: unknown = wojna.shipped();
    for (const [k, v] of [
      ['strength', 1],
      ['morale', 3],
      ['ma', 4],
    ] as const)
      c = withValueAt(c, `forces.exercise-1920.units.${i}.levels.2.${k}`, v);
    expect((valueAt(c, `forces.exercise-1920.units.${i}.levels`) as unknown[]).length).toBe(3);
    const r = wojna.parse(c);
    expect(r.ok ? [] : r.errors).toEqual([]);
  });

  it("Tannenberg's supply trains are listed with the board's supply symbol, Russian, by name and MA", () => {
    const trains = partOf(packKit, 'forces.trains');
    expect(trains.fields).toEqual(['name', 'ma']);
    for (const t of valueAt(packKit.shipped(), 'forces.trains') as unknown[])
      expect(previewed(trains.face!, t)).toMatchObject({ symbol: 'supply', side: 'ru', values: [] });
  });
});

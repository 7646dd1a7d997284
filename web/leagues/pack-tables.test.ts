/**
 * Tables edited as grids (issue 20): Wojna's tables card (ours) as its kit declares it — the combat
 * table by modified roll, the Terrain Table's movement points by movement class (13.2), the hexsides',
 * the road's and the weather bands — each cell at the path the grid edits, and a game on the edited
 * pack moving by the edited cost. A number the table holds as null for none (a terrain never entered)
 * is emptied to null, as the grid's cell does for such a column.
 */
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../rules/core/dice.js';
import { type PackKit, type PackPart, partRows, valueAt, withValueAt } from '../../rules/core/pack-kit.js';
import { baseLoss } from '../../rules/games/olszynka-grochowska-1831/melee.js';
import { indexPack } from '../../rules/games/olszynka-grochowska-1831/pack.js';
import { packKit as olszynka } from '../../rules/games/olszynka-grochowska-1831/pack-kit.js';
import { ctxOf as olszynkaCtx } from '../../rules/games/olszynka-grochowska-1831/phases/turn.js';
import type { GameState } from '../../rules/games/olszynka-grochowska-1831/state.js';
import { terrainStepHp } from '../../rules/games/wojna-o-niepodleglosc/movement.js';
import { packKit as wojna } from '../../rules/games/wojna-o-niepodleglosc/pack-kit.js';
import { ctxOf, type WojnaState } from '../../rules/games/wojna-o-niepodleglosc/state.js';

type TablePart = Extract<PackPart, { kind: 'table' }>;
const ours = <P>(kit: PackKit<P>): unknown => JSON.parse(JSON.stringify(kit.shipped()));
const table = (path: string) => wojna.parts!.find((p) => p.kind === 'table' && p.path === path) as TablePart;
/** the exercise set up on a module built from `content` (checked as a save checks it): its rules' context */
const ctxOn = (content: unknown) => {
  const r = wojna.parse(JSON.parse(JSON.stringify(content)));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const m = wojna.create(r.pack);
  return ctxOf(m.setup('exercise-1920', {}, new SeededDice(1)) as WojnaState);
};

describe("Wojna's tables card as grids", () => {
  it('the combat table, the Terrain Table by movement class, the hexsides, the road, the weather and the map legend are declared', () => {
    const c = ours(wojna);
    expect(wojna.parts!.filter((p) => p.kind === 'table').map((p) => p.path)).toEqual([
      'tables.combat',
      'tables.terrain',
      'tables.hexsides',
      'tables.road',
      'tables.weather',
      'legend',
    ]);
    const terrain = table('tables.terrain');
    expect(terrain.columns).toEqual(['cost.infantry', 'cost.cavalry', 'cost.artillery', 'cost.motor', 'combat', 'zoc']);
    expect(partRows(c, terrain).map((r) => r.key)).toEqual([
      'clear',
      'forest',
      'marsh',
      'town',
      'city',
      'fort',
      'lake',
    ]);
    // 14.16: ten bands of the modified roll, the first open below (-3 and less), the last open above (14 and more)
    const combat = partRows(c, table('tables.combat'));
    expect(combat).toHaveLength(10);
    expect([valueAt(combat[0].row, 'min'), valueAt(combat[0].row, 'max')]).toEqual([null, -3]);
    expect([valueAt(combat[9].row, 'min'), valueAt(combat[9].row, 'defender.loss')]).toEqual([14, 3]);
    // the road's one row: its cost by class
    expect(partRows(c, table('tables.road')).map((r) => [r.key, valueAt(r.row, 'motor')])).toEqual([['cost', 0.5]]);
  });

  it('13.2: forest made 2 MP for infantry (ours 1.5): a step into the forest at 1202 costs 4 half-points instead of 3', () => {
    const c = ours(wojna);
    const at = `tables.terrain.forest.cost.infantry`;
    expect(valueAt(c, at)).toBe(1.5);
    expect(terrainStepHp(ctxOn(c), 'infantry', '1201', '1202')).toBe(3);
    expect(terrainStepHp(ctxOn(withValueAt(c, at, 2)), 'infantry', '1201', '1202')).toBe(4);
  });

  it('13.2: forest emptied for motor units is null (never entered), and the step is closed to them; left out, it is refused', () => {
    const c = ours(wojna);
    const at = 'tables.terrain.forest.cost.motor';
    expect(terrainStepHp(ctxOn(c), 'motor', '1201', '1202')).toBe(6);
    expect(terrainStepHp(ctxOn(withValueAt(c, at, null)), 'motor', '1201', '1202')).toBeNull();
    const r = wojna.parse(JSON.parse(JSON.stringify(withValueAt(c, at, undefined))));
    expect(r.ok ? [] : r.errors.map((e) => e.path)).toEqual(['tables.terrain.forest.cost.motor']);
  });
});

describe("Olszynka's hexsides, fire and engaged-strength tables as grids", () => {
  const parts = (kind: string) => olszynka.parts!.filter((p) => p.kind === kind).map((p) => p.path);
  it('declared beside the terrain and melee tables', () => {
    expect(parts('table')).toEqual(['tables.terrain', 'tables.hexsides', 'tables.fire.rangeBonus', 'tables.engaged']);
    expect(parts('grid')).toEqual(['tables.melee.rows', 'tables.fire.rows']);
  });

  it("9.12: the engaged-strength band 11–20 (ours, L 2) edited to L 3: 15 engaged lose 3 on a game's pack", () => {
    const c = ours(olszynka);
    const band = partRows(c, olszynka.parts!.find((p) => p.path === 'tables.engaged')!);
    expect(band.map((b) => [valueAt(b.row, 'min'), valueAt(b.row, 'max'), valueAt(b.row, 'loss')])).toEqual([
      [1, 10, 1],
      [11, 20, 2],
      [21, 30, 3],
      [31, null, 4],
    ]);
    const on = (content: unknown) => {
      const r = olszynka.parse(JSON.parse(JSON.stringify(content)));
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      const s = olszynka.create(r.pack).setup('alder-wood-1831', {}, new SeededDice(1)) as GameState;
      return baseLoss(olszynkaCtx(indexPack(r.pack), s), 15);
    };
    expect(on(c)).toBe(2);
    expect(on(withValueAt(c, `tables.engaged.${band[1].key}.loss`, 3))).toBe(3);
  });
});

import { def, stackAt, type Ctx } from './ctx.js';
import { own, snapshotOf, stackIn, unitsIn } from './occupancy.js';
import { BOXES, LEVELS, type Level } from './state.js';
import { STACK_LIMIT, stackValue } from './units.js';

/** Chapter 6: stacking. */

/** R 6.7: the stack's value (infantry 1 and cavalry 2 per point, artillery 9 / 8 with no star / 4 weakened) */
export const stackTotal = (c: Ctx, ids: readonly string[]): number =>
  ids.reduce((s, id) => s + stackValue(def(c, id), c.pos.units[id] ?? { losses: 0 }), 0);

export type StackProblem = { rule: string; code: string; message: string; params?: Record<string, string | number> };

/**
 * Can these units stand together? R 6.2: infantry and cavalry never share a hex; R 6.3: one division
 * per hex, plus non-divisional units, a corps unit only with divisions of its own corps (AMB-32);
 * R 6.7: at most 18 (checked only where a move ends, R 6.7 "briefly" while passing through).
 */
export const stackProblem = (c: Ctx, ids: readonly string[], endOfMove = true): StackProblem | undefined => {
  const defs = ids.map((id) => def(c, id));
  if (defs.some((d) => d.arm === 'infantry') && defs.some((d) => d.arm === 'cavalry'))
    return { rule: '6.2', code: 'STACK_MIX', message: 'infantry and cavalry may not share a hex' };
  const divisions = new Set(defs.map((d) => d.division).filter(Boolean));
  if (divisions.size > 1)
    return { rule: '6.3', code: 'STACK_DIVISIONS', message: 'units of two divisions may not share a hex' };
  const [division] = [...divisions];
  if (division) {
    const corps = c.P.formation(division as string).corps;
    if (defs.some((d) => !d.division && d.corps && d.corps !== corps))
      return { rule: '6.3', code: 'STACK_CORPS', message: 'a corps unit stacks only with divisions of its own corps' };
  }
  if (endOfMove && stackTotal(c, ids) > STACK_LIMIT)
    return {
      rule: '6.7',
      code: 'STACK_LIMIT',
      message: `stack value ${stackTotal(c, ids)} is over ${STACK_LIMIT}`,
      params: { v: stackTotal(c, ids), max: STACK_LIMIT },
    };
  return undefined;
};

/** the problem of adding `ids` to what stands in `hex` */
export const joinProblem = (c: Ctx, hex: string, ids: readonly string[], endOfMove = true): StackProblem | undefined =>
  stackProblem(
    c,
    [
      ...stackIn(c.pos.units, hex)
        .map((u) => u.id)
        .filter((id) => !ids.includes(id)),
      ...ids,
    ],
    endOfMove,
  );

/** R 6.9: at the end of an activation every mixed stack drops to its lowest level; returns the changed units */
export const evenOutLevels = (c: Ctx): { hex: string; level: Level; units: string[] }[] => {
  // only stacks of two or more can be mixed: the index's stacks, each read in the record's order
  const hexes: string[] = [];
  for (const [hex, st] of snapshotOf(c.pos.units).stacks)
    if (st.length > 1 && !(BOXES as readonly string[]).includes(hex)) hexes.push(hex);
  hexes.sort((a, b) => (a < b ? -1 : 1));
  const out: { hex: string; level: Level; units: string[] }[] = [];
  for (const hex of hexes) {
    const here = unitsIn(c.pos.units, [hex]);
    let worst = 0;
    for (const u of here) worst = Math.max(worst, LEVELS.indexOf(u.level));
    const level = LEVELS[worst];
    const changed = here.filter((u) => u.level !== level).map((u) => u.id);
    for (const id of changed) own(c.pos.units, id).level = level;
    if (changed.length) out.push({ hex, level, units: changed });
  }
  return out;
};

/** R 6.5: reorder a stack (top first); free at any moment of the activation phase */
export const reorder = (c: Ctx, hex: string, topFirst: readonly string[]): StackProblem | undefined => {
  const here = stackAt(c, hex).map((u) => u.id);
  if (here.length !== topFirst.length || here.some((id) => !topFirst.includes(id)))
    return { rule: '6.5', code: 'REORDER_UNITS', message: 'name every unit of the stack once' };
  topFirst.forEach((id, i) => (own(c.pos.units, id).order = i));
  return undefined;
};

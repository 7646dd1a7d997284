/**
 * Where a scenario's set-up puts each record (issue 20): the map preview marks every set-up cell with
 * the ids standing there, so a director sees the set-up as typed or clicked. Pure: read from the pack's
 * content through the set-up lists its game declares (`ids.setup` of a list part, rules/core/pack-kit.ts).
 */
import { listRows, type ListPart, type PackPart, valueAt } from '../../rules/core/pack-kit.js';
import { placementsOf, setupLists } from './pack-rows.js';

/** one record set up on one cell: its id, its side (null: the record names none) and the set-up list it is in */
export interface SetupMark {
  id: string;
  hex: string;
  side: string | null;
  list: string;
}

/** the scenario a set-up list belongs to: the path up to its first index ('scenarios.0' of 'scenarios.0.setup') */
export const scenarioOf = (list: string): string => {
  const parts = list.split('.');
  const at = parts.findIndex((p) => /^\d+$/.test(p));
  return at < 0 ? list : parts.slice(0, at + 1).join('.');
};

/** a scenario's own set-up list, not a later reading's (an Olszynka revision's leaders: 'scenarios.0.revisions.1.leaders') */
const ownList = (list: string): boolean =>
  !list
    .slice(scenarioOf(list).length + 1)
    .split('.')
    .some((p) => /^\d+$/.test(p));

const setupParts = (parts: readonly PackPart[]): ListPart[] =>
  parts.filter((p): p is ListPart => p.kind === 'list' && !!p.ids?.setup);

/** the scenarios some record may be set up in, in the pack's order ('scenarios.0', 'scenarios.1', …) */
export const setupScenarios = (content: unknown, parts: readonly PackPart[]): string[] => {
  const seen = new Set<string>();
  for (const part of setupParts(parts))
    for (const { path } of listRows(content, part))
      for (const l of setupLists(content, part, path)) if (ownList(l)) seen.add(scenarioOf(l));
  return [...seen];
};

/** every record set up in `scenario` (its own set-up lists), with its cell and side */
export const setupMarks = (content: unknown, parts: readonly PackPart[], scenario: string): SetupMark[] =>
  setupParts(parts).flatMap((part) => {
    const sideAt = part.face?.side ?? 'side';
    return listRows(content, part).flatMap(({ path, row }) =>
      placementsOf(content, part, path)
        .filter((p) => scenarioOf(p.list) === scenario && ownList(p.list))
        .map((p) => {
          const side = valueAt(row, sideAt);
          return {
            id: String(valueAt(row, part.ids!.member) ?? ''),
            hex: p.hex,
            side: typeof side === 'string' && side ? side : null,
            list: p.list,
          };
        }),
    );
  });

/** the marks by cell, each cell's ids in the pack's order */
export const marksByCell = (marks: readonly SetupMark[]): Map<string, SetupMark[]> => {
  const m = new Map<string, SetupMark[]>();
  for (const k of marks) m.set(k.hex, [...(m.get(k.hex) ?? []), k]);
  return m;
};

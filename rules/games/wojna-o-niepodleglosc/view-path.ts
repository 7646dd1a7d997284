import type { TargetOption } from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import type { RetreatPath } from './combat-retreat.js';
import { armOf, type Ctx } from './ctx.js';

/**
 * What a retreat or reaction path costs in dice, worded on its target so the player sees it before
 * choosing (the client shows a target's label on the board and in the draft): the hexes entered in an
 * enemy ZOC, one morale test each (14.25; a reaction's 13.16), and the enemy hexes passed, one d10 each (14.28: a train, 6–9
 * eliminates it; 14.29: a ship, 6–9 costs a level). `rolled` false: the path's passes cost nothing (a
 * reaction before rules version 9). The target has no cost: the caller adds one where it shows the distance. A path with neither keeps the choice's own label.
 */
export const pathTarget = (
  c: Ctx,
  base: Text,
  units: readonly string[],
  p: RetreatPath,
  order: unknown,
  { rolled = true, zocRule = '14.25' }: { rolled?: boolean; zocRule?: string } = {},
): TargetOption => {
  const passes = rolled ? (p.passes ?? []) : [];
  const notes: Text[] = [];
  if (p.zocHexes.length)
    notes.push(
      text(
        `test morale w strefie kontroli (${zocRule}): ${p.zocHexes.join(', ')}`,
        `ZOC morale test (${zocRule}): ${p.zocHexes.join(', ')}`,
      ),
    );
  if (passes.length)
    notes.push(
      units.some((u) => armOf(c, u) === 'armoured-train')
        ? text(
            `rzut za przejazd przez wroga (14.28, 6–9 niszczy pociąg): ${passes.join(', ')}`,
            `pass roll through the enemy (14.28, 6–9 destroys the train): ${passes.join(', ')}`,
          )
        : text(
            `rzut za przepłynięcie obok wroga (14.29, 6–9 traci poziom): ${passes.join(', ')}`,
            `pass roll past the enemy (14.29, 6–9 loses a level): ${passes.join(', ')}`,
          ),
    );
  const target: TargetOption = { cell: p.path.at(-1)!, path: p.path, order };
  if (notes.length)
    target.label = text(
      `${base.pl} do ${target.cell} — ${notes.map((n) => n.pl).join('; ')}`,
      `${base.en} to ${target.cell} — ${notes.map((n) => n.en).join('; ')}`,
    );
  return target;
};

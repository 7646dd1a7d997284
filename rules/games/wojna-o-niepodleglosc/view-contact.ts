import type { OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import type { Ctx } from './ctx.js';
import { contactPaths } from './phases/contact-path.js';
import type { WojnaState } from './state.js';
import { pathTarget } from './view-path.js';
import { displacementSteps } from './stacking.js';
import { isUnit, unitsAt } from './ctx.js';

/**
 * A contact's path asked live (rules version 11, 9.23, 13.17; version 12 mid-combat, 9.24, 9.25): the legal paths of the best priority, one a hex
 * they end on (the first is the engine's), and "as the engine chooses". Displaced HQs and withdrawing
 * artillery take no ZOC tests on the way (the retreat's 14.25 is not theirs), so a path's label names none.
 */
export const contactChoices = (c: Ctx, s: WojnaState): OrderChoice[] => {
  const p = s.activation!.contacts![0];
  const label =
    p.rule !== '13.17'
      ? text(
          `Odsunięcie sztabu z ${p.hex} o ${p.distance} (${p.rule})`,
          `Displace the HQ from ${p.hex} by ${p.distance} (${p.rule})`,
        )
      : text(`Odskok artylerii z ${p.hex} o ${p.distance}`, `Withdraw the artillery from ${p.hex} by ${p.distance}`);
  return [
    {
      id: `displace:${p.hex}`,
      label,
      group: 'displace',
      targets: contactPaths(c, p).map((x) => ({
        ...pathTarget(c, label, [], { ...x, zocHexes: [], passes: [] }, { type: 'displace', path: x.path.slice(1) }),
        cost: p.distance,
      })),
    },
    {
      id: 'displace:default',
      label: text('Droga domyślna (pierwszeństwo 14.22)', 'The default path (priority 14.22)'),
      group: 'end',
      order: { type: 'displace' },
    },
  ];
};

/**
 * 12.5 asked live (rules version 15): each unit of the overstacked hex with the hexes it may be displaced to
 * (AMB-29: farther from the asked side's units where there are such), one unit a click, and "as the engine chooses"
 */
export const overstackChoices = (c: Ctx, s: WojnaState): OrderChoice[] => {
  const { hex, side } = s.activation!.overstack!;
  const label = text(
    `Przesunięcie nadwyżki stosu z ${hex} (12.5)`,
    `Displace the excess of the stack on ${hex} (12.5)`,
  );
  return [
    ...unitsAt(c, hex)
      .filter((u) => isUnit(c, u))
      .flatMap((unit): OrderChoice[] => {
        const steps = displacementSteps(c, hex, unit, side);
        if (!steps.length) return [];
        const targets = steps.map((to) => ({
          cell: to,
          cost: 1,
          path: [hex, to],
          order: { type: 'overstack', unit, to },
        }));
        return [{ id: `overstack:${unit}`, label, group: `overstack:${unit}`, piece: unit, targets }];
      }),
    {
      id: 'overstack:default',
      label: text('Wybór domyślny (najsłabsze najdalej, AMB-29)', 'The default choice (the weakest farthest, AMB-29)'),
      group: 'end',
      order: { type: 'overstack' },
    },
  ];
};

import type { OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import type { Ctx } from './ctx.js';
import { contactPaths } from './phases/contact-path.js';
import type { WojnaState } from './state.js';
import { pathTarget } from './view-path.js';

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

import type { OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import type { Ctx } from './ctx.js';
import { openReaction } from './phases/contacts.js';
import { reactionPaths } from './phases/reaction.js';
import { versionOf, type WojnaState } from './state.js';
import { pathTarget } from './view-path.js';

/**
 * The live reaction in the view (rules version 5, 13.9–16): the asked stack's retreat paths, each
 * distance 1..max (AMB-47) a target at the hex it ends on, worded with the ZOC tests and pass rolls it
 * costs (view-path.ts), and "no reaction".
 */
export const reactionChoices = (c: Ctx, s: WojnaState): OrderChoice[] => {
  const q = s.activation!.reaction!;
  // one path a hex it may end on: the first of the best priority (reactionPaths' order)
  const paths = reactionPaths(c, s).filter((p, i, all) => all.findIndex((x) => x.path.at(-1) === p.path.at(-1)) === i);
  const out: OrderChoice[] = [];
  const label = text(`Reakcja z ${q.hexes[0]}`, `React from ${q.hexes[0]}`);
  const units = openReaction(c, q.by, q.hexes[0])?.units ?? [];
  // 13.16: a ZOC test a hex; rules version 9: the passes rolled as a retreat's (14.28–29)
  const risk = { rolled: versionOf(s) >= 9, zocRule: '13.16' };
  if (paths.length)
    out.push({
      id: `react:${q.hexes[0]}`,
      label,
      group: 'react',
      targets: paths.map((p) => ({
        ...pathTarget(c, label, units, p, { type: 'react', path: p.path.slice(1) }, risk),
        cost: p.path.length - 1,
      })),
    });
  out.push({ id: 'react:none', label: text('Bez reakcji', 'No reaction'), group: 'end', order: { type: 'react' } });
  return out;
};

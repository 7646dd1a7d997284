import type { OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import type { Ctx } from './ctx.js';
import { reactionPaths } from './phases/reaction.js';
import type { WojnaState } from './state.js';

/**
 * The live reaction in the view (rules version 5, 13.9–16): the asked stack's retreat paths, each
 * distance 1..max (AMB-47) a target at the hex it ends on, and "no reaction".
 */
export const reactionChoices = (c: Ctx, s: WojnaState): OrderChoice[] => {
  const q = s.activation!.reaction!;
  // one path a hex it may end on: the first of the best priority (reactionPaths' order)
  const paths = reactionPaths(c, s).filter((p, i, all) => all.findIndex((x) => x.path.at(-1) === p.path.at(-1)) === i);
  const out: OrderChoice[] = [];
  if (paths.length)
    out.push({
      id: `react:${q.hexes[0]}`,
      label: text(`Reakcja z ${q.hexes[0]}`, `React from ${q.hexes[0]}`),
      group: 'react',
      targets: paths.map((p) => ({
        cell: p.path.at(-1)!,
        path: p.path,
        cost: p.path.length - 1,
        order: { type: 'react', path: p.path.slice(1) },
      })),
    });
  out.push({ id: 'react:none', label: text('Bez reakcji', 'No reaction'), group: 'end', order: { type: 'react' } });
  return out;
};

import type { CampaignCard } from './card.js';
import { type CampaignOptions, optionOf } from './options.js';
import { type Problem, problem, reached } from './time.js';

/**
 * Rule 34: from `accelerationFrom` the Russians may bring a scheduled arrival forward (−1 SuP of
 * income per unit per stage) or hold back one due this stage (+1 per unit per stage kept back,
 * AMB-46; option once: +1 once). A unit held back for SuP may not enter in an RMP of an Allied turn.
 */
export const arrivalAdjust = (
  card: CampaignCard,
  calendar: readonly string[],
  x: {
    date: string;
    side: string;
    dueStage: number;
    stage: number;
    kind: 'accelerate' | 'delay';
    stages: number;
    heldBefore?: boolean;
  },
  opts?: Partial<CampaignOptions>,
): { income: number; newStage: number } | Problem => {
  if (x.side !== 'russians') return problem('34', 'side', 'only the Russians adjust their arrivals');
  if (!reached(calendar, x.date, card.accelerationFrom))
    return problem('34', 'too-early', `arrivals are adjusted from ${card.accelerationFrom}`);
  if (x.stages < 1) return problem('34', 'stages', 'at least one stage');
  if (x.kind === 'accelerate') {
    if (x.dueStage - x.stages < x.stage)
      return problem('34', 'past', 'an arrival comes forward to this stage at the earliest');
    return { income: -x.stages, newStage: x.dueStage - x.stages };
  }
  if (x.dueStage !== x.stage) return problem('34', 'not-due', 'only an arrival due this stage is held back');
  if (x.stages !== 1) return problem('34', 'one-stage', 'an arrival is held back one stage at a time');
  const once = optionOf(opts, 'arrivalDelay') === 'once';
  return { income: once && x.heldBefore ? 0 : 1, newStage: x.stage + 1 };
};

import { CAMPAIGN_EVENT_TYPES } from './campaign/describe.js';

/**
 * Every event type apply returns (GameModule.eventTypes, one line each in describe.ts): the conformance
 * suite fails on any other and, at full scale, on one no random game fires.
 */
export const EVENT_TYPES = [
  'standing',
  'rally',
  'window-passed',
  'rmp',
  'move',
  'arrival',
  'arrival-delayed',
  'attack',
  'attack-result',
  'delaying-action',
  'retreat',
  'check',
  'broken',
  'eliminated',
  'capitulated',
  'left-map',
  'pursuit',
  'vp',
  'phase-end',
  'turn-end',
  'stage-end',
  'game-end',
  // rules 16–21 (scenario B on)
  'rail',
  'reconnaissance',
  'revealed',
  'patrol-removed',
  'concealed',
  'patrol-placed',
  'attack-patrols',
  'hq-break',
  'allied-command',
  'sudden-death',
  // rule 22 (scenario C on)
  'supply-plan',
  'supply-stash',
  'supply-cost',
  'supply-revealed',
  'intelligence',
  'supply-exposed',
  'screen',
  // rules 24–27 (scenario C on)
  'trench',
  'trench-removed',
  'fortress-check',
  'fortress-captured',
  'siege',
  'corps-split',
  'corps-merged',
  'concentration',
  // rule 20, the players' own (rules version 8)
  'secret-rail',
  'concentration-exposed',
  // rules 28–40 (scenarios D, E and the Campaign)
  ...CAMPAIGN_EVENT_TYPES,
] as const;

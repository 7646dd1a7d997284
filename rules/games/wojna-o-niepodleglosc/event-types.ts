/**
 * Every event type apply returns (GameModule.eventTypes, one line each in describe.ts): the conformance
 * suite fails on any other and, at full scale, on one no random game fires.
 */
export const EVENT_TYPES = [
  'supply',
  'command',
  'weather',
  'rebuilt',
  'replacement',
  'replaced',
  'replacement-lost',
  'reinforcement',
  'activation-start',
  'activation-end',
  'move',
  'move-stopped',
  'train-pass',
  'combat',
  'losses',
  'eliminated',
  'retreat',
  'retreat-impossible',
  'hq-zoc-test',
  'hq-overrun',
  'pursuit',
  'pursuit-skipped',
  'hq-pursuit',
  'artillery-caught',
  'overstack',
  'turn-end',
  'game-over',
] as const;

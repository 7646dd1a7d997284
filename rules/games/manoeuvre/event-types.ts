/**
 * Every event type apply returns (GameModule.eventTypes, one line each in describe.ts): the conformance
 * suite fails on any other and, at full scale, on one no random game fires.
 */
export const EVENT_TYPES = [
  'section-placed', 'nations-offered', 'nation-chosen', 'edge-chosen', 'shuffle', 'reshuffle', 'drew-cards',
  'drew', 'hand-chosen', 'hand-ready', 'deployed', 'turn-start', 'turn-end', 'discarded-card', 'discarded',
  'deck-exhausted', 'nightfall-coming', 'moved', 'card-played', 'guerrilla-window', 'guerrilla',
  'guerrilla-pass', 'movement-end', 'assault', 'ambush', 'withdraw', 'us-withdraw', 'defense-leader',
  'defense', 'attack-leader', 'skirmish', 'attack', 'outcome', 'result-chosen', 'hit', 'eliminated',
  'retreated', 'withdrew', 'advanced', 'no-advance', 'pursuit', 'combat-end', 'bombardment', 'volley',
  'grand-battery', 'no-combat', 'restored', 'rally', 'redoubt', 'scouted', 'scouted-hand', 'standing',
  'game-over',
] as const;

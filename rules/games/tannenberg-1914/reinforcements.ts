import type { MapIndex } from './terrain.js';

/**
 * Rule 17: reinforcements. They come on the turn and hex of the track (17.2.1), in their own
 * movement phase, counting as commanded (17.2.7); on a rail hex they arrive loaded, except at the
 * special hex A24B20 (17.2.4). An entry hex in enemy ZOC delays them a turn to any edge hex within
 * 3 (17.2.8). The special reinforcements of 17.3 are triggered by the VP track and the Narew.
 */
export const SPECIAL_ENTRY = 'A24B20';
export const arrivesLoaded = (mi: MapIndex, hex: string): boolean => hex !== SPECIAL_ENTRY && !!mi.railHex(hex);

/** 17.2.8 (TC-67): the hexes a group blocked at `hex` may use one turn later */
export const alternativeEntries = (mi: MapIndex, hex: string): string[] =>
  mi.board.labels.filter((h) => h !== hex && mi.board.onEdge(h) && !mi.water(h) && mi.board.distance(h, hex) <= 3);

/** 17.3.1: Hindenburg replaces Prittwitz in the orders phase after the Russian lead first reaches the threshold */
export const hindenburgDue = (leadReached: number, threshold: number, done: boolean): boolean =>
  !done && leadReached >= threshold;
/** 17.3.2 (TC-63): the western-front troops arrive `delay` turns after the turn the lead reached the threshold */
export const westFrontTurn = (turnReached: number, delay: number): number => turnReached + delay;
/** 17.3.3 (AMB-38): after turn `afterTurn`, a German combat unit within `distance` hexes of the Narew brings the Russians next turn */
export const narewTriggered = (
  mi: MapIndex,
  turn: number,
  afterTurn: number,
  distance: number,
  narew: readonly string[],
  germanUnitHexes: readonly string[],
): boolean => turn > afterTurn && germanUnitHexes.some((g) => narew.some((n) => mi.board.distance(g, n) <= distance));

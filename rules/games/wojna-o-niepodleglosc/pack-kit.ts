/**
 * Wojna o niepodległość's pack for club packs (rules/core/pack-kit.ts): the exercise is the shortest.
 * A module built from a club pack registers it (parts.ts), so the states of its games find it.
 */
import type { PackKit } from '../../core/pack-kit.js';
import { createWojna } from './index.js';
import { PACK } from './pack.js';
import { parsePack } from './pack-check.js';
import type { Pack } from './schema.js';

export const packKit: PackKit<Pack> = {
  game: 'wojna-o-niepodleglosc',
  parse: parsePack,
  create: createWojna,
  shipped: () => PACK,
  shortest: 'exercise-1920',
};

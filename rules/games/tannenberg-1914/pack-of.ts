import { packRegistry } from '../../core/pack-registry.js';
import { PACK } from './pack.js';

/** the pack a Tannenberg state plays on (ours, or a club pack named by hash: core/pack-registry.ts) */
const packs = packRegistry('tannenberg-1914', 'createTannenberg', PACK);
export const registerPack = packs.register;
export const packOf = packs.of;

import { packHash } from './pack-hash.js';

/**
 * Which pack a game's state plays on, for games whose procedures look the pack up from the state.
 * A game on the shipped pack names none (so states and logs recorded before club packs stay byte for
 * byte); a game on a club pack names it in the state (`pack`) by content hash, and the game's
 * create*(pack) registers the pack under that hash when it builds the module.
 */
export interface PackRegistry<P extends object> {
  /** registers a pack other than `ours` and returns its content hash (undefined for `ours`) */
  register(pack: P): string | undefined;
  /** the pack a state plays on: `ours`, or the registered pack its `pack` hash names */
  of(s: { pack?: string }): P;
}

export const packRegistry = <P extends object>(game: string, factory: string, ours: P): PackRegistry<P> => {
  const registered = new Map<string, P>();
  const hashes = new WeakMap<P, string>();
  return {
    register(pack) {
      if (pack === ours) return undefined;
      let hash = hashes.get(pack);
      if (!hash) {
        hashes.set(pack, (hash = packHash(pack)));
        registered.set(hash, pack);
      }
      return hash;
    },
    of(s) {
      if (s.pack === undefined) return ours;
      const p = registered.get(s.pack);
      if (!p) throw new Error(`${game}: pack ${s.pack} is not loaded: build its module with ${factory}(pack) first`);
      return p;
    },
  };
};

/**
 * Pinned packs: a game is played on the pack it started with, whatever pack its module ships today.
 *
 * A game records its pack's content hash (`setup.rules.packHash`). Creating a game keeps the module's
 * pack in the archive (`store/pack-items.ts`, once per hash and process); loading a game whose hash
 * is not the current module's builds the same rules from the kept pack (`module.fromPack`), checks
 * the rebuilt module has the pinned hash, and caches it per hash. A module without `fromPack`, or a
 * hash the archive does not hold (games created before packs were kept), falls back to the current
 * module — the old behaviour — and says so in the log; `npm run check-games` reports those games.
 */
import type { GameModule } from '../../rules/core/contract.js';
import { packKitOf } from '../../rules/pack-kits.js';
import { PackArchive } from '../store/pack-items.js';
import { type PackBlobs, packBlobsFromEnv } from '../store/pack-blobs.js';
import type { Db } from '../store/db.js';

type AnyModule = GameModule<any, any>;

export class PinnedPacks {
  private readonly archive: PackArchive;
  private readonly kept = new Set<string>();
  private readonly built = new Map<string, Promise<AnyModule | null>>();

  private readonly clubBuilt = new Map<string, Promise<AnyModule>>();

  constructor(
    db: Db,
    private readonly log?: (message: string, error?: unknown) => void,
    private blobs?: PackBlobs,
  ) {
    this.archive = new PackArchive(db);
  }

  /**
   * The module of a game on a club's pack: built from the content kept under `hash` with the game's
   * kit (rules/pack-kits.ts), cached per hash. Unlike our own packs there is no fallback: a game on a
   * pack that cannot be found or no longer builds to its hash fails to load rather than be played on
   * other components.
   */
  async clubModule(game: string, hash: string): Promise<AnyModule> {
    const key = `${game}:${hash}`;
    let found = this.clubBuilt.get(key);
    if (!found) {
      found = this.buildClub(game, hash);
      this.clubBuilt.set(key, found);
      found.catch(() => this.clubBuilt.delete(key));
    }
    return found;
  }

  private async buildClub(game: string, hash: string): Promise<AnyModule> {
    const kit = await packKitOf(game);
    if (!kit) throw new Error(`${game} cannot be played on a club pack`);
    this.blobs ??= packBlobsFromEnv();
    const json = await this.blobs.get(hash);
    if (json === null) throw new Error(`club pack ${hash} of ${game} is not kept`);
    const parsed = kit.parse(JSON.parse(json));
    if (!parsed.ok) throw new Error(`club pack ${hash} of ${game} no longer passes its schema`);
    const module = kit.create(parsed.pack);
    if (module.packHash !== hash) throw new Error(`club pack ${hash} of ${game} rebuilt as ${module.packHash}`);
    return module;
  }

  /** keeps the module's pack addressable by its hash (a no-op after the first time in a process) */
  async keep(module: AnyModule, now: Date): Promise<void> {
    const hash = module.packHash;
    if (!hash || module.pack === undefined || this.kept.has(hash)) return;
    await this.archive.keep(module.id, hash, module.pack, now);
    this.kept.add(hash);
  }

  /** the module for a game pinned to `packHash`: the current one if it matches, else one built from the kept pack */
  async moduleFor(current: AnyModule, packHash: string | undefined): Promise<AnyModule> {
    if (!packHash || !current.packHash || packHash === current.packHash || !current.fromPack) return current;
    let found = this.built.get(packHash);
    if (!found) {
      found = this.build(current, packHash);
      this.built.set(packHash, found);
      // a miss is not cached: the pack may be kept by another instance later
      void found.then((m) => m || this.built.delete(packHash));
    }
    return (await found) ?? current;
  }

  private async build(current: AnyModule, packHash: string): Promise<AnyModule | null> {
    const kept = await this.archive.get(packHash);
    if (!kept || kept.game !== current.id) {
      this.log?.(`pack ${packHash} of ${current.id} is not kept: serving the current pack`);
      return null;
    }
    const module = current.fromPack!(kept.pack);
    if (module.packHash !== packHash)
      throw new Error(`pack ${packHash} of ${current.id} rebuilt as ${module.packHash}`);
    return module;
  }
}

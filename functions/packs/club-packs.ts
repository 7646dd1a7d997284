/**
 * Club packs, the service: a club's own components for a game, checked like ours (the game's schema,
 * then the rules: pack-check.ts), kept by content hash (store/pack-blobs.ts) and described per club
 * (store/club-pack-items.ts). Who may do what is the routes' business (api/routes/packs.ts).
 */
import type { StaticBoard } from '../../rules/core/board.js';
import { SeededDice } from '../../rules/core/dice.js';
import { canonicalJson, sha256Text } from '../../rules/core/pack-hash.js';
import type { PackKit, PackPart, PackProblem } from '../../rules/core/pack-kit.js';
import { packKitOf, packKits } from '../../rules/pack-kits.js';
import { type ClubPack, ClubPackStore } from '../store/club-pack-items.js';
import type { Db } from '../store/db.js';
import type { PackBlobs } from '../store/pack-blobs.js';
import { checkPlayable, type PlayCheckOptions } from './pack-check.js';
import { newId } from '../ids.js';

export type { ClubPack } from '../store/club-pack-items.js';

/** the games a club may play on its own pack */
export const packGames = (): string[] => Object.keys(packKits);

export type CheckedPack = { ok: true; kit: PackKit<any>; pack: unknown; hash: string; json: string };
export type PackVerdict = CheckedPack | { ok: false; errors: PackProblem[] };

/** `raw` as a pack of `game`: the schema first (every problem by path), then the rules' check. */
export const checkPack = async (game: string, raw: unknown, play: PlayCheckOptions = {}): Promise<PackVerdict> => {
  const kit = await packKitOf(game);
  if (!kit) return { ok: false, errors: [{ path: 'game', message: `${game} cannot be played on a club pack yet` }] };
  const parsed = kit.parse(raw);
  if (!parsed.ok) return parsed;
  const problems = await checkPlayable(kit, parsed.pack, play);
  if (problems.length) return { ok: false, errors: problems };
  const json = canonicalJson(parsed.pack);
  // packHash(pack) is sha256Text(canonicalJson(pack)): the JSON kept is the JSON hashed, written once
  return { ok: true, kit, pack: parsed.pack, hash: sha256Text(json), json };
};

/**
 * `raw` against the game's schema and cross-checks only (no game played): what the editor marks while a
 * director types, every problem by path. The save still runs the whole check (checkPack).
 */
export const schemaProblems = async (game: string, raw: unknown): Promise<PackProblem[]> => {
  const kit = await packKitOf(game);
  if (!kit) return [{ path: 'game', message: `${game} cannot be played on a club pack yet` }];
  const parsed = kit.parse(raw);
  return parsed.ok ? [] : parsed.errors;
};

/** the parts of a pack of `game` its editor shows as grids */
export const packParts = async (game: string): Promise<readonly PackPart[]> => (await packKitOf(game))?.parts ?? [];

/** the static board of `scenario`, drawn by the game's rules from a parsed pack (null when it does not set up) */
const boardOf = (kit: PackKit<any>, pack: unknown, scenario: string): StaticBoard | null => {
  try {
    const m = kit.create(pack);
    return m.staticBoard(m.setup(scenario, {}, new SeededDice(1)));
  } catch {
    return null;
  }
};

/**
 * The boards the map editor paints on and the counter previews take their colours from, drawn by the
 * game's own rules from `content`: `board`, the kit's shortest scenario's, and for each map part the
 * board of its scenario, by the part's path (none when the game declares no map and no counter faces,
 * or the pack does not set up).
 */
export const packBoards = async (
  game: string,
  content: unknown,
): Promise<{ board: StaticBoard | null; boards: Record<string, StaticBoard> }> => {
  const kit = await packKitOf(game);
  const none = { board: null, boards: {} };
  if (!kit?.parts?.some((p) => p.kind === 'map' || p.kind === 'sections' || (p.kind === 'list' && p.face))) return none;
  const parsed = kit.parse(content);
  if (!parsed.ok) return none;
  const board = boardOf(kit, parsed.pack, kit.shortest);
  const boards: Record<string, StaticBoard> = {};
  for (const p of kit.parts)
    if (p.kind === 'map') {
      const b = !p.scenario || p.scenario === kit.shortest ? board : boardOf(kit, parsed.pack, p.scenario);
      if (b) boards[p.path] = b;
    }
  return { board, boards };
};

/** our own pack of `game`, as a club starts from it and as the documented example; null if none */
export const shippedPack = async (game: string): Promise<unknown> => (await packKitOf(game))?.shipped() ?? null;

export interface SaveInput {
  clubId: string;
  /** absent: a new pack */
  packId?: string;
  /** for an existing pack: the version the director edited (a stale one is refused) */
  expectedVersion?: number;
  game: string;
  name: string;
  provenance: string;
  content: unknown;
  userId: string;
  now: Date;
}
export type SaveResult =
  | { kind: 'saved'; pack: ClubPack }
  | { kind: 'invalid'; errors: PackProblem[] }
  | { kind: 'not-found' }
  | { kind: 'stale'; current: ClubPack }
  | { kind: 'other-game'; current: ClubPack };

export class ClubPacks {
  readonly store: ClubPackStore;

  constructor(
    db: Db,
    private readonly blobs: PackBlobs,
    private readonly play: PlayCheckOptions = {},
  ) {
    this.store = new ClubPackStore(db);
  }

  list(clubId: string): Promise<ClubPack[]> {
    return this.store.list(clubId);
  }

  get(clubId: string, packId: string): Promise<ClubPack | null> {
    return this.store.get(clubId, packId);
  }

  /** the content of `pack`'s current version */
  async content(pack: ClubPack): Promise<unknown> {
    const json = await this.blobs.get(pack.hash);
    if (json === null)
      throw new Error(`club pack ${pack.packId} version ${pack.version}: content ${pack.hash} is not kept`);
    return JSON.parse(json);
  }

  /** a new pack, or the next version of one: checked, its content kept by hash, then described */
  async save(input: SaveInput): Promise<SaveResult> {
    const before = input.packId ? await this.store.get(input.clubId, input.packId) : null;
    if (input.packId && !before) return { kind: 'not-found' };
    if (before && before.game !== input.game) return { kind: 'other-game', current: before };
    if (before && input.expectedVersion !== undefined && input.expectedVersion !== before.version)
      return { kind: 'stale', current: before };
    const verdict = await checkPack(input.game, input.content, this.play);
    if (!verdict.ok) return { kind: 'invalid', errors: verdict.errors };
    // content first: a description never names a hash whose content is missing
    await this.blobs.put(verdict.hash, verdict.json);
    const at = input.now.toISOString();
    const pack: ClubPack = {
      clubId: input.clubId,
      packId: before?.packId ?? newId(),
      game: input.game,
      name: input.name,
      version: (before?.version ?? 0) + 1,
      hash: verdict.hash,
      provenance: input.provenance,
      bytes: Buffer.byteLength(verdict.json, 'utf8'),
      createdBy: before?.createdBy ?? input.userId,
      createdAt: before?.createdAt ?? at,
      updatedBy: input.userId,
      updatedAt: at,
    };
    if (await this.store.save(pack)) return { kind: 'saved', pack };
    const current = await this.store.get(input.clubId, pack.packId);
    return current ? { kind: 'stale', current } : { kind: 'not-found' };
  }
}

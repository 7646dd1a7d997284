import type { ApplyResult, GameModule } from '../../core/contract.js';
import { FixedDice } from '../../core/dice.js';
import wojna from './index.js';
import type { SideId } from './schema.js';
import type { WojnaBatch, WojnaOrder } from './orders.js';
import type { WojnaState } from './state.js';
import { buildCtx, withPieces, type Ctx, type PieceState } from './ctx.js';
import type { Options } from './variants.js';
import { parsePack } from './pack-check.js';
import { PACK, RAW_PACK } from './pack.js';
import type { Pack } from './schema.js';

/**
 * Test support: the exercise-1920 map and counters with an empty board, then exactly the pieces a
 * test names: `{ 'pl-5pp': '0604', 'op-23ps': ['0605', 2] }` (a level after the hex).
 */
export type Placement = Record<string, string | [string, number] | Partial<PieceState>>;

export const board = (placed: Placement, options: Partial<Options> = {}, turn = 2, pack: Pack = PACK): Ctx => {
  const base = buildCtx(pack, 'exercise-1920', undefined, options);
  const empty: Record<string, Partial<PieceState>> = {};
  for (const id of Object.keys(base.pieces)) empty[id] = { hex: null, level: 1 };
  for (const [id, p] of Object.entries(placed))
    empty[id] =
      typeof p === 'string'
        ? { hex: p, level: 1 }
        : Array.isArray(p)
          ? { hex: p[0], level: p[1] }
          : { hex: null, level: 1, ...p };
  return { ...withPieces(base, empty), turn };
};

/** d10 faces as the rulebook reads them (0–9), for a FixedDice: core's zero-based die takes them as they are */
export const d10s = (...faces: number[]): number[] => faces;

/** our pack with a change to its raw JSON (e.g. a counter's printed values), validated again */
export const packWith = (change: (raw: any) => void): Pack => {
  const raw = JSON.parse(JSON.stringify(RAW_PACK));
  change(raw);
  const r = parsePack(raw);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('; '));
  return r.pack;
};
/** a counter of the exercise forces in raw JSON */
export const counter = (raw: any, id: string): any =>
  [...raw.forces['exercise-1920'].units, ...raw.forces['exercise-1920'].hqs].find((u: { id: string }) => u.id === id);

/** the state after an accepted batch (a refusal fails the test with its error) */
export const ok = (r: ApplyResult<WojnaState>): WojnaState => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.state;
};
/** `side`'s batch of `orders`, the dice showing `dice` (none by default) */
export const play = (s: WojnaState, side: SideId, orders: WojnaOrder[], dice: number[] = []): ApplyResult<WojnaState> =>
  wojna.apply(s, side, { orders }, new FixedDice(dice));
/** the order that ends a step: an activation, a window, a phase */
export const end: WojnaOrder = { type: 'end' };
/** a standing order: the side's policy `key` set to `value` */
export const standing = (key: string, value: string): WojnaOrder => ({ type: 'standing', key, value }) as WojnaOrder;
/** one move order alone, with no dice */
export const moveAlone = (s: WojnaState, side: SideId, piece: string, path: string[]): ApplyResult<WojnaState> =>
  wojna.apply(s, side, { orders: [{ type: 'move', piece, path }] }, new FixedDice([]));

/**
 * A game set up and past its air plan windows with no aviation flown (3.2: `end` in each) and none in
 * defence (both sides' policy `defenceAir: none`), for tests of
 * the later phases: the setup dice are read as before aviation was in play (no mission, no recon roll).
 */
export const started = (...args: Parameters<typeof wojna.setup>): WojnaState => startedOn(wojna, ...args);
/** `started` on another module: one built from an edited pack (the pack editor's tests) */
export const startedOn = (
  m: GameModule<WojnaState, WojnaBatch>,
  ...args: Parameters<typeof wojna.setup>
): WojnaState => {
  let s = m.setup(...args);
  while (s.awaiting?.kind === 'air')
    s = ok(m.apply(s, s.awaiting.side, { orders: [{ type: 'end' }] }, new FixedDice([])));
  for (const p of Object.values(s.policies ?? {})) p.defenceAir = 'none';
  return s;
};

/**
 * Turn 2 of exercise-1920 with both army HQs (0206, 1506) and `pieces` (id → hex, in that order),
 * the Polish activation next; setup rolls `zeros` zeros; `m` the module played (ours unless given).
 */
export const turnTwo = (
  pieces: Record<string, string>,
  rulesVersion?: number,
  zeros = 20,
  m: GameModule<WojnaState, WojnaBatch> = wojna,
): WojnaState =>
  startedOn(
    m,
    'exercise-1920',
    {
      position: {
        turn: 2,
        pieces: [
          // the army HQs stand on their usual hexes unless `pieces` places them
          ...[
            { piece: 'pl-army', hex: '0206' },
            { piece: 'op-army', hex: '1506' },
          ].filter((p) => !(p.piece in pieces)),
          ...Object.entries(pieces).map(([piece, hex]) => ({ piece, hex })),
        ],
      },
    },
    new FixedDice(Array(zeros).fill(0)),
    rulesVersion ? { rulesVersion } : undefined,
  );

/** one of exercise-1920's scripted positions set up with 3 d10s (0, 9, 0) */
const scripted = (position: string, rulesVersion?: number): WojnaState =>
  wojna.setup('exercise-1920', { position }, new FixedDice(d10s(0, 9, 0)), rulesVersion ? { rulesVersion } : undefined);

/** the position cavalry-reaction set up (3 d10s: 0, 9, 0) and played on to the Polish activation of turn 2 */
export const cavalryReaction = (rulesVersion?: number): WojnaState => {
  let s = scripted('cavalry-reaction', rulesVersion);
  while (!(s.awaiting?.side === 'polish' && s.awaiting.kind === 'activation'))
    s = ok(wojna.apply(s, s.awaiting!.side, { orders: [{ type: 'end' }] }, new FixedDice(Array(20).fill(0))));
  return s;
};

/**
 * The position encircled-open (turn 2) set up (3 d10s: 0, 9, 0), both air plan windows ended and the
 * Polish units segment ended: the Polish combat segment is next (1 pp Leg. and 1 p. uł. next to 23 ps on 1004).
 */
export const encircledOpen = (rulesVersion?: number): WojnaState => {
  let s = scripted('encircled-open', rulesVersion);
  const end = { orders: [{ type: 'end' as const }] };
  while (s.awaiting?.kind === 'air') s = ok(wojna.apply(s, s.awaiting.side, end, new FixedDice([])));
  return ok(wojna.apply(s, 'polish', end, new FixedDice([])));
};

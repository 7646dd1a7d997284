/**
 * Helpers for this game's tests and for bug reports: positions (README "Positions"), small
 * fixture maps for the rulebook's worked examples that lie outside scenario A's area, and a
 * one-call apply with fixed dice.
 */
import type { Dice, GameEvent } from '../../core/contract.js';
import { FixedDice, SeededDice } from '../../core/dice.js';
import { jsonCopy } from '../../core/runner.js';
import { hexNumber } from './mapindex.js';
import { weak } from './combat.js';
import { boardOf } from './ctx.js';
import { movers, obligations } from './movement.js';
import { heldAtStart } from './phases/movement.js';
import owc from './index.js';
import type { OwcOrder } from './orders.js';
import { PACK } from './pack.js';
import {
  parsePack,
  type HexsideKind,
  type MapData,
  type Nation,
  type Pack,
  type SideId,
  type Terrain,
  type UnitDef,
} from './schema.js';
import type { OwcState } from './state.js';
import type { Variants } from './variants.js';

/** our pack as a club edits it (issue 20), under the id `id`, checked as an upload is (parsePack) */
export const clubPack = (id: string, edit: (p: Pack) => void): Pack => {
  const p: Pack = jsonCopy(PACK);
  p.id = id;
  edit(p);
  const r = parsePack(p);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('; '));
  return r.pack;
};

export interface PosUnit {
  id: string;
  hex?: string;
  broken?: boolean;
  def?: Omit<UnitDef, 'id'>;
  due?: number;
  dueHex?: string;
  attacked?: boolean;
  attackedNormal?: boolean;
  moved?: boolean;
  noAttack?: boolean;
  concealed?: boolean;
  /** inside its corps, or a corps broken down (27) */
  split?: boolean;
  how?: 'hex' | 'upper-vistula' | 'lower-vistula' | 'secret' | 'rail';
  /** 20 (v8): sent by its owner to the Secret Concentration box; 20.4: its town exposed */
  sent?: boolean;
  exposed?: boolean;
}
/** A unit of our own making for a test: a 2-9 infantry corps with control lines unless told otherwise. */
export const unit = (
  id: string,
  side: SideId,
  hex: string,
  o: Partial<Omit<UnitDef, 'id' | 'side'>> & { broken?: boolean } = {},
): PosUnit => {
  const { broken, ...def } = o;
  return {
    id,
    hex,
    ...(broken ? { broken } : {}),
    def: {
      name: { pl: id, en: id },
      short: id.slice(0, 12),
      side,
      nat: side === 'allies' ? 'AH' : 'RU',
      size: 'corps',
      arm: 'infantry',
      sp: 2,
      r: 9,
      cl: true,
      ...def,
    },
  };
};
/** Plain corps (unit() with no options), in order: corps('a allies 1312, r russians 1313'). */
export const corps = (...specs: string[]): PosUnit[] =>
  specs.flatMap((spec) =>
    spec.split(',').map((one) => {
      const [id, side, hex] = one.trim().split(/\s+/);
      return unit(id, side as SideId, hex);
    }),
  );
/** An Army HQ of our own making (21): strength 1, no control lines, command range `cr`. */
export const hq = (
  id: string,
  side: SideId,
  hex: string,
  cr: number,
  o: Partial<Omit<UnitDef, 'id' | 'side'>> = {},
): PosUnit => unit(id, side, hex, { size: 'hq', sp: 1, r: 7, cl: false, cr, ...o });
export const division = (
  id: string,
  side: SideId,
  hex: string,
  o: Partial<Omit<UnitDef, 'id' | 'side'>> & { broken?: boolean } = {},
): PosUnit => unit(id, side, hex, { size: 'division', sp: 1, cl: false, ...o });

/** A position (README "Positions"), optionally with game options (README "Game options", variants.ts). */
export const position = (p: Record<string, unknown>, options: Partial<Variants> = {}): OwcState =>
  owc.setup('A', { position: p, ...options }, new FixedDice([]));

/** A position on a map of its own (a fixture), the whole map in play. */
export const fixturePosition = (map: MapData, p: Record<string, unknown>, options: Partial<Variants> = {}): OwcState =>
  position({ map, area: null, ...p }, options);
/** Standing orders under which both sides answer retreats and delaying actions at once (attack tests). */
export const AUTO = { allies: { retreat: 'auto', delay: 'never' }, russians: { retreat: 'auto', delay: 'never' } };
/** An attack order. */
export const atk = (target: string, units: string[]) => ({ type: 'attack' as const, target, units });

/** A position on scenario B's board, with B's rules (16–21, B.1–B.5) unless the position names others. */
export const positionB = (p: Record<string, unknown>): OwcState =>
  owc.setup('B', { position: { scenario: 'B', ...p } }, new FixedDice([]));

/**
 * A small all-clear map: rows × cols, Austro-Hungarian territory in the columns up to `westCols`,
 * Russian beyond; features and towns as given. The whole map is the play area.
 */
export const fixtureMap = (o: {
  rows: [number, number];
  cols: [number, number];
  westCols?: number;
  terrain?: Record<string, Terrain>;
  sides?: [string, string, HexsideKind, boolean?][];
  towns?: MapData['towns'];
  nat?: (hex: string) => Nation;
}): MapData => {
  const hexes: MapData['hexes'] = [];
  for (let r = o.rows[0]; r <= o.rows[1]; r++)
    for (let c = o.cols[0]; c <= o.cols[1]; c++) {
      const id = hexNumber(r, c);
      const nat = o.nat ? o.nat(id) : c <= (o.westCols ?? Math.floor((o.cols[0] + o.cols[1]) / 2)) ? 'AH' : 'RU';
      hexes.push({ id, terrain: o.terrain?.[id] ?? 'clear', nat, front: 'G' });
    }
  return {
    id: 'fixture',
    title: { pl: 'mapa testowa', en: 'test map' },
    ours: true,
    grid: { orientation: 'flat', offset: 'even', labels: 'RRCC' },
    hexes,
    hexsides: (o.sides ?? []).map(([a, b, kind, bridge]) => ({ a, b, kind, ...(bridge ? { bridge } : {}) })),
    towns: o.towns ?? [],
    railways: [],
    regions: {},
  };
};

/** Apply orders with fixed dice; throws with the rule error when refused. Returns the dice left unused too. */
export const play = (
  s: OwcState,
  side: SideId,
  orders: OwcOrder[],
  dice: number[] = [],
): { state: OwcState; events: GameEvent[]; used: number } => {
  const d = new FixedDice(dice);
  const r = owc.apply(s, side, { orders }, d);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return { state: r.state, events: r.events, used: d.used };
};
export const refuse = (s: OwcState, side: SideId, orders: OwcOrder[], dice: number[] = []) => {
  const r = owc.apply(s, side, { orders }, new FixedDice(dice));
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
};
export const ofType = (events: GameEvent[], type: string): Record<string, any>[] =>
  events.filter((e) => e.type === type).map((e) => e.data as Record<string, any>);

/** Scenario A from its set-up to the first Allied movement phase, passing every step before it (benches, tests). */
export const firstAlliedMovement = (): OwcState => {
  let s: OwcState = owc.setup('A', {}, new FixedDice([]));
  for (let i = 0; i < 5 && owc.status(s).phase !== 'move.move'; i++) {
    const phase = owc.status(s).phase;
    const r = owc.apply(
      s,
      'allies',
      { orders: [{ type: phase.startsWith('attack') ? 'end-phase' : 'pass' }] },
      new FixedDice([]),
    );
    if (!r.ok) throw new Error(`first Allied movement: ${JSON.stringify(r.error)}`);
    s = r.state;
  }
  if (owc.status(s).phase !== 'move.move') throw new Error('first Allied movement: not reached');
  return s;
};

/**
 * Up to six choices with targets that `side`'s view offers, one random target each, applied on their
 * own (with the pass or reserve order their batch needs): the first refusal, or how many were accepted.
 */
export const offeredTargetsAccepted = (
  s: OwcState,
  side: SideId,
  dice: Dice,
): { refused: string } | { accepted: number } => {
  let accepted = 0;
  // a lone march cannot be judged while other units owe a move this phase (5.3, A.1): the random player does those
  if (s.await?.kind === 'move') {
    const b = boardOf(s);
    const must = obligations(s, b, side, movers(s, b, side, null), heldAtStart(s));
    if (must.enterArea.length || must.overstack.length) return { accepted };
  }
  // marches, attacks and pursuits: a retreat's target is its choice's own order, played by the random games
  for (const c of owc
    .view(s, side)
    .options.choices.filter((x) => x.targets?.length && x.order === undefined)
    // a weak unit's own attack targets only add it to others (8.1.2, 21.2: never alone)
    .filter((x) => !(s.await?.kind === 'attack' && x.piece && weak(s, x.piece)))
    .slice(0, 6)) {
    const order = c.targets![dice.roll(c.targets!.length) - 1]!.order as OwcOrder;
    const orders: OwcOrder[] =
      s.await?.kind === 'window'
        ? [{ type: 'reserve' }, order]
        : s.await?.kind === 'move'
          ? [order, { type: 'pass' }]
          : [order];
    const r = owc.apply(s, side, { orders }, new SeededDice(99));
    if (!r.ok) return { refused: JSON.stringify(r.error) };
    accepted++;
  }
  return { accepted };
};

/**
 * Random games (one per seed) in which, before each batch, the awaited side's offered targets are
 * tried on their own (offeredTargetsAccepted): how many were accepted, the refusals, the final states.
 */
export const offeredTargetsInGames = (
  scenario: string,
  options: Record<string, unknown>,
  seeds: number[],
): { checked: number; refused: string[]; finals: OwcState[] } => {
  const out = { checked: 0, refused: [] as string[], finals: [] as OwcState[] };
  for (const seed of seeds) {
    const dice = new SeededDice(seed);
    let s: OwcState = owc.setup(scenario, options, dice);
    for (let step = 0; step < 400 && !owc.status(s).result; step++) {
      const side = owc.status(s).waitingFor[0] as SideId;
      const offered = offeredTargetsAccepted(s, side, dice);
      if ('refused' in offered) out.refused.push(offered.refused);
      else out.checked += offered.accepted;
      const r = owc.apply(s, side, owc.randomBatch(s, side, dice), dice);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      s = r.state;
    }
    out.finals.push(s);
  }
  return out;
};

/** A shipped scenario set up on a position (its units placed as `p` says), rallies off by standing order. */
export const scenarioAt = (id: string, p: Record<string, unknown>): OwcState =>
  owc.setup(
    id,
    { position: { standing: { allies: { rally: 'none' }, russians: { rally: 'none' } }, ...p } },
    new FixedDice([]),
  );

/**
 * 37.1 (AMB-58): the campaign's first Russian turn in its repeat phase, East Prussian attacks still owed
 * and one possible (ru-i and ru-ii on 1113 beside de-xvii on 1112)
 */
export const owingEastPrussia = (): OwcState =>
  scenarioAt('campaign', {
    stage: 1,
    phasing: 'russians',
    phase: 'repeat',
    units: [
      { id: 'ru-i', hex: '1113' },
      { id: 'ru-ii', hex: '1113' },
      { id: 'de-xvii', hex: '1112' },
      { id: 'ah-i', hex: '3409' },
    ],
  });

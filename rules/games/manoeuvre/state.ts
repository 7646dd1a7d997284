/** The game state: plain JSON (spec 2.9); component data lives in `defs` (data.ts), looked up by id. */
import type { Edge, Quadrant, Rotation } from './geometry.js';
import type { ArmyDef, Pack, Terrain } from './schema.js';
import { jsonCopy } from '../../core/runner.js';

export const SIDES = ['blue', 'red'] as const;
export type MSide = (typeof SIDES)[number];
export const other = (s: MSide): MSide => (s === 'blue' ? 'red' : 'blue');
export const isSide = (s: string): s is MSide => s === 'blue' || s === 'red';

export type Phase =
  | 'setup.sections'
  | 'setup.pair'
  | 'setup.nation'
  | 'setup.edge'
  | 'setup.hand'
  | 'setup.deploy'
  | 'discard'
  | 'movement'
  | 'combat'
  | 'restoration'
  | 'guerrilla'
  | 'defense'
  | 'attack'
  | 'choice'
  | 'retreat'
  | 'advance'
  | 'over';

export interface Variants {
  /** V1: the day ends after the player turn (Polish) or after the game turn (EN2010) */
  endOfDay: 'player-turn' | 'game-turn';
  /** V2: no Forced March for a unit that began (Polish) or began or ended (EN2010) its move in Field/Marsh */
  forcedMarch: 'began' | 'began-or-ended';
  /** V3: attrition exception by any own 5th loss in the combat (Polish) or only by Committed Attack (EN2010) */
  attrition: 'any' | 'committed';
  /** 3.1.7: starting hands drawn, or chosen (experienced players) */
  hands: 'draw' | 'choose';
}

/**
 * The situations a Guerrilla answer is decided in (spec 5.2 P1–P3, "policy per card type"; 4.10.4 lists
 * the cards): P1 a Supply move, P2 a Forced March, P3 a restoration by Supply, Regroup or Unit Card.
 */
export const GUERRILLA_CASES = ['supply-move', 'forced-march', 'supply-restore', 'regroup', 'unit-card'] as const;
export type GuerrillaCase = (typeof GUERRILLA_CASES)[number];
export type GuerrillaPolicy = 'ask' | 'never';

export interface Standing {
  /** P1–P3: ask me for Guerrilla answers, or never (every situation without its own setting) */
  guerrilla: GuerrillaPolicy;
  /**
   * per-situation settings that override `guerrilla`; absent in states written before they existed,
   * and cleared again by setting `guerrilla` (one value for all), so old logs replay to the same state
   */
  guerrillaBy?: Partial<Record<GuerrillaCase, GuerrillaPolicy>>;
  /** P7: my answer when the result is my choice */
  choice: 'ask' | 'hit' | 'retreat';
}

export interface Player {
  army: string | null;
  edge: Edge | null;
  hand: string[];
  deck: string[];
  discard: string[];
  /** 0: first deck not yet exhausted; 1 or 2: was the first or the second to draw its last card (spec 4.2.4) */
  exhausted: 0 | 1 | 2;
  reshuffles: number;
  standing: Standing;
  handChosen: boolean;
  /** cards the opponent has seen while they were in this hand or on the discard top before a reshuffle (Scout, Skirmish): no longer secret */
  shown: string[];
}

export interface UnitState {
  side: MSide;
  sq: string | null;
  status: 'full' | 'reduced' | 'eliminated';
}

export interface Turn {
  basicDone: boolean;
  supplyUsed: boolean;
  /** units moved this phase (basic or Supply) */
  moved: string[];
  /** units a Forced March was played for (cancelled ones too, spec 4.5.3) */
  fm: string[];
  /** the unit that just moved and where its move began (Forced March, AMB-8) */
  last: { unit: string; from: string } | null;
  combatDone: boolean;
  restoreDone: boolean;
  redoubtDone: boolean;
  /** right after the draw: a Scout/Spy now refills the hand (EN2010 "mid-draw") */
  fresh: boolean;
  /** cards discarded in this Discard phase (only the top is public, spec 2.7) */
  discarded: number;
}

/** the policy that applies to one situation */
export const guerrillaPolicy = (st: Standing, k: GuerrillaCase): GuerrillaPolicy => st.guerrillaBy?.[k] ?? st.guerrilla;

export interface GuerrillaWindow {
  kind: 'supply' | 'forced-march' | 'restore';
  card: string;
  unit: string;
  path?: string[];
  from?: string;
}

export interface CombatCard {
  card: string;
  unit: string | null;
}

export interface Combat {
  kind: 'assault' | 'ambush';
  attacker: string | null;
  init: string;
  target: string;
  /** the target's square when the combat began */
  square: string;
  advanceIfWithdrawn?: boolean;
  def: string[];
  defLeader: string | null;
  usTried: string | null;
  defChoice: 'hit' | 'retreat' | null;
  defTo: string | null;
  atk: CombatCard[];
  leader: { card: string; mode: 'combat' | 'command' } | null;
  supports: string[];
  committed: CombatCard[];
  sappers: string | null;
  atkChoice: 'hit' | 'retreat' | null;
  A?: number;
  D?: number;
  outcome?: Outcome;
  /** the continuation: what happens next */
  step: 'defense' | 'attack' | 'outcome' | 'retreat' | 'advance' | 'pursuit' | 'finish';
  withdrew: boolean;
  retreated: boolean;
  chooser: MSide | null;
  /** v2: the attacker declared with `resolve` (no step-5 cards): resolve once the defender answers */
  resolveAtOnce?: { choice: 'hit' | 'retreat' | null };
  retreatOptions: string[];
  advanced: string | null;
  lossesBefore: Record<MSide, number>;
}

export type Outcome = 'attackers-hit' | 'none' | 'defender-choice' | 'attacker-choice' | 'hit-retreat' | 'eliminate';

export interface Custom {
  armies?: ArmyDef[];
  chart?: Terrain[];
}

/**
 * The rules version a game began under (index.ts `rulesVersion`; README "Rules versions"). 2: the
 * common turn in two submissions (combat implies the end of movement, `resolve` may be pre-committed
 * with the declaration, steps with one legal answer are taken by the rules).
 */
export const RULES_VERSION = 2;
/** the game's rules version: absent in states of version 1, so their logs replay byte for byte */
export const rulesOf = (s: MState): number => s.rules ?? 1;

export interface MState {
  v: 1;
  /** the rules version the game began under; absent = 1 */
  rules?: number;
  pack: string;
  /** a club pack's content hash (a module built by createManoeuvre(pack), pack.ts); absent: our pack */
  packHash?: string;
  /** the club pack itself, in games begun before packHash (read only: new games name the hash) */
  packData?: Pack;
  scenario: 'standard' | 'intro' | 'position';
  custom?: Custom;
  options: Variants;
  phase: Phase;
  active: MSide;
  first: MSide;
  /** game turn number (spec 1.5) */
  turnNo: number;
  sections: { quadrant: Quadrant; id: number; rotation: Rotation }[];
  /** terrain id per square index (a1, b1, … h8); null until the map is built */
  terrain: string[] | null;
  pair: string[] | null;
  deployer: MSide | null;
  players: Record<MSide, Player>;
  units: Record<string, UnitState>;
  redoubts: string[];
  turn: Turn;
  window: GuerrillaWindow | null;
  combat: Combat | null;
  /** the day ends at the end of this player turn or game turn (spec 4.2.4) */
  endAfter: 'player-turn' | 'game-turn' | null;
  scout: { by: MSide; cards: string[] } | null;
  /** the two d10 rolls per round that chose the first player (spec 3.1.1), shown in the panel */
  firstRolls: number[][];
  result: { winner: MSide; reason: 'attrition' | 'nightfall'; detail: string; control?: Record<MSide, number> } | null;
}

export const freshTurn = (): Turn => ({
  basicDone: false,
  supplyUsed: false,
  moved: [],
  fm: [],
  last: null,
  combatDone: false,
  restoreDone: false,
  redoubtDone: false,
  fresh: false,
  discarded: 0,
});

export const freshPlayer = (): Player => ({
  army: null,
  edge: null,
  hand: [],
  deck: [],
  discard: [],
  exhausted: 0,
  reshuffles: 0,
  standing: { guerrilla: 'ask', choice: 'ask' },
  handChosen: false,
  shown: [],
});

/**
 * A state before set-up begins, with every field in the order stored states have (the regression
 * logs hash them as JSON); set-up and positions fill in the rest. Version 1 states carry no `rules`.
 */
export const blankState = (scenario: MState['scenario'], options: Variants, first: MSide, rules: number): MState => {
  const s: MState = {
    v: 1,
    pack: 'rozkaz',
    scenario,
    options,
    phase: 'setup.sections',
    active: first,
    first,
    turnNo: 0,
    sections: [],
    terrain: null,
    pair: null,
    deployer: null,
    players: { blue: freshPlayer(), red: freshPlayer() },
    units: {},
    redoubts: [],
    turn: freshTurn(),
    window: null,
    combat: null,
    endAfter: null,
    scout: null,
    firstRolls: [],
    result: null,
  };
  if (rules >= 2) s.rules = rules;
  return s;
};

/**
 * apply never mutates its input: copy everything but the shared, never-mutated component data. Core's
 * `jsonCopy` gives what the JSON round trip gave (keys in order, undefined fields dropped) in about a
 * quarter of its time; the copy was three quarters of an apply (bench/manoeuvre-apply-prof.ts).
 */
export const cloneState = (s: MState): MState => {
  const { custom, ...rest } = s;
  const c = jsonCopy(rest) as MState;
  if (custom) c.custom = custom;
  return c;
};

/** who must act now (spec 5.2) */
export const awaited = (s: MState): MSide[] => {
  switch (s.phase) {
    case 'over':
      return [];
    case 'setup.sections':
    case 'setup.nation':
      return [s.first];
    case 'setup.pair':
    case 'setup.edge':
      return [other(s.first)];
    case 'setup.hand':
      return SIDES.filter((x) => !s.players[x].handChosen);
    case 'setup.deploy':
      return [s.deployer!];
    case 'guerrilla':
    case 'defense':
    case 'retreat':
      return [other(s.active)];
    case 'choice':
      return [s.combat!.chooser!];
    default:
      return [s.active];
  }
};

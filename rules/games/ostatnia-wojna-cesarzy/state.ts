import type { MapData, Pack, RuleGroup, ScenarioData, SideId, UnitDef } from './schema.js';
import type { Variants } from './variants.js';
import type { RailUse } from './rail-transfers.js';
import type { SupplyState } from './supply.js';
import type { CampaignState } from './campaign/state.js';
import type { AlliedSeats } from './seats.js';

export const PHASES = ['supply', 'w1', 'attack', 'w2', 'move', 'w3', 'repeat', 'over'] as const;
export type Phase = (typeof PHASES)[number];

export type AwaitKind =
  | 'screen'
  | 'supply'
  | 'rally'
  | 'recon'
  | 'window'
  | 'attack'
  | 'move'
  | 'delay'
  | 'retreat'
  | 'pursuit';

export interface UnitState {
  id: string;
  /** 'map': on hex; 'due': waiting to arrive (A.2, 13); 'dead': eliminated; 'box': in the side's off-map box (patrols 17, secret concentration 20); 'split': a corps broken down into its divisions, or a division inside its corps (27) */
  where: 'map' | 'due' | 'dead' | 'box' | 'split';
  hex: string | null;
  broken: boolean;
  /** stage number (1-based) in which a 'due' unit arrives, and where (A.2; for units that left the map: the exit hex) */
  due?: number;
  dueHex?: string;
  moved?: boolean;
  /** placed this movement phase (A.2: may not move in it) */
  placed?: boolean;
  /** took part in an attack this attack phase (7.1.2) */
  attacked?: boolean;
  /** attacked (or joined to pursue) in the normal attack phase of this player-turn: may not move in the normal movement phase (5) */
  attackedNormal?: boolean;
  /** moved under the 6.2.2 exception: may not attack in the next attack phase */
  noAttack?: boolean;
  /** pursued after the current attack (10) */
  pursued?: boolean;
  /** retreated off an own board edge; leaves the map after its check (13) */
  exitPending?: boolean;
  /** face down (16): the other side sees only that a counter is there */
  concealed?: boolean;
  /** 24, 24.2: built or destroyed trenches in this player-turn's supply phase: may neither move nor attack */
  dug?: boolean;
  /** B.2: how a scheduled arrival enters (absent: A.2's town) */
  how?: ArrivalHow;
  /** 20 (v8): sent to the Secret Concentration box by its owner's `secret-rail` order (not a scheduled arrival) */
  sent?: boolean;
  /** 20.4 (v8): the opponent's intelligence has exposed this unit's concentration town */
  exposed?: boolean;
}
export type ArrivalHow = 'hex' | 'upper-vistula' | 'lower-vistula' | 'secret' | 'rail';

export const STANDING = {
  rally: ['all', 'ask', 'none'],
  rmp: ['never', 'after-attacks', 'always'],
  ownRmp: ['ask', 'never'],
  retreat: ['ask', 'auto'],
  delay: ['ask', 'always', 'never'],
  /** 16, 17.2: at the end of the opponent's movement phase, conceal every eligible unit and place every patrol it may (scenarios with concealment only) */
  conceal: ['none', 'all'],
  /** 25.6 (v2): the defender of an attacked isolated fortress, not surrounded, gives up its defence (a normal attack) */
  abandon: ['never', 'always'],
} as const;
export type StandingKey = keyof typeof STANDING;
type StandingOf<K extends StandingKey> = (typeof STANDING)[K][number];
export type Standing = { [K in Exclude<StandingKey, 'conceal' | 'abandon'>]: StandingOf<K> } & {
  conceal?: StandingOf<'conceal'>;
  abandon?: StandingOf<'abandon'>;
};
/**
 * the standing orders a game has: `conceal` only where rule 16 is in force (a scenario-A state never
 * holds it), `abandon` only where rule 25 is, from rules version 2
 */
export const standingKeys = (s: { rules: readonly string[]; rulesVersion?: number }): StandingKey[] =>
  (Object.keys(STANDING) as StandingKey[]).filter(
    (k) =>
      (k !== 'conceal' || s.rules.includes('concealment')) &&
      (k !== 'abandon' || (s.rules.includes('fortresses') && (s.rulesVersion ?? 1) >= 2)),
  );
export const DEFAULT_STANDING: Standing = { rally: 'all', rmp: 'never', ownRmp: 'ask', retreat: 'ask', delay: 'ask' };

export interface RetreatOption {
  path: string[];
  /** total resilience modifier of the retreat (9.2–9.5.1), ≤ 0 */
  mod: number;
  parts: { rule: string; value: number }[];
  endEncircled: boolean;
  endAdjacentEnemy: boolean;
  /** x displacement in the proper direction (9.8) */
  progress: number;
  /** 21.5 (rules version 7): the path steps toward this HQ where 9.4.1 forbids it: the unit is broken, no check */
  towardHq?: string;
}

export interface AttackPending {
  id: number;
  target: string;
  attackers: string[];
  defenders: string[];
  repeat: boolean;
  /** the defender's side */
  side: SideId;
  step: 'delay' | 'retreat' | 'pursuit';
  /** delaying action taken (12.1): no resilience checks */
  delaying: boolean;
  /** 25.1 (AMB-26): attackers that came out of an isolated fortress and check after the attack */
  sortie?: string[];
  /** a fallen fortress's troops retreat with no check after it (25.2.2, AMB-29) */
  noChecks?: boolean;
  /** attack-related resilience modifiers for the defenders' checks (8.2–8.4) */
  checkMods: { rule: string; value: number }[];
  queue: string[];
  /** units that retreated and still owe their check, with their retreat modifier */
  done: {
    unit: string;
    mod: number;
    parts: { rule: string; value: number }[];
    encircledEnd: boolean;
    /** 21.5: broken by its retreat toward this HQ, in place of the check (AMB-15) */
    towardHq?: string;
  }[];
  /** 23: artillery, a desperate or determined attack (with the units it breaks); `done` once its after-effects ran */
  special?: { artillery?: boolean; kind?: 'desperate' | 'determined'; breaks?: string[]; done?: boolean };
  /** the retreat choices offered to the owner for queue[0] */
  offer?: RetreatOption[];
  /** when true the offer includes 9.7 escapes */
  escape?: boolean;
  /** when the retreat order matters (spec §4.8): every remaining unit's offer; the owner picks the unit too */
  offers?: Record<string, RetreatOption[]>;
}

/** 24–26 on the board: what the scenario data gives and what play changed */
export interface Works {
  /** 24: hex → the neighbours whose hexsides its trench marker covers (AMB-14) */
  trenches: Record<string, string[]>;
  /** 25: fortress hex → strength (scenario data) */
  strength: Record<string, number>;
  /** 25.3: captured fortresses and bridgeheads, now fortified areas of their strength */
  captured: string[];
  /** 25.5: fortress hex → the stage its siege began (first owner's turn end encircled with > 2 SP) */
  siege: Record<string, number>;
  /** 25.5 (v2, DP-12): fortress hex → the unit its owner named to take the siege's check (absent: the highest R) */
  roller?: Record<string, string>;
  /** 26: bridgeheads (scenario data) */
  bridgeheads: { hex: string; nat: string; strength: number; front: string[] }[];
}

export interface OwcState {
  game: 'ostatnia-wojna-cesarzy';
  /** the rules version the game plays by (version.ts): written from version 2 on; absent: 1 */
  rulesVersion?: number;
  scenario: string;
  rules: RuleGroup[];
  /** play area region (A.1) or null */
  area: string | null;
  /** a club pack's content hash (createOwc(pack), pack-of.ts); absent: our shipped pack */
  pack?: string;
  /** a custom map (positions only, and club-pack games begun before `pack`); absent: the pack's map */
  map?: MapData;
  /** unit definitions not in the pack (positions only; a game on another pack: all of its units) */
  defs?: Record<string, UnitDef>;
  /** the attack tables of a club pack, in games begun before `pack`; absent: the pack's */
  tables?: Pack['tables'];
  /** the game options chosen at setup (README "Game options"); absent in states from before them: the defaults */
  variants?: Variants;
  stages: string[];
  stage: number;
  phasing: SideId;
  phase: Phase;
  /** inside a window or the supply phase: whose decision is next ('R': the phasing player's reconnaissance, 16.1) */
  step: 'P' | 'N' | 'R';
  rmp: {
    used: Record<SideId, boolean>;
    forfeit: Record<SideId, boolean>;
    active: null | { side: SideId; window: Phase };
  };
  /** A.2: arrivals of the phasing player were placed this player-turn */
  arrivalsDone: boolean;
  units: Record<string, UnitState>;
  control: Record<string, SideId>;
  /** the common VP track: positive favours the Russians (15.1) */
  vp: number;
  pending: AttackPending | null;
  standing: Record<SideId, Standing>;
  objectives: { hex: string; side: SideId; vp: number }[];
  regionVp: { region: string; side: SideId; vp: number }[];
  /** 23.1, 23.4: the phasing player's special attacks this player-turn: artillery's fronts, the desperate or determined one (absent: none) */
  specials?: { artillery: string[]; desperate?: boolean; determined?: boolean };
  /** C.2: the screen still to be set up (absent: none, or done) */
  screen?: { side: SideId; hexes: string[]; units: string[] };
  /** C.7: stage-end VP per unit on a nation's soil, and while a hex is encircled (absent: none) */
  soilVp?: ScenarioData['soilVp'];
  encircledVp?: ScenarioData['encircledVp'];
  retreatFortresses: Record<SideId, string[]>;
  seq: number;
  /** 18: what the moving side's rail transfers and rail arrivals used in this movement phase (absent: nothing) */
  rail?: { side: SideId; use: RailUse; doubled?: boolean };
  /** 18.4.1, 18.4.2 (AMB-40): sides that doubled their Transports: no rail in their next movement phase */
  railBan?: SideId[];
  /**
   * 16: units turned face down since the other side last submitted a batch, and who submitted then:
   * the other side saw them face up until now, so their identity is a secret from its next batch on
   * (absent: none)
   */
  fresh?: { by: SideId; units: string[] };
  /** 21.3: HQs broken by an attack whose army still owes its checks, with the hex each was attacked in (absent: none) */
  shock?: { hq: string; at: string }[];
  /**
   * 21.6 (rules version 7): the unit the ally's HQs command this stage, by the unit's command nation:
   * `DE` a German unit under Austro-Hungarian HQs, `AH` an Austro-Hungarian or Legion unit under German
   * HQs (absent: none named; cleared at the stage's end)
   */
  alliedCommand?: { DE?: string; AH?: string };
  /** 20 (rules version 8): the units sent to a secret concentration in this turn, for 20.4's roll at its end (absent: none) */
  concentrated?: string[];
  /** 21.3: units that checked for a broken HQ in this player-turn (absent: none) */
  shaken?: string[];
  /** 24–26: trenches, fortress strengths, captures and sieges, bridgeheads (scenarios with those rule groups only) */
  works?: Works;
  /** 27 (C.5): corps → the divisions it breaks down into (scenarios with rule group `breakdown` only) */
  corps?: Record<string, string[]>;
  /** 22: supply levels, stockpiles and this player-turn's operations (scenarios with rule group `supply` only) */
  supply?: SupplyState;
  /** 28–40: the campaign's track, calls, losses and formations (rule group `campaign` only; campaign/state.ts) */
  campaign?: CampaignState;
  /** F: the two Allied seats' hand-over within an Allied decision (rule group `F` only; seats.ts) */
  allied?: AlliedSeats;
  /** who must decide now, and what (set by the phase machine) */
  await: null | { side: SideId; kind: AwaitKind };
  result: null | { winner: SideId | null; reason: string; level: string };
}

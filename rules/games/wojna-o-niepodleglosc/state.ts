import type { GameResult } from '../../core/contract.js';
import { flatTablesCopy } from '../../core/runner.js';
import type { Ctx, PieceState } from './ctx.js';
import type { GarrisonDef } from './defs.js';
import type { Control } from './end-phase.js';
import { packOf, partsOf } from './parts.js';
import type { SideId, Weather } from './schema.js';
import type { Options } from './variants.js';
import type { WojnaOrder } from './orders.js';
import type { Policies } from './policies.js';
import type { DefenceAnswer } from './phases/attack.js';

type AttackOrder = Extract<WojnaOrder, { type: 'attack' }>;

/** spec 5.3 C3 (rules version 13): a fighter of `side` placed on enemy aviation of the combat, the fight still to come */
export interface FighterPair {
  side: SideId;
  unit: string;
  target: string;
}
/** rules version 13: the fighter reactions of a combat in progress: whose round it is, the pairs placed, the passes in a row */
export interface FighterRounds {
  side: SideId;
  pairs: FighterPair[];
  passes: number;
}

/**
 * The state of a game: plain JSON. The turn runs the seven phases of 3.x; `awaiting` is the one
 * decision the game waits for (null while automatic steps run, and at the end).
 */
export type Phase = 'supply' | 'weather' | 'air' | 'replacements' | 'reinforcements' | 'activation' | 'army' | 'end';
export interface Awaiting {
  side: SideId;
  /** the window: 'army' (army HQ moves in the End Phase, 3.6), 'defence' (an attack waiting for the defender's live answer, policy `ask`), 'air' (the air plan, 3.2), 'replacements' (ch. 5), 'activation' (phases 5 and 6), 'reaction' (13.9, rules version 5), 'contact' (a contact's path chosen live, 9.23/13.17, rules version 11), 'overstack' (12.5's displacement chosen live by the stack owner's opponent, rules version 15) or 'fighters' (the attacker's fighter reaction, C3, rules version 10) */
  kind: 'air' | 'replacements' | 'activation' | 'defence' | 'army' | 'reaction' | 'fighters' | 'contact' | 'overstack';
}
/** ch. 17: what an aviation unit flies this turn (one use a turn, 17.5) */
export type AirMission = 'recon' | 'delay' | 'escort' | 'intercept' | 'support';
export interface AirUnit {
  /** 17.15–16: its strength, or recovering (out of play until the Reinforcements Phase of turn `back`) */
  state: 'full' | 'weakened' | 'recovering';
  back?: number;
  /** 4.2: grounded this turn by the weather */
  grounded?: boolean;
  /** this turn's use; set until the End Phase even after the unit left the map */
  mission?: AirMission;
  /** the hex it stands over while on the map; absent once removed (aborted, failed recon, support done) */
  hex?: string;
  /** recon: the enemy WJ HQ; escort: the own aviation unit it covers; intercept: the enemy aviation unit */
  target?: string;
  /** 17.15: its loss check is made (the result is its state from the next turn) */
  checked?: boolean;
}
/** ch. 17 in play (rules version 3): the aviation of both sides and this turn's recon results */
export interface AirWar {
  units: Record<string, AirUnit>;
  /** the air plan window in progress (3.2): 1 the side without initiative, 2 the other, 3 the first intercepts */
  round: number;
  /** 17.7: the WJ HQs each side's recon tracks this turn */
  tracked: Record<SideId, string[]>;
}
export interface ActivationState {
  active: SideId;
  /** 5 or 6 (3.5) */
  phase: 5 | 6;
  /** 'move': units, then HQs (AMB-02); 'combat': attacks after all movement (7.3) */
  segment: 'units' | 'hqs' | 'combat';
  /** half-points spent per piece this activation */
  spent: Record<string, number>;
  /** pieces whose move has ended (a ZOC → ZOC step, a minimum move) */
  done: string[];
  /** hexes attacked this activation (14.3) and units attacked */
  attackedHexes: string[];
  attackedUnits: string[];
  /** units that retreated this activation, with the hex they entered (14.3) */
  retreated: string[];
  /**
   * 14.38 (rules version 2): the WJ HQs whose units pursued this activation, each with the largest
   * pursuit allowance (half-points) of those units; absent until a unit pursues
   */
  pursued?: Record<string, number>;
  /** 14.38: an HQ pursuit closes the attacks (it comes after all pursuits); the HQs that pursued */
  hqPursuit?: string[];
  /**
   * rules version 5: `by` entered next to stacks whose owner's reaction policy is `ask` (13.9–12): the hexes
   * still to be asked, the first now (the `reaction` window)
   */
  reaction?: { by: string; hexes: string[] };
  /**
   * rules version 11: contacts of `by`'s step whose path a side chose to decide live (policy `retreat: ask`), the
   * first asked now (the `contact` window): the pieces still on `hex`, to be moved `distance` hexes
   */
  contacts?: PendingContact[];
  /** rules version 15: the overstacked hex whose excess units `side`, the owner's opponent, is asked to displace (12.5) */
  overstack?: { hex: string; side: SideId };
  /**
   * rules version 3: an attack declared and waiting for the defender's live answer (policy `ask`); rules
   * version 10: or (`fighters`) for the attacker's fighter reaction to the defender's support (C3), with
   * the defender's answer, its support units and both sides' support strength as they stand
   */
  pending?: {
    attack: AttackOrder;
    planned: string[];
    airStars: number[];
    fighters?: {
      answer: DefenceAnswer;
      theirs: string[];
      stars: { attacker: number[]; defender: number[] };
      /** rules version 13 (C3 rounds): the side asked now (either), the pairs placed so far, the passes in a row */
      rounds?: FighterRounds;
    };
  };
  /** rules version 12: a combat waiting for a contact's path asked live in its middle (9.24, 9.25, 13.17), what is left of it */
  combat?: SuspendedCombat;
}
/**
 * A combat suspended after its roll (rules version 12) while a side picks a contact's path: after the lone HQs of
 * 9.25 (`stage` 'attacker-retreat': the attacker's retreat and the pursuit are left) or in the pursuit (`pursuit`:
 * the pursuer `index` of the attack's `pursue` waits on `walked`'s last hex, step `step` of its path, with `spentHp`
 * counted so far; the later pursuers are left). `retreat`: the hexes of the result for each side.
 */
export interface SuspendedCombat {
  attack: AttackOrder;
  retreat: { defender: number; attacker: number };
  /** the attackers that fought from next to the target (artillery from afar does not retreat) */
  attackersIn: string[];
  stage: 'attacker-retreat' | 'pursuit';
  pursuit?: { vacated: boolean; index: number; step: number; from: string; walked: string[]; spentHp: number };
}
/**
 * a contact's path waiting for `side` (rules version 11): 9.23 a lone HQ displaced, 13.17 lone artillery withdrawing;
 * rules version 12: 9.24 a lone HQ displaced by a pursuer, 9.25 a lone HQ left after combat losses
 */
export interface PendingContact {
  rule: '9.23' | '9.24' | '9.25' | '13.17';
  side: SideId;
  by: string;
  /** 9.25: the attackers the HQ moves away from (absent: `by` alone) */
  away?: string[];
  hex: string;
  pieces: string[];
  distance: number;
}
export interface TransportState {
  returnsOn?: number;
  destroyed?: boolean;
}
export interface WojnaState {
  /**
   * rules version 15, AMB-46: reinforcements of this turn whose designated hex an enemy unit held, placed on the
   * nearest free hex: the designated hex and where they were placed; the first move may start on any hex within 3
   */
  entries?: Record<string, { designated: string; placed: string }>;
  /**
   * the rules version the game plays by (version.ts RULES_VERSION): written by setup from version 4 on
   * and for version 1; absent in a game created under version 2 or 3, which `versionOf` knows by its shape
   */
  rulesVersion?: number;
  /** the content hash of the pack the game plays on when it is not ours (createWojna(pack)); absent: ours */
  pack?: string;
  scenario: string;
  options: Options;
  turn: number;
  phase: Phase;
  awaiting: Awaiting | null;
  /** the sides still to be asked in the current sequential window (replacements: Polish first) */
  queue: SideId[];
  pieces: Record<string, PieceState>;
  garrisons: Record<string, GarrisonDef>;
  nextGarrison: number;
  weather: Weather | null;
  activation: ActivationState | null;
  /** REPLACEMENT markers left per side (5.14) */
  replacementsLeft: Record<SideId, number>;
  control: Control;
  levelsLost: Record<SideId, number>;
  result: GameResult | null;
  /** the aviation (rules version 3): absent in games created under an earlier version, which fly none */
  air?: AirWar;
  /**
   * ch. 18 in play (rules version 5): each transport counter that has been used, on the turn track until
   * `returnsOn` (18.12) or destroyed (18.10); one absent is in its owner's pool. Absent in older games.
   */
  transports?: Record<string, TransportState>;
  /** the defender's standing policies of each side (rules version 3; policies.ts): private to their side */
  policies?: Record<SideId, Policies>;
}

/** the rules version a game plays by: 1 and 4 on are written in its state; of the rest, 3 carries `air`, 2 neither */
export const versionOf = (s: WojnaState): number => s.rulesVersion ?? (s.air ? 3 : 2);

/** the procedures' view of a state (read-only: procedures never change a Ctx) */
export const ctxOf = (s: WojnaState): Ctx => {
  const { pack, map, defs, scenario } = partsOf(packOf(s), s.scenario);
  const c0 = { map, defs };
  return {
    map,
    defs,
    tables: pack.tables,
    scenario,
    pieces: s.pieces,
    garrisons: s.garrisons,
    delay: delayZones(c0, s.air),
    options: s.options,
    turn: s.turn,
    rulesVersion: versionOf(s),
    memo: undefined,
  };
};

/** 17.9: the influence zones of each side's delay aviation on the map (4 r. 4: a weakened unit only its hex) */
const delayZones = (c: Pick<Ctx, 'map' | 'defs'>, air: AirWar | undefined): Record<SideId, string[]> => {
  const out: Record<SideId, string[]> = { polish: [], opposing: [] };
  for (const [id, a] of Object.entries(air?.units ?? {}))
    if (a.mission === 'delay' && a.hex) {
      const side = c.defs.aviation(id)!.side;
      out[side].push(...(a.state === 'full' ? c.map.grid.within(a.hex, 1) : [a.hex]));
    }
  return out;
};

export const initiativeOf = (s: WojnaState): SideId => ctxOf(s).scenario.initiative[s.turn - 1];
export const lastTurn = (s: WojnaState): number => ctxOf(s).scenario.initiative.length;

/** The runner's copy of a state before a batch: the pieces and garrisons, most of a state, a record at a time */
export const cloneState = flatTablesCopy<WojnaState>(['pieces', 'garrisons']);

import { flatTablesCopy } from '../../core/runner.js';
import type { InitiativeRecord } from './initiative.js';
import type { Face } from './endurance.js';
import type { FortLevel } from './fortifications.js';
import type { SideId } from './schema.js';
import type { Options } from './variants.js';

/**
 * The state of a game of Tannenberg 1914: plain JSON only. Pieces are keyed by the pack's ids;
 * a piece with `hex: null` is off the map (not yet arrived, eliminated, or in a masking box).
 */
/**
 * The rules version: 2 brought masking and reconnaissance (16) into the turn; a game created under
 * version 1 keeps playing without them (its state has no `rulesVersion`). 3 brought the optional
 * rules of 18.1 as game options (absent from older states) and the reveal of 16.2.8. 4 brought the
 * reserve asked live (4.5, `ReserveAsk`). 5 brought flight in the turn with its extra hex (9.5), triple
 * fire (11.1.9), bombardment (11.4), encirclement (9.2.2, AMB-22), straits (9.7.7, AMB-53), and corps
 * HQs and trains by rail (5.1.2, 5.2.2). 6 brought the non-initiative player's artillery into its combats
 * (11.3, named with the card). 7 brought the player's own flight paths and counted units across straits,
 * sealed with the card (9.5.4, 11.1.8, 9.7.7), 9.5.5's shared results, the unsupplied ammunition rate
 * (11.1.5–11.1.6, 15.4) and the Vistula crossed with the whole MA (4.3.7). 8 brought the owner's own
 * escape path (11.1.8) and displacement hex (13.1.5) at a contact in the enemy's movement, filed ahead
 * (`Standing`). 9 takes the owner's standing displacement hex (13.1.5) and escape path (11.1.8) for an HQ
 * or gun left behind by a fleeing stack in phase 8 too, with `stack` (the hex the stack fled to) as a value.
 * 10 makes a pursuit (9.6) and a reserve move (4.5.6) contact the lone HQs and guns they end next to (13.1.5,
 * 11.1.8, 8.2.4; phases/arrival.ts), by the owner's standing choices. 11 makes a move contact them at every hex
 * it passes, not only where it ends (11.1.8, 13.1.5; phases/movement.ts `passingOn`), and lets the meeting
 * engagement's winner enter the hexes the loser left (9.3.7, phases/meeting.ts). 12 makes rail rides, flights and
 * the meeting loser's withdrawal contact them too, in passing and where they end (11.1.8, 13.1.5, 8.2.4;
 * phases/arrival.ts `travelContact`), takes an unloaded train back with a withdrawing stack (15.3.5), and has a
 * pursuit or the meeting winner's entry eliminate an enemy train in the hex entered (15.3.6, spec P4). 13 makes the
 * RETREAT card's units retreat (9.3.2, 9.3.3, 9.3.6; phases/retreat-move.ts) by the owner's path sealed with the card
 * or the one-hex default, and the attacker enter the hexes left after a retreat attempt (9.6.3). 14 keeps 4.1's
 * order of movement (phases/order-of-movement.ts: units, self-commanded units, HQs, trains, railways last), loads a
 * corps' unit only while its corps HQ is in its army HQ's range (5.1.3), lets corps HQs and trains leave the map by
 * rail and a loaded unit on an edge hex leave without riding (5.1.8), and brings the options `rest` (AMB-7) and
 * `stopCorps` (AMB-31). 15 frees the retreat path (9.3.2 "chosen freely"; retreat-path.ts): any way within MA − 1 of
 * terrain MP, no longer each hex one further from the start as a flight's, and lets a masking marker
 * hiding infantry or cavalry take the VP towns they enter (19.3). 16 lets a mover go on after the empty marker
 * whose ZOC it entered goes (16.2.7, TC-33; phases/carry-on.ts) and lets a moving marker set off reserve moves
 * (4.5.5, spec 5.4: every marker has a ZOC, 16.2.5). 17 lets HQs and supply trains go under masking markers
 * with units or alone (16.2.8, the marker's `staff`): they keep their hex for every rule that reads it (command ranges,
 * supply lines, 13.1.5, 15.3.6), leave the other side's board, and a marker hiding no infantry or cavalry is revealed
 * when an enemy unit enters its ZOC (16.2.8), its HQs and trains then reacting in the open; such a marker is revealed only
 * when lone (no friendly infantry or cavalry, open or masked, in its hex, AMB-21), also when troops arrive by a ride, a
 * flight, a pursuit, a reserve move or a withdrawal (phases/arrival.ts, whose check had kept every marker shut).
 */
export const RULES_VERSION = 17;
/** 17: the seventeenth version's changes are gated on this (each use names its rule) */
export const V17 = 17;
/** the rules version a state was created under (absent: 1) */
export const versionOf = (s: { rulesVersion?: number }): number => s.rulesVersion ?? 1;
/** a standing choice (rules version 8): filed for `piece` standing in `from`, lapsing once it leaves */
export interface Standing {
  side: SideId;
  piece: string;
  from: string;
  path: string[];
}
export const PHASES = [
  'orders',
  'initiative',
  'recon',
  'reserve',
  'move-ip',
  'move-nip',
  'rest',
  'combat',
  'end',
] as const;
export type Phase = (typeof PHASES)[number];

export interface UnitState {
  hex: string | null;
  face: Face;
  /** endurance points lost on the current face (2.3.3) */
  loss: number;
  /** carrying the rail-transport marker (5.1.2) */
  rail?: boolean;
  /** RESERVE marker this turn (4.5) */
  reserve?: boolean;
  /** the masking marker hiding it (16.2.2) */
  masked?: string;
  eliminated?: boolean;
}
export interface HqState {
  hex: string | null;
  order: 'march' | 'stop' | null;
  /** the order of the previous turn, which shifts the independence roll (13.3.1) */
  previous: 'march' | 'stop' | null;
  /** a Russian army HQ on its back face after moving (13.2.9) */
  flipped?: boolean;
  /** an eliminated HQ comes back in this turn's orders phase (13.1.7) */
  returnTurn?: number;
  eliminated?: boolean;
  rail?: boolean;
  /** rules version 17: the masking marker hiding it (16.2.8; MarkerState `staff`) */
  masked?: string;
}
export interface MarkerState {
  /** an opaque id both sides see; the number on its back is the owner's secret */
  id: string;
  side: SideId;
  hex: string;
  /** the units in its box on the masking card (16.1) — never shown to the other side */
  contents: string[];
  /** rules version 17: the HQs and supply trains in its box (16.2.8) — never shown to the other side */
  staff?: string[];
}
export interface Arrival {
  turn: number;
  hex: string;
  pieces: string[];
  rail: boolean;
}
/** a reserve unit's trigger, filed with its designation (4.5, the play-by-web shape of 4.5.6) */
export interface ReserveTrigger {
  unit: string;
  side: SideId;
  /** the hexes whose entry by an enemy piece with a ZOC sets it off */
  on: string[];
  /** the one hex it moves to */
  to: string;
}
/**
 * a reserve unit whose owner is asked live (rules version 4, 4.5.6): whenever an enemy piece with a ZOC
 * enters a hex where the unit could react, the move pauses and the owner moves it or lets the mover go on
 */
export interface ReserveAsk {
  unit: string;
  side: SideId;
  ask: true;
}
export type Reserve = ReserveTrigger | ReserveAsk;
export const isAsk = (r: Reserve): r is ReserveAsk => 'ask' in r;
/** a move paused at `at` (its index in `path`) for the reserve owner's answer (rules version 4) */
export interface PausedMove {
  side: SideId;
  pieces: string[];
  path: string[];
  at: number;
}
/** a side's part of a sealed window of rule 16, kept until both sides are in (masking 16.1, recon 16.3) */
export type SealedOrder =
  | { type: 'mask'; marker: string; units: string[] }
  | { type: 'empty-marker'; marker: string; hex: string }
  | { type: 'unmask'; marker: string }
  | { type: 'recon'; unit: string; hex: string };
export interface TbState {
  scenario: string;
  /** a club pack's content hash (pack-of.ts); absent on our shipped pack */
  pack?: string;
  /** the rules version the game was created under; absent in games of version 1 (no masking, 16) */
  rulesVersion?: number;
  /** the game options (variants.ts) */
  options: Options;
  /** 18.1.1 (option guards): the 3rd Guards Division has been released */
  guardsFree?: true;
  /** 18.1.2 (option corpsCommander): steps the named corps has lost so far (AMB-40) */
  corpsSteps?: number;
  /** the invasion award has scored once (AMB-41, option first-only) */
  invaded?: true;
  turn: number;
  phase: Phase;
  initiative: SideId | null;
  /** what last turn's combats earned for this turn's initiative roll (10.1.1) */
  record: Record<SideId, InitiativeRecord>;
  units: Record<string, UnitState>;
  hqs: Record<string, HqState>;
  trains: Record<string, { hex: string | null; rail?: boolean; masked?: string }>;
  markers: MarkerState[];
  /** ENTRENCHMENTS markers: the hex, its three effective edges (core's directions), whose marker (12.1) */
  entrenchments: { hex: string; edges: number[]; side: SideId }[];
  /** units that built entrenchments this turn: they do not rest (2.3.8) */
  built: string[];
  /** rail hexes carrying CUT TRACK (5.4) */
  cut: string[];
  /** this turn's rail activities (5.1.6, 5.2.2), units through each rail hex (5.2.3), units off the map by rail (5.1.8); version 2 */
  rail?: {
    turn: number;
    acts: string[];
    passed: Record<string, number>;
    away: { unit: string; hex: string; turn: number }[];
    /** units that arrived loaded this turn (17.2.4): their ride does not count against 5.2.2 */
    fresh?: string[];
  };
  /** Vistula bridges destroyed (6.0) */
  bridgesDown: string[];
  /** the sides that have tried to blow a bridge this turn (6.0: once a turn) */
  bridgeTries: SideId[];
  /** fortification levels below intact (12.2.7) */
  forts: Record<string, FortLevel>;
  /** manned fortification hexes the enemy's troops have entered (19.3, rules version 13; 19.2.1 counts Königsberg's) */
  fortsTaken: string[];
  /** the side that last had a combat unit in each scored town (AMB-43) */
  control: Record<string, SideId>;
  /** the VP track: Russian +, German − (19.3) */
  track: number;
  /** the track's highest Russian lead so far, for the special reinforcements (17.3) */
  maxLead: number;
  arrivals: Arrival[];
  /** this turn's bookkeeping: who moved, who is commanded, who fought (2.3.8, 4.2.6, 9.1.5, 13.2.4) */
  moved: string[];
  movedThisTurn: string[];
  commanded: string[];
  /** rules version 14: the highest stage of 4.1's order of movement begun this phase (phases/order-of-movement.ts) */
  stage?: number;
  /** units that have had their self-command check this movement phase (13.3.2: one each) */
  selfChecked: string[];
  /** the moving side's units found unsupplied at the start of its movement phase (15.4, AMB-34a) */
  unsupplied: string[];
  fought: string[];
  /** pieces that must fight this phase 8 (9.1.2, AMB-45: fixed at its start) */
  obligated: string[];
  /** the combat being resolved: the initiative player's designation and the sealed cards (9.1.7, 9.3) */
  combat: {
    own: string[];
    enemy: string[];
    cards: Partial<Record<SideId, string>>;
    /** rules version 5: the initiative player's artillery firing triple (11.1.9) */
    triple?: string[];
    /** rules version 5: the hexes each side's DEFEND card flees if the result costs EP (9.5, sealed with the card) */
    flee?: Partial<Record<SideId, number>>;
    /** rules version 6: the non-initiative player's artillery named with its card, and those firing triple (11.3, 11.1.9) */
    support?: Partial<Record<SideId, { guns: string[]; triple?: string[] }>>;
    /** rules version 7: each side's own flight path per defending hex (9.5.4), also the guns' escape from it (11.1.8) */
    paths?: Partial<Record<SideId, Record<string, string[]>>>;
    /** rules version 7: the units each side would have count across straits, first (9.7.7) */
    count?: Partial<Record<SideId, string[]>>;
    /** rules version 5: artillery alone attacks (11.4), no cards */
    bombard?: true;
  } | null;
  /** rules version 7: units that ended a flight this phase in a hex with friendly units, sharing its results (9.5.5) */
  sheltered?: string[];
  /** rules version 5: artillery that began phase 8 in enemy ZOC, which may not bombard (11.4.1) */
  artInZoc?: string[];
  /**
   * rules version 8: the owner's standing choices for a contact in the enemy's movement (phases/standing.ts):
   * a gun's escape path (11.1.8) or an HQ's displacement hex as `path: [hex]` (13.1.5); secret to the other side
   */
  standing?: Standing[];
  /** this turn's reserve triggers (secret to the other side; sealed until both sides are in, 4.5) */
  reserves: Reserve[];
  /** a move paused for the reserve owner's answer (rules version 4, `await.kind` 'reserve-ask') */
  paused?: PausedMove;
  /**
   * rules version 16: the pieces that entered an empty enemy marker's ZOC, the marker gone, and may carry on
   * from `hex` with the MP left (16.2.7; phases/carry-on.ts)
   */
  carryOn?: { side: SideId; hex: string; left: Record<string, number> };
  /** what the game waits for: the decision and the sides that owe it */
  await: { kind: 'mask' | 'recon' | 'reserve' | 'reserve-ask' | 'move' | 'combat' | 'card'; sides: SideId[] } | null;
  /** the sealed orders of the masking or recon window, each side's part secret until both are in (16) */
  sealed?: { side: SideId; orders: SealedOrder[] }[];
  result: { winner: SideId | null; reason: string } | null;
}

/** A copy of a state for one batch (the runner's `clone`): the piece tables, most of the state, a record at a time */
export const cloneTb = flatTablesCopy<TbState>(['units', 'hqs', 'trains']);

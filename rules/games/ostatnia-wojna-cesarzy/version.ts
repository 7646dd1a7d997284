import type { OwcState } from './state.js';

/**
 * The rules version new games are created under. A game keeps the version it was created with
 * (`versionOf`), so a stored log replays as it was played:
 * - 11: the changes gated on `V11` below (each names its rule where it is used);
 * - 10: the changes gated on `V10` below (each names its rule where it is used);
 *   30.1 and 37.5's closed hexes in pursuit and rail transfers (BORDERS_ALL); 37.2's commanded capture
 *   in pursuit (PURSUIT_AIMS); 32's Legion brigade paid in SuP like landsturm, AMB-27 (LEGION_COST);
 *   19: a delayed arrival may enter in a reserve window its owner holds in the opponent's turn
 *   (HELD_IN_OPPONENT_RMP, phases/held-arrivals.ts); 20: a face-down unit stays face down in the Secret
 *   Concentration box and arrives face down (BOX_CONCEALMENT); 20.5: patrols join a concentration,
 *   `secret-patrol`, 1 Transport (PATROL_CONCENTRATION, concentration-joins.ts); 20.1: an arrival is sent
 *   into one, `secret-rail` naming it, 1 Transport (ARRIVAL_CONCENTRATION);
 * - 9: set-up writes the version into the state before it advances to the first decision, so a position
 *   that starts in a movement phase places its arrivals (and 27's break-down at the movement's start) by
 *   the game's own rules, not version 1's (VERSION_FIRST, index.ts); 19: the owner may hold an arrival
 *   back (order `delay-arrival`) and picks the town of a rail arrival (ARRIVAL_CHOICES, phases/arrivals.ts);
 *   21.5 in pursuit (PURSUIT_TOWARD_HQ, phases/pursuit.ts);
 * - 8: 20, the players' own secret concentration: a `secret-rail` order sends a unit to the side's box
 *   for a town written down secretly, 2 Transports (concentration-own.ts); 20.4's intelligence roll at the
 *   end of the turn; 20.2: a secret concentration unloads at its town within 18.3's station capacity,
 *   the excess at the nearest towns by rail (phases/arrivals.ts) (OWN_CONCENTRATION);
 * - 7: 21.5 move toward HQ: an unbroken, face-up unit within an own HQ's range may make a step 6.2.2
 *   forbids toward that HQ, and is broken by it (TOWARD_HQ, movement.ts, phases/movement.ts); 21.6 allied
 *   command: the owner names one German unit the Austro-Hungarian HQs command, and one Austro-Hungarian
 *   or Legion unit the German HQs command, for the stage (ALLIED_COMMAND, allied-command.ts);
 * - 6: 38.1: German units whose pocket holds a usable Baltic port are not encircled; attacks on them
 *   +1, their attacks and resilience checks −1 (PORT_POCKET, campaign/port-pocket.ts);
 * - 5: a corps that built or destroyed a trench this player-turn may not attack (24, 24.2, 24.3;
 *   DUG_NO_ATTACK, phases/attack.ts); before, only its movement was stopped; in F a seat's patrol needs
 *   a face-down host that seat commands (17.2 with F.1; F_PATROL_OWN_HOST, phases/conceal.ts);
 * - 4: in F the German's part is judged against his ally's duty marches chosen by the rules (the cheapest
 *   march) instead of by the bot's liking (F_DUTY_BY_RULES, scenario-f.ts, phases/duty.ts);
 * - 3: scenario F on the campaign's set-up (F_CAMPAIGN_SETUP, seats-module.ts), and the German's part of a
 *   movement clears the overstacks his ally cannot (F_GERMAN_DUTY, scenario-f.ts); a march goes around
 *   a hex closed by 30.1/37.5 instead of being dropped, which also changes who can leave an overstack
 *   under 5.3 (MARCH_AROUND_CLOSED, movement.ts);
 * - 2: the version is written in the state (`rulesVersion`); 25.5's grace covers the pocket outside the
 *   fortress and the siege counts the pocket's SP (AMB-31), the owner names the siege's roller, 25.6
 *   abandoning an isolated fortress (standing order `abandon`), 27 break-down at the start of the
 *   movement phase, and the game option `trenchCover` (AMB-14);
 * - 1: none of these (every state without `rulesVersion`).
 */
export const RULES_VERSION = 11;
/** 10: the tenth version's changes are gated on this (each use names its rule) */
export const V10 = 10;
/** 11: the eleventh version's changes are gated on this (each use names its rule) */
export const V11 = 11;

/**
 * 3: scenario F sets up as the 1914 Campaign (16.VIII, the campaign's units, arrivals, supply levels
 * and rules 24–27), as the spec's scenario table gives it; F games of versions 1–2 keep D's set-up.
 */
export const F_CAMPAIGN_SETUP = 3;
/** 3: in F the German's movement part must clear an overstack the Austro-Hungarian's units alone cannot (scenario-f.ts) */
export const F_GERMAN_DUTY = 3;

/** the rules version a game plays by (absent: 1, every game created before versions were kept) */
export const versionOf = (s: Pick<OwcState, 'rulesVersion'>): number => s.rulesVersion ?? 1;
/**
 * 4: in F the German's movement part is judged with the Austro-Hungarian's share of the duties met by
 * the rules' own marches (phases/duty.ts `cheapestFirst`); version 3 used the bot's (bot-worth.ts)
 */
export const F_DUTY_BY_RULES = 4;
/** 5: 24, 24.2: a unit that built or destroyed a trench this player-turn neither attacks (the view stops offering it) */
export const DUG_NO_ATTACK = 5;
/**
 * 5: 17.2 with F.1: in F a seat places a patrol only on a face-down unit it commands ("their concealed
 * units"); before, either Allied seat could use the ally's (phases/conceal.ts, scenario-f.ts)
 */
export const F_PATROL_OWN_HOST = 5;
/**
 * 6: 38.1: a German unit in a pocket with an open Baltic port (the card's ports, 38.2) is not encircled:
 * no 7.4.5 +2, no 8.7, no 9.5 −1, commanded, no siege; +1 against it, −1 to its attacks and checks
 */
export const PORT_POCKET = 6;
/** 6: 21.4 army retreat: a step toward an own HQ in range counts as proper; modes mixed only when that strictly helps (combat.ts `armyRetreat`) */
export const ARMY_RETREAT = 6;
/**
 * 7: 21.5 move toward HQ in marches: a step across an enemy CL that 6.2.2 forbids, toward an own HQ whose
 * range holds the unit at the step's start, for an unbroken face-up unit, which it breaks (command.ts `hqStep`)
 */
export const TOWARD_HQ = 7;
/** 7: 21.6 allied command: one unit of each Allied nation, named by the owner for the stage, is commanded by the ally's HQs too */
export const ALLIED_COMMAND = 7;
/**
 * 8: 20, 20.1, 20.2, 20.4: the players' own secret concentration (order `secret-rail`), its intelligence
 * roll, and the station capacity of every secret concentration's unloading (concentration-own.ts)
 */
export const OWN_CONCENTRATION = 8;
/**
 * 9: set-up writes `rulesVersion` before its first `advance`, so a position's (or scenario's) opening
 * arrivals and 27's break-down follow the game's version; versions 2–8 wrote it after, and their games
 * replay so (the first arrivals of a position starting in a movement phase placed by version 1's rules)
 */
export const VERSION_FIRST = 9;
/**
 * 9: 19's choices: in scenarios with rule 19 an arrival by rail or at a town (not B.2's hex, river or secret
 * ones) may be held back at will (`delay-arrival`), so set-up and the phase leave them for the movement
 * batch; a rail arrival (B.2.4) goes to any town a railway from an own edge reaches (`arrive`), not only its listed one
 */
export const ARRIVAL_CHOICES = 9;
/** 9: 21.5 in pursuit (10's "normal movement rules"): a step 6.2.2 forbids toward an own HQ in range, at its 21.5 price, breaking the unit (phases/pursuit.ts) */
export const PURSUIT_TOWARD_HQ = 9;
/**
 * 10: 30, 30.1 and 37.5 close the same hexes to pursuit (10) and to rail transfers (18, 20: no route
 * through, no unloading in a closed town) as to marches (campaign/borders.ts); before, marches only
 */
export const BORDERS_ALL = V10;
/** 10: 37.2: a German War Aim entered in pursuit by a commanded Russian unit is noted as a march's is (phases/pursuit.ts) */
export const PURSUIT_AIMS = V10;
/** 10: 22's table with 32 (AMB-27): a Legion brigade costs its SP in SuP on its town's front, like landsturm (campaign/play.ts) */
export const LEGION_COST = V10;
/**
 * 10: 19: an arrival delayed in its owner's turn (held back, or with no town free) may enter in a Reserve
 * Movement Phase its owner holds in the opponent's turn (order `arrive`; phases/held-arrivals.ts)
 */
export const HELD_IN_OPPONENT_RMP = V10;
/**
 * 10: 20: a face-down unit sent to a secret concentration stays face down in the box (its entraining and the
 * box's contents are its owner's secret) and arrives face down; before, it was turned face up as it entrained
 * (concentration-own.ts, phases/arrivals.ts)
 */
export const BOX_CONCEALMENT = V10;
/** 10: 20.5: a patrol from the box joins a secret concentration (order `secret-patrol`), 1 Transport, face down (concentration-joins.ts) */
export const PATROL_CONCENTRATION = V10;
/** 10: 20.1: an arrival its owner may hold back is sent into a secret concentration instead (`secret-rail` naming it), 1 Transport (concentration-joins.ts) */
export const ARRIVAL_CONCENTRATION = V10;

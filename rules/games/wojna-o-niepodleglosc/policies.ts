import type { StandingOption } from '../../core/contract.js';
import { POLICY_ASK } from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import type { SideId } from './schema.js';

/**
 * The defender's standing policies (rules version 3): each combat's decisions of the non-active
 * player answered ahead, private to their side. `ask` (core's POLICY_ASK) pauses the attack before
 * its roll and asks the defender live (the `defence` window); every other value is answered at once.
 * - `defenceMorale` (14.12–13, 14.42): the unit whose morale the defence uses and which takes the first loss
 * - `defenceAir` (17.10): the defender's aviation in support: none, or the free unit with the most stars
 * - `retreat` (14.22): the retreat path: the best priority with the fewest ZOC hexes
 * - `defenceArtillery` (14.14; rules version 4): every own artillery in range, none, or ask
 * - `lossOrder` (14.42; rules version 4): after the first loss, levelling with the weakest unit first, or ask
 * - `reaction` (13.9–16; rules version 4): a stack that may react to an enemy unit entering next to it does
 *   not (`never`), or retreats as far as it may (`always-max`, by the retreat priorities); from rules version 5
 *   `ask`: the owner is asked live when the reaction becomes possible (the `reaction` window)
 * - `fighterReaction` (spec 5.3 C3, 17.12–13; rules version 4): the side's free fighters leave the enemy's
 *   support aviation of a combat alone (`none`) or intercept it (`intercept`); from rules version 10 `ask`:
 *   the defender is asked in its `defence` answer, the attacker in a `fighters` window (phases/fighters.ts)
 */
export const POLICY_KEYS = [
  'defenceMorale',
  'defenceAir',
  'retreat',
  'defenceArtillery',
  'lossOrder',
  'reaction',
  'fighterReaction',
] as const;
/** the policies of a game created under rules version 3 (its state holds these only) */
export const POLICY_KEYS_V3 = ['defenceMorale', 'defenceAir', 'retreat'] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];
export type Policies = Record<PolicyKey, string>;
export const POLICY_VALUES: Record<PolicyKey, readonly string[]> = {
  defenceMorale: ['best', POLICY_ASK],
  defenceAir: ['best', 'none', POLICY_ASK],
  retreat: ['priority', POLICY_ASK],
  defenceArtillery: ['all', 'none', POLICY_ASK],
  lossOrder: ['level', POLICY_ASK],
  reaction: ['never', 'always-max', POLICY_ASK],
  fighterReaction: ['none', 'intercept', POLICY_ASK],
};
export const DEFAULT_POLICIES: Policies = {
  defenceMorale: 'best',
  defenceAir: 'best',
  retreat: 'priority',
  defenceArtillery: 'all',
  lossOrder: 'level',
  reaction: 'never',
  fighterReaction: 'none',
};
/** a new game's policies under its rules version (3: the first three only, as its state was written) */
export const initialPolicies = (version: number): Policies =>
  version >= 4
    ? { ...DEFAULT_POLICIES }
    : (Object.fromEntries(POLICY_KEYS_V3.map((k) => [k, DEFAULT_POLICIES[k]])) as Policies);

const LABELS: Record<PolicyKey, Text> = {
  defenceMorale: text('Obrona: jednostka morale', 'Defence: the morale unit'),
  defenceAir: text('Obrona: wsparcie lotnictwa', 'Defence: aviation support'),
  retreat: text('Odwrót: droga', 'Retreat: the path'),
  defenceArtillery: text('Obrona: artyleria w zasięgu', 'Defence: artillery in range'),
  lossOrder: text('Obrona: kolejność strat', 'Defence: the order of losses'),
  reaction: text('Reakcja (13.9–12)', 'Reaction (13.9–12)'),
  fighterReaction: text('Myśliwce w walce (17.12)', 'Fighters in a combat (17.12)'),
};
const VALUE_LABELS: Record<string, Text> = {
  best: text('najlepsza', 'the best'),
  none: text('bez wsparcia', 'none'),
  priority: text('według pierwszeństwa (14.22)', 'by priority (14.22)'),
  all: text('cała w zasięgu', 'all in range'),
  never: text('nigdy', 'never'),
  'always-max': text('zawsze, jak najdalej', 'always, as far as it may'),
  intercept: text('przechwytują wsparcie', 'intercept the support'),
  level: text('wyrównując, najsłabsza pierwsza (14.42)', 'levelling, the weakest first (14.42)'),
  [POLICY_ASK]: text('pytaj mnie', 'ask me'),
};

/** the side's policies (a game without them: none set, the defaults; a key a version 3 game lacks: its default) */
export const policiesOf = (p: Record<SideId, Policies> | undefined, side: SideId): Policies =>
  p?.[side] ? { ...DEFAULT_POLICIES, ...p[side] } : DEFAULT_POLICIES;

/**
 * does any of the side's defence policies ask live (a reaction is asked in its own window; the fighters only
 * when there is something to decide, phases/fighters.ts `asksFighters`)
 */
export const asksLive = (p: Policies): boolean =>
  POLICY_KEYS.some((k) => k !== 'reaction' && k !== 'fighterReaction' && p[k] === POLICY_ASK);

/** the rules version from which a policy may be `ask` (before it, the value is refused, so not offered) */
const ASK_SINCE: Partial<Record<PolicyKey, number>> = { reaction: 5, fighterReaction: 10 };

/** the standing options of the side's view: its policies only, never the other side's, with the values its game has */
export const standingOptions = (p: Policies, version: number): StandingOption[] =>
  POLICY_KEYS.filter((key) => key in p).map((key) => ({
    key,
    label: LABELS[key],
    values: POLICY_VALUES[key]
      .filter((value) => value !== POLICY_ASK || version >= (ASK_SINCE[key] ?? 0))
      .map((value) => ({ value, label: VALUE_LABELS[value] })),
    current: p[key],
    policy: true,
  }));

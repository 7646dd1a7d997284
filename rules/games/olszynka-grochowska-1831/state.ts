import { openCopy } from './occupancy.js';

/**
 * The position as plain JSON. A unit is on a hex (its label) or in a box; the order of units in a
 * hex is `order` (lower = higher in the stack, R 6.5). Leaders likewise. Per-activation and
 * per-stage flags live in `flags` so the end-of-activation clean-up can clear them at once.
 */
export type SideId = 'pl' | 'ru';
export const LEVELS = ['full', 'disorganized', 'demoralized'] as const;
export type Level = (typeof LEVELS)[number];
export const BOXES = ['routed', 'eliminated', 'offmap', 'pending'] as const;
export type Box = (typeof BOXES)[number];

export interface UnitFlags {
  moved?: boolean;
  fired?: boolean;
  attacked?: boolean;
  wasAttacked?: boolean;
  reacted?: boolean;
  /** R 5.7: left an enemy ZOC this phase */
  leftZoc?: boolean;
  /** R 10.2.2: the charge declared at the start of the move was valid so far */
  charge?: { target: string; valid: boolean };
  /** R 10.3.2: impetus granted by a passed counter-charge */
  counterCharged?: boolean;
  continued?: boolean;
  /** R 10.2.7: a won charge's continuation rolled: the hexes it may (or must) attack once more */
  continuation?: { targets: string[]; must: boolean };
}

/**
 * Sets flags on a unit (one the batch owns: ctx.ts `unit`). A unit's flags are a value, replaced whole
 * and never changed in place: a unit's copy shares them with the input's unit (`cloneState`).
 */
export const flag = (u: UnitState, set: UnitFlags): void => {
  u.flags = { ...u.flags, ...set };
};

export interface UnitState {
  id: string;
  /** a hex label, or a box */
  at: string;
  facing: number;
  square?: boolean;
  level: Level;
  /** strength points lost (R 12.1.2: permanent) */
  losses: number;
  order: number;
  flags: UnitFlags;
  /** R 2.3.3: activated this stage (artillery activated with another formation) */
  activated?: boolean;
}

export interface LeaderState {
  id: string;
  /** a hex label, 'routed', 'removed' or 'offmap' */
  at: string;
  /** R 3.6: null, 'dead' (deputy for the rest of the game) or the last stage of a wound */
  deputy: null | 'dead' | number;
  /** R 3.2: reverse side up (activated this stage) */
  activated: boolean;
}

export interface Position {
  stage: number;
  lastStage: number;
  units: Record<string, UnitState>;
  leaders: Record<string, LeaderState>;
}

export const onMap = (at: string): boolean => !(BOXES as readonly string[]).includes(at) && at !== 'removed';

/** R 5.5 and the defender's choices answered ahead (spec 5.3): private to each side */
export const POLICY_KEYS = [
  'square',
  'counterCharge',
  'withdraw',
  'changeFront',
  'reactionFire',
  'counterWithdraw',
  'moraleUnit',
  'losses',
  'retreat',
  'stackOrder',
] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];
/**
 * the keys a new game writes into its state; the later ones (N6, N8–N10, N1) are read with their
 * default when absent (`policyOf`), so a game begun before them keeps its state as it was
 */
const STORED_KEYS = ['square', 'counterCharge', 'withdraw', 'changeFront', 'reactionFire'] as const;
export type Policies = Record<(typeof STORED_KEYS)[number], string> & Partial<Record<PolicyKey, string>>;
/** `ask` (POLICY_ASK) is a live question: the mover or the combat stops, the batch halts and the reacting side answers */
export const POLICY_VALUES: Record<PolicyKey, readonly string[]> = {
  square: ['always', 'never', 'ask'],
  counterCharge: ['front', 'always', 'never', 'ask'],
  withdraw: ['never', 'always', 'ask'],
  changeFront: ['onlyIf60', 'always', 'never', 'ask'],
  reactionFire: ['always', 'never', 'ask'],
  // N6, R 10.3.4: a failed counter-charge against infantry may withdraw 2 hexes
  counterWithdraw: ['never', 'always', 'ask'],
  // N8: the eligible unit with the highest morale
  moraleUnit: ['highest', 'ask'],
  // N9: the points after the first on the unit already hit
  losses: ['concentrate', 'ask'],
  // N10, N1: fewest points lost, then farthest from the enemy
  retreat: ['safest', 'ask'],
  // N12, R 6.5: the stack keeps its order, or the defender may reorder it before the die
  stackOrder: ['keep', 'ask'],
};
export const DEFAULT_POLICY: Record<PolicyKey, string> = {
  square: 'always',
  counterCharge: 'front',
  withdraw: 'never',
  changeFront: 'onlyIf60',
  reactionFire: 'always',
  counterWithdraw: 'never',
  moraleUnit: 'highest',
  losses: 'concentrate',
  retreat: 'safest',
  stackOrder: 'keep',
};
export const DEFAULT_POLICIES: Policies = Object.fromEntries(
  STORED_KEYS.map((k) => [k, DEFAULT_POLICY[k]]),
) as Policies;
export const policyOf = (s: Pick<GameState, 'policies'>, side: SideId, key: PolicyKey): string =>
  s.policies[side][key] ?? DEFAULT_POLICY[key];

export type Phase = 'first' | 'command' | 'fire' | 'move' | 'reaction' | 'reactionFire' | 'combat' | 'over';

/** R 5.5 asked live: the hex a moving enemy entered and the reactions it offers (policy `ask`) */
export interface Asked {
  mover: string;
  hex: string;
  offers: {
    unit: string;
    kind: 'square' | 'counterCharge' | 'withdraw' | 'changeFront' | 'counterWithdraw';
    aspect: 'front' | 'side' | 'rear';
  }[];
}

/** a held attack (R 9.11) or salvo (R 11.10) at the non-active side's units, waiting for its choices */
export type Held =
  | { type: 'attack'; attackers: string[]; hex: string; moraleUnit: string; retreat?: Record<string, string[]> }
  | { type: 'fire'; battery: string; target: string };

/**
 * N8–N10, N1 asked live (policy `ask`): the combat or salvo is held before its die and the defender
 * names what is asked: his morale unit, the order his units take the points after the first, the
 * retreat path should he have to retreat (phase `reaction`; `end` = the standing defaults).
 */
export interface Defence {
  held: Held;
  hex: string;
  moraleUnit?: string[];
  losses?: string[];
  retreat?: string[][];
  /** N12: the defending stack (top first), which he may put in a new order (`reorder`) before answering */
  stack?: string[];
}

/** The whole game state: the position, the stage's cup, whose activation and which step, the policies. */
export interface GameState {
  scenario: string;
  /** the game options (variants.ts), without a position */
  options: Record<string, unknown>;
  pos: Position;
  /** R 2.2: who holds the initiative this stage */
  initiative: SideId;
  /** R 2.3.2: markers still in the cup */
  cup: string[];
  /** formations activated this stage (R 2.3.6) */
  used: string[];
  phase: Phase;
  /** the activation under way */
  active: null | {
    side: SideId;
    marker: string;
    formation: string | null;
    units: string[];
    /** R 2.3.3–2.3.5: the activation's leader has moved */
    leaderMoved?: boolean;
  };
  /** the side that last held each objective hex */
  holders: Record<string, SideId>;
  policies: Record<SideId, Policies>;
  /** the reactions waiting for the non-active side's answer (phase `reaction`) */
  asked?: Asked | null;
  /** the defender's choices waiting for his answer (phase `reaction`) */
  defence?: Defence | null;
  /** the rules version the game was created under when later than 1 (index.ts RULES_VERSION; absent: 1) */
  rulesVersion?: number;
  result: null | { winners: SideId[]; reason: string; vp?: Record<SideId, number> };
}

/**
 * A record's copy (the same keys in the same order, the same values) made from a kept template of its
 * keys. A game's records of units and leaders keep one set of ids for life, but V8 meets them in half a
 * dozen shapes, so a spread of the record itself falls to its slow path: some 12 µs and 31 KB of garbage
 * for 154 units, a third of a batch's copy. The spread of one kept template is the fast path (a shape
 * copied whole), and the values are then written over it. A key by key copy into `{}` makes a dictionary
 * (slow to copy and to scan). Any other record (a position form's, a new pack's) gets its own template.
 */
const templates = new Map<string, { keys: string[]; rec: Record<string, unknown> }>();
const copyRecord = <T>(from: Record<string, T>): Record<string, T> => {
  const keys = Object.keys(from);
  const k = `${keys.length}:${keys[0]}:${keys[keys.length - 1]}`;
  let t = templates.get(k);
  if (!t || t.keys.length !== keys.length || t.keys.some((x, i) => x !== keys[i])) {
    // the template holds no state: its values are placeholders, written over in every copy
    t = { keys, rec: Object.fromEntries(keys.map((x) => [x, null])) };
    t.rec = { ...t.rec };
    // a few shapes per pack; position forms may add more: the kept ones are bounded, not a leak
    if (templates.size >= 64) templates.clear();
    templates.set(k, t);
  }
  const out = { ...t.rec } as Record<string, T>;
  for (let i = 0; i < keys.length; i++) out[keys[i]] = from[keys[i]];
  return out;
};

/**
 * the copy `apply` works on, copy-on-write: the unit records are new, the units in them the input's own
 * objects until the batch changes one (`own` in occupancy.ts, reached through ctx.ts `unit`, copies it
 * first); leaders are few and copied at once; the rest field by field
 */
export const cloneState = (s: GameState): GameState => {
  const from = s.pos.units;
  const units = copyRecord(from);
  const fromLeaders = s.pos.leaders;
  const leaders = copyRecord(fromLeaders);
  for (const id in leaders) leaders[id] = { ...fromLeaders[id] };
  openCopy(s.pos.units, units);
  return {
    ...s,
    // options are flat values (setup takes the position out), never changed by a batch
    options: { ...s.options },
    pos: { ...s.pos, units, leaders },
    cup: [...s.cup],
    used: [...s.used],
    active: s.active && { ...s.active, units: [...s.active.units] },
    holders: { ...s.holders },
    policies: { pl: { ...s.policies.pl }, ru: { ...s.policies.ru } },
    result: s.result && JSON.parse(JSON.stringify(s.result)),
    ...(s.asked !== undefined ? { asked: s.asked && JSON.parse(JSON.stringify(s.asked)) } : {}),
    ...(s.defence !== undefined ? { defence: s.defence && JSON.parse(JSON.stringify(s.defence)) } : {}),
  };
};

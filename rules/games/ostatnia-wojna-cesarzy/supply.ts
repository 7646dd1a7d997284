import type { Dice, GameEvent, Secret } from '../../core/contract.js';
import { defOf, has, mapOf, sideOf } from './ctx.js';
import { ev, evFor, fail } from './events.js';
import { other } from './mapindex.js';
import type { SideId } from './schema.js';
import { intelligenceRoll } from './secret-concentration.js';
import { vpTo } from './phases/checks.js';
import type { OwcState } from './state.js';

/**
 * Supply (22): a supply level per side and front, the operations' costs (22.1–22.3), rallies (22.4),
 * the crisis (22.5) and secret stockpiles (22.6). Only where the scenario's rule group `supply` is in
 * force; a state without it holds no `supply` at all.
 */

export const FRONTS = ['G', 'P', 'E'] as const;
export type Front = (typeof FRONTS)[number];
export type PerFront = Partial<Record<Front, number>>;
/** 22.1: the character of operations on a front, by what was paid for it this player-turn */
export const CHARACTER = { pause: 0, limited: 3, offensive: 9 } as const;
export type Character = keyof typeof CHARACTER;

export interface SupplyState {
  /** 22: SuP income of each side per own supply phase (C.4, 29) */
  income: Record<SideId, number>;
  /** the levels per front (0–24); a front a side has no level on counts 0 */
  level: Record<SideId, PerFront>;
  /** 22.6: SuP allocated secretly, added at the owner's next supply phase */
  stash: Record<SideId, PerFront>;
  /** 22.6: sides whose stash the other side's intelligence exposed */
  exposed: SideId[];
  /** the phasing player's plan (DP-1) is awaited */
  due: boolean;
  /** 22.1, 22.2: the phasing player's operations this player-turn: attacks declared, SuP paid, hexes reconnoitred */
  ops: Partial<Record<Front, { attacks: number; paid: number; recon: number }>>;
}

export const MAX_LEVEL = 24;
export const MAX_PER_FRONT = 8;
export const CRISIS = 7;

export const supplyOn = (s: OwcState): s is OwcState & { supply: SupplyState } => has(s, 'supply') && !!s.supply;
export const supplyLevel = (s: OwcState, side: SideId, f: Front): number => s.supply?.level[side][f] ?? 0;
export const frontOf = (s: OwcState, hex: string): Front => mapOf(s).front(hex) as Front;
const opsOf = (sup: SupplyState, f: Front) => (sup.ops[f] ??= { attacks: 0, paid: 0, recon: 0 });

/** 22.5: raising a level by `sup` SuP: 2 SuP a level while it is below 7, then 1 (an odd SuP left below 7 is lost) */
export const raise = (level: number, sup: number): number => {
  let l = level;
  let left = sup;
  while (left > 0) {
    const price = l < CRISIS ? 2 : 1;
    if (left < price) break;
    l += 1;
    left -= price;
  }
  return l;
};

const pay = (s: OwcState, side: SideId, f: Front, sup: number, why: string, rule: string, out: GameEvent[]): void => {
  const lv = s.supply!.level[side];
  const n = Math.min(sup, lv[f] ?? 0); // AMB-25: costs stop at 0
  if (!n) return;
  lv[f] = (lv[f] ?? 0) - n;
  out.push(ev('supply-cost', { side, front: f, sup: n, level: lv[f], why }, rule));
};

/** 22.1, 22.2 (AMB-57): SuP an operation of `attacks` attacks needs on a front in total */
export const characterCost = (attacks: number): number =>
  attacks >= 3 ? CHARACTER.offensive : attacks >= 1 ? CHARACTER.limited : 0;

/** Why the phasing player may not attack `hex` under 22 now (level 0, or the next character unpaid), or null. */
export const attackProblem = (s: OwcState, hex: string): { rule: string; message: string } | null => {
  if (!supplyOn(s)) return null;
  const f = frontOf(s, hex);
  const lv = supplyLevel(s, s.phasing, f);
  if (lv <= 0) return { rule: '22.5', message: `no attacks on front ${f} at supply level 0` };
  const o = s.supply.ops[f] ?? { attacks: 0, paid: 0 };
  const need = characterCost(o.attacks + 1) - o.paid;
  if (s.campaign?.noOffensive?.includes(f) && characterCost(o.attacks + 1) >= CHARACTER.offensive)
    return { rule: '28.2', message: `a division was disbanded on front ${f}: no offensive there this turn` };
  if (need > lv) return { rule: '22.2', message: `the attack needs ${need} SuP on front ${f}, the level is ${lv}` };
  return null;
};

/** 22.1, 22.2: an attack declared on `hex` (AMB-42: the defender's hex's front): count it, pay what its character adds */
export const payAttack = (s: OwcState, hex: string, at: string, out: GameEvent[]): void => {
  if (!supplyOn(s)) return;
  const p = attackProblem(s, hex);
  if (p) fail(p.rule, 'supply', p.message, `${at}.target`);
  const f = frontOf(s, hex);
  const o = opsOf(s.supply, f);
  o.attacks += 1;
  const need = characterCost(o.attacks) - o.paid;
  if (need > 0) {
    o.paid += need;
    pay(s, s.phasing, f, need, o.attacks >= 3 ? 'offensive' : 'limited', '22.2', out);
  }
};

/** 22.3: a failed attack costs 1 SuP on an odd roll; against 4 SP or more 1 always and 1 more on an odd roll */
export const failureCost = (d: number, roll: number | null): number =>
  (d >= 4 ? 1 : 0) + (roll !== null && roll % 2 === 1 ? 1 : 0);
export const payFailure = (s: OwcState, hex: string, d: number, roll: number | null, out: GameEvent[]): void => {
  if (supplyOn(s)) pay(s, s.phasing, frontOf(s, hex), failureCost(d, roll), 'failed-attack', '22.3', out);
};

/** 22.5: the crisis modifiers of an attack on `hex` by `attacker` */
export const crisisMods = (
  s: OwcState,
  hex: string,
  attacker: SideId,
): { rule: string; value: number; what: string }[] => {
  if (!supplyOn(s)) return [];
  const f = frontOf(s, hex);
  const out = [];
  if (supplyLevel(s, attacker, f) < CRISIS) out.push({ rule: '22.5', value: -2, what: 'attacker-supply-crisis' });
  if (supplyLevel(s, other(attacker), f) < CRISIS) out.push({ rule: '22.5', value: 1, what: 'defender-supply-crisis' });
  return out;
};

/** 22.4: a rally costs the unit's SP (an HQ its CR) on the front where it stands */
export const rallyCost = (s: OwcState, id: string): number => {
  const d = defOf(s, id);
  return d.size === 'hq' ? (d.cr ?? 0) : d.sp;
};
export const mayAffordRally = (s: OwcState, id: string): boolean =>
  !supplyOn(s) || rallyCost(s, id) <= supplyLevel(s, sideOf(s, id), frontOf(s, s.units[id].hex!));
export const payRally = (s: OwcState, id: string, out: GameEvent[]): void => {
  if (supplyOn(s)) pay(s, sideOf(s, id), frontOf(s, s.units[id].hex!), rallyCost(s, id), `rally:${id}`, '22.4', out);
};

/** 22.1: hexes the phasing player may still reconnoitre on a front: none in a pause, 2 in limited operations, any in an offensive (by what is paid) */
export const reconLeft = (s: OwcState, hex: string): number => {
  if (!supplyOn(s)) return Infinity;
  const o = s.supply.ops[frontOf(s, hex)] ?? { paid: 0, recon: 0 };
  return o.paid >= CHARACTER.offensive ? Infinity : o.paid >= CHARACTER.limited ? 2 - o.recon : 0;
};
export const countRecon = (s: OwcState, hex: string): void => {
  if (supplyOn(s)) opsOf(s.supply, frontOf(s, hex)).recon += 1;
};

/** the fog token of a side's stash: in its owner's events and views only, until revealed or exposed (22.6) */
export const stashToken = (side: SideId): string => `stash-${side}`;
export const hasStash = (s: OwcState, side: SideId): boolean =>
  !!s.supply && Object.values(s.supply.stash[side]).some((n) => (n ?? 0) > 0);

/** 22.6: the fog token of each stash not yet revealed nor exposed, visible to its owner only */
export const stashSecrets = (s: OwcState): Secret[] =>
  (['allies', 'russians'] as const)
    .filter((side) => hasStash(s, side) && !s.supply!.exposed.includes(side))
    .map((side) => ({
      visibleTo: [side],
      token: JSON.stringify(stashToken(side)),
      what: `secret stockpile of the ${side} (22.6)`,
    }));

/** 22.6 (DP-0): the phasing player's stash joins its levels (22.5 prices, capped at 24, AMB-25) at its supply phase */
export const revealStash = (s: OwcState, out: GameEvent[]): void => {
  if (!supplyOn(s)) return;
  const side = s.phasing;
  const sup = s.supply;
  if (hasStash(s, side)) {
    const added: PerFront = {};
    for (const f of FRONTS) {
      const n = sup.stash[side][f] ?? 0;
      if (!n) continue;
      const before = sup.level[side][f] ?? 0;
      sup.level[side][f] = Math.min(MAX_LEVEL, raise(before, n));
      added[f] = n;
    }
    out.push(ev('supply-revealed', { side, stash: added, levels: { ...sup.level[side] } }, '22.6'));
  }
  sup.stash[side] = {};
  sup.exposed = sup.exposed.filter((x) => x !== side);
  sup.ops = {};
  sup.due = true;
};

/** 22.6 with 20.4 (AMB-25: one roll): at the end of its turn a side's stash may be exposed (Allies 11–12, Russians 10–12) */
export const stashIntelligence = (s: OwcState, dice: Dice, out: GameEvent[]): void => {
  const side = s.phasing;
  if (!supplyOn(s) || !hasStash(s, side) || s.supply.exposed.includes(side)) return;
  const { roll, revealed } = intelligenceRoll(side, dice);
  out.push(ev('intelligence', { side, roll, exposed: revealed }, '22.6', [roll]));
  if (!revealed) return;
  s.supply.exposed.push(side);
  out.push(ev('supply-exposed', { side, stash: { ...s.supply.stash[side] } }, '22.6'));
};

/** The supply plan (DP-1): open and secret SuP per front, operation characters paid in advance. */
export interface SupplyPlan {
  open?: PerFront;
  secret?: PerFront;
  prepay?: Partial<Record<Front, 'limited' | 'offensive'>>;
}
export const applyPlan = (s: OwcState, plan: SupplyPlan, at: string, out: GameEvent[]): void => {
  if (!supplyOn(s)) fail('22', 'no-supply', 'supply is not in force in this scenario', at);
  const sup = s.supply;
  const side = s.phasing;
  const fronts = Object.keys(sup.level[side]) as Front[];
  let total = 0;
  for (const f of FRONTS) {
    const open = plan.open?.[f] ?? 0;
    const secret = plan.secret?.[f] ?? 0;
    const named = plan.open?.[f] !== undefined || plan.secret?.[f] !== undefined || plan.prepay?.[f] !== undefined;
    if (named && !fronts.includes(f))
      fail('22', 'front', `no supply on front ${f} in this scenario`, `${at}.open.${f}`);
    // AMB-25: secret SuP count toward the cap of the stage they are allocated in
    if (open + secret > MAX_PER_FRONT)
      fail(
        '22',
        'per-front',
        `at most ${MAX_PER_FRONT} SuP a front per stage (${f}: ${open + secret})`,
        `${at}.open.${f}`,
      );
    total += open + secret;
  }
  if (total > sup.income[side])
    fail('22', 'income', `${total} SuP given, the income is ${sup.income[side]}`, `${at}.open`);
  const lv = sup.level[side];
  for (const f of fronts) {
    const open = plan.open?.[f] ?? 0;
    if (open) lv[f] = raise(lv[f] ?? 0, open);
    const c = plan.prepay?.[f];
    if (c) {
      if (CHARACTER[c] > (lv[f] ?? 0))
        fail(
          '22.2',
          'prepay',
          `${c} operations cost ${CHARACTER[c]} SuP, front ${f} has ${lv[f] ?? 0}`,
          `${at}.prepay.${f}`,
        );
      lv[f] = (lv[f] ?? 0) - CHARACTER[c];
      opsOf(sup, f).paid = CHARACTER[c];
    }
    if ((lv[f] ?? 0) > MAX_LEVEL)
      fail('22', 'cap', `front ${f} would end at ${lv[f]}, above ${MAX_LEVEL}`, `${at}.open.${f}`);
    const secret = plan.secret?.[f] ?? 0;
    if (secret) sup.stash[side][f] = secret;
  }
  sup.due = false;
  out.push(
    ev(
      'supply-plan',
      { side, income: sup.income[side], open: { ...plan.open }, prepay: { ...plan.prepay }, levels: { ...lv } },
      '22',
    ),
  );
  if (hasStash(s, side))
    out.push(evFor('supply-stash', { side, token: stashToken(side), stash: { ...sup.stash[side] } }, side, '22.6'));
};

/** C.7.1: at the game's end each front on which the opponent's level is below 7 is worth 5 VP */
export const supplyC71 = (s: OwcState, out: GameEvent[]): void => {
  if (!supplyOn(s)) return;
  for (const side of ['allies', 'russians'] as const)
    for (const f of Object.keys(s.supply.level[other(side)]) as Front[])
      if (supplyLevel(s, other(side), f) < CRISIS) vpTo(s, side, 5, `supply-crisis:${f}`, out, 'C.7.1');
};

/**
 * The computer's player for practice games, for either side of every offered scenario: always a batch
 * the rules take (each march tried on a trial copy, the whole batch judged before it is sent). It
 * - attacks where the odds are good: the target with the best chance of success for all the units
 *   that may join (7.4), when that chance is good enough, with artillery and the other special attacks
 *   where they pay (23), more wary of a face-down target (bot-attack.ts);
 * - holds what scores (15, C.7): a unit stays on an objective or scoring town its side holds while an
 *   enemy is near; the others march toward the objectives and scoring towns it does not hold (by their
 *   VP), or toward the enemy once it holds them all; a region that scores per unit draws its side in;
 * - does not offer itself: it ends a march next to an enemy only with as many SP in the hex as the
 *   strongest enemy stack next to it; broken units go back out of reach to rally (8.8.2);
 * - keeps its supply (22): the whole income opened, spread over the fronts as the view offers it; every
 *   broken unit it can pay for rallies; every delaying action is taken (12.1); a retreat takes the
 *   offered path with the smallest loss of resilience, out of encirclement and contact.
 * - hides and looks (16, 16.1, 16.2, 17.2): conceals units far from the enemy, turns face up strong
 *   stacks in contact, reconnoitres face-down stacks it could attack (bot-hide.ts), puts its patrols on
 *   its face-down units (bot-patrols.ts); digs in where threatened (24), razes markers that face away
 *   (24.2) and pays an operation in advance to reconnoitre (22.1) (bot-works.ts); breaks corps down to
 *   garrison a second objective and recombines them (27, bot-breakdown.ts); takes a reserve movement
 *   phase after its marches or, by its standing order, in the opponent's turn, only to plug a gap (4.2).
 * It decides on what its side's view shows (bot-sight.ts: 16, 22.6), rails units behind the front toward
 * it (bot-rail.ts, 18), pays 37.1's owed East Prussian attacks, and plays F seat by seat (bot-f.ts). Its choices are
 * deterministic; the dice passed in serve only its last resort (`botBatch`).
 */
import type { ApplyResult, Dice } from '../../core/contract.js';
import { apply } from './apply.js';
import { strength } from './combat.js';
import { alliedCommandCandidates, slotOf } from './allied-command.js';
import { boardOf, defOf, has, sideOf } from './ctx.js';
import { mpOf, areaOf, movers, reach, isReserve, type ReachMemo } from './movement.js';
import type { OwcBatch, OwcOrder } from './orders.js';
import { ALL, arriveAsOffered, dutyMarches, meetDuties, type Mine } from './phases/duty.js';
import { liftedSight, reserveGoal, scoringHexes, worth, worthFirst } from './bot-worth.js';
import { doMove, heldAtStart } from './phases/movement.js';
import { offerFor } from './phases/retreat.js';
import { affordable } from './phases/supply.js';
import type { SideId } from './schema.js';
import { chooseAttack } from './bot-attack.js';
import { reconOrders, toConceal, toReveal } from './bot-hide.js';
import { reconFront, trenchOrders, untrenchOrders } from './bot-works.js';
import type { OwcState, RetreatOption } from './state.js';
import { supplyPlans } from './view-supply.js';
import { randomBatch } from './random.js';
import { optionsView } from './view.js';
import { believed } from './bot-sight.js';
import { owedEastAttacks } from './campaign/play.js';
import { cardOrOurs } from './campaign/shipped.js';
import { railMoves } from './bot-rail.js';
import { patrolOrders } from './bot-patrols.js';
import { breakdownOrders } from './bot-breakdown.js';

const TRIAL_DICE: Dice = { roll: () => 1 };
/** 4.2: the standing order it sets for the opponent's turns: asked at either window, it marches only where needed */
const OPPONENT_RMP = 'always';
const copy = (s: OwcState): OwcState => JSON.parse(JSON.stringify(s)) as OwcState;

/** the movement batch (or a reserve march's): obligations first, then each unit to its best hex */
const marches = (s: OwcState, side: SideId, window: boolean, mine: Mine = ALL): OwcOrder[] => {
  const orders: OwcOrder[] = window ? [{ type: 'reserve' }] : [];
  const trial = copy(s);
  // 4.2: a reserve movement phase lets every Reserve march again, whatever it did before (as playWindow does)
  if (window) for (const u of Object.values(trial.units)) if (sideOf(trial, u.id) === side) delete u.moved;
  orders.push(...arriveAsOffered(trial, side, mine)); // A.2.1
  if (!window) orders.push(...breakdownOrders(trial, side, mine)); // 27 (bot-breakdown.ts)
  const b0 = boardOf(trial);
  const held = window ? new Set<string>() : heldAtStart(trial);
  const eligible = window
    ? Object.values(trial.units)
        .filter((u) => u.where === 'map' && sideOf(trial, u.id) === side && !u.placed && !u.dug && isReserve(b0, u.id))
        .map((u) => u.id)
    : movers(trial, b0, side, null);
  const own = eligible.filter(mine);
  const tryMove = (unit: string, path: string[]): boolean => {
    const o: OwcOrder = { type: 'move', unit, path };
    try {
      doMove(trial, o, 'trial', eligible, held, []);
    } catch {
      return false;
    }
    orders.push(o);
    return true;
  };
  const opts = { area: areaOf(trial), startOfPhase: held };
  // 5.3, A.1: the units that must move, to the best hex that fulfils the duty (phases/duty.ts)
  if (!window) orders.push(...meetDuties(trial, side, eligible, held, mine, worthFirst(side)));
  // 18: units far behind the front go by rail toward it first (bot-rail.ts)
  if (!window) orders.push(...railMoves(trial, side, eligible, own));
  // broken units first (out of the way), then the strongest, so a stack's holder is the one that stays
  const pool = own
    .filter((u) => !trial.units[u].moved)
    .sort(
      (x, y) =>
        Number(trial.units[y].broken ?? false) - Number(trial.units[x].broken ?? false) ||
        strength(trial, x) - strength(trial, y) ||
        (x < y ? -1 : 1),
    );
  // every unit's reach on the board before the marches (a stack's units share it): the marches before
  // may have changed what is legal, which each trial march judges
  const b1 = boardOf(trial);
  const memo: ReachMemo = new Map();
  for (const unit of pool) {
    const here = trial.units[unit].hex!;
    const lifted = liftedSight(trial, side, unit);
    const stay = worth(lifted, trial, unit, here);
    const ranked = reach({ ...b1, s: trial }, unit, mpOf(trial, unit), opts, memo)
      .map((t) => ({ t, w: worth(lifted, trial, unit, t.cell) }))
      .filter((x) => x.w > stay && (!window || reserveGoal(lifted, unit, x.t.cell)))
      .sort((x, y) => y.w - x.w || x.t.cost - y.t.cost);
    for (const { t } of ranked.slice(0, 4)) if (tryMove(unit, t.path)) break;
  }
  // 16: face down at the end of the phase, where it gives nothing away (bot-hide.ts)
  if (!window) {
    const show = toReveal(trial, side, mine);
    if (show.length) orders.push({ type: 'reveal', units: show });
    for (const id of show) delete trial.units[id].concealed;
    const hide = toConceal(trial, side, mine);
    if (hide.length) orders.push({ type: 'conceal', units: hide });
    for (const id of hide) trial.units[id].concealed = true;
    // 17.2: then a patrol on each face-down unit out of contact (bot-patrols.ts); last, so that a refused one cuts only patrols
    orders.push(...patrolOrders(trial, side, mine));
    // 4.2: a reserve movement phase in the opponent's turn, should a stack of its own need one ('window')
    if (mine === ALL && has(s, 'reserve-movement') && s.standing[side].rmp !== OPPONENT_RMP)
      orders.push({ type: 'standing', key: 'rmp', value: OPPONENT_RMP });
    orders.push({ type: 'pass' });
  }
  return orders;
};

/** the attack with the best chance, if good enough, with its special support (bot-attack.ts); else the end of the phase */
const attack = (s: OwcState, mine: Mine = ALL): OwcOrder => chooseAttack(s, !mayEnd(s), mine);

/**
 * The supply batch: the whole income opened, spread over the fronts (the view's second plan; the
 * first holds nothing back), a limited operation paid in advance where reconnaissance pays (16.1,
 * 22.1), and trenches (24) (bot-works.ts). What it adds is tried on its side's view first: should
 * the rules refuse it, less of it goes.
 */
type Plan = Extract<OwcOrder, { type: 'supply' }>;
/**
 * A supply plan with its works: a limited operation paid in advance where reconnaissance pays (16.1,
 * 22.1) and trenches (24, 24.2) for `mine`'s units, each added only if `takes` accepts the batch (else
 * less of it); `s` is the side's own view. Scenario F's Allied seats use it with their own plan (bot-f.ts).
 */
export const withWorks = (
  s: OwcState,
  side: SideId,
  mine: Mine,
  plan: Plan,
  takes: (orders: OwcOrder[]) => boolean,
): OwcOrder[] => {
  const f = reconFront(s, side, mine, plan.open);
  const paid: OwcOrder = { ...plan, ...(f ? { prepay: { ...plan.prepay, [f]: 'limited' as const } } : {}) };
  // 27: recombinations (and in rules version 1 break-downs) first, on a trial copy: a corps made of
  // threatened divisions may then dig in (bot-breakdown.ts)
  const trial = copy(s);
  const corps = breakdownOrders(trial, side, mine);
  const dig = trenchOrders(trial, side, mine, plan.open);
  const builders = new Set(dig.flatMap((o) => (o.type === 'trench' ? o.units : [])));
  // 24.2: razing before building, so that a new marker in the hex stays
  const razed = untrenchOrders(trial, side, mine, builders);
  const trenches = [...corps, ...razed, ...dig];
  if (!f && !trenches.length) return [plan];
  const withCorps = corps.length
    ? [
        [paid, ...corps],
        [plan, ...corps],
      ]
    : [];
  const tries = [[paid, ...trenches], [plan, ...trenches], ...withCorps, [paid], [plan, ...razed]];
  for (const t of tries) if (takes(t)) return t;
  return [plan];
};
const supplyBatch = (s: OwcState, side: SideId, mine: Mine): OwcOrder[] => {
  const plans = supplyPlans(s);
  const plan = plans.find((p) => p.open && !p.secret && !p.prepay) ?? plans[0] ?? {};
  return withWorks(s, side, mine, { type: 'supply', ...plan }, (os) => apply(s, side, { orders: os }, TRIAL_DICE).ok);
};

/** the retreat path that costs the least resilience, ending out of encirclement and out of contact */
const bestRetreat = (offer: RetreatOption[]): RetreatOption =>
  [...offer].sort(
    (x, y) =>
      Number(x.endEncircled) - Number(y.endEncircled) ||
      y.mod - x.mod ||
      Number(x.endAdjacentEnemy) - Number(y.endAdjacentEnemy) ||
      y.progress - x.progress,
  )[0];

/** the end of the attack phase is open (37.1's owed attacks on the East Prussian front may forbid it) */
const mayEnd = (s: OwcState): boolean => {
  try {
    owedEastAttacks(s, 'bot');
    return true;
  } catch {
    return false;
  }
};

export const decide = (s: OwcState, side: SideId, mine: Mine = ALL): OwcOrder[] => {
  switch (s.await!.kind) {
    case 'screen':
      return [{ type: 'pass' }];
    case 'supply':
      return supplyBatch(s, side, mine);
    case 'rally': {
      const ids = optionsView(s, side)
        .choices.filter((c) => c.id !== 'rally-none')
        .map((c) => c.piece!)
        .filter(mine);
      return [{ type: 'rally', units: affordable(s, ids) }];
    }
    case 'recon':
      return reconOrders(s, mine); // 16.1 (bot-hide.ts)
    case 'delay':
      return [{ type: 'delay', accept: true }];
    case 'retreat': {
      const p = s.pending!;
      if (p.offers) {
        // the owner picks the order too (spec §4.8): the first unit, by its best path
        const [unit, offer] = Object.entries(p.offers)[0];
        return [{ type: 'retreat', unit, path: bestRetreat(offer).path }];
      }
      return [{ type: 'retreat', unit: p.queue[0], path: bestRetreat(p.offer ?? offerFor(s, p).forced).path }];
    }
    case 'attack':
      return [attack(s, mine)];
    case 'pursuit': {
      // into the emptied hex when it scores: the strongest pursuer that may
      const scoring = scoringHexes(s);
      const into = optionsView(s, side)
        .choices.filter((c) => !c.piece || mine(c.piece))
        .flatMap((c) => (c.targets ?? []).map((t) => ({ c, t })))
        .filter(({ t }) => t.cell && scoring.has(t.cell) && s.control[t.cell] !== side)
        .sort((x, y) => strength(s, y.c.piece!) - strength(s, x.c.piece!));
      return into.length ? [into[0].t.order as OwcOrder] : [{ type: 'pass' }];
    }
    case 'window': {
      // 4.2: its own reserve movement phase after its normal marches (W3), or one in the opponent's
      // turn (its standing order, before or after his attacks: it then forgoes its own next W3):
      // Reserves march, only to reinforce a stack of its own weaker than its threat or to take a
      // scoring hex (reserveGoal); with nothing such to do it passes
      if (side === s.phasing && s.phase !== 'w3') return [{ type: 'pass' }];
      const rmp = marches(s, side, true, mine);
      return rmp.some((o) => o.type === 'move') ? rmp : [{ type: 'pass' }];
    }
    case 'move':
      return [...alliedNames(s, side, mine), ...marches(s, side, false, mine)];
  }
  return [{ type: 'pass' }];
};

/**
 * 21.6: at the start of its movement batch the bot names, for each nation not yet named this stage,
 * the strongest of its units an ally's HQ holds in range and no own HQ commands (ties by id), so it
 * moves and attacks commanded; in F a seat names only its own units (F.1)
 */
const alliedNames = (s: OwcState, side: SideId, mine: Mine): OwcOrder[] => {
  const best = new Map<string, string>();
  const ranked = alliedCommandCandidates(s, side)
    .map((c) => c.unit)
    .filter(mine)
    .sort((x, y) => strength(s, y) - strength(s, x) || (x < y ? -1 : 1));
  for (const u of ranked) {
    const slot = slotOf(defOf(s, u).nat)!;
    if (!best.has(slot)) best.set(slot, u);
  }
  return [...best.values()].map((unit) => ({ type: 'allied-command', unit }));
};

/** how the bot's batch came about: its own choice, its choice cut where the rules refused it, a minimal batch, or the random player's */
export type BotVia = 'bot' | 'cut' | 'minimal' | 'random';

/**
 * The batch judged whole before it is sent (`judge`: what the rules say of it on the game itself):
 * an order refused goes, with the marches after it (the closing pass stays); should that not mend
 * it, the minimal answer of the decision (`minimal`: nothing given, the phase ended), and only then
 * the random player's batch (legal by construction).
 */
export const settle = (
  first: OwcOrder[],
  judge: (orders: OwcOrder[]) => ApplyResult<OwcState>,
  minimal: OwcOrder[][],
  random: () => OwcBatch,
): { batch: OwcBatch; via: BotVia } => {
  const orders = [...first];
  let via: BotVia = 'bot';
  for (;;) {
    const r = judge(orders);
    if (r.ok) return { batch: { orders }, via };
    const at = Number(/^orders\[(\d+)\]/.exec(r.error.at ?? '')?.[1] ?? -1);
    if (at < 0 || at >= orders.length - 1 || orders[orders.length - 1].type !== 'pass') break;
    orders.splice(at, orders.length - 1 - at);
    via = 'cut';
  }
  for (const m of minimal) if (judge(m).ok) return { batch: { orders: m }, via: 'minimal' };
  return { batch: random(), via: 'random' };
};

/**
 * The movement batch that only meets the phase's duties (5.3's overstacks, A.1's area) and the
 * arrivals, each leaving unit to the hex the bot likes best: a minimal answer when the full one is
 * refused (in F, say, where the ally's part and one's own marches clash).
 */
export const botDutyMarches = (s: OwcState, side: SideId, mine: Mine = ALL): OwcOrder[] =>
  dutyMarches(s, side, mine, worthFirst(side));

/** the minimal answers of a decision: nothing given, the phase ended, the default path */
export const minimalOf = (s: OwcState, side: SideId = s.phasing, mine: Mine = ALL): OwcOrder[][] => {
  switch (s.await?.kind) {
    case 'move':
      return [botDutyMarches(s, side, mine), [{ type: 'pass' }]];
    case 'supply':
      return [[{ type: 'supply' }], [{ type: 'supply', prepay: { [cardOrOurs(s).eastPrussia.front]: 'offensive' } }]];
    case 'attack':
      return [[{ type: 'end-phase' }]];
    case 'rally':
      return [[{ type: 'rally', units: [] }]];
    case 'delay':
      return [[{ type: 'delay', accept: false }]];
    default:
      return [[{ type: 'pass' }]];
  }
};

/** The bot's batch for `side` and how it came about (the bench counts the last resorts). */
export const botDecision = (s: OwcState, side: SideId, dice: Dice): { batch: OwcBatch; via: BotVia } => {
  if (!s.await || s.await.side !== side)
    return { batch: { orders: [{ type: 'standing', key: 'retreat', value: s.standing[side].retreat }] }, via: 'bot' };
  // 16: every choice on what its side's view shows (bot-sight.ts)
  const orders = decide(believed(s, side), side);
  return settle(
    orders,
    (os) => apply(s, side, { orders: os }, TRIAL_DICE),
    minimalOf(s),
    () => randomBatch(s, side, dice),
  );
};

/**
 * The bot's batch for `side`. A side not awaited sends its standing order for retreats as it stands
 * (a batch of standing orders changes nothing). The dice serve only the last resort (`settle`).
 */
export const botBatch = (s: OwcState, side: SideId, dice: Dice): OwcBatch => botDecision(s, side, dice).batch;

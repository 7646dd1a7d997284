/**
 * Every legal choice for the awaited side, phase by phase: the page's menu, the random and greedy
 * players' menu, and what apply checks an order against.
 */
import type { OrderChoice } from '../../core/contract.js';
import { basicPaths, movableUnits } from './phases/movement.js';
import { awaited, type MSide, type MState } from './state.js';
import { T, choice, type PhaseChoices } from './view-kit.js';
import { SETUP_CHOICES } from './view-setup.js';
import { TURN_CHOICES } from './view-turn.js';
import { BATTLE_CHOICES } from './view-battle.js';

const PHASES: Record<string, PhaseChoices> = { ...SETUP_CHOICES, ...TURN_CHOICES, ...BATTLE_CHOICES };

/** every legal choice for the awaited side (also the random and greedy players' menu) */
export const legalChoices = (s: MState, side: MSide): OrderChoice[] => {
  if (!awaited(s).includes(side)) return [];
  const out: OrderChoice[] = [];
  PHASES[s.phase]?.(s, side, out);
  return out;
};

/** v2: "no more cards, resolve once the defender answers", sent with the declaration (5.3 B3 + B5) */
export const resolveAtOnce = (): OrderChoice =>
  choice('resolve-now', T('Bez dalszych kart: rozstrzygnij od razu', 'No more cards: resolve at once'), {
    group: 'resolve',
    order: { type: 'resolve' },
  });

/**
 * v2: the combats the Movement phase may end in (declaring one ends it): those open now and those a
 * basic move would open; the draft check keeps the ones the drafted move allows
 */
export const combatAfterMove = (s: MState, side: MSide): OrderChoice[] => {
  const byId = new Map<string, OrderChoice>();
  const add = (st: MState) => {
    for (const c of legalChoices({ ...st, phase: 'combat' }, side)) {
      if (c.id.startsWith('scout-')) continue;
      const had = byId.get(c.id);
      if (!had) byId.set(c.id, { ...c, ...(c.targets ? { targets: c.targets.slice() } : {}) });
      else for (const t of c.targets ?? []) if (!had.targets?.some((x) => x.cell === t.cell)) had.targets?.push(t);
    }
  };
  add(s);
  if (!s.turn.basicDone)
    for (const u of movableUnits(s, side))
      for (const p of basicPaths(s, u))
        add({ ...s, units: { ...s.units, [u]: { ...s.units[u], sq: p[p.length - 1] } } });
  return [...byId.values()];
};

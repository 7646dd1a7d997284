/**
 * The sensible player for practice games and the bench: `greedyBatch` is the simple balance player
 * (spec issue: prefers the best-odds attack and restores when it can). One order per batch, always
 * taken from the legal choices. The random player is random.ts.
 */
import type { Dice } from '../../core/contract.js';
import { card, isUnitCard, strength, terrainAt, unitDef, type HqCard, type UnitCard } from './pack.js';
import { distance } from './geometry.js';
import type { MBatch, MOrder } from './orders.js';
import { flat, pick } from './random.js';
import { retreatOptions } from './results.js';
import type { MSide, MState } from './state.js';
import { legalChoices } from './view-choices.js';

const ev = (expr?: string): number => {
  if (!expr) return 0;
  const [n, f] = expr.split('d').map(Number);
  return (n * (f + 1)) / 2;
};

const enemyUnits = (s: MState, side: MSide) =>
  Object.keys(s.units).filter((u) => s.units[u].side !== side && s.units[u].sq);
const hand = (s: MState, side: MSide) => s.players[side].hand.map((id) => card(s, id));

/** expected attack total of an assault by `unit` on `target` if every matching card and the best leader are played */
const assaultOdds = (s: MState, side: MSide, unit: string | null, initDice: string, target: string): number => {
  let A = (unit ? strength(s, unit) : 0) + ev(initDice) + (unit ? terrainAt(s, s.units[unit].sq!).attack.assault : 0);
  for (const k of hand(s, side))
    if (unit && isUnitCard(k) && k.unit === unit && k.attack !== initDice) A += ev(k.attack) * 0.8;
  const lead = (hand(s, side).filter((k) => k.kind === 'leader') as HqCard[]).map((k) => k.combat ?? 0);
  if (lead.length) A += Math.max(...lead);
  const tsq = s.units[target].sq!;
  const D = strength(s, target) + terrainAt(s, tsq).defense.assault + (s.redoubts.includes(tsq) ? 3 : 0) + 3;
  return A / D;
};

const score = (s: MState, side: MSide, o: MOrder): number => {
  const enemies = enemyUnits(s, side);
  switch (o.type) {
    case 'move':
    case 'supply': {
      const to = o.path[o.path.length - 1];
      const near = Math.min(...enemies.map((e) => distance(to, s.units[e].sq!)), 9);
      const from = Math.min(...enemies.map((e) => distance(s.units[o.unit].sq!, s.units[e].sq!)), 9);
      const cards = hand(s, side).filter((k) => isUnitCard(k) && k.unit === o.unit && (k.attack || k.bombard)).length;
      const t = terrainAt(s, to).defense.assault;
      return (from - near) * (1 + cards) + t * 0.5 + (s.units[o.unit].status === 'reduced' ? -(from - near) * 1.5 : 0);
    }
    case 'assault':
      return assaultOdds(s, side, o.unit, (card(s, o.card) as UnitCard).attack!, o.target) * 10;
    case 'ambush':
      return assaultOdds(s, side, null, (card(s, o.card) as HqCard).attack!, o.target) * 8;
    case 'bombard':
    case 'volley':
    case 'grand-battery': {
      const k = card(s, o.card) as { bombard?: string; volley?: string };
      const dice = o.type === 'grand-battery' ? '2d10' : o.type === 'bombard' ? k.bombard : k.volley;
      const tsq = s.units[o.target].sq!;
      const D =
        strength(s, o.target) +
        terrainAt(s, tsq).defense[o.type === 'volley' ? 'volley' : 'bombardment'] +
        (s.redoubts.includes(tsq) ? 3 : 0);
      return (ev(dice) / D) * 9 + (s.units[o.target].status === 'reduced' ? 2 : 0);
    }
    default:
      return 0;
  }
};

const best = <T>(xs: T[], f: (x: T) => number): T | undefined => {
  let b: T | undefined,
    bv = -Infinity;
  for (const x of xs) {
    const v = f(x);
    if (v > bv) {
      b = x;
      bv = v;
    }
  }
  return b;
};

/** a card's worth in hand, to decide what to discard */
const worth = (s: MState, id: string): number => {
  const k = card(s, id);
  if (isUnitCard(k)) {
    if (!s.units[k.unit].sq) return -10;
    return ev(k.attack) + (k.defense ?? 0) + ev(k.bombard) + ev(k.volley) * 0.7 + (k.withdraw ?? 0);
  }
  const v: Record<string, number> = {
    leader: 9,
    committed: 6,
    ambush: 5,
    withdraw: 4,
    supply: 4,
    regroup: 4,
    redoubt: 3,
    sappers: 1,
    skirmish: 2,
    scout: 1,
    'forced-march': 2,
    guerrilla: 3,
  };
  return v[k.kind] ?? 0;
};

export const greedyOrder = (s: MState, side: MSide, dice: Dice): MOrder => {
  const all = flat(legalChoices(s, side));
  const of = (t: MOrder['type']) => all.filter((x) => x.order.type === t).map((x) => x.order);
  const first = (t: MOrder['type']) => of(t)[0];
  const cb = s.combat;
  switch (s.phase) {
    case 'discard': {
      const p = s.players[side];
      const dead = p.hand.find((id) => worth(s, id) < 0);
      if (dead) return { type: 'discard', card: dead };
      // at least one card a turn keeps the day moving toward nightfall; two when they are poor
      const low = p.hand.length ? best(p.hand, (id) => -worth(s, id))! : null;
      if (low && (!s.turn.discarded || (s.turn.discarded < 2 && worth(s, low) < 4)))
        return { type: 'discard', card: low };
      return { type: 'draw' };
    }
    case 'movement': {
      if (!s.turn.basicDone) {
        const m = best(of('move'), (o) => score(s, side, o) + dice.roll(10) / 20);
        if (m) return m;
      }
      const sup = best(of('supply'), (o) => score(s, side, o));
      if (sup && score(s, side, sup) > 1.5) return sup;
      return first('end-movement') ?? all[0].order;
    }
    case 'combat': {
      const cands = all
        .filter((x) => ['assault', 'ambush', 'bombard', 'volley', 'grand-battery'].includes(x.order.type))
        .map((x) => x.order);
      const b = best(cands, (o) => score(s, side, o));
      if (b && score(s, side, b) >= (b.type === 'assault' || b.type === 'ambush' ? 12 : 7)) return b;
      return { type: 'no-combat' };
    }
    case 'guerrilla':
      return first('guerrilla') ?? { type: 'pass' };
    case 'defense': {
      const d = first('defense-card');
      if (d) return d;
      const lead = best(of('leader'), (o) => (card(s, (o as { card: string }).card) as HqCard).combat ?? 0);
      const A = cb!.attacker ? strength(s, cb!.attacker) + 6 : 6;
      const D = strength(s, cb!.target) + cb!.def.reduce((t, id) => t + ((card(s, id) as UnitCard).defense ?? 0), 0);
      if (!cb!.def.length && !cb!.defLeader && A > 2 * D + 3) {
        const w = first('withdraw') ?? first('us-withdraw');
        if (w) return w;
      }
      if (lead && A >= D - 2) return lead;
      return { type: 'defend' };
    }
    case 'attack': {
      const a = first('attack-card');
      if (a) return a;
      if (!cb!.leader) {
        const ls = of('leader') as Extract<MOrder, { type: 'leader' }>[];
        const lv = (o: Extract<MOrder, { type: 'leader' }>) =>
          o.mode === 'command'
            ? (o.units ?? []).reduce((t, u) => t + strength(s, u), 0)
            : ((card(s, o.card) as HqCard).combat ?? 0);
        const l = best(ls, lv);
        if (l) return l;
      }
      const ca = of('committed').find((o) => o.type === 'committed' && s.units[o.unit].status === 'full');
      if (ca) return ca;
      const sp = first('sappers');
      if (sp) return sp;
      return { type: 'resolve' };
    }
    case 'choice': {
      const t = cb!.target;
      const canRetreat = retreatOptions(s, t).length > 0;
      if (cb!.chooser === side && side === s.active)
        return { type: 'result', choice: !canRetreat || s.units[t].status === 'reduced' ? 'retreat' : 'hit' };
      return { type: 'result', choice: s.units[t].status === 'reduced' && canRetreat ? 'retreat' : 'hit' };
    }
    case 'retreat':
      return first('retreat-to');
    case 'advance':
      return of('advance').find((o) => o.type === 'advance' && o.unit !== null) ?? of('advance')[0];
    case 'restoration': {
      const r = of('restore') as Extract<MOrder, { type: 'restore' }>[];
      const good = best(r, (o) => {
        const k = card(s, o.card);
        return k.kind === 'leader' ? ((k as HqCard).rally ?? 0) - 3 : k.kind === 'unit' ? 3 - worth(s, o.card) / 10 : 4;
      });
      if (good && (card(s, good.card).kind !== 'leader' || ((card(s, good.card) as HqCard).rally ?? 0) >= 4))
        return good;
      const rd = best(
        of('redoubt') as Extract<MOrder, { type: 'redoubt' }>[],
        (o) => -Math.min(...enemyUnits(s, side).map((e) => distance(o.square, s.units[e].sq!)), 9),
      );
      if (rd) return rd;
      return { type: 'end-turn' };
    }
    case 'setup.deploy': {
      const opts = all.map((x) => x.order) as Extract<MOrder, { type: 'deploy' }>[];
      // infantry in front, cavalry behind, toward the centre files
      const edge = s.players[side].edge!;
      return best(opts, (o) => {
        const cav = unitDef(s, o.unit).type === 'cav';
        const [x, y] = [o.square.charCodeAt(0) - 97, Number(o.square[1]) - 1];
        const front = edge === 'S' ? y : edge === 'N' ? 7 - y : edge === 'W' ? x : 7 - x;
        const across = edge === 'S' || edge === 'N' ? x : y;
        return (cav ? -front : front) * 3 - Math.abs(across - 3.5) + dice.roll(6) / 10;
      })!;
    }
    default:
      return pick(all, dice).order;
  }
};

export const greedyBatch = (s: MState, side: MSide, dice: Dice): MBatch => ({ orders: [greedyOrder(s, side, dice)] });

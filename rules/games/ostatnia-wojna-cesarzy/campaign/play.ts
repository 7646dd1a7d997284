import type { Dice, GameEvent } from '../../../core/contract.js';
import { controlW, unitW } from '../cow.js';
import type { Placed, Turn } from '../../../core/runner.js';
import { type Board, boardOf, defOf, enemyAt, sideOf, unitsAt } from '../ctx.js';
import { hurt } from '../phases/checks.js';
import { event } from '../../../core/events.js';
import { ev, evFor, fail } from '../events.js';
import type { OwcOrder } from '../orders.js';
import type { SideId } from '../schema.js';
import type { OwcState } from '../state.js';
import { type Front, frontOf, supplyLevel } from '../supply.js';
import { attackable } from '../phases/attack.js';
import { cavalryCandidates, cavalryForms, cavalryTarget } from './cavalry.js';
import {
  absorbProblem,
  DISBAND_SUP,
  mayDisband,
  mayEverRally,
  rebuildCost,
  rebuildProblem,
  worth,
} from './elimination.js';
import { campaignOn, calendarStage, dateOf, markersLeft, owedCall, turnOf } from './hooks.js';
import { formProblem } from './landsturm.js';
import { sailProblem } from './sea-transport.js';
import { legionProblem, legionRoll, legionTarget, nextBrigade } from './legions.js';
import { calendarOf, cardOf } from './shipped.js';
import { offensiveOwed } from './east-prussia.js';
import { refuse } from './time.js';
import { aimCounts } from './war-aims.js';
import { callProblem } from './western.js';
import { LEGION_COST, versionOf } from '../version.js';

export { adjustArrivals, checkOwedOffensive, withTrade } from './plan-income.js';

/**
 * The campaign's orders, given in the phasing player's supply batch beside the plan (DP-1 and DP-4
 * in one batch): 29's trade, rebuilding (28.1), disbanding and absorbing (28.2, 28.3), landsturm and
 * Army HQs (31), Legions (32), western calls (33, Allies, secret); cavalry concentration (35) rolls
 * for every HQ that may, after the plan. 37.1's owed offensive is paid in the plan (prepay E).
 */
export const CAMPAIGN_ORDERS = ['rebuild', 'disband', 'form', 'legion', 'call', 'adjust'] as const;
export const campaignOrderTypes = (s: OwcState): readonly string[] => (campaignOn(s) ? CAMPAIGN_ORDERS : []);

const onMapSide = (s: OwcState, side: SideId) =>
  Object.values(s.units).filter((u) => u.where === 'map' && u.hex && sideOf(s, u.id) === side);
const enemyDistance = (s: OwcState, b: Board, hex: string, side: SideId): number =>
  Math.min(
    Infinity,
    ...onMapSide(s, side === 'allies' ? 'russians' : 'allies').map((u) => b.m.grid.distance(hex, u.hex!)),
  );
const adjacentEnemy = (b: Board, hex: string, side: SideId): boolean =>
  b.m.grid.neighbourCells(hex).some((n) => enemyAt(b, n, side));
const pay = (s: OwcState, side: SideId, f: Front, n: number, why: string, rule: string, out: GameEvent[]) => {
  const lv = s.supply!.level[side];
  lv[f] = Math.max(0, Math.min(24, (lv[f] ?? 0) - n));
  out.push(ev('supply-cost', { side, front: f, sup: n, level: lv[f], why }, rule));
};
/** the unit enters the map now and may not move or rally this player-turn (28.1, 31, 32) */
const placeFixed = (s: OwcState, id: string, hex: string, broken: boolean) => {
  s.units[id] = { id, where: 'map', hex, broken, placed: true };
  (s.campaign!.fixed ??= []).push(id);
  if (s.control[hex] !== undefined || boardOf(s).m.towns.has(hex)) controlW(s)[hex] = sideOf(s, id);
};

/** the rule a campaign order naming a hex answers to */
const HEX_RULE = { rebuild: '28.1', form: '31', legion: '32', call: '33' } as const;

export const playCampaign = (t: Turn<OwcState>, orders: Placed<OwcOrder>[]): void => {
  const s = t.s;
  if (!campaignOn(s)) return;
  const side = s.phasing;
  const out = t.events;
  for (const { o, at } of orders) {
    const b = boardOf(s);
    // a town order names a hex of the map before any rule reads it (a fuzzed "01160116" threw)
    if ('hex' in o && o.type in HEX_RULE && !b.m.has(o.hex))
      fail(HEX_RULE[o.type as keyof typeof HEX_RULE], 'off-map', `hex ${o.hex} is not on the map`, `${at}.hex`);
    switch (o.type) {
      case 'rebuild': {
        const dead = s.campaign.dead?.[o.unit];
        // only a unit of the game or of the losses (an unknown id has no definition to read)
        if (!(s.units[o.unit] || dead) || sideOf(s, o.unit) !== side)
          fail('28.1', 'not-yours', `${o.unit} is not yours`, `${at}.unit`);
        const d = defOf(s, o.unit);
        const p = rebuildProblem({
          d,
          dead,
          owner: side,
          turn: turnOf(s),
          town: {
            isTown: b.m.towns.has(o.hex),
            nat: b.m.has(o.hex) ? b.m.nat(o.hex) : '',
            enemyDistance: enemyDistance(s, b, o.hex, side),
          },
          ownTerritory: cardOf(s).territory[side],
          level: b.m.has(o.hex) ? supplyLevel(s, side, frontOf(s, o.hex)) : 0,
          opts: s.campaign.options,
        });
        if (p) refuse(p, at);
        pay(s, side, frontOf(s, o.hex), rebuildCost(d), `rebuild:${o.unit}`, '28.1', out);
        delete s.campaign.dead![o.unit];
        placeFixed(s, o.unit, o.hex, true);
        out.push(ev('rebuilt', { unit: o.unit, hex: o.hex }, '28.1'));
        break;
      }
      case 'disband': {
        const u = unitW(s, o.unit);
        if (u?.where !== 'map' || sideOf(s, o.unit) !== side)
          fail('28.2', 'not-yours', `${o.unit} is not a unit of yours on the map`, `${at}.unit`);
        const d = defOf(s, o.unit);
        if (!mayDisband(d)) fail('28.2', 'not-disbandable', 'only divisions of R 7 or 5 are disbanded', `${at}.unit`);
        const f = frontOf(s, u.hex!);
        if ((s.supply?.ops[f]?.paid ?? 0) >= 9) fail('28.2', 'offensive', `an offensive is paid on front ${f}`, at);
        (s.campaign.noOffensive ??= []).push(f);
        if (o.into) {
          const c = unitW(s, o.into);
          const p = absorbProblem({
            division: d,
            corps: defOf(s, o.into),
            sameHex: c?.hex === u.hex && c?.where === 'map',
            corpsBroken: !!c?.broken,
            corpsTriedRally: false, // the plan comes before the rallies (8.8)
          });
          if (p) refuse(p, `${at}.into`);
          c.broken = false;
          out.push(ev('absorbed', { unit: o.unit, into: o.into, hex: u.hex }, '28.3'));
        } else {
          const lv = s.supply!.level[side];
          lv[f] = Math.min(24, (lv[f] ?? 0) + DISBAND_SUP);
          out.push(ev('disbanded', { unit: o.unit, hex: u.hex, front: f, sup: DISBAND_SUP }, '28.2'));
        }
        u.where = 'dead';
        u.hex = null;
        break;
      }
      case 'form': {
        if (side !== 'allies') fail('31', 'allies', 'only the Allies form landsturm', at);
        if (s.units[o.unit]) fail('31', 'formed', `${o.unit} is in play already`, `${at}.unit`);
        const d = cardOf(s).landsturm.some((l) => l.unit === o.unit) ? defOf(s, o.unit) : null;
        const p = formProblem(cardOf(s), calendarOf(s), {
          date: dateOf(s),
          unit: o.unit,
          hex: o.hex,
          town: {
            isTown: b.m.towns.has(o.hex),
            terrain: b.m.has(o.hex) ? b.m.terrain(o.hex) : '',
            nat: b.m.has(o.hex) ? b.m.nat(o.hex) : '',
            inRegion: (r) => b.m.inRegion(r, o.hex),
            adjacentEnemy: b.m.has(o.hex) && adjacentEnemy(b, o.hex, side),
          },
          formedThisPhase: s.campaign.formedTurn === turnOf(s),
          formed: s.campaign.formed ?? [],
          cost: d ? worth(d) : 0,
          level: b.m.has(o.hex) ? supplyLevel(s, side, frontOf(s, o.hex)) : 0,
        });
        if (p) refuse(p, at);
        pay(s, side, frontOf(s, o.hex), worth(d!), `form:${o.unit}`, '31', out);
        s.campaign.formedTurn = turnOf(s);
        (s.campaign.formed ??= []).push(o.unit);
        placeFixed(s, o.unit, o.hex, false);
        out.push(ev('formed', { unit: o.unit, hex: o.hex }, '31'));
        break;
      }
      case 'legion': {
        if (side !== 'allies') fail('32', 'allies', 'only the Allies form Legions', at);
        const formed = cardOf(s).legions.brigades.filter((u) => s.units[u]).length;
        const p = legionProblem(cardOf(s), calendarOf(s), {
          date: dateOf(s),
          formed,
          formedThisStage: s.campaign.legionStage === s.stage,
          town: o.hex,
          townFree: b.m.has(o.hex) && !enemyAt(b, o.hex, side) && !adjacentEnemy(b, o.hex, side),
        });
        if (p) refuse(p, `${at}.hex`);
        // 22's table with 32 (AMB-27, v10): the brigade is paid like landsturm (31), its SP on its town's front
        const cost = versionOf(s) >= LEGION_COST ? worth(defOf(s, nextBrigade(cardOf(s), formed)!)) : 0;
        const level = supplyLevel(s, side, frontOf(s, o.hex));
        if (cost > level)
          fail('32', 'supply', `a Legion brigade costs ${cost} SuP (AMB-27), the front has ${level}`, `${at}.hex`);
        const c = aimCounts(cardOf(s), { holder: (h) => s.control[h] ?? null, nat: (h) => b.m.nat(h) });
        const target = legionTarget(cardOf(s), { alliedAims: c.allies, russianAimsOnAH: c.russiansOnAH, formed });
        const roll = t.dice.roll(12);
        const ok = legionRoll(target, roll);
        out.push(ev('legion-roll', { target, roll, ok }, '32', [roll]));
        if (ok) {
          const id = nextBrigade(cardOf(s), formed)!;
          s.campaign.legionStage = s.stage;
          if (cost) pay(s, side, frontOf(s, o.hex), cost, `legion:${id}`, '32', out);
          placeFixed(s, id, o.hex, false);
          out.push(ev('formed', { unit: id, hex: o.hex }, '32'));
        }
        break;
      }
      case 'call': {
        if (side !== 'allies') fail('33', 'allies', 'only the Allies call western reinforcements', at);
        if (!b.m.towns.has(o.hex)) fail('33', 'town', `no town in ${o.hex}`, `${at}.hex`);
        if (s.campaign.call) fail('33', 'one-call', 'one call a turn (its units enter together)', at);
        const spThisStage = s.campaign.calledSp?.stage === s.stage ? s.campaign.calledSp.sp : 0;
        const spOf = (u: string) => defOf(s, u).sp;
        const bad = callProblem(cardOf(s), { called: s.campaign.called, calling: o.units, spOf, spThisStage });
        if (bad) refuse(bad.problem, `${at}.units[${bad.index}]`);
        const sp = o.units.reduce((n, u) => n + spOf(u), 0);
        const markers = markersLeft(s);
        if (sp > markers) fail('33.3.1', 'track', `${sp} SP called, the track holds ${markers} markers`, `${at}.units`);
        s.campaign.called.push(...o.units);
        s.campaign.calledSp = { stage: s.stage, sp: spThisStage + sp };
        s.campaign.call = { units: [...o.units], town: o.hex, stage: s.stage + 1 };
        for (const u of o.units)
          s.units[u] = {
            id: u,
            where: 'due',
            hex: null,
            broken: false,
            due: s.stage + 1,
            dueHex: o.hex,
            how: 'secret',
          };
        delete s.campaign.compel;
        out.push(evFor('called', { units: [...o.units], hex: o.hex }, 'allies', '33'));
        break;
      }
    }
  }
  // 37.2 (AMB-47): a compelled call is owed in this Allied turn
  if (side === 'allies' && s.campaign.compel) {
    const owed = owedCall(s);
    if (owed.length) fail('37.2', 'compelled', `the Allies must call ${owed.join(', ')}`, 'orders');
    delete s.campaign.compel;
  }
};

/** 35: after the plan, every card HQ of the phasing side on the map whose corps is not formed rolls */
export const cavalryConcentration = (s: OwcState, dice: Dice, out: GameEvent[]): void => {
  if (!campaignOn(s)) return;
  const target = cavalryTarget(cardOf(s), calendarOf(s), dateOf(s));
  if (target === null) return;
  const done = [...(s.campaign.formed ?? []), ...Object.keys(s.units)];
  const c = cavalryCandidates(cardOf(s), s.phasing, {
    sideOf: (u) => sideOf(s, u),
    onMap: (u) => s.units[u]?.where === 'map',
    dead: (u) => s.units[u]?.where === 'dead',
    done,
  });
  for (const corps of c.lost)
    if (!s.campaign.formed?.includes(corps)) {
      (s.campaign.formed ??= []).push(corps); // lost for good: never rolls again
      out.push(ev('cavalry-lost', { unit: corps }, '35'));
    }
  for (const { hq, corps } of c.roll) {
    const roll = target >= 12 ? null : dice.roll(12);
    const ok = cavalryForms(target, roll);
    // 16: a face-down HQ's roll and its corps (formed face down with it, 35) are its owner's business
    const hidden = !!s.units[hq].concealed;
    const seen = hidden ? { visibleTo: [s.phasing] } : {};
    const dice_ = roll === null ? undefined : [roll];
    out.push(event('cavalry-roll', { hq, target, roll, ok }, { rule: '35', dice: dice_, ...seen }));
    if (!ok) continue;
    (s.campaign.formed ??= []).push(corps);
    s.units[corps] = {
      id: corps,
      where: 'map',
      hex: s.units[hq].hex,
      broken: false,
      ...(hidden ? { concealed: true } : {}),
    };
    const formed = { unit: corps, hex: s.units[hq].hex };
    out.push(hidden ? evFor('formed', formed, s.phasing, '35') : ev('formed', formed, '35'));
  }
};

/** 28.4 and the units formed or rebuilt this turn: may this broken unit try to rally? */
export const campaignMayRally = (s: OwcState, id: string): boolean =>
  !campaignOn(s) || (mayEverRally(defOf(s, id)) && !s.campaign.fixed?.includes(id));

/**
 * 37.1 (AMB-58): the Russians may not close the repeat-attack phase of one of their first three turns
 * short of the East Prussian offensive's attacks while an attack there is still possible.
 */
export const owedEastAttacks = (s: OwcState, at: string): void => {
  if (!campaignOn(s) || s.phasing !== 'russians' || s.phase !== 'repeat') return;
  const f = cardOf(s).eastPrussia.front as Front;
  const ops = s.supply?.ops[f];
  const p = offensiveOwed(
    cardOf(s),
    { russianTurn: calendarStage(s) - 1, attacks: ops?.attacks ?? 0, paid: ops?.paid ?? 0 },
    s.campaign.options,
  );
  if (!p) return;
  const open = [...attackable(s).keys()].some((h) => frontOf(s, h) === f);
  if (open) refuse(p, at);
};

/** 38: a German unit that has not moved sails between open Baltic ports, one a stage, in the normal movement phase */
export const doSail = (
  s: OwcState,
  o: Extract<OwcOrder, { type: 'sail' }>,
  at: string,
  allowed: readonly string[],
  out: GameEvent[],
): void => {
  if (!campaignOn(s)) fail('38', 'campaign', 'sea transport belongs to the campaign', at);
  if (s.phase !== 'move') fail('38', 'normal-movement', 'ships sail in the normal movement phase only', at);
  const u = unitW(s, o.unit);
  if (u?.where !== 'map' || !allowed.includes(o.unit) || u.moved)
    fail('38', 'cannot-sail', `${o.unit} may not move in this phase`, `${at}.unit`);
  const b = boardOf(s);
  const side = sideOf(s, o.unit);
  if (unitsAt(b, o.to).length >= 4) fail('5.3', 'stacking', `${o.to} holds four units`, `${at}.to`);
  const r = sailProblem(
    cardOf(s),
    {
      nat: defOf(s, o.unit).nat,
      from: u.hex!,
      to: o.to,
      usedThisStage: s.campaign.seaStage === s.stage,
      movedOrAttacked: !!u.attackedNormal,
      adjacentEnemy: (h) => b.m.has(h) && adjacentEnemy(b, h, side),
      fortress: (h) => b.m.has(h) && b.m.fortress(h) === side,
      russianHeld: (h) => s.control[h] === 'russians' || unitsAt(b, h).some((x) => sideOf(s, x) === 'russians'),
    },
    s.campaign.options,
  );
  if ('rule' in r) refuse(r, at);
  const from = u.hex;
  u.hex = o.to;
  u.moved = true;
  s.campaign.seaStage = s.stage;
  if (b.m.towns.has(o.to)) controlW(s)[o.to] = side;
  const e = { unit: o.unit, from, to: o.to, broken: r.breaks };
  out.push(u.concealed ? evFor('sailed', e, side, '38') : ev('sailed', e, '38')); // 16: a face-down voyage
  if (r.breaks) {
    const n = out.length;
    hurt(s, o.unit, out, '38');
    // 16: a face-down unit broken by its voyage is named to its owner only (the VP it gives stays public)
    if (u.concealed)
      for (const x of out.slice(n)) if ((x.data as { unit?: string }).unit === o.unit) x.visibleTo = [side];
  }
};

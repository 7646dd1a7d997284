import { scenarioOfGame } from '../scenario-at.js';
import type { Dice, GameEvent } from '../../../core/contract.js';
import { event } from '../../../core/events.js';
import { RecordingDice } from '../../../core/dice.js';
import { fireTargets, canFire, fire, RANGE } from '../artillery.js';
import { def, enemyOf, leaderDef, putUnit, sideOf, stackAt, unit, type Ctx } from '../ctx.js';
import { divisionCommander, commandDistance, commandRange, recoverAtActivation, cInC } from '../leaders.js';
import { placementHexes, rallyTest, reorganizeOnMap } from '../losses.js';
import type { PackIndex } from '../pack.js';
import { evenOutLevels } from '../stacking.js';
import { initiative, drawMarker, corpsCanActivate, chiefCanActivate } from '../stage.js';
import { onMap, type GameState, type SideId } from '../state.js';
import { isArtillery } from '../units.js';
import { own, stackIn, still } from '../occupancy.js';
import type { Options } from '../variants.js';

/**
 * The sequence of play (chapter 2) as a state machine: `advance` runs every step that needs no
 * decision and stops where a side must decide (the initiative holder's pick, a commander's choice,
 * a fire, movement or combat step, a non-active fire step whose policy is `ask`).
 */
export const ctxOf = (P: PackIndex, s: GameState): Ctx => ({
  P,
  pos: s.pos,
  opts: s.options as Options,
  ...(s.rulesVersion ? { rulesVersion: s.rulesVersion } : {}),
});
const scenarioOf = (P: PackIndex, s: GameState) => scenarioOfGame(P.pack.scenarios, s);
const markerSide = (P: PackIndex, m: string): SideId =>
  (P.pack.forces.formations.find((f) => f.id === m)?.side ?? P.leader(m).side) as SideId;

/** R 2.3.2: the markers in play: formations with units on the map, leaders on the map */
const markersInPlay = (P: PackIndex, s: GameState): string[] => {
  const sc = scenarioOf(P, s);
  const all = [...sc.markers, ...sc.arrivals.filter((a) => a.stage <= s.pos.stage).flatMap((a) => a.markers)];
  const c = ctxOf(P, s);
  return all.filter((m) => {
    const f = P.pack.forces.formations.find((x) => x.id === m);
    if (f) return Object.values(s.pos.units).some((u) => onMap(u.at) && def(c, u.id).division === m);
    const l = s.pos.leaders[m];
    return !!l && onMap(l.at);
  });
};

export const startStage = (P: PackIndex, s: GameState, dice: Dice, events: GameEvent[]): void => {
  const sc = scenarioOf(P, s);
  // arrivals (our scenario rule): placed on the free hexes of their region, one unit per hex; the rest wait
  for (const a of sc.arrivals.filter((x) => x.stage <= s.pos.stage)) {
    const free = P.pack.map.regions[a.region].filter((h) => !Object.values(s.pos.units).some((u) => u.at === h));
    const placed: string[] = [];
    for (const id of a.units) {
      // a unit a position form left out (position.ts) is not in play
      if (s.pos.units[id]?.at !== 'offmap' || !free.length) continue;
      own(s.pos.units, id).at = free.shift()!;
      placed.push(id);
    }
    for (const l of a.leaders)
      if (s.pos.leaders[l]?.at === 'offmap' && placed.length) s.pos.leaders[l].at = s.pos.units[placed[0]].at;
    if (placed.length) events.push(event('arrived', { units: placed, stage: s.pos.stage }, { rule: 'scenario' }));
  }
  if (s.pos.stage > 1) {
    const r = initiative(s.initiative, dice);
    s.initiative = r.holder;
    events.push(event('initiative', { pl: r.pl, ru: r.ru, holder: r.holder }, { rule: '2.2.1', dice: [r.pl, r.ru] }));
  }
  s.cup = markersInPlay(P, s);
  s.used = [];
  for (const l of Object.values(s.pos.leaders)) l.activated = false;
  for (const id in s.pos.units) if ('activated' in s.pos.units[id]) delete own(s.pos.units, id).activated;
  if (s.cup.some((m) => markerSide(P, m) === s.initiative)) {
    s.phase = 'first';
    s.active = null;
    return;
  }
  drawNext(P, s, dice, events);
};

/** R 2.3.2: the next marker from the cup, a logged die; an empty cup ends the activation phase */
export const drawNext = (P: PackIndex, s: GameState, dice: Dice, events: GameEvent[]): void => {
  for (;;) {
    if (!s.cup.length) return endStage(P, s, dice, events);
    const d = drawMarker(s.cup, dice);
    s.cup = d.rest;
    events.push(
      event(
        'drawn',
        { marker: d.marker, side: markerSide(P, d.marker), left: d.rest.length },
        { rule: '2.3.2', ...(d.roll === null ? {} : { dice: [d.roll] }) },
      ),
    );
    if (beginActivation(P, s, d.marker, dice, events)) return;
  }
};

/** starts the activation of a marker; false when it has nothing to do (a division already activated, R 2.3.6) */
export const beginActivation = (
  P: PackIndex,
  s: GameState,
  marker: string,
  dice: Dice,
  events: GameEvent[],
): boolean => {
  const side = markerSide(P, marker);
  const c = ctxOf(P, s);
  const f = P.pack.forces.formations.find((x) => x.id === marker);
  if (f) {
    if (s.used.includes(marker)) {
      events.push(event('void', { marker }, { rule: '2.3.6' }));
      return false;
    }
    activateDivision(P, s, side, marker, marker, dice, events);
    return true;
  }
  // a C-in-C or corps commander (R 2.3.3, 2.3.4): recover a wound, then choose a division (or none)
  if (recoverAtActivation(c, marker)) events.push(event('recovered', { leader: marker }, { rule: '3.6.6' }));
  s.pos.leaders[marker].activated = true;
  s.active = { side, marker, formation: null, units: [] };
  if (!commandChoices(P, s, marker).length) {
    events.push(event('void', { marker }, { rule: '2.3.4' }));
    return false;
  }
  s.phase = 'command';
  return true;
};

/** the divisions a commander's marker may activate now */
export const commandChoices = (P: PackIndex, s: GameState, leaderId: string): string[] => {
  const c = ctxOf(P, s);
  const ld = leaderDef(c, leaderId);
  // the divisions with a unit on the map, in one pass over the units
  let onField: Set<string | undefined> | undefined;
  const live = (fid: string) =>
    !s.used.includes(fid) &&
    (onField ??= new Set(
      Object.values(s.pos.units)
        .filter((u) => onMap(u.at))
        .map((u) => def(c, u.id).division),
    )).has(fid);
  return (ld.rank === 'corps' ? corpsCanActivate(c, leaderId) : chiefCanActivate(c, leaderId)).filter(live);
};

/** R 2.3.5: the division's units and the artillery within its commander's range (AMB-6c) */
export const activateDivision = (
  P: PackIndex,
  s: GameState,
  side: SideId,
  marker: string,
  division: string,
  dice: Dice,
  events: GameEvent[],
): void => {
  const c = ctxOf(P, s);
  const dc = divisionCommander(c, division) ?? cInC(c, side);
  if (dc && s.pos.leaders[dc] && recoverAtActivation(c, dc))
    events.push(event('recovered', { leader: dc }, { rule: '3.6.6' }));
  const corps = P.formation(division).corps;
  const units = Object.values(s.pos.units)
    .filter((u) => onMap(u.at) && sideOf(c, u.id) === side && !u.activated)
    .filter((u) => {
      const d = def(c, u.id);
      if (d.division === division) return true;
      if (!isArtillery(d) || d.division) return false;
      if ((d.corps ?? null) !== (corps ?? null)) return false;
      const l = dc ? s.pos.leaders[dc] : undefined;
      if (!l || !onMap(l.at) || !dc) return false;
      const dist = commandDistance(c, side, l.at, u.at, commandRange(c, dc));
      return dist !== undefined && dist <= commandRange(c, dc);
    })
    .map((u) => u.id);
  for (const id of units) own(s.pos.units, id).activated = true;
  s.used.push(division);
  s.active = { side, marker, formation: division, units };
  events.push(event('activated', { marker, division, side, units: units.length }, { rule: '2.3.5' }));
  s.phase = 'fire';
  if (!activeFireTargets(P, s).length) afterStep(P, s, dice, events);
};

/** the active side's batteries that may fire now, with their targets */
export const activeFireTargets = (P: PackIndex, s: GameState): { battery: string; targets: string[] }[] => {
  const c = ctxOf(P, s);
  // nothing moves while the batteries are looked over
  return still(s.pos.units, () =>
    (s.active?.units ?? [])
      .filter((id) => isArtillery(def(c, id)) && canFire(c, id).ok)
      .map((id) => ({ battery: id, targets: fireTargets(c, id) }))
      .filter((x) => x.targets.length),
  );
};

/** R 2.3.7.3: the non-active side's batteries that may fire at the activated formation */
export const reactionFireTargets = (P: PackIndex, s: GameState): { battery: string; targets: string[] }[] => {
  const c = ctxOf(P, s);
  const a = s.active!;
  const foe = enemyOf(a.side);
  const mine = new Set(a.units);
  // a battery with none of the formation within range has no target in either reading of the option
  // (its targets are, or are filtered to, hexes holding them): the arc and sight are not looked at
  const near = [...new Set(a.units.map((id) => s.pos.units[id].at).filter(onMap))];
  const inRange = (at: string) => near.some((h) => P.grid.distance(at, h) <= RANGE);
  const guns = batteriesOf(P, foe);
  return still(s.pos.units, () =>
    Object.values(s.pos.units)
      .filter((u) => guns.has(u.id) && canFire(c, u.id).ok && inRange(u.at))
      .map((u) => ({ battery: u.id, targets: fireTargets(c, u.id, (id) => mine.has(id)) }))
      .filter((x) => x.targets.length),
  );
};

/** a side's batteries in the pack (looked over at the end of every movement step) */
const batteries = new WeakMap<PackIndex, Record<SideId, Set<string>>>();
const batteriesOf = (P: PackIndex, side: SideId): Set<string> => {
  let b = batteries.get(P);
  if (!b) {
    const of = (x: SideId) =>
      new Set(P.pack.forces.units.filter((d) => d.side === x && isArtillery(d)).map((d) => d.id));
    batteries.set(P, (b = { pl: of('pl'), ru: of('ru') }));
  }
  return b[side];
};

/** after a step's `end`: the next step of the activation (R 2.3.7), skipping those with nothing to do */
export const afterStep = (P: PackIndex, s: GameState, dice: Dice, events: GameEvent[]): void => {
  const c = ctxOf(P, s);
  if (s.phase === 'fire') {
    s.phase = 'move';
    return;
  }
  if (s.phase === 'move') {
    s.phase = 'reactionFire';
    const policy = s.policies[enemyOf(s.active!.side)].reactionFire;
    const shots = reactionFireTargets(P, s);
    if (!shots.length || policy === 'never') return afterStep(P, s, dice, events);
    if (policy === 'ask') return;
    // by policy: every battery fires at its first nearest target
    for (const shot of shots) {
      const target = fireTargets(c, shot.battery, (id) => s.active!.units.includes(id))[0];
      if (!target || !canFire(c, shot.battery).ok) continue;
      const rec = new RecordingDice(dice);
      const salvo = fire(c, shot.battery, target, rec);
      events.push(event('fired', { ...salvo, byPolicy: true }, { rule: '11.10', dice: rec.rolls.map((r) => r.value) }));
    }
    return afterStep(P, s, dice, events);
  }
  if (s.phase === 'reactionFire') {
    s.phase = 'combat';
    return;
  }
  if (s.phase === 'combat') {
    returnReorganized(c, s, events);
    return endActivation(P, s, dice, events);
  }
};

/**
 * R 2.3.7.5 (rules version 2), step (5) of an activation: the formation's units reorganized in an
 * earlier stage that could not be placed then are placed now, with no new test, by the same rule and
 * policy as in the reorganization phase (R 12.8.2.2, the first legal hex, N13); else they wait again.
 */
export const returnReorganized = (c: Ctx, s: GameState, events: GameEvent[]): void => {
  const f = s.active?.formation;
  if (!f || (c.rulesVersion ?? 1) < 2) return;
  // the units waiting in the box: the index's stack there, in id order
  const waiting = stackIn(s.pos.units, 'pending').filter((u) => def(c, u.id).division === f);
  for (const u of waiting.sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const hexes = placementHexes(c, u.id);
    if (!hexes.length) continue;
    putUnit(c, u.id, hexes[0]);
    events.push(event('returned', { unit: u.id, hex: hexes[0] }, { rule: '2.3.7.5' }));
  }
};

/** whether a unit's flags hold anything (without listing them: this runs for every unit at every activation's end) */
const anyKey = (o: object): boolean => {
  for (const _ in o) return true;
  return false;
};

/** R 2.3.9, 6.9: flip the leaders, even out mixed stacks, clear the activation's flags; then the next marker */
export const endActivation = (P: PackIndex, s: GameState, dice: Dice, events: GameEvent[]): void => {
  const c = ctxOf(P, s);
  const a = s.active;
  if (a) {
    if (a.formation) {
      const dc = divisionCommander(c, a.formation);
      if (dc && s.pos.leaders[dc]) s.pos.leaders[dc].activated = true;
    }
    const even = evenOutLevels(c);
    if (even.length) events.push(event('evened', { stacks: even }, { rule: '6.9' }));
  }
  // a unit with no flags keeps its (empty) flags and is not copied
  for (const id in s.pos.units) if (anyKey(s.pos.units[id].flags)) own(s.pos.units, id).flags = {};
  // the objectives looked over on one index: nothing moves here
  still(s.pos.units, () => {
    for (const hex of Object.keys(s.holders)) {
      const st = stackAt(c, hex);
      if (st.length) s.holders[hex] = sideOf(c, st[0].id);
    }
  });
  s.active = null;
  drawNext(P, s, dice, events);
};

/** points lost by a side: eliminated units' full strength, the losses of the others, routed units' remaining strength */
export const pointsLost = (c: Ctx, side: SideId): number =>
  Object.values(c.pos.units)
    .filter((u) => sideOf(c, u.id) === side && u.at !== 'offmap')
    .reduce((n, u) => {
      const d = def(c, u.id);
      if (u.at === 'eliminated') return n + d.strength;
      if (u.at === 'routed' || u.at === 'pending') return n + d.strength;
      return n + Math.min(u.losses, d.strength);
    }, 0);

/** R 2.4, 2.5, 2.6: reorganization, the victory checks, the next stage */
export const endStage = (P: PackIndex, s: GameState, dice: Dice, events: GameEvent[]): void => {
  const c = ctxOf(P, s);
  s.active = null;
  // R 12.8.2: the Routed box, unit by unit (placed by the "first legal hex" policy, N13)
  const returned: string[] = [];
  for (const id of Object.keys(s.pos.units).sort()) {
    // the batch's own copy: the test below changes it
    const u = unit(c, id);
    if (u.at === 'routed') {
      const r = rallyTest(c, u.id, dice);
      events.push(event('rally', r, { rule: '12.8.2.1', dice: [r.die] }));
    }
    if (u.at === 'pending') {
      const hexes = placementHexes(c, u.id);
      if (hexes.length) {
        u.at = hexes[0];
        returned.push(u.id);
        events.push(event('returned', { unit: u.id, hex: hexes[0] }, { rule: '12.8.2.2' }));
      }
    }
  }
  const up = reorganizeOnMap(c, c.opts.reorgReturnImproves ? [] : returned);
  if (up.length) events.push(event('reorganized', { units: up }, { rule: '12.8.1' }));
  // R 2.6: automatic victory, then the last stage
  const sc = scenarioOf(P, s);
  for (const a of sc.victory.automatic) {
    const won =
      a.kind === 'hold-all'
        ? a.hexes.every((h) => stackAt(c, h).some((u) => sideOf(c, u.id) === a.side))
        : pointsLost(c, enemyOf(a.side)) >= a.points;
    if (won) {
      s.result = {
        winners: [a.side],
        reason: a.kind === 'hold-all' ? 'automatic: objectives held' : 'automatic: enemy losses',
      };
      break;
    }
  }
  if (!s.result && s.pos.stage >= s.pos.lastStage) {
    const vp: Record<SideId, number> = { pl: 0, ru: 0 };
    for (const o of sc.victory.objectives) vp[s.holders[o.hex] ?? o.holder] += o.vp;
    for (const side of ['pl', 'ru'] as const)
      vp[side] += Math.floor(pointsLost(c, enemyOf(side)) / sc.victory.lossVp.per) * sc.victory.lossVp.vp;
    const winners: SideId[] =
      vp.pl > vp.ru ? ['pl'] : vp.ru > vp.pl ? ['ru'] : sc.victory.ties === 'draw' ? [] : [sc.victory.ties];
    s.result = { winners, reason: 'victory points', vp };
  }
  events.push(event('stageEnd', { stage: s.pos.stage }, { rule: '2.5' }));
  if (s.result) {
    s.phase = 'over';
    events.push(
      event(
        'gameOver',
        { winners: s.result.winners, reason: s.result.reason, ...(s.result.vp ? { vp: s.result.vp } : {}) },
        { rule: '2.6' },
      ),
    );
    return;
  }
  s.pos.stage += 1;
  startStage(P, s, dice, events);
};

import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { hqDef, mapOf, position, sideOf, unitDef, scenarioIn } from '../ctx.js';
import { mayReorganise, reorganise, rest } from '../endurance.js';
import { initiativeDice, initiativeModifier, initiativeWinner } from '../initiative.js';
import { enemyOf } from '../pieces.js';
import { narewTriggered, westFrontTurn } from '../reinforcements.js';
import type { SideId } from '../schema.js';
import type { TbState } from '../state.js';
import type { MapIndex } from '../terrain.js';
import { autoVictory, finalResult, invasionVp, townVp } from '../victory.js';
import { giveOrders, commandedNow } from './command.js';
import { isolationCheck } from './supply.js';
import { captureForts, finalVp } from './score.js';
import { closeReserves, openReserves } from './reserve.js';
import { obligationOpen, simpleCombats, startCombat } from './combat.js';
import { bombardTargets } from './designation.js';
import { anyMovable, endMovement, startMovement } from './movement.js';
import { orderOfMovementOn } from './order-of-movement.js';
import { anyRailStep } from './rail.js';
import { selfCommandCandidates } from './self-command.js';
import { edgeRailHexes } from '../railways.js';
import { closeMasking, closeRecon, fogFor, maskingOn, openMasking, openRecon } from './masking.js';

/**
 * The sequence of play (3.1): `advance` runs every step that needs no decision and stops where a
 * side must decide. Phase 1 ends with the sealed masking window and phase 3 is the sealed recon
 * window (16; games of rules version 1 skip both); a side with nothing to decide is skipped.
 */
type T = Turn<TbState>;
const SIDES: SideId[] = ['de', 'ru'];

const ordersPhase = (t: T): void => {
  const s = t.s,
    sc = scenarioIn(s);
  // 13.1.8: HQs whose return turn has come stand with a unit of their corps (army HQs: any unit)
  for (const [id, h] of Object.entries(s.hqs)) {
    if (!h.eliminated || h.returnTurn !== s.turn) continue;
    const d = hqDef(s, id);
    const host = Object.keys(s.units).find(
      (u) => s.units[u].hex && unitDef(s, u).side === d.side && (d.kind === 'army' || unitDef(s, u).corps === d.corps),
    );
    if (host) {
      Object.assign(h, { hex: s.units[host].hex, eliminated: false });
      delete h.returnTurn;
      t.events.push(event('hq-returns', { hq: id, hex: h.hex }, { rule: '13.1.8' }));
    }
  }
  // 17.3.1: Hindenburg replaces Prittwitz once the Russian lead has reached the threshold
  const hb = sc.special.hindenburg;
  if (hb && s.maxLead >= hb.lead && s.hqs[hb.from]?.hex && !s.hqs[hb.to].hex) {
    s.hqs[hb.to].hex = s.hqs[hb.from].hex;
    s.hqs[hb.from].hex = null;
    // rules version 17: Prittwitz under a marker hands his place in its box to Hindenburg (16.2.8), unseen
    const box = s.hqs[hb.from].masked;
    const m = box ? s.markers.find((x) => x.id === box) : undefined;
    if (m) {
      m.staff = (m.staff ?? []).map((x) => (x === hb.from ? hb.to : x));
      s.hqs[hb.to].masked = box;
    }
    delete s.hqs[hb.from].masked;
    s.track += sc.vp.russian.hindenburg;
    t.events.push(event('hindenburg', { hex: m ? null : s.hqs[hb.to].hex, track: s.track }, { rule: '17.3.1' }));
  }
  giveOrders(s, t.dice, t.events);
  if (!maskingOn(s) || !openMasking(s)) s.phase = 'initiative';
};

const initiativePhase = (t: T): void => {
  const s = t.s;
  const hindenburg = Object.entries(s.hqs).some(([id, h]) => h.hex && id === scenarioIn(s).special.hindenburg?.to);
  const mod = {
    de: initiativeModifier(s.initiative === 'de', s.record.de),
    ru: initiativeModifier(s.initiative === 'ru', s.record.ru),
  };
  for (;;) {
    const rolls = { de: [] as number[], ru: [] as number[] };
    for (const side of SIDES)
      for (let i = 0; i < initiativeDice(side, hindenburg); i++) rolls[side].push(t.dice.roll(6));
    const total = (side: SideId) => rolls[side].reduce((a, b) => a + b, 0) + mod[side];
    const w = initiativeWinner(total('de'), total('ru'));
    t.events.push(
      event(
        'initiative',
        { de: total('de'), ru: total('ru'), winner: w },
        { rule: '10.1.1', dice: [...rolls.de, ...rolls.ru] },
      ),
    );
    if (w) {
      s.initiative = w;
      break;
    }
  }
  s.record = { de: { flightsForced: 0, enemyRetreatsWithLoss: 0 }, ru: { flightsForced: 0, enemyRetreatsWithLoss: 0 } };
  // phase 3 is the recon window (16.3), phase 4 the reserve window (4.5)
  s.movedThisTurn = [];
  s.bridgeTries = [];
  s.built = [];
  s.phase = 'recon';
  if (!maskingOn(s) || !openRecon(t)) toReserves(s);
};
const toReserves = (s: TbState): void => {
  s.phase = 'reserve';
  openReserves(s);
};

/** the end of phase 4: the RESERVE markers show, the isolation roll (15.5.2), then phase 5 */
const endReserves = (t: T): void => {
  const s = t.s;
  closeReserves(t);
  s.await = null;
  isolationCheck(s, t.dice, t.events);
  s.phase = 'move-ip';
  startMovement(t, s.initiative!);
};

const restPhase = (t: T): void => {
  const s = t.s,
    mi = mapOf(s);
  const p = position(s);
  // who is commanded is asked only of units that could reorganise (2.3.9)
  const commanded: Partial<Record<SideId, Set<string>>> = {};
  const commandedOf = (side: SideId) => (commanded[side] ??= commandedNow(s, side));
  const strict = s.options.rest === 'strict';
  for (const [id, u] of Object.entries(s.units)) {
    if (!u.hex) continue;
    const side = unitDef(s, id).side;
    const inZoc = p.zoc[enemyOf(side)].has(u.hex);
    const moved = s.movedThisTurn.includes(id);
    // AMB-7: phase 7 comes before this turn's combats, so "did not fight" always holds, unless the option
    // `rest: strict` (rules version 14) reads it as last turn's phase 8 (s.fought is emptied as phase 8 starts)
    const fought =
      strict && (s.fought.includes(id) || s.markers.some((m) => m.contents.includes(id) && s.fought.includes(m.id)));
    const r = rest(u, { moved, entrenched: s.built.includes(id), fought, inEnemyZoc: inZoc });
    if (r.loss !== u.loss) {
      u.loss = r.loss;
      t.events.push(event('rest', { unit: id, loss: u.loss }, { rule: '2.3.8', ...fogFor(s, [id]) }));
    }
    if (!unitDef(s, id).back || u.face !== 'back' || u.loss !== 0 || moved) continue;
    const enemyDistance = Math.min(
      99,
      ...p.pieces.filter((x) => x.side !== side).map((x) => mi.board.distance(u.hex!, x.hex)),
    );
    if (mayReorganise(u, { supplied: true, commanded: commandedOf(side).has(id), enemyDistance, moved, fought })) {
      const roll = t.dice.roll(6);
      const r2 = reorganise(u, side, roll);
      t.events.push(
        event('reorganise', { unit: id, ok: r2.face === 'front' }, { rule: '2.3.9', dice: [roll], ...fogFor(s, [id]) }),
      );
      Object.assign(u, r2);
    }
  }
  s.phase = 'combat';
  startCombat(s);
};

const endOfTurn = (t: T): void => {
  const s = t.s,
    sc = scenarioIn(s),
    mi = mapOf(s);
  const towns = townVp(sc, new Map(Object.entries(s.control)));
  const inGermany = Object.entries(s.units).filter(
    ([id, u]) => u.hex && unitDef(s, id).side === 'ru' && mi.country(u.hex) === 'de',
  ).length;
  const invasion = invasionVp(sc, s.turn, inGermany, s.options.invasionAward === 'first-only', !!s.invaded);
  if (invasion > 0) s.invaded = true;
  s.track += towns + invasion;
  s.maxLead = Math.max(s.maxLead, s.track);
  t.events.push(event('turn-end', { turn: s.turn, towns, invasion, track: s.track }, { rule: '19.3' }));
  // 17.3.2–17.3.3: the special reinforcements' triggers
  const wf = sc.special.westFront;
  if (
    wf &&
    s.maxLead >= wf.lead &&
    !s.arrivals.some((a) => a.pieces.includes(wf.pieces[0])) &&
    !s.hqs[wf.pieces[0]]?.hex &&
    !s.units[wf.pieces[1]]?.hex
  ) {
    const hex = edgeRailHexes(mi).find((h) => mi.country(h) === 'de' && h.startsWith('A1B'))!;
    s.arrivals.push({ turn: westFrontTurn(s.turn, wf.delay), hex, pieces: [...wf.pieces], rail: true });
    t.events.push(event('west-front', { turn: westFrontTurn(s.turn, wf.delay) }, { rule: '17.3.2' }));
  }
  const nw = sc.special.narew;
  if (
    nw &&
    !s.arrivals.some((a) => a.pieces.includes(nw.pieces[0])) &&
    !Object.keys(s.units).some((u) => nw.pieces.includes(u) && (s.units[u].hex || s.units[u].eliminated))
  ) {
    const germans = Object.entries(s.units)
      .filter(([id, u]) => u.hex && unitDef(s, id).side === 'de')
      .map(([, u]) => u.hex!);
    if (narewTriggered(mi, s.turn, nw.afterTurn, nw.distance, mi.map.regions[nw.region] ?? [], germans)) {
      const hex = edgeRailHexes(mi).find((h) => mi.country(h) === 'ru')!;
      s.arrivals.push({ turn: s.turn + 1, hex, pieces: [...nw.pieces], rail: false });
      s.track -= sc.vp.german.narew;
      t.events.push(event('narew', { turn: s.turn + 1 }, { rule: '17.3.3' }));
    }
  }
  for (const u of Object.values(s.units)) delete u.reserve;
  s.reserves = [];
  if (s.turn >= sc.turns) {
    finalVp(t);
    const w = finalResult(s.track);
    s.result = { winner: w, reason: `19.3: VP ${s.track > 0 ? '+' : ''}${s.track}` };
    return;
  }
  s.turn += 1;
  s.phase = 'orders';
};

/** the hexes 19.2 looks at on a map (the regions and the manned Königsberg fortification), found once per map */
interface Watched {
  kb?: string;
  vistula: ReadonlySet<string>;
  niemen: ReadonlySet<string>;
  rail: ReadonlySet<string>;
  any: ReadonlySet<string>;
}
const watchedHexes = new WeakMap<MapIndex, Watched>();
const watchedOf = (mi: MapIndex): Watched => {
  let w = watchedHexes.get(mi);
  if (!w) {
    const kb = [...mi.forts.values()].find((f) => f.koenigsberg && f.manned)?.hex;
    const [vistula, niemen, rail] = [
      mi.region('beyond-vistula'),
      mi.region('beyond-niemen'),
      mi.region('rail-a61b2-a63b3'),
    ];
    const any = new Set([...vistula, ...niemen, ...rail, ...(kb ? [kb] : [])]);
    watchedHexes.set(mi, (w = { kb, vistula, niemen, rail, any }));
  }
  return w;
};
/** 19.2 (AMB-44): checked after every step */
const checkAuto = (s: TbState): void => {
  const sc = scenarioIn(s);
  if (!sc.autoVictory || s.result) return;
  const { kb, vistula, niemen, rail, any } = watchedOf(mapOf(s));
  let russiansBeyondVistula = 0,
    germansBeyondNiemen = 0,
    germanInfantryOnRail = false,
    russianInKoenigsberg = false;
  for (const id in s.units) {
    const u = s.units[id];
    // most units stand nowhere these conditions look at
    if (!u.hex || !any.has(u.hex)) continue;
    const d = unitDef(s, id);
    if (d.side === 'ru') {
      if (vistula.has(u.hex)) russiansBeyondVistula++;
      if (u.hex === kb) russianInKoenigsberg = true;
    } else {
      if (niemen.has(u.hex)) germansBeyondNiemen++;
      if (d.type === 'inf' && rail.has(u.hex)) germanInfantryOnRail = true;
    }
  }
  const v = autoVictory({
    russiansBeyondVistula,
    koenigsbergFortsTaken: s.fortsTaken.filter((h) => mapOf(s).forts.get(h)?.koenigsberg).length,
    russianInKoenigsberg,
    germanInfantryOnRail,
    germansBeyondNiemen,
  });
  if (v) s.result = { winner: v.winner, reason: v.rule };
};

/** run the automatic steps until a side must decide or the game is over */
export const advance = (t: T): void => {
  const s = t.s;
  for (let guard = 0; guard < 200 && !s.result; guard++) {
    captureForts(t);
    checkAuto(s);
    if (s.result) break;
    if (s.await?.sides.length) {
      // a movement phase with nothing to move passes by itself (3.0)
      const mover = s.await.sides[0];
      if (
        s.await.kind === 'move' &&
        !anyMovable(s, mover) &&
        !selfCommandCandidates(s, mover).length &&
        !(orderOfMovementOn(s) && anyRailStep(s, mover))
      )
        s.await.sides = [];
      else if (
        s.await.kind === 'combat' &&
        !simpleCombats(s, s.initiative!).length &&
        !bombardTargets(s, s.initiative!).length
      )
        s.await.sides = [];
      else return;
    }
    const ip = s.initiative;
    switch (s.phase) {
      case 'orders':
        if (s.await?.kind === 'mask') {
          closeMasking(t);
          s.await = null;
          s.phase = 'initiative';
        } else ordersPhase(t);
        break;
      case 'recon':
        if (s.await?.kind === 'recon') closeRecon(t);
        s.await = null;
        toReserves(s);
        break;
      case 'initiative':
        initiativePhase(t);
        break;
      case 'reserve':
        endReserves(t);
        break;
      case 'move-ip':
        endMovement(s, ip!);
        s.phase = 'move-nip';
        startMovement(t, enemyOf(ip!));
        break;
      case 'move-nip':
        endMovement(s, enemyOf(ip!));
        s.await = null;
        s.phase = 'rest';
        restPhase(t);
        s.await = { kind: 'combat', sides: [ip!] };
        break;
      case 'combat':
        if (s.combat || (s.await && s.await.kind !== 'combat')) return;
        if (s.await?.kind === 'combat' && s.await.sides.length === 0 && obligationOpen(s, ip!)) {
          s.await.sides = [ip!];
          return;
        }
        s.await = null;
        s.phase = 'end';
        break;
      default:
        s.phase = 'end';
        endOfTurn(t);
        s.await = null;
        break;
    }
  }
  captureForts(t);
  checkAuto(s);
};
export { sideOf };

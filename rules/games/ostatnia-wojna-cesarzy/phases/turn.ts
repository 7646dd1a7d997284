import type { Dice, GameEvent } from '../../../core/contract.js';
import { unitEncircled } from '../campaign/port-pocket.js';
import { boardOf, defOf, has, sideOf, unitsAt } from '../ctx.js';
import { clearField, clearFields } from '../cow.js';
import { ev } from '../events.js';
import { freeOf } from '../geo.js';
import { other } from '../mapindex.js';
import { movers } from '../movement.js';
import type { SideId } from '../schema.js';
import type { OwcState, Phase } from '../state.js';
import { variant } from '../variants.js';
import { arrivalChoices, holdableNow, placeArrivals } from './arrivals.js';
import { attackable } from './attack.js';
import { capitulateAll, check, vpTo } from './checks.js';
import { siegeTurnEnd, spared } from '../siege.js';
import { rmpEligible, rmpUseful } from './reserve-window.js';
import { continueAttack } from './retreat.js';
import { rally, rallyable } from './supply.js';
import { suddenDeathB } from '../scenario-b.js';
import { concealable, hideAtEndOfMovement, patrolHexes, reconOptions } from './conceal.js';
import { revealUnits } from './reveal.js';
import { extraStageVp } from '../scenario-c.js';
import { revealStash, stashIntelligence, supplyC71, supplyOn } from '../supply.js';
import { concentrationIntelligence } from '../concentration-own.js';
import { callIntelligence, campaignAlliedTurnEnd, campaignStageEnd, campaignTurnStart } from '../campaign/hooks.js';

/** The sequence of play (3): phases, player-turns, stages, and the loop that runs every step needing no decision. */

const NEXT: Partial<Record<Phase, Phase>> = {
  supply: 'w1',
  w1: 'attack',
  attack: 'w2',
  w2: 'move',
  move: 'w3',
  w3: 'repeat',
};
export const nonPhasing = (s: OwcState): SideId => other(s.phasing);

export const startPhase = (s: OwcState, p: Phase): void => {
  s.phase = p;
  s.step = 'P';
  delete s.rail; // 18.3, 18.4: capacity and Transports are per movement phase
  if (p === 'attack' || p === 'repeat') clearField(s, 'attacked');
  if (p === 'move') {
    clearField(s, 'moved');
    clearField(s, 'placed', (u) => !s.campaign?.fixed?.includes(u.id)); // 28.1, 31, 32: formed this turn, it stays
  }
};
export const endAttackPhase = (s: OwcState): void => {
  clearField(s, 'noAttack', (u) => sideOf(s, u.id) === s.phasing);
};

const startTurn = (s: OwcState, side: SideId, out: GameEvent[]): void => {
  s.phasing = side;
  // 4.2: one RMP per player-turn; under game option rmpLimit = stage (AMB-2) one per stage, so only a new stage resets it
  if (side === 'allies' || variant(s, 'rmpLimit') === 'player-turn') s.rmp.used = { allies: false, russians: false };
  s.arrivalsDone = false;
  delete s.shaken; // 21.3: once per player-turn
  delete s.specials; // 23.1, 23.4: per player-turn
  clearFields(s, ['moved', 'placed', 'attacked', 'attackedNormal', 'dug']);
  startPhase(s, 'supply');
  if (campaignTurnStart(s, out)) return; // 39 (DP-0): a crushing victory ends the game; 33.3.1
  revealStash(s, out); // 22.6 (DP-0): last turn's secret supply; the plan (DP-1) is awaited
};

const LEVELS: [number, string][] = [
  [25, 'strategic'],
  [15, 'operational'],
  [5, 'marginal'],
  [0, 'draw'],
];
export const levelOf = (vp: number): { winner: SideId | null; level: string } => {
  const a = Math.abs(vp);
  const level = LEVELS.find(([n]) => a >= n)![1];
  return { winner: level === 'draw' ? null : vp > 0 ? 'russians' : 'allies', level };
};

const endTurn = (s: OwcState, dice: Dice, out: GameEvent[]): void => {
  const side = s.phasing;
  // 8.7 failed breakout: one check per encircled hex, by its highest-R unit at R − 4
  const b = boardOf(s);
  const free = freeOf(b, side);
  const sieged = spared(s, side); // 25.5 replaces 8.7 in own fortresses (and, v2, their pockets in the grace)
  const hexes = [...b.occ.entries()]
    .filter(([h, ids]) => ids.length && sideOf(s, ids[0]) === side && !free.has(h) && !sieged.has(h))
    .filter(([h, ids]) => ids.some((id) => unitEncircled(b, id, h))) // 38.1: German units supplied by sea never break out
    .map(([h]) => h)
    .sort();
  for (const h of hexes) {
    const ids = unitsAt(b, h).filter((id) => unitEncircled(b, id, h));
    // our reading: the breakout check turns the hex's face-down units up (16.2), so the log may name them
    revealUnits(
      s,
      ids.filter((id) => s.units[id].concealed),
      out,
      '8.7',
    );
    const now = boardOf(s);
    const left = unitsAt(now, h).filter((id) => unitEncircled(now, id, h)); // 38.1: the hex's German units stay
    if (!left.length) continue;
    const best = [...left].sort((x, y) => defOf(s, y).r - defOf(s, x).r || (x < y ? -1 : 1))[0];
    if (!check(s, best, [{ rule: '8.7', value: -4 }], dice, out, 'breakout', '8.7'))
      capitulateAll(s, left, h, '8.7', out);
  }
  siegeTurnEnd(s, side, dice, out); // 25.5
  stashIntelligence(s, dice, out); // 22.6
  concentrationIntelligence(s, dice, out); // 20.4 (v8)
  callIntelligence(s, dice, out); // 33.2 (campaign)
  s.rmp.forfeit[side] = false;
  out.push(ev('turn-end', { side, stage: s.stage }, '3'));
  if (side === 'allies') campaignAlliedTurnEnd(s, out); // 33.3.2
  if (side === 'allies') return startTurn(s, 'russians', out);
  endStage(s, out);
};

const endStage = (s: OwcState, out: GameEvent[]): void => {
  const b = boardOf(s);
  // 15: location VP at every stage end; under game option locationVp = game-end (AMB-20) only after the last
  const scoreLocations = variant(s, 'locationVp') === 'every-stage' || s.stage >= s.stages.length;
  if (scoreLocations)
    for (const o of s.objectives)
      if ((s.control[o.hex] ?? null) === o.side) vpTo(s, o.side, o.vp, `objective:${o.hex}`, out);
  if (scoreLocations)
    for (const r of s.regionVp) {
      const n = Object.values(s.units).filter(
        (u) => u.where === 'map' && sideOf(s, u.id) === r.side && b.m.inRegion(r.region, u.hex!),
      ).length;
      if (n) vpTo(s, r.side, n * r.vp, `region:${r.region}`, out);
    }
  if (scoreLocations) extraStageVp(s, out); // C.7
  campaignStageEnd(s, out); // 36, 37.3, 37.4
  out.push(ev('stage-end', { stage: s.stage, date: s.stages[s.stage - 1], balance: s.vp }, '15'));
  delete s.alliedCommand; // 21.6: the names hold for one stage
  if (s.stage >= s.stages.length) {
    if (has(s, 'C.7')) supplyC71(s, out);
    const { winner, level } = levelOf(s.vp);
    s.result = { winner, level, reason: `vp:${s.vp}` };
    s.phase = 'over';
    s.await = null;
    out.push(ev('game-end', { winner, level, balance: s.vp }, '15.2'));
    return;
  }
  s.stage += 1;
  startTurn(s, 'allies', out);
};

/** B.5.1, B.5.2 (AMB-52: checked whenever the board has changed, so at once): the game stops */
const suddenDeath = (s: OwcState, out: GameEvent[]): boolean => {
  if (!has(s, 'B.5')) return false;
  const r = suddenDeathB(boardOf(s));
  if (!r) return false;
  s.result = { winner: r.winner, level: r.level, reason: r.reason };
  s.phase = 'over';
  s.await = null;
  s.pending = null;
  out.push(ev('sudden-death', { winner: r.winner, reason: r.reason }, r.reason));
  out.push(ev('game-end', { winner: r.winner, level: r.level, balance: s.vp }, r.reason));
  return true;
};

/** Run everything that needs no decision; stop where a side must decide (sets s.await). */
export const advance = (s: OwcState, dice: Dice, out: GameEvent[]): void => {
  for (let guard = 0; guard < 10_000; guard++) {
    s.await = null;
    if (s.result) return;
    if (suddenDeath(s, out)) return;
    const P = s.phasing,
      N = other(P);
    if (s.pending) {
      if (continueAttack(s, dice, out)) return;
      continue;
    }
    switch (s.phase) {
      case 'supply': {
        if (s.screen) {
          s.await = { side: s.screen.side, kind: 'screen' }; // C.2, before the first player-turn
          return;
        }
        if (supplyOn(s) && s.supply.due) {
          s.await = { side: P, kind: 'supply' }; // 22 (DP-1)
          return;
        }
        if (s.step === 'R') {
          // 16.1: the phasing player's reconnaissance, after the rallies
          if (reconOptions(s).size) {
            s.await = { side: P, kind: 'recon' };
            return;
          }
          startPhase(s, 'w1');
          continue;
        }
        const who = s.step === 'N' ? N : P;
        const ids = rallyable(s, who);
        const st = s.standing[who].rally;
        if (ids.length && st === 'ask') {
          s.await = { side: who, kind: 'rally' };
          return;
        }
        if (ids.length && st === 'all') rally(s, ids, dice, out);
        afterRally(s);
        continue;
      }
      case 'w1':
      case 'w2':
      case 'w3': {
        if (s.step === 'P') {
          if (rmpEligible(s, P) && s.standing[P].ownRmp === 'ask' && rmpUseful(s, P)) {
            s.await = { side: P, kind: 'window' };
            return;
          }
          s.step = 'N';
          continue;
        }
        const st = s.standing[N].rmp;
        const wants = st === 'always' || (st === 'after-attacks' && s.phase === 'w2');
        if (s.phase !== 'w3' && wants && rmpEligible(s, N) && rmpUseful(s, N)) {
          s.await = { side: N, kind: 'window' };
          return;
        }
        startPhase(s, NEXT[s.phase]!);
        continue;
      }
      case 'attack':
      case 'repeat': {
        if (attackable(s).size) {
          s.await = { side: P, kind: 'attack' };
          return;
        }
        endAttackPhase(s);
        if (s.phase === 'attack') startPhase(s, 'w2');
        else endTurn(s, dice, out);
        continue;
      }
      case 'move': {
        // A.2.1: equally near towns are the owner's choice, made in this movement batch ("arrive")
        placeArrivals(s, out, {}, true);
        if (arrivalChoices(s).size || holdableNow(s).length) {
          s.await = { side: P, kind: 'move' };
          return;
        }
        placeArrivals(s, out);
        const b = boardOf(s);
        if (movers(s, b, P, null).length || concealable(s, P).length || patrolHexes(s, P).length) {
          s.await = { side: P, kind: 'move' };
          return;
        }
        hideAtEndOfMovement(s, P, [], out); // the opponent's standing concealment (16, 17.2)
        startPhase(s, 'w3');
        continue;
      }
      case 'over':
        return;
    }
  }
  throw new Error('owc: phase machine did not settle');
};

/** Finish the current phase at the phasing player's request. */
export const endPhase = (s: OwcState, dice: Dice, out: GameEvent[]): void => {
  if (s.phase === 'attack') {
    endAttackPhase(s);
    startPhase(s, 'w2');
  } else if (s.phase === 'repeat') {
    endAttackPhase(s);
    endTurn(s, dice, out);
  } else if (s.phase === 'move') startPhase(s, 'w3');
};
/** After a side's rally decision in the supply phase. */
export const afterRally = (s: OwcState): void => {
  if (s.step === 'P') s.step = 'N';
  else if (s.step === 'N' && has(s, 'concealment')) s.step = 'R';
  else startPhase(s, 'w1');
};
/** A window passed by `side` (4.2.2), or closed by an RMP (4.2.3). */
export const afterWindow = (s: OwcState, side: SideId, taken: boolean): void => {
  if (!taken && side === s.phasing) s.step = 'N';
  else startPhase(s, NEXT[s.phase]!);
};

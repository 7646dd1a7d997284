import type { Dice, GameEvent, Secret } from '../../../core/contract.js';
import { unitEncircled } from './port-pocket.js';
import { intelligenceRoll } from '../secret-concentration.js';
import { commanded, isHq } from '../command.js';
import { boardOf, defOf, has, sideOf } from '../ctx.js';
import { ev } from '../events.js';
import { vpTo } from '../phases/checks.js';
import type { SideId } from '../schema.js';
import type { OwcState } from '../state.js';
import { crushingVictory, type CrushUnit } from './crushing.js';
import { germanAimTaken, noHqVp, pairVp } from './east-prussia.js';
import { stabilized } from './stabilization.js';
import { levelOf } from '../phases/turn.js';
import { calendarOf, cardOf } from './shipped.js';
import type { CampaignState } from './state.js';
import { turnNo } from './time.js';
import { aimCounts, aimVp, mayCapture } from './war-aims.js';
import { compelledUnits, endAlliedTurnTrack, enterTrack } from './western.js';

/**
 * The campaign rules in the phase machine: what runs at the start of a player-turn (39, 33.3.1), at
 * the end of the Allied turn (33.3.2) and at a stage end (36, 37.3, 37.4), and the record of losses
 * (28). Every hook does nothing unless the scenario has the rule group `campaign`.
 */
export const campaignOn = (s: OwcState): s is OwcState & { campaign: CampaignState } =>
  has(s, 'campaign') && !!s.campaign;
export const dateOf = (s: OwcState): string => s.stages[s.stage - 1];
/** the calendar's stage number (a scenario may start later than 16.VIII) */
export const calendarStage = (s: OwcState): number => calendarOf(s).indexOf(dateOf(s)) + 1;
export const turnOf = (s: OwcState): number => turnNo(calendarStage(s), s.phasing);
const score = (s: OwcState, side: SideId, n: number, why: string, rule: string, out: GameEvent[]) => {
  if (n > 0) vpTo(s, side, n, why, out, rule);
  if (n < 0) vpTo(s, side === 'allies' ? 'russians' : 'allies', -n, why, out, rule);
};
/** a balance change toward the Russians (positive) or the Allies (negative) */
export const scoreToward = (s: OwcState, vp: number, why: string, rule: string, out: GameEvent[]): void =>
  score(s, 'russians', vp, why, rule, out);

/** 28: a unit eliminated by a second break in the open may be rebuilt; any other loss is final */
export const recordLoss = (s: OwcState, id: string, encircledNow: boolean): void => {
  if (campaignOn(s) && !encircledNow) (s.campaign.dead ??= {})[id] = { turn: turnOf(s), rebuildable: true };
};

const holder = (s: OwcState) => (h: string) => s.control[h] ?? null;

/** 39 at DP-0: the phasing player's crushing victory ends the game at once */
const crushing = (s: OwcState, out: GameEvent[]): boolean => {
  const side = s.phasing;
  const b = boardOf(s);
  const regions = cardOf(s).crushing[side].regions;
  const units: CrushUnit[] = Object.values(s.units)
    .filter(
      (u) => u.where === 'map' && u.hex && sideOf(s, u.id) === side && regions.some((r) => b.m.inRegion(r, u.hex!)),
    )
    .map((u) => {
      const d = defOf(s, u.id);
      const kind = isHq(d) ? 'hq' : d.size === 'corps' && d.arm === 'infantry' ? 'infantry-corps' : 'other';
      return {
        side,
        hex: u.hex!,
        kind,
        commanded: kind === 'infantry-corps' && commanded(b, u.id),
        encircled: kind === 'hq' && unitEncircled(b, u.id), // 6.3, 38.1
      };
    });
  const win = crushingVictory(cardOf(s), side, { units, inRegion: (r, h) => b.m.inRegion(r, h), holder: holder(s) });
  if (!win) return false;
  s.result = { winner: side, level: 'crushing', reason: win.reason };
  s.phase = 'over';
  s.await = null;
  out.push(ev('crushing-victory', { side, reason: win.reason }, '39'));
  out.push(ev('game-end', { winner: side, level: 'crushing', balance: s.vp }, '39'));
  return true;
};

/** DP-0: 39; then, in the Allied turn, the called units' markers come off the track (33.3.1) */
export const campaignTurnStart = (s: OwcState, out: GameEvent[]): boolean => {
  if (!campaignOn(s)) return false;
  delete s.campaign.noOffensive;
  delete s.campaign.fixed;
  if (crushing(s, out)) return true;
  const call = s.campaign.call;
  if (s.phasing === 'allies' && call && call.stage === s.stage) {
    const sp = call.units.reduce((t, u) => t + defOf(s, u).sp, 0);
    const r = enterTrack(cardOf(s), calendarOf(s), s.campaign.track, dateOf(s), sp, s.campaign.options);
    if (!('rule' in r)) {
      s.campaign.track = r.track;
      out.push(ev('track', { taken: r.taken, putBack: r.putBack, track: { ...r.track } }, '33.3.1'));
      scoreToward(s, r.vp, 'reinforcements-early', '33.3.1', out);
    }
    delete s.campaign.call;
  }
  return false;
};

/** 33.3.2: at the end of the Allied turn the unused markers move on, 2 VP each to the Allies */
export const campaignAlliedTurnEnd = (s: OwcState, out: GameEvent[]): void => {
  if (!campaignOn(s)) return;
  const r = endAlliedTurnTrack(calendarOf(s), s.campaign.track, dateOf(s));
  if (!r.moved) return;
  s.campaign.track = r.track;
  out.push(ev('track', { moved: r.moved, track: { ...r.track } }, '33.3.2'));
  scoreToward(s, r.vp, 'unused-markers', '33.3.2', out);
};

/** stage end: War Aims (36, 36.1), no Russian Army HQ on German soil (37.3), Katowice and Gliwice (37.4) */
export const campaignStageEnd = (s: OwcState, out: GameEvent[]): void => {
  if (!campaignOn(s)) return;
  const b = boardOf(s);
  const counts = aimCounts(cardOf(s), { holder: holder(s), nat: (h) => b.m.nat(h) });
  out.push(ev('war-aims', { ...counts, aspiration: cardOf(s).aspirations[dateOf(s)] ?? 0 }, '36'));
  for (const x of aimVp(cardOf(s), counts, dateOf(s))) score(s, x.side, x.vp, `war-aims`, x.rule, out);
  // 37.2: a War Aim on German soil newly held by the Russians compels the Allies' next call (and scores before 21.IX)
  for (const w of cardOf(s).warAims)
    if (
      b.m.has(w.hex) &&
      b.m.nat(w.hex) === 'DE' &&
      s.control[w.hex] === 'russians' &&
      s.campaign.commandedCaptures?.includes(w.hex) &&
      !s.campaign.aimsTaken?.includes(w.hex)
    ) {
      (s.campaign.aimsTaken ??= []).push(w.hex);
      s.campaign.compel = true;
      score(
        s,
        'russians',
        germanAimTaken(cardOf(s), calendarOf(s), dateOf(s)).vp,
        `german-war-aim:${w.hex}`,
        '37.2',
        out,
      );
    }
  const hqOnGerman = Object.values(s.units).some(
    (u) =>
      u.where === 'map' && u.hex && isHq(defOf(s, u.id)) && sideOf(s, u.id) === 'russians' && b.m.nat(u.hex) === 'DE',
  );
  score(s, 'allies', noHqVp(cardOf(s), hqOnGerman), 'no-russian-hq-in-germany', '37.3', out);
  const pair = pairVp(cardOf(s), {
    scored: !!s.campaign.pairScored,
    heldByCommandedRussians: (h) =>
      Object.values(s.units).some(
        (u) => u.hex === h && u.where === 'map' && sideOf(s, u.id) === 'russians' && commanded(b, u.id),
      ),
  });
  if (pair) {
    s.campaign.pairScored = true;
    score(s, 'russians', pair, 'katowice-gliwice', '37.4', out);
  }
};

/** 40.2 after the plan: from 2.XII the side not winning that pays no offensive ends the game (AMB-49) */
export const stabilization = (s: OwcState, out: GameEvent[]): boolean => {
  if (!campaignOn(s)) return false;
  const declaredOffensive = Object.values(s.supply?.ops ?? {}).some((o) => (o?.paid ?? 0) >= 9);
  if (
    !stabilized(
      cardOf(s),
      calendarOf(s),
      { date: dateOf(s), vp: s.vp, phasing: s.phasing, declaredOffensive },
      s.campaign.options,
    )
  )
    return false;
  const { winner, level } = levelOf(s.vp);
  s.result = { winner, level, reason: `stabilization:${s.vp}` };
  s.phase = 'over';
  s.await = null;
  out.push(ev('stabilization', { side: s.phasing, balance: s.vp }, '40.2'));
  out.push(ev('game-end', { winner, level, balance: s.vp }, '40.2'));
  return true;
};

/** 33.2: the units of a call are the Allies' secret until they enter (intelligence exposure: not yet modelled) */
export const callSecrets = (s: OwcState): Secret[] =>
  (s.campaign?.call?.exposed ? [] : (s.campaign?.call?.units ?? [])).map((u) => ({
    visibleTo: ['allies'],
    token: JSON.stringify(u),
    what: `western reinforcement ${u} called (33.2)`,
  }));
/** the view's arrival list leaves out a call's units for the Russians */
export const hiddenCall = (s: OwcState, id: string, viewer: string | null): boolean =>
  viewer !== 'allies' && !s.campaign?.call?.exposed && !!s.campaign?.call?.units.includes(id);

/**
 * 33.2: at the end of the Allied turn the Russians' intelligence may expose a pending call: one roll
 * with 20.4's thresholds, the one 22.6 made for a stockpile if it made one; the units and their town
 * are then public until they enter.
 */
export const callIntelligence = (s: OwcState, dice: Dice, out: GameEvent[]): void => {
  if (!campaignOn(s) || s.phasing !== 'allies' || !s.campaign.call || s.campaign.call.exposed) return;
  const made = out.find((e) => e.type === 'intelligence' && (e.data as { side?: string }).side === 'allies');
  let revealed = !!(made?.data as { exposed?: boolean } | undefined)?.exposed;
  if (!made) {
    const r = intelligenceRoll('allies', dice);
    revealed = r.revealed;
    out.push(ev('intelligence', { side: 'allies', roll: r.roll, exposed: r.revealed }, '33.2', [r.roll]));
  }
  if (!revealed) return;
  s.campaign.call.exposed = true;
  out.push(ev('call-exposed', { units: [...s.campaign.call.units], hex: s.campaign.call.town }, '33.2'));
};

/** 33.3.1: the markers left on the track from the current stage on */
export const markersLeft = (s: OwcState): number =>
  calendarOf(s)
    .slice(calendarOf(s).indexOf(dateOf(s)))
    .reduce((n, d) => n + (s.campaign?.track[d] ?? 0), 0);

/** 36: may a unit (face down or not) take control of this hex? */
/** 37.2: a German War Aim entered by a commanded Russian unit is noted; the stage end then compels the call */
export const noteCapture = (s: OwcState, hex: string, unit: string): void => {
  if (!campaignOn(s) || sideOf(s, unit) !== 'russians' || !cardOf(s).warAims.some((w) => w.hex === hex)) return;
  const b = boardOf(s);
  if (b.m.nat(hex) !== 'DE' || !commanded(b, unit, hex)) return;
  const taken = (s.campaign.commandedCaptures ??= []);
  if (!taken.includes(hex)) taken.push(hex);
};

export const campaignMayCapture = (s: OwcState, hex: string, concealed: boolean): boolean =>
  !campaignOn(s) || mayCapture(cardOf(s), hex, concealed);

/** 37.2 (AMB-47): the units the Allies' compelled call must name now */
export const owedCall = (s: OwcState): string[] =>
  compelledUnits(
    cardOf(s),
    { called: s.campaign?.called ?? [], spOf: (u) => defOf(s, u).sp, spThisStage: 0, markers: markersLeft(s) },
    s.campaign?.options,
  );

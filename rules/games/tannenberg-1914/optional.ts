import type { GameEvent } from '../../core/contract.js';
import { event } from '../../core/events.js';
import { hqDef, mapOf, scenarioIn, unitDef } from './ctx.js';
import type { TbState } from './state.js';

/**
 * Rule 18: the optional balance rules, each a game option (variants.ts), off unless chosen, so a
 * game may use all, some or none of them (18.1, last paragraph). 18.1.1: the Russian 3rd Guards
 * Division stays put until a 1 is rolled at the start of the Russian movement phase (AMB-39: once a
 * turn) or any German piece, even an empty marker, enters Russia. 18.1.2: I Corps' commander is
 * replaced once the corps has lost 3 steps (AMB-40 counts flips and eliminations). 18.1.3:
 * v. Pappritz never leaves Königsberg.
 */
export const guardsReleased = (roll: number | null, germanPieceInRussia: boolean): boolean =>
  roll === 1 || germanPieceInRussia;
export const commanderReplaced = (stepsLost: number, threshold: number): boolean => stepsLost >= threshold;

const guardsOf = (s: TbState): readonly string[] =>
  s.options.guards === 'on' && !s.guardsFree ? (scenarioIn(s).special.guards?.pieces ?? []) : [];

/** 18.1.1: the units among `ids` (a marker's contents included by the caller) that may not move yet */
export const heldGuards = (s: TbState, ids: readonly string[]): string[] => {
  const held = guardsOf(s);
  return held.length ? ids.filter((id) => held.includes(id)) : [];
};

const release = (s: TbState, why: 'roll' | 'border', events: GameEvent[], dice?: number[]): void => {
  s.guardsFree = true;
  events.push(event('guards', { released: true, why }, { rule: '18.1.1', ...(dice ? { dice } : {}) }));
};

/** 18.1.1 at the start of the Russian movement phase: a German piece in Russia releases them, else a roll of 1 does */
export const guardsCheck = (s: TbState, roll: () => number, events: GameEvent[]): void => {
  const held = guardsOf(s);
  if (!held.some((id) => s.units[id]?.hex)) return;
  if (germanInRussia(s)) return release(s, 'border', events);
  const r = roll();
  if (guardsReleased(r, false)) release(s, 'roll', events, [r]);
  else events.push(event('guards', { released: false, why: 'roll' }, { rule: '18.1.1', dice: [r] }));
};

const germanInRussia = (s: TbState): boolean => {
  const mi = mapOf(s);
  const russian = (h: string | null): boolean => !!h && mi.country(h) === 'ru';
  return (
    s.markers.some((m) => m.side === 'de' && russian(m.hex)) ||
    Object.entries(s.units).some(([id, u]) => russian(u.hex) && unitDef(s, id).side === 'de') ||
    Object.entries(s.hqs).some(([id, h]) => russian(h.hex) && hqDef(s, id).side === 'de')
  );
};

/** 18.1.1: a German piece crossing the border releases the Guards at once */
export const guardsOnCrossing = (s: TbState, path: readonly string[], events: GameEvent[]): void => {
  if (!guardsOf(s).length) return;
  const mi = mapOf(s);
  if (path.some((h) => mi.country(h) === 'ru')) release(s, 'border', events);
};

/** 18.1.2: steps a unit of the named corps lost; at the threshold the new commander takes the old one's place */
export const corpsStepsLost = (s: TbState, id: string, steps: number, events: GameEvent[]): void => {
  const cc = scenarioIn(s).special.corpsCommander;
  if (s.options.corpsCommander !== 'on' || !cc || steps <= 0) return;
  const d = unitDef(s, id);
  if (d.corps !== cc.corps || d.side !== hqDef(s, cc.from).side) return;
  const before = s.corpsSteps ?? 0;
  s.corpsSteps = before + steps;
  if (commanderReplaced(before, cc.steps) || !commanderReplaced(s.corpsSteps, cc.steps)) return;
  // the new commander stands where the old one stood, with his order, or comes back when he would have
  s.hqs[cc.to] = { ...s.hqs[cc.from] };
  s.hqs[cc.from] = { hex: null, order: null, previous: null };
  for (const a of s.arrivals) a.pieces = a.pieces.map((p) => (p === cc.from ? cc.to : p));
  events.push(event('commander', { from: cc.from, to: cc.to, hex: s.hqs[cc.to].hex }, { rule: '18.1.2' }));
};

/** 18.1.3: the HQ that guards Königsberg (its counter says so) never leaves it */
export const staysInKoenigsberg = (s: TbState, id: string): boolean =>
  s.options.pappritz === 'on' && hqDef(s, id).special === 'koenigsberg';

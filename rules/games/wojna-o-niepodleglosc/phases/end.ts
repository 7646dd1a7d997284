import { resultOf } from '../../../core/contract.js';
import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { automaticVictory, finalWinner, updateControl, victoryPoints } from '../end-phase.js';
import { replacedLevel } from '../replacements.js';
import { airEndPhase } from './air.js';
import { ctxOf, lastTurn, type WojnaState } from '../state.js';

/**
 * Phase 7 (3.6, ch. 19): replacements take effect (5.18), NO COMMAND markers come off (AMB-12),
 * aviation comes off with its loss checks (17.14–17), VP hexes change hands, automatic victory, and after the last turn the VP totals decide (19.3).
 * Army HQs do not move in this slice yet (README "Coverage").
 */
export const runEndPhase = (t: Turn<WojnaState>): void => {
  const s = t.s;
  for (const id in s.pieces) {
    const p = s.pieces[id];
    if (p.replacement) {
      delete p.replacement;
      if (p.hex) {
        p.level = replacedLevel(p.level);
        t.events.push(event('replaced', { unit: id, level: p.level }, { rule: '5.18' }));
      }
    }
    // deleting a field a piece does not have still costs a trip through the engine's slow path
    if (p.command !== undefined) delete p.command;
    if (p.reacted !== undefined) delete p.reacted;
  }
  if (s.air) airEndPhase(t);
  const c = ctxOf(s);
  s.control = updateControl(c, s.control);
  const vp = victoryPoints(c, s.control, s.levelsLost);
  const auto = automaticVictory(c, s.control);
  t.events.push(event('turn-end', { turn: s.turn, vp, control: s.control }, { rule: '19.1' }));
  if (auto) {
    s.result = resultOf([auto], `automatic victory on turn ${s.turn}`);
    t.events.push(event('game-over', { winner: auto, vp, automatic: true }, { rule: '19.3' }));
    return;
  }
  if (s.turn >= lastTurn(s)) {
    const winner = finalWinner(vp);
    s.result = resultOf(winner ? [winner] : [], `victory points ${vp.polish}–${vp.opposing}`);
    t.events.push(event('game-over', { winner, vp, automatic: false }, { rule: '19.3' }));
    return;
  }
  s.turn++;
};

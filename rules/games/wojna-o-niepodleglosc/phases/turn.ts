import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { other } from '../ctx.js';
import type { SideId } from '../schema.js';
import { initiativeOf, versionOf, type WojnaState } from '../state.js';
import { movableArmyHqs } from './army.js';
import { airChoice, airWindowSide, resolveAir, runAirAvailability } from './air.js';
import { runEndPhase } from './end.js';
import { placeReinforcements } from './reinforcements.js';
import { replacementChoice } from './replacements.js';
import { runSupplyPhase } from './supply.js';
import { runWeatherPhase } from './weather.js';

/**
 * The sequence of play (ch. 2, 3.x): runs every step that needs no decision and stops where a
 * side must decide (`awaiting`), or at the end of the game. Windows with nothing to decide are
 * skipped (a side with no marker to place, 5.14; an air plan window with no unit to fly, 3.2).
 */
export const advance = (t: Turn<WojnaState>): void => {
  const s = t.s;
  for (let guard = 0; guard < 100 && !s.result && !s.awaiting; guard++) {
    switch (s.phase) {
      case 'supply':
        runSupplyPhase(t);
        s.phase = 'weather';
        break;
      case 'weather':
        runWeatherPhase(t);
        if (s.air) {
          runAirAvailability(t);
          s.phase = 'air';
          break;
        }
        s.phase = 'replacements';
        s.queue = ['polish', 'opposing']; // 5.3: the Polish player first
        break;
      case 'air': {
        // 3.2: three air plan windows, each skipped when its side has nothing to decide, then the air battle
        const air = s.air!;
        if (air.round >= 3) {
          resolveAir(t);
          s.phase = 'replacements';
          s.queue = ['polish', 'opposing'];
          break;
        }
        air.round++;
        const side = airWindowSide(s, air.round);
        if (airChoice(s, side, air.round)) s.awaiting = { side, kind: 'air' };
        break;
      }
      case 'replacements': {
        const next = s.queue.shift();
        if (next === undefined) s.phase = 'reinforcements';
        else if (replacementChoice(s, next)) s.awaiting = { side: next, kind: 'replacements' };
        break;
      }
      case 'reinforcements':
        placeReinforcements(t);
        s.phase = 'activation';
        startActivation(t, initiativeOf(s), 5);
        break;
      case 'activation':
        // an activation just ended: phase 5 hands over to phase 6, phase 6 to the End Phase
        if (s.activation?.phase === 5) startActivation(t, other(s.activation.active), 6);
        else {
          s.activation = null;
          // rules version 3: the army HQs move first in the End Phase, the Polish player first (3.6)
          s.phase = versionOf(s) >= 3 ? 'army' : 'end';
          s.queue = versionOf(s) >= 3 ? ['polish', 'opposing'] : s.queue;
        }
        break;
      case 'army': {
        const next = s.queue.shift();
        if (next === undefined) s.phase = 'end';
        else if (movableArmyHqs(s, next).length) s.awaiting = { side: next, kind: 'army' };
        break;
      }
      case 'end':
        runEndPhase(t);
        if (!s.result) s.phase = 'supply';
        break;
    }
  }
};

export const startActivation = (t: Turn<WojnaState>, side: SideId, phase: 5 | 6): void => {
  const s = t.s;
  s.activation = {
    active: side,
    phase,
    segment: 'units',
    spent: {},
    done: [],
    attackedHexes: [],
    attackedUnits: [],
    retreated: [],
  };
  s.awaiting = { side, kind: 'activation' };
  t.events.push(event('activation-start', { side, phase, turn: s.turn }, { rule: phase === 5 ? '7.1' : '8.1' }));
};

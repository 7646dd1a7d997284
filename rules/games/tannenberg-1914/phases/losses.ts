import type { Dice, GameEvent } from '../../../core/contract.js';
import { event } from '../../../core/events.js';
import { displacement, returnTurn } from '../command.js';
import { gunsOf, hqDef, hqsOf, mapOf, position, sideOf, unitDef, scenarioIn } from '../ctx.js';
import { takeLoss } from '../endurance.js';
import { artilleryEscape } from '../artillery.js';
import { allowedFlightPaths } from '../flight.js';
import { enemyOf } from '../pieces.js';
import type { TbState } from '../state.js';
import { fogFor, leaveBox } from './masking.js';
import { corpsStepsLost } from '../optional.js';
import { chosenFlight } from './own-choices.js';
import { displacementHexes, standingChoice, type ContactChoice } from './standing.js';

/**
 * What losses and contact do to pieces, wherever they happen: EP losses and eliminations with
 * their VP (2.3.5–2.3.6, 19.3), HQ elimination and return (13.1.5–13.1.7), lone artillery
 * escaping (11.1.8) and lone HQs displaced (13.1.5) when the enemy comes next to them.
 */
const vp = (s: TbState) => scenarioIn(s).vp;

export const loseEp = (s: TbState, id: string, ep: number, rule: string, events: GameEvent[]): void => {
  const u = s.units[id];
  if (!u?.hex || ep <= 0) return;
  const r = takeLoss(u, ep, !!unitDef(s, id).back);
  u.face = r.face;
  u.loss = r.loss;
  events.push(
    event('loss', { unit: id, ep, face: r.face, loss: r.loss, eliminated: r.eliminated }, { rule, ...fogFor(s, [id]) }),
  );
  corpsStepsLost(s, id, r.steps, events);
  if (r.eliminated) {
    // a masked unit leaves its marker's box (the marker stays, empty, 16.2.7)
    const m = u.masked ? s.markers.find((x) => x.id === u.masked) : undefined;
    if (m) m.contents = m.contents.filter((x) => x !== id);
    delete u.masked;
    u.hex = null;
    u.eliminated = true;
    u.loss = 0;
    s.track += unitDef(s, id).side === 'de' ? vp(s).russian.unit : -vp(s).german.unit;
  }
};

export const eliminateHq = (s: TbState, id: string, dice: Dice, events: GameEvent[]): void => {
  const h = s.hqs[id],
    d = hqDef(s, id);
  leaveBox(s, id); // rules version 17: a masked HQ eliminated leaves its marker's box (16.2.8)
  h.hex = null;
  h.eliminated = true;
  const v = vp(s);
  s.track +=
    d.side === 'de'
      ? d.kind === 'army'
        ? v.russian.armyHq
        : v.russian.corpsHq
      : -(d.kind === 'army' ? v.german.armyHq : v.german.corpsHq);
  const corpsLeft =
    d.kind === 'army' ||
    Object.entries(s.units).some(
      ([u, st]) => st.hex && unitDef(s, u).corps === d.corps && unitDef(s, u).side === d.side,
    );
  if (!corpsLeft) {
    events.push(event('hq-gone', { hq: id }, { rule: '13.1.6' }));
    return;
  }
  const roll = dice.roll(6);
  h.returnTurn = returnTurn(d.side, s.turn, roll);
  events.push(event('hq-eliminated', { hq: id, returnTurn: h.returnTurn }, { rule: '13.1.7', dice: [roll] }));
};

/**
 * after an enemy infantry or cavalry unit (or marker) arrives at `hex`: lone HQs and artillery next to it react;
 * `standing`: in the enemy's movement, where the owner's standing choices count (rules version 8)
 */
export const contact = (
  s: TbState,
  hex: string,
  mover: 'de' | 'ru',
  dice: Dice,
  events: GameEvent[],
  standing = false,
): void => {
  const mi = mapOf(s);
  const owner = enemyOf(mover);
  // most moves end next to no enemy HQ or artillery: the position is built only when one is there
  const near = new Set(mi.board.neighbourCells(hex));
  let reacts = false;
  for (const id of hqsOf(s, owner)) {
    const h = s.hqs[id]?.hex;
    if (h && near.has(h)) reacts = true;
  }
  for (const id of gunsOf(s, owner)) {
    const h = s.units[id]?.hex;
    if (!reacts && h && near.has(h)) reacts = true;
  }
  if (!reacts) return;
  const p = position(s);
  const choice = standing ? standingChoice(s, owner) : undefined;
  for (const n of mi.board.neighbourCells(hex)) {
    if (p.troops[owner].has(n)) continue; // not lone (AMB-21)
    escapeFrom(s, n, mover, dice, events, p, undefined, choice);
  }
};

/**
 * 13.1.5 and 11.1.8 for the owner's HQs and artillery standing in `n`, next to `mover`'s troops or
 * left behind by a fleeing stack (11.5.3): each HQ rolls for displacement, each gun rolls against its
 * EFF and escapes 4 hexes by the flight geometry (9.5.4–9.5.8). From rules version 6 the gun takes the
 * allowed path with the least ZOC loss (as a fleeing stack does, 9.5.7); before, the first allowed path.
 * From rules version 8 the owner's standing choices (`choice`) name the path and the HQ's hex when allowed.
 */
export const escapeFrom = (
  s: TbState,
  n: string,
  mover: 'de' | 'ru',
  dice: Dice,
  events: GameEvent[],
  /** the position the HQs' displacement reads (contact keeps the one it began with) */
  p = position(s),
  /** rules version 7: the owner's own path from `n` (sealed with his card), taken when its first 4 hexes are allowed */
  own?: readonly string[],
  /** rules version 8: the owner's standing choices (a contact in the enemy's movement) */
  choice?: ContactChoice,
): void => {
  const mi = mapOf(s);
  const owner = enemyOf(mover);
  for (const [id, h] of Object.entries(s.hqs)) {
    if (h.hex !== n || hqDef(s, id).side !== owner) continue;
    const roll = dice.roll(6);
    if (displacement(owner, roll) === 'moved') {
      // 13.1.5 (AMB-61): the nearest hex with a unit of its corps; rules version 8: the owner's among them
      const near = displacementHexes(s, id, n, p);
      const mine = choice?.hq(id);
      const to = mine && near.includes(mine) ? mine : near[0];
      if (to) {
        h.hex = to;
        events.push(event('hq-displaced', { hq: id, from: n, to }, { rule: '13.1.5', dice: [roll] }));
        continue;
      }
    }
    events.push(event('hq-caught', { hq: id, at: n }, { rule: '13.1.5', dice: [roll] }));
    eliminateHq(s, id, dice, events);
  }
  for (const [id, u] of Object.entries(s.units)) {
    if (u.hex !== n || unitDef(s, id).type !== 'art' || unitDef(s, id).side !== owner) continue;
    const eff = (u.face === 'front' ? unitDef(s, id).front : unitDef(s, id).back!).eff;
    const roll = dice.roll(6);
    const e = artilleryEscape(roll, eff);
    const q = position(s);
    const paths = allowedFlightPaths(
      mi,
      { enemyZoc: q.zoc[mover], enemyOccupied: q.occupied[mover], friendly: q.units[owner] },
      n,
      e.hexes,
    );
    const best = (s.rulesVersion ?? 1) >= 6 ? chosenFlight(paths, own ?? choice?.gun(id), e.hexes) : paths[0];
    const path = best?.path;
    events.push(
      event(
        'artillery-escape',
        { unit: id, from: n, to: path ? path[path.length - 1] : null, fled: e.fled },
        { rule: '11.1.8', dice: [roll] },
      ),
    );
    if (!path) {
      loseEp(s, id, 99, '9.5.8', events);
      continue;
    }
    u.hex = path[path.length - 1];
    if (!s.fought.includes(id)) s.fought.push(id);
    loseEp(s, id, e.loss + (best.zocLoss ?? 0), '11.1.8', events);
  }
};
export const pieceSide = sideOf;

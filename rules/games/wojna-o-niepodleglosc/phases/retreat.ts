import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { checkRetreat, defaultRetreat, retreatPaths } from '../combat-retreat.js';
import { contactNeedsRoll, hqEliminatedInZoc, loneHqContact } from '../command.js';
import { armOf, hqsAt, other, sideOf, unitsAt, valuesOf } from '../ctx.js';
import { riverPassResult } from '../flotillas.js';
import { d10 } from '../rounding.js';
import type { SideId } from '../schema.js';
import { ctxOf, type PendingContact, type WojnaState } from '../state.js';
import { trainDestroyed } from '../trains.js';
import { isShipCarrier } from '../transport.js';
import { eliminate, takeLosses } from './losses.js';
import { destroyTransport } from './transport.js';
import { asksContact, queueContact } from './contact-path.js';

/** What a combat result moves off a hex: the retreat (14.18–30, 10.14–15, 14.28–29, 18.10) and lone HQs (9.25). */
/**
 * 14.18–30: the stack on `from` retreats x hexes away from `attackers`; ZOC tests on the way (14.25, 10.15).
 * `chosen` (rules version 3): the owner's path beyond `from`, answered ahead; its first x hexes are
 * taken when they make a retreat of the best priority (14.22), else the default path, reported. `group`
 * (rules version 4, a split): only these units retreat, without the HQs, which stay with the rest.
 */
export const retreat = (
  t: Turn<WojnaState>,
  from: string,
  side: SideId,
  x: number,
  attackers: string[],
  chosen?: string[],
  group?: string[],
): string | null => {
  const s = t.s;
  const c = ctxOf(s);
  const units = group ?? unitsAt(c, from).filter((u) => sideOf(c, u) === side);
  const hqs = group ? [] : hqsAt(c, from).filter((h) => sideOf(c, h) === side);
  if (!units.length) return null;
  const dflt = defaultRetreat(c, [...units, ...hqs], from, x, attackers);
  const mine =
    dflt && chosen ? checkRetreat(c, [...units, ...hqs], from, x, attackers, [from, ...chosen.slice(0, x)]) : null;
  if (mine && 'ok' in mine)
    t.events.push(event('retreat-choice-skipped', { side, hex: from, reason: mine.reason }, { rule: mine.rule }));
  const path = mine && !('ok' in mine) ? mine : dflt;
  if (!path) {
    for (const id of [...units, ...hqs]) eliminate(t, id, 'no-retreat');
    t.events.push(event('retreat-impossible', { hex: from, side }, { rule: '14.26' }));
    return null;
  }
  const to = path.path[path.path.length - 1];
  for (const id of [...units, ...hqs]) {
    s.pieces[id].hex = to;
    if (s.pieces[id].replacement) {
      delete s.pieces[id].replacement; // 5.17: the marker is wasted
      t.events.push(event('replacement-lost', { unit: id }, { rule: '5.17' }));
    }
  }
  s.activation!.retreated.push(...units);
  const rolls = path.zocHexes.map(() => d10(t.dice));
  const morale = Math.max(...units.map((u) => valuesOf(c, u).morale));
  const failures = rolls.filter((r) => r > morale).length;
  t.events.push(
    event(
      'retreat',
      { side, units, hqs, path: path.path, zocHexes: path.zocHexes, rolls, morale, failures },
      { rule: '14.25', dice: rolls },
    ),
  );
  takeLosses(t, units, failures, undefined, 'retreat-zoc');
  passRolls(t, units, path.passes ?? []);
  // 18.10 (rules version 5): a loaded unit forced to retreat loses a level more; its transport is destroyed
  const loaded = units.filter((u) => s.pieces[u].loadedOn);
  for (const tr of new Set(loaded.map((u) => s.pieces[u].loadedOn!)))
    if (isShipCarrier(c, tr))
      eliminate(t, tr, 'loaded-retreat'); // rules version 7: the ship is the transport lost
    else destroyTransport(t, tr, 'retreat');
  for (const u of loaded) takeLosses(t, [u], 1, u, 'loaded-retreat');
  for (const h of hqs) {
    for (const _ of path.zocHexes) {
      if (s.pieces[h].hex === null) break;
      const r = d10(t.dice);
      const dead = hqEliminatedInZoc('with-stack', r, 'infantry', c.defs.hq(h)!.tr);
      t.events.push(
        event('hq-zoc-test', { hq: h, roll: r, tr: c.defs.hq(h)!.tr, eliminated: dead }, { rule: '10.15', dice: [r] }),
      );
      if (dead) eliminate(t, h, 'retreat-zoc');
    }
  }
  return to;
};

/**
 * The rolls for the enemy hexes a retreat passed, hex by hex, for each unit still on the map: a river
 * unit sailing past (14.29, rules version 7: 6–9 costs a level, the last one eliminates) or a train
 * going through (14.28, rules version 9: 6–9 eliminates it).
 */
export const passRolls = (t: Turn<WojnaState>, units: string[], passes: string[]): void => {
  for (const hex of passes)
    for (const u of units) {
      const s = t.s;
      if (!s.pieces[u]?.hex) continue;
      const c = ctxOf(s);
      const roll = d10(t.dice);
      if (armOf(c, u) === 'armoured-train') {
        const dead = trainDestroyed(roll);
        t.events.push(event('train-pass', { train: u, hex, roll, destroyed: dead }, { rule: '14.28', dice: [roll] }));
        if (dead) eliminate(t, u, 'train-pass');
        continue;
      }
      const result = riverPassResult(roll, valuesOf(c, u).levels - s.pieces[u].level + 1);
      t.events.push(event('river-pass', { unit: u, hex, roll, result }, { rule: '14.29', dice: [roll] }));
      if (result !== 'passes') takeLosses(t, [u], 1, u, 'river-pass');
    }
};

/**
 * 9.25 (AMB-38): HQs left alone after losses are displaced by the attacker's strongest contact type; rules version
 * 12: along the path the attacker picks live when its policy `retreat` is `ask` (queued, the combat then waits)
 */
export const loneHqs = (t: Turn<WojnaState>, hex: string, side: SideId, attackers: string[]): void => {
  const s = t.s;
  const c = ctxOf(s);
  if (unitsAt(c, hex).some((u) => sideOf(c, u) === side)) return;
  const arms = attackers.filter((a) => s.pieces[a]?.hex).map((a) => armOf(c, a));
  const arm =
    ['armoured-car', 'armoured-train', 'cavalry', 'infantry', 'tank'].find((x) => arms.includes(x as never)) ??
    'infantry';
  for (const h of hqsAt(c, hex).filter((x) => sideOf(c, x) === side)) {
    const roll = contactNeedsRoll(arm) ? d10(t.dice) : undefined;
    const r = loneHqContact(ctxOf(s), h, arm, roll);
    const dice = roll === undefined ? [] : [roll];
    if (r.eliminated) {
      t.events.push(event('hq-overrun', { hq: h, arm, roll, eliminated: true }, { rule: '9.25', dice }));
      eliminate(t, h, 'overrun');
      continue;
    }
    // rules version 12: the attacker may pick the path live (spec 5.3 C11, its policy retreat: ask)
    const p: PendingContact = {
      rule: '9.25',
      side: other(side),
      by: attackers[0] ?? h,
      away: attackers,
      hex,
      pieces: [h],
      distance: r.displace,
    };
    if (asksContact(s, p, true)) {
      queueContact(s, p);
      t.events.push(
        event('hq-overrun', { hq: h, arm, roll, displace: r.displace, asked: p.side }, { rule: '9.25', dice }),
      );
      continue;
    }
    const paths = retreatPaths(ctxOf(s), [h], hex, r.displace, attackers);
    t.events.push(
      event(
        'hq-overrun',
        { hq: h, arm, roll, displace: r.displace, to: paths[0]?.path.at(-1) ?? null },
        { rule: '9.25', dice },
      ),
    );
    if (paths.length) s.pieces[h].hex = paths[0].path[paths[0].path.length - 1];
    else eliminate(t, h, 'overrun');
  }
};

import type { Turn } from '../../../core/runner.js';
import { event } from '../../../core/events.js';
import { mapOf, scenarioIn, unitDef } from '../ctx.js';
import { enemyOf } from '../pieces.js';
import type { SideId } from '../schema.js';
import { versionOf, type TbState } from '../state.js';
import { findUnsupplied } from './supply.js';

/**
 * Rules version 13: the VP of 19.3 not scored before. A manned fortification hex is captured the first time the
 * enemy's infantry or cavalry stand in it (the spec's "captured (occupied)", 19.2.1): the Russian scores 5 for
 * each German one, the German 4 for each Russian one, once a hex (`fortsTaken`, which 19.2.1's three Königsberg
 * hexes also count). After the last turn the Russian scores 4 for each unsupplied German unit (15.2, found as
 * at the start of a movement phase) and the German 20 if no Russian unit stands on German territory.
 */
export const scoreOn = (s: TbState): boolean => versionOf(s) >= 13;

const troops = (s: TbState, id: string): boolean => ['inf', 'cav'].includes(unitDef(s, id).type);

/** 19.3: the manned forts enemy troops stand in for the first time are captured; checked after every step */
export const captureForts = (t: Turn<TbState>): void => {
  const s = t.s;
  if (!scoreOn(s)) return;
  const mi = mapOf(s),
    sc = scenarioIn(s);
  // the fort hexes each side's troops stand in, found in one pass over the units
  let held: Record<SideId, Set<string>> | undefined;
  for (const f of mi.forts.values()) {
    if (!f.manned || s.fortsTaken.includes(f.hex)) continue;
    if (!held) {
      held = { de: new Set(), ru: new Set() };
      for (const id in s.units) {
        const h = s.units[id].hex;
        if (h && mi.forts.has(h) && troops(s, id)) held[unitDef(s, id).side].add(h);
      }
    }
    const taker = enemyOf(f.side);
    if (!held[taker].has(f.hex)) continue;
    s.fortsTaken.push(f.hex);
    const vp = taker === 'ru' ? sc.vp.russian.fort : -sc.vp.german.fort;
    s.track += vp;
    if (s.track > s.maxLead) s.maxLead = s.track;
    t.events.push(event('fort-captured', { hex: f.hex, side: taker, vp, track: s.track }, { rule: '19.3' }));
  }
};

/** 19.3 after the last turn: the unsupplied Germans and "no Russians in Germany" */
export const finalVp = (t: Turn<TbState>): void => {
  const s = t.s;
  if (!scoreOn(s)) return;
  const mi = mapOf(s),
    sc = scenarioIn(s);
  const unsupplied = findUnsupplied(s, 'de').length;
  const inGermany = Object.keys(s.units).some(
    (id) => s.units[id].hex && unitDef(s, id).side === 'ru' && mi.country(s.units[id].hex!) === 'de',
  );
  const ru = unsupplied * sc.vp.russian.unsuppliedAtEnd,
    de = inGermany ? 0 : sc.vp.german.noRussianInGermany;
  s.track += ru - de;
  t.events.push(
    event(
      'final-vp',
      { unsuppliedGermans: unsupplied, ru, noRussianInGermany: !inGermany, de, track: s.track },
      {
        rule: '19.3',
      },
    ),
  );
};

import type { Dice, OrderChoice } from '../../../core/contract.js';
import { text, type Text } from '../../../core/text.js';
import { boardOf, defOf, sideOf } from '../ctx.js';
import type { OwcOrder } from '../orders.js';
import type { OwcState } from '../state.js';
import { mayDisband } from './elimination.js';
import { campaignOn, owedCall } from './hooks.js';
import { adjustArrivals, playCampaign } from './play.js';
import { CARD } from './shipped.js';

/**
 * The campaign's orders offered beside the supply plan (DP-1/DP-4): each candidate is tried on a copy
 * of the state and offered only if the rules take it on its own. One choice a group: one landsturm
 * or Army HQ (31), one Legion roll (32), one call (33); rebuilding and disbanding per unit.
 */
const ONE: Dice = { roll: () => 1 };
const takes = (s: OwcState, o: OwcOrder): boolean => {
  try {
    const copy = JSON.parse(JSON.stringify(s)) as OwcState;
    playCampaign({ s: copy, side: s.phasing, dice: ONE, events: [] }, [{ o, i: 0, at: 'trial' }]);
    return true;
  } catch {
    return false;
  }
};
const takesAdjust = (s: OwcState, o: OwcOrder): boolean => {
  try {
    adjustArrivals(JSON.parse(JSON.stringify(s)) as OwcState, [{ o, i: 0, at: 'trial' }], []);
    return true;
  } catch {
    return false;
  }
};
const MAX_TOWNS = 3;

export const campaignCandidates = (s: OwcState): { group: string; order: OwcOrder }[] => {
  if (!campaignOn(s)) return [];
  const side = s.phasing;
  const b = boardOf(s);
  const towns = [...b.m.towns.keys()].sort();
  const out: { group: string; order: OwcOrder }[] = [];
  const some = (group: string, make: (hex: string) => OwcOrder, hexes: string[]) => {
    let n = 0;
    for (const h of hexes) {
      if (n >= MAX_TOWNS) break;
      const o = make(h);
      if (takes(s, o)) {
        out.push({ group, order: o });
        n++;
      }
    }
  };
  for (const id of Object.keys(s.campaign.dead ?? {}))
    if (sideOf(s, id) === side) some(`rebuild:${id}`, (hex) => ({ type: 'rebuild', unit: id, hex }), towns);
  for (const u of Object.values(s.units))
    if (u.where === 'map' && sideOf(s, u.id) === side && mayDisband(defOf(s, u.id))) {
      const o: OwcOrder = { type: 'disband', unit: u.id };
      if (takes(s, o)) out.push({ group: `disband:${u.id}`, order: o });
    }
  // 34: one stage forward, or held back one (the plan is checked with the income they change)
  for (const u of Object.values(s.units))
    if (u.where === 'due' && sideOf(s, u.id) === side)
      for (const kind of ['accelerate', 'delay'] as const) {
        const o: OwcOrder = { type: 'adjust', unit: u.id, kind, stages: 1 };
        if (takesAdjust(s, o)) out.push({ group: `adjust:${u.id}`, order: o });
      }
  if (side !== 'allies') return out;
  for (const l of CARD.landsturm)
    if (!s.units[l.unit])
      some('form', (hex) => ({ type: 'form', unit: l.unit, hex }), l.place.kind === 'town' ? [l.place.hex] : towns);
  some('legion', (hex) => ({ type: 'legion', hex }), CARD.legions.towns);
  const own = towns.filter((h) => s.control[h] === 'allies');
  if (s.campaign.compel) {
    // 37.2: the compelled units, together
    const units = owedCall(s);
    if (units.length) some('call', (hex) => ({ type: 'call', units, hex }), own);
    return out;
  }
  const next = CARD.pools.flatMap((p) => p.units).filter((u) => !s.campaign.called.includes(u));
  for (const u of next.slice(0, 2))
    some(
      'call',
      (hex) => ({ type: 'call', units: [u], hex }),
      towns.filter((h) => s.control[h] === 'allies'),
    );
  return out;
};

export const campaignChoices = (s: OwcState): OrderChoice[] =>
  campaignCandidates(s).map(({ group, order }, i) => ({
    id: `campaign-${i}`,
    group: group.includes(':') ? group : `campaign-${group}`,
    label: campaignLabel(s, order),
    order,
  }));

/** a campaign order as the player reads it (28–34), in words and with its rule */
const campaignLabel = (s: OwcState, o: OwcOrder): Text => {
  const n = (id: string) => defOf(s, id).name;
  const names = (ids: string[]) => text(ids.map((u) => n(u).pl).join(', '), ids.map((u) => n(u).en).join(', '));
  switch (o.type) {
    case 'rebuild':
      return text(`Odbuduj: ${n(o.unit).pl} w ${o.hex} (28.1)`, `Rebuild ${n(o.unit).en} in ${o.hex} (28.1)`);
    case 'disband':
      return o.into
        ? text(`Wchłoń ${n(o.unit).pl} do ${n(o.into).pl} (28.3)`, `Absorb ${n(o.unit).en} into ${n(o.into).en} (28.3)`)
        : text(`Rozwiąż: ${n(o.unit).pl} (28.2)`, `Disband ${n(o.unit).en} (28.2)`);
    case 'adjust':
      return o.kind === 'accelerate'
        ? text(`Przyspiesz przybycie: ${n(o.unit).pl} (34)`, `Bring ${n(o.unit).en} forward a stage (34)`)
        : text(`Opóźnij przybycie: ${n(o.unit).pl} (34)`, `Hold ${n(o.unit).en} back a stage (34)`);
    case 'form':
      return text(`Sformuj: ${n(o.unit).pl} w ${o.hex} (31)`, `Form ${n(o.unit).en} in ${o.hex} (31)`);
    case 'legion':
      return text(`Rzut na brygadę Legionów w ${o.hex} (32)`, `Roll for a Legion brigade in ${o.hex} (32)`);
    case 'call': {
      const u = names(o.units);
      return text(`Wezwij: ${u.pl} do ${o.hex} (33)`, `Call ${u.en} to ${o.hex} (33)`);
    }
    default:
      return text('Rozkaz kampanii', 'Campaign order');
  }
};

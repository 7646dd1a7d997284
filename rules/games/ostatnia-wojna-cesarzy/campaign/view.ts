import { jsonCopy } from '../../../core/runner.js';
import type { Dice, OrderChoice } from '../../../core/contract.js';
import { RuleViolation } from '../../../core/errors.js';
import { text, type Text } from '../../../core/text.js';
import { boardOf, defOf, sideOf } from '../ctx.js';
import type { OwcOrder } from '../orders.js';
import type { OwcState } from '../state.js';
import { mayDisband } from './elimination.js';
import { campaignOn, owedCall } from './hooks.js';
import { adjustArrivals, doSail, playCampaign } from './play.js';
import { cardOf } from './shipped.js';
import type { CampaignCard } from './card.js';

/**
 * The campaign's orders offered beside the supply plan (DP-1/DP-4): each candidate is tried on a copy
 * of the state and offered only if the rules take it on its own. One choice a group: one landsturm
 * or Army HQ (31), one Legion roll (32), one call (33); rebuilding and disbanding per unit.
 */
const ONE: Dice = { roll: () => 1 };
/**
 * A copy to try an order on: the parts the supply batch's orders write (control, the campaign, supply,
 * the unit map and the `touched` units, which an order changes in place) are copied, the rest shared;
 * far cheaper than a whole-state JSON copy. An order that places a unit replaces its entry.
 */
const clone = jsonCopy;
export const trialCopy = (s: OwcState, touched: readonly (string | undefined)[] = []): OwcState => {
  const units: OwcState['units'] = { ...s.units };
  for (const id of touched) if (id && units[id]) units[id] = { ...units[id] };
  return {
    ...s,
    units,
    control: { ...s.control },
    campaign: s.campaign && clone(s.campaign),
    supply: s.supply && clone(s.supply),
  };
};
/** the units an order of the supply batch changes in place */
const touchedBy = (o: OwcOrder): (string | undefined)[] =>
  o.type === 'disband' ? [o.unit, o.into] : o.type === 'rebuild' || o.type === 'adjust' ? [o.unit] : [];
/** the refusal's code when the rules refuse the order on its own, else null */
const refusal = (s: OwcState, o: OwcOrder): string | null => {
  try {
    const copy = trialCopy(s, touchedBy(o));
    playCampaign({ s: copy, side: s.phasing, dice: ONE, events: [] }, [{ o, i: 0, at: 'trial' }]);
    return null;
  } catch (e) {
    return e instanceof RuleViolation ? e.error.code : 'thrown';
  }
};
const takes = (s: OwcState, o: OwcOrder): boolean => refusal(s, o) === null;
/** refusals that name the hex: another town may still do; any other refusal holds for every town */
const HEX_CODES = new Set(['town', 'territory', 'enemy-near', 'supply', 'town-held']);
const takesAdjust = (s: OwcState, o: OwcOrder): boolean => {
  try {
    adjustArrivals(trialCopy(s, touchedBy(o)), [{ o, i: 0, at: 'trial' }], []);
    return true;
  } catch {
    return false;
  }
};
const MAX_TOWNS = 3;

type Candidate = { group: string; order: OwcOrder };
/**
 * The candidates found for a state, kept while it lives: the view and the random player ask for the
 * same state's (a state is never changed once made: apply copies), and each is tried on a copy.
 */
const CANDIDATES = new WeakMap<OwcState, readonly Candidate[]>();
export const campaignCandidates = (s: OwcState): Candidate[] => {
  let found = CANDIDATES.get(s);
  if (!found) CANDIDATES.set(s, (found = findCandidates(s)));
  return [...found];
};
const findCandidates = (s: OwcState): Candidate[] => {
  if (!campaignOn(s)) return [];
  const side = s.phasing;
  const b = boardOf(s);
  const towns = [...b.m.towns.keys()].sort();
  const out: Candidate[] = [];
  const some = (group: string, make: (hex: string) => OwcOrder, hexes: string[]) => {
    let n = 0;
    for (const h of hexes) {
      if (n >= MAX_TOWNS) break;
      const o = make(h);
      const code = refusal(s, o);
      if (code === null) {
        out.push({ group, order: o });
        n++;
      } else if (!HEX_CODES.has(code)) break;
    }
  };
  // 28.1: only towns of the owner's own territory can do (the trial decides the rest)
  const home = towns.filter((h) => cardOf(s).territory[side].includes(b.m.nat(h)));
  for (const id of Object.keys(s.campaign.dead ?? {}))
    if (sideOf(s, id) === side) some(`rebuild:${id}`, (hex) => ({ type: 'rebuild', unit: id, hex }), home);
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
  // 31: the card's place narrows the towns (the trial decides the rest)
  const placeTowns = (p: CampaignCard['landsturm'][number]['place']): string[] =>
    p.kind === 'town'
      ? [p.hex]
      : towns.filter((h) => (p.kind === 'region' ? b.m.inRegion(p.region, h) : b.m.nat(h) === p.nat));
  for (const l of cardOf(s).landsturm)
    if (!s.units[l.unit]) some('form', (hex) => ({ type: 'form', unit: l.unit, hex }), placeTowns(l.place));
  some('legion', (hex) => ({ type: 'legion', hex }), cardOf(s).legions.towns);
  const own = towns.filter((h) => s.control[h] === 'allies');
  if (s.campaign.compel) {
    // 37.2: the compelled units, together
    const units = owedCall(s);
    if (units.length) some('call', (hex) => ({ type: 'call', units, hex }), own);
    return out;
  }
  const next = cardOf(s)
    .pools.flatMap((p) => p.units)
    .filter((u) => !s.campaign.called.includes(u));
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

/**
 * 38: the voyages the rules take now in the normal movement phase: each unit of `side` in a Baltic
 * port that may still move (`allowed`), to each other port (tried on a copy, as apply will judge it).
 */
export const sailOrders = (s: OwcState, side: string, allowed: readonly string[]): OwcOrder[] => {
  if (!campaignOn(s) || s.phase !== 'move' || s.campaign.seaStage === s.stage) return [];
  const out: OwcOrder[] = [];
  for (const id of allowed) {
    const from = s.units[id]?.hex;
    if (!from || !cardOf(s).ports.includes(from) || sideOf(s, id) !== side) continue;
    for (const to of cardOf(s).ports) {
      if (to === from) continue;
      const o: Extract<OwcOrder, { type: 'sail' }> = { type: 'sail', unit: id, to };
      try {
        doSail(trialCopy(s, [id]), o, 'trial', allowed, []);
        out.push(o);
      } catch {
        /* not this port */
      }
    }
  }
  return out;
};

/** 38 in the movement view: one choice a unit that may sail, its ports as targets */
export const sailChoices = (s: OwcState, side: string, allowed: readonly string[]): OrderChoice[] => {
  const by = new Map<string, Extract<OwcOrder, { type: 'sail' }>[]>();
  for (const o of sailOrders(s, side, allowed)) if (o.type === 'sail') by.set(o.unit, [...(by.get(o.unit) ?? []), o]);
  return [...by].map(([unit, os]) => ({
    id: `sail-${unit}`,
    piece: unit,
    group: 'sail',
    label: text(`Transport morski (38): ${defOf(s, unit).name.pl}`, `Sea transport (38): ${defOf(s, unit).name.en}`),
    targets: os.map((o) => ({ cell: o.to, path: [o.to], order: o })),
  }));
};

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

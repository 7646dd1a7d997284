import { z } from 'zod';

/**
 * The Campaign card (40.1) as data: every list the campaign rules 28–40 read — incomes and VP trades,
 * the mobilization plan, landsturm and Army HQs to form, Legion brigades, western reinforcement pools,
 * the reinforcement track, Russian aspirations, War Aims, cavalry corps, Baltic ports, the East
 * Prussian obligations and the crushing-victory places. Validated with the pack (by path); no rule
 * module hard-wires any of it.
 */
const hexId = z.string().regex(/^\d{4}$/, 'a hex is four digits, row then column (RRCC)');
const date = z.string().regex(/^\d{1,2}\.[IVX]+$/, 'a stage date such as 3.IX');
const unitId = z.string().regex(/^[a-z0-9-]+$/);
const side = z.enum(['allies', 'russians']);
const nation = z.enum(['AH', 'DE', 'PL', 'RU']);
const levels = z
  .object({
    G: z.number().int().min(0).max(24),
    P: z.number().int().min(0).max(24),
    E: z.number().int().min(0).max(24),
  })
  .strict();
/** where a formed unit may be placed (31, 32): its own town, or any qualifying town of a named region or nation */
const placement = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('town'), hex: hexId }).strict(),
  /** 31 "Nizina Węgierska": a clear-terrain town of the region, not adjacent to the enemy */
  z.object({ kind: z.literal('region'), region: z.string().min(1) }).strict(),
  /** 31 "Terytorium Niemiec": a town of the nation's territory, not adjacent to the enemy */
  z.object({ kind: z.literal('nation'), nat: nation }).strict(),
]);
/** 38.2: ports closed while the Russians hold `all` of these hexes (or `any` one of them) */
const portBlock = z
  .object({
    ports: z.array(hexId).min(1),
    all: z.array(hexId).optional(),
    any: z.array(hexId).optional(),
    /** AMB-35: this block turns from `all` to `any` under the campaign option portBlock = either */
    amb35: z.boolean().optional(),
  })
  .strict();

export const campaignCardSchema = z
  .object({
    id: z.string().min(1),
    ours: z.boolean(),
    note: z.object({ pl: z.string(), en: z.string() }).strict().optional(),
    /** whose national territory each side's is (36, 28.1, 37) */
    territory: z.object({ allies: z.array(nation).min(1), russians: z.array(nation).min(1) }).strict(),
    /** 29: SuP income per own supply phase and the starting levels per front */
    income: z.object({ allies: z.number().int().min(0), russians: z.number().int().min(0) }).strict(),
    levels: z.object({ allies: levels, russians: levels }).strict(),
    /** 29: the Allies' trades: `sup` more (or fewer, negative) SuP this phase for `vp` toward the Russians (negative: toward the Allies) */
    vpTrades: z.array(z.object({ sup: z.number().int(), vp: z.number().int() }).strict()),
    /** 30: the first stage's Austro-Hungarian and Russian arrivals and the towns they must be railed to */
    mobilization: z.array(z.object({ unit: unitId, town: hexId }).strict()),
    /** 31: from this stage the Allies may form one landsturm unit or Army HQ per own supply phase */
    landsturmFrom: date,
    landsturm: z.array(z.object({ unit: unitId, place: placement }).strict()),
    /** 32: Legion brigades in numerical order, their towns, the first stage and the base target */
    legions: z
      .object({
        from: date,
        target: z.number().int().min(1).max(12),
        brigades: z.array(unitId),
        towns: z.array(hexId).min(1),
      })
      .strict(),
    /** 33.1: the western reinforcement pools, two units each, called in order; at most `maxSp` SP a stage */
    pools: z.array(z.object({ n: z.number().int().min(1), units: z.array(unitId).min(1).max(2) }).strict()),
    poolMaxSp: z.number().int().min(1),
    /** F.5: the Austro-Hungarian pools that may come from the Balkans instead */
    balkanPools: z.array(z.number().int().min(1)).optional(),
    /** 33.3: the track's printed digits: markers laid per field at the start, and per field when put back (AMB-34; absent: 1) */
    track: z.record(date, z.number().int().min(0).max(10)),
    trackRefill: z.record(date, z.number().int().min(0).max(10)).optional(),
    /** 34: from this stage the Russians may bring arrivals forward or hold them back */
    accelerationFrom: date,
    /** 35: the HQs whose cavalry corps may concentrate, from `from` at `target`, +`step` a later stage */
    cavalry: z
      .object({
        from: date,
        target: z.number().int().min(1).max(12),
        step: z.number().int().min(0),
        corps: z.array(z.object({ hq: unitId, corps: unitId }).strict()),
      })
      .strict(),
    /** 36: War Aim hexes and their stars */
    warAims: z.array(z.object({ hex: hexId, stars: z.number().int().min(1).max(3) }).strict()),
    /** 36.1: the Russian aspiration digit printed on each date field (absent: 0) */
    aspirations: z.record(date, z.number().int().min(-10).max(10)),
    /** 37 */
    eastPrussia: z
      .object({
        front: z.enum(['G', 'P', 'E']),
        /** 37.1: the Russian turns that owe an offensive there, its attacks and SuP */
        offensiveTurns: z.number().int().min(0),
        offensiveAttacks: z.number().int().min(1),
        offensiveSup: z.number().int().min(0),
        /** 37.2: before this stage a Russian capture of a German War Aim also scores `captureVp`; pools called */
        captureBefore: date,
        captureVp: z.number().int().min(0),
        compelledPools: z.array(z.number().int().min(1)),
        /** 37.3: stage-end VP to the Allies while no Russian Army HQ is on German soil */
        noHqVp: z.number().int().min(0),
        /** 37.4: hexes the Russians must all hold for `bothVp`, once */
        pair: z.array(hexId).min(1),
        pairVp: z.number().int().min(0),
      })
      .strict(),
    /** 38: Baltic ports and what closes them */
    ports: z.array(hexId),
    portBlocks: z.array(portBlock),
    /** 39: crushing victory: regions, edge regions and cities per side */
    crushing: z
      .object({
        allies: z.object({ regions: z.array(z.string()), cities: z.array(hexId) }).strict(),
        russians: z.object({ regions: z.array(z.string()), cities: z.array(hexId) }).strict(),
        corps: z.number().int().min(1),
      })
      .strict(),
    /** 40.2: from this stage the game ends when the side not winning declares no offensive */
    stabilizationFrom: date,
  })
  .strict();
/** the card as the pack holds it: with the counters only the campaign brings in (its `units`, schema.ts) */
export type CampaignCard = z.infer<typeof campaignCardSchema>;
export type CampaignSide = z.infer<typeof side>;

/** Cross-references of the card against the map, the forces and the calendar, by path. */
export const cardProblems = (
  c: CampaignCard,
  known: { hexes: Set<string>; towns: Set<string>; units: Set<string>; regions: Set<string>; stages: string[] },
): { path: (string | number)[]; message: string }[] => {
  const out: { path: (string | number)[]; message: string }[] = [];
  const hex = (h: string, path: (string | number)[], town = false) => {
    if (!known.hexes.has(h)) out.push({ path, message: `hex ${h} is not on the map` });
    else if (town && !known.towns.has(h)) out.push({ path, message: `no town in ${h}` });
  };
  const unit = (u: string, path: (string | number)[]) => {
    if (!known.units.has(u)) out.push({ path, message: `no unit ${u}` });
  };
  const stage = (d: string, path: (string | number)[]) => {
    if (!known.stages.includes(d)) out.push({ path, message: `${d} is not a stage of the calendar` });
  };
  const region = (r: string, path: (string | number)[]) => {
    if (!known.regions.has(r)) out.push({ path, message: `no region ${r}` });
  };
  c.mobilization.forEach((m, i) => {
    unit(m.unit, ['mobilization', i, 'unit']);
    hex(m.town, ['mobilization', i, 'town'], true);
  });
  stage(c.landsturmFrom, ['landsturmFrom']);
  c.landsturm.forEach((l, i) => {
    unit(l.unit, ['landsturm', i, 'unit']);
    if (l.place.kind === 'town') hex(l.place.hex, ['landsturm', i, 'place', 'hex'], true);
    if (l.place.kind === 'region') region(l.place.region, ['landsturm', i, 'place', 'region']);
  });
  stage(c.legions.from, ['legions', 'from']);
  c.legions.brigades.forEach((u, i) => unit(u, ['legions', 'brigades', i]));
  c.legions.towns.forEach((h, i) => hex(h, ['legions', 'towns', i], true));
  c.pools.forEach((p, i) => {
    if (p.n !== i + 1) out.push({ path: ['pools', i, 'n'], message: `pool ${p.n} out of order (expected ${i + 1})` });
    p.units.forEach((u, j) => unit(u, ['pools', i, 'units', j]));
  });
  for (const d of Object.keys(c.track)) stage(d, ['track', d]);
  for (const d of Object.keys(c.trackRefill ?? {})) stage(d, ['trackRefill', d]);
  for (const d of Object.keys(c.aspirations)) stage(d, ['aspirations', d]);
  stage(c.accelerationFrom, ['accelerationFrom']);
  stage(c.cavalry.from, ['cavalry', 'from']);
  c.cavalry.corps.forEach((x, i) => {
    unit(x.hq, ['cavalry', 'corps', i, 'hq']);
    unit(x.corps, ['cavalry', 'corps', i, 'corps']);
  });
  c.warAims.forEach((w, i) => hex(w.hex, ['warAims', i, 'hex']));
  stage(c.eastPrussia.captureBefore, ['eastPrussia', 'captureBefore']);
  c.eastPrussia.pair.forEach((h, i) => hex(h, ['eastPrussia', 'pair', i]));
  c.eastPrussia.compelledPools.forEach((n, i) => {
    if (!c.pools.some((p) => p.n === n))
      out.push({ path: ['eastPrussia', 'compelledPools', i], message: `no pool ${n}` });
  });
  c.ports.forEach((h, i) => hex(h, ['ports', i], true));
  c.portBlocks.forEach((b, i) => {
    b.ports.forEach((h, j) => {
      if (!c.ports.includes(h)) out.push({ path: ['portBlocks', i, 'ports', j], message: `${h} is not a port` });
    });
    [...(b.all ?? []), ...(b.any ?? [])].forEach((h) => hex(h, ['portBlocks', i]));
  });
  for (const s of ['allies', 'russians'] as const) {
    c.crushing[s].regions.forEach((r, i) => region(r, ['crushing', s, 'regions', i]));
    c.crushing[s].cities.forEach((h, i) => hex(h, ['crushing', s, 'cities', i], true));
  }
  stage(c.stabilizationFrom, ['stabilizationFrom']);
  return out;
};

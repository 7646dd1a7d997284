import { PACK } from './pack.js';
import { registerPack } from './pack-of.js';
import type { Pack, Scenario, SideId } from './schema.js';
import { DEFAULT_OPTIONS } from './variants.js';
import type { TbState } from './state.js';

/**
 * 17.1: a scenario's start. Every unit on its front face with no loss (2.2), no orders, no
 * reserves or masking yet (our reading, section "Decisions" of the README); the scheduled
 * reinforcements wait on the track (17.2.1); all eight towns start German (AMB-43).
 */
export const scenarioOf = (id: string, pack: Pack = PACK): Scenario => {
  const s = pack.scenarios.find((x) => x.id === id);
  if (!s) throw new Error(`tannenberg-1914: no scenario ${id}`);
  return s;
};

export const setupScenario = (id: string, pack: Pack = PACK): TbState => {
  const sc = scenarioOf(id, pack);
  const units = new Map(pack.forces.units.map((u) => [u.id, u]));
  const hqs = new Map(pack.forces.hqs.map((h) => [h.id, h]));
  const trains = new Map(pack.forces.trains.map((t) => [t.id, t]));
  const hash = registerPack(pack);
  const s: TbState = {
    scenario: sc.id,
    ...(hash ? { pack: hash } : {}),
    options: { ...DEFAULT_OPTIONS },
    turn: 1,
    phase: 'orders',
    initiative: null,
    record: { de: { flightsForced: 0, enemyRetreatsWithLoss: 0 }, ru: { flightsForced: 0, enemyRetreatsWithLoss: 0 } },
    units: {},
    hqs: {},
    trains: {},
    markers: [],
    entrenchments: [],
    cut: [],
    bridgesDown: [],
    bridgeTries: [],
    forts: {},
    fortsTaken: [],
    control: Object.fromEntries(sc.vp.towns.map((t) => [t.hex, 'de' as SideId])),
    track: 0,
    maxLead: 0,
    arrivals: sc.reinforcements.map((r) => ({ turn: r.turn, hex: r.hex, pieces: [...r.pieces], rail: r.rail })),
    moved: [],
    movedThisTurn: [],
    commanded: [],
    unsupplied: [],
    built: [],
    fought: [],
    obligated: [],
    selfChecked: [],
    reserves: [],
    combat: null,
    await: null,
    result: null,
  };
  const place = (id: string, hex: string | null): void => {
    if (units.has(id)) s.units[id] = { hex, face: 'front', loss: 0 };
    else if (hqs.has(id)) s.hqs[id] = { hex, order: null, previous: null };
    else if (trains.has(id)) s.trains[id] = { hex };
    else throw new Error(`tannenberg-1914: no piece ${id}`);
  };
  for (const e of sc.setup) place(e.piece, e.hex);
  // pieces that come later (the track, 17.3 specials) exist off the map from the start
  for (const r of sc.reinforcements) for (const p of r.pieces) place(p, null);
  const sp = sc.special;
  for (const p of [
    ...(sp.westFront?.pieces ?? []),
    ...(sp.narew?.pieces ?? []),
    ...(sp.hindenburg ? [sp.hindenburg.to] : []),
    ...(sp.corpsCommander ? [sp.corpsCommander.to] : []),
  ])
    place(p, null);
  return s;
};

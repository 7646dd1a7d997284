import type { Dice } from '../../core/contract.js';
import type { PackIndex } from './pack.js';
import { DEFAULT_POLICIES, type GameState, type Position } from './state.js';
import { OPTION_SINCE, type Options } from './variants.js';
import { startStage } from './phases/turn.js';
import { positionFrom } from './position.js';
import { scenarioAt } from './scenario-at.js';

/** The scenario's start (R 2.1): units, leaders, markers from the pack, or a position form (position.ts); then the first stage begins. */
export const setupScenario = (
  P: PackIndex,
  scenarioId: string,
  options: Options,
  dice: Dice,
  /** the rules version the game is created under (index.ts RULES_VERSION); 1 leaves the state as it was */
  rulesVersion: number,
): GameState => {
  const found = P.pack.scenarios.find((s) => s.id === scenarioId);
  if (!found) throw new Error(`unknown scenario ${scenarioId}`);
  const sc = scenarioAt(found, rulesVersion);
  const custom = (options as { position?: unknown }).position;
  const form = custom === undefined ? null : positionFrom(P, scenarioId, custom);
  const pos: Position = form?.pos ?? { stage: 1, lastStage: sc.stages, units: {}, leaders: {} };
  (form ? [] : sc.setup).forEach((e, i) => {
    pos.units[e.unit] = {
      id: e.unit,
      at: e.hex,
      facing: e.facing,
      level: e.level ?? 'full',
      losses: e.losses ?? 0,
      order: i,
      flags: {},
    };
  });
  for (const a of form ? [] : sc.arrivals)
    for (const u of a.units)
      pos.units[u] = { id: u, at: 'offmap', facing: a.facing, level: 'full', losses: 0, order: 0, flags: {} };
  for (const l of form ? [] : sc.leaders)
    pos.leaders[l.leader] = { id: l.leader, at: l.hex, deputy: null, activated: false };
  for (const a of form ? [] : sc.arrivals)
    for (const l of a.leaders) pos.leaders[l] = { id: l, at: 'offmap', deputy: null, activated: false };
  const { position: _p, ...opts } = options as Options & { position?: unknown };
  for (const [k, since] of Object.entries(OPTION_SINCE))
    if (rulesVersion < since) delete (opts as Partial<Options>)[k as keyof Options];
  const s: GameState = {
    ...(rulesVersion > 1 ? { rulesVersion } : {}),
    scenario: scenarioId,
    options: opts,
    pos,
    initiative: form?.initiative ?? sc.firstInitiative,
    cup: [],
    used: [],
    phase: 'first',
    active: null,
    holders: { ...Object.fromEntries(sc.victory.objectives.map((o) => [o.hex, o.holder])), ...form?.holders },
    policies: form?.policies ?? { pl: { ...DEFAULT_POLICIES }, ru: { ...DEFAULT_POLICIES } },
    result: null,
  };
  startStage(P, s, dice, []);
  return s;
};

import type { ScenarioData } from './schema.js';

/**
 * A scenario as a game created under `rulesVersion` reads it: the pack's scenario with each of its
 * revisions up to that version laid over it, field by field (a revision replaces a whole `setup`,
 * `leaders`, `markers` or `victory`). A game keeps the version it was created under, so a scenario
 * rebalanced later still sets up and scores an older game as it did.
 */
export const scenarioAt = (sc: ScenarioData, rulesVersion: number): ScenarioData => {
  let out = sc;
  for (const r of sc.revisions ?? []) {
    if (r.rulesVersion > rulesVersion) continue;
    const { rulesVersion: _v, note: _n, ...fields } = r;
    out = { ...out, ...fields };
  }
  return out;
};

/** the scenario of a game, as its rules version reads it */
export const scenarioOfGame = (
  scenarios: readonly ScenarioData[],
  s: { scenario: string; rulesVersion?: number },
): ScenarioData => scenarioAt(scenarios.find((x) => x.id === s.scenario)!, s.rulesVersion ?? 1);

import type { Dice } from '../../core/contract.js';
import { RecordingDice } from '../../core/dice.js';
import { buildCtx } from './ctx.js';
import { initialControl } from './end-phase.js';
import { registerPack } from './parts.js';
import { initialAir } from './phases/air.js';
import { initialPolicies } from './policies.js';
import { RULES_VERSION } from './version.js';
import { advance } from './phases/turn.js';
import { positionErrors } from './pack-check.js';
import { positionSchema, type Pack, type PositionData } from './schema.js';
import type { WojnaState } from './state.js';
import { DEFAULT_OPTIONS, type Options } from './variants.js';

/**
 * A game's start: the scenario's setup (or a position: one of the scenario's scripted positions by
 * id, or a position in the documented JSON form, README "Positions"), then the automatic phases
 * of turn 1 up to the first decision. Their dice are the setup's dice (recorded by the caller).
 */
export const positionInput = positionSchema
  .omit({ id: true, title: true })
  .extend({ id: positionSchema.shape.id.optional(), title: positionSchema.shape.title.optional() });

export const setupGame = (
  pack: Pack,
  scenarioId: string,
  options: Partial<Options>,
  dice: Dice,
  position?: unknown,
  /** the rules version the game was created under (absent: the current one) */
  rulesVersion?: number,
): WojnaState => {
  const sc = pack.scenarios.find((s) => s.id === scenarioId);
  if (!sc) throw new Error(`no scenario ${scenarioId}`);
  let pos: PositionData | undefined;
  if (typeof position === 'string') {
    pos = sc.positions.find((p) => p.id === position);
    if (!pos) throw new Error(`no position ${position} in ${scenarioId}`);
  } else if (position !== undefined) {
    const p = positionInput.parse(position);
    // 12.1 and the pack's own checks (rules version 12 on; an older game replays the position it was given)
    const errors = (rulesVersion ?? RULES_VERSION) >= 12 ? positionErrors(pack, scenarioId, p) : [];
    if (errors.length) throw new Error(`position refused: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
    pos = {
      id: p.id ?? 'custom',
      title: p.title ?? { pl: 'własna', en: 'custom' },
      turn: p.turn,
      pieces: p.pieces,
      trackTurn: p.trackTurn,
    };
  }
  const c = buildCtx(pack, scenarioId, pos, options);
  const hash = registerPack(pack);
  const version = rulesVersion ?? RULES_VERSION;
  const s: WojnaState = {
    // written in the state from version 4 on (and for version 1); a v2 or v3 state is known by its shape
    ...(version < 2 || version >= 4 ? { rulesVersion: version } : {}),
    ...(hash ? { pack: hash } : {}),
    scenario: scenarioId,
    options: { ...DEFAULT_OPTIONS, ...options },
    turn: c.turn,
    phase: 'supply',
    awaiting: null,
    queue: [],
    pieces: c.pieces,
    garrisons: {},
    nextGarrison: 1,
    weather: null,
    activation: null,
    replacementsLeft: { ...sc.replacements },
    control: initialControl(c),
    levelsLost: { polish: 0, opposing: 0 },
    result: null,
    // rules version 3: aviation in play; a game created under an earlier version flies none
    ...(version >= 3
      ? {
          air: initialAir(c.defs.forces.aviation),
          policies: { polish: initialPolicies(version), opposing: initialPolicies(version) },
        }
      : {}),
    // rules version 5: transport in play (ch. 18); the transports used so far
    ...(version >= 5 ? { transports: {} } : {}),
  };
  advance({ s, side: 'polish', dice: new RecordingDice(dice), events: [] });
  return s;
};

import type { PendingAttackView } from '../../core/board.js';
import { text } from '../../core/text.js';
import { stackAt } from './ctx.js';
import { combatStrength, ratioColumn } from './melee.js';
import type { PackIndex } from './pack.js';
import { ctxOf } from './phases/turn.js';
import { onMap, type GameState } from './state.js';

/**
 * R 9.11: an attack held before its die for the defender's answer (N8–N10) is drawn for both sides,
 * with the strengths and the ratio column it will be read on (the modifiers wait for the morale units).
 */
export const pendingAttack = (P: PackIndex, s: GameState): { pending?: PendingAttackView[] } => {
  const h = s.defence?.held;
  if (h?.type !== 'attack') return {};
  const c = ctxOf(P, s);
  const a = combatStrength(c, h.attackers);
  const d = combatStrength(
    c,
    stackAt(c, h.hex).map((u) => u.id),
  );
  const col = P.pack.tables.melee.columns[ratioColumn(c, a, d)].label;
  const from = [...new Set(h.attackers.map((id) => s.pos.units[id].at))].filter((at) => onMap(at) && at !== h.hex);
  return {
    pending: [{ from, to: h.hex, label: text(`siła ${a}:${d}, kolumna ${col}`, `strength ${a}:${d}, column ${col}`) }],
  };
};

import type { OrderChoice } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { vertexEdges } from '../../core/facing.js';
import { def } from './ctx.js';
import { zoneHexes } from './facing.js';
import { canAttack, moraleUnitCandidates, obligations, openContinuation } from './melee.js';
import type { PackIndex } from './pack.js';
import { attackerRetreats } from './phases/combat.js';
import { ctxOf } from './phases/turn.js';
import { onMap, type GameState } from './state.js';

/** R 9.2, 10.2.7, AMB-28: the combat step's attacks: each one owed, its variant retreating by a chosen path, and the continuations */
export const combatChoices = (P: PackIndex, s: GameState, end: OrderChoice): OrderChoice[] => {
  const c = ctxOf(P, s);
  const owed = obligations(c, s.active!.units);
  const out: OrderChoice[] = continuationChoices(P, s);
  if (!owed.length) return [...out, end];
  for (const o of owed)
    for (const hex of o.targets) {
      if (s.pos.units[o.unit].flags.continuation) continue;
      const arm = def(c, o.unit).arm;
      const attackers = s.active!.units.filter(
        (id) =>
          onMap(s.pos.units[id].at) &&
          !s.pos.units[id].flags.attacked &&
          def(c, id).arm === arm &&
          canAttack(c, id, hex),
      );
      const morale = moraleUnitCandidates(c, attackers)[0];
      if (!morale || out.some((x) => x.id === `attack:${hex}:${arm}`)) continue;
      const order = { type: 'attack', attackers, hex, moraleUnit: morale };
      out.push({
        id: `attack:${hex}:${arm}`,
        label: text(`Atak na ${hex}`, `Attack ${hex}`),
        piece: o.unit,
        order,
      });
      if ((s.rulesVersion ?? 1) >= 5) {
        // R 12.3.2 (rules version 5): the same attack with every other attacker joining the pursuit
        const all = { ...order, pursuers: attackers.filter((id) => id !== morale) };
        if (attackers.length > 1)
          out.push({
            id: `attack:${hex}:${arm}:all`,
            label: text(`Atak na ${hex}, pościg wszystkimi`, `Attack ${hex}, all pursue`),
            piece: o.unit,
            order: all,
          });
        // R 9.13.6: either of them with the facing the pursuers take in the hex they enter, should they pursue
        out.push(
          pursuitFacing(
            P,
            `attack:${hex}:${arm}:facing`,
            text(`Atak na ${hex}, po pościgu front…`, `Attack ${hex}, after the pursuit face…`),
            o.unit,
            order,
          ),
        );
        if (attackers.length > 1)
          out.push(
            pursuitFacing(
              P,
              `attack:${hex}:${arm}:all:facing`,
              text(`Atak na ${hex}, pościg wszystkimi, potem front…`, `Attack ${hex}, all pursue, then face…`),
              o.unit,
              all,
            ),
          );
      }
      // AMB-28: the same attack with the morale unit's hex retreating by a path of the player's, should it lose
      const from = s.pos.units[morale].at;
      const paths = attackerRetreats(c, attackers, from);
      if (paths.length > 1)
        out.push({
          id: `attack:${hex}:${arm}:retreat`,
          label: text(`Atak na ${hex}, odwrót przez…`, `Attack ${hex}, retreating by…`),
          piece: o.unit,
          targets: paths.map((path) => ({
            cell: path[path.length - 1],
            path: [from, ...path],
            order: { ...order, retreat: { [from]: path } },
          })),
        });
    }
  return out;
};

/**
 * R 10.2.7: the continuation attacks rolled for (a roll below 9 makes it owed, obligations); from rules
 * version 5 each also with the facing after its pursuit (R 9.13.6), as an ordinary attack offers it
 */
const continuationChoices = (P: PackIndex, s: GameState): OrderChoice[] =>
  s.active!.units.flatMap((id) => {
    const u = s.pos.units[id];
    if (!u.flags.continuation || !onMap(u.at)) return [];
    return openContinuation(ctxOf(P, s), id).flatMap((hex) => {
      const order = { type: 'attack', attackers: [id], hex, moraleUnit: id };
      const plain: OrderChoice = {
        id: `attack:${hex}:continue:${id}`,
        label: text(`Kontynuacja szarży na ${hex}`, `Continue the charge at ${hex}`),
        piece: id,
        order,
      };
      if ((s.rulesVersion ?? 1) < 5) return [plain];
      const facing = pursuitFacing(
        P,
        `attack:${hex}:continue:${id}:facing`,
        text(
          `Kontynuacja szarży na ${hex}, po pościgu front…`,
          `Continue the charge at ${hex}, after the pursuit face…`,
        ),
        id,
        order,
      );
      return [plain, facing];
    });
  });

/**
 * R 9.13.6: the six facings after a pursuit as targets on the board: facing f is shown on the hex
 * across hexside f of the attacked hex (one of the two its front then looks at; the other, across
 * hexside f+1, where f's is off the map), so each facing has a cell of its own
 */
const pursuitFacing = (
  P: PackIndex,
  id: string,
  label: OrderChoice['label'],
  piece: string,
  order: { hex: string } & Record<string, unknown>,
): OrderChoice => {
  const seen = new Set<string>();
  const targets = [0, 1, 2, 3, 4, 5].flatMap((f) => {
    const [a, b] = vertexEdges(f).map((d) => P.grid.neighbour(order.hex, d));
    const cell = a && !seen.has(a) ? a : b && !seen.has(b) ? b : undefined;
    if (!cell) return [];
    seen.add(cell);
    const front = zoneHexes(P.grid, order.hex, f, 'front').join('–');
    return [{ cell, label: text(`front na ${front}`, `front toward ${front}`), order: { ...order, pursuitFacing: f } }];
  });
  return { id, label, piece, targets };
};

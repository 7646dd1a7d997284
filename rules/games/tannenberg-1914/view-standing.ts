import type { StandingOption } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { hqDef, mapOf, unitDef, type Position } from './ctx.js';
import { flightEnds } from './phases/own-choices.js';
import { AUTO, ESCAPE_HEXES, displacementHexes, pathValue, standingOn } from './phases/standing.js';
import { enemyOf } from './pieces.js';
import type { SideId } from './schema.js';
import type { TbState } from './state.js';

/** how near an enemy piece must be for a lone gun or HQ to be offered a choice: a cavalry move (MA 7) and a hex */
const NEAR = 8;

/**
 * Rules version 8: the standing choices a side may set at any time (phases/standing.ts), for its lone guns
 * and HQs with an enemy piece within 8 hexes: each gun's escape path by each allowed end hex, when there are
 * several (11.1.8); each HQ's displacement hex among the nearest, when they tie (13.1.5). `auto` keeps the
 * automatic choice; the current value is the one set from where the piece stands.
 */
export const standingOptions = (s: TbState, side: SideId, pos: Position): StandingOption[] => {
  if (!standingOn(s)) return [];
  const mi = mapOf(s);
  const enemies = pos.pieces.filter((x) => x.side !== side).map((x) => x.hex);
  const exposed = (hex: string): boolean =>
    !pos.troops[side].has(hex) && enemies.some((e) => mi.board.distance(hex, e) <= NEAR);
  const current = (id: string, hex: string, values: { value: string }[]): string => {
    const set = s.standing?.find((x) => x.piece === id && x.from === hex);
    const v = set && (id in s.hqs ? set.path[0] : pathValue(set.path));
    return v && values.some((x) => x.value === v) ? v : AUTO;
  };
  const enemy = enemyOf(side);
  const ctx = { enemyZoc: pos.zoc[enemy], enemyOccupied: pos.occupied[enemy], friendly: pos.units[side] };
  const auto = { value: AUTO, label: text('automatycznie', 'automatic') };
  const out: StandingOption[] = [];
  for (const [id, u] of Object.entries(s.units)) {
    if (!u.hex || u.rail || unitDef(s, id).side !== side || unitDef(s, id).type !== 'art' || !exposed(u.hex)) continue;
    const ends = flightEnds(s, side, u.hex, ESCAPE_HEXES, ctx);
    if (ends.length < 2) continue;
    const values = [
      auto,
      ...ends.map((p) => ({
        value: pathValue(p.path),
        label: text(`przez ${p.path.join('–')}`, `by ${p.path.join('–')}`),
      })),
    ];
    out.push({
      key: `escape:${id}`,
      label: text(`Odskok ${id} z ${u.hex} (11.1.8)`, `Escape of ${id} from ${u.hex} (11.1.8)`),
      values,
      current: current(id, u.hex, values),
    });
  }
  for (const [id, h] of Object.entries(s.hqs)) {
    if (!h.hex || h.rail || hqDef(s, id).side !== side || !exposed(h.hex)) continue;
    const near = displacementHexes(s, id, h.hex, pos);
    if (near.length < 2) continue;
    const values = [auto, ...near.map((x) => ({ value: x, label: text(`do ${x}`, `to ${x}`) }))];
    out.push({
      key: `displace:${id}`,
      label: text(`Przesunięcie ${id} z ${h.hex} (13.1.5)`, `Displacement of ${id} from ${h.hex} (13.1.5)`),
      values,
      current: current(id, h.hex, values),
    });
  }
  return out;
};

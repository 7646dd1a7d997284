import type { OverlayView, StaticBoard } from '../../core/board.js';
import { text } from '../../core/text.js';
import { arcOf } from './artillery.js';
import { def, sideOf } from './ctx.js';
import { cInC, commandRange, commandReach, divisionCommander } from './leaders.js';
import type { PackIndex } from './pack.js';
import { ctxOf } from './phases/turn.js';
import { onMap, type GameState, type SideId } from './state.js';
import { isArtillery } from './units.js';
import { zocOf } from './zoc.js';

/**
 * What the board draws over the map, all of it public: each side's zones of control (R 5.1), the
 * fire arcs of its batteries that may fire, within range (R 4.9, 11.4), the command range of the
 * activated formation's commander as traced (R 3.4), and the hex a reaction is asked about (R 5.5).
 */
const SIDES = ['pl', 'ru'] as const;
const NAMES = { pl: text('PL', 'Polish'), ru: text('RU', 'Russian') };

export const OVERLAY_LEGEND: StaticBoard['legend'] = {
  ...Object.fromEntries(
    SIDES.flatMap((side) => [
      [
        `zoc-${side}`,
        { name: text(`strefa kontroli ${NAMES[side].pl} (5.1)`, `${NAMES[side].en} ZOC (5.1)`), fill: '#d04040' },
      ],
      [
        `arc-${side}`,
        { name: text(`pola ostrzału ${NAMES[side].pl} (4.9)`, `${NAMES[side].en} fire arcs (4.9)`), fill: '#e0a020' },
      ],
    ]),
  ),
  command: { name: text('zasięg dowodzenia (3.4)', 'command range (3.4)'), fill: '#4080e0' },
  asked: { name: text('reakcja do decyzji (5.5)', 'reaction to decide (5.5)'), fill: '#a040c0' },
};

export const overlaysOf = (P: PackIndex, s: GameState): OverlayView[] => {
  const c = ctxOf(P, s);
  const g = P.grid;
  const units = Object.values(s.pos.units).filter((u) => onMap(u.at));
  const out: OverlayView[] = [];
  for (const side of SIDES) {
    const mine = units.filter((u) => sideOf(c, u.id) === side);
    const zoc = new Set(mine.flatMap((u) => zocOf(c, u)));
    const arcs = new Set(
      mine
        .filter((u) => isArtillery(def(c, u.id)) && u.level !== 'demoralized')
        .flatMap((u) => arcOf(g, u.at, u.facing)),
    );
    out.push({ kind: `zoc-${side}`, side, cells: [...zoc].sort(), label: OVERLAY_LEGEND[`zoc-${side}`].name });
    out.push({ kind: `arc-${side}`, side, cells: [...arcs].sort(), label: OVERLAY_LEGEND[`arc-${side}`].name });
  }
  const a = s.active;
  const chief = a?.formation ? (divisionCommander(c, a.formation) ?? cInC(c, a.side)) : a?.marker;
  const l = chief ? s.pos.leaders[chief] : undefined;
  if (a && chief && l && onMap(l.at)) {
    const reach = commandReach(c, a.side as SideId, l.at, commandRange(c, chief));
    out.push({
      kind: 'command',
      side: a.side,
      cells: [...reach.cells.keys()].sort(),
      label: OVERLAY_LEGEND.command.name,
    });
  }
  if (s.asked) out.push({ kind: 'asked', cells: [s.asked.hex], label: OVERLAY_LEGEND.asked.name });
  if (s.defence) out.push({ kind: 'asked', cells: [s.defence.hex], label: OVERLAY_LEGEND.asked.name });
  return out;
};

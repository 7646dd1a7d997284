import type { PieceView } from '../../core/board.js';
import type { OrderChoice, PanelView } from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import { delayHexes } from './aviation.js';
import { sideOf, type Ctx } from './ctx.js';
import { airStars, airUnitsOf, interceptable, mayFlyNow } from './phases/air.js';
import type { SideId } from './schema.js';
import type { AirMission, WojnaState } from './state.js';

/**
 * Aviation in the view (ch. 17, rules version 3): the counters over the map, the air plan's choices
 * (recon on an enemy WJ HQ, delay over a hex, escort, interception) and the panel's air section. The
 * series hides nothing: both sides see every placement, and which WJs each side's recon tracks.
 */
const MISSION: Record<AirMission, Text> = {
  recon: text('rozpoznanie', 'recon'),
  delay: text('opóźnianie', 'delay'),
  escort: text('osłona', 'escort'),
  intercept: text('przechwycenie', 'interception'),
  support: text('wsparcie', 'support'),
};
export const nameOf = (c: Ctx, id: string): string => c.defs.aviation(id)?.name ?? c.defs.hq(id)?.name ?? id;

/** the aviation over the map as counters: stars at its strength, the mission as its status */
export const airPieces = (c: Ctx, s: WojnaState): PieceView[] =>
  Object.entries(s.air?.units ?? {})
    .filter(([, a]) => a.hex)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([id, a]) => ({
      id,
      cell: a.hex!,
      side: c.defs.aviation(id)!.side,
      label: nameOf(c, id),
      symbol: 'aviation',
      values: [String(airStars(s, id))],
      reduced: a.state === 'weakened',
      status: [a.mission!],
    }));

/** 17.7: the pieces of a WJ the other side's recon tracks carry the status `tracked` */
export const trackedBy = (c: Ctx, s: WojnaState, id: string): boolean => {
  if (!s.air) return false;
  const wj = c.defs.hq(id) ? id : c.defs.unit(id)?.formation;
  return !!wj && s.air.tracked[sideOf(c, id) === 'polish' ? 'opposing' : 'polish'].includes(wj);
};

/** the air plan window's choices: one per free unit and mission, then end (3.2) */
export const airChoices = (c: Ctx, s: WojnaState, side: SideId): OrderChoice[] => {
  const round = s.air!.round;
  const free = airUnitsOf(s, side).filter((id) => mayFlyNow(s, id));
  const out: OrderChoice[] = [];
  const enemyHqs = c.defs
    .allHqs()
    .filter((h) => h.side !== side && (h.tier === 'division' || h.tier === 'brigade') && s.pieces[h.id]?.hex);
  const delayTargets = free.length && round < 3 ? delayHexes(c, side) : [];
  for (const id of free) {
    const name = nameOf(c, id);
    const fighter = c.defs.aviation(id)!.fighter;
    const choice = (mission: AirMission, targets: { cell: string; target?: string }[]): void => {
      if (!targets.length) return;
      out.push({
        id: `air:${mission}:${id}`,
        label: text(`${MISSION[mission].pl}: ${name}`, `${MISSION[mission].en}: ${name}`),
        group: `air:${id}`,
        targets: targets.map((x) => ({
          cell: x.cell,
          order: { type: 'air', unit: id, mission, ...(x.target ? { target: x.target } : { hex: x.cell }) },
        })),
      });
    };
    if (round < 3) {
      choice(
        'recon',
        enemyHqs.map((h) => ({ cell: s.pieces[h.id].hex!, target: h.id })),
      );
      choice(
        'delay',
        delayTargets.map((cell) => ({ cell })),
      );
      // an escort covers an own mission placed before it in the same batch: offered for each free own unit
      if (fighter)
        for (const x of free.filter((x) => x !== id))
          out.push({
            id: `air:escort:${id}:${x}`,
            label: text(`osłona: ${name} → ${nameOf(c, x)}`, `escort: ${name} → ${nameOf(c, x)}`),
            group: `air:${id}`,
            order: { type: 'air', unit: id, mission: 'escort', target: x },
          });
    }
    if (round > 1 && fighter)
      choice(
        'intercept',
        interceptable(s, side).map((x) => ({ cell: s.air!.units[x].hex!, target: x })),
      );
  }
  out.push({ id: 'end', label: text('Koniec planu lotów', 'End the air plan'), group: 'end', order: { type: 'end' } });
  return out;
};

/** the panel's air section: every unit's strength and this turn's use, and the WJs each recon tracks */
export const airPanel = (c: Ctx, s: WojnaState): PanelView['sections'] => {
  if (!s.air || !Object.keys(s.air.units).length) return [];
  const STATE = {
    full: text('pełna siła', 'full strength'),
    weakened: text('osłabiona', 'weakened'),
    recovering: text('odtwarza się', 'recovering'),
  };
  const rows = Object.entries(s.air.units)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([id, a]) => {
      const st = STATE[a.state];
      const m = a.mission ? MISSION[a.mission] : a.grounded ? text('uziemiona', 'grounded') : null;
      return {
        label: text(nameOf(c, id), nameOf(c, id)),
        value: m ? text(`${st.pl}, ${m.pl}`, `${st.en}, ${m.en}`) : st,
        side: c.defs.aviation(id)!.side,
      };
    });
  for (const side of ['polish', 'opposing'] as const)
    if (s.air.tracked[side].length)
      rows.push({
        label: text('rozpoznane WJ', 'WJs tracked'),
        value: text(
          s.air.tracked[side].map((h) => nameOf(c, h)).join(', '),
          s.air.tracked[side].map((h) => nameOf(c, h)).join(', '),
        ),
        side,
      });
  return [{ title: text('Lotnictwo', 'Aviation'), rows }];
};

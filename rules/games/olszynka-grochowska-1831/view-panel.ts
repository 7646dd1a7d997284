import type { GameView } from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import { def, sideOf } from './ctx.js';
import { namesOf, SIDE_NAMES } from './describe.js';
import type { PackIndex } from './pack.js';
import { ctxOf } from './phases/turn.js';
import type { GameState } from './state.js';

/** The side panel: the stage, initiative, the cup and the active formation; the objectives; the routed units. */
export const panelOf = (P: PackIndex, s: GameState): GameView['panel'] => {
  const c = ctxOf(P, s);
  const n = namesOf(P);
  const activeName = (a: NonNullable<GameState['active']>): Text => {
    const m = n.marker(a.marker);
    return text(`${m.pl} (${SIDE_NAMES[a.side].pl})`, `${m.en} (${SIDE_NAMES[a.side].en})`);
  };
  return {
    sections: [
      {
        title: text('Etap', 'Stage'),
        rows: [
          { label: text('Etap', 'Stage'), value: `${s.pos.stage} / ${s.pos.lastStage}` },
          { label: text('Inicjatywa', 'Initiative'), value: SIDE_NAMES[s.initiative] },
          {
            label: text('W puli', 'In the cup'),
            value: s.cup.length
              ? text(s.cup.map((m) => n.marker(m).pl).join(', '), s.cup.map((m) => n.marker(m).en).join(', '))
              : '—',
          },
          { label: text('Aktywna', 'Active'), value: s.active ? activeName(s.active) : '—' },
        ],
      },
      {
        title: text('Cele', 'Objectives'),
        rows: Object.entries(s.holders).map(([hex, holder]) => ({
          label: text(hex),
          value: SIDE_NAMES[holder],
          side: holder,
        })),
      },
      {
        title: text('Rozbite', 'Routed'),
        rows: Object.values(s.pos.units)
          .filter((u) => u.at === 'routed')
          .map((u) => ({
            label: text(def(c, u.id).short),
            value: SIDE_NAMES[sideOf(c, u.id)],
            side: sideOf(c, u.id),
          })),
      },
    ],
  };
};

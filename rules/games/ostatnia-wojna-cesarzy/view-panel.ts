import { supplyRows } from './view-supply.js';
import { hiddenCall } from './campaign/hooks.js';
import type { PanelView, Side } from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import { seenBy } from './concealment.js';
import { defOf } from './ctx.js';
import { optionFields, variant, type VariantKey } from './variants.js';
import { rmpEligible } from './phases/reserve-window.js';
import { SIDE_IDS, type SideId } from './schema.js';
import { PHASE_NAMES } from './phase-label.js';
import type { OwcState } from './state.js';

import { SIDE_NAME } from './view-board.js';

/** The panel: stage, phase, VP, reserve movement, supply, objectives, arrivals, eliminations, options. */
/** an objective's row: "2 PZ dla: Rosjanie · trzymają: Sprzymierzeni" / "2 VP to the Russians · held by the Allies" */
const objectiveText = (vp: number, side: SideId, holder: SideId | null): Text =>
  text(
    `${vp} PZ dla: ${SIDE_NAME[side].pl} · trzymają: ${holder ? SIDE_NAME[holder].pl : 'nikt'}`,
    `${vp} VP to the ${SIDE_NAME[side].en} · held by ${holder ? `the ${SIDE_NAME[holder].en}` : 'nobody'}`,
  );

export const panelView = (s: OwcState, viewer: Side | null = null): PanelView => {
  const v = s.vp;
  const ahead = SIDE_NAME[v > 0 ? 'russians' : 'allies'];
  const vpText = v === 0 ? '0' : text(`${Math.abs(v)} dla: ${ahead.pl}`, `${Math.abs(v)} to the ${ahead.en}`);
  const rows = [
    { label: text('Etap', 'Stage'), value: `${s.stage}/${s.stages.length} (${s.stages[s.stage - 1]})` },
    { label: text('Posunięcie', 'Player-turn'), value: SIDE_NAME[s.phasing], side: s.phasing },
    { label: text('Faza', 'Phase'), value: PHASE_NAMES[s.phase] },
    { label: text('Punkty zwycięstwa', 'Victory points'), value: vpText },
    ...SIDE_IDS.map((x) => ({
      label: text(`Ruch odwodów: ${SIDE_NAME[x].pl}`, `Reserve movement: ${SIDE_NAME[x].en}`),
      value: text(
        `${rmpEligible(s, x) ? 'dostępny' : 'wykorzystany'}${s.rmp.forfeit[x] ? ', przepada w następnym własnym' : ''}`,
        `${rmpEligible(s, x) ? 'available' : 'used'}${s.rmp.forfeit[x] ? ', forfeit next own' : ''}`,
      ),
      side: x,
    })),
    ...supplyRows(s, viewer, SIDE_NAME),
  ];
  const due = Object.values(s.units)
    .filter((u) => u.where === 'due' && !hiddenCall(s, u.id, viewer)) // 33.2
    .map((u) => ({
      // 20 (v10): a face-down unit in the Secret Concentration box is a counter to the other side
      label: seenBy(s, u.id, viewer) ? defOf(s, u.id).name : text('zakryta jednostka', 'face-down unit'),
      // 20: a secret concentration's town is its owner's secret until it arrives or intelligence exposes it (20.4)
      value: `${s.stages[(u.due ?? 1) - 1] ?? '?'} → ${u.how === 'secret' && !u.exposed && viewer !== defOf(s, u.id).side ? '?' : u.dueHex}`,
      side: defOf(s, u.id).side,
    }));
  const changed = optionFields
    .filter((f) => variant(s, f.key as VariantKey) !== f.default)
    .map((f) => ({
      label: f.label,
      value:
        f.values.find((x) => x.value === variant(s, f.key as VariantKey))?.label ??
        String(variant(s, f.key as VariantKey)),
    }));
  const dead = Object.values(s.units)
    .filter((u) => u.where === 'dead')
    .map((u) => ({ label: defOf(s, u.id).name, value: `${defOf(s, u.id).sp}`, side: defOf(s, u.id).side }));
  return {
    sections: [
      { title: text('Stan gry', 'Game'), rows },
      {
        title: text('Cele (A.6)', 'Objectives (A.6)'),
        rows: s.objectives.map((o) => ({
          label: text(o.hex),
          value: objectiveText(o.vp, o.side, s.control[o.hex] ?? null),
          side: o.side,
        })),
      },
      { title: text('Wprowadzenia (A.2)', 'Arrivals (A.2)'), rows: due },
      { title: text('Wyeliminowane', 'Eliminated'), rows: dead },
      // the game options that differ from the recommended readings (README "Game options")
      ...(changed.length ? [{ title: text('Opcje gry', 'Game options'), rows: changed }] : []),
    ],
  };
};

import type { GameView, OrderChoice, Side } from '../../core/contract.js';
import { text } from '../../core/text.js';
import { PHASE_LABEL, SIDE_NAME } from './describe.js';
import { keptPosition, scenarioIn } from './ctx.js';
import { sealedToken } from './phases/masking.js';
import { enemyOf } from './pieces.js';
import type { SideId } from './schema.js';
import type { TbState } from './state.js';
import { cardChoices, combatChoices } from './view-combat.js';
import { maskChoices, reconChoices } from './view-masking.js';
import { railChoices } from './view-rail.js';
import { layer } from './view-board.js';
import { moveButtons, moveChoices } from './view-moves.js';
import { reserveAskChoices, reserveChoices, triggerToken } from './view-reserve.js';
import { standingOptions } from './view-standing.js';
import { standingToken } from './phases/standing.js';
export { markerLabel, staticBoard } from './view-board.js';
export { movable, moveButtons, moveChoices } from './view-moves.js';
export { triggerToken } from './view-reserve.js';

/** the choices of the awaited decision for `side` */
export const choices = (s: TbState, side: SideId): OrderChoice[] => {
  const a = s.await;
  const replacing = a?.kind === 'card' && !!s.combat?.cards[side];
  if (!a || (!a.sides.includes(side) && !replacing) || s.result) return [];
  if (a.kind === 'move') {
    const pos = keptPosition(s); // one position for the three (pure: none of them changes it)
    return [...moveChoices(s, side, undefined, pos), ...railChoices(s, side, pos), ...moveButtons(s, side, pos)];
  }
  if (a.kind === 'reserve') return reserveChoices(s, side);
  if (a.kind === 'reserve-ask') return reserveAskChoices(s);
  if (a.kind === 'mask') return maskChoices(s, side);
  if (a.kind === 'recon') return reconChoices(s, side);
  return a.kind === 'combat' ? combatChoices(s, side) : cardChoices(s, side);
};

const PROMPT = {
  mask: text('Maskowanie (16.1)', 'Masking (16.1)'),
  recon: text('Rozpoznanie (16.3)', 'Reconnaissance (16.3)'),
  reserve: text('Odwody (4.5)', 'Reserves (4.5)'),
  'reserve-ask': text('Ruch odwodu (4.5.6)', 'Reserve move (4.5.6)'),
  move: text('Ruch (4)', 'Movement (4)'),
  combat: text('Wyznacz starcie albo zakończ walki (9.1.7)', 'Designate a combat or end the phase (9.1.7)'),
  card: text('Wybierz kartę walki (9.3)', 'Choose a combat card (9.3)'),
};

/**
 * What a side (or a spectator, null) sees: the map of the scenario's area, every piece but the units
 * under the other side's masking markers (16.2.1: their markers show, anonymous), and the choices of
 * the awaited decision with the exact orders. The other side's sealed parts never show.
 */
export const view = (s: TbState, viewer: Side | null): GameView => {
  const side = viewer as SideId | null;
  const ch = side && (side === 'de' || side === 'ru') ? choices(s, side) : [];
  const sc = scenarioIn(s);
  const rows = [
    { label: text('Etap', 'Turn'), value: `${s.turn} / ${sc.turns}` },
    { label: text('Faza', 'Phase'), value: PHASE_LABEL[s.phase] ?? s.phase },
    { label: text('Inicjatywa', 'Initiative'), value: s.initiative ? SIDE_NAME[s.initiative] : '—' },
    { label: text('Tor PZ', 'VP track'), value: `${s.track}` },
  ];
  const triggers = s.reserves.filter((r) => r.side === side);
  if (triggers.length) rows.push({ label: text('Odwody', 'Reserves'), value: triggers.map(triggerToken).join('; ') });
  // rules version 8: the side's standing escape paths and displacement hexes (secret to the other side)
  const standing = (s.standing ?? []).filter((x) => x.side === side);
  if (standing.length)
    rows.push({
      label: text('Odskoki i przesunięcia', 'Escapes and displacements'),
      value: standing.map(standingToken).join('; '),
    });
  const settable =
    side && (side === 'de' || side === 'ru') && !s.result ? standingOptions(s, side, keptPosition(s)) : [];
  // 4.5.6: a paused move shows its path only up to the hex where it waits
  if (s.paused)
    rows.push({
      label: text('Ruch wstrzymany', 'Move waiting'),
      value: `${s.paused.pieces.join(', ')}: ${s.paused.path.slice(0, s.paused.at + 1).join('–')}`,
    });
  // 16.2.7 (rules version 16): the mover's MP left after an empty marker went (its own: a marker's MA may tell
  // whether what it hides is supplied, 16.2.6)
  if (s.carryOn && s.carryOn.side === side)
    rows.push({
      label: text('Dalszy ruch (16.2.7)', 'Carrying on (16.2.7)'),
      value: Object.entries(s.carryOn.left)
        .map(([id, mp]) => `${id}: ${mp}`)
        .join('; '),
    });
  const sealed = s.sealed?.find((x) => x.side === side)?.orders ?? [];
  if (sealed.length)
    rows.push({ label: text('Rozkazy tajne', 'Sealed orders'), value: sealed.map(sealedToken).join('; ') });
  if (s.combat) {
    const own = side && s.combat.cards[side];
    rows.push({
      label: text('Karty', 'Cards'),
      value: `${Object.keys(s.combat.cards).length} / 2${own ? ` (${own})` : ''}`,
    });
    if (side && s.combat.cards[enemyOf(side)] === undefined && !own)
      rows.push({
        label: text('Starcie', 'Combat'),
        value: `${s.combat.own.join(', ')} v ${s.combat.enemy.join(', ')}`,
      });
  }
  return {
    board: layer(s, side),
    options: {
      ...(settable.length ? { standing: settable } : {}),
      prompt: s.await ? PROMPT[s.await.kind] : text('Czekaj', 'Wait'),
      choices: ch,
      minOrders: ch.length ? 1 : 0,
      maxOrders:
        s.await?.kind === 'move'
          ? 40
          : s.await && ['reserve', 'mask', 'recon'].includes(s.await.kind)
            ? ch.length
            : ch.length
              ? 1
              : 0,
    },
    panel: { sections: [{ title: text('Gra', 'Game'), rows }] },
  };
};

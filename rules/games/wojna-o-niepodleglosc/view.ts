import type { GameView, OrderChoice, PanelView, Side } from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import { checkAttack } from './combat.js';
import { attackerVariants } from './view-attack.js';
import { attackPreview } from './view-preview.js';
import { isUnit, other, sideOf, unitsAt, withPieces, type Ctx } from './ctx.js';
import { entryHexes } from './reinforcements.js';
import { reachable } from './movement.js';
import { checkHqPursuit, hqPursuers } from './phases/hq-pursuit.js';
import { dueCounters, rebuildHexes } from './phases/rebuild.js';
import { replacementTargets } from './phases/replacements.js';
import type { SideId, Weather } from './schema.js';
import { ctxOf, versionOf, initiativeOf, type Phase, type WojnaState } from './state.js';
import { victoryPoints } from './end-phase.js';
import { airChoices, airPanel } from './view-air.js';
import { defenceChoices } from './view-defence.js';
import { standingOptions } from './policies.js';
import { movableArmyHqs } from './phases/army.js';
import { carried } from './transport.js';
import { transportChoices } from './view-transport.js';
import { reactionChoices } from './view-reaction.js';
import { fightersChoices } from './view-fighters.js';
import { contactChoices, overstackChoices } from './view-contact.js';
import { boardLayer } from './view-board.js';

export { boardLayer, staticBoard, SYMBOL } from './view-board.js';

/**
 * The view: the board (view-board.ts; open information, 1 "Information"), the choices of the
 * awaited side (moves with their cost and path, attacks, markers, end) and the panel.
 */
const WEATHER_NAMES: Record<Weather, Text> = {
  clear: text('pogodnie', 'clear'),
  overcast: text('pochmurno', 'overcast'),
  storm: text('opady/burza', 'rain/storm'),
};
const SEGMENT_NAMES: Record<'units' | 'hqs' | 'combat', Text> = {
  units: text('ruch oddziałów', 'unit movement'),
  hqs: text('ruch sztabów', 'HQ movement'),
  combat: text('walka', 'combat'),
};
export const PHASE_NAMES: Record<Phase, Text> = {
  supply: text('zaopatrzenie', 'supply'),
  weather: text('pogoda', 'weather'),
  air: text('plan lotów', 'air plan'),
  replacements: text('uzupełnienia', 'replacements'),
  reinforcements: text('posiłki', 'reinforcements'),
  activation: text('aktywacja', 'activation'),
  army: text('ruch sztabów armii', 'army HQ moves'),
  end: text('koniec etapu', 'end of turn'),
};

/** what a player reads for a piece: its counter's name (a garrison by its hex), never its id */
const pieceName = (c: Ctx, s: WojnaState, id: string): string =>
  s.garrisons[id] ? `Garn. ${s.pieces[id]?.hex ?? ''}`.trim() : (c.defs.hq(id)?.name ?? c.defs.unit(id)?.name ?? id);

/** the pieces the active side may still move in this segment (the view offers a move for each that can go somewhere) */
export const movablePieces = (s: WojnaState, side: SideId): string[] => {
  const c = ctxOf(s);
  const a = s.activation!;
  if (a.segment === 'combat') return [];
  return Object.keys(s.pieces)
    .sort()
    .filter((id) => {
      const p = s.pieces[id];
      if (!p.hex || a.done.includes(id) || p.command === 'none' || sideOf(c, id) !== side) return false;
      // 18 (rules version 5): a transport's first unit moves it, in the turn it was loaded
      if (p.loadedOn && (p.loadedTurn !== s.turn || carried(c, p.loadedOn)[0] !== id)) return false;
      const hq = c.defs.hq(id);
      return !(hq?.tier === 'army' || (!hq && !isUnit(c, id)) || (!hq && a.segment === 'hqs'));
    });
};

/** one piece's move choice: every hex it may end on, with cost and path; null when it can go nowhere */
export const moveChoice = (c: Ctx, s: WojnaState, id: string): OrderChoice | null => {
  // rules version 5: what getting off a transport cost (18.13) is spent already
  const targets = [...reachable(c, id, s.activation?.spent[id] ?? 0)].map(([cell, r]) => ({
    cell,
    cost: r.hp / 2,
    path: r.path,
    order: { type: 'move', piece: id, path: r.path },
  }));
  if (!targets.length) return null;
  return {
    id: `${c.defs.hq(id) ? 'move-hq' : 'move'}:${id}`,
    label: text(`Ruch: ${pieceName(c, s, id)}`, `Move: ${pieceName(c, s, id)}`),
    piece: id,
    targets,
  };
};

/**
 * AMB-46 (rules version 15): a blocked reinforcement's first move from each other hex it may enter on, one choice a
 * hex (its moves start there: `phases/reinforcements.ts` `enterElsewhere`)
 */
const entryChoices = (c: Ctx, s: WojnaState, id: string): OrderChoice[] => {
  const e = s.entries?.[id];
  if (!e || s.pieces[id].hex !== e.placed) return [];
  return entryHexes(c, sideOf(c, id), e.designated).flatMap((hex): OrderChoice[] => {
    const m = hex !== e.placed && moveChoice(withPieces(c, { [id]: { hex } }), s, id);
    if (!m) return [];
    const label = text(`Wejście na ${hex} (AMB-46): ${m.label.pl}`, `Enter on ${hex} (AMB-46): ${m.label.en}`);
    return [{ ...m, id: `enter:${hex}:${id}`, label, group: `enter:${id}` }];
  });
};

/** the activation's choices: each movable piece with its targets, every legal attack as a button, end */
export const activationChoices = (s: WojnaState, side: SideId): OrderChoice[] => {
  const c = ctxOf(s);
  const a = s.activation!;
  const out: OrderChoice[] = [];
  if (a.segment !== 'combat') {
    out.push(...transportChoices(c, s, side));
    for (const id of movablePieces(s, side)) {
      const m = moveChoice(c, s, id);
      if (m) out.push(m);
      out.push(...entryChoices(c, s, id));
    }
  } else {
    const enemy = other(side);
    const hexes = [
      ...new Set(
        Object.keys(s.pieces)
          .filter((id) => s.pieces[id].hex && isUnit(c, id) && sideOf(c, id) === enemy)
          .map((id) => s.pieces[id].hex!),
      ),
    ].sort();
    for (const target of a.hqPursuit?.length ? [] : hexes) {
      if (a.attackedHexes.includes(target)) continue;
      const def = unitsAt(c, target);
      if (def.every((u) => a.attackedUnits.includes(u))) continue;
      const attackers = c.map
        .neighbours(target)
        .flatMap((h) =>
          unitsAt(c, h).filter((u) => sideOf(c, u) === side && checkAttack(c, side, { target, attackers: [u] }).ok),
        );
      if (!attackers.length || !checkAttack(c, side, { target, attackers }).ok) continue;
      const order = { type: 'attack', target, attackers } as const;
      const preview = attackPreview(c, s, order); // spec 5.1 item 6: the odds and modifiers before it is sent
      out.push({
        id: `attack:${target}`,
        label: preview.label,
        group: 'attack',
        order,
        modifiers: preview.modifiers,
      });
      out.push(...attackerVariants(c, s, order)); // rules version 5: the attacker's loss order and retreat paths
    }
  }
  for (const [hq, allowance] of Object.entries(hqPursuers(s))) {
    // apply's own path check too: the search starts from nothing spent, the check from 14.34's budget
    const targets = [...reachable(c, hq, 0, allowance)]
      .filter(([, r]) => checkHqPursuit(s, hq, r.path).ok)
      .map(([cell, r]) => ({
        cell,
        cost: r.hp / 2,
        path: r.path,
        order: { type: 'hq-pursuit', hq, path: r.path },
      }));
    if (targets.length)
      out.push({
        id: `hq-pursuit:${hq}`,
        label: text(`Pościg sztabu: ${pieceName(c, s, hq)}`, `HQ pursuit: ${pieceName(c, s, hq)}`),
        piece: hq,
        targets,
      });
  }
  out.push({
    id: 'end',
    label:
      a.segment === 'combat' ? text('Koniec aktywacji', 'End the activation') : text('Koniec ruchu', 'End movement'),
    group: 'end',
    order: { type: 'end' },
  });
  return out;
};

export const view = (s: WojnaState, viewer: Side | null): GameView => {
  const c = ctxOf(s);
  const board = boardLayer(s);
  let choices: OrderChoice[] = [];
  const aw = s.awaiting;
  if (aw && viewer === aw.side && !s.result) {
    if (aw.kind === 'activation') choices = activationChoices(s, aw.side);
    else if (aw.kind === 'air') choices = airChoices(c, s, aw.side);
    else if (aw.kind === 'defence') choices = defenceChoices(c, s, aw.side);
    else if (aw.kind === 'reaction') choices = reactionChoices(c, s);
    else if (aw.kind === 'fighters') choices = fightersChoices(c, s);
    else if (aw.kind === 'contact') choices = contactChoices(c, s);
    else if (aw.kind === 'overstack') choices = overstackChoices(c, s);
    else if (aw.kind === 'army')
      choices = [
        ...movableArmyHqs(s, aw.side).flatMap((id) => moveChoice(c, s, id) ?? []),
        { id: 'end', label: text('Koniec', 'Done'), group: 'end', order: { type: 'end' } },
      ];
    else
      choices = [
        ...dueCounters(s, aw.side).flatMap((id): OrderChoice[] => {
          const hexes = rebuildHexes(c, id);
          if (!hexes.length) return [];
          const name = pieceName(c, s, id);
          return [
            {
              id: `rebuild:${id}`,
              label: text(`Odtwarzanie: ${name}`, `Rebuild: ${name}`),
              piece: id,
              targets: hexes.map((cell) => ({ cell, order: { type: 'rebuild', piece: id, hex: cell } })),
            },
          ];
        }),
        ...replacementTargets(s, aw.side).map((u) => ({
          id: `replace:${u}`,
          label: text(`UZUPEŁNIENIA: ${pieceName(c, s, u)}`, `REPLACEMENT: ${pieceName(c, s, u)}`),
          piece: u,
          order: { type: 'replace', unit: u },
        })),
        { id: 'end', label: text('Koniec', 'Done'), group: 'end', order: { type: 'end' } },
      ];
  }
  const vp = victoryPoints(c, s.control, s.levelsLost);
  const sideName = (x: SideId) => (x === 'polish' ? text('Polacy', 'Poles') : c.scenario.opponentName);
  const panel: PanelView = {
    sections: [
      {
        title: text('Etap', 'Turn'),
        rows: [
          { label: text('etap', 'turn'), value: `${s.turn} / ${c.scenario.initiative.length}` },
          { label: text('inicjatywa', 'initiative'), value: sideName(initiativeOf(s)), side: initiativeOf(s) },
          { label: text('pogoda', 'weather'), value: s.weather ? WEATHER_NAMES[s.weather] : '—' },
          {
            label: text('faza', 'phase'),
            value: s.activation
              ? text(
                  `${s.activation.phase} (${SEGMENT_NAMES[s.activation.segment].pl})`,
                  `${s.activation.phase} (${SEGMENT_NAMES[s.activation.segment].en})`,
                )
              : PHASE_NAMES[s.phase],
          },
          { label: text('PZ Polacy', 'VP Poles'), value: String(vp.polish), side: 'polish' },
          {
            label: text(`PZ: ${c.scenario.opponentName.pl}`, `VP: ${c.scenario.opponentName.en}`),
            value: String(vp.opposing),
            side: 'opposing',
          },
        ],
      },
      ...airPanel(c, s),
    ],
  };
  const prompt =
    aw?.kind === 'replacements'
      ? text('Uzupełnienia (rozdz. 5)', 'Replacements (ch. 5)')
      : aw?.kind === 'air'
        ? text('Plan lotów (rozdz. 4 i 17)', 'Air plan (ch. 4 and 17)')
        : aw?.kind === 'army'
          ? text('Ruch sztabów armii (rozdz. 19)', 'Army HQ moves (ch. 19)')
          : aw?.kind === 'reaction'
            ? text(
                'Reakcja: odskok o 1 do najwyżej 4 lub 6 heksów, albo bez reakcji (rozdz. 13)',
                'Reaction: fall back 1 to at most 4 or 6 hexes, or not (ch. 13)',
              )
            : aw?.kind === 'overstack'
              ? text(
                  'Przekroczony limit stosu: przesuń nadwyżkę przeciwnika o 1 heks (12.5)',
                  'Overstacked: displace the opponent’s excess 1 hex (12.5)',
                )
              : aw?.kind === 'contact'
                ? text(
                    'Kontakt: wybierz drogę odsunięcia sztabu lub odskoku artylerii (9.23, 13.17)',
                    'Contact: choose where the HQ is displaced or the artillery withdraws (9.23, 13.17)',
                  )
                : aw?.kind === 'fighters' && aw.side !== s.activation?.active
                  ? text(
                      'Myśliwce: przechwycić lotnictwo atakującego albo pas (17.12)',
                      'Fighters: intercept the attacker’s aviation, or pass (17.12)',
                    )
                  : aw?.kind === 'fighters'
                    ? text(
                        'Myśliwce: przechwycić wsparcie obrońcy albo nie (17.12)',
                        'Fighters: intercept the defender’s support, or not (17.12)',
                      )
                    : aw?.kind === 'defence'
                      ? text(
                          'Obrona: morale, lotnictwo, droga odwrotu (rozdz. 14)',
                          'Defence: morale, aviation, retreat path (ch. 14)',
                        )
                      : text(
                          'Aktywacja: ruch, potem walka (rozdz. 7–8)',
                          'Activation: movement, then combat (ch. 7–8)',
                        );
  return {
    board,
    options: {
      prompt,
      choices,
      minOrders: choices.length ? 1 : 0,
      maxOrders: choices.length ? 200 : 0,
      ...(s.policies && viewer && !s.result
        ? { standing: standingOptions(s.policies[viewer as SideId], versionOf(s)) }
        : {}),
    },
    panel,
  };
};

import { concentrationChoices } from './concentration-c3.js';
import { ownConcentrationChoices } from './concentration-own.js';
import { arrivalConcentrationChoices, patrolConcentrationChoices } from './concentration-joins.js';
import { supplyOptions } from './view-supply.js';
import { corpsChoices } from './view-works.js';
import { screenChoices } from './phases/screen.js';
import type { OptionsView, OrderChoice, Side, TargetOption } from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import { boardOf, sideOf } from './ctx.js';
import { evalAttack } from './combat.js';
import { attackBreakdown } from './attack-breakdown.js';
import { attackable, mayEndAttacks } from './phases/attack.js';
import { pursuers } from './phases/pursuit.js';
import { liftedBoard } from './phases/movement.js';
import { offerFor } from './phases/retreat.js';
import { sailChoices } from './campaign/view.js';
import { closedBeyondMarch } from './campaign/borders.js';
import { areaOf, heldHexes, isReserve, movers, obligations, stepCost, type ReachMemo } from './movement.js';
import type { SideId } from './schema.js';
import type { OwcState, RetreatOption } from './state.js';
import { reconOptions } from './phases/conceal.js';
import { rallyable } from './phases/supply.js';
import { type Front, frontOf, rallyCost, supplyLevel, supplyOn } from './supply.js';
import { alliedCommandChoices } from './allied-command.js';
import {
  anyOf,
  arrivalOptions,
  hideOptions,
  marchChoice,
  moveTargets,
  standingOptions,
  unitName,
} from './view-orders.js';
import { railChoices } from './view-rail.js';
import { specialChoices } from './view-special.js';

/** What the side awaited may order now (every decision point), with targets. */
export const optionsView = (s: OwcState, viewer: Side | null): OptionsView => {
  const mine = viewer === 'allies' || viewer === 'russians' ? (viewer as SideId) : null;
  const standing = mine ? standingOptions(s, mine) : undefined;
  const idle: OptionsView = {
    prompt: s.result ? text('Koniec gry', 'Game over') : text('Czekaj na przeciwnika', 'Waiting for the opponent'),
    choices: [],
    minOrders: 0,
    maxOrders: 0,
    ...(standing ? { standing } : {}),
  };
  if (!mine || !s.await || s.await.side !== mine) return idle;
  const b = boardOf(s);
  const choices: OrderChoice[] = [];
  const pass = (label: Text): OrderChoice => ({ id: 'pass', label, group: 'end', order: { type: 'pass' } });
  switch (s.await.kind) {
    case 'supply':
      return supplyOptions(s, standing);
    case 'screen': {
      const choices = screenChoices(s, (id) => unitName(s, id));
      choices.push(pass(text('Ekran jak w rozstawieniu', 'Keep the screen as set up')));
      return anyOf(text('Rozstaw ekran kawalerii (C.2)', 'Set up the cavalry screen (C.2)'), choices, standing);
    }
    case 'rally': {
      // the units the rule lets rally (22.4 affordable, 25.4 not besieged, 28.4 no march unit): apply's own list
      const ids = rallyable(s, mine);
      const costs = rallyCosts(s, mine, ids);
      for (const id of ids) {
        const c = costs.get(id);
        choices.push({
          id: `rally-${id}`,
          piece: id,
          label: c
            ? text(
                `Zbieraj: ${unitName(s, id).pl} (${c.cost} PZa z ${c.level} na froncie ${c.front})`,
                `Rally: ${unitName(s, id).en} (${c.cost} SuP of front ${c.front}'s ${c.level})`,
              )
            : text(`Zbieraj: ${unitName(s, id).pl}`, `Rally: ${unitName(s, id).en}`),
          ...(c?.oneOnly ? { group: `rally-${c.front}` } : {}),
          order: { type: 'rally', units: [id] },
        });
      }
      choices.push({
        id: 'rally-none',
        label: text('Nie zbieraj', 'No rally'),
        group: 'end',
        order: { type: 'rally', units: [] },
      });
      return {
        prompt: text(
          'Faza zaopatrzenia: które rozbite jednostki zbierać? (8.8)',
          'Supply phase: which broken units try to rally? (8.8)',
        ),
        choices,
        minOrders: 1,
        maxOrders: ids.length + 1,
        standing,
      };
    }
    case 'recon': {
      for (const [id, hexes] of reconOptions(s))
        choices.push({
          id: `recon-${id}`,
          piece: id,
          label: text(`Rozpoznanie: ${unitName(s, id).pl}`, `Reconnaissance: ${unitName(s, id).en}`),
          targets: hexes.map((cell) => ({ cell, order: { type: 'recon', unit: id, hex: cell } })),
        });
      choices.push(pass(text('Bez (dalszego) rozpoznania', 'No (more) reconnaissance')));
      return anyOf(
        text('Rozpoznanie: odkryj sąsiedni heks (16.1)', 'Reconnaissance: reveal an adjacent hex (16.1)'),
        choices,
        standing,
      );
    }
    case 'window': {
      choices.push(pass(text('Bez ruchu odwodów', 'No reserve movement')));
      choices.push({
        id: 'reserve',
        label: text(
          'Ruch odwodów: wybierz to i marsze odwodów',
          "Reserve movement: pick this and the Reserves' marches",
        ),
        group: 'end',
        order: { type: 'reserve' },
      });
      arrivalOptions(s, mine, choices);
      const held = heldHexes(b, mine);
      const memo: ReachMemo = new Map();
      const reserves: string[] = [];
      for (const u of Object.values(s.units))
        if (u.where === 'map' && sideOf(s, u.id) === mine && !u.placed && !u.dug && isReserve(b, u.id)) {
          reserves.push(u.id);
          const targets = moveTargets(s, b, u.id, held, memo);
          if (targets.length) choices.push(marchChoice(s, u.id, targets));
        }
      choices.push(...railChoices(s, b, mine, reserves)); // 18
      choices.push(...ownConcentrationChoices(s, b, mine, reserves)); // 20 (v8, AMB-30)
      choices.push(...patrolConcentrationChoices(s, b, mine)); // 20.5 (v10)
      choices.push(...arrivalConcentrationChoices(s, b, mine)); // 20.1 (v10)
      return {
        prompt: text(
          `Okno ruchu odwodów (${s.phase.toUpperCase()}, 4.2)`,
          `Reserve movement window (${s.phase.toUpperCase()}, 4.2)`,
        ),
        choices,
        minOrders: 1,
        maxOrders: choices.length,
        standing,
      };
    }
    case 'attack': {
      const targets = [...attackable(s)].sort(([x], [y]) => (x < y ? -1 : 1));
      for (const [target, ids] of targets) {
        const e = evalAttack(b, target, ids, s.phase === 'repeat');
        choices.push({
          id: `attack-${target}`,
          label: text(
            `Atak na ${target} wszystkimi: ${e.a}:${e.d}, szansa ${e.chance}`,
            `Attack ${target} with all: ${e.a}:${e.d}, chance ${e.chance}`,
          ),
          group: 'one',
          order: { type: 'attack', target, units: ids },
        });
      }
      choices.push(...specialChoices(s, b, targets)); // 23
      // or pick the attackers one by one (7.1.1): attack orders on the same hex add up
      const per = new Map<string, string[]>();
      for (const [target, ids] of targets) for (const id of ids) per.set(id, [...(per.get(id) ?? []), target]);
      for (const [id, ts] of [...per].sort(([x], [y]) => (x < y ? -1 : 1)))
        choices.push({
          id: `attacker-${id}`,
          piece: id,
          label: unitName(s, id),
          // each target explains this unit's chance alone, line by line (the page and the draft check show it)
          targets: ts.map((t) => ({
            cell: t,
            modifiers: attackBreakdown(evalAttack(b, t, [id], s.phase === 'repeat')),
            order: { type: 'attack', target: t, units: [id] },
          })),
        });
      // 37.1 (AMB-58): not while the Russians still owe East Prussian attacks they can make
      if (mayEndAttacks(s))
        choices.push({
          id: 'end-phase',
          label: text('Koniec fazy ataków', 'End the attack phase'),
          group: 'one',
          order: { type: 'end-phase' },
        });
      return {
        prompt:
          s.phase === 'repeat'
            ? text('Faza ataków powtórnych (11)', 'Repeat attack phase (11)')
            : text('Faza ataków (7)', 'Attack phase (7)'),
        choices,
        minOrders: 1,
        maxOrders: Math.max(1, per.size),
        standing,
      };
    }
    case 'move': {
      arrivalOptions(s, mine, choices);
      const held = heldHexes(b, mine);
      const memo: ReachMemo = new Map();
      const allowed = movers(s, b, mine, null);
      for (const id of allowed) {
        const targets = moveTargets(s, b, id, held, memo);
        if (targets.length) choices.push(marchChoice(s, id, targets));
      }
      // A.1: a unit that must come back into the play area this phase rails only into it
      const area = areaOf(s);
      const out = area && allowed.some((u) => !b.m.inRegion(area, s.units[u].hex!));
      const mustEnter = out ? obligations(s, b, mine, allowed, held).enterArea : [];
      choices.push(...railChoices(s, b, mine, allowed, { area, mustEnter })); // 18
      choices.push(...ownConcentrationChoices(s, b, mine, allowed)); // 20 (v8)
      choices.push(...patrolConcentrationChoices(s, b, mine)); // 20.5 (v10)
      choices.push(...arrivalConcentrationChoices(s, b, mine)); // 20.1 (v10)
      choices.push(...sailChoices(s, mine, allowed)); // 38 (campaign)
      hideOptions(s, mine, choices);
      choices.push(...concentrationChoices(s, mine)); // C.3
      choices.push(...corpsChoices(s)); // 27 (v2): break-down at the start of movement
      choices.push(...alliedCommandChoices(s, mine)); // 21.6 (v7)
      choices.push(pass(text('Koniec ruchu', 'End movement')));
      return anyOf(text('Faza ruchu (5)', 'Movement phase (5)'), choices, standing);
    }
    case 'delay':
      return {
        prompt: text(
          `Kawaleria w ${s.pending!.target} zaatakowana: działania opóźniające? (12.1)`,
          `Cavalry in ${s.pending!.target} attacked: delaying action? (12.1)`,
        ),
        choices: [
          {
            id: 'delay-yes',
            label: text('Tak: odwrót bez walki i bez testu', 'Yes: retreat without combat or check'),
            group: 'one',
            order: { type: 'delay', accept: true },
          },
          {
            id: 'delay-no',
            label: text('Nie: przyjmij walkę', 'No: accept combat'),
            group: 'one',
            order: { type: 'delay', accept: false },
          },
        ],
        minOrders: 1,
        maxOrders: 1,
        standing,
      };
    case 'retreat': {
      const p = s.pending!;
      const id = p.queue[0];
      // when the order of the stack's retreat matters, every remaining unit's paths are offered (spec §4.8)
      const per: [string, RetreatOption[]][] = p.offers
        ? Object.entries(p.offers)
        : [[id, p.offer ?? offerFor(s, p).forced]];
      for (const [u, list] of per)
        list.forEach((o, k) => {
          const who = p.offers ? unitName(s, u) : null;
          choices.push({
            id: p.offers ? `retreat-${u}-${k}` : `retreat-${k}`,
            piece: u,
            group: 'one',
            label: text(
              `${who ? `${who.pl}: ` : ''}${o.path.join(' → ')}: odporność ${o.mod}${o.endEncircled ? ', kończy w okrążeniu' : ''}`,
              `${who ? `${who.en}: ` : ''}${o.path.join(' → ')}: resilience ${o.mod}${o.endEncircled ? ', ends encircled' : ''}`,
            ),
            order: { type: 'retreat', unit: u, path: o.path },
            // the path's last hex is clickable on the map; a retreat off the map (13) stays a button
            ...(o.path[o.path.length - 1] !== 'off' && s.units[u].hex
              ? {
                  targets: [
                    {
                      cell: o.path[o.path.length - 1],
                      path: [s.units[u].hex!, ...o.path],
                      order: { type: 'retreat', unit: u, path: o.path },
                    },
                  ],
                }
              : {}),
          });
        });
      return {
        prompt: p.offers
          ? text(
              `Odwrót z ${p.target}: która jednostka wycofuje się teraz i dokąd (9.6–9.8, kolejność odwrotu)`,
              `Retreat from ${p.target}: which unit retreats now, and where (9.6–9.8, retreat order)`,
            )
          : text(`Odwrót: ${unitName(s, id).pl} (9.6–9.8)`, `Retreat: ${unitName(s, id).en} (9.6–9.8)`),
        choices,
        minOrders: 1,
        maxOrders: 1,
        standing,
      };
    }
    case 'pursuit': {
      const p = s.pending!;
      for (const id of pursuers(s, p)) {
        const from = s.units[id].hex!;
        // 30.1, 37.5 (campaign, v10): no pursuit into a hex closed to the unit
        const closed = closedBeyondMarch(s, b.m, id);
        if (closed?.(p.target)) continue;
        const targets: TargetOption[] = [
          { cell: p.target, path: [p.target], order: { type: 'pursue', unit: id, path: [p.target] } },
        ];
        if (!p.repeat) {
          const first = stepCost(b, mine, from, p.target, { area: areaOf(s), ignoreStack: true });
          const left = 2 - (first.ok ? Math.min(first.cost, 2) : 2);
          // judged as apply judges it: the pursuer lifted off the board (it holds no hex on its way, 6.2.3)
          const lifted = liftedBoard(s, id);
          for (const n of b.m.grid.neighbourCells(p.target)) {
            const st = stepCost(lifted, mine, p.target, n, { area: areaOf(s) });
            if (st.ok && st.cost <= left && !closed?.(n))
              targets.push({
                cell: n,
                cost: st.cost,
                path: [p.target, n],
                order: { type: 'pursue', unit: id, path: [p.target, n] },
              });
          }
        }
        choices.push({ id: `pursue-${id}`, piece: id, label: unitName(s, id), targets });
      }
      choices.push(pass(text('Bez (dalszego) pościgu', 'No (more) pursuit')));
      return anyOf(text('Pościg (10)', 'Pursuit (10)'), choices, standing);
    }
  }
  return idle;
};

/**
 * 22.4 in the rally view: each rally's cost and its front's level, and the rallies of a front whose
 * level covers no two of them together in one group (the page lets one of a group be picked), so a
 * batch made by clicking stays within the level; where some pairs fit but not all, the draft check
 * closes the rallies the picks so far leave unpaid. Empty when supply is not in play.
 */
const rallyCosts = (
  s: OwcState,
  side: SideId,
  ids: string[],
): Map<string, { cost: number; front: string; level: number; oneOnly: boolean }> => {
  const out = new Map<string, { cost: number; front: string; level: number; oneOnly: boolean }>();
  if (!supplyOn(s)) return out;
  const byFront = new Map<Front, string[]>();
  for (const id of ids) {
    const f = frontOf(s, s.units[id].hex!);
    byFront.set(f, [...(byFront.get(f) ?? []), id]);
  }
  for (const [f, units] of byFront) {
    const level = supplyLevel(s, side, f);
    const cheapest = units.map((u) => rallyCost(s, u)).sort((a, b) => a - b);
    const oneOnly = units.length > 1 && cheapest[0] + cheapest[1] > level;
    for (const u of units) out.set(u, { cost: rallyCost(s, u), front: f, level, oneOnly });
  }
  return out;
};

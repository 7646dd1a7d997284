import type { GameView, OrderChoice, Side } from '../../core/contract.js';
import type { PieceView, StaticBoard } from '../../core/board.js';
import { COUNTER_KEY } from './counter-key.js';
import { text, type Text } from '../../core/text.js';
import { namesOf, REACTION, SIDE_NAMES } from './describe.js';
import { def, sideOf, stackAt } from './ctx.js';
import { obligations, moraleUnitCandidates, canAttack, openContinuation } from './melee.js';
import { moveTargets, type MoveTarget } from './reach.js';
import { chargeChoiceOf, stackChoicesOf } from './view-moves.js';
import { attackerRetreats } from './phases/combat.js';
import type { PackIndex } from './pack.js';
import { activeFireTargets, commandChoices, ctxOf, reactionFireTargets } from './phases/turn.js';
import { leaderReach, movingLeader } from './phases/leader-move.js';
import { OVERLAY_LEGEND, overlaysOf } from './overlays.js';
import { contactTargets } from './phases/charge.js';
import { onMap, type GameState, type SideId } from './state.js';
import { standing } from './policies.js';
import { stackOptions } from './stack-order.js';
import { still } from './occupancy.js';
import { awaited } from './status.js';
import { flipped, printedMorale, strengthOf } from './units.js';
import { pendingAttack } from './view-pending.js';

const FILL: Record<string, string> = {
  clear: '#e8e4c9',
  village: '#c9a97a',
  town: '#b08a60',
  forest: '#6f9a5a',
  alder: '#4f7f5f',
  marsh: '#9fc0b8',
  dunes: '#d9c27a',
  river: '#7fa8d8',
  rough: '#bbb38a',
  heavy: '#998f6a',
};
const PATTERN: Record<string, string> = {
  village: 'town',
  town: 'town',
  forest: 'trees',
  alder: 'trees',
  marsh: 'marsh',
  dunes: 'hills',
};

/** the board's static part: our map, its legend, streams, ditches, the rampart, roads and places */
export const staticBoardOf = (P: PackIndex): StaticBoard => {
  const legend: StaticBoard['legend'] = {};
  for (const t of P.pack.tables.terrain)
    legend[t.id] = {
      name: t.name,
      fill: FILL[t.id] ?? '#dddddd',
      ...(PATTERN[t.id] ? { pattern: PATTERN[t.id] } : {}),
    };
  for (const h of P.pack.tables.hexsides)
    legend[h.id] = { name: h.name, fill: h.id === 'stream' ? '#3f7fcf' : h.id === 'ditch' ? '#6f5f3f' : '#5f5f5f' };
  legend.road = { name: text('droga', 'road'), fill: '#8f6f4f' };
  Object.assign(legend, OVERLAY_LEGEND);
  return {
    grid: P.grid.gridSpec(),
    cells: P.grid.cellPositions().map((c) => ({ ...c, terrain: P.terrainOf(c.label).id })),
    legend,
    hexsides: P.pack.map.hexsides.map((h) => ({ cells: [h.a, h.b] as [string, string], kind: h.kind })),
    lines: P.pack.map.roads.map((r) => ({ kind: 'road', cells: r.hexes })),
    places: P.pack.map.places.map((p) => ({ cell: p.hex, name: p.name, kind: 'town' })),
    sideColors: { pl: '#3060c0', ru: '#3f8f4f' },
    counterKey: COUNTER_KEY,
  };
};

const pieces = (P: PackIndex, s: GameState): PieceView[] => {
  const c = ctxOf(P, s);
  const out: PieceView[] = [];
  for (const u of Object.values(s.pos.units)
    .filter((x) => onMap(x.at))
    .sort((a, b) => b.order - a.order)) {
    const d = def(c, u.id);
    out.push({
      id: u.id,
      cell: u.at,
      side: d.side,
      label: d.short,
      symbol: d.arm,
      values: [String(strengthOf(d, u)), String(printedMorale(d, u)), String(d.stars)],
      facing: u.facing,
      facingKind: 'vertex',
      reduced: flipped(d, u),
      status: [
        ...(u.level !== 'full' ? [u.level] : []),
        ...(u.square ? ['square'] : []),
        ...(u.activated ? ['activated'] : []),
      ],
    });
  }
  for (const l of Object.values(s.pos.leaders).filter((x) => onMap(x.at))) {
    const ld = P.leader(l.id);
    out.push({
      id: l.id,
      cell: l.at,
      side: ld.side,
      label: ld.name,
      symbol: 'leader',
      values: [String(ld.range)],
      status: [...(l.deputy !== null ? ['deputy'] : []), ...(l.activated ? ['activated'] : [])],
    });
  }
  return out;
};

/** R 2.3.3–2.3.5: the activation's leader's move, with every hex he may end on */
const leaderChoice = (P: PackIndex, s: GameState): OrderChoice[] => {
  const c = ctxOf(P, s);
  const id = movingLeader(c, s);
  if (!id) return [];
  const reach = leaderReach(c, id);
  if (!reach.length) return [];
  const name = P.leader(id).name;
  return [
    {
      id: `leader:${id}`,
      label: text(`Ruch dowódcy: ${name}`, `Leader moves: ${name}`),
      piece: id,
      targets: reach.map((r) => ({
        cell: r.to,
        path: r.path,
        cost: r.path.length - 1,
        order: { type: 'leader', leader: id, path: r.path.slice(1) },
      })),
    },
  ];
};

/** the activated units on the map that have not moved yet (R 7.7) */
export const movers = (s: GameState): string[] =>
  s.active!.units.filter((id) => onMap(s.pos.units[id].at) && !s.pos.units[id].flags.moved);

/** one unit's move choice with its targets, or null when it has no legal step */
export const moveChoiceOf = (
  P: PackIndex,
  s: GameState,
  id: string,
  m: MoveTarget[] = moveTargets(ctxOf(P, s), id),
): OrderChoice | null => {
  if (!m.length) return null;
  const n = namesOf(P);
  return {
    id: `move:${id}`,
    label: text(`Ruch: ${n.unit(id)}`, `Move: ${n.unit(id)}`),
    piece: id,
    targets: m.map((x) => ({
      cell: x.to,
      path: [s.pos.units[id].at, ...x.steps.flatMap((st) => (st.type === 'move' ? [st.to] : []))],
      order: { type: 'move', units: [id], steps: x.steps, ...(x.forcedMarch ? { forcedMarch: true } : {}) },
    })),
  };
};

/** R 10.2.4: a charge from contact for unmoved cavalry with an enemy in its ZOC */
export const contactChoiceOf = (P: PackIndex, s: GameState, id: string): OrderChoice | null => {
  const targets = contactTargets(ctxOf(P, s), id);
  if (!targets.length) return null;
  const name = namesOf(P).unit(id);
  return {
    id: `contact:${id}`,
    label: text(`Szarża z kontaktu: ${name}`, `Charge from contact: ${name}`),
    piece: id,
    targets: targets.map((h) => ({ cell: h, order: { type: 'contactCharge', unit: id, target: h } })),
  };
};

/** the choices of `side` now; a view changes nothing, so the whole of it reads one still index */
export const choicesFor = (P: PackIndex, s: GameState, side: SideId): OrderChoice[] =>
  awaited(s).includes(side) ? still(s.pos.units, () => choicesOf(P, s, side)) : [];

const choicesOf = (P: PackIndex, s: GameState, side: SideId): OrderChoice[] => {
  const c = ctxOf(P, s);
  const n = namesOf(P);
  const end: OrderChoice = { id: 'end', label: text('Zakończ krok', 'End the step'), order: { type: 'end' } };
  switch (s.phase) {
    case 'first':
      return s.cup
        .filter((m) => (P.pack.forces.formations.find((f) => f.id === m)?.side ?? P.leader(m).side) === side)
        .map((m) => ({ id: `pick:${m}`, label: n.marker(m), order: { type: 'pick', marker: m } }));
    case 'command':
      return [
        ...leaderChoice(P, s),
        ...commandChoices(P, s, s.active!.marker).map((d) => ({
          id: `command:${d}`,
          label: n.marker(d),
          order: { type: 'command', division: d },
        })),
        { id: 'command:none', label: text('Żadna', 'None'), order: { type: 'command', division: null } },
      ];
    case 'reaction':
      if (s.defence) return [...reorderChoices(P, s, side, s.defence.hex), ...defenceChoices(P, s)];
      return [
        ...(s.asked?.offers ?? []).map((o) => ({
          id: `react:${o.unit}:${o.kind}`,
          label: text(`${n.unit(o.unit)}: ${REACTION[o.kind].pl}`, `${n.unit(o.unit)}: ${REACTION[o.kind].en}`),
          piece: o.unit,
          order: { type: 'react', unit: o.unit, kind: o.kind },
        })),
        { id: 'end', label: text('Bez reakcji', 'No reaction'), order: { type: 'end' } },
      ];
    case 'fire':
    case 'reactionFire':
      return [
        ...(s.phase === 'fire' ? activeFireTargets(P, s) : reactionFireTargets(P, s)).map((b) => ({
          id: `fire:${b.battery}`,
          label: text(`Ostrzał: ${n.unit(b.battery)}`, `Fire: ${n.unit(b.battery)}`),
          piece: b.battery,
          targets: b.targets.map((h) => ({ cell: h, order: { type: 'fire', battery: b.battery, target: h } })),
        })),
        end,
      ];
    case 'move': {
      if (s.active!.leaderMoved) return [end];
      const ids = movers(s);
      return [
        ...ids.flatMap((id) => {
          const m = moveTargets(c, id);
          return [moveChoiceOf(P, s, id, m), chargeChoiceOf(P, s, id, m), contactChoiceOf(P, s, id)].filter(
            (x): x is OrderChoice => x !== null,
          );
        }),
        ...stackChoicesOf(P, s, ids),
        ...leaderChoice(P, s),
        ...reorderChoices(P, s, side),
        end,
      ];
    }
    case 'combat': {
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
    }
    default:
      return [];
  }
};

/** N8–N10, N1: the defender's answers to a held combat or salvo, one asked choice per order; `end` = his defaults */
const defenceChoices = (P: PackIndex, s: GameState): OrderChoice[] => {
  const q = s.defence!;
  const n = namesOf(P);
  return [
    ...(q.moraleUnit ?? []).map((id) => ({
      id: `defend:morale:${id}`,
      label: text(`Jednostka morale: ${n.unit(id)}`, `Morale unit: ${n.unit(id)}`),
      piece: id,
      order: { type: 'defend', moraleUnit: id },
    })),
    ...(q.losses ?? []).map((id) => ({
      id: `defend:losses:${id}`,
      label: text(`Straty najpierw: ${n.unit(id)}`, `Losses first to: ${n.unit(id)}`),
      piece: id,
      order: { type: 'defend', losses: [id] },
    })),
    ...(q.retreat?.length
      ? [
          {
            id: 'defend:retreat',
            label: text('Droga odwrotu', 'Retreat path'),
            targets: q.retreat.map((path) => ({
              cell: path[path.length - 1],
              path: [q.hex, ...path],
              order: { type: 'defend', retreat: path },
            })),
          },
        ]
      : []),
    { id: 'end', label: text('Według stałych rozkazów', 'By my standing orders'), order: { type: 'end' } },
  ];
};

/**
 * R 6.5 (N12): each stack of the side (or the one in `only`: the stack a held combat is about), any
 * unit but the top one put on top (the rest keep their order)
 */
const reorderChoices = (P: PackIndex, s: GameState, side: SideId, only?: string): OrderChoice[] => {
  const c = ctxOf(P, s);
  const hexes = only
    ? [only]
    : [
        ...new Set(
          Object.values(s.pos.units)
            .filter((u) => onMap(u.at))
            .map((u) => u.at),
        ),
      ].sort();
  const n = namesOf(P);
  return hexes.flatMap((hex) => {
    const st = stackAt(c, hex).map((u) => u.id);
    if (st.length < 2 || sideOf(c, st[0]) !== side) return [];
    return st.slice(1).map((id) => ({
      id: `reorder:${hex}:${id}`,
      label: text(`Na wierzch stosu: ${n.unit(id)}`, `To the top of the stack: ${n.unit(id)}`),
      piece: id,
      order: { type: 'reorder', hex, units: [id, ...st.filter((x) => x !== id)] },
    }));
  });
};

/** R 10.2.7: the continuation attacks rolled for (a roll below 9 makes it owed, obligations) */
const continuationChoices = (P: PackIndex, s: GameState): OrderChoice[] =>
  s.active!.units.flatMap((id) => {
    const u = s.pos.units[id];
    if (!u.flags.continuation || !onMap(u.at)) return [];
    return openContinuation(ctxOf(P, s), id).map((hex) => ({
      id: `attack:${hex}:continue:${id}`,
      label: text(`Kontynuacja szarży na ${hex}`, `Continue the charge at ${hex}`),
      piece: id,
      order: { type: 'attack', attackers: [id], hex, moraleUnit: id },
    }));
  });

export const viewOf =
  (P: PackIndex) =>
  (s: GameState, viewer: Side | null): GameView => {
    const side = viewer === 'pl' || viewer === 'ru' ? viewer : null;
    const choices = side ? choicesFor(P, s, side) : [];
    const many = s.phase === 'move' || s.phase === 'fire' || s.phase === 'reactionFire';
    const c = ctxOf(P, s);
    const n = namesOf(P);
    const activeName = (a: NonNullable<GameState['active']>): Text => {
      const m = n.marker(a.marker);
      return text(`${m.pl} (${SIDE_NAMES[a.side].pl})`, `${m.en} (${SIDE_NAMES[a.side].en})`);
    };
    return {
      // the layer only: the static board is served once per boardKey (contract GameView.board)
      board: { pieces: pieces(P, s), overlays: overlaysOf(P, s), ...pendingAttack(P, s) },
      options: {
        prompt: text(`Etap ${s.pos.stage}`, `Stage ${s.pos.stage}`),
        choices,
        minOrders: choices.length ? 1 : 0,
        maxOrders: choices.length ? (many ? 20 : 1) : 0,
        ...(side ? { standing: [...standing(s, side), ...stackOptions(c, s, side)] } : {}),
      },
      panel: {
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
      },
    };
  };

export { stackAt };

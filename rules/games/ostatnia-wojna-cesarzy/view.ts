import type {
  BoardLayer,
  CellView,
  LegendEntry,
  OverlayView,
  PendingAttackView,
  PieceView,
  StaticBoard,
} from '../../core/board.js';
import { supplyOptions, supplyRows } from './view-supply.js';
import { screenChoices } from './phases/screen.js';
import type {
  GameView,
  OptionsView,
  OrderChoice,
  PanelView,
  Side,
  StandingOption,
  TargetOption,
} from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import { COUNTER_KEY } from './counter-key.js';
import { boardOf, defOf, mapOf, projectsCl, sideOf, unitsAt, type Board } from './ctx.js';
import { seenBy } from './concealment.js';
import { optionFields, variant, type VariantKey } from './variants.js';
import { clHexsides, freeHexes } from './geo.js';
import { evalAttack } from './combat.js';
import { attackBreakdown } from './attack-breakdown.js';
import { arrivalChoices } from './phases/arrivals.js';
import { attackable } from './phases/attack.js';
import { pursuers } from './phases/pursuit.js';
import { rmpEligible } from './phases/reserve-window.js';
import { offerFor } from './phases/retreat.js';
import { areaOf, heldHexes, isReserve, movers, mpOf, reach, stepCost, type ReachMemo } from './movement.js';
import { SIDE_IDS, type SideId } from './schema.js';
import { PHASE_NAMES } from './phase-label.js';
import { STANDING, standingKeys, type OwcState, type RetreatOption } from './state.js';
import { concealable, patrolHexes, reconOptions } from './phases/conceal.js';

const LEGEND: Record<string, LegendEntry> = {
  clear: { name: text('teren czysty', 'clear'), fill: '#e9e4c8', note: text('1 PM', '1 MP') },
  forest: {
    name: text('lasy', 'forest'),
    fill: '#9cbf7d',
    pattern: 'trees',
    note: text('trudny: 1 PM, atak −1', 'difficult: 1 MP, attack −1'),
  },
  lakes: { name: text('pojezierza', 'lake district'), fill: '#b9d6c9', note: text('trudny', 'difficult') },
  foothills: {
    name: text('pogórza', 'foothills'),
    fill: '#d8c49a',
    pattern: 'hills',
    note: text('trudny: 1 PM, atak −1', 'difficult: 1 MP, attack −1'),
  },
  marsh: {
    name: text('błota', 'marsh'),
    fill: '#a9c3b0',
    pattern: 'marsh',
    note: text('bardzo trudny: 2 PM, atak −2', 'very difficult: 2 MP, attack −2'),
  },
  'wild-forest': {
    name: text('puszcze', 'primeval forest'),
    fill: '#5f8f4e',
    pattern: 'trees',
    note: text('bardzo trudny: 2 PM, atak −2', 'very difficult: 2 MP, attack −2'),
  },
  mountains: {
    name: text('góry', 'mountains'),
    fill: '#b49a7a',
    pattern: 'hills',
    note: text('bardzo trudny: 2 PM, atak −2', 'very difficult: 2 MP, attack −2'),
  },
  'minor-river': { name: text('mała rzeka', 'minor river'), fill: '#5b8fd6', note: text('atak −1', 'attack −1') },
  'major-river': {
    name: text('duża rzeka', 'major river'),
    fill: '#2f5fb3',
    note: text('+1 PM, atak −2', '+1 MP, attack −2'),
  },
  bridge: { name: text('most', 'bridge'), fill: '#555555', note: text('bez dopłaty PM', 'no MP surcharge') },
  ridge: {
    name: text('grzbiet górski', 'mountain ridge'),
    fill: '#7a4b2a',
    note: text('+1 PM, atak −2', '+1 MP, attack −2'),
  },
  'high-ridge': {
    name: text('grzbiet wysokogórski', 'high-mountain ridge'),
    fill: '#3b2412',
    note: text('nieprzekraczalny', 'impassable'),
  },
  lake: { name: text('jezioro', 'lake'), fill: '#3d7fc1', note: text('nieprzekraczalne', 'impassable') },
  trunk: { name: text('magistrala', 'trunk railway'), fill: '#222222' },
  ordinary: { name: text('linia kolejowa', 'railway'), fill: '#666666' },
  town: { name: text('miejscowość', 'town'), fill: '#000000', pattern: 'town' },
  fortress: {
    name: text('twierdza', 'fortress'),
    fill: '#000000',
    note: text('A.3: nie do wejścia dla wroga, atak −4', 'A.3: never entered by the enemy, attack −4'),
  },
  fortified: {
    name: text('rejon umocniony', 'fortified area'),
    fill: '#000000',
    note: text('A.3: atak −2', 'A.3: attack −2'),
  },
  outside: { name: text('poza obszarem gry', 'outside the play area'), fill: '#cccccc', pattern: 'hatch' },
  'cl-allies': { name: text('linie kontroli Sprzymierzonych', 'Allied control lines'), fill: '#3060c0' },
  'cl-russians': { name: text('linie kontroli Rosjan', 'Russian control lines'), fill: '#c03030' },
  'encircled-allies': { name: text('okrążeni Sprzymierzeni', 'Allies encircled'), fill: '#3060c0', pattern: 'hatch' },
  'encircled-russians': { name: text('okrążeni Rosjanie', 'Russians encircled'), fill: '#c03030', pattern: 'hatch' },
  attack: { name: text('atakowany heks', 'attacked hex'), fill: '#ff9900' },
};
const SIDE_NAME: Record<SideId, Text> = {
  allies: text('Sprzymierzeni', 'Allies'),
  russians: text('Rosjanie', 'Russians'),
};

/**
 * The static board per map, play area (A.1) and objectives: built once per map object and shared by
 * every view of every game on it. Town control changes during play, so it travels in the layer.
 */
const STATIC = new WeakMap<object, Map<string, StaticBoard>>();
export const staticBoard = (s: OwcState): StaticBoard => {
  const m = mapOf(s);
  const area = areaOf(s);
  let per = STATIC.get(m);
  if (!per) STATIC.set(m, (per = new Map()));
  const k = `${area ?? ''}|${s.objectives.map((o) => `${o.hex}:${o.vp}:${o.side}`).join(',')}`;
  let v = per.get(k);
  if (!v) {
    const cells = m.grid.labels.map((label): CellView => {
      const o = m.grid.offsetOf(label);
      const t = m.towns.get(label);
      const features: string[] = [];
      if (t) features.push(t.fortress ? 'fortress' : t.fortified ? 'fortified' : 'town');
      if (area && !m.inRegion(area, label)) features.push('outside');
      return {
        label,
        col: o.col,
        row: o.row,
        terrain: m.terrain(label),
        ...(features.length ? { features } : {}),
        ...(t ? { control: null } : {}),
      };
    });
    v = {
      grid: { kind: 'hex', orientation: 'flat', offset: 'even' },
      cells,
      legend: LEGEND,
      hexsides: m.data.hexsides.map((x) => ({
        cells: [x.a, x.b] as [string, string],
        kind: x.bridge ? 'bridge' : x.kind,
      })),
      lines: m.data.railways.map((r) => ({ kind: r.kind, cells: r.hexes })),
      places: m.data.towns.map((t) => {
        const o = s.objectives.find((x) => x.hex === t.hex);
        return {
          cell: t.hex,
          name: t.name,
          kind: t.fortress ? 'fortress' : t.fortified ? 'fortified' : o ? 'objective' : 'town',
          ...(o ? { value: `${o.vp}`, side: o.side } : {}),
        };
      }),
      sideColors: { allies: '#3a5fa8', russians: '#b23a3a' },
      counterKey: COUNTER_KEY,
    };
    if (per.size > 50) per.clear();
    per.set(k, v);
  }
  return v;
};

export const boardView = (s: OwcState, viewer: Side | null = null): BoardLayer => {
  const b = boardOf(s);
  const m = b.m;
  const control: Record<string, Side | null> = {};
  for (const t of m.towns.keys()) if (s.control[t]) control[t] = s.control[t];
  const pieces: PieceView[] = [];
  const hidden = new Map<string, number>();
  for (const u of Object.values(s.units))
    if (u.where === 'map' && u.hex) {
      const d = defOf(s, u.id);
      if (!seenBy(s, u.id, viewer)) {
        // 16: face down: only that a counter of that side stands here (numbered per hex, not per unit)
        const n = (hidden.get(u.hex) ?? 0) + 1;
        hidden.set(u.hex, n);
        pieces.push({
          id: `hidden-${u.hex}-${n}`,
          cell: u.hex,
          side: d.side,
          label: '?',
          symbol: 'unknown',
          status: ['concealed'],
        });
        continue;
      }
      const cl = projectsCl(s, u.id); // a broken unit's CLs depend on game option brokenCl (AMB-7)
      const status = [
        ...(u.broken ? ['broken'] : []),
        ...(cl ? ['control-lines'] : []),
        ...(u.concealed ? ['concealed'] : []),
      ];
      pieces.push({
        id: u.id,
        cell: u.hex,
        side: d.side,
        label: d.short,
        symbol: d.size === 'hq' ? 'hq' : d.arm,
        size:
          d.size === 'corps'
            ? 'XXX'
            : d.size === 'division'
              ? 'XX'
              : d.size === 'hq'
                ? 'HQ'
                : d.size === 'patrol'
                  ? 'P'
                  : 'X',
        values: [String(u.broken ? (d.sp >= 2 ? 1 : 0) : d.sp), String(d.r)],
        reduced: u.broken,
        ...(status.length ? { status } : {}),
      });
    }
  const overlays: OverlayView[] = [];
  for (const side of SIDE_IDS) {
    overlays.push({
      kind: `cl-${side}`,
      side,
      hexsides: clHexsides(b, side),
      label: text('linie kontroli (6)', 'control lines (6)'),
    });
    const free = freeHexes(b, side);
    const enc = [...b.occ.entries()]
      .filter(([h, ids]) => ids.length && sideOf(s, ids[0]) === side && !free.has(h))
      .map(([h]) => h);
    if (enc.length)
      overlays.push({ kind: `encircled-${side}`, side, cells: enc, label: text('okrążenie (6.3)', 'encircled (6.3)') });
  }
  if (s.pending) overlays.push({ kind: 'attack', cells: [s.pending.target] });
  return {
    pieces,
    overlays,
    ...(s.pending ? { pending: [pendingAttack(s, b)] } : {}),
    ...(Object.keys(control).length ? { control } : {}),
  };
};

/** the attack not yet settled: from its attackers to its target; its odds while the roll still waits (12.1 delay) */
const pendingAttack = (s: OwcState, b: Board): PendingAttackView => {
  const p = s.pending!;
  const from = [
    ...new Set(p.attackers.map((id) => s.units[id]?.hex).filter((h): h is string => !!h && h !== p.target)),
  ];
  if (p.step !== 'delay' || !p.defenders.length) return { from, to: p.target };
  const e = evalAttack(b, p.target, p.attackers, p.repeat);
  return {
    from,
    to: p.target,
    label: text(`${e.a}:${e.d}, szansa ${e.chance}`, `${e.a}:${e.d}, chance ${e.chance}`),
  };
};

const unitName = (s: OwcState, id: string): Text => defOf(s, id).name;
/** A.2.1: an arrival with equally near towns: the owner clicks one (the first is the automatic pick) */
const arrivalOptions = (s: OwcState, mine: SideId, choices: OrderChoice[]): void => {
  if (mine !== s.phasing) return;
  for (const [u, towns] of arrivalChoices(s))
    choices.push({
      id: `arrive-${u}`,
      label: text(
        `Wprowadzenie: ${unitName(s, u).pl} (A.2.1, domyślnie ${towns[0]})`,
        `Arrival: ${unitName(s, u).en} (A.2.1, default ${towns[0]})`,
      ),
      targets: towns.map((cell) => ({ cell, order: { type: 'arrive', unit: u, hex: cell } })),
    });
};
const moveTargets = (s: OwcState, b: Board, id: string, held: Set<string>, memo: ReachMemo): TargetOption[] =>
  reach(b, id, mpOf(s, id), { area: areaOf(s), startOfPhase: held }, memo).map((t) => ({
    cell: t.cell,
    cost: t.cost,
    path: t.path,
    order: { type: 'move', unit: id, path: t.path },
  }));

/** 16, 17.2: what the phasing player may hide at the end of his movement (his choice in the same batch) */
const hideOptions = (s: OwcState, mine: SideId, choices: OrderChoice[]): void => {
  for (const id of concealable(s, mine))
    choices.push({
      id: `conceal-${id}`,
      piece: id,
      label: text(
        `Ukryj na koniec ruchu: ${unitName(s, id).pl} (16)`,
        `Conceal after moving: ${unitName(s, id).en} (16)`,
      ),
      order: { type: 'conceal', units: [id] },
    });
  const hexes = patrolHexes(s, mine);
  if (hexes.length)
    choices.push({
      id: 'place-patrol',
      label: text('Postaw patrol (17.2)', 'Place a patrol (17.2)'),
      targets: hexes.map((cell) => ({ cell, order: { type: 'place-patrol', hex: cell } })),
    });
};

export const standingOptions = (s: OwcState, side: SideId): StandingOption[] => {
  const L: Record<string, Text> = {
    rally: text('Zbieranie rozbitych (8.8)', 'Rallying broken units (8.8)'),
    rmp: text('Ruch odwodów w posunięciu przeciwnika (4.2)', "Reserve movement in the opponent's turn (4.2)"),
    ownRmp: text('Ruch odwodów we własnym posunięciu (4.2)', 'Reserve movement in my own turn (4.2)'),
    retreat: text('Wybór drogi odwrotu (9.7, 9.8)', 'Choosing retreat paths (9.7, 9.8)'),
    delay: text('Działania opóźniające kawalerii (12.1)', 'Cavalry delaying actions (12.1)'),
    conceal: text(
      'Ukrywanie po ruchu przeciwnika, patrole (16, 17.2)',
      "Concealing after the opponent's movement, patrols (16, 17.2)",
    ),
  };
  const V: Record<string, Text> = {
    all: text('zawsze wszystkich', 'always all'),
    ask: text('pytaj mnie', 'ask me'),
    none: text('nigdy', 'never'),
    never: text('nigdy', 'never'),
    'after-attacks': text('pytaj po atakach przeciwnika', 'ask me after their attacks'),
    always: text('zawsze pytaj', 'always ask'),
    auto: text('wybiera silnik', 'engine picks'),
  };
  return standingKeys(s).map((k) => ({
    key: k,
    label: L[k],
    current: s.standing[side][k] ?? STANDING[k][0],
    values: STANDING[k].map((v) => ({
      value: v,
      label: k === 'delay' && v === 'always' ? text('zawsze', 'always') : V[v],
    })),
  }));
};

/** a decision taking any number of the choices (at least one) */
const anyOf = (prompt: Text, choices: OrderChoice[], standing: StandingOption[] | undefined): OptionsView => ({
  prompt,
  choices,
  minOrders: 1,
  maxOrders: choices.length,
  standing,
});

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
      const ids = Object.values(s.units)
        .filter((u) => u.where === 'map' && u.broken && sideOf(s, u.id) === mine)
        .map((u) => u.id);
      for (const id of ids)
        choices.push({
          id: `rally-${id}`,
          piece: id,
          label: text(`Zbieraj: ${unitName(s, id).pl}`, `Rally: ${unitName(s, id).en}`),
          order: { type: 'rally', units: [id] },
        });
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
      for (const u of Object.values(s.units))
        if (u.where === 'map' && sideOf(s, u.id) === mine && !u.placed && !u.dug && isReserve(b, u.id)) {
          const targets = moveTargets(s, b, u.id, held, memo);
          if (targets.length) choices.push({ id: `move-${u.id}`, piece: u.id, label: unitName(s, u.id), targets });
        }
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
      for (const id of movers(s, b, mine, null)) {
        const targets = moveTargets(s, b, id, held, memo);
        if (targets.length) choices.push({ id: `move-${id}`, piece: id, label: unitName(s, id), targets });
      }
      hideOptions(s, mine, choices);
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
        const targets: TargetOption[] = [
          { cell: p.target, path: [p.target], order: { type: 'pursue', unit: id, path: [p.target] } },
        ];
        if (!p.repeat) {
          const first = stepCost(b, mine, from, p.target, { area: areaOf(s), ignoreStack: true });
          const left = 2 - (first.ok ? Math.min(first.cost, 2) : 2);
          const moved = { ...b, occ: new Map(b.occ) };
          moved.occ.set(
            from,
            unitsAt(b, from).filter((x) => x !== id),
          );
          moved.occ.set(p.target, [...unitsAt(b, p.target), id]);
          for (const n of b.m.grid.neighbourCells(p.target)) {
            const st = stepCost(moved, mine, p.target, n, { area: areaOf(s) });
            if (st.ok && st.cost <= left)
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
    .filter((u) => u.where === 'due')
    .map((u) => ({
      label: defOf(s, u.id).name,
      // 20: a secret concentration's town is its owner's secret until it arrives
      value: `${s.stages[(u.due ?? 1) - 1] ?? '?'} → ${u.how === 'secret' && viewer !== defOf(s, u.id).side ? '?' : u.dueHex}`,
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

export const view = (s: OwcState, viewer: Side | null): GameView => ({
  board: boardView(s, viewer),
  options: optionsView(s, viewer),
  panel: panelView(s, viewer),
});

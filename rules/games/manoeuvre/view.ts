/**
 * What a side may see (spec 2.7, 5.7) and do. Board: the 64 squares with terrain, units and
 * Redoubts. Options: the awaited side's legal orders (units that may act with their target
 * squares, playable cards). Panel: own hand, hand sizes, deck sizes, discard tops, day and turn.
 */
import type { BoardLayer, PieceView, StaticBoard } from '../../core/board.js';
import type {
  CardView,
  GameView,
  OrderChoice,
  OptionsView,
  PanelView,
  Side,
  StandingOption,
  TargetOption,
} from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import { card, defs, isUnitCard, terrainAt, unitDef, type Card, type HqCard } from './pack.js';
import { cardName, cardValues } from './describe.js';
import { COUNTER_KEY } from './counter-key.js';
import { cardText } from './card-text.js';
import {
  adjacent,
  inHomeRows,
  neighbours,
  placeSection,
  QUADRANTS,
  ROTATIONS,
  SQUARES,
  xy,
  type Quadrant,
} from './geometry.js';
import { basicPaths, movableUnits } from './phases/movement.js';
import { isOpen, retreatOptions } from './results.js';
import { supportCandidates } from './phases/leaders.js';
import { fireProblem, type FireKind } from './phases/bombard.js';
import {
  awaited,
  GUERRILLA_CASES,
  guerrillaPolicy,
  isSide,
  other,
  rulesOf,
  SIDES,
  type GuerrillaCase,
  type MSide,
  type MState,
} from './state.js';
import { losses } from './victory.js';
import { NATION_ORDER } from './schema.js';
import { advanceChoicesOf } from './view-advance.js';
import { EDGE_NAMES, PHASE_NAMES, SIDE_NAMES } from './phase-label.js';

const T = text;
const uname = (s: MState, u: string) => unitDef(s, u).short;
const cname = (s: MState, id: string): Text => {
  const n = cardName(defs(s), id);
  const v = cardValues(card(s, id)).join(' ');
  return v ? T(`${n.pl} (${v})`, `${n.en} (${v})`) : n;
};
const handOf = (s: MState, side: MSide) => s.players[side].hand.map((id) => card(s, id));
const ofKind = (s: MState, side: MSide, kind: string) => handOf(s, side).filter((c) => c.kind === kind);
const ownUnits = (s: MState, side: MSide) =>
  Object.keys(s.units).filter((u) => s.units[u].side === side && s.units[u].sq);

export const PROMPTS: Record<string, Text> = {
  'setup.sections': T('Ułóż mapę z czterech sekcji', 'Build the map from four sections'),
  'setup.pair': T('Wybierz dwie armie', 'Choose the two nations'),
  'setup.nation': T('Wybierz swoją armię', 'Choose your nation'),
  'setup.edge': T('Wybierz krawędź startową', 'Choose your starting edge'),
  'setup.hand': T('Wybierz 5 kart na rękę', 'Choose your 5 starting cards'),
  'setup.deploy': T(
    'Rozstaw 8 jednostek w dwóch rzędach przy swojej krawędzi',
    'Deploy your 8 units in your two home rows',
  ),
  discard: T('Odrzuć karty, potem dobierz do 5', 'Discard cards, then draw up to 5'),
  movement: T(
    'Ruch: przesuń jedną jednostkę, potem wypowiedz walkę lub żadną',
    'Movement: move one unit, then declare a combat or none',
  ),
  combat: T('Walka: wypowiedz jedną walkę lub żadną', 'Combat: declare one combat or none'),
  guerrilla: T('Czy odpowiadasz Partyzantami?', 'Answer with Guerrilla?'),
  defense: T(
    'Obrona: wycofaj się albo zagraj karty obrony i dowódcę',
    'Defense: withdraw, or play defense cards and a leader',
  ),
  attack: T(
    'Atak: zagraj karty ataku, dowódcę, potem rozstrzygnij',
    'Attack: play attack cards, a leader, then resolve',
  ),
  choice: T('Rana czy ucieczka?', 'Hit or Retreat?'),
  retreat: T('Wybierz pole ucieczki', 'Choose the retreat square'),
  advance: T('Która jednostka zajmuje pole?', 'Which unit advances?'),
  restoration: T('Przywrócenie: jedna próba, potem reduta', 'Restoration: one attempt, then a Redoubt'),
  over: T('Koniec gry', 'Game over'),
};

const choice = (id: string, label: Text, o: Partial<OrderChoice>): OrderChoice => ({ id, label, ...o });

const QUADRANT_NAMES: Record<Quadrant, Text> = {
  NW: T('Północny zachód', 'North-west'),
  NE: T('Północny wschód', 'North-east'),
  SW: T('Południowy zachód', 'South-west'),
  SE: T('Południowy wschód', 'South-east'),
};

/** v2: "no more cards, resolve once the defender answers", sent with the declaration (5.3 B3 + B5) */
const resolveAtOnce = (): OrderChoice =>
  choice('resolve-now', T('Bez dalszych kart: rozstrzygnij od razu', 'No more cards: resolve at once'), {
    group: 'resolve',
    order: { type: 'resolve' },
  });

/**
 * v2: the combats the Movement phase may end in (declaring one ends it): those open now and those a
 * basic move would open; the draft check keeps the ones the drafted move allows
 */
const combatAfterMove = (s: MState, side: MSide): OrderChoice[] => {
  const byId = new Map<string, OrderChoice>();
  const add = (st: MState) => {
    for (const c of legalChoices({ ...st, phase: 'combat' }, side)) {
      if (c.id.startsWith('scout-')) continue;
      const had = byId.get(c.id);
      if (!had) byId.set(c.id, { ...c, ...(c.targets ? { targets: c.targets.slice() } : {}) });
      else for (const t of c.targets ?? []) if (!had.targets?.some((x) => x.cell === t.cell)) had.targets?.push(t);
    }
  };
  add(s);
  if (!s.turn.basicDone)
    for (const u of movableUnits(s, side))
      for (const p of basicPaths(s, u))
        add({ ...s, units: { ...s.units, [u]: { ...s.units[u], sq: p[p.length - 1] } } });
  return [...byId.values()];
};
const target = (cell: string, order: unknown, extra: Partial<TargetOption> = {}): TargetOption => ({
  cell,
  order,
  ...extra,
});

/** every legal choice for the awaited side (also the random and greedy players' menu) */
export const legalChoices = (s: MState, side: MSide): OrderChoice[] => {
  if (!awaited(s).includes(side)) return [];
  const out: OrderChoice[] = [];
  const p = s.players[side];
  const scoutChoices = () =>
    ofKind(s, side, 'scout').forEach((k) =>
      out.push(
        choice(`scout-${k.id}`, T('Zwiadowca', 'Scout/Spy'), { card: k.id, order: { type: 'scout', card: k.id } }),
      ),
    );
  switch (s.phase) {
    case 'setup.sections': {
      // every free quadrant, so the whole map goes in one batch; each choice paints its 16 squares
      const d = defs(s);
      for (const q of QUADRANTS.filter((x) => !s.sections.some((y) => y.quadrant === x)))
        for (const sec of d.sections)
          if (!s.sections.some((y) => y.id === sec.id))
            for (const r of ROTATIONS) {
              const paint: Record<string, string> = {};
              for (const { square, code } of placeSection(sec.rows, q, r)) paint[square] = d.byCode[code];
              out.push(
                choice(
                  `sec-${q}-${sec.id}-${r}`,
                  T(
                    `${QUADRANT_NAMES[q].pl}: ${sec.name.pl} (${r}°)`,
                    `${QUADRANT_NAMES[q].en}: ${sec.name.en} (${r}°)`,
                  ),
                  {
                    group: `section-${q}`,
                    picture: `${q}-${sec.id}`,
                    paint,
                    order: { type: 'place-section', quadrant: q, section: sec.id, rotation: r },
                  },
                ),
              );
            }
      break;
    }
    case 'setup.pair':
      NATION_ORDER.forEach((a, i) =>
        NATION_ORDER.slice(i + 1).forEach((b) => {
          const d = defs(s).armies;
          if (d[a] && d[b])
            out.push(
              choice(`pair-${a}-${b}`, T(`${d[a].name.pl} / ${d[b].name.pl}`, `${d[a].name.en} / ${d[b].name.en}`), {
                group: 'pair',
                order: { type: 'nations', nations: [a, b] },
              }),
            );
        }),
      );
      break;
    case 'setup.nation':
      for (const n of s.pair!)
        out.push(
          choice(`nation-${n}`, defs(s).armies[n].name, { group: 'nation', order: { type: 'nation', nation: n } }),
        );
      break;
    case 'setup.edge':
      for (const e of ['N', 'E', 'S', 'W'] as const)
        out.push(choice(`edge-${e}`, EDGE_NAMES[e], { group: 'edge', order: { type: 'edge', edge: e } }));
      break;
    case 'setup.hand':
      for (const id of defs(s).decks[p.army!])
        if (!p.hand.includes(id))
          out.push(choice(`hand-${id}`, cname(s, id), { card: id, order: { type: 'hand', cards: [id] } }));
      break;
    case 'setup.deploy': {
      const free = SQUARES.filter((q) => inHomeRows(q, p.edge!) && isOpen(s, q));
      for (const u of Object.keys(s.units))
        if (s.units[u].side === side && !s.units[u].sq)
          out.push(
            choice(`deploy-${u}`, T(unitDef(s, u).name), {
              piece: u,
              probe: { type: 'deploy', unit: u, square: '$cell' },
              targets: free.map((q) => target(q, { type: 'deploy', unit: u, square: q })),
            }),
          );
      break;
    }
    case 'discard':
      for (const id of p.hand)
        out.push(
          choice(`discard-${id}`, T(`Odrzuć: ${cname(s, id).pl}`, `Discard: ${cname(s, id).en}`), {
            card: id,
            order: { type: 'discard', card: id },
          }),
        );
      out.push(choice('draw', T('Dobierz do 5', 'Draw up to 5'), { group: 'end', order: { type: 'draw' } }));
      scoutChoices();
      break;
    case 'movement': {
      const t = s.turn;
      const movable = movableUnits(s, side);
      const tgts = (u: string, mk: (path: string[]) => unknown) => {
        const seen = new Set<string>();
        return basicPaths(s, u)
          .filter((pa) => !seen.has(pa[pa.length - 1]) && !!seen.add(pa[pa.length - 1]))
          .map((pa) => target(pa[pa.length - 1], mk(pa), { path: [s.units[u].sq!, ...pa], cost: pa.length }));
      };
      if (!t.basicDone)
        for (const u of movable)
          out.push(
            choice(`move-${u}`, T(`Ruch: ${uname(s, u)}`, `Move ${uname(s, u)}`), {
              piece: u,
              probe: { type: 'move', unit: u, path: ['$cell'] },
              targets: tgts(u, (path) => ({ type: 'move', unit: u, path })),
            }),
          );
      const sup = ofKind(s, side, 'supply')[0];
      if (sup && !t.supplyUsed)
        for (const u of movable)
          out.push(
            choice(`supply-${u}`, T(`Zaopatrzenie: ${uname(s, u)}`, `Supply: move ${uname(s, u)}`), {
              piece: u,
              card: sup.id,
              probe: { type: 'supply', card: sup.id, unit: u, path: ['$cell'] },
              targets: tgts(u, (path) => ({ type: 'supply', card: sup.id, unit: u, path })),
            }),
          );
      const fm = ofKind(s, side, 'forced-march')[0];
      if (fm && t.last && !t.fm.includes(t.last.unit) && terrainAt(s, t.last.from).forcedMarchFrom) {
        const u = t.last.unit,
          here = s.units[u].sq!;
        if (s.options.forcedMarch === 'began' || terrainAt(s, here).forcedMarchFrom) {
          const tg = neighbours(here)
            .filter((q) => isOpen(s, q))
            .map((q) => target(q, { type: 'forced-march', card: fm.id, unit: u, to: q }));
          if (tg.length)
            out.push(
              choice(`fm-${u}`, T(`Forsowny marsz: ${uname(s, u)}`, `Forced March: ${uname(s, u)}`), {
                piece: u,
                card: fm.id,
                probe: { type: 'forced-march', card: fm.id, unit: u, to: '$cell' },
                targets: tg,
              }),
            );
        }
      }
      if (t.basicDone || !movable.length)
        out.push(
          choice('end-movement', T('Koniec ruchu', 'End movement'), { group: 'end', order: { type: 'end-movement' } }),
        );
      scoutChoices();
      break;
    }
    case 'combat': {
      const enemies = ownUnits(s, other(side));
      for (const u of ownUnits(s, side)) {
        const sq = s.units[u].sq!;
        for (const k of handOf(s, side)) {
          if (!isUnitCard(k) || k.unit !== u) continue;
          if (k.attack && terrainAt(s, sq).assaultFrom) {
            const tg = enemies
              .filter((e) => adjacent(sq, s.units[e].sq!))
              .map((e) => target(s.units[e].sq!, { type: 'assault', unit: u, card: k.id, target: e }));
            if (tg.length)
              out.push(
                choice(`assault-${k.id}`, T(`Natarcie: ${cname(s, k.id).pl}`, `Assault: ${cname(s, k.id).en}`), {
                  piece: u,
                  card: k.id,
                  probe: { type: 'assault', unit: u, card: k.id, target: '$piece' },
                  targets: tg,
                }),
              );
          }
          for (const [kind, has, type] of [
            ['bombardment', k.bombard, 'bombard'],
            ['volley', k.volley, 'volley'],
          ] as const) {
            if (!has) continue;
            const tg = enemies
              .filter((e) => !fireProblem(s, kind, u, e, k.range ?? 1))
              .map((e) => target(s.units[e].sq!, { type, unit: u, card: k.id, target: e }));
            if (tg.length)
              out.push(
                choice(
                  `${type}-${k.id}`,
                  T(
                    `${kind === 'volley' ? 'Salwa' : 'Ostrzał'}: ${cname(s, k.id).pl}`,
                    `${kind === 'volley' ? 'Volley' : 'Bombard'}: ${cname(s, k.id).en}`,
                  ),
                  { piece: u, card: k.id, targets: tg, probe: { type, unit: u, card: k.id, target: '$piece' } },
                ),
              );
          }
        }
      }
      for (const k of ofKind(s, side, 'ambush'))
        out.push(
          choice(`ambush-${k.id}`, T('Zasadzka', 'Ambush'), {
            card: k.id,
            targets: enemies.map((e) => target(s.units[e].sq!, { type: 'ambush', card: k.id, target: e })),
          }),
        );
      for (const k of ofKind(s, side, 'leader') as HqCard[])
        if (k.grandBattery)
          for (const u of ownUnits(s, side)) {
            const tg = enemies
              .filter((e) => !fireProblem(s, 'grand-battery' as FireKind, u, e, 2))
              .map((e) => target(s.units[e].sq!, { type: 'grand-battery', card: k.id, unit: u, target: e }));
            if (tg.length)
              out.push(
                choice(`gb-${u}`, T(`Wspaniała artyleria: ${uname(s, u)}`, `Grand Battery: ${uname(s, u)}`), {
                  piece: u,
                  card: k.id,
                  targets: tg,
                }),
              );
          }
      out.push(choice('no-combat', T('Bez walki', 'No combat'), { group: 'end', order: { type: 'no-combat' } }));
      scoutChoices();
      break;
    }
    case 'guerrilla':
      for (const k of ofKind(s, side, 'guerrilla'))
        out.push(
          choice(`guerrilla-${k.id}`, T('Partyzanci: anuluj', 'Guerrilla: cancel it'), {
            card: k.id,
            group: 'answer',
            order: { type: 'guerrilla', card: k.id },
          }),
        );
      out.push(choice('pass', T('Nie odpowiadam', 'Let it pass'), { group: 'answer', order: { type: 'pass' } }));
      break;
    case 'defense': {
      const cb = s.combat!;
      const fresh = !cb.def.length && !cb.defLeader && !cb.usTried && retreatOptions(s, cb.target).length > 0;
      if (fresh) {
        for (const k of ofKind(s, side, 'withdraw'))
          out.push(
            choice(`withdraw-${k.id}`, T('Wycofanie', 'Withdraw'), {
              card: k.id,
              group: 'answer',
              order: { type: 'withdraw', card: k.id },
            }),
          );
        for (const k of handOf(s, side))
          if (isUnitCard(k) && k.unit === cb.target && k.withdraw)
            out.push(
              choice(
                `usw-${k.id}`,
                T(`Próba wycofania: ${cname(s, k.id).pl}`, `Withdraw attempt: ${cname(s, k.id).en}`),
                { card: k.id, group: 'answer', order: { type: 'us-withdraw', card: k.id } },
              ),
            );
      }
      for (const k of handOf(s, side))
        if (isUnitCard(k) && k.unit === cb.target && k.defense)
          out.push(
            choice(`def-${k.id}`, T(`Obrona: ${cname(s, k.id).pl}`, `Defend: ${cname(s, k.id).en}`), {
              card: k.id,
              order: { type: 'defense-card', card: k.id },
            }),
          );
      if (!cb.defLeader)
        for (const k of ofKind(s, side, 'leader'))
          out.push(
            choice(`dl-${k.id}`, T(`Dowódca: ${cname(s, k.id).pl}`, `Leader: ${cname(s, k.id).en}`), {
              card: k.id,
              group: 'leader',
              order: { type: 'leader', card: k.id },
            }),
          );
      out.push(choice('defend', T('Gotowe', 'Done'), { group: 'end', order: { type: 'defend' } }));
      break;
    }
    case 'attack': {
      const cb = s.combat!;
      const parts = [...(cb.attacker ? [cb.attacker] : []), ...cb.supports];
      const nothingYet = !cb.atk.length && !cb.leader && !cb.committed.length && !cb.sappers;
      for (const k of handOf(s, side))
        if (isUnitCard(k) && parts.includes(k.unit))
          out.push(
            choice(`ac-${k.id}`, T(`Atak: ${cname(s, k.id).pl}`, `Attack: ${cname(s, k.id).en}`), {
              card: k.id,
              piece: k.unit,
              order: { type: 'attack-card', card: k.id, unit: k.unit },
            }),
          );
      if (!cb.leader) {
        const cand = supportCandidates(s);
        for (const k of ofKind(s, side, 'leader') as HqCard[]) {
          out.push(
            choice(`lc-${k.id}`, T(`${k.name}: walka +${k.combat}`, `${k.name}: Combat +${k.combat}`), {
              card: k.id,
              group: 'leader',
              order: { type: 'leader', card: k.id, mode: 'combat' },
            }),
          );
          if ((k.command ?? 1) >= 2)
            for (const sub of subsets(cand, k.command! - 1))
              if (sub.length)
                out.push(
                  choice(
                    `lm-${k.id}-${sub.join('+')}`,
                    T(
                      `${k.name}: dowodzenie (${sub.map((u) => uname(s, u)).join(', ')})`,
                      `${k.name}: Command (${sub.map((u) => uname(s, u)).join(', ')})`,
                    ),
                    { card: k.id, group: 'leader', order: { type: 'leader', card: k.id, mode: 'command', units: sub } },
                  ),
                );
        }
      }
      const ca = ofKind(s, side, 'committed')[0];
      if (ca)
        for (const u of parts)
          if (!cb.committed.some((x) => x.unit === u) && s.units[u].sq)
            out.push(
              choice(`ca-${u}`, T(`Atak z poświęceniem: ${uname(s, u)}`, `Committed Attack: ${uname(s, u)}`), {
                card: ca.id,
                piece: u,
                order: { type: 'committed', card: ca.id, unit: u },
              }),
            );
      const sp = ofKind(s, side, 'sappers')[0];
      if (sp && !cb.sappers && s.redoubts.includes(s.units[cb.target].sq!))
        out.push(choice('sappers', T('Saperzy', 'Sappers'), { card: sp.id, order: { type: 'sappers', card: sp.id } }));
      const sk = ofKind(s, side, 'skirmish')[0];
      if (sk && cb.kind === 'assault' && nothingYet) {
        const start = s.units[cb.attacker!].sq!;
        const tg: TargetOption[] = [target(start, { type: 'skirmish', card: sk.id, path: [] }, { cost: 0 })];
        const seen = new Set([start]);
        for (const a of neighbours(start)) {
          if (!isOpen(s, a)) continue;
          if (!seen.has(a))
            tg.push(target(a, { type: 'skirmish', card: sk.id, path: [a] }, { cost: 1, path: [start, a] }));
          seen.add(a);
          for (const b of neighbours(a))
            if ((b === start || isOpen(s, b)) && !seen.has(b)) {
              seen.add(b);
              tg.push(target(b, { type: 'skirmish', card: sk.id, path: [a, b] }, { cost: 2, path: [start, a, b] }));
            }
        }
        out.push(choice('skirmish', T('Potyczka', 'Skirmish'), { card: sk.id, piece: cb.attacker!, targets: tg }));
      }
      out.push(choice('resolve', T('Rozstrzygnij', 'Resolve'), { group: 'end', order: { type: 'resolve' } }));
      break;
    }
    case 'choice':
      out.push(choice('hit', T('Rana', 'Hit'), { group: 'answer', order: { type: 'result', choice: 'hit' } }));
      out.push(
        choice('retreat', T('Ucieczka', 'Retreat'), { group: 'answer', order: { type: 'result', choice: 'retreat' } }),
      );
      break;
    case 'retreat':
      out.push(
        choice('retreat-to', T('Pole ucieczki', 'Retreat square'), {
          piece: s.combat!.target,
          probe: { type: 'retreat-to', square: '$cell' },
          targets: s.combat!.retreatOptions.map((q) => target(q, { type: 'retreat-to', square: q })),
        }),
      );
      break;
    case 'advance': {
      const ch = advanceChoicesOf(s);
      for (const u of ch.units)
        out.push(
          choice(`adv-${u}`, T(`Zajmuje: ${uname(s, u)}`, `Advance: ${uname(s, u)}`), {
            piece: u,
            group: 'answer',
            order: { type: 'advance', unit: u },
          }),
        );
      if (ch.optional)
        out.push(
          choice('adv-none', T('Nie zajmuj', 'Do not advance'), {
            group: 'answer',
            order: { type: 'advance', unit: null },
          }),
        );
      break;
    }
    case 'restoration': {
      const t = s.turn;
      if (!t.restoreDone && !t.redoubtDone)
        for (const u of ownUnits(s, side))
          if (s.units[u].status === 'reduced')
            for (const k of handOf(s, side))
              if ((isUnitCard(k) && k.unit === u) || k.kind === 'supply' || k.kind === 'regroup' || k.kind === 'leader')
                out.push(
                  choice(
                    `restore-${u}-${k.id}`,
                    T(`Przywróć ${uname(s, u)}: ${cname(s, k.id).pl}`, `Restore ${uname(s, u)}: ${cname(s, k.id).en}`),
                    { piece: u, card: k.id, order: { type: 'restore', card: k.id, unit: u } },
                  ),
                );
      const r = ofKind(s, side, 'redoubt')[0];
      if (r && !t.redoubtDone) {
        const tg = ownUnits(s, side)
          .filter((u) => !s.redoubts.includes(s.units[u].sq!))
          .map((u) => target(s.units[u].sq!, { type: 'redoubt', card: r.id, square: s.units[u].sq! }));
        if (tg.length) out.push(choice('redoubt', T('Reduta', 'Redoubt'), { card: r.id, targets: tg }));
      }
      out.push(choice('end-turn', T('Koniec tury', 'End turn'), { group: 'end', order: { type: 'end-turn' } }));
      scoutChoices();
      break;
    }
  }
  return out;
};

const subsets = (xs: string[], max: number): string[][] => {
  const out: string[][] = [[]];
  for (const x of xs) for (const s of out.slice()) if (s.length < max) out.push([...s, x]);
  return out;
};

/** 5.2 P1–P3: the Guerrilla decision, one setting per situation (the order key `guerrilla` sets all five) */
const GUERRILLA_LABEL: Record<GuerrillaCase, ReturnType<typeof T>> = {
  'supply-move': T('Partyzanci przeciw ruchowi z Zaopatrzeniem (P1)', 'Guerrilla against a Supply move (P1)'),
  'forced-march': T('Partyzanci przeciw Forsownemu marszowi (P2)', 'Guerrilla against a Forced March (P2)'),
  'supply-restore': T(
    'Partyzanci przeciw odtworzeniu Zaopatrzeniem (P3)',
    'Guerrilla against a Supply restoration (P3)',
  ),
  regroup: T('Partyzanci przeciw Przegrupowaniu (P3)', 'Guerrilla against a Regroup (P3)'),
  'unit-card': T(
    'Partyzanci przeciw posiłkom z karty jednostki (P3)',
    'Guerrilla against a Unit Card restoration (P3)',
  ),
};

const standingFor = (s: MState, side: MSide): StandingOption[] => [
  ...GUERRILLA_CASES.map((k) => ({
    key: `guerrilla.${k}`,
    label: GUERRILLA_LABEL[k],
    current: guerrillaPolicy(s.players[side].standing, k),
    values: [
      { value: 'ask', label: T('pytaj mnie', 'always ask me') },
      { value: 'never', label: T('nigdy', 'never respond') },
    ],
  })),
  {
    key: 'choice',
    label: T('Gdy wybór rana/ucieczka należy do mnie', 'When Hit or Retreat is my choice'),
    current: s.players[side].standing.choice,
    values: [
      { value: 'ask', label: T('pytaj mnie', 'ask me') },
      { value: 'hit', label: T('rana', 'Hit') },
      { value: 'retreat', label: T('ucieczka', 'Retreat') },
    ],
  },
];

export const optionsView = (s: MState, viewer: Side | null): OptionsView => {
  const side = viewer && isSide(viewer) ? viewer : null;
  const standing = side && s.players[side].army ? standingFor(s, side) : undefined;
  if (!side || !awaited(s).includes(side))
    return {
      prompt: s.phase === 'over' ? PROMPTS.over : T('Czekaj na przeciwnika', 'Waiting for the opponent'),
      choices: [],
      minOrders: 0,
      maxOrders: 0,
      ...(standing ? { standing } : {}),
    };
  const v2 = rulesOf(s) >= 2;
  const choices = legalChoices(s, side);
  if (v2 && s.phase === 'movement') choices.push(...combatAfterMove(s, side), resolveAtOnce());
  if (v2 && s.phase === 'combat') choices.push(resolveAtOnce());
  return {
    prompt: PROMPTS[s.phase],
    choices,
    minOrders: 1,
    maxOrders: 40,
    ...(standing ? { standing } : {}),
  };
};

const cardView = (s: MState, id: string): CardView => {
  const k: Card = card(s, id);
  return { id, name: cardName(defs(s), id), kind: k.kind, values: cardValues(k), text: cardText(k), side: undefined };
};

/**
 * The static board per terrain layout (the sections are laid during setup, so the layout comes from
 * the state; every later state of the game keeps it), built once and shared by every view.
 */
const staticBoards = new Map<string, StaticBoard>();
export const staticBoard = (s: MState): StaticBoard => {
  const key = `${s.pack}|${s.custom ? 'custom' : ''}|${s.terrain?.join(',') ?? ''}`;
  const hit = !s.custom && staticBoards.get(key);
  if (hit) return hit;
  const d = defs(s);
  const legend: StaticBoard['legend'] = {};
  for (const t of Object.values(d.chart))
    legend[t.id] = {
      name: t.name,
      fill: t.fill,
      ...(t.pattern ? { pattern: t.pattern } : {}),
      ...(t.note ? { note: t.note } : {}),
    };
  legend.redoubt = { name: T('Reduta', 'Redoubt'), fill: '#8b5a2b', note: T('+3 do obrony', '+3 defense') };
  const cells = SQUARES.map((q) => {
    const [x, y] = xy(q);
    return { label: q, col: x, row: 7 - y, terrain: s.terrain ? terrainAt(s, q).id : 'open' };
  });
  const out: StaticBoard = {
    grid: { kind: 'square' },
    cells,
    legend,
    sideColors: { blue: '#2b5ca8', red: '#b03030' },
    counterKey: COUNTER_KEY,
  };
  if (!s.custom) {
    if (staticBoards.size > 500) staticBoards.clear();
    staticBoards.set(key, out);
  }
  return out;
};

export const boardView = (s: MState): BoardLayer => {
  const pieces: PieceView[] = [];
  for (const [id, u] of Object.entries(s.units)) {
    if (!u.sq) continue;
    const ud = unitDef(s, id);
    pieces.push({
      id,
      cell: u.sq,
      side: u.side,
      label: ud.short,
      symbol: ud.type === 'cav' ? 'cavalry' : 'infantry',
      // the face that is up: a reduced unit shows its reduced strength (4.8.2)
      values: [String(u.status === 'reduced' ? ud.reduced : ud.full)],
      ...(u.status === 'reduced' ? { reduced: true } : {}),
    });
  }
  const c = s.combat;
  const from = c
    ? [c.attacker, ...c.supports].map((u) => (u ? s.units[u]?.sq : null)).filter((q): q is string => !!q)
    : [];
  return {
    pieces,
    overlays: s.redoubts.length ? [{ kind: 'redoubt', cells: s.redoubts.slice() }] : [],
    // the combat under way (4.6): public once declared; its totals once both are known
    ...(c
      ? {
          pending: [
            {
              from,
              to: c.square,
              label:
                c.A !== undefined && c.D !== undefined
                  ? text(`atak ${c.A} : obrona ${c.D}`, `attack ${c.A} : defence ${c.D}`)
                  : c.kind === 'ambush'
                    ? text('zasadzka', 'ambush')
                    : text('szturm', 'assault'),
            },
          ],
        }
      : {}),
  };
};

export const panelView = (s: MState, viewer: Side | null): PanelView => {
  const d = defs(s);
  const rows = SIDES.map((x) => {
    const p = s.players[x];
    const top = p.discard[p.discard.length - 1];
    return {
      title: T(
        `${SIDE_NAMES[x].pl}${p.army ? `: ${d.armies[p.army].name.pl}` : ''}`,
        `${SIDE_NAMES[x].en}${p.army ? `: ${d.armies[p.army].name.en}` : ''}`,
      ),
      rows: [
        { label: T('Krawędź', 'Edge'), value: p.edge ? EDGE_NAMES[p.edge] : '–', side: x },
        { label: T('Karty na ręce', 'Cards in hand'), value: String(p.hand.length), side: x },
        { label: T('Talia', 'Deck'), value: String(p.deck.length), side: x },
        { label: T('Odrzucone', 'Discards'), value: String(p.discard.length), side: x },
        { label: T('Wierzch stosu', 'Discard top'), value: top ? cardName(d, top) : '–', side: x },
        {
          label: T('Wyeliminowane jednostki wroga', 'Enemy units eliminated'),
          value: String(losses(s, other(x))),
          side: x,
        },
        {
          label: T('Pierwsza talia wyczerpana', 'First deck exhausted'),
          value: p.exhausted ? T('tak', 'yes') : T('nie', 'no'),
          side: x,
        },
      ],
    };
  });
  const side = viewer && isSide(viewer) ? viewer : null;
  const cardAreas: NonNullable<PanelView['cardAreas']> = SIDES.map((x) => {
    const p = s.players[x];
    const top = p.discard[p.discard.length - 1];
    return {
      title: T('Stos kart odrzuconych', 'Discard pile'),
      side: x,
      cards: top ? [{ ...cardView(s, top), side: x }] : [],
      count: p.discard.length,
    };
  });
  const cb = s.combat;
  if (cb) {
    const a = [
      cb.init,
      ...cb.atk.map((x) => x.card),
      ...(cb.leader ? [cb.leader.card] : []),
      ...cb.committed.map((x) => x.card),
      ...(cb.sappers ? [cb.sappers] : []),
    ];
    cardAreas.push({
      title: T('Karty ataku', 'Attack cards'),
      side: s.active,
      cards: a.map((id) => ({ ...cardView(s, id), side: s.active })),
    });
    cardAreas.push({
      title: T('Karty obrony', 'Defense cards'),
      side: other(s.active),
      cards: [...cb.def, ...(cb.defLeader ? [cb.defLeader] : [])].map((id) => ({
        ...cardView(s, id),
        side: other(s.active),
      })),
    });
  }
  if (s.window)
    cardAreas.push({
      title: T('Zagrana karta', 'Card played'),
      side: s.active,
      cards: [{ ...cardView(s, s.window.card), side: s.active }],
    });
  if (side && s.scout?.by === side)
    cardAreas.push({
      title: T('Ręka przeciwnika (zwiad)', "Opponent's hand (scouted)"),
      side: other(side),
      cards: s.scout.cards.map((id) => cardView(s, id)),
    });
  return {
    sections: [
      {
        title: T('Bitwa', 'Battle'),
        rows: [
          { label: T('Tura gry', 'Game turn'), value: String(s.turnNo) },
          // the phasing player exists from turn 1; during set-up the status names who is awaited
          ...(s.phase.startsWith('setup.')
            ? []
            : [{ label: T('Gracz aktywny', 'Active player'), value: SIDE_NAMES[s.active], side: s.active }]),
          { label: T('Pierwszy gracz', 'First player'), value: SIDE_NAMES[s.first], side: s.first },
          { label: T('Faza', 'Phase'), value: PHASE_NAMES[s.phase] },
          ...(s.endAfter
            ? [
                {
                  label: T('Zmrok', 'Nightfall'),
                  value:
                    s.endAfter === 'player-turn'
                      ? T('gra kończy się po tej turze gracza', 'the game ends after this player turn')
                      : T('gra kończy się po tej turze gry', 'the game ends after this game turn'),
                },
              ]
            : []),
          ...(s.firstRolls.length
            ? [
                {
                  label: T('Rzuty k10 o pierwszeństwo', 'd10 for first player'),
                  value: s.firstRolls.map((r) => r.join('–')).join(', '),
                },
              ]
            : []),
          ...(s.result
            ? [{ label: T('Zwycięzca', 'Winner'), value: SIDE_NAMES[s.result.winner], side: s.result.winner }]
            : []),
        ],
      },
      ...rows,
    ],
    ...(side ? { hand: s.players[side].hand.map((id) => ({ ...cardView(s, id), side })) } : {}),
    cardAreas,
  };
};

export const view = (s: MState, viewer: Side | null): GameView => ({
  board: boardView(s),
  options: optionsView(s, viewer),
  panel: panelView(s, viewer),
});

/**
 * What a side may see (spec 2.7, 5.7) and do. Board: the 64 squares with terrain, units and
 * Redoubts. Options: the awaited side's legal orders (units that may act with their target
 * squares, playable cards). Panel: own hand, hand sizes, deck sizes, discard tops, day and turn.
 */
import type { BoardLayer, PieceView, StaticBoard } from '../../core/board.js';
import type { CardView, GameView, OptionsView, PanelView, Side, StandingOption } from '../../core/contract.js';
import { text, type Text } from '../../core/text.js';
import { card, defs, terrainAt, unitDef, type Card } from './pack.js';
import { cardName, cardValues } from './describe.js';
import { counterKeyOf, unitSymbol } from './counter-key.js';
import { cardText } from './card-text.js';
import { SQUARES, xy } from './geometry.js';
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
import { EDGE_NAMES, PHASE_NAMES, SIDE_NAMES } from './phase-label.js';
import { T } from './view-kit.js';
import { combatAfterMove, legalChoices, resolveAtOnce } from './view-choices.js';

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
    counterKey: counterKeyOf(Object.values(d.units)),
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
      symbol: unitSymbol(ud),
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

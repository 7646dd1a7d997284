/**
 * Set-up (spec 3.1, R 3): d10 for the first player; he builds the map; the second player picks two
 * nations; the first takes one; the second picks his edge (the first gets the opposite one); decks
 * are shuffled and 5 cards drawn (or chosen); the first player deploys, then the second.
 * Seats ("blue", "red") are neutral: the dice decide who is first.
 */
import type { Dice } from '../../core/contract.js';
import { defs, namePack, terrainAt } from './pack.js';
import type { Pack } from './schema.js';
import { emit, fail, type Ctx } from './engine.js';
import {
  EDGES,
  inHomeRows,
  isSquare,
  opposite,
  placeSection,
  QUADRANTS,
  idx,
  type Edge,
  type Quadrant,
  type Rotation,
} from './geometry.js';
import { blankState, other, RULES_VERSION, SIDES, type MSide, type MState, type Variants } from './state.js';
import { shuffleInto, startPlayerTurn } from './phases/turn.js';
import { unitAt } from './pack.js';

export const DEFAULT_VARIANTS: Variants = {
  endOfDay: 'player-turn',
  forcedMarch: 'began',
  attrition: 'any',
  hands: 'draw',
};

/** the introductory battle (3.1.2): our fixed map, Britain against France */
export const INTRO = {
  sections: [
    { quadrant: 'NW', id: 2, rotation: 0 },
    { quadrant: 'NE', id: 10, rotation: 90 },
    { quadrant: 'SW', id: 6, rotation: 180 },
    { quadrant: 'SE', id: 13, rotation: 0 },
  ] as { quadrant: Quadrant; id: number; rotation: Rotation }[],
  pair: ['gb', 'fr'],
};

export const buildTerrain = (s: MState): void => {
  const d = defs(s);
  const t: string[] = new Array(64).fill('open');
  for (const p of s.sections) {
    const sec = d.sections.find((x) => x.id === p.id)!;
    for (const { square, code } of placeSection(sec.rows, p.quadrant, p.rotation)) t[idx(square)] = d.byCode[code];
  }
  s.terrain = t;
};

export const newState = (
  scenario: MState['scenario'],
  options: Variants,
  dice: Dice,
  pack?: Pack,
  rules = RULES_VERSION,
): MState => {
  const firstRolls: number[][] = [];
  let first: MSide;
  for (;;) {
    const b = dice.roll(10),
      r = dice.roll(10);
    firstRolls.push([b, r]);
    if (b !== r) {
      first = b > r ? 'blue' : 'red';
      break;
    }
  }
  const s = blankState(scenario, options, first, rules);
  s.firstRolls = firstRolls;
  namePack(s, pack);
  if (scenario === 'intro') {
    s.sections = INTRO.sections;
    buildTerrain(s);
    s.pair = INTRO.pair;
    s.phase = 'setup.nation';
  }
  return s;
};

export const placeSectionOrder = (c: Ctx, quadrant: Quadrant, id: number, rotation: Rotation): void => {
  const s = c.s;
  if (s.sections.some((x) => x.quadrant === quadrant))
    fail('3', 'quadrant-taken', `${quadrant} has a section already`, 'quadrant');
  if (s.sections.some((x) => x.id === id)) fail('3', 'section-used', `section ${id} is used already`, 'section');
  if (!defs(s).sections.some((x) => x.id === id)) fail('3', 'no-section', `no section ${id}`, 'section');
  s.sections.push({ quadrant, id, rotation });
  emit(c, 'section-placed', { side: c.side, quadrant, section: id, rotation }, { rule: '3' });
  if (s.sections.length === 4) {
    s.sections.sort((a, b) => QUADRANTS.indexOf(a.quadrant) - QUADRANTS.indexOf(b.quadrant));
    buildTerrain(s);
    s.phase = 'setup.pair';
  }
};

export const choosePair = (c: Ctx, nations: string[]): void => {
  const d = defs(c.s);
  nations.forEach((n, i) => d.armies[n] || fail('3', 'no-army', `no army ${n}`, `nations[${i}]`));
  if (nations[0] === nations[1]) fail('3', 'same-army', 'two different nations', 'nations[1]');
  c.s.pair = nations.slice();
  c.s.phase = 'setup.nation';
  emit(c, 'nations-offered', { side: c.side, nations }, { rule: '3' });
};

const armUnits = (s: MState, side: MSide): void => {
  for (const u of defs(s).armies[s.players[side].army!].units) s.units[u.id] = { side, sq: null, status: 'full' };
};

export const chooseNation = (c: Ctx, nation: string): void => {
  const s = c.s;
  if (!s.pair!.includes(nation)) fail('3', 'not-offered', `choose one of ${s.pair!.join(', ')}`, 'nation');
  s.players[s.first].army = nation;
  s.players[other(s.first)].army = s.pair!.find((n) => n !== nation)!;
  armUnits(s, s.first);
  armUnits(s, other(s.first));
  emit(c, 'nation-chosen', { side: c.side, nation, other: s.players[other(s.first)].army }, { rule: '3' });
  if (s.scenario === 'intro') return chooseEdge(c, 'N', true);
  s.phase = 'setup.edge';
};

export const chooseEdge = (c: Ctx, edge: Edge, fixed = false): void => {
  const s = c.s;
  if (!EDGES.includes(edge)) fail('3', 'no-edge', 'N, E, S or W', 'edge');
  s.players[other(s.first)].edge = edge;
  s.players[s.first].edge = opposite(edge);
  emit(c, 'edge-chosen', { side: other(s.first), edge, fixed }, { rule: '3' });
  if (s.options.hands === 'choose') {
    s.phase = 'setup.hand';
    return;
  }
  for (const side of SIDES) {
    shuffleInto(c, side, defs(s).decks[s.players[side].army!].slice(), '3');
    const p = s.players[side];
    p.hand = p.deck.splice(0, 5);
    p.handChosen = true;
    emit(c, 'drew-cards', { side, cards: p.hand }, { rule: '3', to: [side] });
  }
  startDeployment(s);
};

const startDeployment = (s: MState): void => {
  s.phase = 'setup.deploy';
  s.deployer = s.first;
};

/** 3.1.7 variant: each player secretly chooses his 5 starting cards (one or more per order) */
export const chooseHand = (c: Ctx, cards: string[]): void => {
  const s = c.s,
    p = s.players[c.side];
  const deck = defs(s).decks[p.army!];
  cards.forEach((id, i) => {
    if (!deck.includes(id)) fail('3', 'not-your-card', `${id} is not in your deck`, `cards[${i}]`);
    if (cards.indexOf(id) !== i || p.hand.includes(id)) fail('3', 'twice', `${id} chosen twice`, `cards[${i}]`);
  });
  if (p.hand.length + cards.length > 5) fail('3', 'five-cards', 'a starting hand is 5 cards', 'cards');
  p.hand.push(...cards);
  emit(c, 'hand-chosen', { side: c.side, cards }, { rule: '3', to: [c.side] });
  if (p.hand.length < 5) return;
  p.handChosen = true;
  emit(c, 'hand-ready', { side: c.side }, { rule: '3' });
  shuffleInto(
    c,
    c.side,
    deck.filter((id) => !p.hand.includes(id)),
    '3',
  );
  if (SIDES.every((x) => s.players[x].handChosen)) startDeployment(s);
};

/** 3.1.8: all 8 units in the 2 home rows, one per square, not on a Lake */
export const deploy = (c: Ctx, unit: string, square: string): void => {
  const s = c.s;
  const u = s.units[unit];
  if (!u || u.side !== c.side) fail('3', 'not-your-unit', `${unit} is not one of your units`, 'unit');
  if (u.sq) fail('3', 'deployed', `${unit} is deployed already`, 'unit');
  if (!isSquare(square) || !inHomeRows(square, s.players[c.side].edge!))
    fail('3', 'not-home-rows', `${square} is not in your two home rows`, 'square', { sq: square });
  if (!terrainAt(s, square).enterable) fail('3', 'lake', `${square} cannot be entered`, 'square', { sq: square });
  if (unitAt(s, square))
    fail('3', 'occupied', `${square} holds a unit already`, 'square', { sq: square, why: 'setup' });
  u.sq = square;
  emit(c, 'deployed', { side: c.side, unit, square }, { rule: '3' });
  const left = Object.values(s.units).filter((x) => x.side === c.side && !x.sq).length;
  if (left) return;
  if (c.side === s.first) s.deployer = other(s.first);
  else {
    s.deployer = null;
    s.turnNo = 1;
    startPlayerTurn(c, s.first);
  }
};

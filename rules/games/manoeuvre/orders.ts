/** The batch schema: every order of spec 5.4 in our vocabulary (README "Orders"). */
import { z } from 'zod';
import { GUERRILLA_CASES } from './state.js';

export const STANDING_KEYS = ['guerrilla', ...GUERRILLA_CASES.map((k) => `guerrilla.${k}` as const), 'choice'] as const;

const sq = z.string().regex(/^[a-h][1-8]$/, 'a square a1..h8');
const id = z.string().min(1).max(40);
const o = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...shape }).strict();

export const orderSchema = z.discriminatedUnion('type', [
  /** `guerrilla` sets every situation at once; `guerrilla.<case>` one situation (5.2 P1–P3) */
  o('standing', { key: z.enum(STANDING_KEYS), value: z.enum(['ask', 'never', 'hit', 'retreat']) }),
  o('place-section', {
    quadrant: z.enum(['NW', 'NE', 'SW', 'SE']),
    section: z.number().int(),
    rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  }),
  o('nations', { nations: z.tuple([id, id]) }),
  o('nation', { nation: id }),
  o('edge', { edge: z.enum(['N', 'E', 'S', 'W']) }),
  o('hand', { cards: z.array(id).min(1).max(5) }),
  o('deploy', { unit: id, square: sq }),
  o('discard', { card: id }),
  o('draw', {}),
  o('scout', { card: id }),
  o('move', { unit: id, path: z.array(sq).min(1).max(2) }),
  o('supply', { card: id, unit: id, path: z.array(sq).min(1).max(2) }),
  o('forced-march', { card: id, unit: id, to: sq }),
  o('end-movement', {}),
  o('assault', { unit: id, card: id, target: id, advance: z.boolean().optional() }),
  o('ambush', { card: id, target: id }),
  o('bombard', { unit: id, card: id, target: id }),
  o('volley', { unit: id, card: id, target: id }),
  o('grand-battery', { card: id, unit: id, target: id }),
  o('no-combat', {}),
  o('guerrilla', { card: id }),
  o('pass', {}),
  o('withdraw', { card: id, to: sq.optional() }),
  o('us-withdraw', { card: id, to: sq.optional() }),
  o('defense-card', { card: id }),
  o('leader', { card: id, mode: z.enum(['combat', 'command']).optional(), units: z.array(id).max(3).optional() }),
  o('defend', { choice: z.enum(['hit', 'retreat']).optional(), to: sq.optional() }),
  o('attack-card', { card: id, unit: id }),
  o('committed', { card: id, unit: id }),
  o('sappers', { card: id }),
  o('skirmish', { card: id, path: z.array(sq).max(2) }),
  o('resolve', { choice: z.enum(['hit', 'retreat']).optional() }),
  o('result', { choice: z.enum(['hit', 'retreat']) }),
  o('retreat-to', { square: sq }),
  o('advance', { unit: id.nullable() }),
  o('restore', { card: id, unit: id }),
  o('redoubt', { card: id, square: sq }),
  o('end-turn', {}),
]);
export type MOrder = z.infer<typeof orderSchema>;
export const batchSchema = z.object({ orders: z.array(orderSchema).min(1).max(40) }).strict();
export type MBatch = z.infer<typeof batchSchema>;

/** which orders each phase accepts (4: nothing out of order) */
export const PHASE_ORDERS: Record<string, readonly MOrder['type'][]> = {
  'setup.sections': ['place-section'],
  'setup.pair': ['nations'],
  'setup.nation': ['nation'],
  'setup.edge': ['edge'],
  'setup.hand': ['hand'],
  'setup.deploy': ['deploy'],
  discard: ['discard', 'draw', 'scout'],
  movement: ['move', 'supply', 'forced-march', 'end-movement', 'scout'],
  combat: ['assault', 'ambush', 'bombard', 'volley', 'grand-battery', 'no-combat', 'scout'],
  guerrilla: ['guerrilla', 'pass'],
  defense: ['withdraw', 'us-withdraw', 'defense-card', 'leader', 'defend'],
  attack: ['attack-card', 'leader', 'committed', 'sappers', 'skirmish', 'resolve'],
  choice: ['result'],
  retreat: ['retreat-to'],
  advance: ['advance'],
  restoration: ['restore', 'redoubt', 'end-turn', 'scout'],
  over: [],
};

/** the rule a wrong-phase order breaks */
export const PHASE_RULE: Record<string, string> = {
  'setup.sections': '3',
  'setup.pair': '3',
  'setup.nation': '3',
  'setup.edge': '3',
  'setup.hand': '3',
  'setup.deploy': '3',
  discard: '4',
  movement: '5',
  combat: '6',
  guerrilla: '9.2',
  defense: '6.1 s3',
  attack: '6.1 s5',
  choice: '6.1 s7',
  retreat: '6.5',
  advance: '6.5',
  restoration: '7',
  over: '2',
};

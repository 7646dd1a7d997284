import { z } from 'zod';
import { MOVE_CLASSES, type MoveClass, text } from './base.js';

/** The tables section (ours): terrain and hexside effects, the melee and fire tables, the engaged-strength track. */
/** MP per movement class; null: the class may not enter (R 7.5) */
const mpRow = (min: number) =>
  z
    .object(
      Object.fromEntries(MOVE_CLASSES.map((c) => [c, z.number().int().min(min).max(9).nullable()])) as Record<
        MoveClass,
        z.ZodNullable<z.ZodNumber>
      >,
    )
    .strict();

export const terrainSchema = z
  .object({
    id: z.string().regex(/^[a-z-]+$/),
    name: text,
    mp: mpRow(1),
    /** R 8.3: village, forest and hill block; marsh does not */
    blocksLos: z.boolean(),
    /** R 8.5: 1 for a hill (height), else 0 */
    elevation: z.number().int().min(0).max(1),
    /** R 10.2.3: forest, village and marsh: a cavalry attack without a valid charge takes −2 */
    cavalryPenalty: z.boolean(),
    /** die modifier of a melee against a defender in this terrain (added to the attacker's roll) */
    melee: z.number().int().min(-5).max(5),
    /** die modifier of artillery fire at a target in this terrain */
    fire: z.number().int().min(-5).max(5),
  })
  .strict();
export type TerrainDef = z.infer<typeof terrainSchema>;

export const hexsideTypeSchema = z
  .object({
    id: z.string().regex(/^[a-z-]+$/),
    name: text,
    /** extra MP to cross, per class; null: may not cross. R 10.2.2: a charge may not cross any extra-cost hexside */
    extraMp: mpRow(0),
    /** melee modifier when every attacking hex attacks across such a side */
    melee: z.number().int().min(-5).max(5),
  })
  .strict();

/** "A 0/1 1/1.5": winner (A, D or = for a draw), then levels/loss-multiplier for the attacker and for the defender (R 9.12, AMB-7) */
const CELL_RE = /^(A|D|=) ([0-3])\/(0|1|1\.5|2) ([0-3])\/(0|1|1\.5|2)$/;
export const meleeCell = z
  .string()
  .regex(CELL_RE, 'a cell is "W a/x d/y": W in A, D, =; levels 0–3; loss ×0, 1, 1.5 or 2');
export interface MeleeResult {
  winner: 'attacker' | 'defender' | 'draw';
  attacker: { levels: number; loss: number };
  defender: { levels: number; loss: number };
}
export const readMeleeCell = (cell: string): MeleeResult => {
  const m = CELL_RE.exec(cell);
  if (!m) throw new Error(`bad melee cell ${cell}`);
  return {
    winner: m[1] === 'A' ? 'attacker' : m[1] === 'D' ? 'defender' : 'draw',
    attacker: { levels: Number(m[2]), loss: Number(m[3]) },
    defender: { levels: Number(m[4]), loss: Number(m[5]) },
  };
};

export const meleeTableSchema = z
  .object({
    /** ratio columns, weakest first: the column is the last whose `min` the ratio attacker/defender reaches */
    columns: z.array(z.object({ label: z.string(), min: z.number().min(0) }).strict()).min(2),
    /** rows by the modified die 0–9 (clamped): rows[die][column] */
    rows: z.array(z.array(meleeCell)).length(10),
    /** what the named modifiers are worth (ours; the rule-given ones — square +1, cavalry −2, the ±5 cap — are code) */
    modifiers: z
      .object({
        impetusPerStar: z.number().int().min(0).max(3),
        skirmisherPerStar: z.number().int().min(0).max(3),
        moralePerPoint: z.number().int().min(0).max(3),
        flank: z.number().int().min(0).max(5),
        rear: z.number().int().min(0).max(5),
        /** R 4.5: a protected flank cancels the flank bonus (AMB-48) */
        protectedFlankCancels: z.boolean(),
      })
      .strict(),
  })
  .strict();

/** fire cells: "-" nothing; otherwise any of: a digit = strength points lost, d = one level, r = retreat 1 hex */
const FIRE_RE = /^(-|[0-2]?d?r?)$/;
export const fireTableSchema = z
  .object({
    /** firepower = battery stars + range bonus; the column is the firepower clamped to the columns */
    rangeBonus: z
      .array(z.object({ max: z.number().int().min(1).max(5), bonus: z.number().int().min(0).max(3) }).strict())
      .min(1),
    rows: z.array(z.array(z.string().regex(FIRE_RE, 'a fire cell is "-" or strength digit, d, r'))).length(10),
    /** modifiers (ours): target in square, target stack of 2+ units, target is cavalry */
    modifiers: z.object({ square: z.number().int(), crowded: z.number().int(), cavalry: z.number().int() }).strict(),
  })
  .strict();
export interface FireResult {
  loss: number;
  level: boolean;
  retreat: boolean;
}
export const readFireCell = (cell: string): FireResult =>
  cell === '-'
    ? { loss: 0, level: false, retreat: false }
    : { loss: Number(/\d/.exec(cell)?.[0] ?? 0), level: cell.includes('d'), retreat: cell.includes('r') };

/** the "Liczebność oddziałów" track (R 9.11 note, 9.12): engaged strength → base loss L; each band says where it comes from */
export const engagedTrackSchema = z
  .array(
    z
      .object({
        min: z.number().int().min(1),
        max: z.number().int().min(1).nullable(),
        loss: z.number().int().min(1).max(9),
        source: z.enum(['rulebook', 'ours']),
      })
      .strict(),
  )
  .min(1);

export const tablesSchema = z
  .object({
    id: z.string(),
    ours: z.boolean(),
    note: text,
    terrain: z.array(terrainSchema).min(1),
    hexsides: z.array(hexsideTypeSchema),
    /** along a road between two road hexes: this MP for every class that may enter (ours) */
    roadMp: z.number().int().min(1).max(2),
    melee: meleeTableSchema,
    fire: fireTableSchema,
    engaged: engagedTrackSchema,
  })
  .strict();
export type Tables = z.infer<typeof tablesSchema>;

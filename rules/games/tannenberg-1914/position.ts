import { z } from 'zod';
import { mapOf, scenarioIn } from './ctx.js';
import type { TbState } from './state.js';

/**
 * The position form (README "Positions"): a scripted start loaded as a game's start, for unrated
 * games and tests. The listed pieces stand where it says, on the face and with the losses it says;
 * every other piece of the scenario's setup starts off the map; `turn` (default 1) starts the game at
 * that turn's orders phase, and the track keeps only the arrivals from then on that the position does
 * not place itself.
 */
const hex = z.string().regex(/^A\d{1,2}B\d{1,2}$/, 'a hex is written A<column>B<row>');
export const positionInput = z
  .object({
    turn: z.number().int().min(1).max(60).optional(),
    pieces: z
      .array(
        z
          .object({
            piece: z.string().min(1).max(40),
            hex,
            face: z.enum(['front', 'back']).optional(),
            loss: z.number().int().min(0).max(9).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(300),
  })
  .strict();
export type PositionInput = z.infer<typeof positionInput>;

/** the position put on a scenario's start (before its automatic steps); an error names the field */
export const applyPosition = (s: TbState, position: unknown): void => {
  const p = positionInput.parse(position);
  const mi = mapOf(s);
  const turn = p.turn ?? 1;
  const placed = new Set<string>();
  p.pieces.forEach((x, i) => {
    const where = `position.pieces[${i}]`;
    if (placed.has(x.piece)) throw new Error(`${where}.piece: ${x.piece} is placed twice`);
    if (!mi.has(x.hex)) throw new Error(`${where}.hex: ${x.hex} is not on the map of ${s.scenario}`);
    if (!s.units[x.piece] && !s.hqs[x.piece] && !s.trains[x.piece])
      throw new Error(`${where}.piece: no piece ${x.piece} in ${s.scenario}`);
    if ((x.face || x.loss !== undefined) && !s.units[x.piece])
      throw new Error(`${where}: only a unit has a face and losses`);
    placed.add(x.piece);
  });
  if (p.turn !== undefined && turn > scenarioTurns(s))
    throw new Error(`position.turn: ${s.scenario} has ${scenarioTurns(s)} turns`);
  for (const u of Object.values(s.units)) u.hex = null;
  for (const h of Object.values(s.hqs)) h.hex = null;
  for (const t of Object.values(s.trains)) t.hex = null;
  for (const x of p.pieces) {
    if (s.units[x.piece]) s.units[x.piece] = { hex: x.hex, face: x.face ?? 'front', loss: x.loss ?? 0 };
    else if (s.hqs[x.piece]) s.hqs[x.piece].hex = x.hex;
    else s.trains[x.piece].hex = x.hex;
  }
  s.turn = turn;
  s.arrivals = s.arrivals
    .filter((a) => a.turn >= turn)
    .map((a) => ({ ...a, pieces: a.pieces.filter((id) => !placed.has(id)) }))
    .filter((a) => a.pieces.length);
};
const scenarioTurns = (s: TbState): number => scenarioIn(s).turns;

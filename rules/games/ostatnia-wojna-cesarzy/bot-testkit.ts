import { SeededDice } from '../../core/dice.js';
import { botBatch } from './bot.js';
import type { OwcOrder } from './orders.js';
import type { SideId } from './schema.js';
import type { OwcState } from './state.js';
import { AUTO, fixtureMap, fixturePosition, type PosUnit } from './testkit.js';

/**
 * The bot tests' positions (bot-play.test.ts, bot-orders.test.ts): a small all-clear map (Galician
 * front G; Austro-Hungarian up to column 13). Around 1313 lie 1213 1214 1314 1413 1312 1212.
 */
const map = () => fixtureMap({ rows: [10, 18], cols: [10, 18], westCols: 13 });
/** a position on the fixture map, without scenario A's objectives and regions (they lie off this map) */
export const at = (phase: string, units: PosUnit[], p: Record<string, unknown> = {}): OwcState => {
  const s = fixturePosition(map(), { phase, standing: AUTO, units, ...p });
  return { ...s, objectives: [], regionVp: [] };
};
/** the bot's batch for the side awaited (or `side`) */
export const bot = (s: OwcState, side: SideId = s.await!.side): OwcOrder[] =>
  botBatch(s, side, new SeededDice(1)).orders;
/** the orders of one type in a batch */
export const of = <T extends OwcOrder['type']>(os: OwcOrder[], type: T) =>
  os.filter((o): o is Extract<OwcOrder, { type: T }> => o.type === type);

/**
 * The headline of `npm run bench -- api` (docs/platform/speed-view.md, "The headline:
 * the thread engine"): per game, a view against one GetItem on the engine on a thread of its own — the fair
 * measure, as DynamoDB runs on other machines than the function and what the API does while a call
 * is on the wire overlaps it — with the inline engine's figure (`npm start`'s arrangement, where the
 * engine's CPU and the API's take turns) beside it, and the submission's ratio to its floor.
 */
import type { GameFigures } from './api-games.js';

/** the prefix of the line a run prints its figures on, for the parent run to read */
export const FIGURES = 'figures ';

const x = (n: number | undefined) => (n === undefined ? '  –  ' : `${n.toFixed(2)}×`);

export const headline = (thread: GameFigures[], inline: GameFigures[]): string => {
  const byGame = new Map(inline.map((f) => [f.game, f]));
  const rows = thread.map((t) => {
    const i = byGame.get(t.game);
    const met = t.view <= 1.5 ? 'met' : 'not met';
    const kb = `${((t.viewBytes ?? 0) / 1024).toFixed(1)} KB`.padStart(8);
    return `  ${t.game.padEnd(26)} ${x(t.view)} ${met.padEnd(7)} ${kb} ${x(t.viewPaired)}  ${x(t.least)} ${x(t.leastPaired)}  ${x(t.viewCpu)}  ${x(t.viewRead)} ${x(t.viewParse)} ${x(t.viewRest)} | ${x(i?.viewCpu)} ${x(i?.leastCpu)} ${x(i?.view)}  | submission ${x(t.submission)} (paired ${x(t.submissionPaired)}, CPU ${x(t.submissionCpu)}) | ${x(i?.submission)} (paired ${x(i?.submissionPaired)}, CPU ${x(i?.submissionCpu)})  ${t.calls.toFixed(2)} calls`;
  });
  return [
    '',
    'HEADLINE — a view (GET /api/games/:id) against one GetItem of its game, goal ≤ 1.5×, on the engine on a thread of its own (as DynamoDB runs on other machines than the function); the inline engine beside it',
    `  ${'game'.padEnd(26)} thread: p50 ratio, the view's size, paired, bare server p50/paired, CPU, of the p50: read, client's parse, hop and stack | inline: CPU, bare server CPU, p50 | submission p50 against its floor (the median of each against the floor just before it, CPU), thread | inline`,
    ...rows,
  ].join('\n');
};

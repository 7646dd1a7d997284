import type { GameView, Side } from '../../core/contract.js';
import type { OwcState } from './state.js';
import { boardView } from './view-board.js';
import { optionsView } from './view-options.js';
import { panelView } from './view-panel.js';

/** The views of a game as one side (or a spectator) sees it: board, options and panel, each in its own file. */
export { boardView, staticBoard } from './view-board.js';
export { optionsView } from './view-options.js';
export { standingOptions } from './view-orders.js';
export { panelView } from './view-panel.js';

export const view = (s: OwcState, viewer: Side | null): GameView => ({
  board: boardView(s, viewer),
  options: optionsView(s, viewer),
  panel: panelView(s, viewer),
});

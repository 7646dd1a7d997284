/** what bench/owc-ab.mjs needs of one checkout: the OWC module and the dice */
export { default as owc } from '../rules/games/ostatnia-wojna-cesarzy/index.js';
export { FixedDice, RecordingDice, SeededDice } from '../rules/core/dice.js';

/**
 * Rule 18: the optional balance rules, each a game option. 18.1.1: the Russian 3rd Guards
 * Division stays put until a 1 is rolled at the start of the Russian movement phase (AMB-39) or
 * any German piece, even an empty marker, enters Russia. 18.1.2: I Corps' commander is replaced
 * once the corps has lost 3 steps (AMB-40 counts flips and eliminations). 18.1.3: v. Pappritz
 * never leaves Königsberg.
 */
export const guardsReleased = (roll: number | null, germanPieceInRussia: boolean): boolean =>
  roll === 1 || germanPieceInRussia;
export const commanderReplaced = (stepsLost: number, threshold: number): boolean => stepsLost >= threshold;
export const pappritzMayMove = (option: boolean, path: readonly string[], koenigsberg: string): boolean =>
  !option || path.every((h) => h === koenigsberg);

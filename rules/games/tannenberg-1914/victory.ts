import type { Scenario, SideId } from './schema.js';

/**
 * Rule 19: victory. One VP track, Russian points added and German points subtracted (19.3).
 * Towns score at the end of every turn for the side that last had a combat unit in them (AMB-43);
 * the invasion award for 10 Russian units in Germany after turns 2–5 scores at every check by
 * default (AMB-41, an option gives only the first). Automatic victory ends the game at once (19.2).
 */
export const townVp = (s: Scenario, control: ReadonlyMap<string, SideId>): number =>
  s.vp.towns.reduce((sum, t) => sum + (control.get(t.hex) === 'ru' ? t.vp : 0), 0);

export const invasionVp = (
  s: Scenario,
  turn: number,
  russianUnitsInGermany: number,
  firstOnly: boolean,
  awardedBefore: boolean,
): number => {
  if (firstOnly && awardedBefore) return 0;
  const a = s.vp.invasion.find((x) => x.turn === turn);
  return a && russianUnitsInGermany >= a.units ? a.vp : 0;
};

export interface AutoVictoryInput {
  /** Russian combat units standing beyond the Vistula north of A1B38 (AMB-44: at the same moment) */
  russiansBeyondVistula: number;
  /** Königsberg fortification hexes Russian units have entered so far (captures accumulate) */
  koenigsbergFortsTaken: number;
  russianInKoenigsberg: boolean;
  /** German infantry on the railway A61B2–A63B3 */
  germanInfantryOnRail: boolean;
  /** German units beyond the Niemen south of A63B34 */
  germansBeyondNiemen: number;
}
export const autoVictory = (v: AutoVictoryInput): { winner: SideId; rule: string } | null => {
  if (v.russiansBeyondVistula >= 3) return { winner: 'ru', rule: '19.2.1' };
  if (v.koenigsbergFortsTaken >= 3 && v.russianInKoenigsberg) return { winner: 'ru', rule: '19.2.1' };
  if (v.germanInfantryOnRail) return { winner: 'de', rule: '19.2.2' };
  if (v.germansBeyondNiemen >= 4) return { winner: 'de', rule: '19.2.2' };
  return null;
};
/** 19.3 (AMB-42): after the last turn, positive: Russian, negative: German, zero: a draw */
export const finalResult = (track: number): SideId | null => (track > 0 ? 'ru' : track < 0 ? 'de' : null);

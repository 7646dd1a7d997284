/**
 * Rule 11: artillery. Range 2 (11.1.1), one action per combat phase, ammunition losses
 * (11.1.5–11.1.6, triple fire 11.1.9 replacing the normal loss, AMB-51), escape when left alone
 * next to enemy infantry or cavalry (11.1.8), corps limits on support (11.2–11.3) and who may
 * bombard (11.4).
 */
export const ARTILLERY_RANGE = 2;

/** 11.1.5–11.1.6, 11.1.9: EP an artillery unit loses for firing */
export const ammunitionLoss = (side: 'de' | 'ru', supplied: boolean, triple: boolean): number => {
  const base = triple ? (side === 'ru' ? 4 : 3) : side === 'ru' ? 1 : 0;
  if (supplied) return base;
  return triple ? base * 2 : side === 'ru' ? 2 : 1;
};

/** 11.1.8: roll > EFF: −4 EP and flee 4 hexes; otherwise fall back 4 hexes and −1 EP */
export const artilleryEscape = (roll: number, eff: number): { loss: number; hexes: 4; fled: boolean } =>
  roll > eff ? { loss: 4, hexes: 4, fled: true } : { loss: 1, hexes: 4, fled: false };

/** 11.2.3 / 11.3.6 (TC-46): corps artillery supports a combat with a unit of its corps; army artillery supports anyone */
export const maySupport = (
  artilleryCorps: string | undefined,
  participantCorps: readonly (string | undefined)[],
): boolean => artilleryCorps === undefined || participantCorps.includes(artilleryCorps);

/** a refusal with its rule and its `why`, the key the page words it by */
export type Refusal = { rule: string; reason: string; why: string } | null;
/** 11.4.1 (TC-47): only the initiative player's artillery that began phase 8 outside enemy ZOC bombards */
export const mayBombard = (
  initiativePlayer: boolean,
  startedInEnemyZoc: boolean,
  commanded: boolean,
  onRail: boolean,
): Refusal => {
  if (!initiativePlayer) return { rule: '11.4.1', reason: 'only the initiative player bombards', why: 'initiative' };
  if (startedInEnemyZoc)
    return {
      rule: '11.4.1',
      reason: 'artillery that began the combat phase in an enemy ZOC cannot bombard',
      why: 'in-zoc',
    };
  if (!commanded) return { rule: '13.4.1', reason: 'uncommanded artillery does not fight', why: 'uncommanded' };
  if (onRail) return { rule: '5.3.3', reason: 'artillery on rail does not fight', why: 'rail' };
  return null;
};
/** 11.3.1 / 11.4.5: defensive support needs the DEFEND card (or a meeting engagement) and never answers a bombardment */
export const mayDefend = (
  defenderCard: 'defend' | 'retreat' | 'attack' | 'assault',
  meeting: boolean,
  bombardment: boolean,
): Refusal => {
  if (bombardment)
    return { rule: '11.4.5', reason: 'units attacked by artillery alone get no defensive fire', why: 'bombardment' };
  if (!meeting && defenderCard !== 'defend')
    return { rule: '11.3.1', reason: 'defensive fire only for a side that played DEFEND', why: 'not-defend' };
  return null;
};
/** 9.3.7 / 11.3.2: in a meeting engagement both sides fire with AF; otherwise AF in attack, DF in defence */
export const fireValue = (
  f: { af: number; df: number },
  role: 'attacker' | 'defender',
  meeting: boolean,
  triple: boolean,
): number => (role === 'attacker' || meeting ? f.af : f.df) * (triple ? 3 : 1);

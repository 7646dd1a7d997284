import { describe, expect, it } from 'vitest';
import { arrivalAdjust } from './acceleration.js';
import { cavalryCandidates, cavalryForms, cavalryTarget } from './cavalry.js';
import { formProblem, type TownFacts } from './landsturm.js';
import { legionProblem, legionRoll, legionTarget, nextBrigade } from './legions.js';
import { borderProblem, mobilizationOwed, mobilizationRail } from './mobilization.js';
import { CALENDAR, CARD } from './shipped.js';
import { turnNo } from './time.js';

const town = (o: Partial<TownFacts> = {}): TownFacts => ({
  isTown: true,
  terrain: 'clear',
  nat: 'AH',
  inRegion: (r) => r === 'hungarian-plain',
  adjacentEnemy: false,
  ...o,
});

describe('30 mobilization', () => {
  it('30: a planned first-stage arrival rides free to its plan town only; no other Russian or Austro-Hungarian train that stage', () => {
    expect(mobilizationRail(CARD, { stage: 1, unit: 'ru-gren', nat: 'RU', to: '2815' })).toEqual({ free: true });
    expect(mobilizationRail(CARD, { stage: 1, unit: 'ru-gren', nat: 'RU', to: '2411' })).toMatchObject({
      code: 'plan-town',
    });
    expect(mobilizationRail(CARD, { stage: 1, unit: 'ru-i', nat: 'RU', to: '2411' })).toMatchObject({ rule: '30' });
    expect(mobilizationRail(CARD, { stage: 1, unit: 'de-xvii', nat: 'DE', to: '1210' })).toEqual({ free: false });
    expect(mobilizationRail(CARD, { stage: 2, unit: 'ru-i', nat: 'RU', to: '2411' })).toEqual({ free: false });
  });
  it('30: the planned units not yet railed are owed', () => {
    expect(mobilizationOwed(CARD, { stage: 1, arrivedByRail: ['ru-gren'], due: ['ru-gren', 'ru-xxv'] })).toEqual([
      'ru-xxv',
    ]);
  });
  it('30.1: in the first Allied turn no Austro-Hungarian unit crosses onto Russian soil on the Galician front', () => {
    expect(borderProblem({ turn: 0, nat: 'AH', toNat: 'RU', toFront: 'G' })?.rule).toBe('30.1');
    expect(borderProblem({ turn: 0, nat: 'AH', toNat: 'RU', toFront: 'P' })).toBeNull();
    expect(borderProblem({ turn: 2, nat: 'AH', toNat: 'RU', toFront: 'G' })).toBeNull();
  });
});

describe('31 landsturm', () => {
  const x = {
    date: '3.IX',
    unit: 'ah-lst-1',
    hex: '4607',
    town: town(),
    formedThisPhase: false,
    formed: [],
    cost: 1,
    level: 5,
  };
  it('31: from 3.IX one unit a supply phase, on the Hungarian plain in a clear town not next to the enemy, for its SP', () => {
    expect(formProblem(CARD, CALENDAR, x)).toBeNull();
    expect(formProblem(CARD, CALENDAR, { ...x, date: '28.VIII' })?.code).toBe('too-early');
    expect(formProblem(CARD, CALENDAR, { ...x, formedThisPhase: true })?.code).toBe('one');
    expect(formProblem(CARD, CALENDAR, { ...x, town: town({ terrain: 'foothills' }) })?.code).toBe('town');
    expect(formProblem(CARD, CALENDAR, { ...x, town: town({ adjacentEnemy: true }) })?.code).toBe('town');
    expect(formProblem(CARD, CALENDAR, { ...x, level: 0 })?.code).toBe('supply');
  });
  it('31: "German territory" units form in any German town; an Army HQ at its own town', () => {
    expect(
      formProblem(CARD, CALENDAR, {
        ...x,
        unit: 'de-lw-1',
        hex: '2006',
        town: town({ nat: 'DE', inRegion: () => false }),
      }),
    ).toBeNull();
    expect(formProblem(CARD, CALENDAR, { ...x, unit: 'de-8a', hex: '1210', cost: 3 })).toBeNull();
    expect(formProblem(CARD, CALENDAR, { ...x, unit: 'de-8a', hex: '1806', cost: 3 })?.code).toBe('town');
  });
});

describe('32 Legions', () => {
  it('32 (TC-54): 9.IX, the Allies hold 2 War Aims, the Russians 1 on Austro-Hungarian soil, 1 brigade formed: target 6', () => {
    const t = legionTarget(CARD, { alliedAims: 2, russianAimsOnAH: 1, formed: 1 });
    expect(t).toBe(6);
    expect(legionRoll(t, 6)).toBe(true);
    expect(legionRoll(t, 7)).toBe(false);
    expect(nextBrigade(CARD, 1)).toBe('pl-leg-2');
  });
  it('32: at most one brigade a stage, in Kraków, Lwów, Kielce or Warszawa, from 3.IX', () => {
    const x = { date: '9.IX', formed: 1, formedThisStage: false, town: '3409', townFree: true };
    expect(legionProblem(CARD, CALENDAR, x)).toBeNull();
    expect(legionProblem(CARD, CALENDAR, { ...x, formedThisStage: true })?.code).toBe('one-a-stage');
    expect(legionProblem(CARD, CALENDAR, { ...x, town: '3515' })?.code).toBe('town');
    expect(legionProblem(CARD, CALENDAR, { ...x, date: '28.VIII' })?.code).toBe('too-early');
    expect(legionProblem(CARD, CALENDAR, { ...x, formed: 3 })?.code).toBe('none-left');
  });
});

describe('34 Russian acceleration', () => {
  const x = { date: '15.X', side: 'russians', dueStage: 14, stage: 11, kind: 'accelerate' as const, stages: 2 };
  it('34: from 15.X an arrival two stages early costs 2 SuP of income; one due now held back pays +1 a stage (AMB-46)', () => {
    expect(arrivalAdjust(CARD, CALENDAR, x)).toEqual({ income: -2, newStage: 12 });
    expect(arrivalAdjust(CARD, CALENDAR, { ...x, kind: 'delay', dueStage: 11, stages: 1, heldBefore: true })).toEqual({
      income: 1,
      newStage: 12,
    });
    expect(
      arrivalAdjust(
        CARD,
        CALENDAR,
        { ...x, kind: 'delay', dueStage: 11, stages: 1, heldBefore: true },
        { arrivalDelay: 'once' },
      ),
    ).toEqual({ income: 0, newStage: 12 });
  });
  it('34: not before 15.X, not past the current stage, only an arrival due now is held back', () => {
    expect(arrivalAdjust(CARD, CALENDAR, { ...x, date: '9.X' })).toMatchObject({ code: 'too-early' });
    expect(arrivalAdjust(CARD, CALENDAR, { ...x, stages: 4 })).toMatchObject({ code: 'past' });
    expect(arrivalAdjust(CARD, CALENDAR, { ...x, kind: 'delay', stages: 1 })).toMatchObject({ code: 'not-due' });
    expect(arrivalAdjust(CARD, CALENDAR, { ...x, side: 'allies' })).toMatchObject({ code: 'side' });
  });
});

describe('35 cavalry concentration', () => {
  it('35 (TC-53, AMB-51): 3.IX success on 1–6; 9.IX 1–8; 15.IX 1–10; 21.IX and later automatic', () => {
    expect(cavalryTarget(CARD, CALENDAR, '28.VIII')).toBeNull();
    expect(cavalryTarget(CARD, CALENDAR, '3.IX')).toBe(6);
    expect(cavalryTarget(CARD, CALENDAR, '9.IX')).toBe(8);
    expect(cavalryTarget(CARD, CALENDAR, '15.IX')).toBe(10);
    expect(cavalryTarget(CARD, CALENDAR, '21.IX')).toBe(12);
    expect(cavalryTarget(CARD, CALENDAR, '8.XII')).toBe(12);
    expect(cavalryForms(6, 6)).toBe(true);
    expect(cavalryForms(6, 7)).toBe(false);
    expect(cavalryForms(12, null)).toBe(true);
  });
  it('35 (TC-53): an HQ on the map rolls; a corps whose HQ was eliminated first is lost for good', () => {
    const r = cavalryCandidates(CARD, 'russians', {
      sideOf: (u) => (u.startsWith('ru-') ? 'russians' : 'allies'),
      onMap: (u) => u === 'ru-1a',
      dead: (u) => u === 'ru-4a',
      done: [],
    });
    expect(r).toEqual({ roll: [{ hq: 'ru-1a', corps: 'ru-kk-1' }], lost: ['ru-kk-4'] });
  });
});

describe('time', () => {
  it('player-turns count from the Allied turn of the first stage', () => {
    expect(turnNo(1, 'allies')).toBe(0);
    expect(turnNo(2, 'russians')).toBe(3);
  });
});

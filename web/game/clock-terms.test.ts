import { describe, expect, it } from 'vitest';
import { clockTerms, type ClockInfo } from './Clocks.js';

type Config = NonNullable<ClockInfo['config']>;

/** Issue 19, item 6: the clock's terms as the Game tab shows them after "Clocks:", said once, in days where the form asks days. */
describe('clock terms in words', () => {
  it('6 a game without a clock: "no clock: 21 d per move" once, in English and Polish', () => {
    const c = { kind: 'none', perMoveMs: 21 * 86_400_000 } as Config;
    expect(clockTerms(c, 'en')).toBe('no clock: 21 d per move');
    expect(clockTerms(c, 'pl')).toBe('bez zegara: 21 d na ruch');
  });
  it('6 Fischer terms in days and hours, and "no vacation" when the game pauses for none', () => {
    const c = {
      kind: 'fischer',
      initialMs: 3 * 86_400_000,
      incrementMs: 4 * 3_600_000,
      capMs: 7 * 86_400_000,
      vacation: false,
    } as Config;
    const en = clockTerms(c, 'en');
    expect(en).toContain('3 d');
    expect(en).toContain('4 h');
    expect(en).toMatch(/no vacation/i);
    expect(en.toLowerCase().match(/no clock/g)).toBeNull();
  });
});

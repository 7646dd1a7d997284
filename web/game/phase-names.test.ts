/**
 * Issue 19, item 6: every phase a game declares has a name in both languages. The phase tables the
 * games keep (the status's phase label is built from them) are read whole, so a phase random play
 * never reaches is checked too: each declared phase key has Polish and English words, and neither
 * shows a phase key or a side id. Wojna names its steps by the window awaited (not exported); its
 * steps are checked through its how-to-play guide in visible-text.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Text } from '../../rules/core/text.js';
import { PHASE_NAMES as MANOEUVRE_NAMES } from '../../rules/games/manoeuvre/phase-label.js';
import { ANSWER_PHASES, MAIN_PHASES, SETUP_PHASES } from '../../rules/games/manoeuvre/position.js';
import { PHASES as OLSZYNKA_NAMES } from '../../rules/games/olszynka-grochowska-1831/status.js';
import { PHASE_NAMES as OWC_NAMES } from '../../rules/games/ostatnia-wojna-cesarzy/phase-label.js';
import { PHASES as OWC_PHASES } from '../../rules/games/ostatnia-wojna-cesarzy/state.js';
import { PHASE_LABEL as TANNENBERG_NAMES } from '../../rules/games/tannenberg-1914/describe.js';
import { PHASES as TANNENBERG_PHASES } from '../../rules/games/tannenberg-1914/state.js';

const GAMES: Record<string, { keys: readonly string[]; names: Readonly<Record<string, Text>>; sides: string[] }> = {
  manoeuvre: {
    keys: [...SETUP_PHASES, ...MAIN_PHASES, ...ANSWER_PHASES],
    names: MANOEUVRE_NAMES,
    sides: ['blue', 'red'],
  },
  'ostatnia-wojna-cesarzy': {
    keys: OWC_PHASES,
    names: OWC_NAMES,
    sides: ['allies', 'russians', 'germans', 'austro-hungarians'],
  },
  'olszynka-grochowska-1831': { keys: Object.keys(OLSZYNKA_NAMES), names: OLSZYNKA_NAMES, sides: ['pl', 'ru'] },
  'tannenberg-1914': { keys: TANNENBERG_PHASES, names: TANNENBERG_NAMES, sides: ['de', 'ru'] },
};

describe.each(Object.entries(GAMES))('%s: every declared phase named in pl and en', (_, { keys, names, sides }) => {
  it('each phase key has words in both languages that show no phase key or side id', () => {
    expect(keys.length).toBeGreaterThan(3);
    const problems: string[] = [];
    for (const key of keys) {
      const name = names[key];
      if (!name) {
        problems.push(`${key}: no name`);
        continue;
      }
      for (const lang of ['pl', 'en'] as const) {
        const words = name[lang].split(/[\s,;:()[\]/·—–→"'„”]+/u).map((w) => w.replace(/[.!?]+$/u, ''));
        if (name[lang].trim().length < 3) problems.push(`${key} [${lang}]: "${name[lang]}"`);
        // a key with a dot, dash or digit is machine words in either language; a plain one only in Polish
        const bad = words.find((w) => sides.includes(w) || (keys.includes(w) && (/[.\-\d]/u.test(w) || lang === 'pl')));
        if (bad) problems.push(`${key} [${lang}]: "${name[lang]}" shows "${bad}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});

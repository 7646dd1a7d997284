import type { Text } from '../rules/core/text.js';
import { shellEn, shellPl } from './i18n/shell.js';
import { lobbyEn, lobbyPl } from './i18n/lobby.js';
import { gameEn, gamePl } from './i18n/game.js';
import { clockEn, clockPl } from './i18n/clock.js';
import { settingsEn, settingsPl } from './i18n/settings.js';

/**
 * Every string the page shows, in English and Polish, gathered from one file an area under i18n/
 * (the game options live here). `pl` is typed against `en`, here and in each area, so a missing key
 * fails the type-check; the unit test also checks placeholders match.
 */
export const en = {
  ...shellEn,
  ...lobbyEn,
  ...gameEn,
  ...clockEn,
  ...settingsEn,
  'opt.title': 'Game options',
  'opt.default': 'default',
  'opt.advanced': 'Advanced: a custom start position',
  'opt.position': 'Start position (JSON)',
  'opt.positionHelp':
    'For unrated games: the position in the form the game’s rules describe. Leave empty for a normal start.',
  'opt.positionBad': 'The start position must be valid JSON.',
  'opt.shown': 'Variants',
  'opt.standard': 'standard rules',
  'opt.customPosition': 'custom start position',
} as const;

export type Key = keyof typeof en;

export const pl: Record<Key, string> = {
  ...shellPl,
  ...lobbyPl,
  ...gamePl,
  ...clockPl,
  ...settingsPl,
  'opt.title': 'Opcje gry',
  'opt.default': 'domyślnie',
  'opt.advanced': 'Zaawansowane: własne ustawienie początkowe',
  'opt.position': 'Ustawienie początkowe (JSON)',
  'opt.positionHelp':
    'Dla partii nierankingowych: pozycja w postaci opisanej w zasadach gry. Zostaw puste, by zacząć normalnie.',
  'opt.positionBad': 'Ustawienie początkowe musi być poprawnym JSON-em.',
  'opt.shown': 'Warianty',
  'opt.standard': 'standardowe zasady',
  'opt.customPosition': 'własne ustawienie początkowe',
};

export type Lang = 'pl' | 'en';
export const dictionaries: Record<Lang, Record<Key, string>> = { en, pl };

let current: Lang = 'en';
const listeners = new Set<() => void>();

export const detectLang = (
  nav: { languages?: readonly string[]; language?: string } | undefined,
  stored?: string | null,
): Lang => {
  if (stored === 'pl' || stored === 'en') return stored;
  const list = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  for (const l of list) {
    const base = l.toLowerCase().slice(0, 2);
    if (base === 'pl' || base === 'en') return base;
  }
  return 'en';
};

export const getLang = (): Lang => current;
export const setLang = (l: Lang): void => {
  if (l === current) return;
  current = l;
  for (const f of listeners) f();
};
export const onLang = (f: () => void): (() => void) => {
  listeners.add(f);
  return () => listeners.delete(f);
};

/** Fill `{name}` placeholders. */
export const fill = (s: string, vars?: Record<string, string | number>): string =>
  vars ? s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m)) : s;

export const t = (key: Key, vars?: Record<string, string | number>, lang: Lang = current): string =>
  fill(dictionaries[lang][key], vars);

/** A rules-package Text in the current language. */
export const tx = (text: Text | string | undefined, lang: Lang = current): string =>
  text === undefined ? '' : typeof text === 'string' ? text : (text[lang] ?? text.en);

export const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

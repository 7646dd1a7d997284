import { fill, getLang } from '../i18n.js';

/** The map preview's set-up marks' words, in English and Polish (`pl` typed against `en`); kept apart from strings.ts. */
const en = {
  shown: 'Set-up shown on the map',
  mark: '{units} set up at {hex}',
  markSides: 'Sides {sides} set up at {hex}: {units}',
  count: '{n} set-up hexes shown',
};
const pl: Record<keyof typeof en, string> = {
  shown: 'Rozstawienie pokazane na mapie',
  mark: '{units} rozstawione na heksie {hex}',
  markSides: 'Strony {sides} rozstawione na heksie {hex}: {units}',
  count: 'pokazane heksy rozstawienia: {n}',
};

export const st = (key: keyof typeof en, vars?: Record<string, string | number>): string =>
  fill((getLang() === 'pl' ? pl : en)[key], vars);

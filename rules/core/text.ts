/** Every user-facing string exists in both languages the service speaks. */
export const LANGS = ['pl', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export interface Text {
  pl: string;
  en: string;
}
export const text = (pl: string, en: string = pl): Text => ({ pl, en });

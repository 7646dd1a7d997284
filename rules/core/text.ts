import { z } from 'zod';

/** Every user-facing string exists in both languages the service speaks. */
export const LANGS = ['pl', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export interface Text {
  pl: string;
  en: string;
}
export const text = (pl: string, en: string = pl): Text => ({ pl, en });

/** A pack's bilingual text: both languages, neither empty, nothing else. */
export const textSchema = z.object({ pl: z.string().min(1), en: z.string().min(1) }).strict();

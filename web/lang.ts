import { setLang, type Lang } from './i18n.js';

/** The language choice is remembered in this browser; without one the browser's language wins. */
export const storedLang = (): string | null => {
  try {
    return localStorage.getItem('lang');
  } catch {
    return null;
  }
};

export const chooseLang = (l: Lang): void => {
  try {
    localStorage.setItem('lang', l);
  } catch {
    /* private mode: the choice lasts for this page */
  }
  setLang(l);
  document.documentElement.lang = l;
};

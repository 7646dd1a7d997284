import { useEffect, useState } from 'preact/hooks';

/** A tiny history-API router: the path is app state; links push, back/forward pop. */
const listeners = new Set<() => void>();
const here = (): string => (typeof location === 'undefined' ? '/' : location.pathname + location.search);

export const navigate = (to: string, replace = false): void => {
  if (to === here()) return;
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  window.scrollTo?.(0, 0);
  for (const f of listeners) f();
};

export const useLocation = (): string => {
  const [path, setPath] = useState(here());
  useEffect(() => {
    const f = () => setPath(here());
    listeners.add(f);
    addEventListener('popstate', f);
    return () => {
      listeners.delete(f);
      removeEventListener('popstate', f);
    };
  }, []);
  return path;
};

/** Match "/g/:id" style patterns against a pathname (no query). */
export const match = (pattern: string, pathname: string): Record<string, string> | null => {
  const a = pattern.split('/').filter(Boolean),
    b = pathname.split('/').filter(Boolean);
  if (a.length !== b.length) return null;
  const out: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    if (a[i].startsWith(':')) out[a[i].slice(1)] = decodeURIComponent(b[i]);
    else if (a[i] !== b[i]) return null;
  }
  return out;
};

/** Intercept plain left clicks on same-origin links. */
export const onLinkClick = (e: MouseEvent): void => {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = (e.target as Element).closest?.('a');
  if (!a || a.target || a.hasAttribute('download') || a.hasAttribute('data-native')) return;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/dev/')) return;
  e.preventDefault();
  navigate(url.pathname + url.search + url.hash);
};

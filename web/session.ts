import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, type Me } from './api.js';
import { browserTimeZone, validTimeZone } from './time.js';

/** The signed-in user, shared by every page. undefined: still asking; null: signed out. */
let me: Me | null | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((f) => f());

export const loadMe = async (): Promise<Me | null> => {
  try {
    me = await api<Me>('GET', '/api/me');
  } catch (e) {
    if (e instanceof ApiError && (e.status === 401 || e.status === 403)) me = null;
    else throw e;
  }
  emit();
  return me;
};

export const setMe = (m: Me | null): void => {
  me = m;
  emit();
};

export const useMe = (): Me | null | undefined => {
  const [, force] = useState(0);
  useEffect(() => {
    const f = () => force((n) => n + 1);
    listeners.add(f);
    return () => listeners.delete(f);
  }, []);
  return me;
};

export const myTimeZone = (): string => validTimeZone(me?.timeZone ?? browserTimeZone());

import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, ApiError, isOver, unpackGame, type CatalogGame, type GameAnswer, type GameDetail } from '../api.js';
import { getCatalog, sideLabel } from '../catalog.js';
import { t, tx } from '../i18n.js';
import { navigate } from '../router.js';

/** a line above the orders: what the last action did */
export interface Notice {
  kind: 'ok' | 'error' | 'info';
  text: string;
}

/** how often the page asks for the game while the viewer waits, and while it is their move */
const POLL_WAITING_MS = 4_000;
const POLL_MY_MOVE_MS = 30_000;

const errorText = (e: unknown): string => t('common.error', { msg: e instanceof ApiError ? e.message : String(e) });

/**
 * The game as the server shows the viewer's side: loaded on opening, polled while the tab is visible
 * (so the waiting side sees the new position), and the actions on the game as a whole (take or decline
 * the seat, claim the win). `load({ rebaseDraft: true })` replaces the view even at the same version,
 * so the composer keeps only the drafted orders the fresh options still offer.
 */
export const useGame = (id: string) => {
  const [detail, setDetail] = useState<GameDetail | null>(null);
  const [catalog, setCatalog] = useState<CatalogGame[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async (opts: { rebaseDraft?: boolean } = {}): Promise<GameDetail | null> => {
    try {
      const d = unpackGame(await api<GameAnswer>('GET', `/api/games/${id}`));
      setDetail((old) => (old && old.version === d.version && !opts.rebaseDraft ? old : d));
      setLoadError(null);
      return d;
    } catch (e) {
      setLoadError(
        e instanceof ApiError && (e.status === 404 || e.status === 403)
          ? t('game.notFound')
          : String((e as Error).message),
      );
      return null;
    }
  };

  useEffect(() => {
    load();
    getCatalog()
      .then(setCatalog)
      .catch(() => undefined);
  }, [id]);

  const mySide = detail?.mySide ?? null;
  const awaited = !!(detail && mySide && detail.awaitingMe);
  // an invitee who has not taken the seat yet: the game page offers accept / decline first
  // my seat waits for me to accept (a game of three or more may be open for its other seats meanwhile)
  const invitedHere = !!(detail && mySide && detail.invitedSides.includes(mySide) && !detail.seats[mySide]);
  const over = detail ? isOver(detail) : false;

  useEffect(() => {
    if (!detail || over) return;
    const timer = setInterval(
      () => {
        if (document.visibilityState === 'visible') load();
      },
      awaited ? POLL_MY_MOVE_MS : POLL_WAITING_MS,
    );
    return () => clearInterval(timer);
  }, [detail?.version, awaited, over]);

  const catGame = catalog.find((c) => c.id === detail?.game);
  // the game's seats (its scenario's sides, in order); the module's sides until the game is loaded
  const sides: string[] = useMemo(
    () => [...(detail?.seats ? Object.keys(detail.seats) : (catGame?.sides ?? []))],
    [catGame, detail?.seats],
  );
  const sideName = (s: string) => sideLabel(catGame, s);

  // the tab's title says whose move it is, for a player with many tabs open
  useEffect(() => {
    if (!detail) return;
    document.title = `${awaited && !over ? '● ' : ''}${tx(catGame?.title) || detail.game} — Rozkaz`;
    return () => {
      document.title = 'Rozkaz';
    };
  }, [detail?.version, awaited, over, catGame]);

  const seat = async (what: 'join' | 'decline') => {
    try {
      await api<GameAnswer>('POST', `/api/games/${id}/${what}`, {});
      if (what === 'decline') navigate('/');
      else await load({ rebaseDraft: true });
    } catch (e) {
      setNotice({ kind: 'error', text: errorText(e) });
    }
  };

  /** claim the win on time; false when refused (the notice says why) */
  const claim = async (): Promise<boolean> => {
    setBusy(true);
    try {
      await api<GameAnswer>('POST', `/api/games/${id}/claim`, {});
      await load({ rebaseDraft: true });
      return true;
    } catch (e) {
      setNotice({
        kind: 'error',
        text: e instanceof ApiError && e.status === 409 ? t('game.claimRefused', { msg: e.message }) : errorText(e),
      });
      await load({ rebaseDraft: true });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    id,
    detail,
    loadError,
    load,
    catalog,
    catGame,
    sides,
    sideName,
    mySide,
    awaited,
    invitedHere,
    over,
    notice,
    setNotice,
    busy,
    setBusy,
    seat,
    claim,
    errorText,
  };
};

export type GameState = ReturnType<typeof useGame>;

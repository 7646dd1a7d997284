import { useEffect, useMemo, useState } from 'preact/hooks';
import { mergeBoard, type BoardLayer, type BoardView, type StaticBoard } from '../../rules/core/board.js';
import { api } from '../api.js';

/**
 * Static boards by key, fetched once per page load (and by the browser's cache, once for good: the
 * server serves them immutable). A failed fetch is forgotten so the next render tries again.
 */
const boards = new Map<string, Promise<StaticBoard>>();
const known = new Map<string, StaticBoard>();

/** Where a static board is served: its game, key, and a game that uses it (for a server that has not built it yet). */
export interface BoardRef {
  game: string;
  key: string;
  from: string;
}

export const fetchStaticBoard = (ref: BoardRef): Promise<StaticBoard> => {
  const at = `${ref.game}/${ref.key}`;
  let p = boards.get(at);
  if (!p) {
    p = api<StaticBoard>(
      'GET',
      `/api/boards/${encodeURIComponent(ref.game)}/${encodeURIComponent(ref.key)}?from=${encodeURIComponent(ref.from)}`,
    );
    boards.set(at, p);
    p.then(
      (b) => known.set(at, b),
      () => boards.delete(at),
    );
  }
  return p;
};

/** The board to draw: the static board named by `ref` with `layer`'s pieces and overlays; null while loading. */
export const useBoard = (ref: BoardRef | null, layer: BoardLayer | undefined): BoardView | null => {
  const at = ref ? `${ref.game}/${ref.key}` : '';
  const [board, setBoard] = useState<StaticBoard | null>(() => known.get(at) ?? null);
  const [loadedAt, setLoadedAt] = useState(at);
  // a failed fetch is tried again when the next view arrives (the page reloads views as the game moves)
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!ref) return;
    const hit = known.get(at);
    if (hit) {
      setBoard(hit);
      setLoadedAt(at);
      return;
    }
    let live = true;
    fetchStaticBoard(ref).then(
      (b) => {
        if (!live) return;
        setFailed(false);
        setBoard(b);
        setLoadedAt(at);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [at, failed ? layer : null]);
  const current = loadedAt === at ? board : (known.get(at) ?? null);
  return useMemo(() => (current && layer ? mergeBoard(current, layer) : null), [current, layer]);
};

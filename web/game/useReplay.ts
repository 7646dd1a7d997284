import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameView } from '../../rules/core/contract.js';
import { unpackView } from '../../rules/core/wire.js';
import { api, type ReplayAnswer } from '../api.js';
import { stepLabel } from './step-label.js';

/** a past position on the board: after turn `n` (view null while it loads) */
export interface Replay {
  n: number;
  view: GameView | null;
  /** the static board of that position (Manoeuvre lays its map in its first phase) */
  boardKey?: string;
  /** the position named by the phase it awaits ("Turn 4: movement"), from its status; '' if unnamed */
  label: string;
}

/** what the log's slider and the board's banner need of the replay */
export interface ReplayControl {
  replay: Replay | null;
  /** the slider's position: the turn shown, or the one being fetched */
  slider: number;
  error: string | null;
  /** show the position after turn n; the newest turn (or later) goes back to the live game */
  show: (n: number) => void;
  back: () => void;
}

/** sliding fast makes one request: the position is fetched once the slider rests this long */
const SETTLE_MS = 150;

/**
 * Replay of a game: the board shows the position after an earlier turn (the server starts from its
 * nearest snapshot). Kept on the game page, so the log tab may close and open without losing it.
 */
export const useReplay = (id: string, version: number): ReplayControl => {
  const [replay, setReplay] = useState<Replay | null>(null);
  const [slider, setSlider] = useState(version);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => setSlider(replay?.n ?? version), [version, replay?.n]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const show = (n: number) => {
    setSlider(n);
    if (timer.current) clearTimeout(timer.current);
    if (n >= version) return setReplay(null);
    timer.current = setTimeout(async () => {
      try {
        const r = await api<ReplayAnswer>('GET', `/api/games/${id}/replay/${n}`);
        setReplay({ n, view: unpackView(r.view), boardKey: r.boardKey, label: stepLabel(r.status) });
      } catch (e) {
        setError(String((e as Error).message));
      }
    }, SETTLE_MS);
  };
  return { replay, slider, error, show, back: () => setReplay(null) };
};

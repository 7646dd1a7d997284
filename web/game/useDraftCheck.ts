import { useEffect, useState } from 'preact/hooks';
import type { OptionsView } from '../../rules/core/contract.js';
import { api } from '../api.js';
import { draftKey, openChoices, type CheckedDraft, type Draft, type DraftCheck } from './compose.js';

/** after the last drafted order: a burst of clicks makes one request */
export const DRAFT_CHECK_DELAY_MS = 400;

/**
 * Asks the server about the draft after each change (debounced): is it accepted so far, and which of
 * the open choices may still follow it. Returns the answer for the draft shown now, or null (nothing
 * drafted, not answered yet, or the check failed — then the page composes as before and submit
 * decides). A 409 (the game moved on) is left to the page's poll and to submit, which already reload
 * the view and keep the draft where it still applies.
 */
export const useDraftCheck = (
  gameId: string,
  version: number | undefined,
  options: OptionsView | undefined,
  draft: Draft,
  enabled: boolean,
): CheckedDraft | null => {
  const [result, setResult] = useState<CheckedDraft | null>(null);
  const key = version === undefined ? '' : draftKey(version, draft);
  useEffect(() => {
    if (!enabled || !options || version === undefined || draft.length === 0) return;
    const asked = openChoices(options, draft).map((c) => c.id);
    let live = true;
    const timer = setTimeout(async () => {
      try {
        const answer = await api<DraftCheck>('POST', `/api/games/${gameId}/draft`, {
          expectedVersion: version,
          orders: draft.map((d) => d.order),
          check: asked,
        });
        if (live) setResult({ key, asked, answer });
      } catch {
        if (live) setResult(null);
      }
    }, DRAFT_CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [gameId, key, enabled]);
  return result && result.key === key && enabled ? result : null;
};

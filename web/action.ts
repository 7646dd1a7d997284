import { useState } from 'preact/hooks';
import { t } from './i18n.js';

/** "Something went wrong: …" with the API's (or the browser's) own message. */
export const errorText = (err: unknown): string =>
  t('common.error', { msg: err instanceof Error ? err.message : String(err) });

/**
 * A form's or a button's one request: `busy` while it runs (its control stays disabled, so a second
 * click sends nothing twice), and what went wrong in `error`, worded by `word` (a page gives its own
 * wording to the refusals it expects). With `thenLeaves` a success leaves the control disabled: the
 * page moves on (a new game's page, the page after sign-in), and a second click must not send again.
 */
export const useAction = (word: (err: unknown) => string = errorText, { thenLeaves = false } = {}) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (act: () => Promise<unknown>): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await act();
      if (!thenLeaves) setBusy(false);
    } catch (err) {
      setError(word(err));
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
};

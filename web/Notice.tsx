import { t } from './i18n.js';

/** What went wrong, as an alert for screen readers; nothing when nothing did. */
export const ErrorNote = ({ error }: { error: string | null | undefined }) =>
  error ? (
    <p class="error" role="alert">
      {error}
    </p>
  ) : null;

/** "Loading…" in a status region. */
export const Loading = () => <p role="status">{t('common.loading')}</p>;

/** A page whose data has not come: the error that stopped it, or "Loading…". */
export const LoadingPage = ({ error }: { error: string | null }) => (
  <main id="main" class="page">
    {error ? <ErrorNote error={error} /> : <Loading />}
  </main>
);

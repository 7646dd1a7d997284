import { useState } from 'preact/hooks';
import { api, ApiError } from '../api.js';
import { Card } from '../Card.js';
import { t } from '../i18n.js';
import { errorText, useAction } from '../action.js';

/** The profile page's "your data": the export as a download, and erasing the account after a second click. */
export const AccountData = ({ onDeleted }: { onDeleted: () => void }) => {
  const [asking, setAsking] = useState(false);
  const { busy, error, run } = useAction((err) =>
    err instanceof ApiError && err.code === 'owns-club' ? t('settings.ownsClub') : errorText(err),
  );
  const erase = () =>
    run(async () => {
      await api<{ ok: true }>('DELETE', '/api/me', { confirm: true });
      onDeleted();
    });
  return (
    <Card id="h-data" title={t('settings.data')}>
      <p class="hint">{t('settings.dataIntro')}</p>
      <p>
        <a id="data-download" class="button secondary" href="/api/me/export" download="rozkaz-my-data.json">
          {t('settings.download')}
        </a>
      </p>
      {asking ? (
        <div class="danger-zone">
          <p id="delete-warning">{t('settings.deleteWarn')}</p>
          <button type="button" id="delete-confirm" class="danger" disabled={busy} onClick={erase}>
            {t('settings.deleteConfirm')}
          </button>{' '}
          <button type="button" class="secondary" disabled={busy} onClick={() => setAsking(false)}>
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" id="delete-account" class="secondary" onClick={() => setAsking(true)}>
          {t('settings.delete')}
        </button>
      )}
      {error && <p role="alert">{error}</p>}
    </Card>
  );
};

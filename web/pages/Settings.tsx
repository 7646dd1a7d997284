import { useEffect, useState } from 'preact/hooks';
import { api, type Me, type VacationAnswer } from '../api.js';
import type { MailKind } from '../../functions/notify/kinds.js';
import { getLang, t, type Key, type Lang } from '../i18n.js';
import { chooseLang } from '../lang.js';
import { navigate } from '../router.js';
import { myTimeZone, setMe, useMe } from '../session.js';
import { browserTimeZone, formatWhen } from '../time.js';
import { Card } from '../Card.js';
import { AccountData } from './AccountData.js';
import { TextInput } from '../fields.js';
import { errorText } from '../action.js';

const zones = (): string[] => {
  const list =
    (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return list.length ? list : ['UTC', 'Europe/Warsaw', 'Europe/London', 'America/New_York'];
};

/** one checkbox per mail kind the notifier sends (functions/notify/kinds.ts) */
const NOTIFY: Record<MailKind, Key> = {
  'your-turn': 'settings.notifyTurn',
  invitation: 'settings.notifyInvite',
  'deadline-warning': 'settings.notifyReminder',
  'game-over': 'settings.notifyOver',
  digest: 'settings.notifyDigest',
  league: 'settings.notifyLeague',
};

export const Settings = () => {
  const me = useMe();
  if (!me) return null;
  return (
    <SettingsForm
      me={me}
      onDeleted={() => {
        // the sign-in page says the account is gone (the session went with it)
        navigate('/signin?deleted=1', true);
        setMe(null);
      }}
    />
  );
};

const SettingsForm = ({ me, onDeleted }: { me: Me; onDeleted: () => void }) => {
  const [name, setName] = useState(me.name ?? '');
  const [tz, setTz] = useState(me.timeZone || browserTimeZone());
  const [lang, setLangState] = useState<Lang>(me.lang ?? getLang());
  const [quiet, setQuiet] = useState(me.quietHours ?? null);
  const [notify, setNotify] = useState<Record<string, boolean>>({ ...(me.notify ?? {}) });
  const [digestHour, setDigestHour] = useState<number>(typeof me.digestHour === 'number' ? me.digestHour : 8);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const allZones = zones();
  const save = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setStatus(null);
    try {
      // the digest hour only travels while the digest is on, so a profile without it stays as it was
      const digest = notify.digest === true ? { digestHour } : {};
      const r = await api<Me>('PUT', '/api/me', {
        name: name.trim(),
        lang,
        timeZone: tz,
        quietHours: quiet,
        notify,
        ...digest,
      });
      setMe(r);
      chooseLang(lang);
      setStatus(t('common.saved'));
    } catch (err) {
      setStatus(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const [bank, setBank] = useState<VacationAnswer | null>(null);
  useEffect(() => {
    api<VacationAnswer>('GET', '/api/me/vacation')
      .then(setBank)
      .catch(() => undefined);
  }, []);
  const vacation = async (on: boolean) => {
    try {
      setBank(await api<VacationAnswer>('POST', '/api/me/vacation', { on }));
    } catch (err) {
      setStatus(errorText(err));
    }
  };
  return (
    <main id="main" class="page narrow settings">
      <h1>{t('settings.title')}</h1>
      <form class="card" onSubmit={save}>
        <p class="hint">{me.email}</p>
        <label for="s-name">{t('settings.name')}</label>
        <TextInput id="s-name" value={name} maxLength={40} autocomplete="nickname" onValue={setName} />
        <label for="s-tz">{t('settings.tz')}</label>
        <select id="s-tz" value={tz} onChange={(e) => setTz((e.target as HTMLSelectElement).value)}>
          {(allZones.includes(tz) ? allZones : [tz, ...allZones]).map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
        <label for="s-lang">{t('settings.lang')}</label>
        <select id="s-lang" value={lang} onChange={(e) => setLangState((e.target as HTMLSelectElement).value as Lang)}>
          <option value="pl">Polski</option>
          <option value="en">English</option>
        </select>
        <fieldset>
          <legend>{t('settings.quiet')}</legend>
          <label class="radio">
            <input
              type="checkbox"
              checked={!!quiet}
              onChange={(e) => setQuiet((e.target as HTMLInputElement).checked ? { from: '22:00', to: '07:00' } : null)}
            />
            {t('settings.quiet')}
          </label>
          {quiet && (
            <div class="row3">
              {(['from', 'to'] as const).map((end) => (
                <label key={end}>
                  {t(end === 'from' ? 'settings.quietFrom' : 'settings.quietTo')}
                  <input
                    type="time"
                    value={quiet[end]}
                    onInput={(e) => setQuiet({ ...quiet, [end]: (e.target as HTMLInputElement).value })}
                  />
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <fieldset>
          <legend>{t('settings.notify')}</legend>
          {(Object.entries(NOTIFY) as [MailKind, Key][]).map(([k, label]) => (
            <label key={k} class="radio">
              <input
                type="checkbox"
                id={`s-notify-${k}`}
                checked={k === 'digest' ? notify.digest === true : notify[k] !== false}
                onChange={(e) => setNotify({ ...notify, [k]: (e.target as HTMLInputElement).checked })}
              />
              {t(label)}
            </label>
          ))}
          {notify.digest === true && (
            <div class="digest-hour">
              <label for="s-digest-hour">{t('settings.digestHour')}</label>
              <select
                id="s-digest-hour"
                value={String(digestHour)}
                onChange={(e) => setDigestHour(Number((e.target as HTMLSelectElement).value))}
              >
                {Array.from({ length: 24 }, (_, h) => (
                  <option key={h} value={String(h)}>{`${String(h).padStart(2, '0')}:00`}</option>
                ))}
              </select>
            </div>
          )}
        </fieldset>
        <button type="submit" disabled={busy}>
          {t('common.save')}
        </button>
        {status && <p role="status">{status}</p>}
      </form>
      <Card id="h-vac" title={t('settings.vacation')}>
        {bank?.onVacation && (
          <p class="on-vacation">
            <strong>{t('settings.onVacation')}</strong>
          </p>
        )}
        {bank && (
          <p class="hint" id="vac-bank">
            {t('settings.vacationLeft', { n: bank.leftDays })}
            {bank.until
              ? ` · ${t('settings.vacationUntil', { until: formatWhen(bank.until, myTimeZone(), getLang()) })}`
              : ''}
          </p>
        )}
        {bank?.onVacation ? (
          <button type="button" onClick={() => vacation(false)}>
            {t('settings.vacationEnd')}
          </button>
        ) : (
          <button type="button" class="secondary" onClick={() => vacation(true)}>
            {t('settings.vacationStart')}
          </button>
        )}
      </Card>
      <AccountData onDeleted={onDeleted} />
    </main>
  );
};

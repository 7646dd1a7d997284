import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, type CatalogGame } from '../api.js';
import { sideLabel } from '../catalog.js';
import { t, tx } from '../i18n.js';
import { navigate } from '../router.js';

const PRESETS = ['daily', 'standard', 'relaxed', 'custom', 'none'] as const;
const PRESET_TEXT: Record<(typeof PRESETS)[number], { pl: string; en: string }> = {
  daily: { pl: '1 dzień + 4 godz. na ruch (do 3 dni)', en: '1 day + 4 h per move (cap 3 days)' },
  standard: { pl: '3 dni + 12 godz. na ruch (do 5 dni)', en: '3 days + 12 h per move (cap 5 days)' },
  relaxed: { pl: '3 dni + 36 godz. na ruch (do 10 dni)', en: '3 days + 36 h per move (cap 10 days)' },
  custom: { pl: 'własny Fischer', en: 'custom Fischer' },
  none: { pl: 'bez zegara (21 dni na ruch)', en: 'no clock (21 days per move)' },
};

const FISCHER = {
  daily: { initialHours: 24, incrementHours: 4, capHours: 72 },
  standard: { initialHours: 72, incrementHours: 12, capHours: 120 },
  relaxed: { initialHours: 72, incrementHours: 36, capHours: 240 },
} as const;

/** The "new game" form: game, scenario, options, seat or random, clock, opponent by email or open seat. */
export const NewGame = ({ catalog }: { catalog: CatalogGame[] }) => {
  const [game, setGame] = useState('');
  const [scenario, setScenario] = useState('');
  const [seat, setSeat] = useState('random');
  const [preset, setPreset] = useState<(typeof PRESETS)[number]>('standard');
  const [custom, setCustom] = useState({ initialDays: 3, incrementHours: 24, capDays: 7 });
  const [opponent, setOpponent] = useState<'email' | 'open'>('email');
  const [email, setEmail] = useState('');
  const [options, setOptions] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!game && catalog[0]) setGame(catalog[0].id);
  }, [catalog]);
  const g = catalog.find((x) => x.id === game);
  useEffect(() => {
    if (g && !g.scenarios.some((s) => s.id === scenario)) setScenario(g.scenarios[0]?.id ?? '');
    setSeat('random');
  }, [game, catalog]);
  const sc = g?.scenarios.find((s) => s.id === scenario);
  const sides = sc?.sides ?? g?.sides ?? [];

  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    let opts: unknown = {};
    if (options.trim()) {
      try {
        opts = JSON.parse(options);
      } catch {
        return setError(t('new.optionsBad'));
      }
      if (!opts || typeof opts !== 'object' || Array.isArray(opts)) return setError(t('new.optionsBad'));
    }
    setBusy(true);
    try {
      const clock = preset === 'none' ? { kind: 'none' } : { kind: 'fischer', ...(preset === 'custom' ? { initialHours: custom.initialDays * 24, incrementHours: custom.incrementHours, capHours: custom.capDays * 24 } : FISCHER[preset]) };
      const r = await api<any>('POST', '/api/games', {
        game, scenario, options: opts, seat, clock,
        opponent: opponent === 'email' ? { email: email.trim() } : { open: true },
      });
      const id = r?.id ?? r?.game?.id ?? r?.gameId;
      navigate(`/g/${id}`);
    } catch (err) {
      setError(err instanceof ApiError ? `${err.message}${err.body?.path ? ` (${err.body.path})` : ''}` : String(err));
      setBusy(false);
    }
  };

  if (!catalog.length) return <section class="card new-game"><h2>{t('new.title')}</h2><p>{t('new.noGames')}</p></section>;
  return (
    <section class="card new-game" aria-labelledby="h-new">
      <h2 id="h-new">{t('new.title')}</h2>
      <form onSubmit={submit}>
        <label for="ng-game">{t('new.game')}</label>
        <select id="ng-game" value={game} onChange={(e) => setGame((e.target as HTMLSelectElement).value)}>
          {catalog.map((c) => <option key={c.id} value={c.id}>{tx(c.title)}</option>)}
        </select>
        <label for="ng-scenario">{t('new.scenario')}</label>
        <select id="ng-scenario" value={scenario} onChange={(e) => setScenario((e.target as HTMLSelectElement).value)}>
          {g?.scenarios.map((s) => <option key={s.id} value={s.id}>{tx(s.title)} — {tx(s.length)}</option>)}
        </select>
        {sc && <p class="hint">{tx(sc.description)}</p>}
        <fieldset>
          <legend>{t('new.seat')}</legend>
          <div class="radios">
            {['random', ...sides].map((s) => (
              <label key={s} class="radio">
                <input type="radio" name="seat" value={s} checked={seat === s} onChange={() => setSeat(s)} />
                {s === 'random' ? t('new.random') : sideLabel(g, s)}
              </label>
            ))}
          </div>
        </fieldset>
        <label for="ng-clock">{t('new.clock')}</label>
        <select id="ng-clock" value={preset} onChange={(e) => setPreset((e.target as HTMLSelectElement).value as typeof preset)}>
          {PRESETS.map((p) => <option key={p} value={p}>{tx(PRESET_TEXT[p])}</option>)}
        </select>
        {preset === 'custom' && (
          <div class="row3">
            <label>{t('new.days')}<input type="number" min={1} max={60} value={custom.initialDays} onInput={(e) => setCustom({ ...custom, initialDays: Number((e.target as HTMLInputElement).value) })} /></label>
            <label>{t('new.hours')}<input type="number" min={0} max={720} value={custom.incrementHours} onInput={(e) => setCustom({ ...custom, incrementHours: Number((e.target as HTMLInputElement).value) })} /></label>
            <label>{t('new.cap')}<input type="number" min={1} max={90} value={custom.capDays} onInput={(e) => setCustom({ ...custom, capDays: Number((e.target as HTMLInputElement).value) })} /></label>
          </div>
        )}
        <fieldset>
          <legend>{t('new.opponent')}</legend>
          <div class="radios">
            <label class="radio"><input type="radio" name="opp" checked={opponent === 'email'} onChange={() => setOpponent('email')} />{t('new.byEmail')}</label>
            <label class="radio"><input type="radio" name="opp" checked={opponent === 'open'} onChange={() => setOpponent('open')} />{t('new.openSeat')}</label>
          </div>
        </fieldset>
        {opponent === 'email' && (
          <>
            <label for="ng-email">{t('new.email')}</label>
            <input id="ng-email" type="email" required value={email} onInput={(e) => setEmail((e.target as HTMLInputElement).value)} />
          </>
        )}
        <details>
          <summary>{t('new.options')}</summary>
          <label for="ng-options" class="sr-only">{t('new.options')}</label>
          <textarea id="ng-options" rows={3} value={options} placeholder="{}" onInput={(e) => setOptions((e.target as HTMLTextAreaElement).value)} />
        </details>
        <button type="submit" disabled={busy || !game || !scenario}>{t('new.create')}</button>
        {error && <p class="error" role="alert">{error}</p>}
      </form>
    </section>
  );
};

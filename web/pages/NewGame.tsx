import { useEffect, useState } from 'preact/hooks';
import { PackChoice, packOf, useClubPacks } from './PackChoice.js';
import { api, ApiError, type CatalogGame, type GameAnswer } from '../api.js';
import { getClockOffer, optionFieldsOf, sideLabel, type ClockOffer } from '../catalog.js';
import { t, tx } from '../i18n.js';
import { navigate } from '../router.js';
import { OptionFields, PositionField } from '../options/OptionFields.js';
import { optionsOrNull, type Chosen } from '../options/values.js';
import { ErrorNote } from '../Notice.js';
import { NumberInput, Select, TextInput } from '../fields.js';
import { useAction } from '../action.js';

const PRESETS = ['daily', 'standard', 'relaxed', 'custom', 'none'] as const;
type Preset = (typeof PRESETS)[number];
/** used until the catalog's own words arrive (GET /api/catalog `clocks`) */
const PRESET_TEXT: Record<Preset, { pl: string; en: string }> = {
  daily: {
    pl: 'Codzienny: 1 dzień + 4 godz. za ruch, najwyżej 3 dni',
    en: 'Daily: 1 day + 4 h per move, at most 3 days',
  },
  standard: {
    pl: 'Standardowy: 3 dni + 12 godz. za ruch, najwyżej 5 dni',
    en: 'Standard: 3 days + 12 h per move, at most 5 days',
  },
  relaxed: {
    pl: 'Spokojny: 3 dni + 36 godz. za ruch, najwyżej 10 dni',
    en: 'Relaxed: 3 days + 36 h per move, at most 10 days',
  },
  custom: { pl: 'Własny (Fischer)', en: 'Custom (Fischer)' },
  none: { pl: 'Bez zegara: 21 dni na ruch', en: 'No clock: 21 days per move' },
};

/** the body's `clock`: a preset by name, or custom Fischer in hours, each with the "no vacation" option */
export const clockBody = (
  preset: Preset,
  custom: { initialDays: number; incrementHours: number; capDays: number },
  vacation: boolean,
) =>
  preset === 'custom'
    ? {
        preset,
        initialHours: custom.initialDays * 24,
        incrementHours: custom.incrementHours,
        capHours: custom.capDays * 24,
        vacation,
      }
    : { preset, vacation };

/** The "new game" form: game, scenario, options, seat or random, clock, opponent by email or open seat. */
export const NewGame = ({ catalog }: { catalog: CatalogGame[] }) => {
  const [game, setGame] = useState('');
  const [scenario, setScenario] = useState('');
  const [seat, setSeat] = useState('random');
  const [preset, setPreset] = useState<Preset>('standard');
  const [vacation, setVacation] = useState(true);
  const [offer, setOffer] = useState<ClockOffer | null>(null);
  useEffect(() => {
    getClockOffer()
      .then(setOffer)
      .catch(() => undefined);
  }, []);
  const presetText = (p: Preset): string => {
    if (p === 'custom')
      return tx(
        offer?.custom?.name
          ? { pl: `${offer.custom.name.pl} (Fischer)`, en: `${offer.custom.name.en} (Fischer)` }
          : PRESET_TEXT.custom,
      );
    const o = offer?.presets.find((x) => x.id === p);
    if (!o?.terms) return tx(PRESET_TEXT[p]);
    // "no clock: 21 days per move" names itself; "No clock: no clock: …" read twice
    const name = tx(o.name),
      terms = tx(o.terms);
    return terms.toLowerCase().startsWith(name.toLowerCase()) ? name + terms.slice(name.length) : `${name}: ${terms}`;
  };
  const [custom, setCustom] = useState({ initialDays: 3, incrementHours: 24, capDays: 7 });
  const [opponent, setOpponent] = useState<'email' | 'open'>('email');
  // a practice game: every other seat is the computer's; no clock, no opponent to name
  const [practice, setPractice] = useState(false);
  const [email, setEmail] = useState('');
  // the club's own components (functions/packs): '' for ours, else "clubId/packId"
  const clubPacks = useClubPacks();
  const [pack, setPack] = useState('');
  const [chosen, setChosen] = useState<Chosen>({});
  const [position, setPosition] = useState('');
  const { busy, error, setError, run } = useAction(
    (err) => (err instanceof ApiError ? `${err.message}${err.path ? ` (${err.path})` : ''}` : String(err)),
    { thenLeaves: true },
  );
  useEffect(() => {
    if (!game && catalog[0]) setGame(catalog[0].id);
  }, [catalog]);
  const g = catalog.find((x) => x.id === game);
  useEffect(() => {
    if (g && !g.scenarios.some((s) => s.id === scenario)) setScenario(g.scenarios[0]?.id ?? '');
    setSeat('random');
  }, [game, catalog]);
  // options and packs are each game's own: a new game starts from its defaults
  useEffect(() => {
    setChosen({});
    setPack('');
  }, [game]);
  const fields = optionFieldsOf(g);
  const sc = g?.scenarios.find((s) => s.id === scenario);
  const sides = sc?.sides ?? g?.sides ?? [];
  // three or more seats: the creator picks a seat and each other seat gets an email or stays open
  const many = sides.length > 2;
  const [seatEmails, setSeatEmails] = useState<Record<string, string>>({});
  useEffect(() => {
    if (many && !sides.includes(seat)) setSeat(sides[0]);
  }, [many, scenario, seat]);
  const others = sides.filter((s) => s !== seat);

  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    const opts = optionsOrNull(fields, chosen, position, () => setError(t('opt.positionBad')));
    if (!opts) return;
    await run(async () => {
      const clock = clockBody(preset, custom, vacation);
      const r = await api<GameAnswer>('POST', '/api/games', {
        game,
        scenario,
        options: opts,
        seat,
        ...packOf(pack),
        ...(practice
          ? { practice: true }
          : many
            ? {
                clock,
                seats: Object.fromEntries(
                  others.map((s) => [s, seatEmails[s]?.trim() ? { email: seatEmails[s].trim() } : { open: true }]),
                ),
              }
            : { clock, opponent: opponent === 'email' ? { email: email.trim() } : { open: true } }),
      });
      navigate(`/g/${r.id}`);
    });
  };

  if (!catalog.length)
    return (
      <section class="card new-game">
        <h2>{t('new.title')}</h2>
        <p>{t('new.noGames')}</p>
      </section>
    );
  return (
    <section class="card new-game" aria-labelledby="h-new">
      <h2 id="h-new">{t('new.title')}</h2>
      <form onSubmit={submit}>
        <label for="ng-game">{t('new.game')}</label>
        <Select id="ng-game" value={game} items={catalog} label={(c) => tx(c.title)} onPick={setGame} />
        <label for="ng-scenario">{t('new.scenario')}</label>
        <Select
          id="ng-scenario"
          value={scenario}
          items={g?.scenarios ?? []}
          label={(s) => `${tx(s.title)} — ${tx(s.length)}`}
          onPick={setScenario}
        />
        {sc && <p class="hint">{tx(sc.description)}</p>}
        <PackChoice packs={clubPacks} game={game} value={pack} onChange={setPack} />
        <OptionFields fields={fields} chosen={chosen} onChange={setChosen} prefix="ng" />
        <fieldset>
          <legend>{t('new.seat')}</legend>
          <div class="radios">
            {(many ? sides : ['random', ...sides]).map((s) => (
              <label key={s} class="radio">
                <input type="radio" name="seat" value={s} checked={seat === s} onChange={() => setSeat(s)} />
                {s === 'random' ? t('new.random') : sideLabel(g, s)}
              </label>
            ))}
          </div>
        </fieldset>
        <label class="radio check">
          <input
            id="ng-practice"
            type="checkbox"
            checked={practice}
            onChange={(e) => setPractice((e.target as HTMLInputElement).checked)}
          />
          {t('new.practice')}
        </label>
        {practice && g && !g.bot && <p class="hint">{t('new.practiceRandom')}</p>}
        {!practice && (
          <>
            <label for="ng-clock">{t('new.clock')}</label>
            <select
              id="ng-clock"
              value={preset}
              onChange={(e) => setPreset((e.target as HTMLSelectElement).value as typeof preset)}
            >
              {PRESETS.map((p) => (
                <option key={p} value={p}>
                  {presetText(p)}
                </option>
              ))}
            </select>
            {preset === 'custom' && (
              <div class="row3">
                {(
                  [
                    ['initialDays', 'new.customInitial', 'ng-initial', 1, 60],
                    ['incrementHours', 'new.customIncrement', 'ng-increment', 0, 720],
                    ['capDays', 'new.customCap', 'ng-cap', Math.max(1, custom.initialDays), 90],
                  ] as const
                ).map(([key, label, id, min, max]) => (
                  <label key={key} for={id}>
                    {t(label)}
                    <NumberInput
                      id={id}
                      min={min}
                      max={max}
                      value={custom[key]}
                      onValue={(n) => setCustom({ ...custom, [key]: n })}
                    />
                  </label>
                ))}
              </div>
            )}
            <label class="radio check">
              <input
                id="ng-novacation"
                type="checkbox"
                checked={!vacation}
                onChange={(e) => setVacation(!(e.target as HTMLInputElement).checked)}
              />
              {offer?.noVacation ? tx(offer.noVacation) : t('new.noVacation')}
            </label>
            {many && (
              <fieldset>
                <legend>{t('new.opponent')}</legend>
                {others.map((s) => (
                  <label key={s} for={`ng-seat-${s}`}>
                    {t('new.seatEmail', { side: sideLabel(g, s) })}
                    <input
                      id={`ng-seat-${s}`}
                      type="email"
                      value={seatEmails[s] ?? ''}
                      onInput={(e) => setSeatEmails({ ...seatEmails, [s]: (e.target as HTMLInputElement).value })}
                    />
                  </label>
                ))}
              </fieldset>
            )}
            {!many && (
              <fieldset>
                <legend>{t('new.opponent')}</legend>
                <div class="radios">
                  <label class="radio">
                    <input
                      type="radio"
                      name="opp"
                      checked={opponent === 'email'}
                      onChange={() => setOpponent('email')}
                    />
                    {t('new.byEmail')}
                  </label>
                  <label class="radio">
                    <input type="radio" name="opp" checked={opponent === 'open'} onChange={() => setOpponent('open')} />
                    {t('new.openSeat')}
                  </label>
                </div>
              </fieldset>
            )}
            {!many && opponent === 'email' && (
              <>
                <label for="ng-email">{t('new.email')}</label>
                <TextInput id="ng-email" type="email" required value={email} onValue={setEmail} />
              </>
            )}
          </>
        )}
        <PositionField prefix="ng" value={position} onInput={setPosition} />
        <button type="submit" disabled={busy || !game || !scenario}>
          {t('new.create')}
        </button>
        <ErrorNote error={error} />
      </form>
    </section>
  );
};

import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, type CatalogGame, type ClubPacksAnswer, type LeaguePage } from '../api.js';
import { PackChoice, type PackOption, packOf } from '../pages/PackChoice.js';
import { optionFieldsOf } from '../catalog.js';
import { t, tx } from '../i18n.js';
import { OptionFields, PositionField } from '../options/OptionFields.js';
import { optionsOrNull, type Chosen } from '../options/values.js';
import { lt } from './strings.js';
import { ErrorNote } from '../Notice.js';
import { Checkbox, Select, TextInput } from '../fields.js';
import type { Format, Schedule } from './fields.js';
import { FormatRadios, RoundRobinSchedule, SwissRounds, WithdrawalRadios } from './fields.js';

/** The director's form for a new league of their club. */
export const NewLeague = ({
  clubId,
  catalog,
  onCreated,
}: {
  clubId: string;
  catalog: CatalogGame[];
  onCreated: (league: LeaguePage) => void;
}) => {
  const [name, setName] = useState('');
  const [game, setGame] = useState('');
  const [scenario, setScenario] = useState('');
  const [format, setFormat] = useState<Format>('rr');
  const [schedule, setSchedule] = useState<Schedule>('all-at-once');
  const [roundDays, setRoundDays] = useState(14);
  const [rounds, setRounds] = useState(5);
  const [rated, setRated] = useState(true);
  const [vacation, setVacation] = useState(true);
  const [withdrawal, setWithdrawal] = useState<'forfeit' | 'annul'>('forfeit');
  const [deadline, setDeadline] = useState(() => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  const [chosen, setChosen] = useState<Chosen>({});
  const [position, setPosition] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** the club's packs: a league may fix one for all its games (then it is unrated) */
  const [packs, setPacks] = useState<PackOption[]>([]);
  const [pack, setPack] = useState('');
  useEffect(() => {
    api<ClubPacksAnswer>('GET', `/api/clubs/${encodeURIComponent(clubId)}/packs`).then(
      (r) =>
        setPacks(r.packs.map((p) => ({ clubId, packId: p.packId, game: p.game, label: `${p.name} v${p.version}` }))),
      () => setPacks([]),
    );
  }, [clubId]);
  useEffect(() => {
    if (!game && catalog.length) {
      setGame(catalog[0].id);
      setScenario(catalog[0].scenarios[0]?.id ?? '');
    }
  }, [catalog]);
  const chosenGame = catalog.find((c) => c.id === game);
  const fields = optionFieldsOf(chosenGame);
  // options are each game's own: another game starts from its defaults
  useEffect(() => setChosen({}), [game]);

  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    const fmt =
      format === 'swiss'
        ? { kind: 'swiss', rounds, next: 'when-finished' }
        : { kind: 'round-robin', double: format === 'rr2', schedule, ...(schedule === 'rounds' ? { roundDays } : {}) };
    const options = optionsOrNull(fields, chosen, position, () => setError(t('opt.positionBad')));
    if (!options) return;
    try {
      const league = await api<LeaguePage>('POST', '/api/leagues', {
        clubId,
        name,
        game,
        scenario,
        options,
        rated: rated && !pack,
        ...(pack ? { pack: { packId: packOf(pack).pack!.packId } } : {}),
        vacation: vacation ? 'allowed' : 'not-allowed',
        format: fmt,
        withdrawal,
        entryDeadline: new Date(`${deadline}T23:59:00`).toISOString(),
      });
      onCreated(league);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };

  return (
    <form class="card" onSubmit={submit} aria-labelledby="h-newleague">
      <h2 id="h-newleague">{lt('league.new')}</h2>
      <ErrorNote error={error} />
      <label for="lg-name">{lt('league.name')}</label>
      <TextInput id="lg-name" required minLength={2} maxLength={80} value={name} onValue={setName} />
      <label for="lg-game">{lt('league.game')}</label>
      <Select
        id="lg-game"
        value={game}
        items={catalog}
        label={(c) => tx(c.title)}
        onPick={(g) => {
          setGame(g);
          setPack('');
          setScenario(catalog.find((c) => c.id === g)?.scenarios[0]?.id ?? '');
        }}
      />
      <label for="lg-scenario">{lt('league.scenario')}</label>
      <Select
        id="lg-scenario"
        value={scenario}
        items={chosenGame?.scenarios ?? []}
        label={(s) => tx(s.title)}
        onPick={setScenario}
      />
      <PackChoice packs={packs} game={game} value={pack} onChange={setPack} id="lg-pack" />
      <OptionFields fields={fields} chosen={chosen} onChange={setChosen} prefix="lg" />
      <PositionField prefix="lg" value={position} onInput={setPosition} />
      <fieldset>
        <legend>{lt('league.format')}</legend>
        <FormatRadios prefix="lg" value={format} onPick={setFormat} />
      </fieldset>
      {format === 'swiss' ? (
        <SwissRounds prefix="lg" value={rounds} onValue={setRounds} />
      ) : (
        <fieldset>
          <legend>{lt('league.schedule')}</legend>
          <RoundRobinSchedule
            prefix="lg"
            schedule={schedule}
            roundDays={roundDays}
            onSchedule={setSchedule}
            onRoundDays={setRoundDays}
          />
        </fieldset>
      )}
      {/* a league on a club pack is unrated (PackChoice says so) */}
      {!pack && (
        <Checkbox checked={rated} onToggle={setRated}>
          {lt('league.rated')}
        </Checkbox>
      )}
      <Checkbox checked={vacation} onToggle={setVacation}>
        {lt('league.vacation')}
      </Checkbox>
      <fieldset>
        <legend>{lt('league.withdrawal')}</legend>
        <WithdrawalRadios name="lg-wd" value={withdrawal} onPick={setWithdrawal} />
      </fieldset>
      <label for="lg-deadline">{lt('league.deadline')}</label>
      <TextInput id="lg-deadline" type="date" required value={deadline} onValue={setDeadline} />
      <button type="submit">{lt('league.create')}</button>
    </form>
  );
};

import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, type CatalogGame, type LeaguePage } from '../api.js';
import { getCatalog, optionFieldsOf, type OptionField } from '../catalog.js';
import { issueText } from '../issue.js';
import { t, tx } from '../i18n.js';
import { OptionFields, PositionField } from '../options/OptionFields.js';
import { optionsBody, PositionNotJson, sameOptions, splitOptions, type Chosen } from '../options/values.js';
import { lt, type LeagueKey } from './strings.js';
import { ErrorNote } from '../Notice.js';
import { Checkbox, NumberInput, Radio, Select, TextInput } from '../fields.js';
import type { Format, Schedule } from './fields.js';
import { FormatRadios, RoundRobinSchedule, SwissRounds, WithdrawalRadios } from './fields.js';

const HOUR = 3_600_000;
/** the groups an API error's `path` is shown next to (its first segment) */
const FIELDS = [
  'name',
  'scenario',
  'options',
  'format',
  'clock',
  'rated',
  'vacation',
  'withdrawal',
  'entryDeadline',
] as const;
type Field = (typeof FIELDS)[number];

interface Form {
  name: string;
  scenario: string;
  format: Format;
  schedule: Schedule;
  roundDays: number;
  rounds: number;
  clock: 'fischer' | 'none';
  initialHours: number;
  incrementHours: number;
  capHours: number;
  rated: boolean;
  vacation: boolean;
  withdrawal: 'forfeit' | 'annul';
  /** `datetime-local` in the browser's zone */
  deadline: string;
  /** the game's options: the labelled choices (non-default values only) and the custom position's JSON text */
  chosen: Chosen;
  position: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const localInput = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const formOf = (l: LeaguePage): Form => {
  const f = l.format;
  const c = l.clock;
  return {
    name: l.name,
    scenario: l.scenario,
    format: f.kind === 'swiss' ? 'swiss' : f.double ? 'rr2' : 'rr',
    schedule: f.kind === 'round-robin' ? f.schedule : 'all-at-once',
    roundDays: f.kind === 'round-robin' ? (f.roundDays ?? 7) : 7,
    rounds: f.kind === 'swiss' ? f.rounds : 5,
    clock: c.kind === 'fischer' ? 'fischer' : 'none',
    initialHours: c.kind === 'fischer' ? c.initialMs / HOUR : 72,
    incrementHours: c.kind === 'fischer' ? c.incrementMs / HOUR : 24,
    capHours: c.kind === 'fischer' ? c.capMs / HOUR : 240,
    rated: l.rated,
    vacation: l.vacation === 'allowed',
    withdrawal: l.withdrawal,
    deadline: localInput(l.entryDeadline),
    ...splitOptions(l.options),
  };
};

/** The PUT body: only what differs from the league as loaded (so a rename after the start sends the name alone), and the `rev` it was loaded at. */
const changes = (
  base: Form,
  f: Form,
  editable: readonly string[],
  fields: readonly OptionField[],
): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  const may = (k: string) => editable.includes(k);
  if (may('name') && f.name !== base.name) out.name = f.name;
  if (may('scenario') && f.scenario !== base.scenario) out.scenario = f.scenario;
  if (may('options')) {
    const options = optionsBody(fields, f.chosen, f.position);
    if (!sameOptions(options, optionsBody(fields, base.chosen, base.position))) out.options = options;
  }
  if (may('format') && (['format', 'schedule', 'roundDays', 'rounds'] as const).some((k) => f[k] !== base[k]))
    out.format =
      f.format === 'swiss'
        ? { kind: 'swiss', rounds: f.rounds, next: 'when-finished' }
        : {
            kind: 'round-robin',
            double: f.format === 'rr2',
            schedule: f.schedule,
            ...(f.schedule === 'rounds' ? { roundDays: f.roundDays } : {}),
          };
  if (may('clock') && (['clock', 'initialHours', 'incrementHours', 'capHours'] as const).some((k) => f[k] !== base[k]))
    out.clock =
      f.clock === 'none'
        ? { kind: 'none' }
        : { kind: 'fischer', initialHours: f.initialHours, incrementHours: f.incrementHours, capHours: f.capHours };
  if (may('rated') && f.rated !== base.rated) out.rated = f.rated;
  if (may('vacation') && f.vacation !== base.vacation) out.vacation = f.vacation ? 'allowed' : 'not-allowed';
  if (may('withdrawal') && f.withdrawal !== base.withdrawal) out.withdrawal = f.withdrawal;
  if (may('entryDeadline') && f.deadline !== base.deadline) {
    const t = new Date(f.deadline);
    out.entryDeadline = Number.isNaN(t.getTime()) ? f.deadline : t.toISOString();
  }
  return out;
};

/** An API refusal in the reader's language: the known codes by name, the shape errors with the API's own detail. */
const messageOf = (e: ApiError): string => {
  const code = e.code;
  const known: Record<string, LeagueKey> = {
    'deadline-passed': 'edit.err.deadline',
    'league-started': 'edit.err.started',
    stale: 'edit.err.stale',
    'unknown-scenario': 'edit.err.scenario',
    'not-director': 'edit.err.forbidden',
    'rated-position': 'edit.err.rated',
  };
  if (code && known[code]) return lt(known[code]);
  // shown by the field it names, so the words need no field name: "Musi mieć co najmniej 2 znaki"
  const worded = e.status === 400 && e.issue ? issueText(e.issue) : null;
  if (worded) return worded.charAt(0).toUpperCase() + worded.slice(1);
  const path = e.path ?? '';
  const detail = path && e.message.startsWith(`${path}: `) ? e.message.slice(path.length + 2) : e.message;
  return e.status === 400 ? lt('edit.err.invalid', { detail }) : detail;
};
const fieldOf = (e: ApiError): Field | null => {
  const path = e.path ?? '';
  const head = path.split(/[.[]/)[0];
  return (FIELDS as readonly string[]).includes(head) ? (head as Field) : null;
};

/**
 * The director's edit form on the league page. Before the start everything but the game; after it
 * the name only (`league.me.editable` says which, from the API). The API is the one judge: its 400,
 * 409 and 422 answers are shown next to the field their `path` names; a 409 `stale` (the league
 * changed since the form was loaded: `rev`) reloads the current values.
 */
export const EditLeague = ({
  league,
  onChange,
  onClose,
}: {
  league: LeaguePage;
  onChange: (league: LeaguePage) => void;
  onClose: () => void;
}) => {
  const [base, setBase] = useState<LeaguePage>(league);
  const [form, setForm] = useState<Form>(() => formOf(league));
  const [catalog, setCatalog] = useState<CatalogGame[]>([]);
  const [fieldError, setFieldError] = useState<{ field: Field; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    getCatalog().then(setCatalog, () => undefined);
  }, []);
  const editable: readonly string[] = base.me.editable;
  const may = (k: string) => editable.includes(k);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));
  const game = catalog.find((c) => c.id === base.game);
  const fields = optionFieldsOf(game);

  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setFieldError(null);
    let body: Record<string, unknown>;
    try {
      body = { rev: base.rev, ...changes(formOf(base), form, editable, fields) };
    } catch (err) {
      if (!(err instanceof PositionNotJson)) throw err;
      setFieldError({ field: 'options', text: t('opt.positionBad') });
      setError(lt('edit.err.fix'));
      return;
    }
    setBusy(true);
    try {
      const saved = await api<LeaguePage>('PUT', `/api/leagues/${encodeURIComponent(base.leagueId)}`, body);
      onChange(saved);
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) {
        setError(String((err as Error)?.message ?? err));
        return;
      }
      const text = messageOf(err);
      if (err.code === 'stale') {
        try {
          const fresh = await api<LeaguePage>('GET', `/api/leagues/${encodeURIComponent(base.leagueId)}`);
          setBase(fresh);
          setForm(formOf(fresh));
          onChange(fresh);
        } catch {
          /* the message below still stands */
        }
        setError(text);
        return;
      }
      const field = fieldOf(err);
      if (field && (field === 'name' || may(field))) {
        setFieldError({ field, text });
        setError(lt('edit.err.fix'));
      } else setError(text);
    } finally {
      setBusy(false);
    }
  };

  /** a field's own error, tied to it for screen readers */
  const errFor = (field: Field) =>
    fieldError?.field === field ? (
      <p class="error field-error" id={`le-${field}-err`}>
        {fieldError.text}
      </p>
    ) : null;
  const aria = (field: Field) =>
    fieldError?.field === field ? { 'aria-invalid': true, 'aria-describedby': `le-${field}-err` } : {};
  // a plain call, not a component: a component made here would remount (and lose focus) on every keystroke
  const group = (field: Field, legend: string, children: ComponentChildren) => (
    <fieldset data-field={field} {...(fieldError?.field === field ? { 'aria-describedby': `le-${field}-err` } : {})}>
      <legend>{legend}</legend>
      {children}
      {errFor(field)}
    </fieldset>
  );

  return (
    <form class="card edit-league" onSubmit={submit} noValidate aria-labelledby="h-editleague">
      <h2 id="h-editleague">{lt('edit.title')}</h2>
      <ErrorNote error={error} />
      {base.status !== 'entry' && <p class="meta">{lt('edit.startedNote')}</p>}
      <div data-field="name">
        <label for="le-name">{lt('league.name')}</label>
        <TextInput
          id="le-name"
          required
          minLength={2}
          maxLength={80}
          value={form.name}
          onValue={(v) => set('name', v)}
          {...aria('name')}
        />
        {errFor('name')}
      </div>
      {may('scenario') && (
        <div data-field="scenario">
          <label for="le-scenario">{lt('league.scenario')}</label>
          <Select
            id="le-scenario"
            value={form.scenario}
            items={game?.scenarios ?? []}
            label={(s) => tx(s.title)}
            onPick={(v) => set('scenario', v)}
            {...aria('scenario')}
          >
            {!game && <option value={form.scenario}>{tx(base.scenarioTitle)}</option>}
          </Select>
          {errFor('scenario')}
        </div>
      )}
      {may('options') && (
        <div data-field="options">
          <OptionFields fields={fields} chosen={form.chosen} onChange={(c) => set('chosen', c)} prefix="le" />
          <PositionField
            prefix="le"
            value={form.position}
            onInput={(v) => set('position', v)}
            open={fieldError?.field === 'options'}
            invalid={fieldError?.field === 'options' ? { errorId: 'le-options-err' } : undefined}
          />
          {errFor('options')}
        </div>
      )}
      {may('format') &&
        group(
          'format',
          lt('league.format'),
          <>
            <FormatRadios prefix="le" value={form.format} onPick={(f) => set('format', f)} />
            {form.format === 'swiss' ? (
              <SwissRounds prefix="le" value={form.rounds} onValue={(n) => set('rounds', n)} />
            ) : (
              <RoundRobinSchedule
                prefix="le"
                schedule={form.schedule}
                roundDays={form.roundDays}
                onSchedule={(v) => set('schedule', v)}
                onRoundDays={(n) => set('roundDays', n)}
              />
            )}
          </>,
        )}
      {may('clock') &&
        group(
          'clock',
          lt('edit.clock'),
          <>
            <Radio name="le-clock" checked={form.clock === 'fischer'} onPick={() => set('clock', 'fischer')}>
              {lt('edit.clock.fischer')}
            </Radio>
            <Radio name="le-clock" checked={form.clock === 'none'} onPick={() => set('clock', 'none')}>
              {lt('edit.clock.none')}
            </Radio>
            {form.clock === 'fischer' &&
              (['initialHours', 'incrementHours', 'capHours'] as const).map((k) => (
                <span key={k}>
                  <label for={`le-${k}`}>
                    {lt(
                      k === 'initialHours'
                        ? 'edit.clock.initial'
                        : k === 'incrementHours'
                          ? 'edit.clock.increment'
                          : 'edit.clock.cap',
                    )}
                  </label>
                  <NumberInput id={`le-${k}`} min={0} value={form[k]} onValue={(n) => set(k, n)} />
                </span>
              ))}
          </>,
        )}
      {may('rated') && (
        <div data-field="rated">
          <Checkbox id="le-rated" checked={form.rated} onToggle={(v) => set('rated', v)} invalid={aria('rated')}>
            {lt('league.rated')}
          </Checkbox>
          {errFor('rated')}
        </div>
      )}
      {may('vacation') && (
        <div data-field="vacation">
          <Checkbox id="le-vacation" checked={form.vacation} onToggle={(v) => set('vacation', v)}>
            {lt('league.vacation')}
          </Checkbox>
          {errFor('vacation')}
        </div>
      )}
      {may('withdrawal') &&
        group(
          'withdrawal',
          lt('league.withdrawal'),
          <WithdrawalRadios name="le-wd" value={form.withdrawal} onPick={(v) => set('withdrawal', v)} />,
        )}
      {may('entryDeadline') && (
        <div data-field="entryDeadline">
          <label for="le-deadline">{lt('league.deadline')}</label>
          <input
            id="le-deadline"
            type="datetime-local"
            value={form.deadline}
            onInput={(e) => set('deadline', (e.target as HTMLInputElement).value)}
            {...aria('entryDeadline')}
          />
          {errFor('entryDeadline')}
        </div>
      )}
      <p class="row-actions">
        <button type="submit" disabled={busy}>
          {lt('edit.save')}
        </button>
        <button type="button" class="secondary" onClick={onClose}>
          {lt('edit.cancel')}
        </button>
      </p>
    </form>
  );
};

import { NumberInput, Radio } from '../fields.js';
import { lt } from './strings.js';

export type Format = 'rr' | 'rr2' | 'swiss';
export type Schedule = 'all-at-once' | 'rounds';

/** The league's format: round robin, double round robin or Swiss. */
export const FormatRadios = ({
  prefix,
  value,
  onPick,
}: {
  prefix: string;
  value: Format;
  onPick: (f: Format) => void;
}) => (
  <>
    {(['rr', 'rr2', 'swiss'] as const).map((f) => (
      <Radio key={f} name={`${prefix}-format`} value={f} checked={value === f} onPick={() => onPick(f)}>
        {lt(f === 'rr' ? 'league.format.rr' : f === 'rr2' ? 'league.format.rr2' : 'league.format.swiss')}
      </Radio>
    ))}
  </>
);

/** A Swiss league's number of rounds. */
export const SwissRounds = ({
  prefix,
  value,
  onValue,
}: {
  prefix: string;
  value: number;
  onValue: (n: number) => void;
}) => (
  <>
    <label for={`${prefix}-rounds`}>{lt('league.swissRounds')}</label>
    <NumberInput id={`${prefix}-rounds`} min={1} max={29} value={value} onValue={onValue} />
  </>
);

/** A round robin's schedule: every game at once, or a round every `roundDays` days. */
export const RoundRobinSchedule = ({
  prefix,
  schedule,
  roundDays,
  onSchedule,
  onRoundDays,
}: {
  prefix: string;
  schedule: Schedule;
  roundDays: number;
  onSchedule: (s: Schedule) => void;
  onRoundDays: (n: number) => void;
}) => (
  <>
    <Radio name={`${prefix}-schedule`} checked={schedule === 'all-at-once'} onPick={() => onSchedule('all-at-once')}>
      {lt('league.schedule.all')}
    </Radio>
    <Radio name={`${prefix}-schedule`} checked={schedule === 'rounds'} onPick={() => onSchedule('rounds')}>
      {lt('league.schedule.rounds', { days: roundDays })}
    </Radio>
    {schedule === 'rounds' && (
      <NumberInput
        id={`${prefix}-rounddays`}
        aria-label={lt('league.schedule.rounds', { days: '' })}
        min={1}
        max={90}
        value={roundDays}
        onValue={onRoundDays}
      />
    )}
  </>
);

/** What happens to a withdrawn player's games. */
export const WithdrawalRadios = ({
  name,
  value,
  onPick,
}: {
  name: string;
  value: 'forfeit' | 'annul';
  onPick: (v: 'forfeit' | 'annul') => void;
}) => (
  <>
    <Radio name={name} checked={value === 'forfeit'} onPick={() => onPick('forfeit')}>
      {lt('league.withdrawal.forfeit')}
    </Radio>
    <Radio name={name} checked={value === 'annul'} onPick={() => onPick('annul')}>
      {lt('league.withdrawal.annul')}
    </Radio>
  </>
);

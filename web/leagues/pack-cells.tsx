/** The inputs of the pack editor's cells, shared by its grids and lists (PackTables.tsx, PackList.tsx). */

/** a label as the pack writes it: a text, a number, a pair ([7, 1] → 7:1) or a record with a label */
export const labelOf = (v: unknown): string =>
  Array.isArray(v)
    ? v.join(':')
    : v && typeof v === 'object' && 'label' in v
      ? String((v as { label: unknown }).label)
      : String(v ?? '');

/** a text in both languages, as the pack writes names and notes meant for players */
const isText = (v: unknown): v is { pl: string; en: string } =>
  !!v && typeof v === 'object' && typeof (v as { pl?: unknown }).pl === 'string';

export interface CellProps {
  value: unknown;
  label: string;
  onChange: (v: unknown) => void;
  /** a number the record may leave out: empty means none (the member is dropped) */
  number?: boolean;
  /** a number the pack holds as null for none (a terrain never entered): empty means null, not left out */
  nullable?: boolean;
  /** the cell's value was refused at this place: the problem's message */
  problem?: string;
  /** a yes the record holds as `true` and leaves out for no (Tannenberg's Königsberg fort) */
  flag?: boolean;
  /** the values the member may take (an enum of the game's schema), chosen from a list */
  choices?: readonly string[];
  /** a colour '#rrggbb', picked with the browser's colour chooser */
  colour?: boolean;
}

/**
 * One cell's input, by the kind of value it holds (a number may be none: an empty field), with the pack
 * check's problem at its place shown under it. Typed values change the pack at each keystroke (so the
 * check runs as the director types); a run of keystrokes in one field is one step of undo (PackTables).
 */
export const Cell = (props: CellProps) => (
  // the input stays the same element when a problem comes or goes: the director keeps typing in it
  <>
    <CellInput {...props} />
    {props.problem && (
      <small class="cell-problem" data-problem-of={props.label}>
        {props.problem}
      </small>
    )}
  </>
);

const CellInput = ({ value, label, onChange, number, nullable, problem, flag, choices, colour }: CellProps) => {
  const invalid = problem ? { 'aria-invalid': true as const, title: problem } : {};
  // what every one-field input of a cell carries: its look, its name for a screen reader, the check's problem
  const field = { class: 'grid-cell', 'aria-label': label, ...invalid };
  if (colour)
    return (
      <input
        type="color"
        {...field}
        value={typeof value === 'string' ? value : '#000000'}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  if (choices) {
    // a value the list does not hold (a file's typo) stays shown, so the save's problem has its cell
    const shown = typeof value === 'string' ? value : '';
    const options = choices.includes(shown) ? choices : [shown, ...choices];
    return (
      <select
        {...field}
        value={shown}
        onChange={(e) => onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
      >
        {options.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    );
  }
  if (typeof value === 'boolean' || flag)
    return (
      <input
        type="checkbox"
        aria-label={label}
        checked={value === true}
        {...invalid}
        onChange={(e) => onChange(flag && !e.currentTarget.checked ? undefined : e.currentTarget.checked)}
      />
    );
  if (isText(value))
    return (
      <span class="text-pair">
        {(['pl', 'en'] as const).map((l) => (
          <input
            key={l}
            class="grid-cell"
            aria-label={`${label} (${l})`}
            lang={l}
            value={value[l]}
            {...invalid}
            onInput={(e) => onChange({ ...value, [l]: e.currentTarget.value })}
          />
        ))}
      </span>
    );
  if (typeof value === 'number' || value === null || (number && typeof value !== 'string'))
    return (
      <input
        type="number"
        {...field}
        value={typeof value === 'number' ? value : ''}
        onInput={(e) =>
          onChange(
            e.currentTarget.value === ''
              ? value === null || nullable
                ? null
                : undefined
              : Number(e.currentTarget.value),
          )
        }
      />
    );
  return (
    <input
      {...field}
      value={String(value ?? '')}
      onInput={(e) => onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
    />
  );
};

/** one brush of the map painters (PackMap.tsx, PackSections.tsx): a radio, the colour the board draws it in, its name */
export const BrushChoice = ({
  group,
  brush,
  checked,
  onPick,
  fill,
  name,
}: {
  group: string;
  brush: string;
  checked: boolean;
  onPick: () => void;
  fill: string;
  name: string;
}) => (
  <label data-brush={brush}>
    <input type="radio" name={group} checked={checked} onChange={onPick} />{' '}
    <span class="swatch" style={{ background: fill }} aria-hidden="true" /> {name}
  </label>
);

/** a list's head: the first column's title, then a column per field, named by its member path */
export const FieldsHead = ({ first, fields }: { first: string; fields: readonly string[] }) => (
  <thead>
    <tr>
      <th scope="col">{first}</th>
      {fields.map((f) => (
        <th scope="col" key={f}>
          {f}
        </th>
      ))}
    </tr>
  </thead>
);

/** Form fields the pages share: a labelled radio button and checkbox, a whole-number input, a text input, a select. */
import type { ComponentChildren, JSX } from 'preact';

/** A labelled radio button: the label reads after the button. */
export const Radio = ({
  name,
  value,
  checked,
  onPick,
  children,
}: {
  name: string;
  value?: string;
  checked: boolean;
  onPick: () => void;
  children: ComponentChildren;
}) => (
  <label class="radio">
    <input type="radio" name={name} value={value} checked={checked} onChange={onPick} /> {children}
  </label>
);

/** A labelled checkbox. */
export const Checkbox = ({
  id,
  checked,
  onToggle,
  children,
  invalid = {},
}: {
  id?: string;
  checked: boolean;
  onToggle: (checked: boolean) => void;
  children: ComponentChildren;
  /** aria attributes naming a field error */
  invalid?: Record<string, unknown>;
}) => (
  <label class="radio">
    <input
      id={id}
      type="checkbox"
      checked={checked}
      onChange={(e) => onToggle((e.target as HTMLInputElement).checked)}
      {...invalid}
    />{' '}
    {children}
  </label>
);

/** A whole-number input. */
export const NumberInput = ({
  onValue,
  ...attrs
}: {
  id?: string;
  'aria-label'?: string;
  min: number;
  max?: number;
  value: number;
  onValue: (n: number) => void;
}) => <input type="number" {...attrs} onInput={(e) => onValue(Number((e.target as HTMLInputElement).value))} />;

/** A text input (text, email, date, …) that reports its value as typed. */
export const TextInput = ({
  onValue,
  ...attrs
}: Omit<JSX.InputHTMLAttributes<HTMLInputElement>, 'onInput'> & { onValue: (v: string) => void }) => (
  <input {...attrs} onInput={(e) => onValue((e.target as HTMLInputElement).value)} />
);

/** A select of items by id, each worded by `label`; `children` (e.g. a placeholder option) come first. */
export const Select = <T extends { id: string }>({
  items,
  label,
  onPick,
  children,
  ...attrs
}: {
  id: string;
  value: string;
  items: readonly T[];
  label: (item: T) => ComponentChildren;
  onPick: (id: string) => void;
  children?: ComponentChildren;
  [aria: `aria-${string}`]: unknown;
}) => (
  <select {...attrs} onChange={(e) => onPick((e.target as HTMLSelectElement).value)}>
    {children}
    {items.map((x) => (
      <option key={x.id} value={x.id}>
        {label(x)}
      </option>
    ))}
  </select>
);

/** Form fields the pages share: a labelled radio button and checkbox, a whole-number input. */
import type { ComponentChildren } from 'preact';

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

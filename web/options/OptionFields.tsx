import type { OptionField } from '../../rules/core/contract.js';
import { t, tx } from '../i18n.js';
import { choose, shownValue, type Chosen } from './values.js';

/**
 * A game's options (its catalog `optionFields`) as labelled radio groups with the rule each
 * changes and what each alternative means; the default is marked. Used by the new-game form and
 * the league forms. `prefix` keeps the ids and radio names apart when two forms share a page.
 */
export const OptionFields = ({
  fields,
  chosen,
  onChange,
  prefix,
}: {
  fields: readonly OptionField[];
  chosen: Chosen;
  onChange: (next: Chosen) => void;
  prefix: string;
}) => {
  if (!fields.length) return null;
  return (
    <fieldset class="option-fields" data-options={prefix}>
      <legend>{t('opt.title')}</legend>
      {fields.map((f) => {
        const shown = shownValue(f, chosen);
        const helpId = `${prefix}-opt-${f.key}-help`;
        return (
          <fieldset
            key={f.key}
            class="option-field"
            data-option={f.key}
            {...(f.help ? { 'aria-describedby': helpId } : {})}
          >
            <legend>{tx(f.label)}</legend>
            {f.help && (
              <p class="hint" id={helpId}>
                {tx(f.help)}
              </p>
            )}
            {f.values.map((v, i) => {
              const id = `${prefix}-opt-${f.key}-${i}`;
              return (
                <label key={i} class="radio option-value" for={id}>
                  <input
                    id={id}
                    type="radio"
                    name={`${prefix}-opt-${f.key}`}
                    value={String(v.value)}
                    checked={shown === v.value}
                    onChange={() => onChange(choose(chosen, f, v.value))}
                    {...(v.help ? { 'aria-describedby': `${id}-help` } : {})}
                  />
                  <span>
                    {tx(v.label)}
                    {v.value === f.default && <em class="default-mark"> ({t('opt.default')})</em>}
                    {v.help && (
                      <small class="hint" id={`${id}-help`}>
                        {tx(v.help)}
                      </small>
                    )}
                  </span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </fieldset>
  );
};

/** The custom start position (unrated games only) as JSON, behind an "advanced" disclosure. */
export const PositionField = ({
  prefix,
  value,
  onInput,
  open,
  invalid,
}: {
  prefix: string;
  value: string;
  onInput: (v: string) => void;
  open?: boolean;
  invalid?: { errorId: string };
}) => (
  <details class="advanced-options" open={open || value.trim() !== ''}>
    <summary>{t('opt.advanced')}</summary>
    <label for={`${prefix}-position`}>{t('opt.position')}</label>
    <p class="hint" id={`${prefix}-position-help`}>
      {t('opt.positionHelp')}
    </p>
    <textarea
      id={`${prefix}-position`}
      rows={4}
      value={value}
      placeholder="{}"
      onInput={(e) => onInput((e.target as HTMLTextAreaElement).value)}
      aria-describedby={invalid ? `${prefix}-position-help ${invalid.errorId}` : `${prefix}-position-help`}
      {...(invalid ? { 'aria-invalid': true } : {})}
    />
  </details>
);

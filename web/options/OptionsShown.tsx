import type { CatalogGame } from '../api.js';
import { t } from '../i18n.js';
import { describeOptions, optionsLine } from './describe.js';

/**
 * The variants a game or league uses, in one labelled line ("Variants: …" or "standard rules"),
 * so a player sees them before accepting an invitation, taking an open seat or entering a league.
 */
export const OptionsShown = ({
  game,
  options,
  class: cls,
}: {
  game: CatalogGame | undefined;
  options: Record<string, unknown> | null | undefined;
  class?: string;
}) => {
  const rows = describeOptions(game, options);
  return (
    <span class={`variants${cls ? ` ${cls}` : ''}`} data-variants={rows.map((r) => r.key).join(' ') || 'standard'}>
      {t('opt.shown')}: {optionsLine(rows)}
    </span>
  );
};

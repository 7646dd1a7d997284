import type { OptionField } from '../../rules/core/contract.js';
import type { CatalogGame } from '../api.js';
import { optionFieldsOf } from '../catalog.js';
import { t, tx, type Lang } from '../i18n.js';

/** One variant a game or league uses, in words: "End of the day (nightfall)" / "At the end of the whole game turn". */
export interface OptionRow {
  key: string;
  label: string;
  value: string;
}

/**
 * The options that differ from the rules' defaults, labelled from the catalog's option fields, in
 * the fields' order; a custom start position is one row without its JSON (the API sends `true`
 * for it: its hands and decks may be fogged). A key the catalog does not know (not loaded yet)
 * is shown as it is when its value is plain. No rows: standard rules.
 */
export const describeOptions = (
  game: CatalogGame | undefined,
  options: Record<string, unknown> | null | undefined,
  lang?: Lang,
): OptionRow[] => {
  const fields: readonly OptionField[] = optionFieldsOf(game);
  const opts = options ?? {};
  const rows: OptionRow[] = [];
  for (const f of fields) {
    const v = opts[f.key];
    if (v === undefined || v === f.default) continue;
    const known = f.values.find((x) => x.value === v);
    rows.push({ key: f.key, label: tx(f.label, lang), value: known ? tx(known.label, lang) : String(v) });
  }
  for (const [k, v] of Object.entries(opts)) {
    if (k === 'position' || v === undefined || fields.some((f) => f.key === k)) continue;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
      rows.push({ key: k, label: k, value: String(v) });
  }
  if (opts.position !== undefined && opts.position !== null && opts.position !== false)
    rows.push({ key: 'position', label: t('opt.customPosition', undefined, lang), value: '' });
  return rows;
};

/** the rows as one line: "End of the day (nightfall): At the end of the whole game turn; custom start position" */
export const optionsLine = (rows: readonly OptionRow[], lang?: Lang): string =>
  rows.length
    ? rows.map((r) => (r.value ? `${r.label}: ${r.value}` : r.label)).join('; ')
    : t('opt.standard', undefined, lang);

import { memo } from 'preact/compat';
import { type ListRef, valueAt } from '../../rules/core/pack-kit.js';
import { tx } from '../i18n.js';
import { Cell, FieldsHead } from './pack-cells.js';
import {
  addEntry,
  type EntriesPart,
  entryGroups,
  namesAt,
  removeEntry,
  withName,
  withoutName,
} from './pack-entries.js';
import { listName, refChoices, rootOf } from './pack-rows.js';
import { lt } from './strings.js';

/**
 * asks the map to give the next cell clicked (or chosen by keys) to `done`; `what` names the field for the
 * director; `at`: the set-up list or the field the cell is for: its scenario's set-up is shown while
 * asking, and in a pack of several maps the cell is picked on that scenario's map (Wojna's two)
 */
export type PickCell = (what: string, done: (cell: string) => void, at?: string) => void;

/** a change at `path` (`''`: the whole pack); a function is given the value there as it is at the change */
type Edit = (path: string, v: unknown) => void;

/** the problem at `at` or under it (an item of a list member), as the check names it */
const problemAt = (problems: ReadonlyMap<string, string>, at: string): string | undefined => {
  const own = problems.get(at);
  if (own) return own;
  for (const [k, m] of problems) if (k.startsWith(`${at}.`)) return m;
  return undefined;
};

/** a member holding a list of names (a reinforcement's pieces): each with a button taking it out, and a list to add one from */
const Names = ({
  names,
  choices,
  label,
  problem,
  add,
  drop,
}: {
  names: string[];
  choices: readonly string[];
  label: string;
  problem?: string;
  add: (name: string) => void;
  drop: (i: number) => void;
}) => (
  <span class="pack-names" data-names={label}>
    {names.map((n, i) => (
      <span class="pack-name" key={`${n}.${i}`}>
        {n}{' '}
        <button
          type="button"
          class="secondary"
          aria-label={lt('pack.edit.dropName', { name: n, of: label })}
          onClick={() => drop(i)}
        >
          ✕
        </button>{' '}
      </span>
    ))}
    <select
      class="grid-cell"
      aria-label={lt('pack.edit.addName', { of: label })}
      value=""
      {...(problem ? { 'aria-invalid': true as const, title: problem } : {})}
      onChange={(e) => {
        const v = e.currentTarget.value;
        e.currentTarget.value = '';
        if (v) add(v);
      }}
    >
      <option value="">{lt('pack.edit.addNameChoice')}</option>
      {choices
        .filter((c) => c && !names.includes(c))
        .map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
    </select>
    {problem && (
      <small class="cell-problem" data-problem-of={label}>
        {problem}
      </small>
    )}
  </span>
);

/**
 * A scenario's entries (a part of kind 'entries'): a table, a group of rows per scenario (or per
 * record held once), a row per entry with a cell per field; a field naming records is chosen from
 * their ids, a list of names is added to and taken from, a cell's label is typed or picked on the map.
 * Every change is checked as typed (PackTables), the problem shown in the cell it names.
 */
const PartEntriesOf = ({
  part,
  content,
  edit,
  problems,
  pickCell,
}: {
  part: EntriesPart;
  content: unknown;
  edit: Edit;
  problems: ReadonlyMap<string, string>;
  /** absent: the game draws no map to pick on */
  pickCell?: PickCell;
}) => {
  const numbers = new Set(part.numbers ?? []);
  const flags = new Set(part.flags ?? []);
  const many = new Set(part.many ?? []);
  const cells = new Set(part.cells ?? []);
  const groups = entryGroups(content, part);
  return (
    <table class="league-table pack-grid pack-entries" data-part={part.path}>
      <caption>{tx(part.title)}</caption>
      <FieldsHead first={lt('pack.edit.row')} fields={part.fields} />
      {groups.map(({ at, rows }) => {
        const group = listName(content, at);
        const problem = problems.get(at);
        return (
          <tbody key={at} data-entries={at}>
            <tr class="pack-entries-head">
              <th scope="rowgroup" colSpan={part.fields.length + 1}>
                {group}{' '}
                {part.one !== 'always' && !(part.one && rows.length) && (
                  <button
                    type="button"
                    class="secondary"
                    aria-label={lt(part.one ? 'pack.edit.putIn' : 'pack.edit.addEntryTo', { at: group })}
                    onClick={() => edit('', (c: unknown) => addEntry(c, part, at))}
                  >
                    {lt(part.one ? 'pack.edit.putInShort' : 'pack.edit.addEntry')}
                  </button>
                )}
                {problem && (
                  <small class="cell-problem" data-problem-of={at}>
                    {problem}
                  </small>
                )}
              </th>
            </tr>
            {rows.map(({ path, row }, i) => {
              const name = part.one ? group : `${group} ${i + 1}`;
              return (
                <tr key={path} data-row={path}>
                  <th scope="row">
                    {part.one ? '' : i + 1}{' '}
                    {part.one !== 'always' && (
                      <button
                        type="button"
                        class="secondary"
                        aria-label={lt('pack.edit.removeRowOf', { row: name })}
                        onClick={() => edit('', (c: unknown) => removeEntry(c, part, path))}
                      >
                        {lt('pack.edit.removeRow')}
                      </button>
                    )}
                  </th>
                  {part.fields.map((f) => {
                    const at = `${path}.${f}`;
                    const label = `${path} ${f}`;
                    const choices = part.choices?.[f] ?? refChoices(content, part, path, f);
                    return (
                      <td key={f}>
                        {many.has(f) ? (
                          <Names
                            names={namesAt(row, f)}
                            choices={choices ?? []}
                            label={label}
                            problem={problemAt(problems, at)}
                            add={(n) => edit('', (c: unknown) => withName(c, at, n))}
                            drop={(j) => edit('', (c: unknown) => withoutName(c, at, j))}
                          />
                        ) : (
                          <Cell
                            value={valueAt(row, f)}
                            number={numbers.has(f)}
                            flag={flags.has(f)}
                            choices={choices}
                            label={label}
                            problem={problems.get(at)}
                            onChange={(v) => edit(at, v)}
                          />
                        )}
                        {cells.has(f) && pickCell && (
                          <button
                            type="button"
                            class="secondary pick-cell"
                            aria-label={lt('pack.edit.pickOf', { what: `${name} ${f}` })}
                            onClick={() => pickCell(`${name} ${f}`, (cell) => edit(at, cell), at)}
                          >
                            ⌖
                          </button>
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        );
      })}
    </table>
  );
};

/** the lists a part's rows show: its own records and the lists its members choose from */
const watched = (part: EntriesPart): string[] => [
  rootOf(part.path),
  ...Object.values(part.refs ?? {}).flatMap((r) => (Array.isArray(r) ? r : [r as ListRef]).map((x) => rootOf(x.path))),
];

/** the entries, drawn again only when the records they show or choose from, or their problems, change */
export const PartEntries = memo(
  PartEntriesOf,
  (a, b) =>
    a.part === b.part &&
    a.problems === b.problems &&
    a.pickCell === b.pickCell &&
    watched(a.part).every((r) => valueAt(a.content, r) === valueAt(b.content, r)),
);

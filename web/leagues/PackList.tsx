import { expandPath, type PackPart, valueAt } from '../../rules/core/pack-kit.js';
import { tx } from '../i18n.js';
import { Cell, labelOf } from './pack-cells.js';

type ListPart = Extract<PackPart, { kind: 'list' }>;

/**
 * Counters or cards of a pack as a list (a part of kind 'list'): a row per record, labelled by the
 * part's `label` member and its place ('gb.42nd · armies.5.unitCards.5'), a cell per field. A cell
 * whose place a refused save named is marked invalid with the problem.
 */
export const PartList = ({
  part,
  content,
  edit,
  problems,
}: {
  part: ListPart;
  content: unknown;
  edit: (path: string, v: unknown) => void;
  problems: ReadonlyMap<string, string>;
}) => {
  const numbers = new Set(part.numbers ?? []);
  const rows = expandPath(content, part.path).flatMap((list) => {
    const items = valueAt(content, list);
    return Array.isArray(items) ? items.map((row, i) => ({ path: `${list}.${i}`, row })) : [];
  });
  return (
    <table class="league-table pack-grid pack-list" data-part={part.path} data-what={part.what}>
      <caption>{tx(part.title)}</caption>
      <thead>
        <tr>
          <th scope="col">{part.label}</th>
          {part.fields.map((f) => (
            <th scope="col" key={f}>
              {f}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ path, row }) => {
          const name = labelOf(valueAt(row, part.label));
          return (
            <tr key={path} data-row={path}>
              <th scope="row">
                {name} <span class="meta">{path}</span>
              </th>
              {part.fields.map((f) => (
                <td key={f}>
                  <Cell
                    value={valueAt(row, f)}
                    number={numbers.has(f)}
                    label={`${path} ${f}`}
                    problem={problems.get(`${path}.${f}`)}
                    onChange={(v) => edit(`${path}.${f}`, v)}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};

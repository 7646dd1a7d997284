/**
 * The list under the map painter's tool bar (PackMap.tsx) of the chosen tool's records that carry
 * members of their own, a row a record, a cell a field: a fort's name, garrison and Königsberg flag, a
 * road's or a river's name. A change is one step of the editor's undo, as a painted cell is.
 */
import { valueAt } from '../../rules/core/pack-kit.js';
import { tx } from '../i18n.js';
import type { PainterTools } from './PainterToolBar.js';
import { Cell } from './pack-cells.js';
import type { MapPart } from './pack-map-edits.js';
import { recordsOf } from './pack-map-records.js';
import { lt } from './strings.js';

export const PainterRecords = ({
  part,
  tools: t,
  content,
  edit,
}: {
  part: MapPart;
  tools: PainterTools;
  content: unknown;
  edit: (path: string, v: unknown) => unknown;
}) => {
  const got = recordsOf(content, part, t.tool, t.brushAt[t.tool] ?? 0, t.markList);
  if (!got) return null;
  const what = t.toolName(t.tool);
  if (!got.rows.length) return <p class="meta pack-records">{lt('pack.map.noRecords', { what })}</p>;
  return (
    <table class="league-table pack-grid pack-records" data-records={t.tool}>
      <caption>{lt('pack.map.records', { what })}</caption>
      <thead>
        <tr>
          <th scope="col">{lt('pack.map.where')}</th>
          {got.fields.map((f) => (
            <th scope="col" key={f.member}>
              {tx(f.title)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {got.rows.map((r) => (
          <tr key={r.path} data-row={r.path}>
            <th scope="row">{r.head}</th>
            {got.fields.map((f) => (
              <td key={f.member}>
                <Cell
                  value={valueAt(content, `${r.path}.${f.member}`)}
                  label={`${r.head} ${tx(f.title)}`}
                  number={f.kind === 'number'}
                  flag={f.kind === 'flag'}
                  onChange={(v) => edit(`${r.path}.${f.member}`, v)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
};

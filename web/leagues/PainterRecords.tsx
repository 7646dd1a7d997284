/**
 * The list under the map painter's tool bar (PackMap.tsx) of the chosen tool's records that carry
 * members of their own, a row a record, a cell a field: a fort's name, garrison and Königsberg flag, a
 * road's or a river's name; with the hexside tool, the names its hexsides carry (the rivers), each
 * renaming all of them. A change is one step of the editor's undo, as a painted cell is.
 */

const HexsideNames = ({
  hs,
  content,
  edit,
}: {
  hs: MapHexsides;
  content: unknown;
  edit: (path: string, v: unknown) => unknown;
}) => {
  const names = hexsideNames(content, hs);
  const rename = (from: string, to: string) => {
    const e = renameEdit(content, hs, from, to);
    if (e) edit(e.path, e.value);
  };
  if (!names.length) return null;
  return (
    <table class="league-table pack-grid pack-records" data-records="hexside">
      <caption>{lt('pack.map.hexsideNames')}</caption>
      <thead>
        <tr>
          <th scope="col">{lt('pack.map.hexsideCount')}</th>
          <th scope="col">{lt('pack.map.placeName')}</th>
        </tr>
      </thead>
      <tbody>
        {names.map((n) => (
          <tr key={n.name} data-row={n.name}>
            <th scope="row">{n.count}</th>
            <td>
              {/* renamed once typed (on leaving the field or Enter): a name part typed must not merge with another river's */}
              <input
                class="grid-cell"
                aria-label={lt('pack.map.rename', { name: n.name })}
                defaultValue={n.name}
                onBlur={(ev) => rename(n.name, ev.currentTarget.value)}
                onKeyDown={(ev) => {
                  if (ev.key === 'Enter') rename(n.name, ev.currentTarget.value);
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
import { type MapHexsides, valueAt } from '../../rules/core/pack-kit.js';
import { tx } from '../i18n.js';
import type { PainterTools } from './PainterToolBar.js';
import { Cell } from './pack-cells.js';
import type { MapPart } from './pack-map-edits.js';
import { fieldEdit, hexsideNames, recordsOf, renameEdit } from './pack-map-records.js';
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
  const hs = part.hexsides;
  if (t.tool === 'hexside' && hs?.name) return <HexsideNames hs={hs} content={content} edit={edit} />;
  const got = recordsOf(content, part, t.tool, t.brushAt[t.tool] ?? 0, t.markList);
  if (!got) return null;
  // a line tool is named by its brush (road, railway), any other by its own name
  const what = (t.tool.startsWith('line') && t.brushes[t.brushAt[t.tool] ?? 0]?.name) || t.toolName(t.tool);
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
                  onChange={(v) => {
                    const e = fieldEdit(content, r.path, f.member, v, got.bare);
                    if (e) edit(e.path, e.value);
                  }}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
};

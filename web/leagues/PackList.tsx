import { memo } from 'preact/compat';
import type { GridSpec, PieceView, StaticBoard } from '../../rules/core/board.js';
import {
  type CounterFace,
  cardOf,
  faceValues,
  listRows,
  lookUp,
  type ListPart,
  valueAt,
  withoutRow,
  withRowCopied,
} from '../../rules/core/pack-kit.js';
import { Counter } from '../board/Counter.js';
import { counterSize } from '../board/geometry.js';
import { sideColor } from '../board/style.js';
import { CardFace } from '../CardFace.js';
import { tx } from '../i18n.js';
import { useState } from 'preact/hooks';
import { Cell, FieldsHead, labelOf } from './pack-cells.js';
import {
  listName,
  placementsOf,
  placeRow,
  refChoices,
  removeRow,
  renameRow,
  rootOf,
  setupLists,
  unplace,
} from './pack-rows.js';
import type { PickCell } from './PackEntries.js';
import { lt } from './strings.js';

/** a counter's face drawn by the board's own counter component, from its record as the pack holds it now */
const Face = ({
  face,
  row,
  board,
  at = 0,
}: {
  face: CounterFace;
  row: unknown;
  board: StaticBoard | null;
  /** which face: 0 the front, 1 the reduced, 2 on the further ones (all but the front drawn reduced) */
  at?: number;
}) => {
  const reduced = at > 0;
  const grid: GridSpec = board?.grid ?? { kind: 'hex', orientation: 'flat', offset: 'even' };
  const side = face.side ? String(valueAt(row, face.side) ?? '') : null;
  const piece: PieceView = {
    id: 'preview',
    cell: '',
    side,
    label: labelOf(valueAt(row, face.label)),
    symbol: lookUp(face.symbol, row) ?? 'unknown',
    values: faceValues(face, row, at),
    ...(lookUp(face.size, row) ? { size: lookUp(face.size, row) } : {}),
    ...(reduced ? { reduced: true } : {}),
  };
  const size = counterSize(grid);
  const sides = Object.keys(board?.sideColors ?? {});
  const fill = side ? sideColor(side, board?.sideColors, sides) : '#d8d2bc';
  return (
    <svg
      class="counter-face"
      width={40}
      height={40}
      viewBox={`${-size * 0.6} ${-size * 0.6} ${size * 1.2} ${size * 1.2}`}
      aria-hidden="true"
    >
      <Counter piece={piece} size={size} fill={fill} grid={grid} />
    </svg>
  );
};

/** the list a row's place is in ('forces.x.aviation.2' → 'forces.x.aviation') */
const list = (row: string): string => row.slice(0, row.lastIndexOf('.'));
/** what a list's rows show: its records, the lists its members choose from, the set-up lists its records are placed in */
const watched = (part: ListPart): string[] => [
  rootOf(part.path),
  ...Object.values(part.refs ?? {}).map((r) => rootOf(r.path)),
  ...(part.ids?.setup?.lists ?? []).map(rootOf),
];

/** where a record is set up, each entry with a button taking it off; and a scenario and a hex to set it up in */
const Placing = ({
  part,
  content,
  row,
  name,
  edit,
  pickCell,
  showSetup,
}: {
  part: ListPart;
  content: unknown;
  row: string;
  name: string;
  edit: (path: string, v: unknown) => void;
  pickCell?: PickCell;
  /** the scenario chosen here is the one whose set-up the map shows */
  showSetup?: (list: string) => void;
}) => {
  const lists = setupLists(content, part, row);
  const placed = placementsOf(content, part, row);
  const [list, setList] = useState(lists[0] ?? '');
  const [hex, setHex] = useState('');
  if (!lists.length) return null;
  return (
    <details class="placing" data-placing={row}>
      <summary>{placed.length ? lt('pack.edit.placed', { n: placed.length }) : lt('pack.edit.notPlaced')}</summary>
      <ul>
        {placed.map((p) => (
          <li key={`${p.list}.${p.i}`}>
            {listName(content, p.list)}: {p.hex}{' '}
            <button
              type="button"
              class="secondary"
              aria-label={lt('pack.edit.unplaceOf', { row: name, list: listName(content, p.list), hex: p.hex })}
              onClick={() => edit('', unplace(content, p.list, p.i))}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <select
        aria-label={lt('pack.edit.placeIn', { row: name })}
        value={list}
        onChange={(e) => {
          setList(e.currentTarget.value);
          showSetup?.(e.currentTarget.value);
        }}
      >
        {lists.map((l) => (
          <option key={l} value={l}>
            {listName(content, l)}
          </option>
        ))}
      </select>{' '}
      <input
        class="grid-cell"
        aria-label={lt('pack.edit.placeHex', { row: name })}
        value={hex}
        onInput={(e) => setHex(e.currentTarget.value)}
      />{' '}
      <button
        type="button"
        class="secondary"
        aria-label={lt('pack.edit.placeOf', { row: name })}
        disabled={!hex.trim() || !lists.includes(list)}
        onClick={() => edit('', placeRow(content, part, row, list, hex))}
      >
        {lt('pack.edit.place')}
      </button>
      {pickCell && (
        <>
          {' '}
          <button
            type="button"
            class="secondary pick-cell"
            aria-label={lt('pack.edit.placePick', { row: name })}
            disabled={!lists.includes(list)}
            onClick={() =>
              pickCell(
                `${name} · ${listName(content, list)}`,
                (cell) => {
                  setHex(cell);
                  edit('', (c: unknown) => placeRow(c, part, row, list, cell));
                },
                list,
              )
            }
          >
            ⌖
          </button>
        </>
      )}
    </details>
  );
};

/**
 * Counters or cards of a pack as a list (a part of kind 'list'): a row per record, labelled by the
 * part's `label` member and its place ('gb.42nd · armies.5.unitCards.5'), a cell per field. A cell
 * whose place a refused save named is marked invalid with the problem.
 */
const PartListOf = ({
  part,
  content,
  edit,
  problems,
  board = null,
  pickCell,
  showSetup,
}: {
  part: ListPart;
  /** the set-up list chosen in a row: the map shows its scenario's set-up */
  showSetup?: (list: string) => void;
  /** asks the map for a set-up hex (absent: the game draws no map) */
  pickCell?: PickCell;
  /** the board whose colours and grid the counter faces take (none: a neutral colour) */
  board?: StaticBoard | null;
  content: unknown;
  edit: (path: string, v: unknown) => void;
  problems: ReadonlyMap<string, string>;
}) => {
  const rows = listRows(content, part);
  // a column holding a number in any row is a number in every row: a value emptied while typing stays a number field
  const numbers = new Set([
    ...(part.numbers ?? []),
    ...part.fields.filter((f) => rows.some((r) => typeof valueAt(r.row, f) === 'number')),
  ]);
  const flags = new Set(part.flags ?? []);
  // why the last rename or removal in this list was refused, in words naming the places
  const [note, setNote] = useState<string | null>(null);
  const done = (r: ReturnType<typeof renameRow>, name: string, id: string): boolean => {
    if (r.ok) {
      setNote(null);
      if (r.content !== content) edit('', r.content);
      return true;
    }
    const at = r.at.join(', ');
    setNote(
      r.code === 'named'
        ? lt('pack.edit.named', { row: name, at })
        : lt(r.code === 'id-taken' ? 'pack.edit.idTaken' : 'pack.edit.idEmpty', { row: name, id, at }),
    );
    return false;
  };
  return (
    <table class="league-table pack-grid pack-list" data-part={part.path} data-what={part.what}>
      <caption>
        {tx(part.title)}
        {note && (
          <span class="pack-row-note" role="alert">
            {note}
          </span>
        )}
      </caption>
      <FieldsHead first={part.label} fields={part.fields} />
      <tbody>
        {rows.map(({ path, row }) => {
          const name = labelOf(valueAt(row, part.label));
          return (
            <tr key={path} data-row={path}>
              <th scope="row">
                {part.face && (
                  <span class="faces" data-face={path}>
                    <Face face={part.face} row={row} board={board} />
                    {[part.face.reduced, ...(part.face.further ?? [])].map(
                      (values, i) =>
                        values &&
                        faceValues(part.face!, row, i + 1).length > 0 && (
                          <Face key={i} face={part.face!} row={row} board={board} at={i + 1} />
                        ),
                    )}
                  </span>
                )}
                {part.card && (
                  <span class="card-face pack-card" data-card={path}>
                    <CardFace card={cardOf(part.card, row)} />
                  </span>
                )}
                {part.ids ? (
                  <input
                    class="grid-cell row-id"
                    aria-label={lt('pack.edit.idOf', { row: name })}
                    value={name}
                    onChange={(e) => {
                      const el = e.currentTarget;
                      if (!done(renameRow(content, part, path, el.value), name, el.value.trim())) el.value = name;
                    }}
                  />
                ) : (
                  name
                )}{' '}
                <span class="meta">{path}</span>
                {part.rows && (
                  <span class="row-actions">
                    <button
                      type="button"
                      class="secondary"
                      aria-label={lt('pack.edit.copyRowOf', { row: name })}
                      onClick={() => edit(list(path), valueAt(withRowCopied(content, path, part.rows!.id), list(path)))}
                    >
                      {lt('pack.edit.copyRow')}
                    </button>
                    <button
                      type="button"
                      class="secondary"
                      aria-label={lt('pack.edit.removeRowOf', { row: name })}
                      onClick={() =>
                        part.ids
                          ? done(removeRow(content, part, path), name, name)
                          : edit(list(path), valueAt(withoutRow(content, path), list(path)))
                      }
                    >
                      {lt('pack.edit.removeRow')}
                    </button>
                  </span>
                )}
                {part.ids?.setup && (
                  <Placing
                    part={part}
                    content={content}
                    row={path}
                    name={name}
                    edit={edit}
                    pickCell={pickCell}
                    showSetup={showSetup}
                  />
                )}
              </th>
              {part.fields.map((f) => (
                <td key={f}>
                  <Cell
                    value={valueAt(row, f)}
                    number={numbers.has(f)}
                    flag={flags.has(f)}
                    choices={part.choices?.[f] ?? refChoices(content, part, path, f)}
                    colour={part.colours?.includes(f)}
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

/** the list, drawn again only when the records under its path (up to its first `*`) or its problems change */
export const PartList = memo(
  PartListOf,
  (a, b) =>
    a.part === b.part &&
    a.problems === b.problems &&
    a.board === b.board &&
    a.pickCell === b.pickCell &&
    a.showSetup === b.showSetup &&
    watched(a.part).every((r) => valueAt(a.content, r) === valueAt(b.content, r)),
);

import { useEffect, useState } from 'preact/hooks';
import { type PackPart, type PackProblem, partRows, valueAt, withValueAt } from '../../rules/core/pack-kit.js';
import { api, type ClubPackAnswer } from '../api.js';
import { fill, tx } from '../i18n.js';
import { ErrorNote, Loading } from '../Notice.js';
import { type ClubPack, errorText, PackProblems, problemsOf } from './pack-problems.js';

const S = {
  title: { pl: 'Tabele pakietu', en: "The pack's tables" },
  none: {
    pl: 'Ta gra nie ma tabel do edycji w siatce; edytuj plik JSON.',
    en: 'This game has no tables to edit as grids; edit the JSON file.',
  },
  undo: { pl: 'Cofnij', en: 'Undo' },
  save: { pl: 'Zapisz jako nową wersję', en: 'Save as a new version' },
  close: { pl: 'Zamknij', en: 'Close' },
  changed: { pl: 'zmienione komórki: {n}', en: 'cells changed: {n}' },
  row: { pl: 'wiersz', en: 'row' },
} as const;

/** a label as the pack writes it: a text, a number, a pair ([7, 1] → 7:1) or a record with a label */
const labelOf = (v: unknown): string =>
  Array.isArray(v)
    ? v.join(':')
    : v && typeof v === 'object' && 'label' in v
      ? String((v as { label: unknown }).label)
      : String(v ?? '');

/** one cell's input, by the kind of value it holds (a number may be none: an empty field) */
const Cell = ({ value, label, onChange }: { value: unknown; label: string; onChange: (v: unknown) => void }) =>
  typeof value === 'boolean' ? (
    <input type="checkbox" aria-label={label} checked={value} onChange={(e) => onChange(e.currentTarget.checked)} />
  ) : typeof value === 'number' || value === null ? (
    <input
      type="number"
      class="grid-cell"
      aria-label={label}
      value={value === null ? '' : value}
      onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
    />
  ) : (
    <input
      class="grid-cell"
      aria-label={label}
      value={String(value ?? '')}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );

const PartGrid = ({
  part,
  content,
  edit,
}: {
  part: PackPart;
  content: unknown;
  edit: (path: string, v: unknown) => void;
}) => {
  const rows = partRows(content, part);
  const columns =
    part.kind === 'table'
      ? part.columns.map((c) => ({ key: c, label: c }))
      : (
          (part.columnLabels ? (valueAt(content, part.columnLabels) as unknown[]) : null) ??
          (rows[0]?.row as unknown[]) ??
          []
        ).map((c, j) => ({ key: String(j), label: part.columnLabels ? labelOf(c) : String(j + 1) }));
  const rowLabel = ({ key, row }: { key: string; row: unknown }, i: number) =>
    part.kind === 'table'
      ? part.rowLabel
        ? labelOf(valueAt(row, part.rowLabel))
        : key
      : (part.rowLabels?.[i] ?? String(i + 1));
  return (
    <table class="league-table pack-grid" data-part={part.path}>
      <caption>{tx(part.title)}</caption>
      <thead>
        <tr>
          <th scope="col">{tx(S.row)}</th>
          {columns.map((c) => (
            <th scope="col" key={c.key}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={r.key}>
            <th scope="row">{rowLabel(r, i)}</th>
            {columns.map((c) => (
              <td key={c.key}>
                <Cell
                  value={valueAt(r.row, c.key)}
                  label={`${rowLabel(r, i)} ${c.label}`}
                  onChange={(v) => edit(`${part.path}.${r.key}.${c.key}`, v)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/** A pack's tables as grids (the parts its game declares): edit cells, undo, save as the next version. */
export const PackTables = ({
  clubId,
  pack,
  onSaved,
  onClose,
}: {
  clubId: string;
  pack: ClubPack;
  onSaved: () => void;
  onClose: () => void;
}) => {
  const url = `/api/clubs/${encodeURIComponent(clubId)}/packs/${encodeURIComponent(pack.packId)}`;
  const [loaded, setLoaded] = useState<ClubPackAnswer | null>(null);
  const [content, setContent] = useState<unknown>(null);
  const [history, setHistory] = useState<unknown[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<PackProblem[]>([]);
  useEffect(() => {
    api<ClubPackAnswer>('GET', url).then(
      (r) => {
        setLoaded(r);
        setContent(r.content);
        setHistory([]);
      },
      (e) => setError(errorText(e)),
    );
  }, [url, pack.version]);
  const edit = (path: string, v: unknown) => {
    setHistory((h) => [...h, content]);
    setContent(withValueAt(content, path, v));
  };
  const undo = () => {
    setContent(history[history.length - 1]);
    setHistory((h) => h.slice(0, -1));
  };
  const save = async () => {
    setError(null);
    setProblems([]);
    try {
      await api('PUT', url, { name: pack.name, provenance: pack.provenance, content, expectedVersion: pack.version });
      onSaved();
    } catch (e) {
      setProblems(problemsOf(e));
      setError(errorText(e));
    }
  };
  if (!loaded) return error ? <ErrorNote error={error} /> : <Loading />;
  return (
    <section class="pack-tables" aria-labelledby="h-pack-tables">
      <h3 id="h-pack-tables">
        {tx(S.title)}: {pack.name} v{pack.version}
      </h3>
      <ErrorNote error={error} />
      <PackProblems problems={problems} />
      {loaded.parts.length === 0 && <p>{tx(S.none)}</p>}
      {loaded.parts.map((part) => (
        <PartGrid key={part.path} part={part} content={content} edit={edit} />
      ))}
      <p class="row-actions">
        <span class="meta">{fill(tx(S.changed), { n: history.length })}</span>
        <button type="button" class="secondary" disabled={!history.length} onClick={undo}>
          {tx(S.undo)}
        </button>
        <button type="button" disabled={!history.length} onClick={save}>
          {tx(S.save)}
        </button>
        <button type="button" class="secondary" onClick={onClose}>
          {tx(S.close)}
        </button>
      </p>
    </section>
  );
};

import { memo } from 'preact/compat';
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  dottedPath,
  type PackPart,
  type PackProblem,
  partRows,
  valueAt,
  withValueAt,
} from '../../rules/core/pack-kit.js';
import type { PackCheckAnswer } from '../../functions/api/answers.js';
import { api, type ClubPackAnswer } from '../api.js';
import { tx } from '../i18n.js';
import { lt } from './strings.js';
import { ErrorNote, Loading } from '../Notice.js';
import { Cell, labelOf } from './pack-cells.js';
import { type PickCell, PartEntries } from './PackEntries.js';
import { PartList } from './PackList.js';
import { PartMap } from './PackMap.js';
import { PartSections } from './PackSections.js';
import { scenarioOf, setupMarks, setupScenarios } from './pack-setup-marks.js';
import { st } from './setup-strings.js';
import { type ClubPack, errorText, PackProblems, problemsOf } from './pack-problems.js';

const PartGridOf = ({
  part,
  content,
  edit,
  problems,
}: {
  part: Extract<PackPart, { kind: 'table' | 'grid' }>;
  content: unknown;
  edit: (path: string, v: unknown) => void;
  problems: ReadonlyMap<string, string>;
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
  // a column holding a number in any row stays a number field when a value is emptied while typing
  const numeric = new Set(
    columns.filter((c) => rows.some((r) => typeof valueAt(r.row, c.key) === 'number')).map((c) => c.key),
  );
  // a column holding none as null in any row (a terrain never entered): a number emptied there is null too
  const nullable = new Set(columns.filter((c) => rows.some((r) => valueAt(r.row, c.key) === null)).map((c) => c.key));
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
          <th scope="col">{lt('pack.edit.row')}</th>
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
                  number={numeric.has(c.key)}
                  nullable={nullable.has(c.key)}
                  label={`${rowLabel(r, i)} ${c.label}`}
                  problem={problems.get(`${part.path}.${r.key}.${c.key}`)}
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

/** a grid drawn again only when its rows, its column labels or its problems change (not on every edit elsewhere) */
const PartGrid = memo(
  PartGridOf,
  (a, b) =>
    a.part === b.part &&
    a.problems === b.problems &&
    [a.part.path, a.part.kind === 'grid' ? a.part.columnLabels : undefined].every(
      (r) => r === undefined || valueAt(a.content, r) === valueAt(b.content, r),
    ),
);

/**
 * A pack's editor: the parts its game declares (pack-kit.ts) as grids, lists of counters and cards and
 * a painted map; every change can be undone, and saving makes the next version, checked like an upload.
 */
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
  // the schema's problems of the pack as edited, asked for after each change (none: passes the schema)
  const [live, setLive] = useState<PackProblem[] | null>(null);
  const asked = useRef(0);
  const [mapAt, setMapAt] = useState(0);
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
  // edits read the content of the last change, not of the last render: a stroke makes several before a render
  const now = useRef<unknown>(null);
  now.current = content;
  /** a change at `path`; `join`: part of the step before it (a brush stroke's later cells), one undo for both */
  // a refused save's problems (else the check's while typing), by the place each names, so the cell there
  // is marked (the same map until they change, so a part whose content did not change is not drawn again)
  const at = useMemo(
    () => new Map((problems.length ? problems : (live ?? [])).map((p) => [dottedPath(p.path), p.message])),
    [problems, live],
  );
  // checked as typed: 300 ms after the last change the schema judges the pack (an answer for an older
  // content is dropped); the save still runs the whole check, the game's random play included
  useEffect(() => {
    const n = ++asked.current;
    // a refused save's problems hold until the pack is changed again
    setProblems((p) => (p.length ? [] : p));
    if (!history.length) return setLive(null);
    const timer = setTimeout(() => {
      api<PackCheckAnswer>('POST', `${url}/check`, { content }).then(
        (r) => {
          if (n === asked.current) setLive(r.errors);
        },
        () => undefined,
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [content]);
  // the text field (and its path) that made the last change: a run of keystrokes in one field is one
  // step of undo, until the field loses focus or the step is undone
  const typing = useRef<{ field: HTMLInputElement; path: string } | null>(null);
  const edit = (path: string, v: unknown, join = false) => {
    const before = now.current;
    const el = document.activeElement;
    const field = el instanceof HTMLInputElement && el.type !== 'checkbox' && el.type !== 'radio' ? el : null;
    const same = !!field && typing.current?.field === field && typing.current.path === path;
    typing.current = field && !join ? { field, path } : null;
    if (!join && !same) setHistory((h) => [...h, before]);
    // '' is the whole pack: a rename or a removal changes several places at once, one step of undo; a
    // function (never a pack's value, which is JSON) is given the value as it is now (a pick's late answer)
    const value = typeof v === 'function' ? (v as (was: unknown) => unknown)(valueAt(before, path)) : v;
    now.current = path === '' ? value : withValueAt(before, path, value);
    setContent(now.current);
    return now.current;
  };
  // a cell asked of the map (a unit's set-up hex, a reinforcement's): the map's next click answers it,
  // and the focus goes back to the field's button; `map`: the index of the map it is picked on (its
  // scenario's, in a pack of several), null: whichever is shown
  const [pick, setPick] = useState<{
    what: string;
    done: (cell: string) => void;
    from: Element | null;
    map: number | null;
  } | null>(null);
  // the scenario whose set-up the map shows: chosen above the map, or in a row's set-up (its pick too)
  const [shown, setShown] = useState<string | null>(null);
  const showSetup = useCallback((list: string) => setShown(scenarioOf(list)), []);
  // what a pick asked from a row needs of this render (the callback stays the same, so rows are not drawn again)
  const pickTo = useRef<(at: string) => { scenario: string | null; map: number | null }>(() => ({
    scenario: null,
    map: null,
  }));
  const pickCell = useCallback<PickCell>((what, done, at) => {
    const to = at ? pickTo.current(at) : { scenario: null, map: null };
    if (to.scenario) setShown(to.scenario);
    if (to.map !== null) setMapAt(to.map);
    setPick({ what, done, from: document.activeElement, map: to.map });
  }, []);
  const picked = (cell: string | null) => {
    if (!pick) return;
    setPick(null);
    if (cell) pick.done(cell);
    if (pick.from instanceof HTMLElement) pick.from.focus();
  };
  const undo = () => {
    typing.current = null;
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
  /** the map parts (a pack of several maps: one painted at a time) */
  const maps = (loaded?.parts ?? []).filter((p) => p.kind === 'map');
  const parts = loaded?.parts ?? [];
  const scenarios = useMemo(() => (maps.length ? setupScenarios(content, parts) : []), [content, loaded]);
  const scenario = shown ?? scenarios[0] ?? '';
  const setup = useMemo(() => (scenario ? setupMarks(content, parts, scenario) : []), [content, loaded, scenario]);
  /** the map drawn for a scenario (Wojna's two: each its own), -1: none of its own (a pack of one map) */
  const mapFor = (sc: string): number => {
    const id = valueAt(content, `${sc}.id`);
    return maps.length < 2
      ? -1
      : maps.findIndex((m) => m.kind === 'map' && m.scenario !== undefined && m.scenario === id);
  };
  // a map drawn for one scenario (Wojna's two) is shown when its scenario's set-up is
  const mapOf = scenario ? mapFor(scenario) : -1;
  pickTo.current = (at) => {
    const sc = scenarioOf(at);
    const map = mapFor(sc);
    return { scenario: scenarios.includes(sc) ? sc : null, map: map >= 0 ? map : null };
  };
  /** the map a pick is answered on, when it is not the one shown */
  const pickElsewhere = pick && pick.map !== null && pick.map !== mapAt ? maps[pick.map] : null;
  useEffect(() => {
    if (mapOf >= 0) setMapAt(mapOf);
  }, [mapOf]);
  if (!loaded) return error ? <ErrorNote error={error} /> : <Loading />;
  /** what a list and an entries part both take to edit their rows */
  const editing = { content, edit, problems: at, pickCell: maps.length ? pickCell : undefined };
  return (
    <section
      class="pack-tables"
      aria-labelledby="h-pack-tables"
      onFocusOut={() => {
        typing.current = null;
      }}
    >
      <h3 id="h-pack-tables">
        {lt('pack.edit.title')}: {pack.name} v{pack.version}
      </h3>
      <ErrorNote error={error} />
      <PackProblems problems={problems} />
      {live !== null && !problems.length && (
        <p class="meta" role="status" data-live-problems={live.length}>
          {lt('pack.edit.checked', { n: live.length })}
        </p>
      )}
      {loaded.parts.length === 0 && <p>{lt('pack.edit.none')}</p>}
      {maps.length > 1 && (
        <fieldset class="brushes pack-maps">
          <legend>{lt('pack.edit.maps')}</legend>
          {maps.map((m, i) => (
            <label key={m.path} data-map={m.path}>
              <input type="radio" name="pack-map" checked={mapAt === i} onChange={() => setMapAt(i)} /> {tx(m.title)}
            </label>
          ))}
        </fieldset>
      )}
      {pick && pickElsewhere && (
        <p class="pack-pick" role="status" data-pick={pick.what} data-pick-map={pickElsewhere.path}>
          {lt('pack.map.pickOn', { what: pick.what, map: tx(pickElsewhere.title) })}{' '}
          <button type="button" onClick={() => pick.map !== null && setMapAt(pick.map)}>
            {lt('pack.map.pickShow', { map: tx(pickElsewhere.title) })}
          </button>{' '}
          <button type="button" class="secondary" onClick={() => picked(null)}>
            {lt('pack.map.pickCancel')}
          </button>
        </p>
      )}
      {scenarios.length > 0 && (
        <p class="pack-setup-shown">
          <label>
            {st('shown')}{' '}
            <select value={scenario} onChange={(e) => setShown(e.currentTarget.value || null)}>
              {scenarios.map((s) => (
                <option key={s} value={s}>
                  {String(valueAt(content, `${s}.id`) ?? s)}
                </option>
              ))}
            </select>
          </label>{' '}
          <span class="meta" data-setup-count={new Set(setup.map((m) => m.hex)).size}>
            {st('count', { n: new Set(setup.map((m) => m.hex)).size })}
          </span>
        </p>
      )}
      {loaded.parts.map((part) =>
        part.kind === 'map' && part !== maps[mapAt] ? null : part.kind === 'list' ? (
          <PartList key={part.path} part={part} {...editing} board={loaded.board} showSetup={showSetup} />
        ) : part.kind === 'entries' ? (
          <PartEntries key={part.path} part={part} {...editing} />
        ) : part.kind === 'map' ? (
          (loaded.boards?.[part.path] ?? loaded.board) && (
            <PartMap
              key={part.path}
              part={part}
              board={(loaded.boards?.[part.path] ?? loaded.board)!}
              content={content}
              edit={edit}
              pick={pick && (pick.map === null || maps[pick.map] === part) ? { what: pick.what, done: picked } : null}
              setup={mapOf < 0 || part === maps[mapOf] ? setup : []}
            />
          )
        ) : part.kind === 'sections' ? (
          loaded.board && (
            <PartSections key={part.path} part={part} board={loaded.board} content={content} edit={edit} />
          )
        ) : (
          <PartGrid key={part.path} part={part} content={content} edit={edit} problems={at} />
        ),
      )}
      <p class="row-actions">
        <span class="meta">{lt('pack.edit.changed', { n: history.length })}</span>
        <button type="button" class="secondary" disabled={!history.length} onClick={undo}>
          {lt('pack.edit.undo')}
        </button>
        <button type="button" disabled={!history.length} onClick={save}>
          {lt('pack.edit.save')}
        </button>
        <button type="button" class="secondary" onClick={onClose}>
          {lt('pack.edit.close')}
        </button>
      </p>
    </section>
  );
};

/**
 * What every game does with its pack, once: check it against the game's zod schema (every problem
 * with its path, by core's one formatter), stop the module at load when the pack it ships is broken,
 * and list the pack's scenarios in the contract's terms.
 */
import type { GameModule, ScenarioInfo, Side } from './contract.js';
import type { CardFace, CounterFace } from './pack-faces.js';
import { expandPath, valueAt } from './pack-paths.js';
import type { Text } from './text.js';
import type { MapEdges, MapHexsides, MapLines, MapMarks, MapPlaces } from './pack-map-parts.js';
import { formatPath } from './zod-path.js';

export * from './pack-faces.js';
export * from './pack-map-parts.js';
export * from './pack-paths.js';

export interface PackProblem {
  /** where in the pack, e.g. "map.hexes[12].terrain" */
  path: string;
  message: string;
}
export type PackResult<P> = { ok: true; pack: P } | { ok: false; errors: PackProblem[] };

/** What parsePackWith needs of a zod schema (structural, so a schema whose input differs from its output fits). */
export interface PackSchema<P> {
  safeParse(raw: unknown): { success: true; data: P } | { success: false; error: { issues: PackIssue[] } };
}

/** what parsePackWith reads of a zod issue: an unknown enum value also names what it got and what it takes */
interface PackIssue {
  path: PropertyKey[];
  message: string;
  code?: string;
  received?: unknown;
  options?: readonly unknown[];
}

/**
 * An issue in the words a club director needs: an unknown value names the field, the value and the
 * choices (`unknown terrain 'swamp', expected one of clear, forest, …`); anything else as zod says it.
 */
const packMessage = (i: PackIssue): string => {
  if (i.code !== 'invalid_enum_value' || !i.options) return i.message;
  const field = [...i.path].reverse().find((p) => typeof p === 'string') ?? 'value';
  return `unknown ${String(field)} '${String(i.received)}', expected one of ${i.options.join(', ')}`;
};

/** A raw pack checked against `schema`: the parsed pack, or every problem by path. */
export const parsePackWith = <P>(schema: PackSchema<P>, raw: unknown): PackResult<P> => {
  const r = schema.safeParse(raw);
  if (r.success) return { ok: true, pack: r.data };
  return { ok: false, errors: r.error.issues.map((i) => ({ path: formatPath(i.path), message: packMessage(i) })) };
};

/** The pack a module ships, validated when it loads: a broken one stops the module, naming every problem. */
export const shippedPack = <P>(game: string, r: PackResult<P>): P => {
  if (!r.ok) throw new Error(`${game} pack invalid: ${r.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
  return r.pack;
};

/** The contract's scenario list from a pack's scenarios, each seating `sides` and lasting `length(scenario)`. */
export const scenarioInfos = <S extends { id: string; title: Text; description: Text }>(
  scenarios: readonly S[],
  sides: readonly Side[],
  length: (scenario: S) => Text,
): ScenarioInfo[] =>
  scenarios.map((sc) => ({ id: sc.id, title: sc.title, description: sc.description, length: length(sc), sides }));

/**
 * What a game declares so a club can play it on its own pack (issue 20): how a raw pack is checked
 * (schema and cross-checks, every problem by path), the module built from a checked pack, our own
 * pack as the documented example, and the scenario whose random game proves a pack playable (the
 * shortest one). The platform has no game-specific code beyond this.
 */
export interface PackKit<P = unknown> {
  game: string;
  parse(raw: unknown): PackResult<P>;
  create(pack: P): GameModule<any, any>;
  /** our shipped pack, as parsed */
  shipped(): P;
  /** the scenario a random game of a new pack is played in before the pack is accepted */
  shortest: string;
  /** the parts of the pack the editor shows as grids (none: the pack is edited as a file only) */
  parts?: readonly PackPart[];
}

/** the members of a part edited in rows of records (a list's counters or cards, a scenario's entries) */
interface RowMembers {
  path: string;
  title: Text;
  /** the members edited */
  fields: readonly string[];
  /** those of `fields` that are numbers a record may leave out (an empty field) */
  numbers?: readonly string[];
  /** yes/no members held as `true` and left out when off (Wojna's strength that counts in defence only, 14.10) */
  flags?: readonly string[];
  /** members whose value is one of a fixed list, chosen from it (a transport's kind, a formation's) */
  choices?: Readonly<Record<string, readonly string[]>>;
}

/**
 * A part of a pack the browser's editor shows as a grid, declared by the game so the editor needs no
 * code of its own per game. Paths are dotted member names from the pack's root ('tables.melee.rows');
 * a cell is a number (null: none, e.g. terrain a unit may not enter), a yes/no or a short text.
 */
export type PackPart =
  /**
   * records, a row each: a list, each row labelled by its record's `rowLabel` member, or an object of
   * records keyed by name (a terrain effects table), each row labelled by its key; `columns` are paths inside a record
   */
  | { kind: 'table'; path: string; title: Text; rowLabel?: string; columns: readonly string[] }
  /** a printed grid (rows of cells), rows labelled `rowLabels`, columns by the list at `columnLabels` (strings, or records with a `label`) */
  | { kind: 'grid'; path: string; title: Text; rowLabels?: readonly string[]; columnLabels?: string }
  /**
   * counters or cards: a list of records, a row each, labelled by their `label` member; `path` may hold
   * `*` for every item of a list on the way ('armies.*.units': the units of every army). `fields` are
   * the members edited; those in `numbers` are numbers that a record may leave out (an empty field).
   * A field holding a text in both languages is edited as two.
   */
  | (RowMembers & {
      kind: 'list';
      what: 'counters' | 'cards';
      label: string;
      /** members holding a colour ('#1f5fbf'), picked with the browser's colour chooser (an Olszynka formation's circle) */
      colours?: readonly string[];
      /**
       * records may be added, each a copy of a row put after it with its member `id` made unique in the
       * pack, and removed (Wojna's squadrons and transports, which need no place on the map)
       */
      rows?: { id: string };
      /**
       * members naming a record of another list, chosen from that list (a Wojna unit's formation: an HQ
       * of its own counter mix; an Olszynka unit's division: a formation of kind 'division')
       */
      refs?: Readonly<Record<string, ListRef>>;
      /** the records' ids, edited: renamed wherever the pack names them, a clash refused; and where a record is set up */
      ids?: RecordIds;
      /** counters: how a record's face is drawn, the board's way (its counter component) */
      face?: CounterFace;
      /** cards: how a record's card is drawn, as the play page draws a card in hand */
      card?: CardFace;
    })
  /**
   * the map, painted: `path` is the list of hexes (or squares), each with its `id` member (the board's
   * cell label) and its `terrain` member, one of `terrains` (absent: the terrains the board's legend
   * names); or, with `cells: 'record'`, an object from cell label to terrain whose unlisted cells have
   * the terrain at `fallback`. The editor draws the board of the kit's shortest scenario and paints the
   * pack's cells in it, and adds or takes away the hexsides, lines and places declared beside it.
   */
  | {
      kind: 'map';
      path: string;
      title: Text;
      id: string;
      terrain: string;
      terrains?: readonly string[];
      cells?: 'list' | 'record';
      fallback?: string;
      hexsides?: MapHexsides;
      lines?: readonly MapLines[];
      places?: MapPlaces;
      marks?: readonly MapMarks[];
      /** further lists of hexsides, each a tool of its own (bridges that are records apart, navigable rivers) */
      edges?: readonly MapEdges[];
      /** the scenario whose board is drawn (absent: the kit's shortest); a pack of several maps has a part each */
      scenario?: string;
    }
  /**
   * a scenario's entries (reinforcements, arrivals) or a record held once per scenario, or once (a
   * special rule of a scenario, the marker pools), edited in rows: `path` names lists (`*` every item on
   * the way), a row per record, added with the members of `fresh` and removed; with `one`, records, a
   * row each: 'optional' ones (a special rule a scenario may leave out) added with `fresh` or taken away
   * whole, 'always' ones only edited. `fields`, `numbers`, `flags` and `choices` as a list's; `refs`
   * members name a record of one of the lists given; `many` members hold a list of such names (a
   * reinforcement's pieces); `cells` members a cell's label, typed or picked by a click on the map.
   */
  | (RowMembers & {
      kind: 'entries';
      refs?: Readonly<Record<string, ListRef | readonly ListRef[]>>;
      /** `$` in a ref's path: this member of the record at the part's first `*` (a Wojna scenario's counter mix), not its key */
      scope?: string;
      many?: readonly string[];
      cells?: readonly string[];
      fresh?: Readonly<Record<string, unknown>>;
      one?: 'optional' | 'always';
    })
  /**
   * map sections of square cells (Manoeuvre's), painted one by one: `path` is the list of sections, each
   * labelled by its `label` member, its cells the characters of the texts at its `rows` member (north
   * row first), each character the `code` of a terrain in the list at `codes` (named by its `terrain` member)
   */
  | {
      kind: 'sections';
      path: string;
      title: Text;
      label: string;
      rows: string;
      codes: string;
      code: string;
      terrain: string;
    };

/** a list part: counters or cards, a row each (the pack editor's list views and their helpers) */
export type ListPart = Extract<PackPart, { kind: 'list' }>;

/**
 * A member naming a record of another list: its choices are the values of member `id` of the records
 * at `path` (a list; `$` stands for the row's own key at its part's first `*`, the counter mix it is
 * in) that hold every member of `where`. `none`: the member may be left out (an empty choice).
 */
export interface ListRef {
  path: string;
  /** absent: the choices are the keys of the object at `path` (a map's regions by name) */
  id?: string;
  where?: Readonly<Record<string, unknown>>;
  none?: boolean;
}

/**
 * How a list's records are named elsewhere in the pack, so the editor can rename an id everywhere,
 * refuse a clash, set a new record up and remove one with its set-up entries.
 */
export interface RecordIds {
  /** the member holding the id */
  member: string;
  /**
   * the values that name a record ('scenarios.*.setup.*.piece'; `*` every item, `$` the row's own key);
   * with `scope`, a place under a record of the first `*` whose member `scope` names another key is not
   * this row's (a Wojna scenario playing another counter mix)
   */
  named: readonly string[];
  scope?: string;
  /** lists (`$` as above) whose records' ids a renamed id must not take: ids the game keeps unique across them */
  unique: readonly string[];
  /**
   * the set-up lists (`*` every scenario; `scope` as above; several when a scenario's later readings hold
   * set-ups of their own), each entry naming a record by `piece` and its cell by `hex`, a new entry
   * starting with `adds` (an Olszynka unit's facing); removing a record removes its entries there
   */
  setup?: { lists: readonly string[]; piece: string; hex: string; adds?: Readonly<Record<string, unknown>> };
}

/** the rows of a part, each with its key in the path ('3' in a list, the member's name in an object of records) */
export const partRows = (root: unknown, part: PackPart): { key: string; row: unknown }[] => {
  const rows = valueAt(root, part.path);
  if (Array.isArray(rows)) return rows.map((row, i) => ({ key: String(i), row }));
  if (part.kind === 'table' && rows !== null && typeof rows === 'object')
    return Object.entries(rows).map(([key, row]) => ({ key, row }));
  return [];
};

/** a list part's records, a row each with its place in the pack ('forces.exercise-1920.units.3'): the rows the editor lists */
export const listRows = (root: unknown, part: { path: string }): { path: string; row: unknown }[] =>
  expandPath(root, part.path).flatMap((list) => {
    const items = valueAt(root, list);
    return Array.isArray(items) ? items.map((row, i) => ({ path: `${list}.${i}`, row })) : [];
  });

import { describe, expect, it } from 'vitest';
import { SeededDice } from './core/dice.js';
import { brushesOf, cardOf, faceValues, lookUp, markedCells, markLists, partRows } from './core/pack-kit.js';
import { dottedPath, expandPath, valueAt, withoutRow, withRowCopied, withValueAt } from './core/pack-paths.js';
import { gameIds } from './catalog.js';
import { packKits } from './pack-kits.js';

describe('each game declares the parts of its pack the editor shows', () => {
  it('every game of the catalog has its kit, with parts (a game added later fails here until it declares its own)', async () => {
    expect(Object.keys(packKits).sort()).toEqual(gameIds().sort());
    for (const id of gameIds()) {
      const kit = await packKits[id]();
      expect(kit.game).toBe(id);
      expect(kit.create(kit.shipped()).id).toBe(id);
      expect(kit.parts?.length ?? 0, id).toBeGreaterThan(0);
    }
  });

  it.each(Object.keys(packKits))(
    '%s: every part points at its shipped pack, every cell a number (or none), yes/no or text',
    async (game) => {
      const kit = await packKits[game]();
      for (const part of kit.parts ?? []) {
        if (part.kind === 'list') {
          // counters and cards: every record labelled, every field a number, yes/no, text (or left out)
          const rows = expandPath(kit.shipped(), part.path).flatMap((l) => valueAt(kit.shipped(), l) as unknown[]);
          expect(rows.length, part.path).toBeGreaterThan(0);
          for (const row of rows) {
            expect(valueAt(row, part.label), part.path).toBeDefined();
            // a counter's face: every value printed, and a symbol the board draws
            // a card: its name and at least one printed value, as the hand shows them
            if (part.card) expect(cardOf(part.card, row).name.en, part.path).not.toBe('');
            if (part.face) {
              expect(lookUp(part.face.symbol, row), `${part.path} symbol`).toMatch(
                /^(infantry|cavalry|artillery|hq|leader|supply|armor|train|ship|aviation)$/,
              );
              // every value printed is a number (a half: Wojna's MA 4.5; in parentheses: strength in defence only), or numbers joined (a gun's fire, "4-2")
              for (const v of [...faceValues(part.face, row), ...faceValues(part.face, row, true)])
                expect(v, `${part.path} ${JSON.stringify(row)}`).toMatch(/^(\d+(\.5)?|\(\d+\))(-\d+)?$/);
            }
            for (const f of part.fields) {
              const v = valueAt(row, f);
              const kind = v && typeof v === 'object' && 'pl' in v && 'en' in v ? 'text' : typeof v;
              expect(['number', 'boolean', 'string', 'undefined', 'text'], `${part.path} ${f}`).toContain(kind);
              // a flag is held as true or left out; a choice is one of the list it is chosen from (or left out)
              if (part.flags?.includes(f)) expect([true, undefined], `${part.path} ${f}`).toContain(v);
              if (part.choices?.[f] && v !== undefined) expect(part.choices[f], `${part.path} ${f}`).toContain(v);
              // a colour is what the browser's colour chooser gives: '#' and six lower-case hex digits
              if (part.colours?.includes(f)) expect(v, `${part.path} ${f}`).toMatch(/^#[0-9a-f]{6}$/);
            }
          }
          continue;
        }
        if (part.kind === 'entries') {
          // a scenario's entries (reinforcements, arrivals) or records held once: every field a number,
          // yes/no, text or choice, a `many` member a list of names; a new entry's only problems are the
          // names and cells the director has yet to give
          const pack = kit.shipped();
          const places = expandPath(pack, part.path);
          expect(places.length, part.path).toBeGreaterThan(0);
          const records = places.flatMap((at) => {
            const v = valueAt(pack, at);
            if (part.one === 'always') expect(v, at).toBeTypeOf('object');
            if (!part.one) expect(Array.isArray(v), at).toBe(true);
            return part.one ? (v === undefined ? [] : [v]) : (v as unknown[]);
          });
          for (const r of records)
            for (const f of part.fields) {
              const v = valueAt(r, f);
              if (part.many?.includes(f)) expect(v, `${part.path} ${f}`).toSatisfy((x) => Array.isArray(x));
              else expect(['number', 'boolean', 'string', 'undefined'], `${part.path} ${f}`).toContain(typeof v);
              if (part.choices?.[f] && v !== undefined) expect(part.choices[f], `${part.path} ${f}`).toContain(v);
            }
          const free = part.one ? places.find((at) => valueAt(pack, at) === undefined) : places[0];
          if (part.fresh && free) {
            const at = part.one ? free : `${free}.${(valueAt(pack, free) as unknown[]).length}`;
            const r = kit.parse(withValueAt(pack, at, part.fresh));
            const given = new Set([...Object.keys(part.refs ?? {}), ...(part.cells ?? []), ...(part.many ?? [])]);
            const problems = r.ok ? [] : r.errors.map((e) => dottedPath(e.path));
            // (a later reading of the scenario names the same entry under its own path: Olszynka's revisions)
            for (const p of problems)
              expect(
                p.split('.').some((seg) => given.has(seg)),
                `${at}: ${p}`,
              ).toBe(true);
            expect(problems.length, at).toBeGreaterThan(0);
          }
          continue;
        }
        if (part.kind === 'sections') {
          // every cell of every section is the code of a terrain the list names
          const codes = new Set(
            (valueAt(kit.shipped(), part.codes) as Record<string, unknown>[]).map((c) => c[part.code]),
          );
          const sections = valueAt(kit.shipped(), part.path) as unknown[];
          expect(sections.length, part.path).toBeGreaterThan(0);
          for (const s of sections)
            for (const row of valueAt(s, part.rows) as string[]) for (const ch of row) expect(codes).toContain(ch);
          continue;
        }
        if (part.kind === 'map') {
          // the map: every hex has its id, and its terrain is one of the brushes
          const pack = kit.shipped();
          const cells = valueAt(pack, part.path);
          const terrains =
            part.cells === 'record'
              ? [...Object.values(cells as object), valueAt(pack, part.fallback ?? '')]
              : (cells as Record<string, unknown>[]).map((h) => {
                  expect(typeof h[part.id]).toBe('string');
                  return h[part.terrain];
                });
          expect(terrains.length, part.path).toBeGreaterThan(1);
          for (const t of terrains) if (part.terrains) expect(part.terrains).toContain(t);
          // the shortest scenario's board draws every terrain, hexside, line and place brush by its legend,
          // and every hexside, line and place of our pack is some brush's, or holds no member a brush names
          // (a Tannenberg strait alone, which the board does not draw either)
          const m = kit.create(pack);
          // the board of the part's own scenario (a pack of several maps: each map's), whose cells are the map's
          const board = m.staticBoard(m.setup(part.scenario ?? kit.shortest, {}, new SeededDice(1)));
          const labels = new Set(board.cells.map((c) => c.label));
          if (part.cells === 'record') for (const id of Object.keys(cells as object)) expect(labels, id).toContain(id);
          else for (const h of cells as Record<string, unknown>[]) expect(labels).toContain(h[part.id]);
          // the marks (stations, bases, regions): lists of the map's cells, drawn in a legend colour the board has
          for (const mark of part.marks ?? []) {
            const lists = markLists(pack, mark);
            expect(lists.length, mark.path).toBeGreaterThan(0);
            for (const l of lists) for (const c of markedCells(pack, mark, l)) expect(labels, `${l} ${c}`).toContain(c);
            if (mark.legend) expect(board.legend, mark.path).toHaveProperty([mark.legend]);
          }
          const sets = [part.hexsides, ...(part.lines ?? []), part.places].filter((x) => !!x);
          for (const set of sets) {
            for (const b of set.brushes) expect(board.legend, `${set.path} ${b.legend}`).toHaveProperty([b.legend]);
            const named = new Set(set.brushes.flatMap((b) => Object.keys(b.record)));
            const list = valueAt(pack, set.path) as Record<string, unknown>[];
            expect(list.length, set.path).toBeGreaterThan(0);
            for (const r of list)
              expect(
                brushesOf(set.brushes, r).length > 0 || !Object.keys(r).some((k) => named.has(k)),
                `${set.path} ${JSON.stringify(r)}`,
              ).toBe(true);
          }
          expect(sets.length, `${game} declares hexsides, lines and places`).toBeGreaterThanOrEqual(3);
          continue;
        }
        const rows = partRows(kit.shipped(), part);
        expect(rows.length, part.path).toBeGreaterThan(0);
        for (const { key: i, row } of rows) {
          const cells = part.kind === 'table' ? part.columns.map((c) => valueAt(row, c)) : (row as unknown[]);
          if (part.kind === 'table' && part.rowLabel)
            expect(valueAt(row, part.rowLabel), `${part.path}[${i}]`).toBeDefined();
          for (const cell of cells)
            expect(['number', 'boolean', 'string', 'null'], `${part.path}[${i}]`).toContain(
              cell === null ? 'null' : typeof cell,
            );
        }
        if (part.kind === 'grid' && part.columnLabels)
          expect((valueAt(kit.shipped(), part.columnLabels) as unknown[]).length).toBe(
            (rows[0].row as unknown[]).length,
          );
      }
    },
  );

  it('Manoeuvre, Olszynka, OWC, Tannenberg and Wojna declare their tables, counters, cards and maps', async () => {
    const paths = async (g: string) => ((await packKits[g]()).parts ?? []).map((p) => `${p.kind} ${p.path}`);
    expect(await paths('manoeuvre')).toEqual([
      'sections sections',
      'table chart',
      'list armies.*.units',
      'list armies.*.unitCards',
      'list armies.*.hq',
    ]);
    expect(await paths('olszynka-grochowska-1831')).toEqual([
      'table tables.terrain',
      'grid tables.melee.rows',
      'table tables.hexsides',
      'grid tables.fire.rows',
      'table tables.fire.rangeBonus',
      'table tables.engaged',
      'list forces.units',
      'list forces.leaders',
      'list forces.formations',
      'entries scenarios.*.arrivals',
      'entries scenarios.*',
      'map map.hexes',
    ]);
    // Wojna: its tables card, every scenario's units, HQs, aviation and transports, both maps, the warsaw-1920 map drawn as its scenario draws it
    expect(await paths('wojna-o-niepodleglosc')).toEqual([
      'table tables.combat',
      'table tables.terrain',
      'table tables.hexsides',
      'table tables.road',
      'table tables.weather',
      'list forces.*.units',
      'list forces.*.hqs',
      'list forces.*.aviation',
      'list forces.*.transports',
      'entries scenarios.*.reinforcements',
      'map maps.0.terrain',
      'map maps.1.terrain',
      'table legend',
    ]);
    const wojna = (await packKits['wojna-o-niepodleglosc']()).parts ?? [];
    expect(wojna.flatMap((p) => (p.kind === 'map' ? [p.scenario] : []))).toEqual(['exercise-1920', 'warsaw-1920']);
    expect(await paths('ostatnia-wojna-cesarzy')).toEqual([
      'table tables.normal.bands',
      'table tables.repeat.bands',
      'list forces.units',
      'list campaign.units',
      'entries scenarios.*.arrivals',
      'map map.hexes',
    ]);
    expect(await paths('tannenberg-1914')).toEqual([
      'grid tables.crt.rows',
      'grid tables.retreat.loss',
      'table tables.terrain.hexes',
      'table tables.terrain.rivers',
      'list forces.units',
      'list forces.hqs',
      'list forces.trains',
      'entries forces.markers',
      'entries scenarios.*.reinforcements',
      ...['hindenburg', 'westFront', 'narew', 'guards', 'corpsCommander'].map(
        (k) => `entries scenarios.*.special.${k}`,
      ),
      'map map.hexes',
      'table legend',
    ]);
  });
});

describe('paths into a pack', () => {
  const pack = { chart: [{ id: 'hills', defense: { assault: 1 } }], n: 2 };
  it('reads members and array items by a dotted path', () => {
    expect(valueAt(pack, 'chart.0.defense.assault')).toBe(1);
    expect(valueAt(pack, 'chart.3.id')).toBeUndefined();
    expect(valueAt(pack, 'constructor')).toBeUndefined();
  });
  it('a table is a list of records or an object of records keyed by name; its rows carry their key in the path', () => {
    const terrain = { tables: { hexes: { clear: { mp: 1 }, forest: { mp: 2 } } } };
    const part = { kind: 'table', path: 'tables.hexes', title: { pl: 't', en: 't' }, columns: ['mp'] } as const;
    expect(partRows(terrain, part)).toEqual([
      { key: 'clear', row: { mp: 1 } },
      { key: 'forest', row: { mp: 2 } },
    ]);
    expect(withValueAt(terrain, 'tables.hexes.forest.mp', 3).tables.hexes.forest.mp).toBe(3);
    expect(partRows(pack, { ...part, path: 'chart', rowLabel: 'id' }).map((r) => r.key)).toEqual(['0']);
  });
  it('writes a copy, sharing what it did not touch, and leaves the original alone', () => {
    const out = withValueAt(pack, 'chart.0.defense.assault', 2);
    expect(out).toEqual({ chart: [{ id: 'hills', defense: { assault: 2 } }], n: 2 });
    expect(pack.chart[0].defense.assault).toBe(1);
    expect(Array.isArray(out.chart)).toBe(true);
    // the index just past a list's end adds an item (a Wojna unit's third level typed in); any other is not made
    expect(withValueAt({ levels: [{ s: 6 }] }, 'levels.1.s', 4)).toEqual({ levels: [{ s: 6 }, { s: 4 }] });
    expect(withValueAt({ levels: [{ s: 6 }] }, 'levels.2.s', 4)).toEqual({ levels: [{ s: 6 }] });
  });
  it('copies a record after itself with an id held nowhere else in the pack, and removes one, leaving the rest shared', () => {
    const forces = { a: { air: [{ id: 'esk' }, { id: 'x' }], hqs: [{ id: 'esk-2' }] } };
    const copied = withRowCopied(forces, 'a.air.0', 'id');
    // 'esk-2' is an HQ's: the copy takes 'esk-3'
    expect(copied.a.air).toEqual([{ id: 'esk' }, { id: 'esk-3' }, { id: 'x' }]);
    expect(copied.a.hqs).toBe(forces.a.hqs);
    expect(withRowCopied(copied, 'a.air.0', 'id').a.air.map((r) => r.id)).toEqual(['esk', 'esk-4', 'esk-3', 'x']);
    expect(withoutRow(copied, 'a.air.1').a.air).toEqual([{ id: 'esk' }, { id: 'x' }]);
    expect(forces.a.air).toHaveLength(2);
  });
});

/**
 * The pack editor's records by id (issue 20): ids renamed wherever the pack names them (a clash
 * refused), the members naming another list's record chosen from it (a Wojna unit's formation and an
 * HQ's superior, an Olszynka unit's division and corps, a Tannenberg unit's corps), sides chosen, and
 * units, HQs and formations added (a copy), set up in a scenario and removed with their set-up
 * entries (refused while named elsewhere). Each edit is read back by the game's own pack check and,
 * where it changes a game, played: the piece stands at its hex on the board.
 */
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../rules/core/dice.js';
import {
  listRows,
  type PackKit,
  type ListPart,
  valueAt,
  withRowCopied,
  withValueAt,
} from '../../rules/core/pack-kit.js';
import { packKit as manoeuvre } from '../../rules/games/manoeuvre/pack-kit.js';
import { packKit as olszynka } from '../../rules/games/olszynka-grochowska-1831/pack-kit.js';
import { packKit as owc } from '../../rules/games/ostatnia-wojna-cesarzy/pack-kit.js';
import { packKit as tannenberg } from '../../rules/games/tannenberg-1914/pack-kit.js';
import { packKit as wojna } from '../../rules/games/wojna-o-niepodleglosc/pack-kit.js';
import {
  listName,
  namedAt,
  ownKey,
  placementsOf,
  placeRow,
  refChoices,
  removeRow,
  renameRow,
  setupLists,
  unplace,
} from './pack-rows.js';

type Rec = Record<string, unknown>;
const partOf = (kit: PackKit, path: string) => kit.parts!.find((p) => p.kind === 'list' && p.path === path) as ListPart;
const ours = <P>(kit: PackKit<P>): unknown => JSON.parse(JSON.stringify(kit.shipped()));
const rowOf = (content: unknown, part: ListPart, id: string): string =>
  listRows(content, part).find((r) => valueAt(r.row, part.label) === id)!.path;
/** the paths the game's pack check names for `content` */
const refused = (kit: PackKit, content: unknown): Record<string, string> => {
  const r = kit.parse(JSON.parse(JSON.stringify(content)));
  return r.ok ? {} : Object.fromEntries(r.errors.map((e) => [e.path, e.message]));
};
/** the pieces a side sees on the board of `scenario`, set up from `content` as a club game is */
const board = (kit: PackKit, content: unknown, scenario: string, side: string): { id: string; cell: string }[] => {
  const r = kit.parse(JSON.parse(JSON.stringify(content)));
  if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
  const m = kit.create(r.pack);
  return m.view(m.setup(scenario, {}, new SeededDice(7)), side).board.pieces;
};
const edited = (r: ReturnType<typeof renameRow>): unknown => {
  if (!r.ok) throw new Error(`${r.code} at ${r.at.join(', ')}`);
  return r.content;
};
/** every place in `v` holding exactly `id` */
const holding = (v: unknown, id: string, p = ''): string[] =>
  v === id
    ? [p]
    : v && typeof v === 'object'
      ? Object.entries(v).flatMap(([k, x]) => holding(x, id, p ? `${p}.${k}` : k))
      : [];

describe('every place naming a record is declared (so a rename misses none)', () => {
  for (const kit of [tannenberg, wojna, olszynka, owc, manoeuvre] as PackKit[]) {
    it(`${kit.game}: each id is held at its own place and the declared ones only`, () => {
      const c = ours(kit);
      for (const part of kit.parts!.filter((p): p is ListPart => p.kind === 'list' && !!p.ids)) {
        for (const { path } of listRows(c, part)) {
          const id = String(valueAt(c, `${path}.id`));
          const key = ownKey(part, path);
          // Wojna's counter mixes share ids: a place counts for the mix it is in, or for a scenario playing it
          const mine = (p: string) =>
            !key ||
            p.startsWith(`forces.${key}.`) ||
            p.startsWith(`armies.${key}.`) ||
            (p.startsWith('scenarios.') && valueAt(c, `${p.split('.').slice(0, 2).join('.')}.forces`) === key);
          expect(holding(c, id).filter(mine).sort(), `${part.path} ${id}`).toEqual(
            [`${path}.id`, ...namedAt(c, part, path, id)].sort(),
          );
        }
      }
    });
  }
});

describe('Tannenberg: ids, sides, corps; a unit added, set up, removed', () => {
  const units = partOf(tannenberg, 'forces.units');
  const hqs = partOf(tannenberg, 'forces.hqs');
  it('a unit renamed everywhere: its set-up in both scenarios follows, the game sets it up at A43B41', () => {
    const c = ours(tannenberg);
    const row = rowOf(c, units, 'de-1-1-kaw');
    expect(namedAt(c, units, row, 'de-1-1-kaw')).toEqual(['scenarios.0.setup.0.piece', expect.any(String)]);
    const next = edited(renameRow(c, units, row, 'de-1-ulanen'));
    expect(refused(tannenberg, next)).toEqual({});
    expect(holding(next, 'de-1-1-kaw')).toEqual([]);
    expect(board(tannenberg, next, 'gumbinnen-1914', 'de').find((p) => p.id === 'de-1-1-kaw')).toBeUndefined();
    expect(board(tannenberg, next, 'gumbinnen-1914', 'de').find((p) => p.id === 'de-1-ulanen')?.cell).toBe('A43B41');
  });
  it("a clash is refused, naming the record that holds the id (an HQ's: ids are unique across units, HQs, trains)", () => {
    const c = ours(tannenberg);
    const r = renameRow(c, units, rowOf(c, units, 'de-1-1-kaw'), 'de-scholtz');
    expect(r).toEqual({ ok: false, code: 'id-taken', at: [rowOf(c, hqs, 'de-scholtz')] });
    expect(renameRow(c, units, rowOf(c, units, 'de-1-1-kaw'), '  ')).toMatchObject({ ok: false, code: 'id-empty' });
  });
  it("a unit's corps is chosen among the HQs' corps (13.2.5), none for army troops; its side among de/ru", () => {
    const c = ours(tannenberg);
    const choices = refChoices(c, units, rowOf(c, units, 'de-1-1-kaw'), 'corps')!;
    expect(choices[0]).toBe('');
    expect(choices).toEqual(expect.arrayContaining(['XX', 'XVII']));
    expect(new Set(choices).size).toBe(choices.length);
    expect(units.choices?.side).toEqual(['de', 'ru']);
  });
  it('a copied unit set up in Gumbinnen at A40B40 stands there; removed, its set-up entry goes with it', () => {
    const c = ours(tannenberg);
    const row = rowOf(c, units, 'de-1-1-kaw');
    const copied = withRowCopied(c, row, 'id');
    const added = rowOf(copied, units, 'de-1-1-kaw-2');
    expect(setupLists(copied, units, added).map((l) => listName(copied, l))).toEqual([
      'gumbinnen-1914 · setup',
      'tannenberg-1914 · setup',
    ]);
    const placed = placeRow(copied, units, added, 'scenarios.0.setup', 'A40B40');
    expect(refused(tannenberg, placed)).toEqual({});
    expect(placementsOf(placed, units, added)).toEqual([{ list: 'scenarios.0.setup', i: 52, hex: 'A40B40' }]);
    expect(board(tannenberg, placed, 'gumbinnen-1914', 'de').find((p) => p.id === 'de-1-1-kaw-2')?.cell).toBe('A40B40');
    // a hex off the map is the pack check's to name, at the entry's place
    expect(refused(tannenberg, placeRow(copied, units, added, 'scenarios.0.setup', 'A99B99'))).toHaveProperty(
      'scenarios[0].setup[52].hex',
    );
    const removed = edited(removeRow(placed, units, added));
    expect(removed).toEqual(c);
    expect(unplace(placed, 'scenarios.0.setup', 52)).toEqual(copied);
  });
  it('a piece named by a reinforcement is not removed: the refusal names the reinforcement', () => {
    const c = ours(tannenberg);
    const trains = partOf(tannenberg, 'forces.trains');
    const r = removeRow(c, trains, rowOf(c, trains, 'ru-train-1a'));
    expect(r).toEqual({ ok: false, code: 'named', at: ['scenarios.0.reinforcements.0.pieces.0', expect.any(String)] });
  });
});

describe('Wojna: formation, superior and ids within a counter mix', () => {
  const units = partOf(wojna, 'forces.*.units');
  const hqs = partOf(wojna, 'forces.*.hqs');
  it("a unit's formation (1.9) is chosen among its own mix's HQs, or none; an unknown one is refused by the check", () => {
    const c = ours(wojna);
    const row = rowOf(c, units, 'pl-2pp');
    expect(ownKey(units, row)).toBe('exercise-1920');
    const mix = (valueAt(c, 'forces.exercise-1920.hqs') as Rec[]).map((h) => h.id);
    expect(refChoices(c, units, row, 'formation')).toEqual(['', ...mix]);
    const none = withValueAt(c, `${row}.formation`, undefined);
    expect(refused(wojna, none)).toEqual({});
    expect(Object.keys(refused(wojna, withValueAt(c, `${row}.formation`, 'nowhere')))).toEqual([
      'forces.exercise-1920.units[' + row.split('.').pop() + '].formation',
    ]);
  });
  it("an HQ renamed: its units' formation, the HQs below it and the exercise's set-up and positions follow, the warsaw mix keeps its own", () => {
    const c = ours(wojna);
    const row = rowOf(c, hqs, 'op-8ds');
    const before = namedAt(c, hqs, row, 'op-8ds');
    expect(before.filter((p) => p.startsWith('scenarios.1'))).toEqual([]);
    expect(before).toEqual(
      expect.arrayContaining(['scenarios.0.setup.20.piece', 'scenarios.0.positions.0.pieces.2.piece']),
    );
    const next = edited(renameRow(c, hqs, row, 'op-8-dywizja'));
    expect(refused(wojna, next)).toEqual({});
    expect(
      holding(next, 'op-8ds').every((p) => p.startsWith('forces.warsaw-1920') || p.startsWith('scenarios.1')),
    ).toBe(true);
    const seen = board(wojna, next, 'exercise-1920', 'opposing').map((p) => p.id);
    expect(seen).toContain('op-8-dywizja');
    expect(seen).not.toContain('op-8ds');
  });
  it("an HQ's superior (9.6) is chosen among its mix's HQs; an HQ named as formation is not removed", () => {
    const c = ours(wojna);
    const row = rowOf(c, hqs, 'op-8ds');
    expect(refChoices(c, hqs, row, 'superior')![0]).toBe('');
    const r = removeRow(c, hqs, row);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.at.some((p) => /^forces\.exercise-1920\.units\.\d+\.formation$/.test(p))).toBe(true);
  });
  it('a copied unit is set up only in the scenarios playing its mix, and plays there', () => {
    const c = ours(wojna);
    const copied = withRowCopied(c, rowOf(c, units, 'pl-2pp'), 'id');
    const added = rowOf(copied, units, 'pl-2pp-2');
    expect(setupLists(copied, units, added)).toEqual(['scenarios.0.setup']);
    const hex = (valueAt(c, 'scenarios.0.setup.0') as Rec).hex as string;
    const placed = placeRow(copied, units, added, 'scenarios.0.setup', hex);
    expect(refused(wojna, placed)).toEqual({});
    expect(board(wojna, placed, 'exercise-1920', 'polish').find((p) => p.id === 'pl-2pp-2')?.cell).toBe(hex);
  });
});

describe('Olszynka: division and corps chosen, formations renamed, a unit added and set up (R 3.1)', () => {
  const units = partOf(olszynka, 'forces.units');
  const formations = partOf(olszynka, 'forces.formations');
  it("a unit's division is one of the divisions, its corps one of the corps", () => {
    const c = ours(olszynka);
    const fs = valueAt(c, 'forces.formations') as Rec[];
    const row = rowOf(c, units, (valueAt(c, 'forces.units.0') as Rec).id as string);
    expect(refChoices(c, units, row, 'division')).toEqual([
      '',
      ...fs.filter((f) => f.kind === 'division').map((f) => f.id),
    ]);
    expect(refChoices(c, units, row, 'corps')).toEqual(['', ...fs.filter((f) => f.kind === 'corps').map((f) => f.id)]);
  });
  it('the 1st Division renamed: its units, leader, arrival marker follow; the pack checks and a game sets up', () => {
    const c = ours(olszynka);
    const row = rowOf(c, formations, 'pl-1div');
    const places = namedAt(c, formations, row, 'pl-1div');
    expect(places).toEqual(expect.arrayContaining(['forces.leaders.3.division', 'scenarios.1.arrivals.5.markers.0']));
    const next = edited(renameRow(c, formations, row, 'pl-dywizja-1'));
    expect(refused(olszynka, next)).toEqual({});
    expect(holding(next, 'pl-1div')).toEqual([]);
    expect(board(olszynka, next, 'grochow-1831', 'pl').length).toBeGreaterThan(0);
    // a leader's id is kept apart from the formations' (their markers share the cup, R 2.3)
    expect(renameRow(c, formations, row, 'pl-uminski')).toMatchObject({ ok: false, code: 'id-taken' });
  });
  it("a copied unit, not yet set up, is named by the check; placed in the Alder Wood's current set-up at 2308 it stands there", () => {
    const c = ours(olszynka);
    const first = valueAt(c, 'scenarios.0.revisions.0.setup.0') as Rec;
    const copied = withRowCopied(c, rowOf(c, units, first.unit as string), 'id');
    const added = rowOf(copied, units, `${first.unit}-2`);
    expect(setupLists(copied, units, added)).toEqual([
      'scenarios.0.setup',
      'scenarios.1.setup',
      'scenarios.0.revisions.0.setup',
    ]);
    const placed = placeRow(copied, units, added, 'scenarios.0.revisions.0.setup', String(first.hex));
    expect(refused(olszynka, placed)).toEqual({});
    expect(board(olszynka, placed, 'alder-wood-1831', 'pl').find((p) => p.id === `${first.unit}-2`)?.cell).toBe(
      String(first.hex),
    );
  });
  it('a unit arriving later is not removed: the refusal names its arrival', () => {
    const c = ours(olszynka);
    const arriving = (valueAt(c, 'scenarios.1.arrivals.0.units.0') as string) ?? '';
    const r = removeRow(c, units, rowOf(c, units, arriving));
    expect(r).toMatchObject({ ok: false, code: 'named' });
    if (!r.ok) expect(r.at).toContain('scenarios.1.arrivals.0.units.0');
  });
});

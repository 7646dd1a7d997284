/**
 * A scenario's entries in the pack editor (issue 20): reinforcements, arrivals, special rules and the
 * marker pools edited in rows (pack-entries.ts), their names chosen from the lists the game declares
 * (pack-rows.ts refChoices), and the ids of OWC's and Manoeuvre's units renamed wherever the pack
 * names them. Each edit is read back by the game's own pack check and, where it changes a game, set up.
 */
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../rules/core/dice.js';
import { listRows, type PackKit, type ListPart, valueAt, withValueAt } from '../../rules/core/pack-kit.js';
import { packKit as manoeuvre } from '../../rules/games/manoeuvre/pack-kit.js';
import { packKit as olszynka } from '../../rules/games/olszynka-grochowska-1831/pack-kit.js';
import { packKit as owc } from '../../rules/games/ostatnia-wojna-cesarzy/pack-kit.js';
import { packKit as tannenberg } from '../../rules/games/tannenberg-1914/pack-kit.js';
import { packKit as wojna } from '../../rules/games/wojna-o-niepodleglosc/pack-kit.js';
import * as entries from './pack-entries.js';
import { listName, placementsOf, refChoices, renameRow, unplace } from './pack-rows.js';

type Rec = Record<string, unknown>;
const entriesOf = (kit: PackKit, path: string) =>
  kit.parts!.find((p) => p.kind === 'entries' && p.path === path) as entries.EntriesPart;
const listOf = (kit: PackKit, path: string) => kit.parts!.find((p) => p.kind === 'list' && p.path === path) as ListPart;
const ours = <P>(kit: PackKit<P>): unknown => JSON.parse(JSON.stringify(kit.shipped()));
/** the paths the game's pack check names for `content` */
const refused = (kit: PackKit, content: unknown): string[] => {
  const r = kit.parse(JSON.parse(JSON.stringify(content)));
  return r.ok ? [] : r.errors.map((e) => e.path);
};
/** a dotted place as the check names it ('scenarios.1.reinforcements.2' → 'scenarios[1].reinforcements[2]') */
const zodPath = (p: string) => p.replaceAll(/\.(\d+)/g, '[$1]');
const scenarioAt = (content: unknown, id: string): string =>
  `scenarios.${(valueAt(content, 'scenarios') as Rec[]).findIndex((s) => s.id === id)}`;
/** the module a club game on `content` plays */
const moduleOf = (kit: PackKit, content: unknown) => {
  const r = kit.parse(JSON.parse(JSON.stringify(content)));
  if (!r.ok) throw new Error(JSON.stringify(r.errors.slice(0, 3)));
  return kit.create(r.pack);
};
/** a game's state set up from `content` as a club game is */
const setUp = (kit: PackKit, content: unknown, scenario: string): Rec =>
  moduleOf(kit, content).setup(scenario, {}, new SeededDice(7)) as Rec;

describe('Tannenberg: reinforcements, special rules and markers in rows', () => {
  const part = entriesOf(tannenberg, 'scenarios.*.reinforcements');
  it('17.2.1: a reinforcement added to Gumbinnen, a unit chosen for it, waits on the track of a game on the pack', () => {
    const c0 = ours(tannenberg);
    const sc = scenarioAt(c0, 'gumbinnen-1914');
    const at = `${sc}.reinforcements`;
    expect(entries.entryGroups(c0, part).find((g) => g.at === at)?.rows).toHaveLength(2);
    const c1 = entries.addEntry(c0, part, at);
    const row = `${at}.2`;
    expect(valueAt(c1, row)).toEqual({ turn: 1, hex: '', pieces: [], rail: false });
    // the new entry's problems: the hex and the pieces not given yet
    expect([...new Set(refused(tannenberg, c1))].sort()).toEqual([`${zodPath(row)}.hex`, `${zodPath(row)}.pieces`]);
    // the pieces are chosen from the units, HQs and trains (unique across the three, 13.2.5 and 15.3)
    const choices = refChoices(c1, part, row, 'pieces')!;
    expect(choices).toContain('ru-train-1a');
    expect(choices).toContain((valueAt(c1, 'forces.hqs.0') as Rec).id);
    expect(choices).toContain((valueAt(c1, 'forces.units.0') as Rec).id);
    const placed = new Set([
      ...(valueAt(c1, `${sc}.setup`) as Rec[]).map((e) => e.piece),
      ...(valueAt(c1, at) as Rec[]).flatMap((e) => e.pieces as string[]),
    ]);
    const unit = (valueAt(c1, 'forces.units') as Rec[]).map((u) => String(u.id)).find((id) => !placed.has(id))!;
    let c2 = entries.withName(c1, `${row}.pieces`, unit);
    // a name is held once
    expect(entries.withName(c2, `${row}.pieces`, unit)).toBe(c2);
    c2 = withValueAt(withValueAt(c2, `${row}.turn`, 3), `${row}.hex`, 'A30B46');
    expect(refused(tannenberg, c2)).toEqual([]);
    const s = setUp(tannenberg, c2, 'gumbinnen-1914');
    expect(s.arrivals).toContainEqual({ turn: 3, hex: 'A30B46', pieces: [unit], rail: false });
    // taken out of the list of pieces: the entry is refused again (17.2.1 brings at least one piece)
    expect(entries.namesAt(entries.withoutName(c2, `${row}.pieces`, 0), `${row}.pieces`)).toEqual([]);
    // removed: the pack is as shipped
    expect(entries.removeEntry(c2, part, row)).toEqual(c0);
  });

  it('17.3.1: Hindenburg put into Gumbinnen, from and to chosen among the HQs; taken out again', () => {
    const hb = entriesOf(tannenberg, 'scenarios.*.special.hindenburg');
    const c0 = ours(tannenberg);
    const at = `${scenarioAt(c0, 'gumbinnen-1914')}.special.hindenburg`;
    expect(entries.entryGroups(c0, hb).find((g) => g.at === at)?.rows).toEqual([]);
    const c1 = entries.addEntry(c0, hb, at);
    expect(valueAt(c1, at)).toEqual({ lead: 1, from: '', to: '' });
    // put in once only
    expect(entries.addEntry(c1, hb, at)).toBe(c1);
    const hqs = (valueAt(c1, 'forces.hqs') as Rec[]).map((h) => String(h.id));
    expect(refChoices(c1, hb, at, 'from')).toEqual(hqs);
    expect(refChoices(c1, hb, at, 'to')).toEqual(hqs);
    expect(refused(tannenberg, c1).filter((p) => p.includes('hindenburg')).length).toBeGreaterThan(0);
    expect(entries.removeEntry(c1, hb, at)).toEqual(c0);
  });

  it('16.1.1: the marker pools are one record, edited, never added or removed', () => {
    const m = entriesOf(tannenberg, 'forces.markers');
    const c0 = ours(tannenberg);
    expect(entries.entryGroups(c0, m)).toEqual([
      { at: 'forces.markers', rows: [{ path: 'forces.markers', row: valueAt(c0, 'forces.markers') }] },
    ]);
    expect(entries.removeEntry(c0, m, 'forces.markers')).toBe(c0);
    expect(entries.addEntry(c0, m, 'forces.markers')).toBe(c0);
    expect(refused(tannenberg, withValueAt(c0, 'forces.markers.masking', -1))).toEqual(['forces.markers.masking']);
  });

  it('17.3.3: the Narew region is chosen among the map regions by name', () => {
    const n = entriesOf(tannenberg, 'scenarios.*.special.narew');
    const c0 = ours(tannenberg);
    expect(refChoices(c0, n, 'scenarios.0.special.narew', 'region')).toEqual(
      Object.keys(valueAt(c0, 'map.regions') as Rec),
    );
  });
});

describe('Wojna, Olszynka and OWC: reinforcements and arrivals', () => {
  it("6: a Wojna reinforcement's piece is one of its own scenario's counter mix (units and HQs, not squadrons)", () => {
    const part = entriesOf(wojna, 'scenarios.*.reinforcements');
    const c0 = ours(wojna);
    for (const id of ['exercise-1920', 'warsaw-1920']) {
      const sc = scenarioAt(c0, id);
      const mix = String(valueAt(c0, `${sc}.forces`));
      const ids = (l: string) => (valueAt(c0, `forces.${mix}.${l}`) as Rec[]).map((r) => String(r.id));
      expect(refChoices(c0, part, `${sc}.reinforcements.0`, 'piece')).toEqual([
        ...new Set([...ids('units'), ...ids('hqs')]),
      ]);
    }
    // a unit taken off the set-up and brought as a reinforcement on turn 2 at its hex: the pack checks
    const sc = scenarioAt(c0, 'exercise-1920');
    const at = `${sc}.reinforcements`;
    const row = `${at}.${(valueAt(c0, at) as unknown[]).length}`;
    const { piece, hex } = valueAt(c0, `${sc}.setup.0`) as { piece: string; hex: string };
    let c1 = entries.addEntry(unplace(c0, `${sc}.setup`, 0), part, at);
    expect(refused(wojna, c1).every((p) => p.startsWith(zodPath(row)))).toBe(true);
    c1 = withValueAt(withValueAt(withValueAt(c1, `${row}.piece`, piece), `${row}.hex`, hex), `${row}.turn`, 2);
    expect(refused(wojna, c1)).toEqual([]);
    // and not on the board at the start
    const m = moduleOf(wojna, c1);
    const s = m.setup('exercise-1920', {}, new SeededDice(7));
    for (const side of ['polish', 'opposing'])
      expect(m.view(s, side).board.pieces.map((x) => x.id)).not.toContain(piece);
    // while the shipped pack stands it there
    const s0 = setUp(wojna, c0, 'exercise-1920');
    expect(
      ['polish', 'opposing'].flatMap((side) => m.view(s0 as never, side).board.pieces.filter((x) => x.id === piece)),
    ).toContainEqual(expect.objectContaining({ cell: hex }));
    expect(refused(wojna, withValueAt(c1, `${row}.turn`, 99))).toEqual([`${zodPath(row)}.turn`]);
  });

  it('R 2.4: an Olszynka arrival chooses its region by name, its units, leaders and cup markers from their lists', () => {
    const part = entriesOf(olszynka, 'scenarios.*.arrivals');
    const c0 = ours(olszynka);
    const row = `${scenarioAt(c0, 'grochow-1831')}.arrivals.0`;
    expect(refChoices(c0, part, row, 'region')).toEqual(Object.keys(valueAt(c0, 'map.regions') as Rec));
    const ids = (l: string) => (valueAt(c0, `forces.${l}`) as Rec[]).map((r) => String(r.id));
    expect(refChoices(c0, part, row, 'units')).toEqual(ids('units'));
    expect(refChoices(c0, part, row, 'markers')).toEqual([...ids('formations'), ...ids('leaders')]);
    // each scenario's cup markers at the start: a row per scenario, named by the scenario's id
    const cup = entriesOf(olszynka, 'scenarios.*');
    expect(entries.entryGroups(c0, cup).map((g) => listName(c0, g.at))).toEqual(
      (valueAt(c0, 'scenarios') as Rec[]).map((s) => s.id),
    );
    expect(refChoices(c0, cup, 'scenarios.0', 'markers')).toEqual([...ids('formations'), ...ids('leaders')]);
    // a cup marker of the arrival taken out: the pack still checks (markers join the cup at will)
    const names = entries.namesAt(c0, `${row}.markers`);
    if (names.length) expect(refused(olszynka, entries.withoutName(c0, `${row}.markers`, 0))).toEqual([]);
  });

  it("A.2: an OWC arrival's unit is one of the scenarios' or the campaign's units; a unit renamed follows in set-ups and arrivals", () => {
    const part = entriesOf(owc, 'scenarios.*.arrivals');
    const units = listOf(owc, 'forces.units');
    const c0 = ours(owc);
    const sc = scenarioAt(c0, 'A');
    const choices = refChoices(c0, part, `${sc}.arrivals.0`, 'unit')!;
    expect(choices).toContain('de-iii-res');
    expect(choices).toContain((valueAt(c0, 'forces.units.0') as Rec).id);
    const arriving = String((valueAt(c0, `${sc}.arrivals.0`) as Rec).unit);
    const row = listRows(c0, units).find((r) => (r.row as Rec).id === arriving)!.path;
    const r = renameRow(c0, units, row, 'nasza-jednostka');
    if (!r.ok) throw new Error(r.code);
    expect(valueAt(r.content, `${sc}.arrivals.0.unit`)).toBe('nasza-jednostka');
    expect(refused(owc, r.content)).toEqual([]);
    // a clash with a campaign unit is refused, naming it
    const clash = renameRow(c0, units, row, 'de-iii-res');
    expect(clash.ok ? null : clash.at).toEqual(['campaign.units.0']);
    // a unit set up in scenario A is placed there by the editor's set-up list
    const setUpOne = String((valueAt(c0, `${sc}.setup.0`) as Rec).unit);
    const setRow = listRows(c0, units).find((x) => (x.row as Rec).id === setUpOne)!.path;
    expect(placementsOf(c0, units, setRow).map((p) => p.list)).toContain(`${sc}.setup`);
  });
});

describe('Manoeuvre: a unit renamed on its cards, a card naming one of its army', () => {
  it("1.4: a unit renamed: its 5 unit cards follow and the pack checks; a card chooses among its army's 8 units", () => {
    const units = listOf(manoeuvre, 'armies.*.units');
    const cards = listOf(manoeuvre, 'armies.*.unitCards');
    const c0 = ours(manoeuvre);
    const first = listRows(c0, units)[0]!;
    const id = String((first.row as Rec).id);
    const to = `${id.slice(0, 3)}nasza`;
    const r = renameRow(c0, units, first.path, to);
    if (!r.ok) throw new Error(r.code);
    const army = first.path.split('.').slice(0, 2).join('.');
    const named = (valueAt(r.content, `${army}.unitCards`) as Rec[]).filter((k) => k.unit === to);
    expect(named).toHaveLength(5);
    expect(refused(manoeuvre, r.content)).toEqual([]);
    expect(refChoices(c0, cards, `${army}.unitCards.0`, 'unit')).toEqual(
      (valueAt(c0, `${army}.units`) as Rec[]).map((u) => u.id),
    );
    // a name without its army's prefix is refused by the check, at the unit's id
    const bad = renameRow(c0, units, first.path, 'nasza');
    if (!bad.ok) throw new Error(bad.code);
    expect(refused(manoeuvre, bad.content)).toContain(`${zodPath(army)}.units[0].id`);
  });
});

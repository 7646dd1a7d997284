/**
 * The pack editor's lists for what was edited in the file only (issue 20): Wojna's aviation (ch. 17) and
 * transports (ch. 18), a Wojna level's defence-only flag (14.10) and a third level's stars, Olszynka's
 * formations (R 3.1); what a record is, chosen from the schema's lists (a Wojna unit's arm and
 * movement class, an HQ's tier; an Olszynka unit's arm, type, battery class and heavy flag, R 7.2);
 * records copied and removed. Each edit is made as the list makes it (the row's place and the field's path,
 * a flag left out when off, a choice from its list), checked by the game's pack check (a refused value
 * named by the field's path, as the editor marks that cell), and used by a game on the edited pack.
 */
import { describe, expect, it } from 'vitest';
import { FixedDice, SeededDice } from '../../rules/core/dice.js';
import {
  faceValues,
  listRows,
  lookUp,
  type PackKit,
  type ListPart,
  valueAt,
  withoutRow,
  withRowCopied,
  withValueAt,
} from '../../rules/core/pack-kit.js';
import { packKit as olszynka } from '../../rules/games/olszynka-grochowska-1831/pack-kit.js';
import { printedAllowance } from '../../rules/games/olszynka-grochowska-1831/units.js';
import { allowanceHp } from '../../rules/games/wojna-o-niepodleglosc/movement.js';
import { packKit as wojna } from '../../rules/games/wojna-o-niepodleglosc/pack-kit.js';
import { ctxOf, type WojnaState } from '../../rules/games/wojna-o-niepodleglosc/state.js';
import { d10s, turnTwo } from '../../rules/games/wojna-o-niepodleglosc/testkit.js';

/** a module built from a pack, as the kits build it */
type Module = ReturnType<PackKit['create']>;
const partOf = (kit: PackKit, path: string) => kit.parts!.find((p) => p.kind === 'list' && p.path === path) as ListPart;
const ours = <P>(kit: PackKit<P>): unknown => JSON.parse(JSON.stringify(kit.shipped()));
/** the list's row for the record `id`: its place in the pack */
const rowOf = (content: unknown, part: ListPart, id: string): string =>
  listRows(content, part).find((r) => valueAt(r.row, part.label) === id)!.path;
/** the cells' changes as the list makes them: each field of the row set (undefined: left out) */
const edited = (content: unknown, row: string, cells: Record<string, unknown>): unknown =>
  Object.entries(cells).reduce((c, [f, v]) => withValueAt(c, `${row}.${f}`, v), content);
/** the pack as it is saved (JSON leaves out what the list left out), checked by the game: the module built from it */
const played = (kit: PackKit, content: unknown): Module => {
  const r = kit.parse(JSON.parse(JSON.stringify(content)));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return kit.create(r.pack);
};
/** the paths the game's pack check names for `content` and their messages */
const refused = (kit: PackKit, content: unknown): Record<string, string> => {
  const r = kit.parse(JSON.parse(JSON.stringify(content)));
  return r.ok ? {} : Object.fromEntries(r.errors.map((e) => [e.path, e.message]));
};
const labels = (m: Module, s: unknown, side: string): string[] =>
  (m.view(s, side).options?.choices ?? []).map((c: { label: { pl: string } }) => c.label.pl);

describe("Wojna's aviation list (ch. 17)", () => {
  const part = partOf(wojna, 'forces.*.aviation');
  /** turn 1 of the exercise in clear weather (roll 3): the Poles' air plan, window 1 */
  const turn1 = (m: Module): WojnaState => m.setup('exercise-1920', {}, new FixedDice(d10s(3)));
  const recon = (m: Module, s: WojnaState, unit: string) =>
    m.apply(s, 'polish', { orders: [{ type: 'air', unit, mission: 'recon', target: 'op-8ds' }] }, new FixedDice([]));

  it("every squadron of both scenarios is a row; one placed over the map is drawn as its row's front previews it", () => {
    const content = ours(wojna);
    expect(listRows(content, part).map((r) => valueAt(r.row, 'id'))).toEqual([
      'pl-esk-1',
      'pl-esk-7',
      'op-esk',
      'pl-esk-a',
      'pl-esk-b',
      'op-esk',
    ]);
    const m = played(wojna, content);
    const r = recon(m, turn1(m), 'pl-esk-7');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const piece = m.view(r.state, 'polish').board!.pieces.find((p) => p.id === 'pl-esk-7')!;
    const row = valueAt(content, rowOf(content, part, 'pl-esk-7'));
    // 7 Eskadra Myśliwska: 2★ at full strength, 1★ weakened
    expect(faceValues(part.face!, row)).toEqual(['2']);
    expect(faceValues(part.face!, row, true)).toEqual(['1']);
    expect({ label: piece.label, symbol: piece.symbol, side: piece.side, values: piece.values }).toEqual({
      label: valueAt(row, part.face!.label),
      symbol: lookUp(part.face!.symbol, row),
      side: valueAt(row, part.face!.side!),
      values: faceValues(part.face!, row),
    });
  });

  it('17.11: a squadron renamed and given 3★ is offered and drawn so in a game on the pack; 4★ is refused at its field', () => {
    const content = ours(wojna);
    const row = rowOf(content, part, 'pl-esk-1');
    expect(row).toBe('forces.exercise-1920.aviation.0');
    const pack = edited(content, row, { name: 'Eskadra Kościuszkowska', 'stars.0': 3 });
    const m = played(wojna, pack);
    expect(labels(m, turn1(m), 'polish')).toContain('rozpoznanie: Eskadra Kościuszkowska');
    const r = recon(m, turn1(m), 'pl-esk-1');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(m.view(r.state, 'polish').board!.pieces.find((p) => p.id === 'pl-esk-1')).toMatchObject({
      label: 'Eskadra Kościuszkowska',
      values: ['3'],
    });
    // our pack's 1 Eskadra Wywiadowcza flies with 1★
    const o = played(wojna, content);
    const r0 = recon(o, turn1(o), 'pl-esk-1');
    expect(r0.ok && o.view(r0.state, 'polish').board!.pieces.find((p) => p.id === 'pl-esk-1')?.values).toEqual(['1']);
    expect(refused(wojna, edited(content, row, { 'stars.0': 4 }))).toEqual({
      'forces.exercise-1920.aviation[0].stars[0]': expect.stringMatching(/3/),
    });
  });

  it('17.8: the fighter flag unticked, 7 Eskadra escorts no more; the flag is a yes/no of the record', () => {
    const content = ours(wojna);
    const row = rowOf(content, part, 'pl-esk-7');
    expect(valueAt(content, `${row}.fighter`)).toBe(true);
    const m = played(wojna, edited(content, row, { fighter: false }));
    const escorts = (x: Module) => labels(x, turn1(x), 'polish').filter((l) => l.startsWith('osłona: 7 Eskadra'));
    expect(escorts(played(wojna, content))).toEqual(['osłona: 7 Eskadra Myśliwska → 1 Eskadra Wywiadowcza']);
    expect(escorts(m)).toEqual([]);
  });
});

describe("Wojna's squadrons and transports added and removed in the list (17.1, 18.1: the scenario provides them)", () => {
  const air = partOf(wojna, 'forces.*.aviation');
  const transports = partOf(wojna, 'forces.*.transports');

  it('7 Eskadra copied (a new id) and renamed flies in a game on the pack: the air plan offers it', () => {
    expect([air.rows, transports.rows]).toEqual([{ id: 'id' }, { id: 'id' }]);
    const content = ours(wojna);
    const row = rowOf(content, air, 'pl-esk-7');
    const copied = withRowCopied(content, row, 'id');
    const rows = listRows(copied, air);
    const i = rows.findIndex((r) => r.path === row);
    expect(valueAt(rows[i + 1].row, 'id')).toBe('pl-esk-7-2');
    const pack = edited(copied, rows[i + 1].path, { name: '8 Eskadra Myśliwska' });
    const m = played(wojna, pack);
    const s: WojnaState = m.setup('exercise-1920', {}, new FixedDice(d10s(3)));
    expect(Object.keys(s.air!.units)).toContain('pl-esk-7-2');
    expect(labels(m, s, 'polish')).toContain('opóźnianie: 8 Eskadra Myśliwska');
    // removed again: our pack's squadrons only
    const back = withoutRow(pack, rows[i + 1].path);
    expect(listRows(back, air).map((r) => valueAt(r.row, 'id'))).toEqual(
      listRows(content, air).map((r) => valueAt(r.row, 'id')),
    );
  });

  it("the Poles' carts removed: no cart of theirs in a game on the pack; a removed unit still set up is refused by path", () => {
    const content = ours(wojna);
    const pack = withoutRow(content, rowOf(content, transports, 'pl-cart'));
    const s: WojnaState = played(wojna, pack).setup('exercise-1920', {}, new SeededDice(5));
    expect(ctxOf(s).defs.transport('pl-cart')).toBeUndefined();
    expect(ctxOf(s).defs.transport('pl-lorry')?.ma).toBe(14);
    // a unit the scenario sets up cannot go: the pack check names the set-up's place
    const units = partOf(wojna, 'forces.*.units');
    const errors = Object.keys(refused(wojna, withoutRow(content, rowOf(content, units, 'pl-1pp')))) as string[];
    expect(
      errors.some((p) => /^scenarios\[0\]\.setup\[\d+\]\.piece$/.test(p)),
      errors.join(),
    ).toBe(true);
  });
});

describe("Wojna's transports list (ch. 18)", () => {
  const part = partOf(wojna, 'forces.*.transports');
  /** turn 2 of the exercise: the 2nd Division beside the station 0308 (as transport-play.test.ts sets it) */
  const atStation = (m: Module): WojnaState =>
    turnTwo({ 'pl-2dp': '0409', 'pl-2pp': '0307', 'pl-3pp': '0309', 'op-22ps': '1404' }, undefined, 40, m);
  const load = (m: Module) => {
    const order = { type: 'load', transport: 'pl-echelon', pieces: ['pl-2pp', 'pl-3pp', 'pl-2dp'], hex: '0308' };
    const r = m.apply(atStation(m), 'polish', { orders: [order] }, new FixedDice([]));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return allowanceHp(ctxOf(r.state as WojnaState), 'pl-2pp');
  };

  it("18.5–7: the echelon's MA edited 20 → 16, its load runs 15 hexes instead of 19 (MA less the loading MP, 18.2)", () => {
    const content = ours(wojna);
    const row = rowOf(content, part, 'pl-echelon');
    expect(valueAt(content, `${row}.ma`)).toBe(20);
    expect(load(played(wojna, content))).toBe(38);
    expect(load(played(wojna, edited(content, row, { ma: 16 })))).toBe(30);
  });

  it("a kind is chosen from the schema's list; one not in it is refused at its field, naming the choices", () => {
    const content = ours(wojna);
    expect(part.choices?.kind).toEqual(['cart', 'lorry', 'echelon']);
    for (const { row } of listRows(content, part)) expect(part.choices!.kind).toContain(valueAt(row, 'kind'));
    const row = rowOf(content, part, 'pl-cart');
    expect(refused(wojna, edited(content, row, { kind: 'ship' }))).toEqual({
      [`forces.exercise-1920.transports[0].kind`]: "unknown kind 'ship', expected one of cart, lorry, echelon",
    });
  });
});

describe("Wojna's units: a level's defence-only flag (14.10) and a third level's stars, edited in the list", () => {
  const part = partOf(wojna, 'forces.*.units');

  it('14.10: 2 pp Leg.\'s full strength ticked "defence only" is drawn "(6)" by a game on the pack; unticked it is left out', () => {
    expect(part.flags).toEqual(['levels.0.defenceOnly', 'levels.1.defenceOnly', 'levels.2.defenceOnly']);
    const content = ours(wojna);
    const row = rowOf(content, part, 'pl-2pp');
    const ticked = edited(content, row, { 'levels.0.defenceOnly': true });
    expect(faceValues(part.face!, valueAt(ticked, row))).toEqual(['(6)', '7', '5']);
    const piece = (pack: unknown) => {
      const m = played(wojna, pack);
      return m
        .view(m.setup('exercise-1920', {}, new SeededDice(5)), 'polish')
        .board!.pieces.find((p) => p.id === 'pl-2pp');
    };
    expect(piece(ticked)?.values).toEqual(['(6)', '7', '5']);
    // unticked, the list leaves the member out (as our pack does): the saved record holds no `defenceOnly`
    const unticked = JSON.parse(JSON.stringify(edited(ticked, row, { 'levels.0.defenceOnly': undefined })));
    expect(valueAt(unticked, `${row}.levels.0`)).toEqual({ strength: 6, morale: 7, ma: 5 });
    expect(piece(unticked)?.values).toEqual(['6', '7', '5']);
  });

  it("a third level's stars typed in are the game's; 4 is refused at the field (0–3)", () => {
    const content = ours(wojna);
    const row = rowOf(content, part, 'pl-1pp');
    expect(part.fields).toContain('levels.2.stars');
    expect(part.numbers).toContain('levels.2.stars');
    const m = played(wojna, edited(content, row, { 'levels.2.stars': 1 }));
    const s: WojnaState = m.setup('exercise-1920', {}, new SeededDice(5));
    expect(ctxOf(s).defs.unit('pl-1pp')!.levels[2]).toEqual({ strength: 2, morale: 5, ma: 5, stars: 1 });
    expect(refused(wojna, edited(content, row, { 'levels.2.stars': 4 }))).toEqual({
      'forces.exercise-1920.units[0].levels[2].stars': expect.stringMatching(/3/),
    });
  });
});

describe("what a record is, chosen from the schema's lists: a Wojna unit's arm, an HQ's tier, an Olszynka horse's weight", () => {
  it("Wojna: 2 pp Leg. made cavalry is drawn with the cavalry symbol, the 2nd Division's HQ made a brigade's with 'X', in the list and the game", () => {
    const units = partOf(wojna, 'forces.*.units');
    const hqs = partOf(wojna, 'forces.*.hqs');
    expect([units.choices?.arm, units.choices?.moveClass, hqs.choices?.tier]).toEqual([
      ['infantry', 'cavalry', 'artillery', 'armoured-car', 'tank', 'armoured-train', 'river-unit'],
      ['infantry', 'cavalry', 'artillery', 'motor'],
      ['army', 'group', 'corps', 'cavalry-corps', 'division', 'brigade'],
    ]);
    const content = ours(wojna);
    const unit = rowOf(content, units, 'pl-2pp');
    const hq = rowOf(content, hqs, 'pl-2dp');
    const pack = edited(edited(content, unit, { arm: 'cavalry', moveClass: 'cavalry' }), hq, { tier: 'brigade' });
    const m = played(wojna, pack);
    const pieces = m.view(m.setup('exercise-1920', {}, new SeededDice(5)), 'polish').board!.pieces;
    const drawnAs = (id: string) => pieces.find((p) => p.id === id)!;
    expect([drawnAs('pl-2pp').symbol, lookUp(units.face!.symbol, valueAt(pack, unit))]).toEqual(['cavalry', 'cavalry']);
    expect([drawnAs('pl-2dp').size, lookUp(hqs.face!.size, valueAt(pack, hq))]).toEqual(['X', 'X']);
    expect(lookUp(hqs.face!.size, valueAt(content, hq))).toBe('XX');
  });

  it('Olszynka R 7.2: a horse regiment ticked heavy moves 6 MP instead of 7; infantry ticked heavy is refused at its field', () => {
    const part = partOf(olszynka, 'forces.units');
    expect(part.flags).toEqual(['heavy']);
    const content = ours(olszynka);
    const rows = listRows(content, part);
    const horse = rows.find((r) => valueAt(r.row, 'arm') === 'cavalry' && !valueAt(r.row, 'heavy'))!;
    const foot = rows.find((r) => valueAt(r.row, 'arm') === 'infantry')!;
    const id = valueAt(horse.row, 'id');
    const allowanceOf = (pack: unknown) => {
      const r = olszynka.parse(JSON.parse(JSON.stringify(pack)));
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      return printedAllowance(r.pack.forces.units.find((u) => u.id === id)!);
    };
    expect(allowanceOf(content)).toBe(7);
    expect(allowanceOf(edited(content, horse.path, { heavy: true }))).toBe(6);
    const i = foot.path.split('.').at(-1);
    expect(refused(olszynka, edited(content, foot.path, { heavy: true }))).toEqual({
      [`forces.units[${i}].heavy`]: 'R 7.2: only cavalry is heavy',
    });
  });
});

describe("Olszynka's formations list (R 3.1)", () => {
  const part = partOf(olszynka, 'forces.formations');
  const cup = (pack: unknown) => {
    const m = played(olszynka, pack);
    const s = m.setup('alder-wood-1831', {}, new SeededDice(5));
    const rows = m.view(s, 'pl').panel!.sections.flatMap((x) => x.rows);
    const inCup = rows.find((r) => (typeof r.label === 'string' ? r.label : r.label.pl) === 'W puli')!.value;
    return typeof inCup === 'string' ? inCup : inCup.pl;
  };

  it('R 2.3.2: the 3rd Division renamed in both languages is named so in the cup of a game on the pack', () => {
    const content = ours(olszynka);
    const row = rowOf(content, part, 'pl-3div');
    expect(cup(content)).toContain('3. Dywizja Piechoty');
    const renamed = edited(content, row, { name: { pl: 'Dywizja Skrzyneckiego', en: "Skrzynecki's Division" } });
    expect(cup(renamed)).toContain('Dywizja Skrzyneckiego');
    expect(cup(renamed)).not.toContain('3. Dywizja Piechoty');
  });

  it("a kind is chosen from the schema's list; a corps that is no corps of the side is refused at its field", () => {
    const content = ours(olszynka);
    expect(part.choices?.kind).toEqual(['division', 'corps', 'army']);
    const row = rowOf(content, part, 'pl-2kj-1');
    const i = row.split('.').at(-1);
    expect(refused(olszynka, edited(content, row, { kind: 'brigade' }))).toEqual({
      [`forces.formations[${i}].kind`]: "unknown kind 'brigade', expected one of division, corps, army",
    });
    // a Russian corps, and a division, are no corps of the Polish 1st Division of the II Cavalry Corps
    for (const corps of ['ru-1corps', 'pl-2div'])
      expect(refused(olszynka, edited(content, row, { corps }))).toEqual({
        [`forces.formations[${i}].corps`]: `no corps ${corps} of side pl`,
      });
    expect(refused(olszynka, edited(content, row, { corps: 'pl-1kj' }))).toEqual({});
  });

  it("the circle's colour is picked as the browser's chooser gives it ('#rrggbb'); another spelling is refused at its field", () => {
    const content = ours(olszynka);
    expect(part.colours).toEqual(['colour']);
    const row = rowOf(content, part, 'pl-3div');
    const i = row.split('.').at(-1);
    expect(refused(olszynka, edited(content, row, { colour: '#aa3300' }))).toEqual({});
    expect(Object.keys(refused(olszynka, edited(content, row, { colour: 'red' })))).toEqual([
      `forces.formations[${i}].colour`,
    ]);
  });
});

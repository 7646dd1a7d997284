import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../rules/core/dice.js';
import { legendPart } from '../../rules/core/legend.js';
import { packHash } from '../../rules/core/pack-hash.js';
import { partRows, valueAt, withValueAt } from '../../rules/core/pack-kit.js';
import { packKits } from '../../rules/pack-kits.js';
import type { GameModule } from '../../rules/core/contract.js';
import tannenberg, { createTannenberg } from '../../rules/games/tannenberg-1914/index.js';
import { PACK as TANNENBERG } from '../../rules/games/tannenberg-1914/pack.js';
import { parsePack as parseTannenberg } from '../../rules/games/tannenberg-1914/schema.js';
import wojna, { createWojna } from '../../rules/games/wojna-o-niepodleglosc/index.js';
import { PACK as WOJNA } from '../../rules/games/wojna-o-niepodleglosc/pack.js';
import { parsePack as parseWojna } from '../../rules/games/wojna-o-niepodleglosc/pack-check.js';

/**
 * Tannenberg's and Wojna's terrain legends (names, colours, patterns) moved from code into the packs
 * (`legend`, rules/core/legend.ts), which moved both shipped packs' content hashes
 * (pack-hashes.test.ts). Games created before carry the old hash: the old pack is the new one without
 * its legend, byte for byte, it still passes the schema (the legend may be absent) and, built into a
 * module, has the old hash and draws with our legend, so such games and club packs made before play
 * and look as they did. The legend is read by no rule: the recorded games replay unchanged
 * (final-states.test.ts, older-versions/).
 */
const BEFORE: Record<string, { packHash: string; content: string }> = {
  'tannenberg-1914': {
    packHash: '067dfee04630bc36525e517425dffdaa2bad50c9ee766956e2d1265118a46d5a',
    content: 'b3ac298493f2deb4fb53ceae1281c468396b85b756ba8cf8cca4364c462dbdae',
  },
  'wojna-o-niepodleglosc': {
    packHash: 'c40851be5e45326160825463c6c6e90ed1335b777dc8a10c767931a2a83162b1',
    content: '15beb64cac4aad10798d79c35cf3ca286842ecc02f21ef83120fd21b00c53412',
  },
};

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
interface Game {
  module: GameModule<any, any>;
  shipped: unknown;
  parse: (raw: unknown) => { ok: boolean; pack?: unknown };
  create: (pack: any) => GameModule<any, any>;
  scenario: string;
  /** undoes what was added to the pack after the legend (the older pack had neither) */
  later?: (pack: unknown) => void;
}
const games: Game[] = [
  {
    module: tannenberg,
    shipped: TANNENBERG,
    parse: parseTannenberg,
    create: createTannenberg,
    scenario: 'gumbinnen-1914',
  },
  // the warsaw-1920 positions came after the legend: the older pack has none
  {
    module: wojna,
    shipped: WOJNA,
    parse: parseWojna,
    create: createWojna,
    scenario: 'exercise-1920',
    later: noWarsawPositions,
  },
];
const boardOf = (m: GameModule<any, any>, scenario: string) => m.staticBoard(m.setup(scenario, {}, new SeededDice(1)));
function noWarsawPositions(p: any): void {
  p.scenarios.find((s: { id: string }) => s.id === 'warsaw-1920').positions = [];
}
const withoutLegend = (pack: unknown, later?: (p: unknown) => void) => {
  const p = structuredClone(pack) as { legend?: unknown };
  delete p.legend;
  later?.(p);
  return p;
};

for (const { module, shipped, parse, create, scenario, later } of games)
  describe(`${module.id}: the legend in the pack`, () => {
    it('the pack without its legend is the one games created before were pinned to', () => {
      const before = withoutLegend(shipped, later);
      expect({ packHash: packHash(before), content: sha256(JSON.stringify(before)) }).toEqual(BEFORE[module.id]);
      expect(module.packHash).not.toBe(BEFORE[module.id]!.packHash);
    });

    it('that older pack still passes the schema, builds to its own hash and is drawn with our legend', () => {
      const r = parse(withoutLegend(shipped, later));
      expect(r.ok).toBe(true);
      const old = create(r.pack);
      expect(old.packHash).toBe(BEFORE[module.id]!.packHash);
      expect(boardOf(old, scenario).legend).toEqual(boardOf(module, scenario).legend);
    });

    it("the shipped board's legend is the pack's, key for key, in its order", () => {
      const legend = (shipped as { legend: Record<string, unknown> }).legend;
      const board = boardOf(module, scenario);
      expect(board.legend).toEqual(legend);
      expect(Object.keys(board.legend)).toEqual(Object.keys(legend));
      // every key the board draws has its entry (nothing drawn grey and nameless)
      const used = new Set([
        ...board.cells.flatMap((c) => [c.terrain, ...(c.features ?? [])]),
        ...(board.hexsides ?? []).map((h) => h.kind),
        ...(board.lines ?? []).map((l) => l.kind),
      ]);
      expect([...used].filter((k) => !(k in board.legend))).toEqual([]);
    });

    it('a club pack that renames and recolours the roads shows its own legend, and its hash says so', () => {
      const pack = structuredClone(shipped) as { legend: Record<string, { name: unknown; fill: string }> };
      pack.legend.road = { name: { pl: 'trakt', en: 'track' }, fill: '#5a3a1b' };
      const r = parse(pack);
      expect(r.ok).toBe(true);
      const club = create(r.pack);
      expect(club.packHash).not.toBe(module.packHash);
      expect(boardOf(club, scenario).legend.road).toEqual({ name: { pl: 'trakt', en: 'track' }, fill: '#5a3a1b' });
      // ours is untouched: the boards are kept per pack
      expect(boardOf(module, scenario).legend.road?.name.en).toBe('road');
    });

    it('a club pack whose legend lacks a key or writes a colour as markup is refused with the path', () => {
      const pack = structuredClone(shipped) as { legend: Record<string, { fill: string }> };
      delete pack.legend.road;
      pack.legend.forest!.fill = '"><script>';
      const r = parse(pack) as { ok: boolean; errors?: { path: string }[] };
      expect(r.ok).toBe(false);
      expect(r.errors?.map((e) => e.path).sort()).toEqual(['legend.forest.fill', 'legend.road']);
    });

    it("the pack editor shows the legend as a table, a row a key: a name and a colour edited there are the club pack's", async () => {
      const kit = await packKits[module.id]!();
      expect(kit.parts).toContain(legendPart);
      const rows = partRows(shipped, legendPart);
      expect(rows.map((r) => r.key)).toEqual(Object.keys((shipped as { legend: object }).legend));
      expect(legendPart.columns.map((c) => valueAt(rows.find((r) => r.key === 'forest')!.row, c))).toEqual([
        'las',
        'forest',
        (shipped as { legend: { forest: { fill: string } } }).legend.forest.fill,
      ]);
      // the editor writes `legend.<key>.<column>`
      let edited = withValueAt(shipped, 'legend.forest.fill', '#123456');
      edited = withValueAt(edited, 'legend.forest.name.en', 'woods');
      const r = parse(JSON.parse(JSON.stringify(edited)));
      expect(r.ok).toBe(true);
      expect(boardOf(create(r.pack), scenario).legend.forest).toEqual({
        name: { pl: 'las', en: 'woods' },
        fill: '#123456',
        pattern: 'trees',
      });
    });
  });

import { describe, expect, it } from 'vitest';
import type { BoardView } from '../../rules/core/board.js';
import { axeSerious } from './page-checks.js';
import { clickBoard, clubOf, oursInPainter } from './club-packs-kit.js';

/**
 * A hex picked (⌖) in a pack of two maps, in real Chromium against `npm start` (issue 20): Wojna's
 * exercise and Warsaw 1920 scenarios each have a map of their own, and a field's hex is picked on the
 * map of the scenario it belongs to, whichever map was shown when ⌖ was pressed. Shown another map
 * meanwhile, the editor says where the pick is answered and offers that map back. A set-up hex holding
 * both sides is tagged with both.
 */
describe('a hex picked on the map its scenario is played on (Wojna)', () => {
  it("Warsaw 1920's reinforcement picked while the exercise map is shown; an exercise unit's set-up while Warsaw's is", async () => {
    const { dir, clubId } = await clubOf('dwie-mapy');
    const page = dir.page;
    const { read } = await oursInPainter(dir, clubId, 'wojna-o-niepodleglosc', 'Nasze dwie mapy');
    const [exercise, warsaw]: BoardView[] = ['maps.0.terrain', 'maps.1.terrain'].map((p) => ({
      ...read.boards[p],
      pieces: [],
    }));
    const onExercise = new Set(exercise.cells.map((c) => c.label));
    // a hex of the Warsaw map the exercise map does not have: only a click on Warsaw's board can give it
    const far = warsaw.cells.map((c) => c.label).find((l) => !onExercise.has(l))!;
    expect(far).toBeDefined();
    const shownMap = () => page.getAttribute('.pack-map', 'data-part');
    expect(await shownMap()).toBe('maps.0.terrain');

    // Warsaw 1920's first reinforcement (pl-17dp, turn 3 at 0609): its ⌖ opens Warsaw's map and asks there
    expect(read.content.scenarios[1].reinforcements[0]).toEqual({ piece: 'pl-17dp', turn: 3, hex: '0609' });
    const what = 'warsaw-1920 · reinforcements 1 hex';
    const field = '[aria-label="scenarios.1.reinforcements.0 hex"]';
    await page.click(`button[aria-label="Wskaż ${what} na mapie"]`);
    await page.waitForSelector(`.pack-map[data-part="maps.1.terrain"] .pack-pick[data-pick="${what}"]`);
    expect(await page.getAttribute('.pack-map .pack-board', 'data-tool')).toBe('pick');
    expect(await page.inputValue('.pack-setup-shown select')).toBe('scenarios.1');
    expect(await page.isChecked('[data-map="maps.1.terrain"] input')).toBe(true);

    // the exercise map chosen meanwhile: it is not asked (its clicks paint), the editor says where the pick is
    await page.check('[data-map="maps.0.terrain"] input');
    await page.waitForSelector('.pack-map[data-part="maps.0.terrain"] svg.board g.map path.cell');
    expect(await page.getAttribute('.pack-map .pack-board', 'data-tool')).not.toBe('pick');
    expect(await page.locator('.pack-map .pack-pick').count()).toBe(0);
    const elsewhere = `.pack-tables > .pack-pick[data-pick-map="maps.1.terrain"]`;
    await page.waitForSelector(elsewhere);
    const title = read.parts.find((p: { path: string }) => p.path === 'maps.1.terrain').title.pl;
    expect(await page.textContent(elsewhere)).toContain(`Heks dla: ${what} wskazuje się na mapie ${title}`);
    expect(await axeSerious(page), 'axe with the pick waiting on the other map').toEqual([]);
    // shown again, Warsaw's map answers: the field holds a hex only Warsaw's map has
    await page.click(`${elsewhere} button:has-text("Pokaż mapę")`);
    await page.waitForSelector(`.pack-map[data-part="maps.1.terrain"] .pack-pick[data-pick="${what}"]`);
    expect(await page.locator(elsewhere).count()).toBe(0);
    await clickBoard(page, warsaw, far);
    await expect.poll(() => page.inputValue(field)).toBe(far);
    expect(await page.locator('.pack-pick').count()).toBe(0);

    // the other way round: Warsaw's map shown while the exercise's set-up is (the map chosen by hand),
    // an exercise unit's ⌖ opens the exercise map, and the click there sets it up on the exercise's hex
    await page.selectOption('.pack-setup-shown select', 'scenarios.0');
    await page.waitForSelector('.pack-map[data-part="maps.0.terrain"] g.setup-mark');
    await page.check('[data-map="maps.1.terrain"] input');
    await page.waitForSelector('.pack-map[data-part="maps.1.terrain"] svg.board g.map path.cell');
    const units = read.content.forces['exercise-1920'].units as { id: string; side: string }[];
    const setup = read.content.scenarios[0].setup as { piece: string; hex: string }[];
    const at = units.findIndex((u) => u.side === 'polish');
    const unit = units[at]!.id;
    // the hex of an opposing unit of the exercise: set up there too, the hex holds both sides
    const opposing = setup.find((e) => units.some((u) => u.id === e.piece && u.side === 'opposing'))!;
    expect(opposing).toBeDefined();
    // the tag lists the sides as the units list has them
    const order =
      units.findIndex((u) => u.id === opposing.piece) < at ? ['opposing', 'polish'] : ['polish', 'opposing'];
    await page.click(`[data-placing="forces.exercise-1920.units.${at}"] summary`);
    await page.click(`button[aria-label="Rozstaw ${unit} na heksie wskazanym na mapie"]`);
    await page.waitForSelector('.pack-map[data-part="maps.0.terrain"] .pack-pick');
    await clickBoard(page, exercise, opposing.hex);
    await page.waitForSelector(
      `[data-placing="forces.exercise-1920.units.${at}"] li:has-text("exercise-1920 · setup: ${opposing.hex}")`,
    );
    // the tag on that hex: both sides, the edge split (a slice each), its words by side
    const tag = `.pack-map g.setup-mark[data-setup-cell="${opposing.hex}"]`;
    await expect.poll(() => page.getAttribute(tag, 'data-sides')).toBe(order.join(' '));
    expect(
      await page.$$eval(`${tag} path.setup-edge`, (ps) =>
        ps.map((p) => [p.getAttribute('data-side'), p.getAttribute('stroke')]),
      ),
    ).toEqual(order.map((side) => [side, exercise.sideColors![side]]));
    const words = await page.getAttribute(tag, 'aria-label');
    expect(words).toContain(`Strony ${order.join(', ')} rozstawione na heksie ${opposing.hex}: `);
    expect(words).toContain(`polish: ${unit}`);
    expect(words).toMatch(new RegExp(`opposing: [^;]*${opposing.piece}`));
  });
});

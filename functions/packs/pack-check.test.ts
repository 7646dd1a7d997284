import { describe, expect, it } from 'vitest';
import { packKitOf } from '../../rules/pack-kits.js';
import { checkPack } from './club-packs.js';
import { checkPlayable } from './pack-check.js';

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x));

describe('the rules check of a club pack', () => {
  it.each([
    'manoeuvre',
    'ostatnia-wojna-cesarzy',
    'olszynka-grochowska-1831',
    'tannenberg-1914',
    'wojna-o-niepodleglosc',
  ])(
    'our own %s pack passes: every scenario sets up, a random game of the shortest ends within 300 batches',
    async (game) => {
      const kit = (await packKitOf(game))!;
      expect(checkPlayable(kit, kit.shipped())).toEqual([]);
    },
  );

  it('a random game that does not end within the batch bound is refused', async () => {
    const kit = (await packKitOf('manoeuvre'))!;
    expect(checkPlayable(kit, kit.shipped(), { batches: 5 })).toEqual([
      { path: 'scenarios', message: 'a random game of intro did not end within 5 batches or 5 s' },
    ]);
  });

  it('a scenario that does not set up is named by its index', async () => {
    const kit = (await packKitOf('olszynka-grochowska-1831'))!;
    const pack = copy(kit.shipped()) as { scenarios: { id: string; setup: unknown }[] };
    const broken = kit.create(pack as never);
    const real = broken.setup;
    // the schema cannot see this: the module refuses the first scenario at setup
    const module = {
      ...broken,
      setup: (id: string, ...rest: unknown[]) => {
        if (id === pack.scenarios[0].id) throw new Error('no room to deploy');
        return (real as (...a: unknown[]) => unknown)(id, ...rest);
      },
    };
    const problems = checkPlayable({ ...kit, create: () => module as never }, pack);
    expect(problems[0]).toEqual({
      path: 'scenarios[0]',
      message: `scenario ${pack.scenarios[0].id} does not set up: no room to deploy`,
    });
  });

  it('schema errors come first, each with its path; the hash is of the parsed pack', async () => {
    const kit = (await packKitOf('ostatnia-wojna-cesarzy'))!;
    const bad = copy(kit.shipped()) as { map: { hexes: { terrain: string }[] } };
    bad.map.hexes[7].terrain = 'swamp';
    const v = await checkPack('ostatnia-wojna-cesarzy', bad);
    expect(v.ok).toBe(false);
    if (!v.ok)
      expect(v.errors.find((e) => e.path === 'map.hexes[7].terrain')?.message).toMatch(
        /^unknown terrain 'swamp', expected one of clear, /,
      );
    const good = await checkPack('ostatnia-wojna-cesarzy', copy(kit.shipped()));
    expect(good.ok && good.hash).toBe(kit.create(kit.shipped()).packHash);
  });

  it('a game without a kit cannot take a club pack', async () => {
    expect(await checkPack('no-such-game', {})).toEqual({
      ok: false,
      errors: [{ path: 'game', message: 'no-such-game cannot be played on a club pack yet' }],
    });
  });
});

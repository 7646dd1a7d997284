import { describe, expect, it } from 'vitest';
import { FixedDice } from '../../../core/dice.js';
import owc, { createOwc } from '../index.js';
import { PACK } from '../pack.js';
import type { OwcState } from '../state.js';
import { clubPack, ofType } from '../testkit.js';

/**
 * A club's Campaign card is the one in play: the campaign rules read the card of the pack the
 * module is built from (the state names a club pack by hash), not our shipped card.
 */
const sc = PACK.scenarios.find((x) => x.id === 'D')!;
const stageOf = (date: string): number => sc.stages.indexOf(date) + 1;
/** scenario D at the end of 15.X: Lwów and Stanisławów Russian, Łódź Allied; one corps a side, far apart */
const at15X = (m: typeof owc, phase: string): OwcState =>
  m.setup(
    'D',
    {
      position: {
        standing: { allies: { rally: 'none' }, russians: { rally: 'none' } },
        units: [
          { id: 'ah-i', hex: '3409' },
          { id: 'ru-i', hex: '1220' },
        ],
        stage: stageOf('15.X'),
        phasing: 'russians',
        phase,
        control: { '3518': 'russians', '3920': 'russians', '2506': 'allies' },
      },
    },
    new FixedDice([]),
  );

describe("a club pack's Campaign card in play (28–40)", () => {
  it('36.1: the club raises the aspiration of 15.X from 4 to 6: the Allies score 2 × (6 − 3) = 6, not 2', () => {
    const m = createOwc(clubPack('club-campaign', (p) => (p.campaign!.aspirations['15.X'] = 6)));
    // ours: Russians +3 (36), Allies +2 (36.1, aspiration 4) and +3 (37.3)
    expect(at15X(owc, 'repeat').vp).toBe(3 - 2 - 3);
    const s = at15X(m, 'repeat');
    expect(s.pack).toBe(m.packHash);
    expect(s.vp).toBe(3 - 6 - 3);
    expect(s.stage).toBe(stageOf('21.X'));
  });
  it("36: the club gives Lwów (3518) one star, not three: the stage end counts two Russian stars fewer, under the club's aspiration", () => {
    const m = createOwc(
      clubPack('club-campaign', (p) => {
        p.campaign!.warAims.find((w) => w.hex === '3518')!.stars = 1;
        p.campaign!.aspirations['15.X'] = 5;
      }),
    );
    // the Russians pass their last reserve window of 15.X (4.2): the turn and the stage end (36)
    const end = (mod: typeof owc) => {
      const s = at15X(mod, 'w3');
      expect(s.await).toEqual({ side: 'russians', kind: 'window' });
      const r = mod.apply(JSON.parse(JSON.stringify(s)), 'russians', { orders: [{ type: 'pass' }] }, new FixedDice([]));
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return { aims: ofType(r.events, 'war-aims')[0], vp: r.state.vp - s.vp };
    };
    const ours = end(owc);
    expect(ours.aims).toEqual({ russians: 4, allies: 1, russiansOnAH: 4, aspiration: 4 });
    expect(ours.vp).toBe(3 - 2 - 3);
    const club = end(m);
    expect(club.aims).toEqual({ russians: 2, allies: 1, russiansOnAH: 2, aspiration: 5 });
    // Russians +1 (36: 2 stars against 1), Allies 2 × (5 − 1) = 8 (36.1) and +3 (37.3)
    expect(club.vp).toBe(1 - 8 - 3);
  });
});

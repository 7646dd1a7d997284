/**
 * A club's changed special rule played through a game (issue 20), through real HTTP and real dynalite:
 * the club's Tannenberg pack brings the Narew reinforcements (17.3.3) from the first turn on and from
 * further off (after turn 0 instead of 14, a German unit within 20 hexes of the Narew instead of 6).
 * A game created over the API on that pack has them on its track at the end of turn 1, the VP track
 * 12 lower (the scenario's 'narew' award), the log says so to both players, and on turn 2 the seven
 * pieces stand on the map; a game of the same scenario on our pack, played the same way, has none.
 */
import { describe, expect, it } from 'vitest';
import { packKitOf } from '../../rules/pack-kits.js';
import { clubWithOurPack, playRandom, savePack } from './helpers/club-pack.js';
import { type Browser, realGames, stackPerFile } from './helpers/harness.js';

const { options } = await realGames('club pack special rule', ['tannenberg-1914']);
const stack = stackPerFile(options);
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x));
type Rec = Record<string, any>;

/** every turn of a game's log as `p` reads it, oldest first */
const logOf = async (p: Browser, id: string): Promise<Rec[]> => {
  const turns: Rec[] = [];
  for (let before: number | null = null, pages = 0; pages === 0 || before !== null; pages++) {
    const page: Rec = (await p.get(`/api/games/${id}/log?limit=200${before ? `&before=${before}` : ''}`)).body;
    turns.unshift(...page.turns);
    before = page.older;
  }
  return turns;
};

describe("a club pack's changed special rule in a game", () => {
  it('17.3.3: the Narew reinforcements after turn 0 within 20 hexes: on the track at the end of turn 1, VP -12, on the map on turn 2', async () => {
    const { director, member, tag, clubId, packId, url } = await clubWithOurPack(stack, 'tannenberg-1914');
    const ours = copy((await packKitOf('tannenberg-1914'))!.shipped()) as Rec;
    const si = ours.scenarios.findIndex((s: Rec) => s.id === 'tannenberg-1914');
    const narew = ours.scenarios[si].special.narew;
    // our pack: after turn 14, within 6 hexes of the Narew region, seven pieces, 12 VP to the Germans
    expect([narew.afterTurn, narew.distance, narew.region, narew.pieces.length]).toEqual([14, 6, 'narew', 7]);
    expect(ours.scenarios[si].vp.german.narew).toBe(12);
    const mine = copy(ours);
    Object.assign(mine.scenarios[si].special.narew, { afterTurn: 0, distance: 20 });
    const saved = await savePack(director, url, mine);

    /** a game of the Tannenberg scenario (on the club's pack, or ours), both seats taken, played to the end of turn 1 */
    const turnOne = async (pack?: Rec) => {
      const created = await director.post('/api/games', {
        game: 'tannenberg-1914',
        scenario: 'tannenberg-1914',
        seat: 'de',
        ...(pack ? { pack } : {}),
        opponent: { email: `member-${tag}@example.org` },
      });
      expect(created.status, JSON.stringify(created.body).slice(0, 400)).toBe(201);
      const id: string = created.body.id;
      expect((await member.post(`/api/games/${id}/join`, {})).status).toBe(200);
      const s = await playRandom(stack, id, [director, member], 400, (s) => s.turn === 2);
      expect(s.turn).toBe(2);
      return { id, s };
    };

    const club = await turnOne({ clubId, packId });
    const g = (await stack.server.svc.games.load(club.id))!;
    expect(g.record.setup.rules?.packHash).toBe(saved.pack.hash);
    // 17.3.3 as the club has it: the seven pieces on the track for turn 2, at the map's first Russian
    // edge hex a railway leaves by (A23B21, the line to Warsaw), on foot
    const arrival = (club.s.arrivals as Rec[]).find((a) => a.pieces.includes(narew.pieces[0]));
    expect(arrival).toEqual({ turn: 2, hex: 'A23B21', pieces: narew.pieces, rail: false });
    // both players read it in the log: the end of turn 1's VP total, then the Narew event (as the game describes it)
    for (const p of [director, member]) {
      const events = (await logOf(p, club.id)).flatMap((t) => t.events as Rec[]);
      const end = events.find((e) => e.type === 'turn-end' && e.data.turn === 1)!;
      const nw = events.find((e) => e.type === 'narew')!;
      expect(nw).toMatchObject({ data: { turn: 2 }, rule: '17.3.3' });
      expect(nw.text).toBe('Posiłki znad Narwi przybędą w etapie 2 (17.3.3)');
      // the VP track: the end of turn 1's total, then 12 to the Germans
      expect(club.s.track).toBe(end.data.track - 12);
    }

    // on turn 2 they enter (17.2): every one of the seven on the map
    const on = await playRandom(stack, club.id, [director, member], 400, (s) =>
      narew.pieces.every((p: string) => s.units[p]?.hex || s.hqs[p]?.hex),
    );
    expect(narew.pieces.every((p: string) => on.units[p]?.hex || on.hqs[p]?.hex)).toBe(true);
    expect(on.turn).toBe(2);

    // our pack, played the same way: no Narew pieces on the track after turn 1, none on the map
    const plain = await turnOne();
    expect((plain.s.arrivals as Rec[]).some((a) => a.pieces.includes(narew.pieces[0]))).toBe(false);
    expect(narew.pieces.some((p: string) => plain.s.units[p]?.hex || plain.s.hqs[p]?.hex)).toBe(false);
    // two games played through turn 1 over HTTP: ~40 s alone here, more beside other test files
  }, 240_000);
});

/**
 * A scenario's entries edited in the browser (issue 20), through real HTTP and real dynalite: the pack
 * answer declares Tannenberg's reinforcements as rows whose pieces are named from the units, HQs and
 * trains and whose hex is a cell of the map; the check while typing names what a new entry still
 * lacks; the completed entry saves (the whole rules check) and a club game on the pack has it on its
 * reinforcement track (17.2.1).
 */
import { describe, expect, it } from 'vitest';
import { packKitOf } from '../../rules/pack-kits.js';
import { clubWithOurPack, savePack } from './helpers/club-pack.js';
import { realGames, stackPerFile } from './helpers/harness.js';

const { options } = await realGames('club pack entries', ['tannenberg-1914']);
const stack = stackPerFile(options);
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x));
type Rec = Record<string, any>;

describe('club pack entries', () => {
  it('17.2.1: a reinforcement added, checked while typing, saved, and on the track of a club game on Gumbinnen', async () => {
    const { director, tag, clubId, packId, url } = await clubWithOurPack(stack, 'tannenberg-1914');
    const { body: read } = await director.get(url);
    const part = read.parts.find((p: Rec) => p.kind === 'entries' && p.path === 'scenarios.*.reinforcements');
    expect(part).toMatchObject({
      fields: ['turn', 'hex', 'pieces', 'rail'],
      many: ['pieces'],
      cells: ['hex'],
      refs: { pieces: [{ path: 'forces.units' }, { path: 'forces.hqs' }, { path: 'forces.trains' }] },
    });

    const ours = copy((await packKitOf('tannenberg-1914'))!.shipped()) as Rec;
    const si = ours.scenarios.findIndex((s: Rec) => s.id === 'gumbinnen-1914');
    const sc = ours.scenarios[si];
    const placed = new Set([...sc.setup.map((e: Rec) => e.piece), ...sc.reinforcements.flatMap((r: Rec) => r.pieces)]);
    const unit: string = ours.forces.units.map((u: Rec) => u.id).find((id: string) => !placed.has(id));
    // the new row as the editor adds it (the part's `fresh`): the check names its hex and its pieces
    const fresh = copy(ours);
    fresh.scenarios[si].reinforcements.push(copy(part.fresh));
    const n = sc.reinforcements.length;
    const r1 = await director.post(`${url}/check`, { content: fresh });
    expect(r1.status).toBe(200);
    const at = new Set(r1.body.errors.map((e: Rec) => e.path));
    expect([...at].sort()).toEqual([
      `scenarios[${si}].reinforcements[${n}].hex`,
      `scenarios[${si}].reinforcements[${n}].pieces`,
    ]);
    // a turn after the scenario's last is named at the turn (17.2.1)
    const done = copy(fresh);
    Object.assign(done.scenarios[si].reinforcements[n], { turn: sc.turns + 1, hex: 'A30B46', pieces: [unit] });
    expect((await director.post(`${url}/check`, { content: done })).body.errors).toEqual([
      {
        path: `scenarios[${si}].reinforcements[${n}].turn`,
        message: `turn ${sc.turns + 1} is after the last turn ${sc.turns}`,
      },
    ]);
    done.scenarios[si].reinforcements[n].turn = 2;
    expect((await director.post(`${url}/check`, { content: done })).body).toEqual({ errors: [] });
    const saved = await savePack(director, url, done);
    expect(saved.pack.version).toBe(2);

    const created = await director.post('/api/games', {
      game: 'tannenberg-1914',
      scenario: 'gumbinnen-1914',
      seat: 'de',
      pack: { clubId, packId },
      opponent: { email: `member-${tag}@example.org` },
    });
    expect(created.status, JSON.stringify(created.body).slice(0, 400)).toBe(201);
    const g = (await stack.server.svc.games.load(created.body.id))!;
    expect(g.record.setup.rules?.packHash).toBe(saved.pack.hash);
    expect((g.record.state as Rec).arrivals).toContainEqual({ turn: 2, hex: 'A30B46', pieces: [unit], rail: false });
  });
});

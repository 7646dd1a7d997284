/**
 * Editing a league through the API (the form in web/leagues/EditLeague.tsx uses exactly this):
 * before the start everything but the game; after it the name only; `rev` guards against editing
 * a league that changed since the form was loaded; bad fields are named by `path`; members 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../api/helpers/harness.js';
import { clubOf, inDays, leagueBody, type Club } from './helpers.js';

describe('PUT /api/leagues/:id', () => {
  let stack: Stack;
  let club: Club;
  let id: string;
  const put = (who: string, body: unknown) => club.players[who].request('PUT', `/api/leagues/${id}`, body);
  const page = async () => (await club.director.get(`/api/leagues/${id}`)).body;

  beforeAll(async () => {
    stack = await startStack();
    club = await clubOf(stack, ['irena', 'jan', 'kasia']);
    const l = await club.director.post('/api/leagues', leagueBody(stack, club.id, { name: 'Liga wiosenna' }));
    id = l.body.leagueId;
  });
  afterAll(() => stack?.close());

  it('before the start the director changes name, format, clock, policies and deadline; the page says what is editable', async () => {
    const before = await page();
    expect(before.me.editable).toEqual([
      'name',
      'scenario',
      'options',
      'clock',
      'rated',
      'vacation',
      'format',
      'withdrawal',
      'entryDeadline',
    ]);
    const deadline = inDays(stack, 10);
    const r = await put('irena', {
      rev: before.rev,
      name: 'Liga letnia',
      format: { kind: 'swiss', rounds: 3 },
      clock: { kind: 'fischer', initialHours: 48, incrementHours: 12, capHours: 96 },
      rated: false,
      vacation: 'not-allowed',
      withdrawal: 'annul',
      entryDeadline: deadline,
    });
    expect(r.status).toBe(200);
    expect([
      r.body.name,
      r.body.format,
      r.body.rated,
      r.body.vacation,
      r.body.withdrawal,
      r.body.entryDeadline,
    ]).toEqual([
      'Liga letnia',
      { kind: 'swiss', rounds: 3, next: 'when-finished' },
      false,
      'not-allowed',
      'annul',
      deadline,
    ]);
    expect(r.body.clock).toMatchObject({
      kind: 'fischer',
      initialMs: 48 * 3_600_000,
      incrementMs: 12 * 3_600_000,
      capMs: 96 * 3_600_000,
    });
    expect(r.body.rev).toBe(before.rev + 1);
    // the other members see it
    expect((await club.players.jan.get(`/api/leagues/${id}`)).body.name).toBe('Liga letnia');
  });

  it('a stale rev is 409 stale and changes nothing', async () => {
    const now = await page();
    const r = await put('irena', { rev: now.rev - 1, name: 'Za późno' });
    expect([r.status, r.body.code]).toEqual([409, 'stale']);
    expect((await page()).name).toBe('Liga letnia');
  });

  it('bad fields are 400 with the field named: a one-letter name, 30 Swiss rounds, a past deadline, an unknown scenario', async () => {
    const rev = (await page()).rev;
    const cases: [unknown, string, string][] = [
      [{ name: 'X' }, 'name', 'bad-input'],
      [{ format: { kind: 'swiss', rounds: 30 } }, 'format.rounds', 'bad-input'],
      [{ entryDeadline: inDays(stack, -1) }, 'entryDeadline', 'deadline-passed'],
      [{ scenario: 'nope' }, 'scenario', 'unknown-scenario'],
      [{ format: { kind: 'swiss', rounds: 3, next: 'dates', dates: [] } }, 'format.dates', 'bad-input'],
    ];
    for (const [body, path, code] of cases) {
      const r = await put('irena', { rev, ...(body as object) });
      expect([r.status, r.body.path, r.body.code]).toEqual([400, path, code]);
    }
    expect((await page()).rev).toBe(rev);
  });

  it('a member gets 403 and no edit fields', async () => {
    const asMember = (await club.players.jan.get(`/api/leagues/${id}`)).body;
    expect([asMember.me.canManage, asMember.me.editable]).toEqual([false, []]);
    const r = await put('jan', { name: 'Moja' });
    expect([r.status, r.body.code]).toEqual([403, 'not-director']);
  });

  it('after the start only the name: a rename works, anything else is 409 league-started naming the field', async () => {
    for (const n of ['irena', 'jan', 'kasia']) await club.players[n].post(`/api/leagues/${id}/entries`, {});
    const started = await club.director.post(`/api/leagues/${id}/start`, {});
    expect(started.body.status).toBe('running');
    expect(started.body.me.editable).toEqual(['name']);
    const fixed = await put('irena', { rev: started.body.rev, withdrawal: 'forfeit' });
    expect([fixed.status, fixed.body.code, fixed.body.path]).toEqual([409, 'league-started', 'withdrawal']);
    const renamed = await put('irena', { rev: started.body.rev, name: 'Liga letnia — finał' });
    expect([renamed.status, renamed.body.name, renamed.body.status]).toEqual([200, 'Liga letnia — finał', 'running']);
    expect(renamed.body.games).toHaveLength(started.body.games.length);
    expect((await put('jan', { name: 'x y' })).status).toBe(403);
  });
});

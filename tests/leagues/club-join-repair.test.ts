/**
 * A club membership is two items written one after the other (club side, then the member's "my
 * clubs" row, then the invitation is dropped). A crash between them must not strand the member:
 * joining again finishes the join. The crash is the real partial write, made in the real table.
 */
import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { toItem } from '../../functions/store/codec.js';
import { clubKeys } from '../../functions/store/club-items.js';
import { Browser, stackPerFile } from '../api/helpers/harness.js';

const stack = stackPerFile();

const db = () => stack.server.svc.deps.db;
const stored = async (key: { pk: string; sk: string }) =>
  (await db().client.send(new GetItemCommand({ TableName: db().table, Key: toItem(key), ConsistentRead: true })))
    .Item ?? null;

describe('a join that crashed between its writes', () => {
  it('joining again finishes it: "my clubs" lists the club, the invitation is gone, the role is the invited one', async () => {
    const ola = new Browser(stack);
    await ola.signIn('ola-repair@example.org');
    const clubId = (await ola.post('/api/clubs', { name: 'Klub Naprawa', description: 'test club' })).body
      .clubId as string;
    expect(
      (await ola.post(`/api/clubs/${clubId}/invitations`, { email: 'jan-repair@example.org', role: 'director' }))
        .status,
    ).toBe(201);
    const jan = new Browser(stack);
    const janId = (await jan.signIn('jan-repair@example.org')).userId as string;

    // the crash: the club side of the membership was written, nothing after it
    const since = '2026-01-05T12:00:00.000Z';
    await db().client.send(
      new PutItemCommand({
        TableName: db().table,
        Item: toItem({
          ...clubKeys.member(clubId, janId),
          clubId,
          userId: janId,
          name: 'jan-repair',
          role: 'director',
          since,
        }),
      }),
    );
    expect(await stored(clubKeys.mine(janId, clubId))).toBeNull();
    expect((await jan.get('/api/clubs')).body.clubs).toEqual([]);

    const again = await jan.post(`/api/clubs/${clubId}/join`);
    expect(again.status).toBe(200);
    expect(again.body.members.find((m: any) => m.userId === janId)).toMatchObject({ role: 'director', since });
    expect((await jan.get('/api/clubs')).body.clubs.map((c: any) => c.clubId)).toEqual([clubId]);
    expect(await stored(clubKeys.invite(clubId, 'jan-repair@example.org'))).toBeNull();

    // finished: a third join is the ordinary "already a member"
    const third = await jan.post(`/api/clubs/${clubId}/join`);
    expect([third.status, third.body.code]).toEqual([409, 'already-member']);
  });
});

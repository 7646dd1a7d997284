/** SES feedback on the real table: permanent bounces and complaints suppress; transient ones do not. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleSesMessages, suppressionsOf } from '../../functions/notify/bounces.js';
import { startStack, type Stack } from '../api/helpers/harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const bounce = (bounceType: string, ...to: string[]) =>
  JSON.stringify({
    eventType: 'Bounce',
    bounce: { bounceType, bouncedRecipients: to.map((emailAddress) => ({ emailAddress })) },
    mail: { messageId: 'm1' },
  });
const complaint = (...to: string[]) =>
  JSON.stringify({
    notificationType: 'Complaint',
    complaint: { complainedRecipients: to.map((emailAddress) => ({ emailAddress })) },
  });

describe('SES bounces and complaints', () => {
  it('a permanent bounce and a complaint suppress their addresses; a transient bounce and junk do not', async () => {
    const users = stack.server.svc.users;
    const counts = await handleSesMessages(
      [
        bounce('Permanent', 'Gone@Example.org', 'also.gone@example.org'),
        bounce('Transient', 'full.mailbox@example.org'),
        complaint('angry@example.org'),
        'not json',
      ],
      users,
      stack.clock.now(),
    );
    expect(counts).toEqual({ events: 4, bounce: 2, complaint: 1, ignored: 2 });
    expect(await users.isSuppressed('gone@example.org')).toBe(true);
    expect(await users.isSuppressed('also.gone@example.org')).toBe(true);
    expect(await users.isSuppressed('angry@example.org')).toBe(true);
    expect(await users.isSuppressed('full.mailbox@example.org')).toBe(false);
  });

  it('both SES shapes are read; other events suppress nothing', () => {
    expect(suppressionsOf(JSON.parse(complaint('x@example.org')))).toEqual([
      { email: 'x@example.org', reason: 'complaint' },
    ]);
    expect(suppressionsOf({ eventType: 'Delivery' })).toEqual([]);
  });
});

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { SesMailer } from '../../functions/mail/ses.js';
import {
  deadlineWarningMail,
  digestMail,
  gameOverMail,
  invitationMail,
  yourTurnMail,
  formatDuration,
} from '../../functions/mail/templates/index.js';
import { mailIds } from '../../functions/notify/mail-id.js';
import {
  signUnsubscribe,
  unsubscribeHeaders,
  unsubscribeUrl,
  verifyUnsubscribe,
} from '../../functions/notify/unsubscribe-token.js';
import { DAY, HOUR } from '../../functions/time/clock.js';

const key = 'test-signing-key-0123456789abcdef';
const env = (lang: 'pl' | 'en') => ({
  lang,
  timeZone: 'Europe/Warsaw',
  publicUrl: 'https://rozkaz.example/',
  unsubscribeUrl: 'https://rozkaz.example/api/unsubscribe?token=t',
});

describe('unsubscribe tokens', () => {
  it('round-trip the user and the kind of message', () => {
    const t = signUnsubscribe(key, { userId: 'u-1', kind: 'your-turn' });
    expect(verifyUnsubscribe(key, t)).toEqual({ userId: 'u-1', kind: 'your-turn' });
  });
  it('refuse another key, an altered payload, a wrong kind and junk', () => {
    const t = signUnsubscribe(key, { userId: 'u-1', kind: 'digest' });
    expect(verifyUnsubscribe('another-key', t)).toBeNull();
    const [p, , m] = t.split('.');
    const forged = Buffer.from(JSON.stringify({ u: 'u-2', k: 'digest' })).toString('base64url');
    expect(verifyUnsubscribe(key, `${p}.${forged}.${m}`)).toBeNull();
    expect(verifyUnsubscribe(key, 'u1.abc')).toBeNull();
    expect(verifyUnsubscribe(key, '')).toBeNull();
  });
  it('give RFC 8058 headers pointing at the one-click URL', () => {
    const url = unsubscribeUrl('https://rozkaz.example/', 'u1.a.b');
    expect(url).toBe('https://rozkaz.example/api/unsubscribe?token=u1.a.b');
    expect(unsubscribeHeaders(url)).toEqual({
      'List-Unsubscribe': '<https://rozkaz.example/api/unsubscribe?token=u1.a.b>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('mail ids', () => {
  it('are the same for the same message and differ otherwise', () => {
    expect(mailIds.yourTurn('g1', 7, 'u1')).toBe(mailIds.yourTurn('g1', 7, 'u1'));
    expect(mailIds.yourTurn('g1', 7, 'u1')).not.toBe(mailIds.yourTurn('g1', 8, 'u1'));
    expect(mailIds.invitation('g1', ' Ann@Example.org')).toBe(mailIds.invitation('g1', 'ann@example.org'));
    expect(mailIds.digest('u1', '2026-03-29')).toMatch(/^digest-[0-9a-f]{40}$/);
  });
});

describe('templates', () => {
  const now = new Date('2026-01-05T12:00:00Z');
  it('your turn lists what the opponent did, the deadline in local time and the deep link (pl)', () => {
    const m = yourTurnMail(env('pl'), {
      gameId: 'g-42',
      gameTitle: 'Grunwald 1410',
      opponent: 'Anna',
      lines: ['Czerwoni licytują.', 'Rzut 5.'],
      deadline: new Date(now.getTime() + 2 * DAY + 5 * HOUR),
      now,
    });
    expect(m.subject).toBe('Twój ruch: Grunwald 1410 (Anna)');
    expect(m.text).toContain('- Czerwoni licytują.\n- Rzut 5.');
    expect(m.text).toContain('(2 dni 5 godzin)');
    expect(m.text).toContain('7 sty 2026, 18:00 CET'); // 17:00Z
    expect(m.text).toContain('https://rozkaz.example/g/g-42');
    expect(m.html).toContain('href="https://rozkaz.example/g/g-42"');
    expect(m.html).toContain('<li>Rzut 5.</li>');
    expect(m.text).toContain('https://rozkaz.example/api/unsubscribe?token=t');
  });
  it('escapes HTML from names and module lines', () => {
    const m = yourTurnMail(env('en'), {
      gameId: 'g',
      gameTitle: 'T',
      opponent: '<b>Eve</b>',
      lines: ['a & b'],
      deadline: null,
      now,
    });
    expect(m.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(m.html).toContain('a &amp; b');
    expect(m.html).not.toContain('<b>Eve');
  });
  it('every kind exists in both languages with a link to the game', () => {
    for (const lang of ['pl', 'en'] as const) {
      const e = env(lang);
      const all = [
        invitationMail(e, {
          gameId: 'g1',
          inviter: 'Jan',
          gameTitle: 'T',
          scenarioTitle: 'S',
          side: 'red',
          clock: '3 days',
        }),
        yourTurnMail(e, { gameId: 'g1', gameTitle: 'T', opponent: 'O', lines: [], deadline: null, now }),
        deadlineWarningMail(e, {
          gameId: 'g1',
          gameTitle: 'T',
          opponent: 'O',
          deadline: new Date(now.getTime() + 10 * HOUR),
          now,
          vacationDaysLeft: 3,
        }),
        gameOverMail(e, { gameId: 'g1', gameTitle: 'T', opponent: 'O', outcome: 'won', reason: 'points' }),
        digestMail(e, { now, games: [{ gameId: 'g1', gameTitle: 'T', opponent: 'O', deadline: null }] }),
      ];
      for (const m of all) {
        expect(m.text).toContain('https://rozkaz.example/');
        expect(m.html).toMatch(new RegExp(`<html lang="${lang}">`));
        expect(m.subject.length).toBeGreaterThan(5);
      }
    }
  });
  it('the digest lists games by time left, those without a deadline last', () => {
    const m = digestMail(env('en'), {
      now,
      games: [
        { gameId: 'c', gameTitle: 'C', opponent: 'x', deadline: null },
        { gameId: 'a', gameTitle: 'A', opponent: 'x', deadline: new Date(now.getTime() + 3 * DAY) },
        { gameId: 'b', gameTitle: 'B', opponent: 'x', deadline: new Date(now.getTime() + 5 * HOUR) },
      ],
    });
    expect(m.subject).toBe('Rozkaz: 3 games await you');
    expect(m.text.indexOf('B —')).toBeLessThan(m.text.indexOf('A —'));
    expect(m.text.indexOf('A —')).toBeLessThan(m.text.indexOf('C —'));
    expect(m.text).toContain('5 hours left');
    expect(digestMail(env('pl'), { now, games: [] }).subject).toBe('Rozkaz: Twój ruch w 0 partiach');
  });
  it('durations in Polish use the right plural forms', () => {
    expect(formatDuration(DAY + 2 * HOUR, 'pl')).toBe('1 dzień 2 godziny');
    expect(formatDuration(5 * DAY + 22 * HOUR, 'pl')).toBe('5 dni 22 godziny');
    expect(formatDuration(12 * HOUR, 'pl')).toBe('12 godzin');
    expect(formatDuration(90_000, 'en')).toBe('1 minute');
  });
});

describe('SES v2 mailer', () => {
  it('sends Simple content in UTF-8 with the List-Unsubscribe headers on the wire', async () => {
    const seen: { url?: string; body?: any } = {};
    const server = createServer((req: IncomingMessage, res) => {
      let b = '';
      req.on('data', (c) => (b += c));
      req.on('end', () => {
        seen.url = req.url;
        seen.body = JSON.parse(b);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ MessageId: 'm-1' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const port = (server.address() as AddressInfo).port;
      const client = new SESv2Client({
        endpoint: `http://127.0.0.1:${port}`,
        region: 'eu-central-1',
        credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
      });
      const mailer = new SesMailer({ from: 'Rozkaz <noreply@rozkaz.example>', client, configurationSet: 'rozkaz' });
      const url = unsubscribeUrl('https://rozkaz.example', signUnsubscribe(key, { userId: 'u1', kind: 'your-turn' }));
      await mailer.send({
        id: 'your-turn-abc',
        to: 'ann@example.org',
        subject: 'Twój ruch: Żółkiew',
        text: 'tekst',
        html: '<p>tekst</p>',
        headers: unsubscribeHeaders(url),
      });
      expect(seen.url).toBe('/v2/email/outbound-emails');
      expect(seen.body).toMatchObject({
        FromEmailAddress: 'Rozkaz <noreply@rozkaz.example>',
        Destination: { ToAddresses: ['ann@example.org'] },
        ConfigurationSetName: 'rozkaz',
        Content: {
          Simple: {
            Subject: { Data: 'Twój ruch: Żółkiew', Charset: 'UTF-8' },
            Body: { Text: { Data: 'tekst' }, Html: { Data: '<p>tekst</p>' } },
          },
        },
      });
      expect(seen.body.Content.Simple.Headers).toEqual([
        { Name: 'List-Unsubscribe', Value: `<${url}>` },
        { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
      ]);
      await expect(
        mailer.send({ id: 'x', to: 'a@b.c', subject: 's', text: 't', html: 'h', headers: { 'X-Bad': 'zażółć' } }),
      ).rejects.toThrow(/ASCII/);
    } finally {
      server.close();
    }
  });
});

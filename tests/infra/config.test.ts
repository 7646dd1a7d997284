import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../infra/config.js';

const read = (context: Record<string, unknown>) => readConfig(new App({ context }).node);
const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234';

describe('context values', () => {
  it('defaults: no domain, placeholder sender, 30-day logs, no sandbox recipients', () => {
    expect(read({})).toEqual({
      domainName: undefined,
      certificateArn: undefined,
      emailIdentity: 'example.com',
      mailFrom: 'Rozkaz <rozkaz@example.com>',
      sandboxRecipients: [],
      logRetention: 30,
      originTokenVersion: 1,
      alarmEmail: undefined,
    });
  });

  it('a domain needs its certificate, in us-east-1', () => {
    expect(() => read({ domainName: 'rozkaz.example.org' })).toThrow(/go together/);
    expect(() => read({ certificateArn: CERT })).toThrow(/go together/);
    expect(() =>
      read({ domainName: 'rozkaz.example.org', certificateArn: CERT.replace('us-east-1', 'eu-central-1') }),
    ).toThrow(/us-east-1/);
    expect(read({ domainName: 'rozkaz.example.org', certificateArn: CERT }).domainName).toBe('rozkaz.example.org');
  });

  it('the From address must belong to the SES identity', () => {
    expect(read({ emailIdentity: 'example.org' }).mailFrom).toBe('Rozkaz <rozkaz@example.org>');
    expect(read({ emailIdentity: 'ja@example.org' }).mailFrom).toBe('ja@example.org');
    expect(read({ emailIdentity: 'example.org', mailFrom: 'Gra <ruch@mail.example.org>' }).mailFrom).toBe(
      'Gra <ruch@mail.example.org>',
    );
    expect(() => read({ emailIdentity: 'example.org', mailFrom: 'x@other.org' })).toThrow(/not covered/);
    expect(() => read({ emailIdentity: 'ja@example.org', mailFrom: 'ty@example.org' })).toThrow(/not covered/);
    expect(() => read({ emailIdentity: 'not a domain' })).toThrow(/neither/);
  });

  it('sandbox recipients as a list or comma-separated; log retention must be a CloudWatch value', () => {
    expect(read({ sandboxRecipients: 'a@x.org, b@y.org' }).sandboxRecipients).toEqual(['a@x.org', 'b@y.org']);
    expect(read({ sandboxRecipients: ['a@x.org'] }).sandboxRecipients).toEqual(['a@x.org']);
    expect(read({ logRetentionDays: 14 }).logRetention).toBe(14);
    expect(read({ logRetentionDays: '90' }).logRetention).toBe(90);
    expect(() => read({ logRetentionDays: 31 })).toThrow(/retention/);
  });

  it('alarm email is an address; origin token version a whole number', () => {
    expect(read({ alarmEmail: 'ops@example.org' }).alarmEmail).toBe('ops@example.org');
    expect(() => read({ alarmEmail: 'ops' })).toThrow(/alarmEmail/);
    expect(read({ originTokenVersion: '3' }).originTokenVersion).toBe(3);
    expect(() => read({ originTokenVersion: 0 })).toThrow(/originTokenVersion/);
  });
});

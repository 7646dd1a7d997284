/**
 * Deployment settings, read from CDK context (`cdk.json` or `-c key=value`). Everything is
 * optional so `npm run synth` works on a fresh clone; DEPLOY.md lists what a real deploy sets.
 */
import type { Node } from 'constructs';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export interface RozkazConfig {
  /** public host name, e.g. `rozkaz.example.org`; absent: the CloudFront domain serves */
  domainName?: string;
  /** ACM certificate for `domainName`, in us-east-1 (CloudFront only reads certificates there) */
  certificateArn?: string;
  /** the SES identity to verify: a domain (`example.org`) or one address (`rozkaz@example.org`) */
  emailIdentity: string;
  /** the From address of every email; must belong to `emailIdentity` */
  mailFrom: string;
  /**
   * While the account is in the SES sandbox, SES also checks send permission on each recipient's
   * identity; list the verified test recipients here (leave empty once out of the sandbox).
   */
  sandboxRecipients: string[];
  /** days to keep function logs */
  logRetention: RetentionDays;
  /** bump after putting a new origin token, so CloudFront picks it up (DEPLOY.md) */
  originTokenVersion: number;
  /** where alarms go (SNS email subscription); none: no alarms */
  alarmEmail?: string;
}

/** Placeholder sender so synth works anywhere; a deploy with it gets a warning (see app.ts). */
export const PLACEHOLDER_IDENTITY = 'example.com';

const RETENTIONS = new Set<number>(Object.values(RetentionDays).filter((v): v is number => typeof v === 'number'));

const str = (node: Node, key: string): string | undefined => {
  const v: unknown = node.tryGetContext(key);
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') throw new Error(`context ${key}: expected a string, got ${JSON.stringify(v)}`);
  return v.trim();
};

const list = (node: Node, key: string): string[] => {
  const v: unknown = node.tryGetContext(key);
  if (v === undefined || v === null || v === '') return [];
  if (Array.isArray(v))
    return v
      .map(String)
      .map((s) => s.trim())
      .filter(Boolean);
  if (typeof v === 'string')
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  throw new Error(`context ${key}: expected a list or a comma-separated string`);
};

const isAddress = (s: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s);
const isDomain = (s: string) => /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(s);
/** the bare address of `Name <a@b>` or `a@b` */
export const bareAddress = (from: string) => (from.match(/<([^>]+)>\s*$/)?.[1] ?? from).trim();

export function readConfig(node: Node): RozkazConfig {
  const domainName = str(node, 'domainName');
  const certificateArn = str(node, 'certificateArn');
  if (!!domainName !== !!certificateArn) {
    throw new Error(
      'context domainName and certificateArn go together (the certificate in us-east-1 covers the domain)',
    );
  }
  if (domainName && !isDomain(domainName)) throw new Error(`context domainName: not a host name: ${domainName}`);
  if (certificateArn && !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(certificateArn)) {
    throw new Error(`context certificateArn: must be an ACM certificate ARN in us-east-1: ${certificateArn}`);
  }

  const emailIdentity = str(node, 'emailIdentity') ?? PLACEHOLDER_IDENTITY;
  if (!isAddress(emailIdentity) && !isDomain(emailIdentity)) {
    throw new Error(`context emailIdentity: neither a domain nor an address: ${emailIdentity}`);
  }
  const mailFrom =
    str(node, 'mailFrom') ?? (isAddress(emailIdentity) ? emailIdentity : `Rozkaz <rozkaz@${emailIdentity}>`);
  const from = bareAddress(mailFrom);
  if (!isAddress(from)) throw new Error(`context mailFrom: not an address: ${mailFrom}`);
  const fromDomain = from.split('@')[1]!.toLowerCase();
  const belongs = isAddress(emailIdentity)
    ? from.toLowerCase() === emailIdentity.toLowerCase()
    : fromDomain === emailIdentity.toLowerCase() || fromDomain.endsWith(`.${emailIdentity.toLowerCase()}`);
  if (!belongs) throw new Error(`context mailFrom ${mailFrom} is not covered by the SES identity ${emailIdentity}`);

  const sandboxRecipients = list(node, 'sandboxRecipients');
  for (const r of sandboxRecipients)
    if (!isAddress(r) && !isDomain(r)) throw new Error(`context sandboxRecipients: ${r}`);

  const days = Number(node.tryGetContext('logRetentionDays') ?? 30);
  if (!RETENTIONS.has(days))
    throw new Error(
      `context logRetentionDays: ${days} is not a CloudWatch retention (1, 3, 5, 7, 14, 30, 60, 90, ...)`,
    );

  const originTokenVersion = Number(node.tryGetContext('originTokenVersion') ?? 1);
  if (!Number.isInteger(originTokenVersion) || originTokenVersion < 1)
    throw new Error(`context originTokenVersion: a whole number from 1`);

  const alarmEmail = str(node, 'alarmEmail');
  if (alarmEmail && !isAddress(alarmEmail)) throw new Error(`context alarmEmail: not an address: ${alarmEmail}`);

  return {
    domainName,
    certificateArn,
    emailIdentity,
    mailFrom,
    sandboxRecipients,
    logRetention: days as RetentionDays,
    originTokenVersion,
    alarmEmail,
  };
}

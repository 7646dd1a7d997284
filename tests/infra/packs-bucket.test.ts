/** The club packs' bucket (functions/store/pack-blobs.ts): private, encrypted, kept, and who may use it. */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { one, resources, synth } from './synth.js';

const { template, stack } = synth({}, { bundle: false });
const bucketId = stack.getLogicalId(stack.data.packs.node.defaultChild as any);
const fnId = (f: keyof typeof stack.functions) => stack.getLogicalId((stack.functions[f] as any).node.defaultChild);
const roleOf = (f: 'api' | 'notifier' | 'sweeper' | 'checkGames' | 'bounces') =>
  resources(template, 'AWS::Lambda::Function')[fnId(f)]!.Properties!.Role['Fn::GetAtt'][0] as string;
/** the S3 actions a function's role is allowed on the bucket */
const s3Actions = (f: Parameters<typeof roleOf>[0]): string[] =>
  Object.values(resources(template, 'AWS::IAM::Policy'))
    .filter((p) => p.Properties!.Roles.some((r: any) => r.Ref === roleOf(f)))
    .flatMap((p) => p.Properties!.PolicyDocument.Statement)
    .filter((s: any) => JSON.stringify(s.Resource).includes(bucketId))
    .flatMap((s: any) => [s.Action].flat());

describe('club packs bucket', () => {
  it('one bucket: no public access, S3-managed encryption, versioned, owner-enforced', () => {
    const b = one(template, 'AWS::S3::Bucket', 'DataPacks');
    expect(b.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      VersioningConfiguration: { Status: 'Enabled' },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
    });
  });

  it('retained when the stack goes: games pinned to a pack outlive it', () => {
    const b = one(template, 'AWS::S3::Bucket', 'DataPacks');
    expect(b.DeletionPolicy).toBe('Retain');
    expect(b.UpdateReplacePolicy).toBe('Retain');
  });

  it('refuses plain HTTP', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('the API reads and writes; the notifier, sweeper and check-games read; bounces has no access', () => {
    expect(s3Actions('api')).toEqual(expect.arrayContaining(['s3:GetObject*', 's3:PutObject']));
    for (const f of ['notifier', 'sweeper', 'checkGames'] as const) {
      expect(s3Actions(f), f).toEqual(expect.arrayContaining(['s3:GetObject*']));
      expect(
        s3Actions(f).some((a) => a.startsWith('s3:Put') || a.startsWith('s3:Delete')),
        f,
      ).toBe(false);
    }
    expect(s3Actions('bounces')).toEqual([]);
  });
});

import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { HASHED_WEB_FILES } from '../../infra/constructs/web-and-api.js';
import { ORIGIN_HEADER } from '../../infra/edge/origin-header.js';
import { CONTENT_SECURITY_POLICY, REFERRER_POLICY } from '../../functions/api/security-headers.js';
import { one, resources, synth } from './synth.js';

const plain = synth({}, { bundle: false });
const withDomain = synth(
  { domainName: 'rozkaz.example.org', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0b3e-42' },
  { bundle: false },
);
const dist = (s = plain) => one(s.template, 'AWS::CloudFront::Distribution').Properties!.DistributionConfig;
const apiBehaviour = (s = plain) => dist(s).CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
const MANAGED = {
  cachingDisabled: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
  cachingOptimized: '658327ea-f89d-4fab-a63d-7e88639e58f6',
  allViewerExceptHostHeader: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
};

describe('web page: private bucket behind CloudFront', () => {
  it('the bucket blocks all public access, needs TLS and is encrypted', () => {
    const b = one(plain.template, 'AWS::S3::Bucket', 'Web').Properties!;
    expect(b.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(b.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe(
      'AES256',
    );
    expect(b.WebsiteConfiguration).toBeUndefined();
    const policy = JSON.stringify(one(plain.template, 'AWS::S3::BucketPolicy', 'Web').Properties!.PolicyDocument);
    expect(policy).toContain('"aws:SecureTransport":"false"');
  });

  it('CloudFront reads it through origin access control (sigv4), restricted to this distribution', () => {
    const oac = one(plain.template, 'AWS::CloudFront::OriginAccessControl').Properties!.OriginAccessControlConfig;
    expect(oac).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    const s3 = dist().Origins.find((o: any) => o.S3OriginConfig);
    expect(s3.OriginAccessControlId).toBeDefined();
    expect(s3.S3OriginConfig.OriginAccessIdentity).toBe('');
    const stmt = one(plain.template, 'AWS::S3::BucketPolicy', 'Web').Properties!.PolicyDocument.Statement.find(
      (s: any) => s.Principal?.Service === 'cloudfront.amazonaws.com',
    );
    expect(stmt.Action).toBe('s3:GetObject');
    expect(JSON.stringify(stmt.Condition)).toContain('AWS:SourceArn');
  });

  it('the built page is deployed to the bucket: hashed files immutable, the rest revalidated, the CDN invalidated', () => {
    const deployments = Object.values(resources(plain.template, 'Custom::CDKBucketDeployment')).map(
      (d) => d.Properties!,
    );
    expect(deployments).toHaveLength(2);
    const bucket = { Ref: one(plain.template, 'AWS::S3::Bucket', 'Web').id };
    const [hashed, pages] = [
      deployments.find((d) => d.Exclude?.[0] === '*')!,
      deployments.find((d) => d.Exclude?.[0] !== '*')!,
    ];
    for (const d of [hashed, pages]) {
      expect(d.DestinationBucketName).toEqual(bucket);
      expect(d.Prune).toBe(false);
      expect(d.SourceObjectKeys).toHaveLength(1);
    }
    expect(hashed.Include).toEqual([...HASHED_WEB_FILES]);
    expect(hashed.SystemMetadata['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pages.Exclude).toEqual([...HASHED_WEB_FILES]);
    expect(pages.SystemMetadata['cache-control']).toMatch(/max-age=0.*must-revalidate/);
    expect(pages.DistributionId).toEqual({ Ref: one(plain.template, 'AWS::CloudFront::Distribution').id });
    expect(pages.DistributionPaths).toEqual(['/*']);
  });

  it('the hashed-file filters match what scripts/build-web.ts writes, and not index.html', () => {
    // fnmatch as `aws s3 sync` applies it: * and ? also match '/'
    const re = (glob: string) =>
      new RegExp(
        `^${glob
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')
          .replace(/\?/g, '.')}$`,
      );
    const hashedFile = (f: string) => HASHED_WEB_FILES.some((g) => re(g).test(f));
    for (const f of [
      'main-3LTMEV3H.js',
      'main-XNBSUGCX.css',
      'chunks/Game-FMS4KZWZ.js',
      'chunks/chunk-PTW2HUZX.js',
      'assets/font-ABCDEFGH.woff2',
    ]) {
      expect(hashedFile(f), f).toBe(true);
    }
    for (const f of ['index.html', 'favicon.ico', 'robots.txt', 'main.js']) expect(hashedFile(f), f).toBe(false);
  });

  it('default behaviour: the bucket, HTTPS redirect, cached, SPA fallback function on viewer request', () => {
    const b = dist().DefaultCacheBehavior;
    expect(b.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(b.CachePolicyId).toBe(MANAGED.cachingOptimized);
    expect(b.AllowedMethods).toEqual(['GET', 'HEAD']);
    const fn = one(plain.template, 'AWS::CloudFront::Function');
    expect(b.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fn.id, 'FunctionARN'] } },
    ]);
    expect(fn.Properties!.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(dist().DefaultRootObject).toBe('index.html');
  });

  it('SPA fallback only on the web behaviour: no error-page rewriting, nothing on /api/*', () => {
    expect(dist().CustomErrorResponses).toBeUndefined();
    expect(apiBehaviour().FunctionAssociations).toBeUndefined();
    expect(apiBehaviour().LambdaFunctionAssociations).toBeUndefined();
  });
});

describe('/api/* through CloudFront to the HTTP API', () => {
  it('every method, no caching, all viewer headers but Host, HTTPS only', () => {
    const b = apiBehaviour();
    expect(b.AllowedMethods.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    expect(b.CachePolicyId).toBe(MANAGED.cachingDisabled);
    expect(b.OriginRequestPolicyId).toBe(MANAGED.allViewerExceptHostHeader);
    expect(b.ViewerProtocolPolicy).toBe('https-only');
  });

  it('the origin is the HTTP API over TLS 1.2, with the secret origin header from Secrets Manager', () => {
    const origin = dist().Origins.find((o: any) => o.Id === apiBehaviour().TargetOriginId);
    const api = one(plain.template, 'AWS::ApiGatewayV2::Api');
    expect(JSON.stringify(origin.DomainName)).toContain(`"${api.id}","ApiEndpoint"`);
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    expect(origin.OriginCustomHeaders).toHaveLength(1);
    expect(origin.OriginCustomHeaders[0].HeaderName).toBe(ORIGIN_HEADER);
    // a dynamic reference: the value itself never appears in the template
    const value = JSON.stringify(origin.OriginCustomHeaders[0].HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(one(plain.template, 'AWS::SecretsManager::Secret', 'SecretsOriginToken').id);
  });

  it('HTTP API: one $default route to the API Lambda (payload 2.0), guarded by the origin authorizer', () => {
    const route = one(plain.template, 'AWS::ApiGatewayV2::Route').Properties!;
    expect(route.RouteKey).toBe('$default');
    expect(route.AuthorizationType).toBe('CUSTOM');
    const auth = one(plain.template, 'AWS::ApiGatewayV2::Authorizer');
    expect(route.AuthorizerId).toEqual({ Ref: auth.id });
    expect(auth.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      EnableSimpleResponses: true,
      IdentitySource: [`$request.header.${ORIGIN_HEADER}`],
      AuthorizerResultTtlInSeconds: 3600,
    });
    const integration = one(plain.template, 'AWS::ApiGatewayV2::Integration').Properties!;
    expect(integration.PayloadFormatVersion).toBe('2.0');
    expect(JSON.stringify(integration.IntegrationUri)).toContain(
      plain.stack.getLogicalId(plain.stack.functions.api.node.defaultChild as any),
    );
  });

  it('execute-api stays enabled (it is the origin) and the stage is throttled', () => {
    const api = one(plain.template, 'AWS::ApiGatewayV2::Api').Properties!;
    expect(api.ProtocolType).toBe('HTTP');
    expect(api.DisableExecuteApiEndpoint).toBe(false);
    const stage = one(plain.template, 'AWS::ApiGatewayV2::Stage').Properties!;
    expect(stage.StageName).toBe('$default');
    expect(stage.AutoDeploy).toBe(true);
    expect(stage.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(0);
    expect(stage.DefaultRouteSettings.ThrottlingBurstLimit).toBeGreaterThan(0);
  });

  it('the authorizer reads only the origin token', () => {
    const fnId = plain.stack.getLogicalId(plain.stack.web.originVerify.node.defaultChild as any);
    const fn = resources(plain.template, 'AWS::Lambda::Function')[fnId]!.Properties!;
    expect(fn.Runtime).toBe('nodejs22.x');
    expect(fn.Architectures).toEqual(['arm64']);
    expect(fn.Environment.Variables.ORIGIN_SECRET_ARN).toEqual({
      Ref: one(plain.template, 'AWS::SecretsManager::Secret', 'SecretsOriginToken').id,
    });
  });
});

describe('domain from context', () => {
  it('without a domain: the CloudFront domain serves and is the public URL', () => {
    expect(dist().Aliases).toBeUndefined();
    expect(dist().ViewerCertificate).toBeUndefined();
    plain.template.hasOutput('PublicUrl', {
      Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] }]] },
    });
  });

  it('with a domain: alias, the us-east-1 certificate, TLS 1.2 (2021) minimum, SNI; PUBLIC_URL is the domain', () => {
    expect(dist(withDomain).Aliases).toEqual(['rozkaz.example.org']);
    expect(dist(withDomain).ViewerCertificate).toEqual({
      AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0b3e-42',
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    for (const f of Object.values(resources(withDomain.template, 'AWS::Lambda::Function'))) {
      const v = f.Properties!.Environment?.Variables;
      if (v?.TABLE_NAME) expect(v.PUBLIC_URL).toBe('https://rozkaz.example.org');
    }
    withDomain.template.hasOutput('PublicUrl', { Value: 'https://rozkaz.example.org' });
  });

  it('security headers on both behaviours (HSTS, nosniff, DENY framing)', () => {
    const id = one(plain.template, 'AWS::CloudFront::ResponseHeadersPolicy').id;
    expect(dist().DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: id });
    expect(apiBehaviour().ResponseHeadersPolicyId).toEqual({ Ref: id });
    const sec = one(plain.template, 'AWS::CloudFront::ResponseHeadersPolicy').Properties!.ResponseHeadersPolicyConfig
      .SecurityHeadersConfig;
    expect(sec.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31536000);
    expect(sec.ContentTypeOptions.Override).toBe(true);
    expect(sec.FrameOptions.FrameOption).toBe('DENY');
    // the CSP the local server sends too (tests/api/hardening.test.ts checks that side)
    expect(sec.ContentSecurityPolicy).toEqual({ ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true });
    expect(sec.ContentSecurityPolicy.ContentSecurityPolicy).toContain("frame-ancestors 'none'");
    expect(sec.ReferrerPolicy.ReferrerPolicy).toBe(REFERRER_POLICY);
  });
});

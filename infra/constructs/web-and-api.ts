/**
 * One public origin for the page and the API: CloudFront serves the built web page from a private
 * bucket and forwards `/api/*` to the HTTP API. The API's execute-api address stays enabled (it is
 * CloudFront's origin: an HTTP API has no origin access control, and a custom API domain would be
 * just as public), but every route needs the secret header only CloudFront adds — a Lambda
 * authorizer checks it, cached per header value. DEPLOY.md explains the choice.
 */
import { Duration, Fn, RemovalPolicy } from 'aws-cdk-lib';
import { HttpApi, HttpStage, PayloadFormatVersion } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { LAMBDA_BUNDLING, LOCKFILE, ORIGIN_VERIFY_ENTRY, ROOT } from '../bundling.js';
import { ORIGIN_HEADER } from '../edge/origin-header.js';
import { SPA_FALLBACK_SOURCE } from '../edge/spa-fallback.js';
import { CONTENT_SECURITY_POLICY } from '../../functions/api/security-headers.js';

/** `aws s3 sync` filters (fnmatch: `*` crosses `/`) for the build's content-hashed files */
export const HASHED_WEB_FILES = ['*-????????.js', '*-????????.css', 'chunks/*', 'assets/*'] as const;

export interface WebAndApiProps {
  /** the Hono API Lambda behind `/api/*` */
  api: IFunction;
  /** the value CloudFront sends in ORIGIN_HEADER */
  originToken: ISecret;
  /** the built web page (`npm run build` writes dist/web) */
  webAssetPath: string;
  /** custom domain with its us-east-1 certificate; without it the CloudFront domain serves */
  domain?: { name: string; certificateArn: string };
  logRetention: RetentionDays;
  /** steady-state requests per second across the API (API Gateway throttling) */
  apiRateLimit?: number;
  apiBurstLimit?: number;
  /**
   * CloudFormation resolves the origin token only when the distribution changes; bumping this
   * (it is in the distribution's comment) makes it read a rotated token.
   */
  originTokenVersion?: number;
}

export class WebAndApi extends Construct {
  readonly bucket: Bucket;
  readonly httpApi: HttpApi;
  readonly distribution: Distribution;
  readonly originVerify: NodejsFunction;
  /** `https://<domain>` — what the API compares `Origin` with and puts in links */
  readonly publicUrl: string;

  constructor(scope: Construct, id: string, props: WebAndApiProps) {
    super(scope, id);

    // --- the API, reachable only with CloudFront's header
    this.originVerify = new NodejsFunction(this, 'OriginVerify', {
      entry: ORIGIN_VERIFY_ENTRY,
      handler: 'handler',
      description: 'Rozkaz: lets through only /api requests that came via CloudFront',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.seconds(5),
      projectRoot: ROOT,
      depsLockFilePath: LOCKFILE,
      bundling: LAMBDA_BUNDLING,
      awsSdkConnectionReuse: false,
      logGroup: new LogGroup(this, 'OriginVerifyLogs', {
        retention: props.logRetention,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
      environment: { ORIGIN_SECRET_ARN: props.originToken.secretArn },
    });
    props.originToken.grantRead(this.originVerify);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Rozkaz API; served through CloudFront under /api',
      defaultIntegration: new HttpLambdaIntegration('Api', props.api, {
        payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      }),
      defaultAuthorizer: new HttpLambdaAuthorizer('ViaCloudFront', this.originVerify, {
        responseTypes: [HttpLambdaResponseType.SIMPLE],
        // a request without the header is refused by API Gateway before any Lambda runs
        identitySource: [`$request.header.${ORIGIN_HEADER}`],
        resultsCacheTtl: Duration.hours(1),
      }),
      // CloudFront's origin; the authorizer above is what keeps it private (see DEPLOY.md)
      disableExecuteApiEndpoint: false,
      createDefaultStage: false,
    });
    new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // caps what a flood can cost; far above what two-player turn-based games need
      throttle: { rateLimit: props.apiRateLimit ?? 50, burstLimit: props.apiBurstLimit ?? 100 },
    });

    // --- the web page
    this.bucket = new Bucket(this, 'WebBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // only build output lives here; every deploy uploads it again
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const spaFallback = new EdgeFunction(this, 'SpaFallback', {
      comment: 'Rozkaz: app paths without a file extension get /index.html',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SPA_FALLBACK_SOURCE),
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Rozkaz: HSTS, CSP, nosniff, no framing, referrer policy',
      // the same values the local server sends (functions/api/security-headers.ts)
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: false, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: false },
      },
    });

    const apiOrigin = new HttpOrigin(Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint)), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      readTimeout: Duration.seconds(30),
      // a viewer's own copy of this header is replaced by CloudFront's value
      customHeaders: { [ORIGIN_HEADER]: props.originToken.secretValue.unsafeUnwrap() },
    });

    this.distribution = new Distribution(this, 'Cdn', {
      comment: `Rozkaz: web page and /api on one domain (origin token v${props.originTokenVersion ?? 1})`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      // TLS 1.2+ needs our own certificate: the *.cloudfront.net one has a fixed policy (DEPLOY.md)
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          // a redirect would turn a POST into a GET; API calls over plain HTTP are refused
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // cookies, query strings, Origin and the rest; Host would name the CDN, not the API
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
      },
      // no errorResponses: they would rewrite the API's 4xx too
    });

    // scripts/build-web.ts names every output `<name>-<8-char hash>` (chunks/, assets/ too) except
    // index.html: hashed files never change, so browsers keep them for a year; everything else is
    // revalidated on each load (a cheap 304 from the edge), and the edge keeps it until the next
    // deploy, which invalidates everything.
    const source = Source.asset(props.webAssetPath);
    const hashed = new BucketDeployment(this, 'DeployWebHashed', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: [...HASHED_WEB_FILES],
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      // a page open during a deploy may still ask for the previous build's chunks
      prune: false,
      memoryLimit: 256,
    });
    const pages = new BucketDeployment(this, 'DeployWebPages', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: [...HASHED_WEB_FILES],
      cacheControl: [CacheControl.fromString('public, max-age=0, s-maxage=31536000, must-revalidate')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      prune: false,
      memoryLimit: 256,
    });
    // index.html must not point at files that are not there yet
    pages.node.addDependency(hashed);

    this.publicUrl = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;
  }
}

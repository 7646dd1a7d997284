/**
 * Generated secrets: the JWT signing key (read by the API, notifier and sweeper through
 * JWT_SECRET_ARN) and the origin token CloudFront adds to every /api request.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export class Secrets extends Construct {
  /** 64 random letters and digits (~380 bits): the HMAC key for session and link JWTs */
  readonly jwtSigningKey: Secret;
  /** the value CloudFront sends in the origin header and the API's authorizer expects */
  readonly originToken: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.jwtSigningKey = new Secret(this, 'JwtSigningKey', {
      description: 'Rozkaz: HMAC key that signs session and link JWTs',
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      // losing it would sign everybody out and void every emailed link
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.originToken = new Secret(this, 'OriginToken', {
      description: 'Rozkaz: header value proving an /api request came through CloudFront',
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.DESTROY,
    });
  }
}

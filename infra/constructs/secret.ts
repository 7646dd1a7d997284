/**
 * Generated secrets: the JWT signing key (read by the API, notifier and sweeper through
 * JWT_SECRET_ARN) and the origin token CloudFront adds to every /api request.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/** What a secret Secrets Manager generates is for, and how long it lives. */
export interface GeneratedSecretProps {
  /** what the value is for, shown in the console after "Rozkaz: " */
  purpose: string;
  /**
   * how many characters: letters and digits only (no punctuation, no space), so the value goes into
   * an HTTP header or an HMAC key as it is, with no escaping
   */
  length: number;
  /** keep the secret when the stack is deleted (losing it breaks something users hold); default: deleted with it */
  retain?: boolean;
}

/**
 * A secret whose value Secrets Manager generates. A plain `Secret` in `scope` under `id` (not a construct
 * of its own), so its logical id, and with it the deployed value, stays what it was.
 */
export const generatedSecret = (scope: Construct, id: string, props: GeneratedSecretProps): Secret =>
  new Secret(scope, id, {
    description: `Rozkaz: ${props.purpose}`,
    generateSecretString: { passwordLength: props.length, excludePunctuation: true, includeSpace: false },
    removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });

export class Secrets extends Construct {
  /** 64 random letters and digits (~380 bits): the HMAC key for session and link JWTs */
  readonly jwtSigningKey: Secret;
  /** the value CloudFront sends in the origin header and the API's authorizer expects */
  readonly originToken: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // losing the signing key would sign everybody out and void every emailed link
    this.jwtSigningKey = generatedSecret(this, 'JwtSigningKey', {
      purpose: 'HMAC key that signs session and link JWTs',
      length: 64,
      retain: true,
    });
    this.originToken = generatedSecret(this, 'OriginToken', {
      purpose: 'header value proving an /api request came through CloudFront',
      length: 48,
    });
  }
}

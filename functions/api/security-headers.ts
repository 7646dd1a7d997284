/**
 * The security headers of every page and answer: CloudFront's response-headers policy sends these
 * in AWS (infra/constructs/web-and-api.ts reads them from here) and the local server sends the same,
 * so a page that breaks under the policy breaks on a developer's machine first.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Preact sets style attributes (board transforms, colours); no inline script is ever allowed
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** header → value, as the local server sends them (HSTS only where there is TLS: CloudFront) */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': REFERRER_POLICY,
};

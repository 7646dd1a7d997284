import type { Context } from 'hono';

/**
 * The viewer's address behind CloudFront → API Gateway: CloudFront's CloudFront-Viewer-Address
 * header ("ip:port", when the origin request policy forwards it), else the address API Gateway saw.
 */
export const lambdaClientIp = (c: Context): string => {
  const viewer = c.req.header('cloudfront-viewer-address');
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
  const event = (c.env as { event?: { requestContext?: { http?: { sourceIp?: string } } } } | undefined)?.event;
  return event?.requestContext?.http?.sourceIp ?? 'unknown';
};

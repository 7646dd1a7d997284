/**
 * CloudFront Function (cloudfront-js-2.0) on the web behaviour only: a path whose last segment has
 * no file extension is a page of the single-page app (`/g/abc`, `/signin`), so it is served
 * `/index.html`. Files keep their path, so a missing asset stays a 403/404, and the `/api/*`
 * behaviour never sees this function, so API errors keep their status.
 */
export const SPA_FALLBACK_SOURCE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

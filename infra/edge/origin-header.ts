/** The header CloudFront adds to every /api request; the HTTP API's authorizer requires it. */
export const ORIGIN_HEADER = 'x-rozkaz-origin';

import type { Context } from 'hono';

/**
 * Sets a header on the answer a route has already made (a middleware after `next()`). Hono's
 * `c.header` there rebuilds the answer around its body as a stream, and the Node server and the
 * Lambda adapter then read that stream back: ≈ 0.2–0.4 ms of a view's or a submission's CPU per
 * header set this way (`npm run bench -- api`). The answer's own headers take the value in place;
 * only an answer whose headers are read-only (a `Response.redirect`) goes the long way.
 */
export const setLateHeader = (c: Context, name: string, value: string): void => {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
};

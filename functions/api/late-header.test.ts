import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { setLateHeader } from './late-header.js';

const app = new Hono();
app.use('*', async (c, next) => {
  await next();
  setLateHeader(c, 'x-late', 'yes');
});
app.get('/json', (c) => c.json({ a: 1 }));
// a redirect's headers are read-only: the header still goes on, the long way
app.get('/redirect', () => Response.redirect('https://example.org/next', 302));

describe('a header set after the route answered', () => {
  it('is on the answer, whose body is the one the route made', async () => {
    const res = await app.request('/json');
    expect(res.headers.get('x-late')).toBe('yes');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ a: 1 });
  });
  it('is on an answer whose own headers are read-only', async () => {
    const res = await app.request('/redirect');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.org/next');
    expect(res.headers.get('x-late')).toBe('yes');
  });
});

import { Hono } from 'hono';
import { isValidTimeZone } from '../../clock/zoned.js';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { LANGS, type Lang } from '../../../rules/core/text.js';
import { signInMessage } from '../../mail/messages/sign-in.js';
import { normaliseEmail } from '../../store/keys.js';
import { MINUTE, HOUR } from '../../time/clock.js';
import type { LinkAnswer, VerifyAnswer } from '../answers.js';
import type { Env, Services, SignInLimits } from '../deps.js';
import { tooMany, unauthorized } from '../errors.js';
import { clearSessionCookie, requireUser, setSessionCookie, signSession } from '../session.js';
import { body, NO_BODY } from '../validate.js';

export const TOKEN_MINUTES = 15;
/** sign-in requests: per address, per 15 minutes; per client address, per hour */
export const RATE: SignInLimits = {
  perEmail: { limit: 5, windowMs: 15 * MINUTE },
  perClient: { limit: 30, windowMs: HOUR },
};

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const linkBody = z
  .object({
    email: z.string().trim().max(254).email(),
    lang: z.enum(LANGS).optional(),
    /** the browser's zone (Intl), so a new account's hours are the player's own */
    timeZone: z.string().max(64).refine(isValidTimeZone, 'unknown time zone').optional(),
  })
  .strict();
const verifyBody = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,200}$/, 'not a sign-in token') }).strict();

export const preferredLang = (header: string | undefined): Lang => (/^\s*en\b/i.test(header ?? '') ? 'en' : 'pl');

export const authRoutes = (svc: Services) => {
  const { deps, users } = svc;
  const limits = deps.signInLimits ?? RATE;
  const app = new Hono<Env>();

  app.post('/link', async (c) => {
    const { email, lang, timeZone } = await body(c, linkBody);
    const address = normaliseEmail(email);
    const now = deps.clock.now();
    const ip = deps.clientIp?.(c) ?? 'unknown';
    const [byEmail, byClient] = await Promise.all([
      users.hit(`email:${address}`, limits.perEmail.windowMs, now),
      users.hit(`ip:${ip}`, limits.perClient.windowMs, now),
    ]);
    if (byEmail > limits.perEmail.limit || byClient > limits.perClient.limit) throw tooMany();

    const token = randomBytes(32).toString('base64url');
    const hash = sha256(token);
    const existing = await users.userIdByEmail(address);
    const language =
      lang ??
      (existing ? (await users.profile(existing))?.lang : undefined) ??
      preferredLang(c.req.header('accept-language'));
    await users.putToken(hash, {
      email: address,
      lang: language,
      ...(timeZone ? { timeZone } : {}),
      expiresAt: Math.floor(now.getTime() / 1000) + TOKEN_MINUTES * 60,
    });
    const link = `${deps.config.publicUrl.replace(/\/+$/, '')}/signin?token=${encodeURIComponent(token)}`;
    // a suppressed address gets nothing, and the answer does not say so
    if (!(await users.isSuppressed(address)))
      await deps.mailer.send({
        id: `signin-${hash.slice(0, 32)}`,
        to: address,
        ...signInMessage(language, link, TOKEN_MINUTES),
      });
    // the same answer whether or not the address has an account
    return c.json({ sent: true } satisfies LinkAnswer, 202);
  });

  app.post('/verify', async (c) => {
    const { token } = await body(c, verifyBody);
    const stored = await users.consumeToken(sha256(token));
    const now = deps.clock.now();
    if (!stored || stored.expiresAt * 1000 <= now.getTime())
      throw unauthorized('this sign-in link is used up or expired; ask for a new one', 'bad-token');
    let user = await users.ensureUser(stored.email, { lang: stored.lang, timeZone: stored.timeZone, now });
    if (user.provisional)
      user = await users.adoptFirstSignIn(user.userId, { lang: stored.lang, timeZone: stored.timeZone });
    const session = await users.createSession(user.userId, now, deps.config.sessionDays * 24 * HOUR);
    setSessionCookie(c, svc, await signSession(svc, session));
    return c.json({ me: user } satisfies VerifyAnswer);
  });

  app.post('/logout', requireUser(svc), async (c) => {
    await body(c, NO_BODY);
    await users.deleteSession(c.get('session')!.sessionId, c.get('session')!.userId);
    clearSessionCookie(c, svc);
    return c.json({ ok: true });
  });

  return app;
};

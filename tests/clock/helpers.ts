/** Shared set-up for the clocks-and-email tests: the real local stack (dynalite, HTTP) with a manual clock. */
import type { Mailer, MailMessage } from '../../functions/mail/mailer.js';
import { notifyDepsOf, type NotifyDeps } from '../../functions/notify/deps.js';
import type { TurnRecord } from '../../functions/play/types.js';
import { Sweeper } from '../../functions/sweep/sweeper.js';
import { bid, Browser, startDuel, type Stack } from '../api/helpers/harness.js';

export { bid, Browser, startDuel };

export const deps = (stack: Stack, over: Partial<NotifyDeps> = {}): NotifyDeps => ({
  ...notifyDepsOf(stack.server.svc),
  ...over,
});
export const sweeper = (stack: Stack, over: Partial<NotifyDeps> = {}) => new Sweeper(deps(stack, over));

/** every message to `to` whose id starts with `kind` */
export const mails = (stack: Stack, to: string, kind?: string) =>
  stack.server.mailbox.messages.filter((m) => m.to === to && (!kind || m.id.startsWith(`${kind}-`)));

export const turnsOf = (stack: Stack, gameId: string): Promise<TurnRecord[]> => stack.server.svc.games.turns(gameId);

export const game = async (b: Browser, id: string) => (await b.get(`/api/games/${id}`)).body;

let n = 0;
/** a signed-in player with a unique address and the given profile */
export const player = async (
  stack: Stack,
  name: string,
  profile: Record<string, unknown> = {},
): Promise<Browser & { email: string; userId: string }> => {
  const b = new Browser(stack) as Browser & { email: string; userId: string };
  b.email = `${name}-${++n}@example.org`;
  const me = await b.signIn(b.email);
  b.userId = me.userId;
  const put = await b.request('PUT', '/api/me', { name, lang: 'en', timeZone: 'Europe/Warsaw', ...profile });
  if (put.status !== 200) throw new Error(`profile: ${put.status} ${JSON.stringify(put.body)}`);
  return b;
};

/** a Mailer that counts every send (the local mailbox would quietly drop a repeated id) */
export class CountingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  constructor(private readonly inner?: Mailer) {}
  async send(m: MailMessage): Promise<void> {
    this.sent.push(m);
    await this.inner?.send(m);
  }
}

export const DAILY = { kind: 'fischer', initialHours: 24, incrementHours: 4, capHours: 72 } as const;

/** red and blue signed in with plain profiles and seated in a duel on the daily clock */
export const dailyDuel = async (stack: Stack) => {
  const red = await player(stack, 'red'),
    blue = await player(stack, 'blue');
  return { red, blue, id: await startDuel(red, blue, { clock: DAILY }) };
};

/** One LeagueService per API instance, built from its Services (the notifier and sweeper build theirs from NotifyDeps). */
import { newSeed } from '../dice/hmac-dice.js';
import { notifyDepsOf, type NotifyDeps, type ServicesLike } from '../notify/deps.js';

/** the API's Services, by shape (leagues/ does not import the API) */
type Services = ServicesLike & { newSeed: () => string };
import { LeagueService } from './league-service.js';

const bySvc = new WeakMap<Services, LeagueService>();
export const leagueServiceOf = (svc: Services): LeagueService => {
  let s = bySvc.get(svc);
  if (!s) bySvc.set(svc, (s = new LeagueService({ ...notifyDepsOf(svc), newSeed: svc.newSeed })));
  return s;
};

const byDeps = new WeakMap<NotifyDeps, LeagueService>();
/** for the turn notifier and the sweeper: league games get the server's fresh seeds */
export const leagueServiceFor = (d: NotifyDeps): LeagueService => {
  let s = byDeps.get(d);
  if (!s) byDeps.set(d, (s = new LeagueService({ ...d, newSeed })));
  return s;
};

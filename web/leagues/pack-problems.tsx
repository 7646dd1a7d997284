import type { PackProblem } from '../../rules/core/pack-kit.js';
import { ApiError, type ClubPacksAnswer } from '../api.js';
import { tx } from '../i18n.js';

/** a club pack as the club page lists it */
export type ClubPack = ClubPacksAnswer['packs'][number];

/** the problems a refused pack was refused for (422 `invalid-pack`), by their place in the pack; none for any other error */
export const problemsOf = (e: unknown): PackProblem[] =>
  e instanceof ApiError && e.code === 'invalid-pack' ? ((e.body as { errors?: PackProblem[] }).errors ?? []) : [];

/** an error's words, whatever threw it */
export const errorText = (e: unknown): string =>
  e instanceof ApiError ? e.message : String((e as Error)?.message ?? e);

/** the first 50 problems of a refused pack, each with its path */
export const PackProblems = ({ problems }: { problems: readonly PackProblem[] }) =>
  problems.length ? (
    <ul class="pack-problems" aria-label={tx({ pl: 'Pakiet ma błędy:', en: 'The pack has errors:' })}>
      {problems.slice(0, 50).map((p) => (
        <li key={`${p.path}:${p.message}`}>
          <code>{p.path}</code>: {p.message}
        </li>
      ))}
    </ul>
  ) : null;

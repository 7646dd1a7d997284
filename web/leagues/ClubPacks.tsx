import { useEffect, useState } from 'preact/hooks';
import type { PackProblem } from '../../rules/core/pack-kit.js';
import { api, type CatalogGame, type ClubPackAnswer, type ClubPacksAnswer } from '../api.js';
import { Card } from '../Card.js';
import { gameTitle } from '../catalog.js';
import { TextInput } from '../fields.js';
import { lt } from './strings.js';
import { ErrorNote, Loading } from '../Notice.js';
import { type ClubPack, errorText, PackProblems, problemsOf } from './pack-problems.js';
import { PackTables } from './PackTables.js';

const readJson = async (input: HTMLInputElement): Promise<unknown> => {
  const file = input.files?.[0];
  if (!file) throw new Error(lt('pack.club.notJson'));
  try {
    return JSON.parse(await file.text());
  } catch {
    throw new Error(lt('pack.club.notJson'));
  }
};

/** a JSON document offered as a file download */
const saveAs = (name: string, data: unknown) => {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 1)], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
};

/** The club page's packs: the list for members, upload and new versions for directors (functions/packs). */
export const ClubPacks = ({ clubId, runs, catalog }: { clubId: string; runs: boolean; catalog: CatalogGame[] }) => {
  const base = `/api/clubs/${encodeURIComponent(clubId)}/packs`;
  const [list, setList] = useState<ClubPacksAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<PackProblem[]>([]);
  const [game, setGame] = useState('');
  const [name, setName] = useState('');
  const [provenance, setProvenance] = useState('');
  const [from, setFrom] = useState<'ours' | 'file'>('ours');
  const [editing, setEditing] = useState<string | null>(null);
  const load = () => api<ClubPacksAnswer>('GET', base).then(setList, (e) => setError(errorText(e)));
  useEffect(() => {
    load();
  }, [clubId]);
  const attempt = async (work: () => Promise<unknown>) => {
    setError(null);
    setProblems([]);
    try {
      await work();
      await load();
    } catch (e) {
      setProblems(problemsOf(e));
      setError(errorText(e));
    }
  };
  const download = (p: ClubPack) =>
    attempt(async () => {
      const r = await api<ClubPackAnswer>('GET', `${base}/${p.packId}`);
      saveAs(`${p.name}-v${p.version}.json`, r.content);
    });
  const upload = (p: ClubPack, input: HTMLInputElement) =>
    attempt(async () => {
      const content = await readJson(input);
      await api('PUT', `${base}/${p.packId}`, {
        name: p.name,
        provenance: p.provenance,
        content,
        expectedVersion: p.version,
      });
    });
  const create = (e: Event) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const chosen = game || list?.games[0] || '';
    attempt(async () => {
      const source =
        from === 'ours'
          ? { from: 'ours' }
          : { content: await readJson(form.querySelector<HTMLInputElement>('#pack-file')!) };
      await api('POST', base, { game: chosen, name, provenance, ...source });
      setName('');
      setProvenance('');
    });
  };
  const chosen = game || list?.games[0] || '';
  return (
    <Card id="h-packs" title={lt('pack.club.title')}>
      <p class="hint">{lt('pack.club.lead')}</p>
      <ErrorNote error={error} />
      <PackProblems problems={problems} />
      {!list ? (
        <Loading />
      ) : list.packs.length === 0 ? (
        <p>{lt('pack.club.none')}</p>
      ) : (
        <ul class="games">
          {list.packs.map((p) => (
            <li class="game-row" key={p.packId} data-pack={p.name}>
              <span class="game-link">
                <span class="game-name">
                  {p.name} <span class="meta">v{p.version}</span>
                </span>
                <span class="meta">
                  {gameTitle(catalog, p.game)} · {p.provenance} · <code title={p.hash}>{p.hash.slice(0, 10)}</code>
                </span>
              </span>
              <span class="row-actions">
                <button type="button" class="secondary" onClick={() => download(p)}>
                  {lt('pack.club.download')}
                </button>
                {runs && (
                  <button type="button" class="secondary" onClick={() => setEditing(p.packId)}>
                    {lt('pack.club.tables')}
                  </button>
                )}
                {runs && (
                  <label class="button secondary">
                    {lt('pack.club.newVersion')}
                    <input
                      type="file"
                      accept="application/json,.json"
                      class="sr-only"
                      onChange={(e) => upload(p, e.currentTarget)}
                    />
                  </label>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {runs && list && editing && list.packs.some((p) => p.packId === editing) && (
        <PackTables
          clubId={clubId}
          pack={list.packs.find((p) => p.packId === editing)!}
          onSaved={() => void load()}
          onClose={() => setEditing(null)}
        />
      )}
      {runs && list && (
        <form onSubmit={create} aria-labelledby="h-newpack">
          <h3 id="h-newpack">{lt('pack.club.add')}</h3>
          <label for="pack-game">{lt('pack.club.game')}</label>
          <select id="pack-game" value={chosen} onChange={(e) => setGame(e.currentTarget.value)}>
            {list.games.map((g) => (
              <option key={g} value={g}>
                {gameTitle(catalog, g)}
              </option>
            ))}
          </select>
          <label for="pack-name">{lt('pack.club.name')}</label>
          <TextInput id="pack-name" required minLength={2} maxLength={80} value={name} onValue={setName} />
          <label for="pack-provenance">{lt('pack.club.provenance')}</label>
          <TextInput id="pack-provenance" required maxLength={2000} value={provenance} onValue={setProvenance} />
          <fieldset>
            <legend>{lt('pack.club.from')}</legend>
            <label>
              <input type="radio" name="pack-from" checked={from === 'ours'} onChange={() => setFrom('ours')} />{' '}
              {lt('pack.club.ours')}
            </label>
            <label>
              <input type="radio" name="pack-from" checked={from === 'file'} onChange={() => setFrom('file')} />{' '}
              {lt('pack.club.file')}
            </label>
            {from === 'file' && (
              <input
                id="pack-file"
                type="file"
                accept="application/json,.json"
                required
                aria-label={lt('pack.club.file')}
              />
            )}
            {chosen && (
              <a href={`/api/packs/${encodeURIComponent(chosen)}/example`} download>
                {lt('pack.club.example')}
              </a>
            )}
          </fieldset>
          <button type="submit">{lt('pack.club.save')}</button>
        </form>
      )}
    </Card>
  );
};

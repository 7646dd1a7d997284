import { useEffect, useState } from 'preact/hooks';
import { api, type ClubListAnswer, type ClubPacksAnswer } from '../api.js';
import { tx } from '../i18n.js';

/** a club pack a new game may be played on */
export interface PackOption {
  clubId: string;
  packId: string;
  game: string;
  label: string;
}

/** every pack of every club the player is in (a handful of clubs: one request each, once per page) */
export const useClubPacks = (): PackOption[] => {
  const [packs, setPacks] = useState<PackOption[]>([]);
  useEffect(() => {
    let live = true;
    (async () => {
      const { clubs } = await api<ClubListAnswer>('GET', '/api/clubs');
      const lists = await Promise.all(
        clubs.map((c) =>
          api<ClubPacksAnswer>('GET', `/api/clubs/${encodeURIComponent(c.clubId)}/packs`).then(
            (r) =>
              r.packs.map((p) => ({
                clubId: c.clubId,
                packId: p.packId,
                game: p.game,
                label: `${c.name}: ${p.name} v${p.version}`,
              })),
            () => [],
          ),
        ),
      );
      if (live) setPacks(lists.flat());
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return packs;
};

const S = {
  label: { pl: 'Komponenty', en: 'Components' },
  ours: { pl: 'nasze (Rozkaz)', en: 'ours (Rozkaz)' },
  hint: {
    pl: 'Partia na komponentach klubu jest tylko dla jego członków: zaproś przeciwnika e-mailem (bez wolnych miejsc, bez rankingu).',
    en: "A game on a club's components is for its members only: invite the opponent by email (no open seats, unrated).",
  },
} as const;

/** the packs of `game` to choose from; `value` is "clubId/packId" or '' for ours */
export const PackChoice = ({
  packs,
  game,
  value,
  onChange,
  id = 'ng-pack',
}: {
  packs: PackOption[];
  game: string;
  value: string;
  onChange: (v: string) => void;
  /** the select's id (the new-game page's by default) */
  id?: string;
}) => {
  const mine = packs.filter((p) => p.game === game);
  if (!mine.length) return null;
  return (
    <>
      <label for={id}>{tx(S.label)}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{tx(S.ours)}</option>
        {mine.map((p) => (
          <option key={`${p.clubId}/${p.packId}`} value={`${p.clubId}/${p.packId}`}>
            {p.label}
          </option>
        ))}
      </select>
      {value && <p class="hint">{tx(S.hint)}</p>}
    </>
  );
};

/** the request's `pack` for a choice */
export const packOf = (value: string): { pack: { clubId: string; packId: string } } | Record<string, never> => {
  const [clubId, packId] = value.split('/');
  return value ? { pack: { clubId, packId } } : {};
};

/** a club pack as a game or league page names it: "club pack 'Nasza' v3" */
export const packNote = (p: { name: string; version: number }): string =>
  tx({ pl: `pakiet klubu „${p.name}” v${p.version}`, en: `club pack '${p.name}' v${p.version}` });

import type { GameEvent } from '../../core/contract.js';

/** The log lines of rules 24–27 (trenches, fortresses and sieges, bridgeheads, corps break-down), in Polish and English. */
export const describeWorks = (
  e: GameEvent,
  lang: 'pl' | 'en',
  n: (id: unknown, lang: 'pl' | 'en') => string,
): string | null => {
  const d = e.data as Record<string, any>;
  const pl = lang === 'pl';
  const r = e.rule ? ` (${e.rule})` : '';
  const list = (ids: unknown): string => ((ids as string[]) ?? []).map((u) => n(u, lang)).join(', ');
  switch (e.type) {
    case 'trench':
      return pl
        ? `${d.units ? `${list(d.units)}: o` : 'O'}kopy w ${d.hex} frontem do ${d.facing}${d.cost ? `, koszt ${d.cost} PZa` : ', bez kosztu'}${r}`
        : `${d.units ? `${list(d.units)}: t` : 'T'}renches in ${d.hex} facing ${d.facing}${d.cost ? `, cost ${d.cost} SuP` : ', free'}${r}`;
    case 'trench-removed':
      return pl
        ? `${d.unit ? `${n(d.unit, lang)} likwiduje o` : 'Zlikwidowane o'}kopy w ${d.hex}${r}`
        : `${d.unit ? `${n(d.unit, lang)} destroys the t` : 'T'}renches in ${d.hex}${d.unit ? '' : ' destroyed'}${r}`;
    case 'fortress-check': {
      const who = d.unit ? n(d.unit, lang) : pl ? 'załoga' : 'the garrison';
      return pl
        ? `Twierdza ${d.hex}: test ${who}, rzut ${d.roll} wobec ${d.target} — ${d.ok ? 'twierdza się broni' : 'twierdza pada'}${r}`
        : `Fortress ${d.hex}: ${who} checks, roll ${d.roll} vs ${d.target} — ${d.ok ? 'the fortress holds' : 'the fortress falls'}${r}`;
    }
    case 'fortress-captured':
      return pl
        ? `${d.hex} zdobyte: odtąd rejon umocniony o sile ${d.strength}${r}`
        : `${d.hex} captured: a fortified area of strength ${d.strength} from now on${r}`;
    case 'siege':
      if (d.step === 'begun')
        return pl
          ? `Oblężenie twierdzy ${d.hex}: bez testów przez ${d.grace} etap(y)${r}`
          : `Siege of ${d.hex}: no checks for ${d.grace} stage(s)${r}`;
      if (d.step === 'lifted') return pl ? `Oblężenie ${d.hex} zniesione${r}` : `The siege of ${d.hex} is lifted${r}`;
      return pl ? `Twierdza ${d.hex} kapituluje${r}` : `The fortress of ${d.hex} capitulates${r}`;
    case 'corps-split':
      return pl
        ? `${n(d.corps, lang)} rozdziela się w ${d.hex} na: ${list(d.divisions)}${r}`
        : `${n(d.corps, lang)} breaks down in ${d.hex} into ${list(d.divisions)}${r}`;
    case 'corps-merged':
      return pl
        ? `${list(d.divisions)} łączą się w ${d.hex} w ${n(d.corps, lang)}${r}`
        : `${list(d.divisions)} recombine in ${d.hex} into ${n(d.corps, lang)}${r}`;
    case 'concentration':
      return pl
        ? `${n(d.unit, lang)}: tajna koncentracja w ${d.hex} (etap ${d.stage})${r}`
        : `${n(d.unit, lang)}: secret concentration at ${d.hex} (stage ${d.stage})${r}`;
    case 'secret-rail':
      return pl
        ? `${n(d.unit, lang)} odjeżdża z ${d.from} do tajnej koncentracji (${d.transports} transp.)${r}`
        : `${n(d.unit, lang)} entrains at ${d.from} for a secret concentration (${d.transports} Transports)${r}`;
    case 'concentration-exposed':
      return pl
        ? `Wywiad wykrył tajną koncentrację: ${[...(d.units as string[]).map((u) => n(u, lang)), ...(d.hidden ? [`zakryte: ${d.hidden}`] : [])].join(', ')} do ${(d.hexes as string[]).join(', ')}${r}`
        : `Intelligence exposes a secret concentration: ${[...(d.units as string[]).map((u) => n(u, lang)), ...(d.hidden ? [`face down: ${d.hidden}`] : [])].join(', ')} to ${(d.hexes as string[]).join(', ')}${r}`;
    default:
      return null;
  }
};

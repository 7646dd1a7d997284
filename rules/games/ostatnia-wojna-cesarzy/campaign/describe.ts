/**
 * Log lines of the campaign's events (28–40), in Polish and English. The types are among the module's
 * `eventTypes` (event-types.ts): the random games of D, E and the Campaign must fire each at full
 * scale, but for the rare ones the conformance test names.
 */
export const CAMPAIGN_EVENT_TYPES = [
  'track',
  'war-aims',
  'crushing-victory',
  'stabilization',
  'rebuilt',
  'absorbed',
  'disbanded',
  'formed',
  'legion-roll',
  'called',
  'cavalry-roll',
  'cavalry-lost',
  'arrival-adjusted',
  'sailed',
  'call-exposed',
] as const;

type Name = (id: unknown, lang: 'pl' | 'en') => string;
const sideName = (x: unknown, pl: boolean): string =>
  x === 'allies' ? (pl ? 'Sprzymierzeni' : 'Allies') : pl ? 'Rosjanie' : 'Russians';

export const campaignLine = (
  type: string,
  d: Record<string, any>,
  lang: 'pl' | 'en',
  n: Name,
  r: string,
): string | null => {
  const pl = lang === 'pl';
  switch (type) {
    case 'track':
      return pl
        ? `Tor posiłków: ${JSON.stringify(d.track)}${r}`
        : `Reinforcement track: ${JSON.stringify(d.track)}${r}`;
    case 'war-aims':
      return pl
        ? `Cele wojny: Rosjanie ${d.russians}, Sprzymierzeni ${d.allies}, aspiracje ${d.aspiration}${r}`
        : `War Aims: Russians ${d.russians}, Allies ${d.allies}, aspiration ${d.aspiration}${r}`;
    case 'crushing-victory':
      return pl ? `${sideName(d.side, pl)}: miażdżące zwycięstwo${r}` : `${sideName(d.side, pl)}: crushing victory${r}`;
    case 'stabilization':
      return pl
        ? `${sideName(d.side, pl)} nie ogłaszają ofensywy: front się stabilizuje, koniec gry${r}`
        : `${sideName(d.side, pl)} declare no offensive: the front stabilizes, the game ends${r}`;
    case 'rebuilt':
      return pl ? `${n(d.unit, lang)} odtworzona w ${d.hex}${r}` : `${n(d.unit, lang)} rebuilt in ${d.hex}${r}`;
    case 'absorbed':
      return pl
        ? `${n(d.unit, lang)} wchłonięta przez ${n(d.into, lang)}${r}`
        : `${n(d.unit, lang)} absorbed into ${n(d.into, lang)}${r}`;
    case 'disbanded':
      return pl
        ? `${n(d.unit, lang)} rozwiązana: +${d.sup} PZa na froncie ${d.front}${r}`
        : `${n(d.unit, lang)} disbanded: +${d.sup} SuP on front ${d.front}${r}`;
    case 'formed':
      return pl ? `${n(d.unit, lang)} sformowana w ${d.hex}${r}` : `${n(d.unit, lang)} formed in ${d.hex}${r}`;
    case 'legion-roll':
      return pl
        ? `Legiony: rzut ${d.roll} wobec ${d.target}${d.ok ? ' — nowa brygada' : ''}${r}`
        : `Legions: roll ${d.roll} vs ${d.target}${d.ok ? ' — a new brigade' : ''}${r}`;
    case 'called':
      return pl
        ? `Posiłki z zachodu wezwane: ${(d.units as string[]).map((u) => n(u, lang)).join(', ')} do ${d.hex}${r}`
        : `Western reinforcements called: ${(d.units as string[]).map((u) => n(u, lang)).join(', ')} to ${d.hex}${r}`;
    case 'call-exposed':
      return pl
        ? `Wywiad wykrył wezwane posiłki: ${(d.units as string[]).map((u) => n(u, lang)).join(', ')} do ${d.hex}${r}`
        : `Intelligence exposed the called reinforcements: ${(d.units as string[]).map((u) => n(u, lang)).join(', ')} to ${d.hex}${r}`;
    case 'cavalry-roll':
      return pl
        ? `${n(d.hq, lang)}: koncentracja kawalerii, ${d.roll === null ? 'automatycznie' : `rzut ${d.roll} wobec ${d.target}`}${d.ok ? ' — korpus sformowany' : ''}${r}`
        : `${n(d.hq, lang)}: cavalry concentration, ${d.roll === null ? 'automatic' : `roll ${d.roll} vs ${d.target}`}${d.ok ? ' — corps formed' : ''}${r}`;
    case 'cavalry-lost':
      return pl
        ? `${n(d.unit, lang)} nigdy nie powstanie (dowództwo zniszczone)${r}`
        : `${n(d.unit, lang)} is lost for good (its HQ fell)${r}`;
    case 'arrival-adjusted':
      return pl
        ? `${n(d.unit, lang)}: przybycie przesunięte na etap ${d.stage} (${d.income > 0 ? '+' : ''}${d.income} PZa)${r}`
        : `${n(d.unit, lang)}: arrival moved to stage ${d.stage} (${d.income > 0 ? '+' : ''}${d.income} SuP)${r}`;
    case 'sailed':
      return pl
        ? `${n(d.unit, lang)} płynie z ${d.from} do ${d.to}${d.broken ? ' (rozbita)' : ''}${r}`
        : `${n(d.unit, lang)} sails from ${d.from} to ${d.to}${d.broken ? ' (broken)' : ''}${r}`;
    default:
      return null;
  }
};

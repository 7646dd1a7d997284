/** How to play Tannenberg 1914 on Rozkaz, in our own words (core/guide.ts); phase names are the status's. */
import type { GameGuide } from '../../core/guide.js';
import { text } from '../../core/text.js';
import { COUNTER_KEY } from './counter-key.js';
import { PHASE_LABEL } from './describe.js';

export const GUIDE: Omit<GameGuide, 'provenance'> = {
  intro: text(
    'Prusy Wschodnie w sierpniu 1914: Niemcy bronią się przed dwiema armiami rosyjskimi. Dowództwa wydają rozkazy MARSZ albo STOP, a inicjatywa decyduje, kto rusza pierwszy.',
    'East Prussia in August 1914: the Germans hold off two Russian armies. Headquarters give MARCH or STOP orders, and initiative decides who moves first.',
  ),
  sequence: [
    {
      name: PHASE_LABEL.orders,
      what: text(
        'Obie strony jednocześnie: powrót sztabów, maskowanie jednostek. Przeciwnik widzi wynik dopiero, gdy obaj wyślą.',
        'Both sides at once: HQs return, units are masked. Neither sees the other’s orders until both have sent theirs.',
      ),
      who: 'both',
    },
    {
      name: PHASE_LABEL.initiative,
      what: text('Rzut o inicjatywę: robi go serwer.', 'The initiative roll: the server makes it.'),
      who: 'none',
    },
    {
      name: PHASE_LABEL.reserve,
      what: text('Wyznaczasz jednostki w odwodzie.', 'Mark the units held in reserve.'),
      who: 'both',
    },
    {
      name: PHASE_LABEL['move-ip'],
      what: text(
        'Ruch strony z inicjatywą: kliknij jednostkę, potem heks.',
        'The initiative side moves: click a unit, then a hex.',
      ),
      who: 'active',
    },
    { name: PHASE_LABEL['move-nip'], what: text('Ruch drugiej strony.', 'The other side moves.'), who: 'other' },
    {
      name: PHASE_LABEL.rest,
      what: text('Odpoczynek: jednostki odzyskują siły.', 'Rest: units recover.'),
      who: 'both',
    },
    {
      name: PHASE_LABEL.combat,
      what: text(
        'Walki tam, gdzie jednostki stykają się z wrogiem; obie strony wybierają karty walki.',
        'Combats where units touch the enemy; both sides choose combat cards.',
      ),
      who: 'both',
    },
  ],
  interrupts: [
    text(
      'W walce obrońca wybiera swoją kartę walki; gdy strona wysyła rozkazy jednocześnie, czekamy na obie.',
      'In combat the defender chooses a combat card too; where both sides send orders at once, we wait for both.',
    ),
  ],
  counterKey: COUNTER_KEY,
};

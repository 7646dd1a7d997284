import type { OptionField } from '../../../core/contract.js';
import { text } from '../../../core/text.js';
import { CAMPAIGN_OPTIONS, type CampaignOptionKey, type CampaignOptions, DEFAULT_CAMPAIGN_OPTIONS } from './options.js';
import type { OwcState } from '../state.js';

/**
 * The campaign options (AMB-33–58) as game options of the create form: each changes play in the
 * scenarios with the campaign rules (D, E and the 1914 Campaign); setup stores the ones chosen in
 * `state.campaign.options`, so a scenario without the campaign rules never holds them.
 */
type Reading = [value: string, pl: string, en: string, helpPl: string, helpEn: string];
const field = (
  key: CampaignOptionKey,
  label: [string, string],
  help: [string, string],
  values: Reading[],
): OptionField => ({
  key,
  label: text(...label),
  help: text(`${help[0]} (scenariusze D, E i Kampania)`, `${help[1]} (scenarios D, E and the Campaign)`),
  values: values.map(([value, pl, en, hpl, hen]) => ({ value, label: text(pl, en), help: text(hpl, hen) })),
  default: DEFAULT_CAMPAIGN_OPTIONS[key],
});

export const campaignOptionFields: readonly OptionField[] = [
  field(
    'rebuildDelay',
    ['Odbudowa jednostki (28.1)', 'Rebuilding a unit (28.1)'],
    [
      'Niejasność AMB-33: od której fazy zaopatrzenia po stracie',
      'Ambiguity AMB-33: from which supply phase after the loss',
    ],
    [
      [
        'second-own',
        'od drugiej własnej fazy (zalecane)',
        'from the second own phase (recommended)',
        'Od drugiej własnej fazy zaopatrzenia po eliminacji.',
        'From the owner’s second own supply phase after the loss.',
      ],
      [
        'next-own',
        'od najbliższej własnej fazy',
        'from the next own phase',
        'Już w najbliższej własnej fazie zaopatrzenia.',
        'In the owner’s very next supply phase.',
      ],
    ],
  ),
  field(
    'trackRefill',
    ['Znaczniki toru posiłków (33.3.1)', 'Reinforcement track markers (33.3.1)'],
    ['Niejasność AMB-34: gdzie wracają zdjęte znaczniki', 'Ambiguity AMB-34: where removed markers go back'],
    [
      [
        'after-last',
        'za ostatnim zajętym polem (zalecane)',
        'after the last occupied field (recommended)',
        'Na najbliższe puste pola za ostatnim zajętym.',
        'On the nearest empty fields after the last occupied one.',
      ],
      [
        'after-current',
        'za bieżącym etapem',
        'after the current stage',
        'Na najbliższe puste pola za bieżącym etapem.',
        'On the nearest empty fields after the current stage.',
      ],
    ],
  ),
  field(
    'portBlock',
    ['Blokada Królewca (38.2)', 'Królewiec blockade (38.2)'],
    ['Niejasność AMB-35: które heksy zamykają port', 'Ambiguity AMB-35: which hexes close the port'],
    [
      [
        'both',
        'oba heksy (zalecane)',
        'both hexes (recommended)',
        'Królewiec zamknięty, gdy Rosjanie trzymają 1209 i 1309.',
        'Closed while the Russians hold 1209 and 1309.',
      ],
      [
        'either',
        'którykolwiek heks',
        'either hex',
        'Królewiec zamknięty, gdy Rosjanie trzymają 1209 albo 1309.',
        'Closed while the Russians hold 1209 or 1309.',
      ],
    ],
  ),
  field(
    'arrivalDelay',
    ['Opóźnienie posiłków (34)', 'Holding arrivals back (34)'],
    ['Niejasność AMB-46: ile PZa za opóźnienie', 'Ambiguity AMB-46: how much SuP a delay pays'],
    [
      [
        'per-stage',
        '+1 PZa za jednostkę i etap (zalecane)',
        '+1 SuP a unit a stage (recommended)',
        'Każdy etap opóźnienia daje 1 PZa.',
        'Each stage held back pays 1 SuP.',
      ],
      [
        'once',
        '+1 PZa za jednostkę raz',
        '+1 SuP a unit once',
        'Opóźnienie daje 1 PZa jeden raz.',
        'A delay pays 1 SuP once.',
      ],
    ],
  ),
  field(
    'compelledCall',
    ['Wymuszone wezwanie (37.2)', 'Compelled call (37.2)'],
    ['Niejasność AMB-47: czy obowiązuje limit 10 PS', 'Ambiguity AMB-47: does the 10-SP limit hold'],
    [
      [
        'within-limit',
        'w limicie 10 PS (zalecane)',
        'within 10 SP (recommended)',
        'Pule 1–2 w granicach 10 PS na etap.',
        'Pools 1–2 within the 10 SP a stage.',
      ],
      [
        'over-limit',
        'ponad limit',
        'over the limit',
        'Pule 1–2 całe, ponad limit.',
        'Pools 1–2 whole, over the limit.',
      ],
    ],
  ),
  field(
    'stabilizationTie',
    ['Stabilizacja przy remisie (40.2)', 'Stabilization at a tie (40.2)'],
    [
      'Niejasność AMB-49: kto „nie wygrywa” przy bilansie 0',
      'Ambiguity AMB-49: who is "not winning" at a balance of 0',
    ],
    [
      [
        'both',
        'obaj gracze (zalecane)',
        'both players (recommended)',
        'Przy 0 plan bez ofensywy któregokolwiek gracza kończy grę.',
        'At 0 either player’s plan without an offensive ends the game.',
      ],
      [
        'never',
        'nikt',
        'nobody',
        'Przy bilansie 0 gra się nie stabilizuje.',
        'At a balance of 0 the game does not stabilize.',
      ],
    ],
  ),
  field(
    'eastOffensive',
    ['Ofensywa w Prusach Wschodnich (37.1)', 'East Prussian offensive (37.1)'],
    ['Niejasność AMB-58: co jest obowiązkowe', 'Ambiguity AMB-58: what is compulsory'],
    [
      [
        'attacks',
        '3 ataki i 9 PZa (zalecane)',
        '3 attacks and 9 SuP (recommended)',
        'Plan płaci 9 PZa, a faza ataków powtórnych nie kończy się przed 3 atakami, gdy są możliwe.',
        'The plan pays 9 SuP and the repeat phase does not close short of 3 attacks while possible.',
      ],
      ['sup-only', 'tylko 9 PZa', '9 SuP only', 'Wystarczy opłacić ofensywę.', 'Paying for the offensive is enough.'],
    ],
  ),
];

/** the campaign options given at setup, those that differ from the defaults (so a default game stores none) */
export const campaignOptionsFrom = (o: Record<string, unknown>): Partial<CampaignOptions> =>
  Object.fromEntries(
    (Object.keys(CAMPAIGN_OPTIONS) as CampaignOptionKey[])
      .filter((k) => o[k] !== undefined && o[k] !== DEFAULT_CAMPAIGN_OPTIONS[k])
      .map((k) => [k, o[k]]),
  ) as Partial<CampaignOptions>;

/** a new game's campaign options go into its campaign state (a game without the campaign rules ignores them) */
export const withCampaignOptions = (s: OwcState, chosen: Partial<CampaignOptions>): OwcState => {
  if (s.campaign && Object.keys(chosen).length) s.campaign.options = { ...s.campaign.options, ...chosen };
  return s;
};

/** The set-up phases' choices: the map's four sections, the nations, the edge, the hand and deployment. */
import type { Text } from '../../core/text.js';
import { defs, unitDef } from './pack.js';
import { inHomeRows, placeSection, QUADRANTS, ROTATIONS, SQUARES, type Quadrant } from './geometry.js';
import { isOpen } from './results.js';
import { NATION_ORDER } from './schema.js';
import { EDGE_NAMES } from './phase-label.js';
import { T, cname, choice, target, type PhaseChoices } from './view-kit.js';

const QUADRANT_NAMES: Record<Quadrant, Text> = {
  NW: T('Północny zachód', 'North-west'),
  NE: T('Północny wschód', 'North-east'),
  SW: T('Południowy zachód', 'South-west'),
  SE: T('Południowy wschód', 'South-east'),
};

const setupSections: PhaseChoices = (s, _side, out) => {
  // every free quadrant, so the whole map goes in one batch; each choice paints its 16 squares
  const d = defs(s);
  for (const q of QUADRANTS.filter((x) => !s.sections.some((y) => y.quadrant === x)))
    for (const sec of d.sections)
      if (!s.sections.some((y) => y.id === sec.id))
        for (const r of ROTATIONS) {
          const paint: Record<string, string> = {};
          for (const { square, code } of placeSection(sec.rows, q, r)) paint[square] = d.byCode[code];
          out.push(
            choice(
              `sec-${q}-${sec.id}-${r}`,
              T(`${QUADRANT_NAMES[q].pl}: ${sec.name.pl} (${r}°)`, `${QUADRANT_NAMES[q].en}: ${sec.name.en} (${r}°)`),
              {
                group: `section-${q}`,
                picture: `${q}-${sec.id}`,
                paint,
                order: { type: 'place-section', quadrant: q, section: sec.id, rotation: r },
              },
            ),
          );
        }
};

const setupPair: PhaseChoices = (s, _side, out) => {
  NATION_ORDER.forEach((a, i) =>
    NATION_ORDER.slice(i + 1).forEach((b) => {
      const d = defs(s).armies;
      if (d[a] && d[b])
        out.push(
          choice(`pair-${a}-${b}`, T(`${d[a].name.pl} / ${d[b].name.pl}`, `${d[a].name.en} / ${d[b].name.en}`), {
            group: 'pair',
            order: { type: 'nations', nations: [a, b] },
          }),
        );
    }),
  );
};

const setupNation: PhaseChoices = (s, _side, out) => {
  for (const n of s.pair!)
    out.push(choice(`nation-${n}`, defs(s).armies[n].name, { group: 'nation', order: { type: 'nation', nation: n } }));
};

const setupEdge: PhaseChoices = (_s, _side, out) => {
  for (const e of ['N', 'E', 'S', 'W'] as const)
    out.push(choice(`edge-${e}`, EDGE_NAMES[e], { group: 'edge', order: { type: 'edge', edge: e } }));
};

const setupHand: PhaseChoices = (s, side, out) => {
  const p = s.players[side];
  for (const id of defs(s).decks[p.army!])
    if (!p.hand.includes(id))
      out.push(choice(`hand-${id}`, cname(s, id), { card: id, order: { type: 'hand', cards: [id] } }));
};

const setupDeploy: PhaseChoices = (s, side, out) => {
  const p = s.players[side];
  const free = SQUARES.filter((q) => inHomeRows(q, p.edge!) && isOpen(s, q));
  for (const u of Object.keys(s.units))
    if (s.units[u].side === side && !s.units[u].sq)
      out.push(
        choice(`deploy-${u}`, T(unitDef(s, u).name), {
          piece: u,
          probe: { type: 'deploy', unit: u, square: '$cell' },
          targets: free.map((q) => target(q, { type: 'deploy', unit: u, square: q })),
        }),
      );
};

export const SETUP_CHOICES: Record<string, PhaseChoices> = {
  'setup.sections': setupSections,
  'setup.pair': setupPair,
  'setup.nation': setupNation,
  'setup.edge': setupEdge,
  'setup.hand': setupHand,
  'setup.deploy': setupDeploy,
};

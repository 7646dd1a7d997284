import { frontsConformance } from './conformance-fronts.js';

/** Scenario E's random games under the conformance checks (conformance-fronts.ts) */
frontsConformance('E', {
  capitulated: '8.6: seldom in E, eight weeks long (D fires it)',
  'left-map': '13: a retreat off the map; seldom in E (the campaign and F fire it)',
  screen: 'C.2: D only of these four (D fires it)',
  track: '33.3: the western track; seldom in E (D, F and the campaign fire it)',
  called: '33: western calls; seldom in E (D, F and the campaign fire it)',
  'call-exposed': '33.2: seldom in E (D, F and the campaign fire it)',
});

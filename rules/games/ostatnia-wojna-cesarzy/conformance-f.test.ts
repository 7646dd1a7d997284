import { frontsConformance } from './conformance-fronts.js';

/** Scenario F's random games under the conformance checks (conformance-fronts.ts) */
frontsConformance('F', {
  screen: 'C.2: not a rule of F (D fires it)',
  // rules version 8's concentrations changed the pinned seed's twelve F games: none retreats off an own edge
  'left-map': '13: seldom in F’s twelve games (D fires it; retreat.test.ts `13: …`)',
});

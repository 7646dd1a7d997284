import { frontsConformance } from './conformance-fronts.js';

/** Scenario D's random games under the conformance checks (conformance-fronts.ts) */
frontsConformance('D', {
  'left-map': '19, 33: seldom in D (the campaign and F fire it)',
});

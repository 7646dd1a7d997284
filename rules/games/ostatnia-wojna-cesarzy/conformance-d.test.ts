import { frontsConformance } from './conformance-fronts.js';

/** Scenario D's random games under the conformance checks (conformance-fronts.ts) */
frontsConformance('D', {
  'left-map': '13: a retreat off the map; seldom in D (the campaign and F fire it)',
});

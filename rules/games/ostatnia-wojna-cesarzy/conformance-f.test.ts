import { frontsConformance } from './conformance-fronts.js';

/** Scenario F's random games under the conformance checks (conformance-fronts.ts) */
frontsConformance('F');

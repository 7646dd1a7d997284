import { frontsConformance } from './conformance-fronts.js';

/** Scenario F's random games under the conformance checks (conformance-fronts.ts) */
frontsConformance('F', { screen: 'C.2: not a rule of F (D fires it)' });

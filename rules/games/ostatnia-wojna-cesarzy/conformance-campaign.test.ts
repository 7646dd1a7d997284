import { frontsConformance } from './conformance-fronts.js';

/** The campaign's random games under the conformance checks (conformance-fronts.ts) */
frontsConformance('campaign', { screen: 'C.2: not a rule of the campaign (D fires it)' });

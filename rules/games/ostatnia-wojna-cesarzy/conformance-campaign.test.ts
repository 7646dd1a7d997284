import { frontsConformance } from './conformance-fronts.js';

/** The campaign's random games under the conformance checks (conformance-fronts.ts) */
frontsConformance('campaign');

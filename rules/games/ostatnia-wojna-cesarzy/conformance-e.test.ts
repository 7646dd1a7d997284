import { frontsConformance } from './conformance-fronts.js';

/** Scenario E's random games under the conformance checks (conformance-fronts.ts) */
frontsConformance('E');

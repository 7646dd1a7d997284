import { conformance } from '../../core/conformance.js';
import manoeuvre from './index.js';

// A random game is a few hundred one-order batches (setup included); 5000 is a generous bound.
// The intro scenario is the standard flow minus three set-up choices; fuzz.test.ts plays it too,
// so the (expensive, per-step) conformance checks run on the standard battle only.
conformance(manoeuvre, { maxBatches: 5000, games: 5, batches: 200, scenarios: ['standard'] });

import { conformance } from '../../core/conformance.js';
import manoeuvre from './index.js';

// A random game is a few hundred one-order batches (setup included); 5000 is a generous bound.
conformance(manoeuvre, { maxBatches: 5000, games: 5, batches: 200 });

import { olderVersionsReplay } from '../older-versions.js';

// twelve fixtures, about two thirds of all older versions' replay time: versions 3 to 9 replay in
// tannenberg-1914-before-v10.test.ts, so that CI's two workers can share them
olderVersionsReplay('tannenberg-1914', (v) => v >= 10);

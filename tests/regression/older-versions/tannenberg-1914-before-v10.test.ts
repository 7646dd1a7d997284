import { olderVersionsReplay } from '../older-versions.js';

// versions 3 to 9 (the later ones in tannenberg-1914.test.ts)
olderVersionsReplay('tannenberg-1914', (v) => v < 10);

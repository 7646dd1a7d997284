import { olderVersionsReplay } from '../older-versions.js';

olderVersionsReplay('ostatnia-wojna-cesarzy');

import { olderVersionsReplay } from '../older-versions.js';

olderVersionsReplay('olszynka-grochowska-1831');

import { olderVersionsReplay } from '../older-versions.js';

olderVersionsReplay('wojna-o-niepodleglosc');

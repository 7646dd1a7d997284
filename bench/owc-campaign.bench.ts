/**
 * OWC's campaign scenarios played to their end: apply per batch cold (this fresh process's first games)
 * and warm (after untimed games of other seeds), as the server meets it (bench/owc-campaign.ts).
 */
import { campaignFigures } from './owc-campaign.js';

campaignFigures();

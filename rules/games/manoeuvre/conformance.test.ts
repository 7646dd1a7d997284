import type { GameEvent } from '../../core/contract.js';
import { conformance } from '../../core/conformance.js';
import manoeuvre from './index.js';
import regressions from './fuzz-regressions.json' with { type: 'json' };

/**
 * the cards a public event puts face up: the card played (withdraw, ambush, leader, guerrilla…), defense cards
 * and the discard pile's new top card (2.7)
 */
const playedOpenly = (e: GameEvent): string[] => {
  if (e.visibleTo !== 'all') return [];
  const d = e.data as Record<string, unknown>;
  return [d.card, d.cancelled, d.leader, d.top, ...(Array.isArray(d.cards) ? d.cards : [])].filter(
    (x): x is string => typeof x === 'string',
  );
};

// A random game is about 180 one-order batches (setup included): both scenarios are short; 5000 is a
// generous bound. fuzz.test.ts adds its own random play across armies, maps and variants.
conformance(manoeuvre, {
  maxBatches: 5000,
  lengths: { standard: 'short', intro: 'short' },
  regressions,
  playedOpenly,
});

import { conformance } from '../../core/conformance.js';
import regressions from './fuzz-regressions.json' with { type: 'json' };
import wojna from './index.js';

// A random game of exercise-1920 (6 turns) applies about 25 batches, one of warsaw-1920 (10 turns)
// about 45: both short. What a run costs at FUZZ_SCALE=1 is in the README ("Conformance").
conformance(wojna, {
  maxBatches: 2000,
  lengths: { 'exercise-1920': 'short', 'warsaw-1920': 'short' },
  regressions,
  rareEvents: {
    // the whole stack must have no hex to retreat to (enemy units or ZOC all round): random play on
    // these open maps almost never packs a stack in
    'retreat-impossible': 'an encircled stack with no retreat path; fired by pursuit.test.ts, ch. 14 D, 14.26',
    // a defender carrying a REPLACEMENT marker, or with an HQ in its hex, that must retreat through ZOC:
    // random play meets these in some runs of 30 games, not all (FUZZ_SCALE=0.1)
    'replacement-lost': 'a marked unit that retreats; fired by pursuit.test.ts "5.17 and 10.15"',
    'hq-zoc-test': 'an HQ retreating with its stack through ZOC; fired by pursuit.test.ts "5.17 and 10.15"',
    // rules version 4: a cavalry- or armoured-car-only stack (or a train) that enemy infantry comes next to
    // while its owner's reaction policy (set now and then by random play) is always-max: rare on these maps
    reaction: 'a stack reacting to an enemy entering next to it; fired by reactions-play.test.ts "13.9 (TC-21a)"',
    // rules version 5: the same with the owner's policy ask (set now and then), answered with no reaction a third
    // of the time; and a loaded unit forced to retreat or eliminated (few units ride, fewer are attacked)
    'reaction-asked': 'a reaction asked live; fired by reaction-ask.test.ts "13.9, 13.15"',
    'reaction-declined': 'a reaction asked live and declined; fired by reaction-ask.test.ts "no reaction"',
    'transport-destroyed': 'a loaded unit forced to retreat; fired by transport-play.test.ts "18.9–10"',
    // rules version 7: one ship a side, forced to retreat past an enemy unit on the bank (14.29)
    'river-pass': 'a ship retreating past an enemy unit; fired by flotillas-v7.test.ts "14.29"',
  },
});

import { conformance } from '../../core/conformance.js';
import regressions from './fuzz-regressions.json' with { type: 'json' };
import tannenberg from './index.js';

// gumbinnen-1914 (5 turns): a random game applies about 90 batches, short. The full 30-turn game:
// about 650–720 batches a game (the random player ends a movement phase one time in eight, and from
// rules version 14 seeks contact, so its armies fight: bench/tannenberg-contact.ts), medium.
conformance(tannenberg, {
  maxBatches: 4000,
  lengths: { 'gumbinnen-1914': 'short', 'tannenberg-1914': 'medium' },
  maxStateBytes: 350_000,
  regressions,
  // the full game plays with the optional rules of 18.1 on (gumbinnen-1914 plays the defaults)
  setupOptions: (id) => (id === 'tannenberg-1914' ? { guards: 'on', corpsCommander: 'on', pappritz: 'on' } : {}),
  rareEvents: {
    hindenburg: '17.3.1: needs a Russian lead of 25 VP, which random play rarely builds',
    'west-front': '17.3.2: needs a Russian lead of 31 VP',
    narew: '17.3.3: needs German units near the Narew after turn 14',
    'hq-returns': '13.1.8: needs an HQ caught and its return turn reached',
    'hq-gone': '13.1.6: needs a corps HQ caught after its last unit',
    'arrival-delayed': "17.2.8: needs the enemy on an entry hex's ZOC on its turn",
    'entrenchment-destroyed':
      '12.1.4 (rules version 13): an enemy passing an entrenched hex the builder has left (entrench-v13.test.ts)',
    'fort-captured': '19.3 (rules version 13): enemy troops standing in a manned fort (victory-v13.test.ts)',
    'train-captured': "15.3.6: an enemy unit entering a lone train's hex",
    bridge: '6.0: needs an HQ within range of a Vistula bridge (bridges.test.ts)',
    'repair-track': '5.4.2: needs a cut on its own line and a commanded unit standing on it (rail.test.ts)',
    'rail-enter': '5.1.8: needs a ride off the map edge and the next turn (rail.test.ts)',
    commander: '18.1.2: needs I Corps to lose 3 steps in a random full game (optional.test.ts)',
    'reserve-move':
      '4.5.6: a random trigger needs an enemy to enter one of its hexes with the step still legal (reserve.test.ts)',
    'shelter-flight':
      '9.5.5 (rules version 7): a stack fleeing from a hex where an earlier flight of the same combat phase ended (own-choices-v7.test.ts)',
    'reserve-asked':
      '4.5.6 (rules version 4): a reserve asked live needs a random mover to come within two hexes of it (reserve.test.ts)',
  },
});

import { describe, expect, it } from 'vitest';
import { placeholders } from '../i18n.js';
import { en, pl } from './how-strings.js';

describe('how-to-play strings', () => {
  it('each Polish string has the English one’s placeholders and is translated', () => {
    for (const k of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(pl[k]), k).toEqual(placeholders(en[k]));
      expect(pl[k], k).not.toBe(en[k]);
    }
  });
});

import { localDateKey, localParts, nextLocalTime } from '../clock/zoned.js';

/** The first digest instant strictly after `after`, at `hour`:00 on the player's local clock. */
export const nextDigestAt = (after: Date, timeZone: string, hour: number): Date => {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error(`digest hour out of range: ${hour}`);
  return nextLocalTime(after, timeZone, hour * 60);
};

/** the local calendar day a digest belongs to — one digest per player per local day */
export const digestDay = (at: Date, timeZone: string): string => localDateKey(localParts(at, timeZone));

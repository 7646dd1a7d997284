import { randomBytes } from 'node:crypto';

/**
 * The id of a new game, club, league or club pack: 72 random bits as 12 URL-safe characters, so an id
 * goes into a path or a key as it is and cannot be guessed from another one.
 */
export const newId = (): string => randomBytes(9).toString('base64url');

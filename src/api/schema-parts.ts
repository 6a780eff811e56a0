import { finite, nullish, number, pipe, string } from 'valibot';

/** Pieces the schema modules of the contract share (./schemas.ts says how they are used). */

/** A text the UI can do without: absent or null reads as ''. */
export const text = nullish(string(), '');
/** A finite number (NaN and Infinity are not prices). */
export const num = pipe(number(), finite());

import { finite, nullish, number, pipe, string } from 'valibot';

/** The contract's two common field shapes, shared by ./schemas and ./cart-schemas. */

/** A text the UI can do without: absent or null reads as ''. */
export const text = nullish(string(), '');
/** A finite number (NaN and Infinity are not prices). */
export const num = pipe(number(), finite());

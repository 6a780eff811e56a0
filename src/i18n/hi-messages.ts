import { catalogue } from './catalogue' with { type: 'macro' };

/**
 * The Hindi catalogue (every area file of src/locales/hi/), compiled at build time into one chunk;
 * loaded only by Hindi pages (their HTML names it).
 */
export const hiMessages = catalogue('hi');

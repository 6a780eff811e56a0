import { catalogue } from './catalogue' with { type: 'macro' };

/** The Hindi catalogue, compiled at build time; loaded only by Hindi pages (their HTML names it). */
export const hiMessages = catalogue('hi');

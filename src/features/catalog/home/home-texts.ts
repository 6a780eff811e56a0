import { msg } from '../../../i18n/msg' with { type: 'macro' };

/** What each of the home page's blocks shows while its data loads (each keeps its other texts). */
export const HOME_LOADING = msg(/*i18n*/ { id: 'catalog.home.loading', message: 'Loading...' });

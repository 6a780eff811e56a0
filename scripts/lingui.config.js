// `npm run i18n:extract` (scripts/i18n-extract.mjs) runs Lingui with this: every
// `msg(/*i18n*/ {id, message})` of the app into one catalogue per language, English from the
// source and each other language's entries kept or added empty to translate. That catalogue is a
// working copy, joined from and split back into the area files (src/locales/{locale}/{area}.po),
// so extract through the npm script.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  rootDir: fileURLToPath(new URL('..', import.meta.url)),
  catalogs: [
    {
      path: '<rootDir>/.tmp/i18n/{locale}',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/features/statecharts/**'],
    },
  ],
  format: formatter({ origins: false, explicitIdAsDefault: true }),
  orderBy: 'messageId',
});

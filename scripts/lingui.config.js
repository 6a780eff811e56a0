// `npm run i18n:extract`: writes every `msg(/*i18n*/ {id, message})` of the app to the catalogues,
// English from the source and each other language's entries kept or added empty to translate.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  rootDir: fileURLToPath(new URL('..', import.meta.url)),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/features/statecharts/**'],
    },
  ],
  format: formatter({ origins: false, explicitIdAsDefault: true }),
  orderBy: 'messageId',
});

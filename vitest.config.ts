import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: {
    'process.env.API_BASE_URL': JSON.stringify(''),
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    environmentOptions: {
      jsdom: { url: 'http://localhost:3000/' },
    },
  },
});

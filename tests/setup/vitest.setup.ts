import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockDb, server } from '../../mocks/node';
import { installDomStubs } from './dom-stubs';

if (typeof window !== 'undefined') installDomStubs();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(async () => {
  if (typeof window !== 'undefined') {
    cleanup();
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  server.resetHandlers();
  await resetMockDb();
});

afterAll(() => {
  server.close();
});

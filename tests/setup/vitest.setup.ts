import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockDb, server } from '../../mocks/node';
import { failOnUnexpectedOutput, installConsoleGuard } from './console-guard';
import { installDomStubs } from './dom-stubs';

if (typeof window !== 'undefined') installDomStubs();
installConsoleGuard();

/**
 * findBy and waitFor give up after 5 s rather than 1 s: CI machines run two workers on two cores,
 * and a screen that is right but slow to render there is not a failure.
 */
configure({ asyncUtilTimeout: 5_000 });

/**
 * An unhandled request fails the test that made it, even when the code under test swallows the
 * network error it gets (as screens that only log failures do).
 */
const unhandled: string[] = [];

beforeAll(() => {
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
});

afterEach(async () => {
  if (typeof window !== 'undefined') {
    cleanup();
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  server.resetHandlers();
  await resetMockDb();
  const requests = unhandled.splice(0);
  failOnUnexpectedOutput();
  if (requests.length > 0) {
    throw new Error(`Unhandled request(s) reached the network: ${requests.join(', ')}`);
  }
});

afterAll(() => {
  server.close();
  failOnUnexpectedOutput();
});

import { afterEach } from 'vitest';
import { closeOpenContexts } from './browser';

// Every browser context a test opened is closed after it, whether it passed or failed, so a
// failing journey leaves no page running into the next one.
afterEach(async () => {
  await closeOpenContexts();
});

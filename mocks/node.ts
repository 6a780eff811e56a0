import { setupServer } from 'msw/node';
import { configFromEnv, resetMockConfig, setBaselineConfig } from './config';
import { handlers } from './handlers';
import { seedUsers } from './state';

/** Node entry point (tests): env knobs, the msw server, and a cheap reset between tests. */
setBaselineConfig(configFromEnv(process.env));
await seedUsers();

export const server = setupServer(...handlers);

/**
 * Restores the pristine state after a test: configuration back to the env baseline, accounts
 * and sessions back to the demo shopper alone. The catalog is read-only, so it is kept.
 */
export async function resetMockDb(): Promise<void> {
  resetMockConfig();
  await seedUsers();
}

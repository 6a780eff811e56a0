import type { Gender } from '../../src/api/types';

/** The seeded demo shopper (README and e2e tests log in with these credentials). */
export const DEMO_USER = {
  id: 1,
  email: 'demo@bazaar.in',
  password: 'Demo@1234',
  first_name: 'Aarav',
  last_name: 'Sharma',
  phone: '9876543210',
  username: 'aarav',
  gender: 'male' satisfies Gender,
} as const;

/** A fixed creation time keeps the seeded state identical on every run. */
export const DEMO_USER_CREATED_AT = Date.UTC(2024, 0, 15, 9, 30, 0);

import { cartEntry } from './entries/cart';
import { checkoutEntry } from './entries/checkout';
import { listingSortEntry } from './entries/listing-sort';
import { loginEntry } from './entries/login';
import { panEntry } from './entries/pan';
import { profileEntry } from './entries/profile';
import { registrationEntry } from './entries/registration';
import { sessionEntry } from './entries/session';
import { wishlistEntry } from './entries/wishlist';
import type { MachineEntry } from './machine-entry';

/**
 * Every statechart of the app, each with what a reviewer needs to walk it without a backend
 * (machine-entry.ts). Read by `npm run statecharts` (diagrams), the statechart tests (path
 * coverage, gestures) and the development-only walkthrough.
 *
 * To add a machine: its gesture table in gestures.ts (in GESTURES under the machine's id), its
 * entry in entries/<machine>.ts (defineEntry refuses to compile until every actor has stub
 * outcomes, every event with data has a sample and every event has a gesture), and a line here,
 * in the order the diagrams' index and the walkthrough list the machines.
 */
export const MACHINES: readonly MachineEntry[] = [
  sessionEntry,
  loginEntry,
  registrationEntry,
  profileEntry,
  panEntry,
  listingSortEntry,
  cartEntry,
  wishlistEntry,
  checkoutEntry,
];

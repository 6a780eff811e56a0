import { addAddress, getAddresses, type SavedAddress } from '../src/api';
import type { Address } from '../src/lib/address';
import { forgetDeviceAddress, getDeviceAddress } from '../src/lib/address-store';

/**
 * Moves the address this device kept for the account (before the address book moved to the
 * account, issue 26) into the account. The device forgets it only once the server holds it:
 * added now, or an identical one already there (a move that was accepted but not yet forgotten,
 * or the same address typed on another device). A failed call leaves it on the device for the
 * next login. Resolves with the account's addresses when it asked for them, else null.
 */
async function move(accountId: number): Promise<SavedAddress[] | null> {
  const device = getDeviceAddress(accountId);
  if (!device) return null;
  const saved = await getAddresses();
  if (saved.some((address) => sameAddress(address, device))) {
    forgetDeviceAddress(accountId);
    return saved;
  }
  const added = await addAddress(device);
  forgetDeviceAddress(accountId);
  return [...saved, added];
}

const moving = new Map<number, Promise<SavedAddress[] | null>>();

/**
 * One move per account at a time: the login and the account screen may both ask at once, and
 * two moves would each find no copy on the server and add it twice. Not aborted with a caller:
 * another may still be waiting for it, and a move is one or two short calls.
 */
export function moveDeviceAddress(accountId: number): Promise<SavedAddress[] | null> {
  let running = moving.get(accountId);
  if (!running) {
    running = move(accountId).finally(() => moving.delete(accountId));
    moving.set(accountId, running);
  }
  return running;
}

function sameAddress(saved: SavedAddress, device: Address): boolean {
  return (Object.keys(device) as (keyof Address)[]).every(
    (field) => saved[field] === device[field],
  );
}

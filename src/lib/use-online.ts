import { useSyncExternalStore } from 'react';
import { isOnline, subscribeNetworkStatus } from './network-status';

/** The server renders as if online, so a page hydrates without a mismatch. */
const onServer = () => true;

/** True while the browser says it has a network; follows the online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeNetworkStatus, isOnline, onServer);
}

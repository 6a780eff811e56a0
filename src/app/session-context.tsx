import { useSyncExternalStore } from 'react';
import type { User } from '../api/types';
import { SESSION_EVENTS } from '../lib/session-events';
import { getStoredSession } from '../lib/session-store';

/**
 * The app-wide session as screens and the shell read it. Interim implementation over storage and
 * the window events; the authentication issue replaces the inside with the session statechart
 * while keeping these hooks.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENTS.loggedIn, onChange);
  window.addEventListener(SESSION_EVENTS.loggedOut, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_EVENTS.loggedIn, onChange);
    window.removeEventListener(SESSION_EVENTS.loggedOut, onChange);
    window.removeEventListener('storage', onChange);
  };
}

let lastRaw: string | null = null;
let lastUser: User | null = null;

function snapshot(): User | null {
  const session = getStoredSession();
  const raw = session ? JSON.stringify(session.user) : null;
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastUser = session?.user ?? null;
  }
  return lastUser;
}

/** The logged-in user, or null. */
export function useSessionUser(): User | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

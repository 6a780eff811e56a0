import { createContext, useContext, useSyncExternalStore } from 'react';
import type { User } from '../api/types';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/**
 * What the shell and the screens may do with the one app-wide session. The session statechart
 * lives in machines/ and is created once by src/app; this small handle is how every layer above
 * src/lib (components, features) reaches it without importing the app. The hooks below are the
 * one way to read it in React, the app's own shell included.
 */
export interface SessionHandle {
  subscribe: (onChange: () => void) => () => void;
  getUser: () => User | null;
  getStatus: () => SessionStatus;
  /** Logs out (spec §4): storage cleared, user cleared, userLoggedOut fired. */
  logout: () => void;
  /** The shopper saved their profile: the session's user (and the stored one) takes the change. */
  updateUser: (changes: UserChanges) => void;
}

/** What a profile save changes in the signed-in user. */
export type UserChanges = Pick<User, 'first_name' | 'last_name' | 'gender' | 'image_url'>;

export const SessionHandleContext = createContext<SessionHandle | null>(null);

function useSessionHandle(): SessionHandle {
  const handle = useContext(SessionHandleContext);
  if (!handle) throw new Error('The session hooks need the app providers (SessionProvider).');
  return handle;
}

/** The logged-in user, or null. */
export function useSessionUser(): User | null {
  const handle = useSessionHandle();
  return useSyncExternalStore(handle.subscribe, handle.getUser, handle.getUser);
}

/** 'loading' while the stored token is being checked, then authenticated or not. */
export function useSessionStatus(): SessionStatus {
  const handle = useSessionHandle();
  return useSyncExternalStore(handle.subscribe, handle.getStatus, handle.getStatus);
}

/** Ends the session as spec §4 says a 401 does (a screen's own call was refused). */
export function useLogout(): () => void {
  return useSessionHandle().logout;
}

/** Tells the session about a saved profile (names, gender, picture). */
export function useUpdateUser(): (changes: UserChanges) => void {
  return useSessionHandle().updateUser;
}

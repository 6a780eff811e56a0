/** The window events of the session contract (spec §2, §4, §9). */
export const SESSION_EVENTS = {
  loggedIn: 'userLoggedIn',
  loggedOut: 'userLoggedOut',
} as const;

export function emitSessionEvent(name: (typeof SESSION_EVENTS)[keyof typeof SESSION_EVENTS]): void {
  window.dispatchEvent(new Event(name));
}

import { useActorRef } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { sessionMachine, sessionStatus } from '../../machines/session.machine';
import { SessionHandleContext, type SessionHandle } from '../lib/session-hooks';

export { useLogout, useSessionStatus, useSessionUser } from '../lib/session-hooks';
export type { SessionStatus } from '../lib/session-hooks';

/**
 * Creates the one app-wide session actor (spec §4) and hands it to every layer through the
 * session hooks of src/lib. One actor per app: every reader sees the same user and status.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(sessionMachine);
  const handle = useMemo<SessionHandle>(
    () => ({
      subscribe: (onChange) => {
        const subscription = actor.subscribe(onChange);
        return () => subscription.unsubscribe();
      },
      getUser: () => actor.getSnapshot().context.user,
      getStatus: () => sessionStatus(actor.getSnapshot()),
      logout: () => actor.send({ type: 'session.logout' }),
    }),
    [actor],
  );
  return <SessionHandleContext.Provider value={handle}>{children}</SessionHandleContext.Provider>;
}

import { Navigate, Outlet } from '@tanstack/react-router';
import { StatusText } from '../../components/status-text';
import { useSessionStatus } from '../../lib/session-hooks';

/**
 * The protected-route wrapper of spec §2 around the guarded routes: 'Loading...' while the
 * stored token is checked, the content when authenticated, otherwise a redirect to /login.
 */
export function ProtectedOutlet() {
  const status = useSessionStatus();
  if (status === 'loading') return <StatusText>Loading...</StatusText>;
  if (status === 'unauthenticated') return <Navigate to="/login" replace />;
  return <Outlet />;
}

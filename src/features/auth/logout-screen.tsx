import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { StatusText } from '../../components/status-text';
import { useLogout } from '../../lib/session-hooks';

/**
 * /logout (spec §2, §4): ends the session (storage cleared, user cleared, userLoggedOut fired)
 * and goes to /login. The navigation bar's Logout item leads here.
 */
export function LogoutScreen() {
  const logout = useLogout();
  const navigate = useNavigate();

  useEffect(() => {
    logout();
    void navigate({ to: '/login', replace: true });
  }, [logout, navigate]);

  return <StatusText>Logging out...</StatusText>;
}

import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  createSession,
  SessionProvider,
  useSessionStatus,
  useSessionUser,
} from '../../../src/app/session';
import { demoUser } from '../../fixtures/users';
import { logInDemoShopper } from '../../utils/render-route';

function SessionProbe() {
  const status = useSessionStatus();
  const user = useSessionUser();
  return <p>{`${status}: ${user?.first_name ?? 'nobody'}`}</p>;
}

describe('SessionProvider', () => {
  it('survives StrictMode: the restarted session validates once more instead of failing', async () => {
    const errors = vi.spyOn(console, 'error');
    await logInDemoShopper();
    render(
      <StrictMode>
        <SessionProvider session={createSession()}>
          <SessionProbe />
        </SessionProvider>
      </StrictMode>,
    );
    expect(screen.getByText('loading: nobody')).toBeInTheDocument();
    expect(await screen.findByText(`authenticated: ${demoUser.first_name}`)).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalledWith('Authentication check failed', expect.anything());
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('refuses to be used without the provider', () => {
    expect(() => render(<SessionProbe />)).toThrow(/SessionProvider/);
  });
});

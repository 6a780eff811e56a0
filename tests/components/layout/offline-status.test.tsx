import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { OfflineStatus } from '../../../src/components/layout/offline-status';
import { ThemeProvider } from '../../../src/theme/theme-provider';
import { controlNetwork } from '../../utils/network';
import { renderRoute } from '../../utils/render-route';

const OFFLINE = "You're offline — showing saved pages";

function offlineStatus() {
  return screen.getAllByRole('status').find((region) => region.textContent === OFFLINE);
}

describe('the offline status (issue 28)', () => {
  it('says the page is from what was saved while the browser is offline, politely', async () => {
    controlNetwork(false);
    await renderRoute('/faq');
    const status = offlineStatus();
    expect(status).toBeVisible();
    expect(status).toHaveAttribute('aria-live', 'polite');
    // Not blocking: the page's own content is there and nothing modal covers it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('appears at the offline event and goes at the online event', async () => {
    const network = controlNetwork(true);
    await renderRoute('/faq');
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
    network.goOffline();
    expect(offlineStatus()).toBeVisible();
    network.goOnline();
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
    // The live region stays, empty, so the next message is announced too.
    expect(
      screen.getAllByRole('status').some((region) => region.getAttribute('aria-live') === 'polite'),
    ).toBe(true);
  });

  it('is rendered on the server as online (no message to mismatch at hydration)', () => {
    controlNetwork(false);
    const html = renderToString(
      <ThemeProvider>
        <OfflineStatus />
      </ThemeProvider>,
    );
    expect(html).toContain('role="status"');
    expect(html).not.toContain('showing saved pages');
  });
});

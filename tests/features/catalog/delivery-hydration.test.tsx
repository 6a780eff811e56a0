import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished, vi } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { createSession } from '../../../src/app/session';
import { DeliveryCheck } from '../../../src/features/catalog/product/delivery-check';
import { logInDemoShopper } from '../../utils/render-route';

/**
 * The Delivery block on a server-rendered product page: the server knows neither the device's
 * pincode nor the shopper, so its HTML has an empty field; the client hydrates that HTML without
 * a mismatch, then fills the field in. (Fixed clock: Friday 7 March 2025, 10:00 in India, so
 * standard delivery is by Saturday 15 March.)
 */
const FRIDAY_10_IST = Date.UTC(2025, 2, 7, 4, 30);

beforeEach(() => {
  vi.setSystemTime(FRIDAY_10_IST);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The HTML a server sends: rendered before this device's storage is in play. */
function serverHtml(): string {
  const stored = { ...localStorage };
  localStorage.clear();
  const html = renderToString(
    <AppProviders session={createSession()}>
      <DeliveryCheck />
    </AppProviders>,
  );
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  return html;
}

/** Hydrates the server's HTML in a container; the recoverable errors React reports (mismatches). */
async function hydrate(html: string): Promise<unknown[]> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  expect(within(container).getByRole('textbox', { name: 'Enter delivery pincode' })).toHaveValue(
    '',
  );
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <AppProviders session={createSession()}>
        <DeliveryCheck />
      </AppProviders>,
      {
        onRecoverableError: (error) => errors.push(error),
      },
    );
  });
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return errors;
}

const field = () => screen.getByRole('textbox', { name: 'Enter delivery pincode' });

describe('the Delivery block, server rendered then hydrated', () => {
  it('hydrates the empty field, then fills in and checks the pincode this device remembers', async () => {
    localStorage.setItem('bazaar.pincode', '560001');
    const errors = await hydrate(serverHtml());

    expect(errors).toEqual([]);
    await screen.findByText('Deliver to Bengaluru 560001');
    expect(field()).toHaveValue('560001');
    expect(screen.getByText('Delivery by Saturday, 15 March')).toBeVisible();
  });

  it("hydrates the empty field, then fills in a logged-in shopper's saved address", async () => {
    await logInDemoShopper();
    const errors = await hydrate(serverHtml());

    expect(errors).toEqual([]);
    await waitFor(() => expect(field()).toHaveValue('400001'));
    await screen.findByText('Deliver to Mumbai 400001');
  });
});

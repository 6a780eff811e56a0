import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../utils/render-route';
import { logInNewShopper } from '../shop/shop-fixtures';
import { deliverHere, findStep, fixClock, NOKIA_SLUG, step } from './checkout-fixtures';

beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
});

async function fillBengaluruAddress(user: UserEvent, dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByRole('textbox', { name: 'Name' }), 'Priya Nair');
  await user.type(form.getByRole('textbox', { name: 'Mobile' }), '9812345678');
  await user.type(form.getByRole('textbox', { name: 'Pincode' }), '560001');
  await user.type(form.getByRole('textbox', { name: 'Locality' }), 'Indiranagar');
  await user.type(form.getByRole('textbox', { name: 'Address' }), '12, 100 Feet Road');
  await user.type(form.getByRole('textbox', { name: 'City' }), 'Bengaluru');
  await user.selectOptions(form.getByRole('combobox', { name: 'State' }), 'Karnataka');
}

describe('the checkout’s delivery address (issue 26)', () => {
  it('opens the account’s address form at once for a shopper with none, and delivers to the new one', async () => {
    await logInNewShopper();
    const { user } = await renderRoute(`/checkout?product=${NOKIA_SLUG}`);
    const dialog = await screen.findByRole('dialog', { name: 'Add a new address' });
    await fillBengaluruAddress(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const address = await screen.findByRole('radio', { name: /Priya Nair/ });
    expect(address).toBeChecked();
    expect(step('Delivery address').getByText(/Bengaluru, Karnataka - 560001/)).toBeVisible();
    await deliverHere(user);
    expect((await findStep('Order summary')).getByText('Delivery by Sat, 15 Mar')).toBeVisible();
  });

  it('keeps the form open with the server’s reason when it refuses the address; Cancel closes it', async () => {
    await logInNewShopper();
    server.use(
      http.post(
        '*/api/addresses/',
        () => HttpResponse.json({ error: 'You can keep up to 20 addresses.' }, { status: 400 }),
        { once: true },
      ),
    );
    const { user } = await renderRoute(`/checkout?product=${NOKIA_SLUG}`);
    const dialog = await screen.findByRole('dialog', { name: 'Add a new address' });
    await fillBengaluruAddress(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('You can keep up to 20 addresses.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'City' })).toHaveValue('Bengaluru');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(step('Delivery address').getByText('You have no saved address yet.')).toBeVisible();
    expect(
      step('Delivery address').getByRole('button', { name: 'Add a new address' }),
    ).toBeVisible();
  });
});

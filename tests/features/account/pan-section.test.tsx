import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { openAccount } from './render-account';

const NOT_JPEG = 'Only JPEG images (.jpeg or .jpg) can be uploaded. Choose a JPEG file.';
const RECORDED = 'PAN card details recorded on this device.';
/** The label text of the picker; a required field's label ends with a hidden marker. */
const PICKER = /^PAN Card Image \(JPEG only\)\*?$/;

const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'pan.jpeg', {
  type: 'image/jpeg',
});
const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'pan.png', {
  type: 'image/png',
});

async function openPan() {
  const rendered = await openAccount();
  const menu = within(screen.getByRole('navigation', { name: 'Account menu' }));
  await rendered.user.click(menu.getByRole('button', { name: 'Pan Card' }));
  await screen.findByRole('region', { name: 'Pan Card' });
  return rendered;
}

function pan() {
  return within(screen.getByRole('region', { name: 'Pan Card' }));
}

function declaration() {
  return pan().getByRole('checkbox', { name: /I do hereby declare/ });
}

describe('pan card', () => {
  it('shows the number, full name, a JPEG-only picker and the declaration', async () => {
    await openPan();
    expect(pan().getByRole('textbox', { name: 'PAN Card Number' })).toBeRequired();
    expect(pan().getByRole('textbox', { name: 'Full Name' })).toBeRequired();
    const picker = pan().getByLabelText(PICKER);
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', '.jpeg');
    expect(declaration()).not.toBeChecked();
  });

  it('enables Upload only while the declaration is accepted', async () => {
    const { user } = await openPan();
    const upload = pan().getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    expect(upload).toHaveAccessibleDescription('Accept the declaration to enable Upload.');

    await user.click(declaration());
    await waitFor(() => expect(upload).toBeEnabled());
    expect(declaration()).toBeChecked();

    await user.click(declaration());
    await waitFor(() => expect(upload).toBeDisabled());
  });

  it('refuses a file that is not a JPEG with an announced message, and takes a JPEG', async () => {
    await openPan();
    // The accept hint is only a hint: a shopper can still pick "All files" in the dialog.
    const user = userEvent.setup({ applyAccept: false });
    const picker = pan().getByLabelText<HTMLInputElement>(PICKER);
    await user.upload(picker, png);

    const message = await pan().findByText(NOT_JPEG);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription(NOT_JPEG);
    expect(picker.files).toHaveLength(0);

    await user.upload(picker, jpeg);
    await waitFor(() => expect(pan().queryByText(NOT_JPEG)).not.toBeInTheDocument());
    expect(picker.files?.[0]).toBe(jpeg);
  });

  it('records the details locally on Upload, with no call, and says so', async () => {
    const calls = vi.fn();
    const { user } = await openPan();
    server.events.on('request:start', calls);
    await user.type(pan().getByRole('textbox', { name: 'PAN Card Number' }), 'ABCDE1234F');
    await user.type(pan().getByRole('textbox', { name: 'Full Name' }), 'Aarav Sharma');
    await user.upload(pan().getByLabelText(PICKER), jpeg);
    await user.click(declaration());
    const upload = pan().getByRole('button', { name: 'Upload' });
    await waitFor(() => expect(upload).toBeEnabled());
    // jsdom's required check does not see files set by user-event, so the click would be
    // refused here; the browser journey (tests/e2e/account.e2e.ts) clicks Upload for real.
    fireEvent.submit(screen.getByRole('form', { name: 'Pan Card' }));

    const status = await pan().findByText(RECORDED);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(upload).toBeDisabled();
    expect(calls).not.toHaveBeenCalled();
    server.events.removeAllListeners();

    await user.type(pan().getByRole('textbox', { name: 'Full Name' }), ' K');
    await waitFor(() => expect(pan().queryByText(RECORDED)).not.toBeInTheDocument());
    expect(upload).toBeEnabled();
  });

  it('does not upload while a required field is empty', async () => {
    const { user } = await openPan();
    await user.click(declaration());
    const upload = pan().getByRole('button', { name: 'Upload' });
    await waitFor(() => expect(upload).toBeEnabled());
    await user.click(upload);
    expect(pan().getByRole('textbox', { name: 'PAN Card Number' })).toBeInvalid();
    expect(pan().queryByText(RECORDED)).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { getProfile } from '../../../src/api';
import { demoUser } from '../../fixtures/users';
import { logInDemoShopper, renderRoute } from '../../utils/render-route';
import { openAccount, renderAccountAlone } from './render-account';
import { createGate } from '../../utils/gate';

const TOO_LONG = 'Ensure this field has no more than 50 characters.';
/** The first render loads the screen's chunk and checks the token before anything shows. */
const FIRST_RENDER = { timeout: 10_000 };

function field(name: string) {
  return screen.getByRole('textbox', { name });
}

function section() {
  return within(screen.getByRole('region', { name: 'Account Information' }));
}

/** The account trigger of the navigation bar, which shows the stored user's first name. */
function navbarName(name: string) {
  return within(screen.getByRole('banner')).findByRole('button', { name: new RegExp(`^${name}$`) });
}

async function startEditing(user: { click: (element: Element) => Promise<void> }) {
  await user.click(section().getByRole('button', { name: 'Edit' }));
  await section().findByRole('button', { name: 'Save' });
}

describe('account screen', () => {
  it('shows the side menu with Your Order linking to /orderPage and Account Information chosen', async () => {
    await openAccount();
    const menu = within(screen.getByRole('navigation', { name: 'Account menu' }));
    expect(menu.getByRole('link', { name: 'Your Order' })).toHaveAttribute('href', '/orderPage');
    expect(menu.getByRole('button', { name: 'Account Information' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(menu.getByRole('button', { name: 'Manage Addresses' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(menu.getByRole('button', { name: 'Pan Card' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
  });

  it('switches sections from the menu and keeps unsaved profile edits across the switch', async () => {
    const { user } = await openAccount();
    await startEditing(user);
    await user.clear(field('First Name'));
    await user.type(field('First Name'), 'Vihaan');

    const menu = within(screen.getByRole('navigation', { name: 'Account menu' }));
    await user.click(menu.getByRole('button', { name: 'Pan Card' }));
    expect(await screen.findByRole('region', { name: 'Pan Card' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Account Information' })).not.toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Pan Card' })).toHaveAttribute('aria-current', 'true');

    await user.click(menu.getByRole('button', { name: 'Account Information' }));
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Vihaan');
    expect(section().getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('follows the Your Order link to the orders page', async () => {
    const { user, location } = await openAccount();
    await user.click(screen.getByRole('link', { name: 'Your Order' }));
    await waitFor(() => expect(location()).toBe('/orderPage'));
  });
});

describe('account information (profile)', () => {
  it("says 'Loading...' and then shows the profile read-only with an Edit button", async () => {
    await logInDemoShopper();
    const answer = createGate();
    server.use(
      http.get('*/api/user/profile/', async () => {
        await answer.opened;
        return undefined;
      }),
    );
    await renderRoute('/account');
    expect(await screen.findByText('Loading...', {}, FIRST_RENDER)).toBeInTheDocument();
    answer.open();

    expect(await screen.findByRole('textbox', { name: 'First Name' }, FIRST_RENDER)).toHaveValue(
      demoUser.first_name,
    );
    expect(field('Last Name')).toHaveValue(demoUser.last_name);
    expect(field('Email Address')).toHaveValue(demoUser.email);
    expect(field('Mobile Number')).toHaveValue(demoUser.phone);
    expect(field('Username')).toHaveValue(demoUser.username);
    for (const name of ['First Name', 'Last Name', 'Email Address', 'Mobile Number', 'Username']) {
      expect(field(name)).toHaveAttribute('readonly');
    }
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Female' })).not.toBeChecked();
    expect(section().getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Profile Picture')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('read-only means read-only: typing and choosing a gender change nothing before Edit', async () => {
    const { user } = await openAccount();
    await user.type(field('First Name'), 'zzz');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    expect(field('First Name')).toHaveValue(demoUser.first_name);
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
  });

  it("says 'User not authenticated.' when no token is stored, and asks nothing of the server", async () => {
    const asked = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/user/profile')) asked();
    });
    await renderAccountAlone();
    const alert = await screen.findByText('User not authenticated.', {}, FIRST_RENDER);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'First Name' })).not.toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it("says 'Failed to fetch user data.' when the load fails, and Try again loads it", async () => {
    server.use(
      http.get('*/api/user/profile/', () => HttpResponse.json({ error: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    await logInDemoShopper();
    const { user } = await renderRoute('/account');
    const message = await screen.findByText('Failed to fetch user data.', {}, FIRST_RENDER);
    expect(message.closest('[role="alert"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue(
      demoUser.first_name,
    );
    expect(screen.queryByText('Failed to fetch user data.')).not.toBeInTheDocument();
  });

  it('Edit makes names and gender editable, shows the image picker, and reads Save', async () => {
    const { user } = await openAccount();
    await startEditing(user);
    await waitFor(() => expect(field('First Name')).toHaveFocus());
    expect(field('First Name')).not.toHaveAttribute('readonly');
    expect(field('Last Name')).not.toHaveAttribute('readonly');
    for (const name of ['Email Address', 'Mobile Number', 'Username']) {
      expect(field(name)).toHaveAttribute('readonly');
    }
    const picker = screen.getByLabelText('Profile Picture');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', 'image/*');
    expect(section().queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("saves names and gender: 'Profile updated successfully!', read-only again, the new first name in the bar", async () => {
    const { user } = await openAccount();
    expect(await navbarName(demoUser.first_name)).toBeInTheDocument();
    await startEditing(user);
    await user.clear(field('First Name'));
    await user.type(field('First Name'), 'Vihaan');
    await user.clear(field('Last Name'));
    await user.type(field('Last Name'), 'Mehta');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(section().getByRole('button', { name: 'Save' }));

    const status = await screen.findByText('Profile updated successfully!');
    expect(status.closest('[role="status"]')).not.toBeNull();
    const edit = await section().findByRole('button', { name: 'Edit' });
    // Save became Edit in place, so keyboard focus stayed on it.
    expect(edit).toHaveFocus();
    expect(field('First Name')).toHaveValue('Vihaan');
    expect(field('First Name')).toHaveAttribute('readonly');
    expect(field('Last Name')).toHaveValue('Mehta');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.queryByLabelText('Profile Picture')).not.toBeInTheDocument();

    expect(await navbarName('Vihaan')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
      first_name: 'Vihaan',
      last_name: 'Mehta',
      gender: 'female',
    });
    const stored = await getProfile();
    expect(stored).toMatchObject({ first_name: 'Vihaan', last_name: 'Mehta', gender: 'female' });
  });

  it("keeps the edits and stays in edit mode when the save fails: 'Failed to update profile.'", async () => {
    server.use(
      http.put('*/api/user/profile/', () => HttpResponse.json({ error: 'down' }, { status: 503 })),
    );
    const { user } = await openAccount();
    await startEditing(user);
    await user.clear(field('First Name'));
    await user.type(field('First Name'), 'Vihaan');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(section().getByRole('button', { name: 'Save' }));

    const message = await screen.findByText('Failed to update profile.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(await section().findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(field('First Name')).toHaveValue('Vihaan');
    expect(field('First Name')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(await navbarName(demoUser.first_name)).toBeInTheDocument();
  });

  it("shows the server's field error beside the field it names, keeps the edits, and saves once fixed", async () => {
    const { user } = await openAccount();
    await startEditing(user);
    const longName = 'V'.repeat(51);
    await user.clear(field('First Name'));
    await user.type(field('First Name'), longName);
    await user.click(section().getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
    const firstName = field('First Name');
    await waitFor(() => expect(firstName).toHaveAccessibleDescription(TOO_LONG));
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveValue(longName);
    expect(field('Last Name')).not.toHaveAttribute('aria-invalid');

    await user.clear(firstName);
    await user.type(firstName, 'Vihaan');
    expect(screen.queryByText(TOO_LONG)).not.toBeInTheDocument();
    await user.click(section().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  });

  it('shows a gender message beside Gender, and one about a field it does not edit under the failure', async () => {
    server.use(
      http.put(
        '*/api/user/profile/',
        () =>
          HttpResponse.json(
            {
              errors: {
                gender: ['"unknown" is not a valid choice.'],
                email: ['The email address cannot be changed here.'],
              },
            },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    const { user } = await openAccount();
    await startEditing(user);
    await user.click(section().getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
    const gender = section().getByRole('radiogroup', { name: 'Gender' });
    await waitFor(() =>
      expect(gender).toHaveAccessibleDescription('"unknown" is not a valid choice.'),
    );
    expect(gender).toHaveAttribute('aria-invalid', 'true');
    expect(gender).toHaveAccessibleErrorMessage('"unknown" is not a valid choice.');
    expect(field('Email Address')).not.toHaveAttribute('aria-invalid');
    expect(section().getAllByText('The email address cannot be changed here.')).toHaveLength(1);
    expect(section().getByRole('alert')).toHaveTextContent(
      'The email address cannot be changed here.',
    );
  });

  it('Cancel discards the edits and returns to read-only without a call', async () => {
    const saved = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') saved();
    });
    const { user } = await openAccount();
    await startEditing(user);
    await user.clear(field('First Name'));
    await user.type(field('First Name'), 'Vihaan');
    await user.click(section().getByRole('button', { name: 'Cancel' }));
    const edit = await section().findByRole('button', { name: 'Edit' });
    await waitFor(() => expect(edit).toHaveFocus());
    expect(field('First Name')).toHaveValue(demoUser.first_name);
    expect(saved).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('previews a picked picture and revokes its URL when the pick is dropped', async () => {
    // jsdom has no blob: URLs; these stand in for the browser's.
    const created = vi.fn(() => 'blob:preview-1');
    const revoked = vi.fn();
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    URL.createObjectURL = created;
    URL.revokeObjectURL = revoked;
    const { user } = await openAccount();
    await startEditing(user);
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Profile Picture'), picture);
    const preview = await screen.findByRole('img', { name: 'Preview of the new profile picture' });
    await waitFor(() => expect(preview).toHaveAttribute('src', 'blob:preview-1'));
    expect(created).toHaveBeenCalledWith(picture);

    await user.click(screen.getByRole('button', { name: 'Keep the current picture' }));
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:preview-1'));
    expect(screen.queryByRole('img', { name: /Preview/ })).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image at once, beside the picker', async () => {
    const { user } = await openAccount();
    await startEditing(user);
    const picker = screen.getByLabelText('Profile Picture');
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // The accept hint is only a hint: a shopper can still pick "All files" in the dialog.
    await userEvent.setup({ applyAccept: false }).upload(picker, notes);
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription(
        expect.stringContaining('Choose an image file (JPEG, PNG or WebP).'),
      ),
    );
    expect((picker as HTMLInputElement).files).toHaveLength(0);
  });
});

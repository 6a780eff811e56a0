// @vitest-environment node
/**
 * The picture upload, end to end against the mock backend. It runs in Node because only Node's
 * own File and FormData make a real multipart body (jsdom's File does not reach Node's fetch);
 * React DOM cannot render here, so the profile statechart with its real actors stands in for
 * the screen.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import { profileMachine, saveProfile } from '../../../machines/profile.machine';
import { ApiError, login } from '../../../src/api';
import { createAppI18n } from '../../../src/i18n/i18n-context';
import { storeSession } from '../../../src/lib/session-store';
import { DEMO_LOGIN, demoUser } from '../../fixtures/users';

/** The statechart's messages as an English page shows them. */
const { t } = createAppI18n('en');

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];

function imageFile(head: number[], name: string, type: string): File {
  const bytes = new Uint8Array(64);
  bytes.set(head);
  return new File([bytes], name, { type });
}

/** A text file dressed up as a picture: the right name and type, but not an image inside. */
const disguised = new File(['this is not a picture'], 'photo.png', { type: 'image/png' });

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/**
 * Just enough of a page for the client and the session store: an origin for relative API
 * paths, storage for the token, and a window for the userLoggedIn event.
 */
function stubPage() {
  const page = Object.assign(new EventTarget(), {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
  });
  vi.stubGlobal('window', page);
  vi.stubGlobal('location', new URL('http://localhost/'));
  return page;
}

async function logInDemo() {
  const response = await login(DEMO_LOGIN);
  storeSession({
    token: response.access_token,
    refreshToken: response.refresh_token,
    user: response.user,
  });
}

beforeEach(async () => {
  stubPage();
  await logInDemo();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('profile picture upload (node, real multipart)', () => {
  it.each([
    ['PNG', PNG, 'me.png', 'image/png'],
    ['JPEG', JPEG, 'me.jpg', 'image/jpeg'],
  ])('the save actor uploads a %s and the server keeps it', async (_label, head, name, type) => {
    const actor = createActor(saveProfile, {
      input: {
        first_name: demoUser.first_name,
        last_name: demoUser.last_name,
        gender: demoUser.gender,
        image: imageFile(head, name, type),
      },
    }).start();
    const saved = await toPromise(actor);
    expect(saved.image_url?.startsWith(`data:${type};base64,`)).toBe(true);
  });

  it('the save actor rejects a non-image with the server field error for image', async () => {
    const actor = createActor(saveProfile, {
      input: {
        first_name: demoUser.first_name,
        last_name: demoUser.last_name,
        gender: demoUser.gender,
        image: disguised,
      },
    }).start();
    const error = await toPromise(actor).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fieldErrors).toEqual({
      image: ['Upload a JPEG, PNG or WebP image.'],
    });
  });

  it("the statechart saves a picture: 'Profile updated successfully!', new picture, user stored", async () => {
    const updateUser = vi.fn();
    const actor = createActor(profileMachine, { input: { session: { updateUser } } }).start();
    await waitFor(actor, (state) => state.matches('viewing'));
    expect(actor.getSnapshot().context.profile?.image_url).toBeNull();

    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.change', field: 'first_name', value: 'Vihaan' });
    actor.send({ type: 'profile.image', file: imageFile(PNG, 'me.png', 'image/png') });
    actor.send({ type: 'profile.save' });
    const snapshot = await waitFor(actor, (state) => state.matches('viewing'), { timeout: 10_000 });

    expect(snapshot.context.message?.kind).toBe('success');
    expect(snapshot.context.message && t(snapshot.context.message.text)).toBe(
      'Profile updated successfully!',
    );
    expect(snapshot.context.profile).toMatchObject({ first_name: 'Vihaan' });
    expect(snapshot.context.profile?.image_url).toMatch(/^data:image\/png;base64,/);
    expect(updateUser).toHaveBeenCalledTimes(1);
    expect(updateUser).toHaveBeenCalledWith(
      expect.objectContaining({
        first_name: 'Vihaan',
        image_url: expect.stringMatching(/^data:image\/png;base64,/),
      }),
    );
  });

  it('the statechart keeps the edits when the server refuses a non-image: its message beside the picker', async () => {
    const updateUser = vi.fn();
    const actor = createActor(profileMachine, { input: { session: { updateUser } } }).start();
    await waitFor(actor, (state) => state.matches('viewing'));
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.change', field: 'first_name', value: 'Vihaan' });
    actor.send({ type: 'profile.image', file: disguised });
    expect(actor.getSnapshot().context.draft.image).toBe(disguised);
    actor.send({ type: 'profile.save' });
    const snapshot = await waitFor(
      actor,
      (state) => state.matches('editing') && state.context.message !== null,
      { timeout: 10_000 },
    );

    expect(snapshot.context.message?.kind).toBe('error');
    expect(snapshot.context.message && t(snapshot.context.message.text)).toBe(
      'Failed to update profile.',
    );
    expect(snapshot.context.fieldErrors).toEqual({ image: ['Upload a JPEG, PNG or WebP image.'] });
    expect(snapshot.context.draft).toMatchObject({ first_name: 'Vihaan', image: disguised });
    expect(snapshot.context.profile).toMatchObject({
      first_name: demoUser.first_name,
      image_url: null,
    });
    expect(updateUser).not.toHaveBeenCalled();
  });
});

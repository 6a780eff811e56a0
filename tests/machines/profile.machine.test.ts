import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import {
  EMPTY_DRAFT,
  loadProfile,
  profileMachine,
  type ProfileMessage,
} from '../../machines/profile.machine';
import { ApiError, type Profile, type ProfileUpdate } from '../../src/api';
import { createAppI18n } from '../../src/i18n/i18n-context';
import type { UserChanges } from '../../src/lib/session-hooks';
import { storeSession } from '../../src/lib/session-store';
import { createProfile, demoUser } from '../fixtures/users';
import { logInDemoShopper } from '../utils/render-route';

/** The machine's messages as an English page shows them. */
const { t } = createAppI18n('en');
const shown = (message: ProfileMessage | null) =>
  message && { kind: message.kind, text: t(message.text) };

const profile = createProfile();

const saved = createProfile({ first_name: 'Vihaan', last_name: 'Mehta', gender: 'female' });

const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', {
  type: 'image/png',
});
const notAPicture = new File(['hello'], 'notes.txt', { type: 'text/plain' });

const tooLong = new ApiError('http', 'HTTP 400', 400, {
  errors: { first_name: ['Ensure this field has no more than 50 characters.'] },
});

interface Stubs {
  load?: () => Promise<Profile | null>;
  save?: (input: ProfileUpdate) => Promise<Profile>;
}

function startProfile({ load = async () => profile, save = async () => saved }: Stubs = {}) {
  const saves: ProfileUpdate[] = [];
  const told: UserChanges[] = [];
  const machine = profileMachine.provide({
    actors: {
      loadProfile: fromPromise<Profile | null>(() => load()),
      saveProfile: fromPromise<Profile, ProfileUpdate>(({ input }) => {
        saves.push(input);
        return save(input);
      }),
    },
  });
  const actor = createActor(machine, {
    input: { session: { updateUser: (changes) => told.push(changes) } },
  }).start();
  return { actor, saves, told };
}

type ProfileActor = ReturnType<typeof startProfile>['actor'];

async function editing(stubs: Stubs = {}) {
  const started = startProfile(stubs);
  await waitFor(started.actor, (state) => state.matches('viewing'));
  started.actor.send({ type: 'profile.edit' });
  return started;
}

function typeNames(actor: ProfileActor, first: string, last: string) {
  actor.send({ type: 'profile.change', field: 'first_name', value: first });
  actor.send({ type: 'profile.change', field: 'last_name', value: last });
}

afterEach(() => {
  window.localStorage.clear();
});

describe('profile machine: loading', () => {
  it('starts loading with nothing shown', () => {
    const { actor } = startProfile({ load: () => new Promise(() => {}) });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({
      session: expect.anything(),
      profile: null,
      draft: EMPTY_DRAFT,
      fieldErrors: null,
      message: null,
    });
  });

  it('loading -> viewing with the profile', async () => {
    const { actor } = startProfile();
    const snapshot = await waitFor(actor, (state) => state.matches('viewing'));
    expect(snapshot.context.profile).toEqual(profile);
    expect(snapshot.context.message).toBeNull();
  });

  it("loading -> unauthenticated when no token is stored: 'User not authenticated.'", async () => {
    const { actor } = startProfile({ load: async () => null });
    const snapshot = await waitFor(actor, (state) => state.matches('unauthenticated'));
    expect(snapshot.status).toBe('done');
    expect(shown(snapshot.context.message)).toEqual({
      kind: 'error',
      text: 'User not authenticated.',
    });
    expect(snapshot.context.profile).toBeNull();
  });

  it("loading -> failed when the call fails: 'Failed to fetch user data.'", async () => {
    const { actor } = startProfile({
      load: () => Promise.reject(new ApiError('http', 'HTTP 500', 500, null)),
    });
    const snapshot = await waitFor(actor, (state) => state.matches('failed'));
    expect(shown(snapshot.context.message)).toEqual({
      kind: 'error',
      text: 'Failed to fetch user data.',
    });
  });

  it('failed -> loading on profile.retry, clearing the message, and then viewing', async () => {
    let attempt = 0;
    const { actor } = startProfile({
      load: () => {
        attempt += 1;
        return attempt === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve(profile);
      },
    });
    await waitFor(actor, (state) => state.matches('failed'));
    actor.send({ type: 'profile.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.message).toBeNull();
    const snapshot = await waitFor(actor, (state) => state.matches('viewing'));
    expect(snapshot.context.profile).toEqual(profile);
  });

  it('ignores editing events until the profile has loaded', () => {
    const { actor } = startProfile({ load: () => new Promise(() => {}) });
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.save' });
    expect(actor.getSnapshot().value).toBe('loading');
  });
});

describe('profile machine: editing and saving', () => {
  it('viewing -> editing on profile.edit, with a draft of the editable fields', async () => {
    const { actor } = await editing();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.draft).toEqual({
      first_name: demoUser.first_name,
      last_name: demoUser.last_name,
      gender: demoUser.gender,
      image: null,
    });
  });

  it('viewing ignores changes and saves: the profile is read-only until Edit', async () => {
    const { actor, saves } = startProfile();
    await waitFor(actor, (state) => state.matches('viewing'));
    actor.send({ type: 'profile.change', field: 'first_name', value: 'X' });
    actor.send({ type: 'profile.gender', gender: 'female' });
    actor.send({ type: 'profile.image', file: picture });
    actor.send({ type: 'profile.save' });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.draft).toEqual(EMPTY_DRAFT);
    expect(saves).toEqual([]);
  });

  it('editing keeps names, gender and an image as given', async () => {
    const { actor } = await editing();
    typeNames(actor, ' Vihaan ', '');
    actor.send({ type: 'profile.gender', gender: 'female' });
    actor.send({ type: 'profile.image', file: picture });
    expect(actor.getSnapshot().context.draft).toEqual({
      first_name: ' Vihaan ',
      last_name: '',
      gender: 'female',
      image: picture,
    });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('editing refuses a file that is not an image, with a message beside the picker', async () => {
    const { actor } = await editing();
    actor.send({ type: 'profile.image', file: picture });
    actor.send({ type: 'profile.image', file: notAPicture });
    expect(actor.getSnapshot().context.draft.image).toBeNull();
    expect(actor.getSnapshot().context.fieldErrors?.image?.map((error) => t(error))).toEqual([
      'Choose an image file (JPEG, PNG or WebP).',
    ]);
    actor.send({ type: 'profile.image', file: picture });
    expect(actor.getSnapshot().context.draft.image).toBe(picture);
    expect(actor.getSnapshot().context.fieldErrors).toBeNull();
    actor.send({ type: 'profile.image', file: null });
    expect(actor.getSnapshot().context.draft.image).toBeNull();
  });

  it('editing -> viewing on profile.cancel, discarding the edits', async () => {
    const { actor, saves } = await editing();
    typeNames(actor, 'Vihaan', 'Mehta');
    actor.send({ type: 'profile.cancel' });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.draft).toEqual(EMPTY_DRAFT);
    expect(actor.getSnapshot().context.profile).toEqual(profile);
    expect(saves).toEqual([]);
  });

  it('editing -> saving on profile.save, sending the draft; the fields are locked meanwhile', async () => {
    const { actor, saves } = await editing({ save: () => new Promise(() => {}) });
    typeNames(actor, 'Vihaan', 'Mehta');
    actor.send({ type: 'profile.gender', gender: 'female' });
    actor.send({ type: 'profile.image', file: picture });
    actor.send({ type: 'profile.save' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(saves).toEqual([
      { first_name: 'Vihaan', last_name: 'Mehta', gender: 'female', image: picture },
    ]);
    actor.send({ type: 'profile.change', field: 'first_name', value: 'late' });
    actor.send({ type: 'profile.save' });
    actor.send({ type: 'profile.cancel' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.draft.first_name).toBe('Vihaan');
    expect(saves).toHaveLength(1);
  });

  it('a shopper without a gender can still save names (gender sent as not chosen)', async () => {
    const { actor, saves } = await editing({ load: async () => ({ ...profile, gender: null }) });
    typeNames(actor, 'Vihaan', 'Mehta');
    actor.send({ type: 'profile.save' });
    expect(saves[0]).toEqual({
      first_name: 'Vihaan',
      last_name: 'Mehta',
      gender: null,
      image: null,
    });
  });

  it("saving -> viewing on success: 'Profile updated successfully!', and the session is told the saved names", async () => {
    storeSession({ token: 'access-1', refreshToken: 'refresh-1', user: demoUser });
    const announced = vi.fn();
    window.addEventListener('userLoggedIn', announced);
    onTestFinished(() => window.removeEventListener('userLoggedIn', announced));
    const { actor, told } = await editing();
    typeNames(actor, 'Vihaan', 'Mehta');
    actor.send({ type: 'profile.save' });
    const snapshot = await waitFor(actor, (state) => state.matches('viewing'));

    expect({ ...snapshot.context, message: shown(snapshot.context.message) }).toEqual({
      session: expect.anything(),
      profile: saved,
      draft: EMPTY_DRAFT,
      fieldErrors: null,
      message: { kind: 'success', text: 'Profile updated successfully!' },
    });
    expect(told).toEqual([
      { first_name: 'Vihaan', last_name: 'Mehta', gender: 'female', image_url: null },
    ]);
    // The session actor owns the stored user; the profile neither writes it nor fakes a login.
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(demoUser);
    expect(localStorage.getItem('token')).toBe('access-1');
    expect(announced).not.toHaveBeenCalled();
  });

  it('a save writes nothing to storage itself, so it never creates half a session', async () => {
    const { actor } = await editing();
    actor.send({ type: 'profile.save' });
    await waitFor(actor, (state) => state.matches('viewing'));
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("saving -> editing on failure: 'Failed to update profile.', the edits kept", async () => {
    const { actor } = await editing({
      save: () => Promise.reject(new ApiError('http', 'HTTP 500', 500, null)),
    });
    typeNames(actor, 'Vihaan', 'Mehta');
    actor.send({ type: 'profile.image', file: picture });
    actor.send({ type: 'profile.save' });
    const snapshot = await waitFor(
      actor,
      (state) => state.matches('editing') && state.context.message !== null,
    );
    expect(shown(snapshot.context.message)).toEqual({
      kind: 'error',
      text: 'Failed to update profile.',
    });
    expect(snapshot.context.draft).toEqual({
      first_name: 'Vihaan',
      last_name: 'Mehta',
      gender: 'male',
      image: picture,
    });
    expect(snapshot.context.fieldErrors).toBeNull();
    expect(snapshot.context.profile).toEqual(profile);
  });

  it("saving -> editing with the server's field errors; editing a field clears its own", async () => {
    const { actor } = await editing({ save: () => Promise.reject(tooLong) });
    typeNames(actor, 'V'.repeat(51), 'Mehta');
    actor.send({ type: 'profile.save' });
    const snapshot = await waitFor(actor, (state) => state.context.fieldErrors !== null);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.fieldErrors).toEqual({
      first_name: ['Ensure this field has no more than 50 characters.'],
    });
    actor.send({ type: 'profile.change', field: 'last_name', value: 'Shah' });
    expect(actor.getSnapshot().context.fieldErrors).not.toBeNull();
    actor.send({ type: 'profile.change', field: 'first_name', value: 'Vihaan' });
    expect(actor.getSnapshot().context.fieldErrors).toBeNull();
  });

  it('a new save clears the last failure message', async () => {
    let attempt = 0;
    const { actor } = await editing({
      save: () => {
        attempt += 1;
        return attempt === 1 ? Promise.reject(new TypeError('offline')) : new Promise(() => {});
      },
    });
    actor.send({ type: 'profile.save' });
    await waitFor(actor, (state) => state.context.message !== null);
    actor.send({ type: 'profile.save' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('viewing -> editing again after a save starts from the saved profile and clears the message', async () => {
    const { actor } = await editing();
    actor.send({ type: 'profile.save' });
    await waitFor(actor, (state) => state.matches('viewing'));
    actor.send({ type: 'profile.edit' });
    expect(actor.getSnapshot().context.draft).toEqual({
      first_name: 'Vihaan',
      last_name: 'Mehta',
      gender: 'female',
      image: null,
    });
    expect(actor.getSnapshot().context.message).toBeNull();
  });
});

describe('profile machine: the default load actor', () => {
  it('resolves null without a request when no token is stored', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const actor = createActor(loadProfile).start();
    const snapshot = await waitFor(actor, (state) => state.status === 'done');
    expect(snapshot.output).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('loads the profile with the stored token as a bearer credential', async () => {
    await logInDemoShopper();
    const actor = createActor(loadProfile).start();
    const snapshot = await waitFor(actor, (state) => state.status === 'done');
    expect(snapshot.output).toEqual(profile);
  });
});

describe('profile machine: every state reached by shortest paths', () => {
  type Event = EventFromLogic<typeof profileMachine>;
  type Snapshot = SnapshotFrom<typeof profileMachine>;
  const events = [
    { type: 'profile.retry' },
    { type: 'profile.edit' },
    { type: 'profile.change', field: 'first_name', value: 'Vihaan' },
    { type: 'profile.gender', gender: 'female' },
    { type: 'profile.image', file: null },
    { type: 'profile.save' },
    { type: 'profile.cancel' },
    // The calls' outcomes are events too; the traversal sends them like any other.
    { type: 'xstate.done.actor.loadProfile', output: profile },
    { type: 'xstate.done.actor.loadProfile', output: null },
    { type: 'xstate.error.actor.loadProfile', error: new TypeError('offline') },
    { type: 'xstate.done.actor.saveProfile', output: saved },
    { type: 'xstate.error.actor.saveProfile', error: tooLong },
  ] as unknown as Event[];
  const pending = () => new Promise<never>(() => {});
  const machine = profileMachine.provide({
    actors: {
      loadProfile: fromPromise<Profile | null>(pending),
      saveProfile: fromPromise<Profile, ProfileUpdate>(pending),
    },
    actions: { tellSession: () => {} },
  });
  const input = { session: { updateUser: () => {} } };
  const paths = getShortestPaths(machine, {
    input,
    events,
    serializeState: (snapshot: Snapshot) =>
      JSON.stringify({ value: snapshot.value, context: snapshot.context }),
  });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    const states = getStateNodes(profileMachine.root).map((node) => JSON.stringify(node.key));
    expect([...reached].sort()).toEqual(states.sort());
  });
});

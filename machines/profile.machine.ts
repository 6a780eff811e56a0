import { assign, fromPromise, setup } from 'xstate';
import {
  getProfile,
  isApiError,
  updateProfile,
  type Gender,
  type Profile,
  type ProfileUpdate,
} from '../src/api';
import type { Message, Shown } from '../src/i18n/message';
import { msg } from '../src/i18n/msg' with { type: 'macro' };
import type { SessionHandle } from '../src/lib/session-hooks';
import { getToken } from '../src/lib/session-store';
import { changedField } from './field-change';
import { offlineOr, whenOnline } from './offline';
import { whileActive } from './while-active';

/** The profile messages of spec §8, word for word in English, and the picker's own refusal. */
const PROFILE_MESSAGES = {
  notAuthenticated: msg(
    /*i18n*/ {
      id: 'account.profile.not-authenticated',
      message: 'User not authenticated.',
    },
  ),
  loadFailed: msg(
    /*i18n*/ {
      id: 'account.profile.load-failed',
      message: 'Failed to fetch user data.',
    },
  ),
  saved: msg(/*i18n*/ { id: 'account.profile.saved', message: 'Profile updated successfully!' }),
  saveFailed: msg(
    /*i18n*/ {
      id: 'account.profile.save-failed',
      message: 'Failed to update profile.',
    },
  ),
  notAnImage: msg(
    /*i18n*/ {
      id: 'account.profile.not-an-image',
      message: 'Choose an image file (JPEG, PNG or WebP).',
    },
  ),
} as const;

/** Messages per field: the server's own texts, or ours (the picker's refusal). */
export type ProfileFieldErrors = Readonly<Record<string, readonly Shown[]>>;

/** What the shopper may change (spec §4); mobile, email and username are never sent. */
export interface ProfileDraft {
  first_name: string;
  last_name: string;
  gender: Gender | null;
  /** A newly picked picture, or null to keep the current one. */
  image: File | null;
}

export type ProfileTextField = 'first_name' | 'last_name';

export interface ProfileMessage {
  kind: 'success' | 'error';
  text: Message;
}

/** The one thing the profile tells the app-wide session: the saved names, gender and picture. */
export type SessionLink = Pick<SessionHandle, 'updateUser'>;

export interface ProfileInput {
  session: SessionLink;
}

export interface ProfileContext {
  /** Told about every save, so the navigation bar shows the new name at once. */
  session: SessionLink;
  /** The profile as the server last answered it, or null before it has loaded. */
  profile: Profile | null;
  draft: ProfileDraft;
  /** Messages per field: the server's from the last save, and the picker's refusal. */
  fieldErrors: ProfileFieldErrors | null;
  /** The outcome of the last load or save, or null. */
  message: ProfileMessage | null;
}

export type ProfileEvent =
  | { type: 'profile.retry' }
  | { type: 'profile.edit' }
  | { type: 'profile.change'; field: ProfileTextField; value: string }
  | { type: 'profile.gender'; gender: Gender }
  | { type: 'profile.image'; file: File | null }
  | { type: 'profile.save' }
  | { type: 'profile.cancel' };

export const EMPTY_DRAFT: ProfileDraft = {
  first_name: '',
  last_name: '',
  gender: null,
  image: null,
};

/**
 * GET /api/user/profile/ with the stored token as a bearer credential (spec §6). Resolves with
 * null when no token is stored: nothing is sent then, and the screen says the shopper is not
 * authenticated.
 */
export const loadProfile = fromPromise<Profile | null>(async ({ signal }) => {
  if (getToken() === null) return null;
  return whileActive(signal, getProfile({ signal }));
});

/** PUT /api/user/profile/ as multipart form data (spec §7); not sent while the browser is offline. */
export const saveProfile = fromPromise<Profile, ProfileUpdate>(({ input, signal }) =>
  whileActive(
    signal,
    whenOnline(() => updateProfile(input, { signal })),
  ),
);

function draftOf(profile: Profile | null): ProfileDraft {
  if (!profile) return EMPTY_DRAFT;
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    gender: profile.gender,
    image: null,
  };
}

function withoutField(errors: ProfileFieldErrors | null, field: string): ProfileFieldErrors | null {
  if (!errors || !(field in errors)) return errors;
  const rest = Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));
  return Object.keys(rest).length > 0 ? rest : null;
}

/** The account information section: load, read-only view, edit and save (spec §2, §4, §8). */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
  },
  actors: { loadProfile, saveProfile },
  actions: {
    setProfile: assign({ profile: (_, params: { profile: Profile | null }) => params.profile }),
    clearMessage: assign({ message: null }),
    reportLoadFailure: assign({
      message: { kind: 'error', text: PROFILE_MESSAGES.loadFailed },
    }),
    reportNotAuthenticated: assign({
      message: { kind: 'error', text: PROFILE_MESSAGES.notAuthenticated },
    }),
    startDraft: assign(({ context }) => ({
      draft: draftOf(context.profile),
      fieldErrors: null,
      message: null,
    })),
    discardDraft: assign({ draft: EMPTY_DRAFT, fieldErrors: null, message: null }),
    setText: assign(({ context }, params: { field: ProfileTextField; value: string }) => ({
      draft: { ...context.draft, [params.field]: params.value },
      fieldErrors: withoutField(context.fieldErrors, params.field),
    })),
    setGender: assign(({ context }, params: { gender: Gender }) => ({
      draft: { ...context.draft, gender: params.gender },
      fieldErrors: withoutField(context.fieldErrors, 'gender'),
    })),
    setImage: assign(({ context }, params: { file: File | null }) => ({
      draft: { ...context.draft, image: params.file },
      fieldErrors: withoutField(context.fieldErrors, 'image'),
    })),
    refuseImage: assign(({ context }) => ({
      draft: { ...context.draft, image: null },
      fieldErrors: { ...context.fieldErrors, image: [PROFILE_MESSAGES.notAnImage] },
    })),
    acceptSave: assign({
      draft: EMPTY_DRAFT,
      fieldErrors: null,
      message: { kind: 'success', text: PROFILE_MESSAGES.saved },
    }),
    rejectSave: assign((_, params: { error: unknown }) => ({
      fieldErrors: isApiError(params.error) ? params.error.fieldErrors : null,
      message: { kind: 'error', text: offlineOr(params.error, () => PROFILE_MESSAGES.saveFailed) },
    })),
    tellSession: ({ context }, params: { profile: Profile }) =>
      context.session.updateUser({
        first_name: params.profile.first_name,
        last_name: params.profile.last_name,
        gender: params.profile.gender,
        image_url: params.profile.image_url,
      }),
  },
  guards: {
    hasProfile: (_, params: { profile: Profile | null }) => params.profile !== null,
    isImageOrNone: (_, params: { file: File | null }) =>
      params.file === null || params.file.type.startsWith('image/'),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    session: input.session,
    profile: null,
    draft: EMPTY_DRAFT,
    fieldErrors: null,
    message: null,
  }),
  initial: 'loading',
  states: {
    /** The profile is being fetched; the screen says 'Loading...'. */
    loading: {
      entry: 'clearMessage',
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: [
          {
            guard: { type: 'hasProfile', params: ({ event }) => ({ profile: event.output }) },
            target: 'viewing',
            actions: { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
          },
          { target: 'unauthenticated', actions: 'reportNotAuthenticated' },
        ],
        onError: { target: 'failed', actions: 'reportLoadFailure' },
      },
    },
    /** No stored token, so nothing was asked: 'User not authenticated.'. */
    unauthenticated: { type: 'final' },
    /** The load failed: 'Failed to fetch user data.', with a way to try again. */
    failed: {
      on: { 'profile.retry': { target: 'loading' } },
    },
    /** Read-only: the fields show the saved profile; the button reads Edit. */
    viewing: {
      on: { 'profile.edit': { target: 'editing', actions: 'startDraft' } },
    },
    /**
     * Names, gender and picture are editable and the button reads Save. After a failed save the
     * edits are still here, with the server's messages beside the fields.
     */
    editing: {
      on: {
        'profile.change': {
          actions: { type: 'setText', params: changedField },
        },
        'profile.gender': {
          actions: { type: 'setGender', params: ({ event }) => ({ gender: event.gender }) },
        },
        'profile.image': [
          {
            guard: { type: 'isImageOrNone', params: ({ event }) => ({ file: event.file }) },
            actions: { type: 'setImage', params: ({ event }) => ({ file: event.file }) },
          },
          { actions: 'refuseImage' },
        ],
        'profile.save': { target: 'saving', actions: 'clearMessage' },
        'profile.cancel': { target: 'viewing', actions: 'discardDraft' },
      },
    },
    /** The multipart PUT is running; the fields are locked and a second save is ignored. */
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({
          first_name: context.draft.first_name,
          last_name: context.draft.last_name,
          gender: context.draft.gender,
          image: context.draft.image,
        }),
        onDone: {
          target: 'viewing',
          actions: [
            { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
            'acceptSave',
            { type: 'tellSession', params: ({ event }) => ({ profile: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'rejectSave', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

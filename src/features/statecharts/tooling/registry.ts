import type { AnyStateMachine, EventFromLogic, EventObject, InputFrom, OutputFrom } from 'xstate';
import { listingSortMachine } from '../../../../machines/listing-sort.machine';
import { loginMachine } from '../../../../machines/login.machine';
import { panMachine } from '../../../../machines/pan.machine';
import { profileMachine } from '../../../../machines/profile.machine';
import { registrationMachine } from '../../../../machines/registration.machine';
import { sessionMachine } from '../../../../machines/session.machine';
import { ApiError, type LoginResponse, type RegisterResponse, type User } from '../../../api';
import { GESTURES, type Gesture, type GestureTable } from './gestures';
import { describeMachine, type MachineModel } from './statechart-model';

/**
 * Every statechart of the app, with what a reviewer needs to walk it without a backend: stub
 * outcomes for its actors, sample payloads for its events, the actions that reach outside the
 * machine, and the gesture that sends each event. Read by `npm run statecharts` (diagrams), the
 * statechart tests (path coverage, gestures) and the development-only walkthrough.
 */

/** What a stubbed actor does when it settles. */
export type StubOutcome<TOutput = unknown> =
  | { readonly label: string; readonly result: 'success'; readonly output: TOutput }
  | { readonly label: string; readonly result: 'failure'; readonly error: unknown };

export type ActorStub<TOutput = unknown> =
  /** A call: held until settled with one of its outcomes (the first success is the default). */
  | {
      readonly kind: 'promise';
      readonly outcomes: readonly [StubOutcome<TOutput>, ...StubOutcome<TOutput>[]];
    }
  /** A listener: stubbed, it sends nothing by itself; its events are sent by hand instead. */
  | { readonly kind: 'callback'; readonly note: string };

export interface EventSample<TEvent extends EventObject = EventObject> {
  readonly label: string;
  readonly event: TEvent;
}

type Implementations<TMachine extends AnyStateMachine> = NonNullable<
  Parameters<TMachine['provide']>[0]
>;
type ActorLogics<TMachine extends AnyStateMachine> = NonNullable<
  Implementations<TMachine>['actors']
>;
type ActionName<TMachine extends AnyStateMachine> = keyof NonNullable<
  Implementations<TMachine>['actions']
> &
  string;

/** One stub per actor the machine sets up; a machine with a new actor fails to compile here. */
type ActorStubs<TMachine extends AnyStateMachine> = {
  readonly [Src in keyof ActorLogics<TMachine> & string]-?: ActorStub<
    OutputFrom<NonNullable<ActorLogics<TMachine>[Src]>>
  >;
};

/** The events that carry more than their type. */
type DataEvent<TEvent> = TEvent extends EventObject
  ? Exclude<keyof TEvent, 'type'> extends never
    ? never
    : TEvent
  : never;

/** Sample payloads, required for exactly the events that carry data. */
type EventSamples<TMachine extends AnyStateMachine> = {
  readonly [Type in DataEvent<EventFromLogic<TMachine>>['type']]: readonly [
    EventSample<Extract<EventFromLogic<TMachine>, { type: Type }>>,
    ...EventSample<Extract<EventFromLogic<TMachine>, { type: Type }>>[],
  ];
};

export interface MachineEntryConfig<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** One line: what the machine is for. */
  purpose: string;
  /** The file that defines it, from the repository root. */
  source: string;
  /** Where it runs in the app. */
  usedBy: string;
  actors: ActorStubs<TMachine>;
  samples: EventSamples<TMachine>;
  /**
   * Actions that reach outside the machine (storage, window events, logs), with what they do:
   * stubbed wherever the machine is walked, so a walk never touches the real session.
   */
  sideEffects: { readonly [Action in ActionName<TMachine>]?: string };
  gestures: GestureTable<TMachine>;
  input?: InputFrom<TMachine>;
}

/** A registry entry, its types checked against its machine by `defineEntry`. */
export interface MachineEntry {
  readonly id: string;
  readonly machine: AnyStateMachine;
  readonly model: MachineModel;
  readonly purpose: string;
  readonly source: string;
  readonly usedBy: string;
  readonly actors: Readonly<Record<string, ActorStub>>;
  readonly samples: Readonly<Partial<Record<string, readonly EventSample[]>>>;
  readonly sideEffects: Readonly<Partial<Record<string, string>>>;
  readonly gestures: Readonly<Record<string, Gesture>>;
  readonly input: unknown;
}

export function defineEntry<TMachine extends AnyStateMachine>(
  config: MachineEntryConfig<TMachine>,
): MachineEntry {
  return {
    id: config.machine.id,
    machine: config.machine,
    model: describeMachine(config.machine),
    purpose: config.purpose,
    source: config.source,
    usedBy: config.usedBy,
    actors: config.actors,
    samples: config.samples,
    sideEffects: config.sideEffects,
    gestures: config.gestures,
    input: config.input,
  };
}

/**
 * The events a reviewer or a test can send, with the entry's samples for those that carry
 * data: every event type some transition listens to, in the order the definition names them.
 */
export function eventSamples(entry: MachineEntry): readonly EventSample[] {
  const types = [
    ...new Set(
      entry.model.transitions
        .filter((transition) => transition.kind === 'event')
        .map((transition) => transition.eventType),
    ),
  ];
  return types.flatMap(
    (type) => entry.samples[type] ?? [{ label: type, event: { type } } satisfies EventSample],
  );
}

const aarav: User = {
  id: 1,
  first_name: 'Aarav',
  last_name: 'Sharma',
  email: 'demo@bazaar.in',
  phone: '9876543210',
  username: 'aarav',
  gender: 'male',
  image_url: null,
};

const loginResponse: LoginResponse = {
  access_token: 'access-token',
  refresh_token: 'refresh-token',
  user: aarav,
};

const registerResponse: RegisterResponse = {
  message: 'User registered successfully!',
  user: { ...aarav, id: 2, email: 'priya@example.in', first_name: 'Priya', last_name: 'Nair' },
};

const networkError = new ApiError('network', 'Failed to fetch', null, null);

export const sessionEntry = defineEntry({
  machine: sessionMachine,
  purpose:
    'The one app-wide session: checks the stored token, follows logins and logouts in this tab and others, and logs out.',
  source: 'machines/session.machine.ts',
  usedBy:
    'src/app/session.tsx (the router context: route guards, /logout; every page: the navigation bar)',
  actors: {
    checkSession: {
      kind: 'promise',
      outcomes: [
        { label: 'Token valid: Aarav Sharma', result: 'success', output: aarav },
        { label: 'Nothing stored', result: 'success', output: null },
        {
          label: 'Token refused (401)',
          result: 'failure',
          error: new ApiError('http', 'HTTP 401', 401, { error: 'Invalid or expired token' }),
        },
      ],
    },
    watchSession: {
      kind: 'callback',
      note: 'Relays the userLoggedIn/userLoggedOut window events and other tabs’ storage changes as session.login / session.loggedOut.',
    },
  },
  samples: {
    'session.login': [
      { label: 'session.login (Aarav Sharma)', event: { type: 'session.login', user: aarav } },
    ],
    'session.userUpdated': [
      {
        label: 'session.userUpdated (first name Vihaan)',
        event: {
          type: 'session.userUpdated',
          changes: {
            first_name: 'Vihaan',
            last_name: aarav.last_name,
            gender: aarav.gender,
            image_url: aarav.image_url,
          },
        },
      },
    ],
  },
  sideEffects: {
    clearStoredSession: 'removes token, refresh_token and user from storage',
    storeUser:
      'writes the updated user into storage (other tabs follow through their storage event)',
    announceLogout: 'fires the userLoggedOut window event',
    logCheckFailure: "logs 'Authentication check failed'",
  },
  gestures: GESTURES.session,
});

export const loginEntry = defineEntry({
  machine: loginMachine,
  purpose: 'The login form: sends email and password as typed, stores and announces the session.',
  source: 'machines/login.machine.ts',
  usedBy: '/login',
  actors: {
    logIn: {
      kind: 'promise',
      outcomes: [
        { label: 'Logged in as Aarav Sharma', result: 'success', output: loginResponse },
        {
          label: 'Wrong password (401)',
          result: 'failure',
          error: new ApiError('http', 'HTTP 401', 401, { error: 'Invalid email or password' }),
        },
        { label: 'Network error', result: 'failure', error: networkError },
      ],
    },
  },
  samples: {
    'login.change': [
      {
        label: 'login.change (email: demo@bazaar.in)',
        event: { type: 'login.change', field: 'email', value: 'demo@bazaar.in' },
      },
      {
        label: 'login.change (password: Demo@1234)',
        event: { type: 'login.change', field: 'password', value: 'Demo@1234' },
      },
    ],
  },
  sideEffects: {
    storeSession: 'writes token, refresh_token and user to storage',
    announceLogin: 'fires the userLoggedIn window event',
  },
  gestures: GESTURES.login,
});

export const registrationEntry = defineEntry({
  machine: registrationMachine,
  purpose:
    "The registration form: refuses differing passwords before sending, shows the server's answer.",
  source: 'machines/registration.machine.ts',
  usedBy: '/register',
  actors: {
    registerUser: {
      kind: 'promise',
      outcomes: [
        { label: 'Registered', result: 'success', output: registerResponse },
        {
          label: 'Email taken (400)',
          result: 'failure',
          error: new ApiError('http', 'HTTP 400', 400, {
            errors: { email: ['A user with this email already exists.'] },
          }),
        },
        { label: 'Network error', result: 'failure', error: networkError },
      ],
    },
  },
  samples: {
    // Two fields are enough to make the passwords differ and then agree, both guard branches.
    'registration.change': [
      {
        label: 'registration.change (password: Demo@1234)',
        event: { type: 'registration.change', field: 'password', value: 'Demo@1234' },
      },
      {
        label: 'registration.change (con_password: Demo@1234)',
        event: { type: 'registration.change', field: 'con_password', value: 'Demo@1234' },
      },
    ],
  },
  sideEffects: {
    logResponse: 'logs the registration response',
  },
  gestures: GESTURES.registration,
});

/** The same shopper's profile: what GET /api/user/profile/ answers, the user without its id. */
const { id: _id, ...aaravProfile } = aarav;

const picture = new File(['picture'], 'me.png', { type: 'image/png' });
const notAPicture = new File(['notes'], 'notes.txt', { type: 'text/plain' });

export const profileEntry = defineEntry({
  machine: profileMachine,
  purpose:
    'Account Information: loads the profile, read-only until Edit, saves the names, gender and picture.',
  source: 'machines/profile.machine.ts',
  usedBy: '/account (Account Information)',
  actors: {
    loadProfile: {
      kind: 'promise',
      outcomes: [
        { label: 'Profile of Aarav Sharma', result: 'success', output: aaravProfile },
        { label: 'No token stored', result: 'success', output: null },
        {
          label: 'Server error (500)',
          result: 'failure',
          error: new ApiError('http', 'HTTP 500', 500, { error: 'Internal Server Error' }),
        },
      ],
    },
    saveProfile: {
      kind: 'promise',
      outcomes: [
        {
          label: 'Saved',
          result: 'success',
          output: { ...aaravProfile, first_name: 'Vihaan', gender: 'male' },
        },
        {
          label: 'First name refused (400)',
          result: 'failure',
          error: new ApiError('http', 'HTTP 400', 400, {
            errors: { first_name: ['Ensure this field has no more than 50 characters.'] },
          }),
        },
        { label: 'Network error', result: 'failure', error: networkError },
      ],
    },
  },
  samples: {
    'profile.change': [
      {
        label: 'profile.change (first_name: Vihaan)',
        event: { type: 'profile.change', field: 'first_name', value: 'Vihaan' },
      },
    ],
    'profile.gender': [
      { label: 'profile.gender (female)', event: { type: 'profile.gender', gender: 'female' } },
    ],
    'profile.image': [
      { label: 'profile.image (me.png)', event: { type: 'profile.image', file: picture } },
      {
        label: 'profile.image (notes.txt, not an image)',
        event: { type: 'profile.image', file: notAPicture },
      },
      {
        label: 'profile.image (none: keep the current one)',
        event: { type: 'profile.image', file: null },
      },
    ],
  },
  // The walkthrough's profile tells no real session: tellSession is one of its logged effects.
  input: { session: { updateUser: () => undefined } },
  sideEffects: {
    tellSession:
      'sends session.userUpdated to the app-wide session actor, so the navigation bar shows the new name',
  },
  gestures: GESTURES.profile,
});

export const panEntry = defineEntry({
  machine: panMachine,
  purpose:
    'Pan Card: the declaration gates Upload; a JPEG-only picture; the upload is recorded on this device.',
  source: 'machines/pan.machine.ts',
  usedBy: '/account (Pan Card)',
  actors: {},
  samples: {
    'pan.change': [
      {
        label: 'pan.change (panNumber: ABCDE1234F)',
        event: { type: 'pan.change', field: 'panNumber', value: 'ABCDE1234F' },
      },
    ],
    'pan.file': [
      {
        label: 'pan.file (pan.jpeg)',
        event: { type: 'pan.file', file: new File(['jpeg'], 'pan.jpeg', { type: 'image/jpeg' }) },
      },
      { label: 'pan.file (pan.png, not a JPEG)', event: { type: 'pan.file', file: picture } },
    ],
  },
  sideEffects: {},
  gestures: GESTURES.pan,
});

export const listingSortEntry = defineEntry({
  machine: listingSortMachine,
  purpose:
    'The listing’s sort order, held locally: the screen re-sorts its fetched list by the order in force.',
  source: 'machines/listing-sort.machine.ts',
  usedBy: '/products/, /search/, /cat/{slug}, /brand/{slug}',
  actors: {},
  samples: {},
  sideEffects: {},
  gestures: GESTURES.listingSort,
});

/** Every machine, in the order the index and the walkthrough list them. */
export const MACHINES: readonly MachineEntry[] = [
  sessionEntry,
  loginEntry,
  registrationEntry,
  profileEntry,
  panEntry,
  listingSortEntry,
];

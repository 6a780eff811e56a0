import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import {
  describeFieldErrors,
  registrationFailureMessage,
  type RegistrationFailure,
} from '../../machines/auth-messages';
import {
  EMPTY_REGISTRATION,
  registrationMachine,
  type RegistrationField,
} from '../../machines/registration.machine';
import { ApiError, type RegisterRequest, type RegisterResponse } from '../../src/api';
import { registrationFailureText } from '../../src/features/auth/registration-failure';
import { createAppI18n } from '../../src/i18n/i18n-context';
import type { Message } from '../../src/i18n/message';

/** The machine's messages as an English page shows them. */
const english = createAppI18n('en');
const banner = (failure: RegistrationFailure | null) =>
  failure && registrationFailureText(english, failure);
const success = (message: Message | null) => message && english.t(message);

const typed: RegisterRequest = {
  first_name: 'Priya',
  last_name: 'Nair',
  email: 'priya@example.in',
  phone: '9812345678',
  password: 'Sunrise@2024',
  con_password: 'Sunrise@2024',
};

const registered: RegisterResponse = {
  message: 'User registered successfully',
  user: {
    id: 7,
    first_name: 'Priya',
    last_name: 'Nair',
    email: 'priya@example.in',
    phone: '9812345678',
    username: 'priya',
    gender: null,
    image_url: null,
  },
};

const emailTaken = new ApiError('http', 'HTTP 400', 400, {
  errors: { email: ['A user with this email already exists.'], phone: 'Enter a valid number.' },
});

function startRegistration(call: (input: RegisterRequest) => Promise<RegisterResponse>) {
  const calls: RegisterRequest[] = [];
  const machine = registrationMachine.provide({
    actors: {
      registerUser: fromPromise<RegisterResponse, RegisterRequest>(({ input }) => {
        calls.push(input);
        return call(input);
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

type Registration = ReturnType<typeof startRegistration>['actor'];

function fill(actor: Registration, values: RegisterRequest) {
  for (const [field, value] of Object.entries(values) as [RegistrationField, string][]) {
    actor.send({ type: 'registration.change', field, value });
  }
}

describe('registration machine', () => {
  it('starts editing, all six fields empty, no banners', () => {
    const { actor } = startRegistration(async () => registered);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({
      values: EMPTY_REGISTRATION,
      success: null,
      error: null,
      fieldErrors: null,
    });
  });

  it('registration.change keeps each field as typed', () => {
    const { actor } = startRegistration(async () => registered);
    fill(actor, typed);
    expect(actor.getSnapshot().context.values).toEqual(typed);
  });

  it("editing -> editing when the passwords differ: 'Passwords do not match!' and nothing is sent", () => {
    const { actor, calls } = startRegistration(async () => registered);
    fill(actor, { ...typed, con_password: 'Sunrise@2025' });
    actor.send({ type: 'registration.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(banner(actor.getSnapshot().context.error)).toBe('Passwords do not match!');
    expect(calls).toHaveLength(0);
  });

  it('editing -> submitting when they match, sending the six fields', () => {
    const { actor, calls } = startRegistration(() => new Promise(() => {}));
    fill(actor, typed);
    actor.send({ type: 'registration.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(calls).toEqual([typed]);
  });

  it('a double submit sends one request', () => {
    const { actor, calls } = startRegistration(() => new Promise(() => {}));
    fill(actor, typed);
    actor.send({ type: 'registration.submit' });
    actor.send({ type: 'registration.submit' });
    expect(calls).toHaveLength(1);
  });

  it('submitting -> editing on success: message shown, error cleared, all six fields empty, response logged', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    let attempt = 0;
    const { actor } = startRegistration(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(emailTaken) : Promise.resolve(registered);
    });
    fill(actor, typed);
    actor.send({ type: 'registration.submit' });
    await waitFor(actor, (state) => state.context.error !== null);
    actor.send({ type: 'registration.submit' });
    const snapshot = await waitFor(actor, (state) => state.context.success !== null);
    expect(snapshot.value).toBe('editing');
    expect({ ...snapshot.context, success: success(snapshot.context.success) }).toEqual({
      values: EMPTY_REGISTRATION,
      success: 'User registered successfully!',
      error: null,
      fieldErrors: null,
    });
    expect(info).toHaveBeenCalledWith('Registration response', registered);
  });

  it("submitting -> editing on failure with the server's errors: shown per field and readably; success cleared; input kept", async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    let attempt = 0;
    const { actor } = startRegistration(() => {
      attempt += 1;
      return attempt === 1 ? Promise.resolve(registered) : Promise.reject(emailTaken);
    });
    fill(actor, typed);
    actor.send({ type: 'registration.submit' });
    await waitFor(actor, (state) => state.context.success !== null);
    fill(actor, typed);
    actor.send({ type: 'registration.submit' });
    const snapshot = await waitFor(actor, (state) => state.context.error !== null);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.success).toBeNull();
    expect(snapshot.context.values).toEqual(typed);
    expect(snapshot.context.fieldErrors).toEqual({
      email: ['A user with this email already exists.'],
      phone: ['Enter a valid number.'],
    });
    expect(banner(snapshot.context.error)).toBe(
      'Email: A user with this email already exists.\nPhone: Enter a valid number.',
    );
  });

  it.each([
    ['an error without an errors field', new ApiError('http', 'HTTP 500', 500, { error: 'boom' })],
    ['a network failure', new ApiError('network', 'offline', null, null)],
    ['anything else', new Error('bug')],
  ])(
    "submitting -> editing on %s: 'Registration failed! Please try again.'",
    async (_name, failure) => {
      const { actor } = startRegistration(() => Promise.reject(failure));
      fill(actor, typed);
      actor.send({ type: 'registration.submit' });
      const snapshot = await waitFor(actor, (state) => state.context.error !== null);
      expect(banner(snapshot.context.error)).toBe('Registration failed! Please try again.');
      expect(snapshot.context.fieldErrors).toBeNull();
      expect(snapshot.context.values).toEqual(typed);
    },
  );

  it('a mismatch after a success clears the success message', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { actor } = startRegistration(async () => registered);
    fill(actor, typed);
    actor.send({ type: 'registration.submit' });
    await waitFor(actor, (state) => state.context.success !== null);
    fill(actor, { ...typed, con_password: 'other' });
    actor.send({ type: 'registration.submit' });
    expect(actor.getSnapshot().context.success).toBeNull();
    expect(banner(actor.getSnapshot().context.error)).toBe('Passwords do not match!');
  });
});

describe('registration messages', () => {
  it('labels server fields like the form, form-level errors without a label', () => {
    expect(
      banner(
        describeFieldErrors({
          first_name: ['This field is required.'],
          con_password: ['Passwords do not match.'],
          non_field_errors: ['Try later.'],
          date_of_birth: ['Invalid.'],
        }),
      )?.split('\n'),
    ).toEqual([
      'First Name: This field is required.',
      'Confirm Password: Passwords do not match.',
      'Try later.',
      'Date of birth: Invalid.',
    ]);
    expect(banner(registrationFailureMessage(new ApiError('http', '', 400, { errors: {} })))).toBe(
      'Registration failed! Please try again.',
    );
  });
});

describe('registration machine: every state reached by shortest paths', () => {
  type Event = EventFromLogic<typeof registrationMachine>;
  type Snapshot = SnapshotFrom<typeof registrationMachine>;
  const events = [
    { type: 'registration.change', field: 'password', value: 'Sunrise@2024' },
    { type: 'registration.submit' },
    { type: 'xstate.done.actor.registerUser', output: registered },
    { type: 'xstate.error.actor.registerUser', error: emailTaken },
    // The registration call's outcomes are events too; the traversal sends them like any other.
  ] as unknown as Event[];
  const machine = registrationMachine.provide({
    actors: {
      registerUser: fromPromise<RegisterResponse, RegisterRequest>(() => new Promise(() => {})),
    },
    actions: { logResponse: () => {} },
  });
  const paths = getShortestPaths(machine, {
    events,
    serializeState: (snapshot: Snapshot) =>
      JSON.stringify({ value: snapshot.value, context: snapshot.context }),
  });

  it('reaches every state of the chart, including the mismatch refusal', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    const states = getStateNodes(registrationMachine.root).map((node) => JSON.stringify(node.key));
    expect([...reached].sort()).toEqual(states.sort());
    expect(
      paths.some((path) => banner(path.state.context.error) === 'Passwords do not match!'),
    ).toBe(true);
    expect(
      paths.some((path) => success(path.state.context.success) === 'User registered successfully!'),
    ).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addressBookMachine } from '../../machines/address-book.machine';
import { ApiError, type SavedAddress } from '../../src/api';
import type { Address } from '../../src/lib/address';

const mumbai: SavedAddress = {
  id: 'a1',
  name: 'Aarav Sharma',
  mobile: '9876543210',
  pincode: '400001',
  locality: 'Fort',
  address: '21, Dr D N Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  landmark: 'Near CST station',
  alternatePhone: '',
  addressType: 'Home',
};

const pune: Address = {
  name: 'Aarav Sharma',
  mobile: '9876543210',
  pincode: '411004',
  locality: 'Deccan',
  address: '7, FC Road',
  city: 'Pune',
  state: 'Maharashtra',
  landmark: '',
  alternatePhone: '',
  addressType: 'Work',
};

const serverError = new ApiError('http', 'HTTP 500', 500, { error: 'Internal server error' });
const expired = new ApiError('http', 'HTTP 401', 401, { error: 'Invalid token' });
const full = new ApiError('http', 'HTTP 400', 400, { error: 'You can keep up to 20 addresses.' });
const badCity = new ApiError('http', 'HTTP 400', 400, { errors: { city: ['Unknown city.'] } });

/** A call the test answers: each run waits for the test to settle it. */
function held<T, TInput>() {
  const runs: { input: TInput; resolve: (value: T) => void; reject: (error: unknown) => void }[] =
    [];
  const logic = fromPromise<T, TInput>(
    ({ input }) =>
      new Promise<T>((resolve, reject) => {
        runs.push({ input, resolve, reject });
      }),
  );
  const last = () => {
    const run = runs.at(-1);
    if (!run) throw new Error('No call was made.');
    return run;
  };
  return { logic, runs, last };
}

function start() {
  const load = held<SavedAddress[], { accountId: number }>();
  const save = held<SavedAddress, { id: string | null; address: Address }>();
  const remove = held<SavedAddress[], { id: string }>();
  const actor = createActor(
    addressBookMachine.provide({
      actors: { loadAddresses: load.logic, saveAddress: save.logic, removeAddress: remove.logic },
    }),
    { input: { accountId: 1 } },
  ).start();
  const emitted: string[] = [];
  actor.on('addresses.sessionExpired', (event) => emitted.push(event.type));
  return { actor, load, save, remove, emitted };
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('address book statechart', () => {
  it('loads the account’s addresses for its account id', async () => {
    const { actor, load } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load.last().input).toEqual({ accountId: 1 });
    load.last().resolve([mumbai]);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.addresses).toEqual([mumbai]);
  });

  it('a failed load says so and loads again on retry', async () => {
    const { actor, load } = start();
    load.last().reject(serverError);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toEqual({
      id: 'loadFailed',
      kind: 'error',
      serverText: null,
    });
    actor.send({ type: 'addresses.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.message).toBeNull();
    expect(load.runs).toHaveLength(2);
  });

  it('adds: the new address is sent without an id and joins the list', async () => {
    const { actor, load, save } = start();
    load.last().resolve([mumbai]);
    await flush();
    actor.send({ type: 'addresses.add' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'editing' });
    actor.send({ type: 'addresses.save', address: pune });
    expect(actor.getSnapshot().value).toEqual({ ready: 'saving' });
    // A second press while saving sends nothing more.
    actor.send({ type: 'addresses.save', address: pune });
    expect(save.runs).toHaveLength(1);
    expect(save.last().input).toEqual({ id: null, address: pune });
    save.last().resolve({ ...pune, id: 'a2' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({
      addresses: [mumbai, { ...pune, id: 'a2' }],
      target: null,
      pending: null,
      fieldErrors: null,
      message: { id: 'saved', kind: 'success', serverText: null },
    });
  });

  it('edits: the chosen address is sent with its id and replaced in place', async () => {
    const { actor, load, save } = start();
    load.last().resolve([mumbai]);
    await flush();
    actor.send({ type: 'addresses.edit', id: 'unknown' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    actor.send({ type: 'addresses.edit', id: 'a1' });
    expect(actor.getSnapshot().context.target).toBe('a1');
    const changed = { ...mumbai, locality: 'Colaba' };
    const { id: _id, ...fields } = changed;
    actor.send({ type: 'addresses.save', address: fields });
    expect(save.last().input).toEqual({ id: 'a1', address: fields });
    save.last().resolve(changed);
    await flush();
    expect(actor.getSnapshot().context.addresses).toEqual([changed]);
  });

  it('a refused save returns to the form with the server’s field errors or its reason', async () => {
    const { actor, load, save } = start();
    load.last().resolve([mumbai]);
    await flush();
    actor.send({ type: 'addresses.add' });
    actor.send({ type: 'addresses.save', address: pune });
    save.last().reject(badCity);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({
      pending: pune,
      fieldErrors: { city: ['Unknown city.'] },
      message: { id: 'notSaved', kind: 'error', serverText: null },
    });

    actor.send({ type: 'addresses.save', address: pune });
    expect(actor.getSnapshot().context.fieldErrors).toBeNull();
    save.last().reject(full);
    await flush();
    expect(actor.getSnapshot().context.message).toEqual({
      id: 'notSaved',
      kind: 'error',
      serverText: 'You can keep up to 20 addresses.',
    });

    actor.send({ type: 'addresses.save', address: pune });
    save.last().reject(serverError);
    await flush();
    expect(actor.getSnapshot().context.message).toEqual({
      id: 'notSaved',
      kind: 'error',
      serverText: null,
    });
    actor.send({ type: 'addresses.cancel' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({
      addresses: [mumbai],
      pending: null,
      fieldErrors: null,
      message: null,
    });
  });

  it('deletes only after the confirmation; a failure asks again with the reason', async () => {
    const { actor, load, remove } = start();
    load.last().resolve([mumbai]);
    await flush();
    actor.send({ type: 'addresses.delete', id: 'a1' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'confirming' });
    actor.send({ type: 'addresses.cancel' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(remove.runs).toHaveLength(0);

    actor.send({ type: 'addresses.delete', id: 'a1' });
    actor.send({ type: 'addresses.confirm' });
    expect(remove.last().input).toEqual({ id: 'a1' });
    remove.last().reject(serverError);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'confirming' });
    expect(actor.getSnapshot().context.message).toEqual({
      id: 'notDeleted',
      kind: 'error',
      serverText: null,
    });
    actor.send({ type: 'addresses.confirm' });
    remove.last().resolve([]);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({
      addresses: [],
      target: null,
      message: { id: 'deleted', kind: 'success', serverText: null },
    });
  });

  it.each([
    ['the load', 'load'],
    ['a save', 'save'],
    ['a delete', 'remove'],
  ] as const)('a 401 on %s ends there and tells the screen', async (_label, call) => {
    const started = start();
    const { actor, load } = started;
    if (call === 'load') {
      load.last().reject(expired);
    } else {
      load.last().resolve([mumbai]);
      await flush();
      if (call === 'save') {
        actor.send({ type: 'addresses.add' });
        actor.send({ type: 'addresses.save', address: pune });
      } else {
        actor.send({ type: 'addresses.delete', id: 'a1' });
        actor.send({ type: 'addresses.confirm' });
      }
      started[call].last().reject(expired);
    }
    await flush();
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().status).toBe('done');
    expect(started.emitted).toEqual(['addresses.sessionExpired']);
  });
});

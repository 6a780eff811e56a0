import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { moveDeviceAddress } from '../../machines/address-migration';
import { server } from '../../mocks/node';
import { getAddresses } from '../../src/api';
import { demoUser } from '../fixtures/users';
import { logInDemoShopper } from '../utils/render-route';

/** Where a device kept the shopper's address before the book moved to the account. */
const DEVICE_KEY = 'bazaar.address';

const pune = {
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

const cities = () => getAddresses().then((list) => list.map((address) => address.city));

function countCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('/api/addresses/')) calls.push(request.method);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return calls;
}

describe("moving a device's address into the account", () => {
  it('asks nothing when the device keeps no address for the account', async () => {
    await logInDemoShopper();
    const calls = countCalls();
    expect(await moveDeviceAddress(demoUser.id)).toBeNull();
    expect(calls).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an array', '[1, 2]'],
    ['a missing field', JSON.stringify({ 1: { ...pune, city: undefined } })],
    ['an unknown state', JSON.stringify({ 1: { ...pune, state: 'Atlantis' } })],
    ['an unknown address type', JSON.stringify({ 1: { ...pune, addressType: 'Office' } })],
    ['a field of the wrong type', JSON.stringify({ 1: { ...pune, pincode: 411004 } })],
  ])('treats %s as no address and sends nothing', async (_label, raw) => {
    await logInDemoShopper();
    localStorage.setItem(DEVICE_KEY, raw);
    const calls = countCalls();
    expect(await moveDeviceAddress(demoUser.id)).toBeNull();
    expect(calls).toEqual([]);
    expect(await cities()).toEqual(['Mumbai']);
  });

  it('adds it once however often it is asked at the same time, then forgets it', async () => {
    await logInDemoShopper();
    localStorage.setItem(DEVICE_KEY, JSON.stringify({ [demoUser.id]: { ...pune, stray: 'x' } }));
    const calls = countCalls();
    const [first, second] = await Promise.all([
      moveDeviceAddress(demoUser.id),
      moveDeviceAddress(demoUser.id),
    ]);
    expect(first).toBe(second);
    expect(first?.map((address) => address.city)).toEqual(['Mumbai', 'Pune']);
    expect(calls).toEqual(['GET', 'POST']);
    expect(localStorage.getItem(DEVICE_KEY)).toBeNull();
    expect(await cities()).toEqual(['Mumbai', 'Pune']);
  });

  it('keeps it on the device when the account refuses it', async () => {
    await logInDemoShopper();
    const stored = JSON.stringify({ [demoUser.id]: pune });
    localStorage.setItem(DEVICE_KEY, stored);
    server.use(
      http.post('*/api/addresses/', () =>
        HttpResponse.json({ error: 'You can keep up to 20 addresses.' }, { status: 400 }),
      ),
    );
    await expect(moveDeviceAddress(demoUser.id)).rejects.toMatchObject({ status: 400 });
    expect(localStorage.getItem(DEVICE_KEY)).toBe(stored);
    expect(await cities()).toEqual(['Mumbai']);
  });
});

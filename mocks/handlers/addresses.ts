import { HttpResponse } from 'msw';
import { ADDRESSES_MAX } from '../../src/api/schemas';
import { API_PATHS, type SavedAddress } from '../../src/api/types';
import { db } from '../db';
import { addressesOf, CHECKOUT_ERRORS, ownAddress, savedAddressOf } from '../lib/checkout';
import { validateAddress } from '../lib/checkout-request-schemas';
import { newItemId, nextPosition } from '../lib/shop';
import { notifyStateChange } from '../state';
import { forAccount, jsonError, readJsonObject, route } from './route';

/**
 * The account's address book: up to 20 addresses, oldest first, each checked with the address
 * form's own rules. Orders keep a copy of theirs, so a change here changes no order.
 */

const answerAddresses = (userId: number) => HttpResponse.json<SavedAddress[]>(addressesOf(userId));
const notFound = () => jsonError(404, { error: CHECKOUT_ERRORS.addressNotFound });

const getAddresses = route.get(
  API_PATHS.addresses,
  forAccount(({ user }) => answerAddresses(user.id)),
);

const addAddress = route.post(
  API_PATHS.addresses,
  forAccount(async ({ request, user }) => {
    const parsed = await readJsonObject(request);
    if (!parsed.ok) return parsed.response;
    const validated = validateAddress(parsed.body);
    if (!validated.ok) return jsonError(400, { errors: validated.errors });
    if (db.address.count({ where: { user_id: { equals: user.id } } }) >= ADDRESSES_MAX) {
      return jsonError(400, { error: CHECKOUT_ERRORS.addressesFull });
    }
    const address = db.address.create({
      id: newItemId(),
      user_id: user.id,
      position: nextPosition(db.address.getAll()),
      ...validated.value,
    });
    notifyStateChange();
    return HttpResponse.json<SavedAddress>(savedAddressOf(address), { status: 201 });
  }),
);

const updateAddress = route.put<{ id: string }>(
  `${API_PATHS.addresses}:id`,
  forAccount(async ({ request, params, user }) => {
    const parsed = await readJsonObject(request);
    if (!parsed.ok) return parsed.response;
    // Looked up once the body is in: nothing between here and the update waits.
    const owned = ownAddress(user.id, params.id);
    if (!owned) return notFound();
    const validated = validateAddress(parsed.body);
    if (!validated.ok) return jsonError(400, { errors: validated.errors });
    const address =
      db.address.update({ where: { id: { equals: owned.id } }, data: validated.value }) ?? owned;
    notifyStateChange();
    return HttpResponse.json<SavedAddress>(savedAddressOf(address));
  }),
);

const deleteAddress = route.delete<{ id: string }>(
  `${API_PATHS.addresses}:id`,
  forAccount(({ params, user }) => {
    const owned = ownAddress(user.id, params.id);
    if (!owned) return notFound();
    db.address.delete({ where: { id: { equals: owned.id } } });
    notifyStateChange();
    return answerAddresses(user.id);
  }),
);

export const addressHandlers = [getAddresses, addAddress, updateAddress, deleteAddress];

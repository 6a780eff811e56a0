import { HttpResponse } from 'msw';
import { API_PATHS, type Gender, type Profile } from '../../src/api/types';
import { db, profileOf } from '../db';
import { bytesToBase64 } from '../lib/crypto';
import { authenticate } from '../lib/sessions';
import {
  detectImageType,
  ErrorBag,
  IMAGE_MAX_BYTES,
  MESSAGES,
  NAME_MAX_LENGTH,
  requiredText,
} from '../lib/validation';
import { notifyStateChange } from '../state';
import { jsonError, route } from './route';

interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  gender?: Gender;
  image_url?: string;
}

/** A form field given as text; a file in a text field counts as not text. */
function formText(bag: ErrorBag, form: FormData, field: string): string | undefined {
  const value = form.get(field);
  if (value === null) return undefined;
  if (typeof value !== 'string') {
    bag.add(field, MESSAGES.notText);
    return undefined;
  }
  return requiredText(bag, field, value, NAME_MAX_LENGTH);
}

/** The uploaded picture as a data: URL, typed by its bytes (a renamed text file is refused). */
async function formImage(bag: ErrorBag, form: FormData): Promise<string | undefined> {
  const value = form.get('image');
  if (value === null || value === '') return undefined;
  if (typeof value === 'string') {
    bag.add('image', MESSAGES.notAFile);
    return undefined;
  }
  if (value.size === 0) {
    bag.add('image', MESSAGES.emptyFile);
    return undefined;
  }
  if (value.size > IMAGE_MAX_BYTES) {
    bag.add('image', MESSAGES.imageTooLarge);
    return undefined;
  }
  const bytes = new Uint8Array(await value.arrayBuffer());
  const type = detectImageType(bytes.subarray(0, 12));
  if (!type) {
    bag.add('image', MESSAGES.imageType);
    return undefined;
  }
  return `data:${type};base64,${bytesToBase64(bytes)}`;
}

/**
 * Fields that are sent are validated and applied; fields left out keep their value. email,
 * phone and username are not editable and are ignored whatever is sent.
 */
async function readChanges(
  form: FormData,
): Promise<{ changes: ProfileChanges } | { errors: Record<string, string[]> }> {
  const bag = new ErrorBag();
  const changes: ProfileChanges = {};
  const firstName = formText(bag, form, 'first_name');
  if (firstName !== undefined) changes.first_name = firstName;
  const lastName = formText(bag, form, 'last_name');
  if (lastName !== undefined) changes.last_name = lastName;
  const gender = form.get('gender');
  if (gender === 'male' || gender === 'female') changes.gender = gender;
  // An empty gender means "not chosen": a shopper who never set one can still save names.
  else if (gender !== null && gender !== '') bag.add('gender', MESSAGES.gender);
  const imageUrl = await formImage(bag, form);
  if (imageUrl !== undefined) changes.image_url = imageUrl;
  const errors = bag.result();
  return errors ? { errors } : { changes };
}

const getProfile = route.get(API_PATHS.profile, async ({ request }) => {
  const auth = await authenticate(request);
  if (!auth.ok) return jsonError(401, { error: auth.error });
  return HttpResponse.json<Profile>(profileOf(auth.user));
});

const updateProfile = route.put(API_PATHS.profile, async ({ request }) => {
  const auth = await authenticate(request);
  if (!auth.ok) return jsonError(401, { error: auth.error });
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    return jsonError(400, { error: 'Expected a multipart/form-data body.' });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return jsonError(400, { error: 'Malformed multipart/form-data body.' });
  }
  const result = await readChanges(form);
  if ('errors' in result) return jsonError(400, { errors: result.errors });

  const user =
    db.user.update({ where: { id: { equals: auth.user.id } }, data: result.changes }) ?? auth.user;
  notifyStateChange();
  return HttpResponse.json<Profile>(profileOf(user));
});

export const profileHandlers = [getProfile, updateProfile];

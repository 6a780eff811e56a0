import { HttpResponse } from 'msw';
import { API_PATHS, type Profile } from '../../src/api/types';
import { db, profileOf } from '../db';
import { validateProfileForm } from '../lib/request-schemas';
import { notifyStateChange } from '../state';
import { forAccount, jsonError, route } from './route';

const getProfile = route.get(
  API_PATHS.profile,
  forAccount(({ user }) => HttpResponse.json<Profile>(profileOf(user))),
);

const updateProfile = route.put(
  API_PATHS.profile,
  forAccount(async ({ request, user: account }) => {
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
    // Fields that are sent are validated and applied; fields left out keep their value. email,
    // phone and username are not editable and are never read.
    const result = await validateProfileForm(form);
    if (!result.ok) return jsonError(400, { errors: result.errors });
    const { image, ...fields } = result.value;
    const changes = Object.fromEntries(
      Object.entries({ ...fields, image_url: image }).filter(([, value]) => value !== undefined),
    );

    const user =
      db.user.update({ where: { id: { equals: account.id } }, data: changes }) ?? account;
    notifyStateChange();
    return HttpResponse.json<Profile>(profileOf(user));
  }),
);

export const profileHandlers = [getProfile, updateProfile];

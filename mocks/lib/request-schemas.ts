import * as v from 'valibot';
import type {
  loginRequestSchema,
  profileUpdateSchema,
  registerRequestSchema,
} from '../../src/api/schemas';
import type { FieldErrors, LoginRequest, RegisterRequest } from '../../src/api/types';
import { bytesToBase64 } from './crypto';
import {
  detectImageType,
  IMAGE_MAX_BYTES,
  isEmailAddress,
  MESSAGES,
  NAME_MAX_LENGTH,
  normalizeIndianMobile,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './validation';

/**
 * The server's rules for the request bodies of src/api/schemas.ts, as valibot schemas over the
 * same fields: each rule set is keyed by the shared request schema's fields, so a field added to
 * the contract without a server rule fails the typecheck. Field errors come all at once, the
 * first per field, worded like a Django REST backend's (./validation MESSAGES).
 */

/** Sent: neither left out nor null. */
export const present = v.check((value) => value !== undefined && value !== null, MESSAGES.required);

/** Present, text and not empty, kept as sent: a slug or an id (one the server lacks is a 404). */
export const requiredString = v.pipe(
  v.unknown(),
  present,
  v.string(MESSAGES.notText),
  v.nonEmpty(MESSAGES.required),
);

/** Present, text and not blank once trimmed: the trimmed text. */
const requiredText = v.pipe(
  v.unknown(),
  present,
  v.string(MESSAGES.notText),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
);

/**
 * An object's own fields picked (anything else refused with `message`), so that a missing one is
 * reported at its path (`items.0.quantity`) like a blank one, as the top-level fields are.
 */
export const fieldsOf = (names: readonly string[], message: string) =>
  v.pipe(
    v.unknown(),
    v.check(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      message,
    ),
    v.transform((value) => {
      const record = value as Record<string, unknown>;
      return Object.fromEntries(names.map((name) => [name, record[name]]));
    }),
  );

/** A required name of at most 50 characters. */
const requiredName = v.pipe(
  requiredText,
  v.maxLength(NAME_MAX_LENGTH, MESSAGES.tooLong(NAME_MAX_LENGTH)),
);

/** Present and not blank, but kept as typed: spaces may be part of a password. */
const requiredSecret = v.pipe(
  v.unknown(),
  v.check(
    (value) => value === undefined || value === null || typeof value === 'string',
    MESSAGES.notText,
  ),
  v.check((value) => typeof value === 'string' && value.trim() !== '', MESSAGES.required),
  v.transform((value) => value as string),
);

const REGISTER_RULES = {
  first_name: requiredName,
  last_name: requiredName,
  email: v.pipe(requiredText, v.check(isEmailAddress, MESSAGES.email), v.toLowerCase()),
  phone: v.pipe(
    requiredText,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const phone = normalizeIndianMobile(dataset.value);
      if (phone !== null) return phone;
      addIssue({ message: MESSAGES.phone });
      return NEVER;
    }),
  ),
  password: v.pipe(
    requiredSecret,
    v.minLength(PASSWORD_MIN_LENGTH, MESSAGES.passwordShort(PASSWORD_MIN_LENGTH)),
    v.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.passwordLong(PASSWORD_MAX_LENGTH)),
  ),
  con_password: requiredSecret,
} satisfies Record<keyof typeof registerRequestSchema.entries, v.GenericSchema>;

export const registerBodySchema = v.pipe(
  v.object(REGISTER_RULES),
  v.forward(
    v.partialCheck(
      [['password'], ['con_password']],
      (input) => input.password === input.con_password,
      MESSAGES.passwordMismatch,
    ),
    ['con_password'],
  ),
);

const LOGIN_RULES = {
  email: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  password: v.pipe(v.string(), v.nonEmpty()),
} satisfies Record<keyof typeof loginRequestSchema.entries, v.GenericSchema>;

export const loginBodySchema = v.object(LOGIN_RULES);

/** A profile field that is sent is validated; one left out (null in the form) keeps its value. */
const sentName = v.pipe(
  v.unknown(),
  v.transform((value) => value ?? undefined),
  v.union([v.undefined(), requiredName], MESSAGES.notText),
);

/** The picture as a data: URL typed by its bytes (a renamed text file is refused). */
const sentImage = v.pipeAsync(
  v.unknown(),
  v.rawTransformAsync(async ({ dataset, addIssue, NEVER }) => {
    const value = dataset.value;
    if (value === null || value === undefined || value === '') return undefined;
    if (!(value instanceof Blob)) {
      addIssue({ message: MESSAGES.notAFile });
      return NEVER;
    }
    if (value.size === 0 || value.size > IMAGE_MAX_BYTES) {
      addIssue({ message: value.size === 0 ? MESSAGES.emptyFile : MESSAGES.imageTooLarge });
      return NEVER;
    }
    const bytes = new Uint8Array(await value.arrayBuffer());
    const type = detectImageType(bytes.subarray(0, 12));
    if (!type) {
      addIssue({ message: MESSAGES.imageType });
      return NEVER;
    }
    return `data:${type};base64,${bytesToBase64(bytes)}`;
  }),
);

const PROFILE_RULES = {
  first_name: sentName,
  last_name: sentName,
  // An empty gender means "not chosen": a shopper who never set one can still save names.
  gender: v.pipe(
    v.unknown(),
    v.transform((value) => (value === '' || value === null ? undefined : value)),
    v.union([v.undefined(), v.picklist(['male', 'female'])], MESSAGES.gender),
  ),
  image: sentImage,
} satisfies Record<
  keyof typeof profileUpdateSchema.entries,
  v.GenericSchema | v.GenericSchemaAsync
>;

export const profileFormSchema = v.objectAsync(PROFILE_RULES);

export type ProfileChanges = v.InferOutput<typeof profileFormSchema>;

/** A body's rules as validate takes them: the object schema and its field names. */
export const rulesOf = <T extends Record<string, v.GenericSchema>>(rules: T) =>
  [v.object(rules), Object.keys(rules)] as const;

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * Parses a body with its rules: the value, or every field's first message. A field left out is
 * given as undefined, so it is reported like a blank one ('This field is required.').
 */
export function validate<T>(
  schema: v.GenericSchema<unknown, T>,
  fields: readonly string[],
  body: Record<string, unknown>,
): Validated<T> {
  const input = Object.fromEntries(fields.map((field) => [field, body[field]]));
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const nested = v.flatten(result.issues).nested ?? {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(nested)) {
    if (messages && messages.length > 0) errors[field] = messages;
  }
  return { ok: false, errors };
}

export function validateRegister(body: Record<string, unknown>): Validated<RegisterRequest> {
  const result = validate(registerBodySchema, Object.keys(REGISTER_RULES), body);
  // The schema compares the two only once the password passes; a refused password and a
  // different confirmation are both reported, all at once like the other fields.
  const { password, con_password: confirmation } = body;
  if (
    !result.ok &&
    !result.errors.con_password &&
    typeof password === 'string' &&
    typeof confirmation === 'string' &&
    confirmation.trim() !== '' &&
    password !== confirmation
  ) {
    result.errors.con_password = [MESSAGES.passwordMismatch];
  }
  return result;
}

export const validateLogin = (body: Record<string, unknown>): Validated<LoginRequest> =>
  validate(loginBodySchema, Object.keys(LOGIN_RULES), body);

/**
 * The fields of a multipart profile update: the changes to apply (a field left out is
 * undefined), or every field's first message. email, phone and username are never read.
 */
export async function validateProfileForm(form: FormData): Promise<Validated<ProfileChanges>> {
  const input = Object.fromEntries(
    Object.keys(PROFILE_RULES).map((field) => [field, form.get(field)]),
  );
  const result = await v.safeParseAsync(profileFormSchema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(v.flatten(result.issues).nested ?? {})) {
    if (messages && messages.length > 0) errors[field] = messages;
  }
  return { ok: false, errors };
}
